"""A Deep Shelf game followed turn by turn at one table: a refereed session (refereed.py) over
the Deep Shelf engine. Moves are entered by tap (no camera reads Deep Shelf yet); an illegal one
is held with the engine's reason until the table withdraws, corrects or overrides it.

The store names these sessions "deep-shelf-turns": "deep-shelf" stays the score pad's
(deep_shelf.py), so a pad stored before the engine arrived still opens as a pad.
"""

from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.game import Game
from companion.sessions.refereed import RefereedSession
from companion.sessions.store import SessionStore

GAME = "deep-shelf-turns"


class DeepShelfTurnsSession(RefereedSession):
    GAME = GAME
    ENGINE = Game
    game: Game

    def __init__(self, store: SessionStore, session_id: int):
        super().__init__(store, session_id)
        if self.info.catalog_version != catalog.version():
            self.log.append(f"The Deep Shelf catalogs changed since this game began (catalog "
                            f"{self.info.catalog_version}, now {catalog.version()}); the replay "
                            "uses the current ones.")

    @classmethod
    def catalog_version(cls) -> str:
        return catalog.version()
