"""What the owner takes away when a gallery ends (or would take, closing it now)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class GalleryResult:
    gems: int  # gem tokens taken, gem room and gem egg bonuses included
    runes: int  # rune cards kept until the game ends
    recruits_back: int  # retrieved by the owner
    recruits_to_tavern: int  # frightened, stolen, buried or taken by a ghost: can be hired again
    recruits_lost: int  # eaten by the orc: out of the game
    closed_by: str | None  # the card (or `close`) that ended the gallery; None while open

    def as_json(self) -> dict[str, int | str | None]:
        return {
            "gems": self.gems,
            "runes": self.runes,
            "recruits_back": self.recruits_back,
            "recruits_to_tavern": self.recruits_to_tavern,
            "recruits_lost": self.recruits_lost,
            "closed_by": self.closed_by,
        }
