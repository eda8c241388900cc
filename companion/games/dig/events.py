"""What happened to a gallery when a card was drawn into it. Positions count from 1."""

from dataclasses import dataclass


@dataclass(frozen=True)
class CardAdded:
    position: int
    card: str
    recruit: bool

    def __str__(self) -> str:
        return f"{self.card} added as card {self.position}" + (" with a recruit" * self.recruit)


@dataclass(frozen=True)
class GemsPlaced:
    position: int
    count: int

    def __str__(self) -> str:
        return f"{self.count} gem(s) placed on card {self.position}"


@dataclass(frozen=True)
class GemStolen:
    position: int

    def __str__(self) -> str:
        return f"spider steals the gem on card {self.position}"


@dataclass(frozen=True)
class CardRemoved:
    position: int
    card: str
    by: str
    gems: int = 0  # the gems that lay on it, lost with it (or, by a potion, stolen)

    def __str__(self) -> str:
        return f"{self.by} takes card {self.position} ({self.card}) and everything on it"


@dataclass(frozen=True)
class RecruitsSent:
    count: int
    to: str  # "tavern" (can be hired again) or "box" (out of the game: the orc)
    by: str

    def __str__(self) -> str:
        where = "back to the tavern" if self.to == "tavern" else "out of the game"
        return f"{self.by} sends {self.count} recruit(s) {where}"


@dataclass(frozen=True)
class GalleryClosed:
    by: str

    def __str__(self) -> str:
        if self.by == "close":
            return "the owner closes the gallery"
        return f"{self.by} ends the gallery"


Event = CardAdded | GemsPlaced | GemStolen | CardRemoved | RecruitsSent | GalleryClosed
