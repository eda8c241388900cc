"""The invariants the random driver checks: they catch a broken table, and a seeded sample of
whole games (selfplay's code path, as the benchmark and `make soak` play 1,000) keeps them."""

import pytest

from companion.cli.whole_games import selfplay
from companion.games.base import PointItem
from companion.games.deep_claim import Game
from companion.games.deep_claim.invariants import problems
from companion.games.deep_claim.setup import new_state


def test_a_fresh_table_breaks_nothing():
    assert problems(new_state(4, seed=1)) == []


def test_each_broken_fact_is_reported():
    before = new_state(2, seed=1)
    before.players[0].award(5, "bear", "Bear 22")
    state = before.clone()
    state.players[0].coins = 16
    state.players[0].supply["gold"] = 11
    state.players[0].vp = 4  # the track moved without an item
    state.players[1].hand.remove(3)
    state.players[1].critters.append(20)  # held but never recruited
    state.players[1].points.append(PointItem(2, "vein", "Vein tile 1"))  # an item, no VP
    state.locations[0].display[0] = None  # a card vanished from the table
    for cell in (0, 1, 2, 3, 5, 6, 7, 8):
        state.locations[1].cells[cell] = 1
    state.locations[0].cells[0] = 1  # nine miners of one player in one season
    found = " | ".join(problems(state, before))
    for words in ("tracks at 16 coins", "supply", "VP fell from 5 to 4", "action cards",
                  "holds [20]", "not each in one place", "9 miners", "VP track 4, items [5]",
                  "VP track 0, items [2]"):
        assert words in found


@pytest.mark.parametrize("seed", range(6))
def test_seeded_random_games_keep_every_invariant_after_every_action(seed):
    """At most 8 miners a season, at most 10 ore, VP items adding up to the track, ..."""
    broken = []

    def watch(game, action, after):
        broken.extend(problems(after._state, game._state))

    modules = seed % 2 == 1
    selfplay(Game, seed, 2 + seed % 3, {"objectives": modules, "magnates": modules}, watch)
    assert broken == []
