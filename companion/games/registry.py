"""Every engine by its name, imported only when asked for (the CLI starts without them)."""

from importlib import import_module

from companion.errors import InputError
from companion.games.base import Game

ENGINES = {
    "deep-claim": "companion.games.deep_claim.game",
    "deep-shelf": "companion.games.deep_shelf.game",
    "dig": "companion.games.dig.game",
    "mine-deeper": "companion.games.mine_deeper.game",
}


def engine(name: str) -> type[Game]:
    """The engine class of game `name` ("deep-claim")."""
    if name not in ENGINES:
        raise InputError(f"no game called {name!r}; the games are {', '.join(ENGINES)}")
    return import_module(ENGINES[name]).Game
