"""A Deep Shelf game followed turn by turn at one table: a refereed session (refereed.py) over
the Deep Shelf engine. Moves are entered by tap (no camera reads Deep Shelf yet); an illegal one
is held with the engine's reason until the table withdraws, corrects or overrides it.

The store names these sessions "deep-shelf-turns": "deep-shelf" stays the score pad's
(deep_shelf.py), so a pad stored before the engine arrived still opens as a pad.
"""

from companion.games.deep_shelf.game import Game
from companion.sessions.refereed import RefereedSession

GAME = "deep-shelf-turns"


class DeepShelfTurnsSession(RefereedSession):
    GAME = GAME
    ENGINE = Game
    game: Game

