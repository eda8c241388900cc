"""Phase IV, Mine: digs in order of value, tolls, patterns, vein tiles."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import DiscardOre, Excavate, Forfeit
from companion.games.deep_claim.catalog import mines
from companion.games.deep_claim.events import Dug, VeinClaimed, VeinTied
from tests.companion.games.deep_claim.play import arranged, deploy, drafted, settle

GREEN, YELLOW, BLUE = 0, 1, 2
TOP_RIGHT = 1  # the intersection of cells 1, 2, 4 and 5


def three_digs(cards=(2, 2, 4)):
    """Green, yellow and blue commit one dig each to the top mine, the rest bid lower down."""
    game = drafted(3)
    plans = {}
    for seat, card in zip((GREEN, YELLOW, BLUE), cards, strict=True):
        plans[seat] = [("dig", card, 0)] + [("bid", c, 2) for c in range(6) if c != card][:5]
    game = deploy(game, plans)
    return settle(game, lambda g: g.phase == "mine")


def player(game, seat):
    return game.view(None).players[seat]


def test_the_mine_with_three_dig_cards():
    """"Three dig cards were committed here: a 2 from green, a 2 from yellow and a 4 from blue.
    Turned face up and sorted, the two 2s come first - green's was played earlier, so green goes
    first." ... "Blue's 4 resolves last: it places two miners in a column, so blue pays the toll
    of the deeper row plus 1 for the second ore.\""""
    game = three_digs()
    digs = game.view(None).locations[0].digs
    assert [(d.seat, d.card) for d in digs] == [(GREEN, 2), (YELLOW, 2), (BLUE, 4)]
    grid = mines()[game.view(None).locations[0].mine]
    assert game.waiting_for == ("dig", GREEN)
    before = player(game, GREEN).pickaxes
    game, _ = game.apply(Excavate(GREEN, (0,)))
    assert player(game, GREEN).pickaxes == before - 1  # "paying that row's toll alone"
    assert player(game, GREEN).supply[grid[0]] == 1
    game, _ = game.apply(Excavate(YELLOW, (1,)))
    assert game.waiting_for == ("dig", BLUE)
    game, events = game.apply(Excavate(BLUE, (2, 5)))
    dig = next(e for e in events if isinstance(e, Dug))
    assert (dig.ores, dig.paid) == ((grid[2], grid[5]), 3)  # toll 2, + 1
    assert game.describe_event(dig).endswith(f"takes {grid[2]}, {grid[5]} for 3 pickaxes")


def test_the_vein_tile_of_the_same_mine():
    """"The top-right vein tile is surrounded on all four sides: two blue miners, the neutral
    white miner, and yellow's. Blue holds two of those four cells - more than anyone else - so
    Blue claims that vein tile.\""""
    game = three_digs()
    tile = game.view(None).locations[0].veins[TOP_RIGHT]
    game, _ = game.apply(Excavate(GREEN, (0,)))
    game, _ = game.apply(Excavate(YELLOW, (1,)))
    assert player(game, BLUE).veins == ()
    game, events = game.apply(Excavate(BLUE, (2, 5)))
    assert player(game, BLUE).veins == (tile,)
    assert game.view(None).locations[0].veins[TOP_RIGHT] is None
    assert any(isinstance(e, VeinClaimed) and e.seat == BLUE for e in events)


def test_tied_players_all_take_the_bonus_and_the_tile_is_discarded():
    """"If two players tie, both take the bonus and the vein tile is discarded.\""""
    game = three_digs(cards=(2, 2, 2))
    tile = game.view(None).locations[0].veins[0]  # cells 0, 1, 3 and the neutral 4
    game, _ = game.apply(Excavate(GREEN, (0,)))
    game, _ = game.apply(Excavate(YELLOW, (1,)))
    game, events = game.apply(Excavate(BLUE, (3,)))
    state = game.to_json()
    assert all(state["players"][s]["veins"] == [] for s in (GREEN, YELLOW, BLUE))
    assert tile in state["discards"]["veins"]
    tie = next(e for e in events if isinstance(e, VeinTied))
    assert tie.seats == (GREEN, YELLOW, BLUE) and "tie on 1" in game.describe_event(tie)


def test_fewer_miners_pay_only_for_the_ore_taken():
    """"A player may place fewer miners than the card shows, paying only for the ore they
    actually take.\""""
    game = three_digs(cards=(6, 2, 2))
    game = settle(game, lambda g: g.waiting_for == ("dig", GREEN))
    before = player(game, GREEN).pickaxes
    game, _ = game.apply(Excavate(GREEN, (8,)))
    assert player(game, GREEN).pickaxes == before - 4


def test_the_neutral_miners_cell_cannot_be_dug():
    """"That cell cannot be dug, but it counts toward surrounding vein tiles.\""""
    with pytest.raises(IllegalMove) as refused:
        three_digs().apply(Excavate(GREEN, (4,)))
    assert refused.value.rule == "neutral"
    assert "cannot be dug" in str(refused.value)


def test_a_dug_cell_cannot_be_dug_again():
    game, _ = three_digs().apply(Excavate(GREEN, (7,)))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Excavate(YELLOW, (7,)))
    assert refused.value.rule == "dug"
    assert "Miners may only go on ore nobody has dug yet" in str(refused.value)


@pytest.mark.parametrize("cells", [(6, 7), (0, 8)])
def test_more_miners_than_the_card_shows_are_refused(cells):
    with pytest.raises(IllegalMove) as refused:
        three_digs().apply(Excavate(GREEN, cells))
    assert refused.value.rule == "pattern"
    assert "card 2 digs 1 cell, any row" in str(refused.value)


def test_card_zero_digs_only_the_top_row():
    game = three_digs(cards=(0, 2, 2))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Excavate(GREEN, (3,)))
    assert "1 cell, top row only" in str(refused.value)


def test_a_dig_beyond_the_pickaxes_is_refused_with_the_toll_rule():
    game = three_digs()
    game = arranged(game, lambda s: setattr(s.players[GREEN], "pickaxes", 3))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Excavate(GREEN, (8,)))
    assert refused.value.rule == "toll"
    assert "toll of the deepest row" in str(refused.value)


def test_a_full_supply_must_discard_before_digging():
    """"You may never hold more than ten. To take an eleventh, discard one first.\""""
    game = three_digs()
    game = arranged(game, lambda s: s.players[GREEN].supply.update(coal=10))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Excavate(GREEN, (0,)))
    assert refused.value.rule == "supply"
    assert "To take an eleventh, discard one first" in str(refused.value)
    game, _ = game.apply(DiscardOre(GREEN, "coal"))
    game, _ = game.apply(Excavate(GREEN, (0,)))
    assert player(game, GREEN).ore == 10


def test_nine_ore_and_a_two_cell_dig_discard_one_first_then_dig_both():
    """"To take an eleventh, discard one first": with 9 ore a dig of two cells is refused, and
    the discard that makes room for it is allowed.\""""
    game = three_digs(cards=(3, 4, 5))
    game = arranged(game, lambda s: s.players[GREEN].supply.update(coal=9))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Excavate(GREEN, (0, 1)))
    assert refused.value.rule == "supply"
    assert DiscardOre(GREEN, "coal") in game.legal_actions()
    game, _ = game.apply(DiscardOre(GREEN, "coal"))
    game, _ = game.apply(Excavate(GREEN, (0, 1)))
    assert player(game, GREEN).ore == 10


def test_a_discard_that_makes_no_room_for_the_dig_is_refused():
    """A discard makes room for ore the dig may take; with room for it, it is refused."""
    game = three_digs(cards=(3, 4, 5))
    game = arranged(game, lambda s: s.players[GREEN].supply.update(coal=8))  # room for 2
    with pytest.raises(IllegalMove) as refused:
        game.apply(DiscardOre(GREEN, "coal"))
    assert refused.value.rule == "discard"
    assert "To take an eleventh, discard one first" in str(refused.value)
    assert not any(isinstance(a, DiscardOre) for a in game.legal_actions())


def on_the_mountain(seat, count):
    """`count` of `seat`'s miners already on the other mines this season."""
    def place(state):
        cells = [(i, c) for i in (1, 2) for c in range(9) if state.locations[i].cells[c] == -1]
        for index, cell in cells[:count]:
            state.locations[index].cells[cell] = seat
    return place


def test_eight_miners_each_a_season():
    """"Miners 8 each, retrieved every round": with 7 placed, a dig of two is refused and a dig
    of one is allowed.\""""
    game = arranged(three_digs(cards=(3, 4, 5)), on_the_mountain(GREEN, 7))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Excavate(GREEN, (0, 1)))
    assert refused.value.rule == "miners"
    assert "Miners 8 each, retrieved every round" in str(refused.value)
    assert "1 of their 8 miners left" in str(refused.value)
    assert all(len(a.cells) == 1 for a in game.legal_actions() if isinstance(a, Excavate))
    game, _ = game.apply(Excavate(GREEN, (0,)))
    assert sum(loc.cells.count(GREEN) for loc in game.view(None).locations) == 8


def test_miners_are_retrieved_when_the_season_ends():
    game = arranged(three_digs(cards=(3, 4, 5)), on_the_mountain(GREEN, 8))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Excavate(GREEN, (0,)))
    assert refused.value.rule == "miners"
    game = settle(game, lambda g: g.season == 2)
    assert all(GREEN not in loc.cells for loc in game.view(None).locations)


def test_a_dig_may_be_forfeited_for_two_coins_and_two_pickaxes():
    game = three_digs()
    before = player(game, GREEN)
    game, _ = game.apply(Forfeit(GREEN))
    after = player(game, GREEN)
    assert after.coins == min(15, before.coins + 2)
    assert after.pickaxes == min(15, before.pickaxes + 2)
    assert game.waiting_for == ("dig", YELLOW)


def test_cells_may_be_named_in_any_order():
    game = three_digs(cards=(5, 6, 6))
    game, events = game.apply(Excavate(GREEN, (2, 0)))
    assert next(e for e in events if isinstance(e, Dug)).paid == 2
