"""Deep Shelf: the game engine (`Game`, part 1: turns, factions, economy, science,
exploitation and the endgame; the ocean board is part 2's) and the endgame score pad's scoring
from each player's tally, as a per-category breakdown."""

from companion.games.deep_shelf.scoring import Breakdown, score, winners
from companion.games.deep_shelf.sheet import PlayerSheet, check_table, read_table

__all__ = ["Breakdown", "PlayerSheet", "check_table", "read_table", "score", "winners"]
