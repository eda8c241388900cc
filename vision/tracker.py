"""Temporal tracking: turn noisy per-frame readings into a stable snapshot and its changes.

The rules are in seconds (`[vision] present_s`, `absent_s`), not frames: a Pi that reads five
frames a second sees a card come and go as soon as one that reads thirty. Each frame comes with
the time it was taken (`update(reading, at)`, default now).

A card joins the snapshot once the frames that agree on its zone and side, with the card lying
still (within STEADY_MM from one frame to the next), span `present_s` seconds (so at least two
frames); a present card moves (or flips) only once as long a run agrees on the new place, so a
card carried over other zones on its way is one move, from where it was to where it is put
down. A card leaves once it has not been seen for `absent_s` seconds. A wrong id decoded for a
moment therefore never reaches the snapshot, and a hand over the cards for less than `absent_s`
removes nothing.

Time with no table mapping does not count towards either rule (see below).

Problems are reported as warnings, never guessed around, and only once they have lasted
`present_s` seconds (a one-frame glitch is noise, not news):
- "two-places": a card seen at two places in one frame (the same id twice, or its face and its
  back together); that frame says nothing about the card.
- "no-zone": a card in the snapshot lies outside every zone; it stays there with zone None.
- "corner-lost": a corner marker is not found. A frame the pipeline could not map to the table
  (`mapped` False) counts neither as seeing nor as missing any card: the tracker's card clock
  stops while frames are unmapped.
"""

import math
import time
from dataclasses import dataclass, field
from typing import Literal

from companion.config import Config
from vision.sighting import FrameReading, Sighting

ChangeKind = Literal["added", "removed", "moved", "flipped"]
STEADY_MM = 10.0  # a card that shifts more than this between frames is in a hand, in transit
TIME_GRAIN_S = 1e-6  # frame times are floats: a run that spans a rule to the microsecond counts


def lasted(since: float, now: float, rule_s: float) -> bool:
    """Has what began at `since` lasted `rule_s` seconds by `now`?"""
    return now - since >= rule_s - TIME_GRAIN_S


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
    """What the tracker knows of one card between frames (times on the card clock)."""

    stable: CardState | None = None
    candidate: CardState | None = None  # the place recent frames agree on
    since: float = 0.0  # when the frames agreeing with `candidate` began
    last_seen: float = 0.0


class Tracker:
    def __init__(self, present_s: float, absent_s: float):
        self.present_s = present_s
        self.absent_s = absent_s
        self._tracks: dict[str, _Track] = {}
        self._problems: dict[tuple[str, str], float] = {}  # (kind, subject) -> since when
        self._snapshot = Snapshot()
        self._last_at: float | None = None  # when the previous frame was taken
        self._last_mapped = False
        self._clock = 0.0  # the card clock: seconds of mapped frames

    @classmethod
    def from_config(cls, config: Config) -> "Tracker":
        vision = config["vision"]
        return cls(vision["present_s"], vision["absent_s"])

    @property
    def snapshot(self) -> Snapshot:
        return self._snapshot

    def update(self, frame: FrameReading, at: float | None = None) -> TrackerUpdate:
        """One frame's reading, taken at `at` seconds (time.monotonic() when not given)."""
        at = time.monotonic() if at is None else at
        if frame.mapped and self._last_mapped and self._last_at is not None:
            self._clock += max(at - self._last_at, 0.0)
        self._last_at, self._last_mapped = at, frame.mapped
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
        return TrackerUpdate(self._snapshot, tuple(changes), self._lasting(problems, at) + astray)

    def _step(self, card: str, seen: Sighting | None) -> Change | None:
        now = self._clock
        track = self._tracks.setdefault(card, _Track(last_seen=now))
        if seen is None:
            track.candidate = None
            if not lasted(track.last_seen, now, self.absent_s):
                return None
            if track.stable:
                before, track.stable = track.stable, None
                return Change("removed", card, before, None)
            del self._tracks[card]  # a flicker, forgotten
            return None
        state = CardState.from_sighting(seen)
        track.last_seen = now
        if track.stable and track.stable.place() == state.place():
            track.candidate = None
            return None
        if track.candidate and track.candidate.place() == state.place() \
                and math.dist(track.candidate.position_mm, state.position_mm) <= STEADY_MM:
            track.candidate = state  # follow the card's small drifts, not a slide
        else:
            track.candidate, track.since = state, now
        if not lasted(track.since, now, self.present_s):
            return None
        before, track.stable = track.stable, track.candidate
        track.candidate = None
        if before is None:
            return Change("added", card, None, track.stable)
        assert track.stable is not None
        kind: ChangeKind = "moved" if before.zone != track.stable.zone else "flipped"
        return Change(kind, card, before, track.stable)

    def _lasting(self, problems: dict[tuple[str, str], str],
                 at: float) -> tuple[TableWarning, ...]:
        self._problems = {key: self._problems.get(key, at) for key in problems}
        return tuple(TableWarning(kind, subject, problems[(kind, subject)])
                     for (kind, subject), since in sorted(self._problems.items())
                     if lasted(since, at, self.present_s))


def _group(sightings: tuple[Sighting, ...]) -> tuple[dict[str, Sighting], set[str]]:
    """Sightings by card, and the cards seen more than once in this frame."""
    seen: dict[str, Sighting] = {}
    doubled: set[str] = set()
    for sighting in sightings:
        if sighting.card in seen:
            doubled.add(sighting.card)
        seen[sighting.card] = sighting
    return seen, doubled
