"""Temporal tracking: turn noisy per-frame readings into a stable snapshot and its changes.

A card joins the snapshot after `present_frames` consecutive frames that agree on its zone and
side with the card lying still (within STEADY_MM from one frame to the next); a present card
moves (or flips) only after as many such frames agree on the new place, so a card carried over
other zones on its way is one move, from where it was to where it is put down. A card leaves
after `absent_frames` consecutive frames without it. A wrong id decoded for a frame or two
therefore never reaches the snapshot, and a hand over the cards for less than `absent_frames`
frames removes nothing.

Problems are reported as warnings, never guessed around, and only once they have lasted
`present_frames` frames (a one-frame glitch is noise, not news):
- "two-places": a card seen at two places in one frame (the same id twice, or its face and its
  back together); that frame says nothing about the card.
- "no-zone": a card in the snapshot lies outside every zone; it stays there with zone None.
- "corner-lost": a corner marker is not found. A frame the pipeline could not map to the table
  (`mapped` False) counts neither as seeing nor as missing any card.
"""

import math
from dataclasses import dataclass, field
from typing import Literal

from companion.config import Config
from vision.sighting import FrameReading, Sighting

ChangeKind = Literal["added", "removed", "moved", "flipped"]
STEADY_MM = 10.0  # a card that shifts more than this between frames is in a hand, in transit


@dataclass(frozen=True)
class CardState:
    card: str
    marker_id: int
    face_up: bool
    zone: str | None
    position_mm: tuple[float, float]
    orientation_deg: float

    @classmethod
    def from_sighting(cls, seen: Sighting) -> "CardState":
        return cls(seen.card, seen.marker_id, seen.face_up, seen.zone, seen.position_mm,
                   seen.orientation_deg)

    def place(self) -> tuple[str | None, bool]:
        return self.zone, self.face_up


@dataclass(frozen=True)
class Change:
    kind: ChangeKind
    card: str
    before: CardState | None  # None when added
    after: CardState | None  # None when removed


@dataclass(frozen=True)
class TableWarning:
    kind: Literal["two-places", "no-zone", "corner-lost"]
    subject: str  # the card, or "corner 2"
    message: str


@dataclass(frozen=True)
class Snapshot:
    cards: dict[str, CardState] = field(default_factory=dict)

    def by_zone(self) -> dict[str | None, list[CardState]]:
        zones: dict[str | None, list[CardState]] = {}
        for state in sorted(self.cards.values(), key=lambda s: (s.zone or "~", s.card)):
            zones.setdefault(state.zone, []).append(state)
        return zones


@dataclass(frozen=True)
class TrackerUpdate:
    snapshot: Snapshot
    changes: tuple[Change, ...]  # since the previous update
    warnings: tuple[TableWarning, ...]  # the problems that hold now


@dataclass
class _Track:
    """What the tracker knows of one card between frames."""

    stable: CardState | None = None
    candidate: CardState | None = None  # the place recent frames agree on
    streak: int = 0  # consecutive frames agreeing with `candidate`
    missing: int = 0  # consecutive frames without the card


class Tracker:
    def __init__(self, present_frames: int, absent_frames: int):
        self.present_frames = present_frames
        self.absent_frames = absent_frames
        self._tracks: dict[str, _Track] = {}
        self._problems: dict[tuple[str, str], int] = {}  # (kind, subject) -> frames it lasted
        self._snapshot = Snapshot()

    @classmethod
    def from_config(cls, config: Config) -> "Tracker":
        vision = config["vision"]
        return cls(vision["present_frames"], vision["absent_frames"])

    @property
    def snapshot(self) -> Snapshot:
        return self._snapshot

    def update(self, frame: FrameReading) -> TrackerUpdate:
        problems = {("corner-lost", f"corner {c}"): f"corner marker {c} is not seen; check "
                    "that nothing covers it" for c in frame.corners_missing}
        changes: list[Change] = []
        if frame.mapped:
            seen, doubled = _group(frame.sightings)
            for card in doubled:
                problems[("two-places", card)] = f"card {card} is seen at two places at once"
            for card in sorted(set(self._tracks) | set(seen)):
                if card in doubled:
                    continue
                change = self._step(card, seen.get(card))
                if change:
                    changes.append(change)
            self._snapshot = Snapshot({card: track.stable for card, track in
                                       sorted(self._tracks.items()) if track.stable})
        astray = tuple(TableWarning("no-zone", state.card, f"card {state.card} lies in no zone")
                       for state in self._snapshot.cards.values() if state.zone is None)
        return TrackerUpdate(self._snapshot, tuple(changes), self._lasting(problems) + astray)

    def _step(self, card: str, seen: Sighting | None) -> Change | None:
        track = self._tracks.setdefault(card, _Track())
        if seen is None:
            track.missing += 1
            track.streak = 0
            if track.stable and track.missing >= self.absent_frames:
                before, track.stable = track.stable, None
                return Change("removed", card, before, None)
            if track.stable is None and track.missing >= self.absent_frames:
                del self._tracks[card]  # a flicker, forgotten
            return None
        state = CardState.from_sighting(seen)
        track.missing = 0
        if track.stable and track.stable.place() == state.place():
            track.candidate, track.streak = None, 0
            return None
        if track.candidate and track.candidate.place() == state.place() \
                and math.dist(track.candidate.position_mm, state.position_mm) <= STEADY_MM:
            track.streak += 1
            track.candidate = state  # follow the card's small drifts, not a slide
        else:
            track.candidate, track.streak = state, 1
        if track.streak < self.present_frames:
            return None
        before, track.stable = track.stable, track.candidate
        track.candidate, track.streak = None, 0
        if before is None:
            return Change("added", card, None, track.stable)
        assert track.stable is not None
        kind: ChangeKind = "moved" if before.zone != track.stable.zone else "flipped"
        return Change(kind, card, before, track.stable)

    def _lasting(self, problems: dict[tuple[str, str], str]) -> tuple[TableWarning, ...]:
        self._problems = {key: self._problems.get(key, 0) + 1 for key in problems}
        return tuple(TableWarning(kind, subject, problems[(kind, subject)])
                     for (kind, subject), frames in sorted(self._problems.items())
                     if frames >= self.present_frames)


def _group(sightings: tuple[Sighting, ...]) -> tuple[dict[str, Sighting], set[str]]:
    """Sightings by card, and the cards seen more than once in this frame."""
    seen: dict[str, Sighting] = {}
    doubled: set[str] = set()
    for sighting in sightings:
        if sighting.card in seen:
            doubled.add(sighting.card)
        seen[sighting.card] = sighting
    return seen, doubled
