"""Mine Deeper: layouts, the placement rules, key cards, the game and the hint posterior."""

from companion.games.mine_deeper.game import HINTS, Game, GameWon, Match, PieceFell, Push
from companion.games.mine_deeper.grid import cell_index, cell_name
from companion.games.mine_deeper.layout import Layout, MemoryBoard
from companion.games.mine_deeper.orientations import (
    ORIENTATIONS,
    all_orientations,
    find_orientation,
    orient,
)
from companion.games.mine_deeper.rules import Violation, check, is_valid

__all__ = [
    "HINTS", "ORIENTATIONS", "Game", "GameWon", "Layout", "Match", "MemoryBoard", "PieceFell",
    "Push", "Violation", "all_orientations", "cell_index", "cell_name", "check",
    "find_orientation", "is_valid", "orient",
]
