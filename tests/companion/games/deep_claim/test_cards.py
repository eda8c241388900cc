"""The seven action cards' digging patterns and the dig cost."""

import pytest

from companion.games.deep_claim.cards import INCOME, dig_cost, placements


def test_card_five_digs_any_two_cells_or_keeps_four_pickaxes():
    """"Card 5: bid five coins, or dig any two cells, or keep it for four pickaxes.\""""
    assert (0, 8) in placements(5) and (3, 4) in placements(5)
    assert max(len(p) for p in placements(5)) == 2
    assert INCOME[5] == (0, 4, 0)


@pytest.mark.parametrize(("card", "rows"), [(0, {0}), (1, {0, 1}), (2, {0, 1, 2})])
def test_one_cell_cards_reach_their_rows(card, rows):
    """Card 0: "1 cell, top row only"; card 1: "rows 1-2"; card 2: "any row".\""""
    assert {cells[0] // 3 for cells in placements(card)} == rows
    assert all(len(cells) == 1 for cells in placements(card))


def test_connected_cards_place_miners_side_by_side():
    """Card 3: "2 adjacent cells in a row"; card 4: "2 adjacent cells in a column".\""""
    pairs3 = {p for p in placements(3) if len(p) == 2}
    pairs4 = {p for p in placements(4) if len(p) == 2}
    assert pairs3 == {(0, 1), (1, 2), (3, 4), (4, 5), (6, 7), (7, 8)}
    assert pairs4 == {(0, 3), (3, 6), (1, 4), (4, 7), (2, 5), (5, 8)}


def test_fewer_miners_than_the_card_shows_are_allowed():
    assert (8,) in placements(6) and (0, 8) in placements(6) and (0, 4, 8) in placements(6)
    assert (2,) in placements(3)


@pytest.mark.parametrize(("cells", "cost"), [((0,), 1), ((3,), 2), ((8,), 4), ((0, 3), 3),
                                             ((0, 1, 8), 6)])
def test_the_toll_of_the_deepest_row_plus_one_per_extra_ore(cells, cost):
    """"Spend pickaxes equal to the toll of the deepest row you reach, plus 1 more pickaxe for
    every ore after the first that you dig up.\""""
    assert dig_cost(cells) == cost


def test_magnates_change_the_toll_rules():
    assert dig_cost((0, 1, 8), flat_toll=2) == 4  # Miles Molesworth
    assert dig_cost((0, 1, 8), quantity_tax=False) == 4  # Hugh Pottamus
