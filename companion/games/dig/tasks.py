"""What a turn still has to do, as a stack (the top is done first): cards to draw, drawn cards
waiting for their owner's decision, a compass or parchment choice, an enemy sent by a scepter.

`target` is a gallery's id (galleries are numbered in the order they open, so a card drawn for a
gallery that has ended meanwhile is discarded, not added to a new gallery in the same place);
None is beside the galleries.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class DrawTo:
    """Draw one card for `target` ("immediately draw another card", a pickaxe, a wizard)."""

    seat: int
    target: int | None
    via: str


@dataclass(frozen=True)
class FaceDown:
    """One card face down before each gallery, turned up once all are drawn."""

    seat: int
    targets: tuple[int, ...]
    cards: tuple[str | None, ...]  # None: not drawn yet (a table hill waits for the card)


@dataclass(frozen=True)
class Arrival:
    """A card drawn for `target`, to be placed, kept, used or suffered."""

    seat: int
    card: str
    target: int | None
    via: str


@dataclass(frozen=True)
class Pick:
    """Compass (1 card, mandatory) or parchment (up to 2): choose among the cards drawn."""

    seat: int
    equipment: str
    target: int | None
    cards: tuple[str, ...]
    to_draw: int  # cards still to draw before the choice
    picks: int  # choices left


@dataclass(frozen=True)
class Attack:
    """An enemy another player repelled with the scepter onto `victim`'s gallery."""

    seat: int  # the victim, who decides on a shield
    enemy: str
    target: int | None
    drawer: int


Task = DrawTo | FaceDown | Arrival | Pick | Attack
