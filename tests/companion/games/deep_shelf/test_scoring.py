"""Deep Shelf endgame scoring: milestone majorities, personal categories, the breakdown."""

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from companion.games.deep_shelf import PlayerSheet, score
from tests.companion.games.deep_shelf.sheets import CONTRACT_EXAMPLE, NOTHING, sheet


def test_the_contract_example_played_solo():
    """Alone, cogent takes first place wherever it has something."""
    points = score([PlayerSheet.from_json(CONTRACT_EXAMPLE)])["cogent"]
    assert points.as_json() == {
        "shallows": 7, "deep": 10, "explorer": 3, "tech": 3 + 3, "research": 2 + 2,
        "credits": 3, "refined_ore": 4, "markers": 3, "anomalies": 3 + 1, "other": 4,
        "total": 7 + 10 + 3 + 6 + 4 + 3 + 4 + 3 + 4 + 4,
    }


def test_shallows_pay_7_3_1():
    """Rulebook: "Most structures in the Shallows ... First Place: 7 VP Second Place: 3 VP Third
    Place: 1 VP\""""
    points = score([sheet("a", shallows=5), sheet("b", shallows=3), sheet("c", shallows=1),
                    sheet("d", shallows=0)])
    assert [points[p].shallows for p in "abcd"] == [7, 3, 1, 0]


def test_deep_and_trench_pay_10_4_2_and_ties_pool_their_places():
    """Rulebook: "Most structures in the Deep and Trench ... First Place: 10 VP Second Place:
    4 VP Third Place: 2 VP. In the event of a tie, sum the VP values of the tied positions and
    divide by the number of tied players, rounded down\""""
    points = score([sheet("a", deep=3), sheet("b", deep=3), sheet("c", deep=1)])
    assert [points[p].deep for p in "abc"] == [7, 7, 2]


def test_the_deep_explorer_token_gains_3():
    """Rulebook: "the player with the Deep Explorer Token: Gain 3 VP\""""
    points = score([sheet("a", deep_explorer=True), sheet("b")])
    assert (points["a"].explorer, points["b"].explorer) == (3, 0)


def test_most_tech_tiles_in_each_track_3_tied_2():
    """Rulebook: "Player with the most Technology Tiles in each of the 3 Research Tracks (Gold,
    Palladium, Osmium): 3 VP per track. In the event of a tie, each tied player receives 2 VP.\""""
    points = score([sheet("a", tech_tiles=(2, 1, 0)), sheet("b", tech_tiles=(2, 0, 0))])
    assert (points["a"].tech, points["b"].tech) == (2 + 3, 2)  # osmium: nobody has one


def test_research_tracks_pay_2_1_and_ties_divide_rounding_down():
    """Rulebook: "Player highest on each Research Track ... First Place: 2 VP Second Place: 1 VP.
    In the event of a tie, divide appropriate VP awards evenly between all tied players, rounded
    down.\""""
    points = score([sheet("a", research=(5, 3, 1)), sheet("b", research=(5, 2, 0)),
                    sheet("c", research=(1, 2, 0))])
    # ecology: a, b tie for 1st: (2 + 1) // 2; mineralogy: b, c tie for 2nd: 1 // 2; zoology: a
    assert [points[p].research for p in "abc"] == [1 + 2 + 2, 1 + 0, 0 + 0]


def test_a_player_with_0_takes_no_place():
    """Contract: "a player with 0 takes no place"."""
    points = score([sheet("a", shallows=2, research=(1, 0, 0)), sheet("b")])
    assert points["b"].as_json()["total"] == 0
    assert (points["a"].shallows, points["a"].research) == (7, 2)


def test_credits_give_1_per_5():
    """Rulebook: "Gain 1 VP for every 5 Credits you have remaining.\""""
    assert [score([sheet("a", credits=c)])["a"].credits for c in (4, 5, 17)] == [0, 1, 3]


def test_refined_ore_gives_one_and_a_half_rounded_down():
    """Rulebook: "Gain 1.5 VP, rounded down, for each Refined Ore in your Surface Storage."
    Contract: "floor(1.5 x refined ore)", over all of it, not per ore."""
    assert [score([sheet("a", refined_ore=r)])["a"].refined_ore for r in (1, 2, 3)] == [1, 3, 4]


def test_each_research_vp_marker_gives_1():
    """Rulebook: "Gain 1 VP for each victory point marker that your tracking cubes have reached
    or passed on the 3 Research Tracks.\""""
    assert score([sheet("a", research_vp_markers=4)])["a"].markers == 4


def test_anomaly_stacks_give_1_3_4():
    """Rulebook: "1 VP for a single Anomaly Token. 3 VP for a set of 2 Anomaly Tokens of the
    same type. 4 VP for a set of 3 Anomaly Tokens of the same type.\""""
    assert score([sheet("a", anomaly_stacks=(1, 2, 3))])["a"].anomalies == 1 + 3 + 4


def test_other_vp_is_added_as_given_even_when_negative():
    """Reading: the dragon's red sides subtract, so the caller's sum may be below 0."""
    points = score([sheet("a", other_vp=-2, credits=10)])["a"]
    assert (points.other, points.total) == (-2, 0)


def test_the_total_is_the_sum_of_the_categories():
    points = score([PlayerSheet.from_json(CONTRACT_EXAMPLE), sheet("b", shallows=9)])["cogent"]
    row = points.as_json()
    assert row.pop("total") == sum(row.values()) == points.total


# -- properties --------------------------------------------------------------------------------

small = st.integers(min_value=0, max_value=6)
triples = st.tuples(small, small, small)
tallies = st.builds(
    lambda *values: replace(NOTHING, **dict(zip(
        ("shallows", "deep", "tech_tiles", "research", "research_vp_markers", "credits",
         "refined_ore", "anomaly_stacks", "other_vp"), values, strict=True))),
    small, small, triples, triples, small, st.integers(0, 40), small,
    st.lists(st.integers(0, 3), max_size=3).map(tuple), st.integers(-3, 10))
tables = st.lists(tallies, min_size=1, max_size=4)


@given(tables, st.randoms())
def test_renaming_players_never_changes_scores(players, rng):
    named = [replace(p, name=f"player {i}") for i, p in enumerate(players)]
    renamed = [replace(p, name=f"{rng.random():.12f}-{i}") for i, p in enumerate(players)]
    before = list(score(named).values())
    after = list(score(renamed).values())
    assert before == after


@given(tables, st.randoms())
def test_seating_order_never_changes_scores(players, rng):
    named = [replace(p, name=f"player {i}") for i, p in enumerate(players)]
    shuffled = list(named)
    rng.shuffle(shuffled)
    assert score(named) == score(shuffled)
