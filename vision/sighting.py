"""What one frame shows: the cards seen, placed on the table, before any tracking."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Sighting:
    """One card marker seen in one frame, mapped to the table."""

    marker_id: int
    card: str  # the physical card, the same for its face id and its back id
    face_up: bool  # False when the marker seen is the one on the card's back
    zone: str | None  # None: the card lies in no zone of the layout
    position_mm: tuple[float, float]  # marker centre on the table
    orientation_deg: float  # marker top edge, clockwise from the table x axis, 0-360


@dataclass(frozen=True)
class FrameReading:
    """Everything the pipeline read from one frame."""

    sightings: tuple[Sighting, ...]
    corners_missing: tuple[int, ...] = ()  # corner marker ids not found in this frame
    mapped: bool = True  # False: no table mapping, so the sightings carry no table positions
    unknown_ids: tuple[int, ...] = ()  # decoded ids that belong to no card of this game
    undistorted: bool = False  # the lens calibration was applied (it fits this frame size)
