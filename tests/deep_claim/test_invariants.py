"""The invariants the random driver checks do catch a broken table."""

from companion.games.deep_claim.invariants import problems
from companion.games.deep_claim.setup import new_state


def test_a_fresh_table_breaks_nothing():
    assert problems(new_state(4, seed=1)) == []


def test_each_broken_fact_is_reported():
    before = new_state(2, seed=1)
    before.players[0].vp = 5
    state = before.clone()
    state.players[0].coins = 16
    state.players[0].supply["gold"] = 11
    state.players[0].vp = 4
    state.players[1].hand.remove(3)
    state.players[1].critters.append(20)  # held but never recruited
    state.locations[0].display[0] = None  # a card vanished from the table
    found = " | ".join(problems(state, before))
    for words in ("tracks at 16 coins", "supply", "VP fell from 5 to 4", "action cards",
                  "holds [20]", "not each in one place"):
        assert words in found
