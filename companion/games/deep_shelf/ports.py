"""What a board may do to the rest of the game: the only engine functions board steps call.

A board (ledger.py in part 1, the Ocean Expanse board in part 2) carries out the board steps and
changes the game off the board through these, so each rule keeps one home: Surface Storage's
room, a facility's price and what building it does, the Impending Collapse marker, an anomaly's
research, a reward's decisions.
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
from companion.games.deep_shelf.economy import capacity, faction, room, smelters, store, upkeep
from companion.games.deep_shelf.exploitation import raise_collapse
from companion.games.deep_shelf.research import anomaly

__all__ = [
    "anomaly", "build", "capacity", "facilities_left", "faction", "pay_piece", "price",
    "raise_collapse", "refuse_facility", "refuse_piece", "refuse_retrofit", "retrofit", "room",
    "smelters", "store", "upkeep",
]
