"""Phase II, Income: the kept card's income, caps at 15, beavers."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import Activate, DiscardOre, Done, TakeIncome
from companion.games.deep_claim.events import OreLetGo, OreSwapped
from tests.companion.games.deep_claim.play import arranged, deploy, drafted

KEEP_THREE = [("bid", c, 1) for c in (0, 1, 2, 4, 5, 6)]
KEEP_ZERO = [("bid", c, 1) for c in (1, 2, 3, 4, 5, 6)]


def test_kept_card_zero_pays_five_coins():
    """Card 0: "5 coins" if kept."""
    game = deploy(drafted(2), {0: KEEP_THREE, 1: KEEP_ZERO})
    assert game.waiting_for == ("income", 0)  # card 3 asks for a choice
    game, _ = game.apply(TakeIncome(0, coins=2))
    players = game.view(None).players
    assert (players[0].coins, players[0].pickaxes) == (9, 8)  # 2 coins + 1 pickaxe
    assert players[1].coins == 12  # card 0, taken without a question


def test_card_three_offers_three_resources_of_your_choice():
    """Card 3: "3 resources of your choice".\""""
    game = deploy(drafted(2), {0: KEEP_THREE, 1: KEEP_ZERO})
    assert sorted(a.coins for a in game.legal_actions() if isinstance(a, TakeIncome)) == [0, 1,
                                                                                          2, 3]
    with pytest.raises(IllegalMove) as refused:
        game.apply(TakeIncome(0, coins=4))
    assert refused.value.rule == "income"


def test_tracks_stop_at_fifteen():
    """"Both tracks stop at 15. Anything earned beyond that is lost.\""""
    game = deploy(drafted(2), {0: KEEP_THREE, 1: KEEP_ZERO})
    game = arranged(game, lambda s: setattr(s.players[0], "coins", 14))
    game, _ = game.apply(TakeIncome(0, coins=3))
    assert game.view(None).players[0].coins == 15


def test_every_beaver_acts_in_income():
    """"Then they activate every beaver they have recruited, one after another, in whatever
    order they like.\""""
    game = deploy(drafted(2), {0: KEEP_THREE, 1: KEEP_ZERO})
    game = arranged(game, lambda s: s.players[0].critters.extend([34, 35]))
    game, _ = game.apply(TakeIncome(0, coins=0))  # 3 pickaxes: 7 + 3
    assert game.waiting_for[0] == "beavers"
    players = game.view(None).players
    # beavers 34 (3 pickaxes) and 35 (3 coins) have no choice, yet the player picks the order
    assert (players[0].coins, players[0].pickaxes) == (7, 10)
    options = game.legal_actions()
    game, _ = game.apply(next(a for a in options if getattr(a, "card", None) == 35))
    players = game.view(None).players
    assert (players[0].coins, players[0].pickaxes) == (10, 13)


def test_beaver_42_buys_gold_into_a_full_supply_as_a_swap():
    """Beaver 42: "Buy 1 gold for 2 coins", and the supply: "Ore supply 10 cubes - discard one
    to swap in a new one". With 10 ore the purchase is offered, then the swap or letting go."""
    game = deploy(drafted(2), {0: KEEP_THREE, 1: KEEP_ZERO})

    def full_with_beaver(state):
        state.players[0].critters.append(42)
        state.players[0].supply.update(coal=10)

    game = arranged(game, full_with_beaver)
    game, _ = game.apply(TakeIncome(0, coins=3))
    assert Activate(0, 42, ores=("gold",)) in game.legal_actions()
    game, _ = game.apply(Activate(0, 42, ores=("gold",)))
    assert game.waiting_for == ("swap", 0)
    assert {DiscardOre(0, "coal"), Done(0)} <= set(game.legal_actions())
    assert DiscardOre(0, "silver") not in game.legal_actions()  # none held
    swapped, events = game.apply(DiscardOre(0, "coal"))
    green = swapped.view(None).players[0]
    assert (green.supply["coal"], green.supply["gold"], green.coins) == (9, 1, 7 + 3 - 2)
    assert OreSwapped(0, "coal", "gold") in events
    kept, events = game.apply(Done(0))
    assert kept.view(None).players[0].supply["coal"] == 10
    assert OreLetGo(0, "gold") in events
    assert "lets the gold go" in kept.describe_event(events[0])
