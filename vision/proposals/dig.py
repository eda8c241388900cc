"""DIG: a card that arrives in a gallery is proposed as added to that gallery; one that
arrives beside a player's galleries, as laid beside them.

Cards of a gallery are laid left to right, so a card's place in its gallery is its rank by x
among the gallery's cards in the snapshot; which of a player's gallery rows it lies in says
which gallery it extends (rows counted from the top). A card moved from beside into a row is
proposed as added there (a recruit placed on it starts that gallery). The card's name in the
engine's words ("gem-egg") is its catalog name without the copy number ("Gem Egg 2").
"""

import re

from companion.sessions.inputs import AddToGallery, LayBeside, Proposal
from vision.tracker import Change, Snapshot
from vision.zones import ZoneLayout


def engine_name(catalog_name: str) -> str:
    return re.sub(r"\s+\d+$", "", catalog_name).strip().lower().replace(" ", "-")


def propose(change: Change, layout: ZoneLayout, snapshot: Snapshot) -> list[Proposal]:
    if change.kind not in ("added", "moved") or change.after is None or change.after.zone is None:
        return []
    zone = layout.zone(change.after.zone)
    if zone.group is None:
        return []
    seat = int(zone.group.rsplit("-", 1)[1])
    if zone.kind == "beside":
        return [LayBeside(engine_name(change.card), change.card, seat)]
    if zone.kind != "gallery":
        return []
    row = sorted((s for s in snapshot.cards.values() if s.zone == zone.name),
                 key=lambda s: s.position_mm[0])
    position = [s.card for s in row].index(change.card) + 1
    galleries = sorted((z for z in layout.zones if z.group == zone.group and z.kind == "gallery"),
                       key=lambda z: z.y)
    return [AddToGallery(engine_name(change.card), change.card, seat, galleries.index(zone) + 1,
                         position)]
