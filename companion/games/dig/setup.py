"""Game set-up: "Randomly choose six Companion cards and set them aside face up. Place all of
the Recruits and Gems in a pile near the Companions. These form THE TAVERN. / Shuffle all of
the Hill cards ... THE HILL. / Each player receives one Recruit of their player color. / The
shortest person starts to dig." DIG is for 2 to 4 players: "16 Wooden Recruits (four colors,
one color per player)", and the end waits for "everyone else"."""

import random
from collections.abc import Sequence

from companion.errors import IllegalMove
from companion.games.dig.cards import TAVERN_COMPANIONS
from companion.games.dig.catalog import Catalog
from companion.games.dig.hill import new_hill
from companion.games.dig.state import Player, State

PLAYERS = range(2, 5)


def new_state(names: Sequence[str], seed: int, table_hill: bool, first: int,
              tavern: Sequence[str] | None, catalog: Catalog) -> State:
    if len(names) not in PLAYERS:
        raise IllegalMove("players", f"DIG is a game for 2 to 4 players, not {len(names)}: "
                          "\"16 Wooden Recruits (four colors, one color per player)\"")
    if len(set(names)) != len(names) or not all(isinstance(n, str) and n for n in names):
        raise IllegalMove("players", "each player needs a name of their own")
    if first not in range(len(names)):
        raise IllegalMove("first", f"seat {first} does not exist; seats are 0 to "
                          f"{len(names) - 1} (\"The shortest person starts to dig\")")
    every = [c.name for c in catalog.companions]
    if tavern is None:
        tavern = random.Random(f"{seed}/tavern").sample(every, TAVERN_COMPANIONS)
    elif len(set(tavern)) != TAVERN_COMPANIONS or not set(tavern) <= set(every):
        raise IllegalMove("tavern", f"the tavern holds six different companions of the box "
                          f"({', '.join(every)}), not {', '.join(map(str, tavern))}")
    return State([Player(name) for name in names], seed, table_hill, catalog,
                 new_hill(seed, table_hill), [], list(tavern), first)
