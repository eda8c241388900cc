"""Deal a plausible table: which catalog cards lie in which zone, where, and which way up.

Cards are placed by their sticker: each zone is cut into sticker-sized slots and a card's sticker
centre sits in a slot (with a little jitter), so stickers never cover one another nor a table-
corner marker. Card bodies may overlap, as tucked bids and contract columns do on a real table.
"""

import math
import random
from dataclasses import dataclass

from companion.errors import InputError
from vision.markers import (
    CARD_MARKER_MM,
    QUIET_ZONE_MM,
    TABLE_CORNER_MARKER_MM,
    Component,
    registry,
)
from vision.zones import Zone, ZoneLayout, load_layout


def slot_mm(sticker_mm: float) -> float:
    """A sticker's place in a zone: the sticker, its quiet zone and room to turn a little."""
    return sticker_mm + 2 * QUIET_ZONE_MM + 8.0


SLOT_MM = slot_mm(CARD_MARKER_MM)


@dataclass(frozen=True)
class ZoneDeal:
    """What a zone of this kind holds: catalog kinds, how many, face up or down."""

    kinds: tuple[str, ...]
    least: int
    most: int
    face_up: bool = True


DEALS: dict[str, dict[str, ZoneDeal]] = {
    "deep-claim": {
        "bids": ZoneDeal(("action-card",), 0, 3),
        "display": ZoneDeal(("critter", "contract"), 2, 4),
        "mine": ZoneDeal(("mine-card",), 1, 1),
        "digs": ZoneDeal(("action-card",), 0, 3, face_up=False),
        "critters": ZoneDeal(("critter",), 0, 5),
        "contracts": ZoneDeal(("contract",), 0, 3),
    },
    "dig": {
        "gallery": ZoneDeal(("hill-card",), 0, 8),
        "beside": ZoneDeal(("hill-card",), 0, 1),
        "equipment": ZoneDeal(("hill-card",), 0, 2),
        "discard": ZoneDeal(("hill-card",), 0, 1),
        "tavern": ZoneDeal(("companion",), 4, 6),
    },
}


@dataclass(frozen=True)
class Placement:
    """One card on the table: its sticker centre (mm), turn and side."""

    component: Component
    zone: str
    x_mm: float
    y_mm: float
    orientation_deg: float  # direction of the marker's top edge, clockwise from the table's x
    face_up: bool

    @property
    def marker_id(self) -> int:
        """The id the camera sees: the face id, or the back id of a face-down card."""
        if self.face_up:
            return self.component.face_id
        assert self.component.back_id is not None
        return self.component.back_id


@dataclass(frozen=True)
class Table:
    layout: ZoneLayout
    placements: tuple[Placement, ...]
    sticker_mm: float = CARD_MARKER_MM  # the black square of every card's sticker


def _slots(zone: Zone, corners: tuple[tuple[float, float], ...],
           slot: float) -> list[tuple[float, float]]:
    """Sticker places in the zone, leaving out any that would overlap a table-corner marker."""
    columns = max(int(zone.width // slot), 1)
    rows = max(int(zone.height // slot), 1)
    dx, dy = zone.width / columns, zone.height / rows
    keep_off = TABLE_CORNER_MARKER_MM / 2 + QUIET_ZONE_MM + slot / 2 * math.sqrt(2)
    return [(x, y) for x, y in ((zone.x + (c + 0.5) * dx, zone.y + (r + 0.5) * dy)
                                for r in range(rows) for c in range(columns))
            if all(abs(x - cx) >= keep_off or abs(y - cy) >= keep_off for cx, cy in corners)]


def deal_table(game: str, seed: int, turn_jitter_deg: float = 4.0,
               sticker_mm: float = CARD_MARKER_MM) -> Table:
    """A seeded table for `game`; every card appears at most once. `turn_jitter_deg` is how far
    cards stray from square (they lie at 0, 90, 180 or 270 degrees plus that much)."""
    if game not in DEALS:
        raise InputError(f"no synthetic deal for {game!r}; have: {', '.join(DEALS)}")
    rng = random.Random(seed)
    layout = load_layout(game)
    pools: dict[str, list[Component]] = {}
    for part in registry().components(game):
        pools.setdefault(part.kind, []).append(part)
    for pool in pools.values():
        rng.shuffle(pool)
    placements = []
    for zone in layout.zones:
        deal = DEALS[game].get(zone.kind)
        if deal is None:
            continue
        slots = _slots(zone, layout.corners_mm(), slot_mm(sticker_mm))
        count = min(rng.randint(deal.least, deal.most), len(slots))
        for x, y in rng.sample(slots, count):
            candidates = [k for k in deal.kinds if pools.get(k)]
            if not candidates:
                break
            part = pools[rng.choice(candidates)].pop()
            face_up = deal.face_up or part.back_id is None
            jitter = slot_mm(sticker_mm) / 2 - sticker_mm / 2 - QUIET_ZONE_MM - 1.0
            placements.append(Placement(
                part, zone.name,
                x + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter),
                (rng.choice((0, 90, 180, 270)) + rng.uniform(-turn_jitter_deg, turn_jitter_deg))
                % 360,
                face_up,
            ))
    return Table(layout, tuple(placements), sticker_mm)
