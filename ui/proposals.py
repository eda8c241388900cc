"""What the camera proposes (vision.proposals, plain data) as Deep Claim engine actions.

Vision counts locations and seats from 1 as the zone names do ("location-2", "seat-1"); the
engine counts from 0. A seat is known by the colour of its action cards (seat order green,
yellow, blue, red). A recruit whose seat the camera could not see is the seat the table is
waiting for. Proposals that name no engine move (an unknown colour, a card that is neither a
critter nor a contract) give None and are shown as such, never guessed.
"""

import re
from typing import Any

from companion.games.deep_claim import Fulfil, PlayBid, PlayDig, Recruit
from companion.games.deep_claim.state import COLOURS

NUMBER = re.compile(r"(\d+)$")


def to_action(proposal: Any, waiting_seat: int | None) -> Any | None:
    kind = type(proposal).__name__
    if kind in ("Bid", "Dig"):
        if proposal.colour not in COLOURS:
            return None
        move = PlayBid if kind == "Bid" else PlayDig
        return move(COLOURS.index(proposal.colour), proposal.value, proposal.location - 1)
    if kind == "Recruit":
        seat = waiting_seat if proposal.seat is None else proposal.seat - 1
        number = NUMBER.search(proposal.card)
        if seat is None or number is None:
            return None
        family = "contract" if proposal.card.startswith("Contract") else "critter"
        return Recruit(seat, f"{family}:{number[1]}")
    if kind == "FulfilContract":
        number = NUMBER.search(proposal.card)
        return None if number is None else Fulfil(proposal.seat - 1, int(number[1]))
    return None
