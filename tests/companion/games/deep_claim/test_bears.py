"""Bears 16-31: fired once, discarded, each in its phase."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import Excavate, PlayDig, Recruit, TakeIncome, UseBear
from companion.games.deep_claim.events import Dug
from tests.companion.games.deep_claim.play import arranged, deploy, drafted, settle


def holding(game, seat, *bears):
    return arranged(game, lambda s: s.players[seat].critters.extend(bears))


def test_an_any_phase_bear_may_be_fired_out_of_turn():
    """Bear 22: "Gain 4 VP", in any phase; the card is discarded.\""""
    game = holding(drafted(2), 1, 22)
    assert game.waiting_for == ("deploy", 0)
    game, _ = game.apply(UseBear(1, 22))
    player = game.to_json()["players"][1]
    assert player["vp"] == 4 and 22 in player["discarded"] and 22 not in player["critters"]
    with pytest.raises(IllegalMove) as refused:
        game.apply(UseBear(1, 22))
    assert refused.value.rule == "bear"


def test_a_bear_out_of_its_phase_is_refused():
    game = holding(drafted(2), 0, 19)
    with pytest.raises(IllegalMove) as refused:
        game.apply(UseBear(0, 19, card=2, location=0))
    assert refused.value.rule == "bear-phase"
    assert "acts in phase IV, Mine" in str(refused.value)


def test_bear_26_plays_a_seventh_card_and_gives_up_kept_income():
    """Bear 26: "Play a 7th card this round - you gain no kept-card income".\""""
    game = holding(drafted(2), 0, 26)
    game, _ = game.apply(UseBear(0, 26))
    while game.phase == "deploy":
        seat = game.waiting_for[1]
        game, _ = game.apply(PlayDig(seat, game.view(seat).players[seat].hand[0], 0))
    players = game.to_json()["players"]
    assert players[0]["hand"] == [] and players[1]["hand"] == [6]
    assert players[0]["coins"] == 7 and players[0]["pickaxes"] == 7


def test_bear_29_recruits_without_paying():
    """Bear 29: "When resolving your bid, pay nothing".\""""
    game = deploy(drafted(2), {0: [("bid", 5, 0)] + [("dig", c, 1) for c in (0, 1, 2, 3, 4)],
                               1: [("dig", c, 1) for c in range(6)]})
    game = holding(game, 0, 29)
    item = next(i for i in game.view(0).locations[0].display if i)
    game, _ = game.apply(Recruit(0, item, bear=29))
    assert game.view(None).players[0].coins == 7  # the bid of 5 cost nothing


def test_bear_18_digs_without_paying_the_mine_cost():
    """Bear 18: "Ignore the mine cost of a single dig card"."""
    game = deploy(drafted(2), {0: [("dig", 6, 0)] + [("dig", c, 1) for c in (0, 1, 2, 3, 4)],
                               1: [("dig", c, 1) for c in range(6)]})
    game = holding(game, 0, 18)
    game = settle(game, lambda g: g.waiting_for == ("dig", 0))
    game, events = game.apply(Excavate(0, (6, 7, 8), bear=18))
    assert next(e for e in events if isinstance(e, Dug)).paid == 0
    assert 18 in game.to_json()["players"][0]["discarded"]


def test_bear_16_lets_a_low_bid_resolve_first():
    """Bear 16: "Treat your bid as +4 (pay the original bid)".\""""
    game = deploy(drafted(2), {0: [("bid", 2, 0)] + [("dig", c, 1) for c in (0, 1, 3, 4, 5)],
                               1: [("bid", 5, 0)] + [("dig", c, 1) for c in (0, 1, 2, 3, 4)]})
    game = holding(game, 0, 16)
    assert game.waiting_for == ("recruit", 1)
    game, _ = game.apply(UseBear(0, 16, card=2, location=0))
    assert game.waiting_for == ("recruit", 0)


def test_bear_30_doubles_the_kept_income():
    """Bear 30: "Double your kept income".\""""
    game = holding(drafted(2), 0, 30)
    game = deploy(game, {0: [("dig", c, 1) for c in (1, 2, 3, 4, 5, 6)],
                         1: [("dig", c, 1) for c in range(6)]})
    assert game.waiting_for == ("income", 0)
    game, _ = game.apply(TakeIncome(0, bear=30))
    assert game.view(None).players[0].coins == 15  # 7 + 2 x 5, capped
