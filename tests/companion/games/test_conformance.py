"""Every engine passes the shared conformance suite (tests/companion/games/conformance.py) over a
small seeded sample; `make soak` plays many more games."""

import pytest

from companion.games.registry import engine
from tests.companion.games.conformance import play

CONFORMING = ["deep-claim", "mine-deeper", "deep-shelf", "dig"]  # engines on the protocol
SEEDS = range(3)


@pytest.mark.parametrize("name", CONFORMING)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_legal_play_keeps_the_protocol_at_every_player_count(name, seed):
    cls = engine(name)
    for players in cls.PLAYERS:
        play(cls, players, seed)


@pytest.mark.parametrize("name", CONFORMING)
def test_every_legal_action_passes_check_and_json_round_trips_at_every_step(name):
    cls = engine(name)
    play(cls, cls.PLAYERS.start, seed=99, deep=True)
