"""Phase III, Recruit: bids resolve highest first, equal bids by who committed first; forfeits."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import Forfeit, Recruit
from companion.games.deep_claim.events import BeaverActed, Recruited
from tests.companion.games.deep_claim.play import arranged, deploy, drafted

GREEN, YELLOW, BLUE = 0, 1, 2
FILLER = [("dig", c, 2) for c in range(6)]  # face-down digs at the bottom mine, out of the way


def three_bids():
    """Yellow bids 5 at the top location; green bids 3 and 2 there."""
    game = drafted(3)
    return deploy(game, {
        GREEN: [("bid", 3, 0), ("bid", 2, 0)] + [("dig", c, 2) for c in (0, 1, 4, 5)],
        YELLOW: [("bid", 5, 0)] + [("dig", c, 2) for c in (0, 1, 2, 3, 4)],
        BLUE: FILLER,
    })


def display(game, location=0):
    return [i for i in game.view(None).locations[location].display if i]


def test_three_bids_at_one_location():
    """"Yellow resolves first: they take the 5 back into hand, pay five coins and recruit the
    bear. Green's 3 comes next and takes the owl. Green's 2 resolves last, and with nothing left
    worth two coins green forfeits and takes 2 coins + 2 pickaxes instead.\""""
    game = three_bids()
    bids = game.view(None).locations[0].bids
    assert [(b.seat, b.card) for b in bids] == [(YELLOW, 5), (GREEN, 3), (GREEN, 2)]
    assert game.waiting_for == ("recruit", YELLOW)
    first = display(game)[0]
    game, _ = game.apply(Recruit(YELLOW, first))
    yellow = game.view(YELLOW).players[YELLOW]
    assert yellow.coins == 7 + 0 - 5  # kept card 6 pays pickaxes only
    assert 5 in yellow.hand
    assert first not in display(game)
    assert game.waiting_for == ("recruit", GREEN)
    game, _ = game.apply(Recruit(GREEN, display(game)[0]))
    assert game.waiting_for == ("recruit", GREEN)
    before = game.view(None).players[GREEN]
    game, _ = game.apply(Forfeit(GREEN))
    after = game.view(GREEN).players[GREEN]
    assert (after.coins, after.pickaxes) == (before.coins + 2, before.pickaxes + 2)
    assert 2 in after.hand


def test_equal_bids_resolve_in_the_order_committed():
    """"If a bid matches one already at that location ... the player who committed first
    resolves first.\""""
    game = drafted(3)
    game = deploy(game, {
        GREEN: [("bid", 4, 1)] + [("dig", c, 2) for c in (0, 1, 2, 3, 5)],
        YELLOW: [("bid", 4, 1)] + [("dig", c, 2) for c in (0, 1, 2, 3, 5)],
        BLUE: [("bid", 4, 1)] + [("dig", c, 2) for c in (0, 1, 2, 3, 5)],
    })
    bids = game.view(None).locations[1].bids
    assert [b.seat for b in bids] == [GREEN, YELLOW, BLUE]
    assert game.waiting_for == ("recruit", GREEN)


def test_a_recruited_contract_stays_hidden_in_hand():
    """"A contract taken this way joins your private hand, hidden until you fulfil it.\""""
    game = three_bids()
    contract = next(i for i in display(game) if i.startswith("contract:"))
    game, _ = game.apply(Recruit(YELLOW, contract))
    number = int(contract.split(":")[1])
    assert number in game.view(YELLOW).players[YELLOW].contracts
    assert game.view(GREEN).players[YELLOW].contracts is None  # a count, no numbers
    assert game.view(GREEN).players[YELLOW].contracts_in_hand == 3


def test_cannot_take_a_card_not_on_display():
    game = three_bids()
    with pytest.raises(IllegalMove) as refused:
        game.apply(Recruit(YELLOW, "critter:999"))
    assert refused.value.rule == "display"
    assert "still on display" in str(refused.value)


def test_must_forfeit_when_unable_to_pay():
    """"A player may instead forfeit ... and must do so if they cannot pay the bid.\""""
    game = three_bids()
    game = arranged(game, lambda s: setattr(s.players[YELLOW], "coins", 4))
    with pytest.raises(IllegalMove) as refused:
        game.apply(Recruit(YELLOW, display(game)[0]))
    assert refused.value.rule == "pay"
    assert "must do so if they cannot pay the bid" in str(refused.value)


def test_only_the_bid_at_the_front_may_resolve():
    game = three_bids()
    with pytest.raises(IllegalMove) as refused:
        game.apply(Recruit(GREEN, display(game)[0]))
    assert refused.value.rule == "turn"


def test_a_beaver_acts_the_moment_it_is_recruited():
    """"A beaver acts the moment it is recruited, and again in every Income phase afterwards.\""""
    game = arranged(three_bids(), lambda s: s.locations[0].display.__setitem__(0, "critter:35"))
    coins = game.to_json()["players"][YELLOW]["coins"]
    game, events = game.apply(Recruit(YELLOW, "critter:35"))  # beaver 35: 3 coins
    assert game.to_json()["players"][YELLOW]["coins"] == coins - 5 + 3
    assert [type(e) for e in events][:2] == [Recruited, BeaverActed]
