"""What a move caused, for the screen and the session log."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    kind: str  # e.g. "bid", "recruit", "dig", "vein", "fulfil", "score", "game-end"
    seat: int | None
    text: str

    def to_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "text": self.text}
