"""Deep Claim: table changes as proposed bids, digs, recruits and fulfilled contracts.

Readings (written down in docs/vision.md too):
- An action card arriving face up in a location's bids is a bid of its value; arriving face
  down to the right of a mine is a dig there (its value travels with the proposal for the engine,
  which keeps it secret until phase IV).
- A card leaving a location's display for a seat's critters is a recruit by that seat. A card
  that leaves a display and is not seen again (a contract goes to a private hand) is a recruit
  by the seat resolving that bid: `seat` is None and the session fills it in. A critter that
  turns up in a seat's critters without having been seen leaving a display is a recruit from an
  unknown location (`location` None).
- A contract arriving in one of a seat's contract columns is that contract fulfilled.
"""

import re

from companion.sessions.inputs import Bid, Dig, FulfilContract, Proposal, Recruit
from vision.tracker import Change
from vision.zones import Zone, ZoneLayout

ACTION_CARD = re.compile(r"^(?P<colour>\w+) action (?P<value>\d)$")


def _number(group: str | None) -> int | None:
    """"location-3" -> 3, "seat-2" -> 2."""
    return int(group.rsplit("-", 1)[1]) if group else None


def _column(layout: ZoneLayout, zone: Zone) -> int:
    """1 for a seat's leftmost contract column, 2 for the next, ..."""
    columns = sorted((z for z in layout.zones if z.group == zone.group and z.kind == zone.kind),
                     key=lambda z: z.x)
    return columns.index(zone) + 1


def propose(change: Change, layout: ZoneLayout) -> list[Proposal]:
    before = layout.zone(change.before.zone) if change.before and change.before.zone else None
    after = layout.zone(change.after.zone) if change.after and change.after.zone else None
    from_display = before is not None and before.kind == "display"
    if change.after is None:
        return [Recruit(change.card, _number(before.group), None)] if from_display else []
    if after is None or change.kind not in ("added", "moved"):
        return []
    action = ACTION_CARD.match(change.card)
    if action and after.kind == "bids" and change.after.face_up:
        return [Bid(action["colour"].lower(), int(action["value"]), _number(after.group))]
    if action and after.kind == "digs" and not change.after.face_up:
        return [Dig(action["colour"].lower(), int(action["value"]), _number(after.group))]
    if after.kind == "critters":
        location = _number(before.group) if from_display else None
        return [Recruit(change.card, location, _number(after.group))]
    if after.kind == "contracts":
        return [FulfilContract(change.card, _number(after.group), _column(layout, after))]
    return []
