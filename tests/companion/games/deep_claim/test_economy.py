"""Tracks, the supply and empty decks."""

from companion.games.deep_claim.economy import draw, gain, gain_ore
from companion.games.deep_claim.events import DeckReshuffled
from companion.games.deep_claim.setup import new_state
from companion.games.deep_claim.state import Decision


def test_tracks_stop_at_fifteen():
    """"Both tracks stop at 15. Anything earned beyond that is lost.\""""
    state = new_state(2, seed=1)
    p = state.players[0]
    gain(p, coins=20, pickaxes=3)
    assert (p.coins, p.pickaxes) == (15, 10)


def test_ore_beyond_ten_is_offered_as_a_swap_not_lost():
    """"Ore supply 10 cubes - discard one to swap in a new one.\""""
    state = new_state(2, seed=1)
    p = state.players[0]
    p.supply["coal"] = 9
    assert gain_ore(state, 0, "gold", 3) == [Decision("swap", 0, ore="gold")] * 2
    assert p.ore_total() == 10 and p.supply["gold"] == 1


def test_an_empty_deck_is_rebuilt_from_its_discard_pile():
    """"If any deck runs out mid-game, shuffle its discard pile to form a new one.\""""
    state = new_state(2, seed=1)
    pile = list(state.decks["mines"])
    state.discards["mines"] = list(pile)
    state.decks["mines"].clear()
    events = []
    card = draw(state, "mines", events)
    assert card in pile
    assert state.discards["mines"] == []
    assert len(state.decks["mines"]) == 16 - 2 - 1
    assert events == [DeckReshuffled(deck="mines")]


def test_a_deck_with_no_discards_left_gives_nothing():
    state = new_state(2, seed=1)
    state.decks["mines"].clear()
    assert draw(state, "mines") is None
