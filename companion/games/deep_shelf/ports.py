"""What a board may do to the rest of the game: the only engine functions board steps call.

The board (ocean.py) carries out the board steps and changes the game off the board through
these, so each rule keeps one home: Surface Storage's room, cubes gained from the supply, a
facility's price and what building it does, the Impending Collapse marker, an anomaly's research,
a reward's decisions.
"""

from companion.games.deep_shelf.build import (
    build,
    facilities_left,
    pay_piece,
    price,
    refuse_facility,
    refuse_piece,
    refuse_retrofit,
    retrofit,
)
from companion.games.deep_shelf.economy import (
    capacity,
    controlled,
    faction,
    gain,
    room,
    smelters,
    stow,
    upkeep,
)
from companion.games.deep_shelf.exploitation import raise_collapse
from companion.games.deep_shelf.research import advance, anomaly

__all__ = [
    "advance", "anomaly", "build", "capacity", "controlled", "facilities_left", "faction", "gain",
    "pay_piece", "price", "raise_collapse", "refuse_facility", "refuse_piece", "refuse_retrofit",
    "retrofit", "room", "smelters", "stow", "upkeep",
]
