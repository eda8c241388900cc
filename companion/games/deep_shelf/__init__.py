"""Deep Shelf: endgame scoring from each player's tally, as a per-category breakdown."""

from companion.games.deep_shelf.scoring import Breakdown, score
from companion.games.deep_shelf.sheet import PlayerSheet, check_table, read_table

__all__ = ["Breakdown", "PlayerSheet", "check_table", "read_table", "score"]
