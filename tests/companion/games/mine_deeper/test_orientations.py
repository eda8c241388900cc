"""A key card "in any direction they would like, on either side of the card"."""

from hypothesis import given
from hypothesis import strategies as st

from companion.games.mine_deeper import (
    ORIENTATIONS,
    Layout,
    all_orientations,
    check,
    find_orientation,
    orient,
)
from companion.games.mine_deeper.valid_layouts import layout_from_masks, valid_layout_masks
from tests.companion.games.mine_deeper.layouts import VALID


def test_an_asymmetric_key_card_gives_eight_different_layouts():
    assert len(set(all_orientations(VALID).values())) == 8


def test_a_quarter_turn_moves_the_top_left_corner_to_the_top_right():
    card = Layout.parse("R....\n.....\n.....\n.....\n.....")
    assert orient(card, "90").cells[4] == "R"
    assert orient(card, "flip-0").cells[4] == "R"
    assert orient(card, "180").cells[24] == "R"


@given(st.integers(0, 728_043))
def test_every_way_of_laying_a_valid_card_is_valid(index):
    red, purple, yellow = valid_layout_masks()
    card = layout_from_masks(red[index], purple[index], yellow[index])
    for layout in all_orientations(card).values():
        assert check(layout) == []


def test_the_orientation_of_a_laid_card_is_found():
    for orientation in ORIENTATIONS:
        laid = orient(VALID, orientation)
        assert orient(VALID, find_orientation(VALID, laid)) == laid
    assert find_orientation(VALID, Layout.parse("RRRRR\nPYYY.\n" + ".....\n" * 3)) is None
