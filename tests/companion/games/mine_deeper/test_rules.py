"""The advanced placement rules, one test per rule, quoting the rulebook."""

from companion.games.mine_deeper import Layout, check, is_valid
from tests.companion.games.mine_deeper.layouts import RED_TOUCHING_YELLOW_AND_PURPLE, VALID


def rules_by_cell(layout):
    return {(v.cell, v.rule) for v in check(layout)}


def test_a_layout_following_every_rule_is_valid():
    assert check(VALID) == []
    assert is_valid(VALID)


def test_rulebook_incorrect_placement_example():
    """"this arrangement is incorrect because a single red gem is touching both a yellow and a
    purple gem at the same time." """
    assert rules_by_cell(RED_TOUCHING_YELLOW_AND_PURPLE) == {("B3", "red"), (None, "counts")}


def test_purple_needs_exactly_two_red_neighbours():
    """"There can ONLY be 2 red gems located above, below, left, or right of a purple gem." """
    layout = Layout.parse("""
        . R . . .
        R P R . .
        Y . Y Y .
        . . . R .
        . . R . .
    """)
    found = rules_by_cell(layout)
    assert ("B2", "purple") in found
    assert any("touches 3 red gems" in v.message for v in check(layout) if v.cell == "B2")


def test_yellow_needs_exactly_one_red_neighbour():
    """"There can ONLY be 1 red gem located above, below, left, or right of a yellow gem." """
    layout = Layout.parse("""
        R Y R . .
        . . . . .
        R P R . .
        . . . Y Y
        . R . . .
    """)
    found = rules_by_cell(layout)
    assert ("A2", "yellow") in found  # touches 2 reds
    assert ("D4", "yellow") in found  # touches none
    assert ("D5", "yellow") in found


def test_red_with_no_hint_gem_beside_it_breaks_the_red_rule():
    """A red with no yellow or purple beside it could never be found by a hint."""
    layout = Layout.parse("""
        R . . . R
        Y . . . .
        . . . . .
        . R P R .
        . . Y Y .
    """)
    found = rules_by_cell(layout)
    assert ("A5", "red") in found
    assert ("A5", "alone") in found
    assert ("A1", "red") not in found


def test_no_gem_may_be_alone():
    """"Purple, yellow, and red gems can NEVER be placed all alone by themselves!" """
    layout = Layout.parse("""
        Y . . . .
        . . . . .
        . R P R .
        . Y R Y .
        . . R . R
    """)
    found = rules_by_cell(layout)
    assert ("A1", "alone") in found
    assert ("E5", "alone") in found
    assert ("C2", "alone") not in found


def test_counts_are_one_violation_without_a_cell():
    layout = Layout.parse("RRRRR\nRRRRR\n.....\n.....\n.....")
    counts = [v for v in check(layout) if v.rule == "counts"]
    assert len(counts) == 1
    assert counts[0].cell is None
    assert "10 red gems (expected 5)" in counts[0].message


def test_every_offending_cell_is_listed():
    layout = Layout.parse("RRRRR\nRRRRR\n.....\n.....\n.....")
    red_cells = {v.cell for v in check(layout) if v.rule == "red"}
    assert red_cells == {f"{r}{c}" for r in "AB" for c in "12345"}
