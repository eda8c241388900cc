"""A DIG game at one table: each player's gems, and their galleries dug card by card.

A gallery is opened for a player and each card drawn into it is applied by the engine (which
refuses an impossible draw with its rule: a fifth recruit, a recruit on a non-stone, a card
after the gallery closed). When it closes, what its owner takes (gems and runes) is added to
their count; gems won outside galleries (a precious stone kept, a companion paid) are changes
entered by hand. "When a player has gathered at least 10 Gems (remember that Runes count as
Gems), play continues until everyone else has played one last time. Then, the player who has
collected the most Gems wins", the most runes breaking a tie. Everything is logged, so the
count survives a power cut.
"""

from typing import Any

from companion.errors import IllegalMove
from companion.games.dig import Draw, Gallery
from companion.sessions.base import Session, Update
from companion.sessions.store import Entry, SessionStore

GAME = "dig"
GOAL = 10


class DigSession(Session):
    GAME = GAME

    def __init__(self, store: SessionStore, session_id: int):
        super().__init__(store, session_id)
        self.extra = [0] * len(self.players)  # gems won or spent outside galleries
        self.closed: list[list[Gallery]] = [[] for _ in self.players]
        self.digger: int | None = None  # whose gallery is open
        self.gallery = Gallery()
        self.finished = False
        self._replay()

    @classmethod
    def start(cls, store: SessionStore, players: list[str]) -> "DigSession":
        return cls(store, store.create(GAME, players, {}))

    @property
    def turn(self) -> int | None:
        return self.digger

    @property
    def over(self) -> bool:
        return self.finished

    # -- counts ---------------------------------------------------------------------------------
    def runes(self, seat: int) -> int:
        return sum(gallery.result().runes for gallery in self.closed[seat])

    def gems(self, seat: int) -> int:
        """Gems counted for `seat`, runes included (a rune "is worth 1 Gem")."""
        taken = sum(g.result().gems + g.result().runes for g in self.closed[seat])
        return self.extra[seat] + taken

    def leader(self) -> int:
        """The seat with the most gems, the most runes breaking a tie."""
        return max(range(len(self.players)), key=lambda s: (self.gems(s), self.runes(s)))

    # -- what happens at the table --------------------------------------------------------------
    def open_gallery(self, seat: int) -> None:
        if self.digger is not None:
            raise IllegalMove("gallery-open", f"{self.players[self.digger]}'s gallery is still "
                              "open: close it first")
        self._log("gallery", seat=seat)

    def draw(self, card: str, recruit: bool = False) -> list[str]:
        """A card drawn into the open gallery; what happened, in sentences."""
        if self.digger is None:
            raise IllegalMove("no-gallery", "no gallery is open: open one for a player first")
        _after, events = self.gallery.apply(Draw(card, recruit))
        self._log("draw", card=card, recruit=recruit)
        return [str(event) for event in events]

    def adjust(self, seat: int, change: int) -> None:
        """Gems won or paid outside galleries; a count never goes below zero."""
        if self.gems(seat) + change < 0:
            raise IllegalMove("gems", f"{self.players[seat]} has {self.gems(seat)} gems")
        self._log("gems", seat=seat, change=change)

    def finish(self) -> str:
        """Ends the game once someone has 10 gems; the winner's name."""
        if max(self.gems(s) for s in range(len(self.players))) < GOAL:
            raise IllegalMove("goal", "nobody has 10 gems yet: \"DIG is played over several "
                              "rounds until one player acquires 10 Gems\"")
        self._log("finished")
        self._record_result()
        return self.players[self.leader()]

    def result(self) -> dict[str, Any]:
        return {"winner": self.players[self.leader()], "scores": {
            name: self.gems(seat) for seat, name in enumerate(self.players)}}

    # -- the log --------------------------------------------------------------------------------
    def _log(self, kind: str, **payload: Any) -> None:
        self._write(kind, payload)
        getattr(self, f"_replay_{kind}")(**payload)
        self._accepted()
        self._notify(Update(kind, f"{kind}: {payload}"))

    def _replay_entry(self, entry: Entry) -> None:
        getattr(self, f"_replay_{entry.kind}")(**entry.payload)

    def _replay_finished(self) -> None:
        self.finished = True

    def _replay_gallery(self, seat: int) -> None:
        self.digger, self.gallery = seat, Gallery()

    def _replay_draw(self, card: str, recruit: bool) -> None:
        self.gallery, _events = self.gallery.apply(Draw(card, recruit))
        if self.gallery.closed_by is not None:
            self.closed[self.digger].append(self.gallery)
            self.digger = None

    def _replay_gems(self, seat: int, change: int) -> None:
        self.extra[seat] += change
