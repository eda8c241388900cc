"""Every move at a DIG table, as a small frozen dataclass naming who does what where.

Seats count from 0 in turn order; `gallery` is one of a player's four gallery places, 1-4 as
the table says "Ann's second gallery" (a place keeps its number while it is open; a new gallery
takes a free place). `pay` lists the cards paid at the tavern (precious stones and chests),
in the order iron, gold, diamond, ruby, chest.

Turn actions: Dig (in one gallery, in each gallery face down, or beside with neither), Close, the
tavern's HireRecruits / HireCompanion / LeaveTavern, Use (equipment), EndTurn, and Pass when
nothing else is possible. Decisions on a drawn card: PlaceCard (a stone in a gallery, with a
recruit or not), StartGallery (a recruit on a stone drawn beside), Keep, Discard, Accept (let an
enemy or collapse act), Choose (a compass or parchment card). Reveal names a card the table drew
from its own shuffled hill (`table_hill` games only).
"""

import typing
from dataclasses import dataclass, replace
from typing import Any

from companion.games import codec

PAY_ORDER = ("iron", "gold", "diamond", "ruby", "chest")


@dataclass(frozen=True)
class Dig:
    """Say where you dig, then draw: `gallery` one of yours, `each` one card face down before
    each of your galleries, neither: beside your galleries."""

    seat: int
    gallery: int | None = None
    each: bool = False


@dataclass(frozen=True)
class Close:
    seat: int
    gallery: int


@dataclass(frozen=True)
class HireRecruits:
    seat: int
    count: int
    pay: tuple[str, ...]


@dataclass(frozen=True)
class HireCompanion:
    seat: int
    companion: str
    pay: tuple[str, ...]


@dataclass(frozen=True)
class LeaveTavern:
    seat: int


@dataclass(frozen=True)
class Use:
    """Use `equipment` from your hand, or the one just drawn. Its target: your `gallery`, or
    another player's (`victim`) for a bomb, a potion or a scepter; `each` of your galleries
    with the Scout (compass) or the Superbacker (pickaxe); none: beside your galleries."""

    seat: int
    equipment: str
    gallery: int | None = None
    victim: int | None = None
    each: bool = False


@dataclass(frozen=True)
class EndTurn:
    seat: int


@dataclass(frozen=True)
class Pass:
    """Nothing else is possible (no card left to draw, nothing to close or to hire)."""

    seat: int


@dataclass(frozen=True)
class Reveal:
    """The card the table drew is `card` (for a face-down card: the one before `gallery`)."""

    seat: int
    card: str
    gallery: int | None = None


@dataclass(frozen=True)
class PlaceCard:
    """Add the precious stone drawn into a gallery, with one of your recruits on it or not."""

    seat: int
    recruit: bool = False


@dataclass(frozen=True)
class StartGallery:
    """Place a recruit on the precious stone drawn beside: a new gallery at place `gallery`."""

    seat: int
    gallery: int


@dataclass(frozen=True)
class Keep:
    seat: int


@dataclass(frozen=True)
class Discard:
    seat: int


@dataclass(frozen=True)
class Accept:
    """Let the enemy (or collapse) just drawn act: no shield, scepter or anchor."""

    seat: int


@dataclass(frozen=True)
class Choose:
    seat: int
    card: str


Action = (Dig | Close | HireRecruits | HireCompanion | LeaveTavern | Use | EndTurn | Pass
          | Reveal | PlaceCard | StartGallery | Keep | Discard | Accept | Choose)
ACTION_TYPES: dict[str, type] = {cls.__name__: cls for cls in typing.get_args(Action)}


def normalised(action: Any) -> Any:
    """The action as the engine lists it: a payment in PAY_ORDER."""
    if isinstance(action, HireRecruits | HireCompanion) and all(
            card in PAY_ORDER for card in action.pay):
        return replace(action, pay=tuple(sorted(action.pay, key=PAY_ORDER.index)))
    return action


def action_to_json(action: Any) -> dict[str, Any]:
    """`{"type": "Dig", "seat": 0, "gallery": 2}`: the fields that differ from their default."""
    return codec.to_json(action)


def action_from_json(data: Any) -> Any:
    """An action from its JSON form; InputError names what is wrong with it."""
    return codec.from_json(data, ACTION_TYPES.values(), "DIG")
