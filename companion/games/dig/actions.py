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

import types
import typing
from dataclasses import dataclass, fields, replace
from typing import Any

from companion.errors import InputError

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
    data: dict[str, Any] = {"type": type(action).__name__}
    for spec in fields(action):
        value = getattr(action, spec.name)
        if spec.name == "seat" or value != spec.default:
            data[spec.name] = list(value) if isinstance(value, tuple) else value
    return data


def action_from_json(data: Any) -> Any:
    """An action from its JSON form; InputError names what is wrong with it."""
    if not isinstance(data, dict) or data.get("type") not in ACTION_TYPES:
        raise InputError(f"not a DIG action (needs a type, one of {', '.join(ACTION_TYPES)}): "
                         f"{data!r}"[:200])
    cls = ACTION_TYPES[data["type"]]
    hints = typing.get_type_hints(cls)
    known = {spec.name for spec in fields(cls)}
    unknown = sorted(set(data) - known - {"type"})
    if unknown:
        raise InputError(f"{data['type']} has no field {unknown[0]!r}")
    values = {}
    for name, value in data.items():
        if name == "type":
            continue
        if isinstance(value, list):
            value = tuple(value)
        if not _fits(value, hints[name]):
            raise InputError(f"{data['type']}: {name} has the wrong type ({value!r})"[:200])
        values[name] = value
    try:
        return cls(**values)
    except TypeError as exc:
        raise InputError(f"{data['type']}: {exc}") from None


def _fits(value: object, hint: object) -> bool:
    """`value` is of type `hint` (int, str, bool, tuple[str, ...], optional ones)."""
    if isinstance(hint, types.UnionType):
        return any(_fits(value, option) for option in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if typing.get_origin(hint) is tuple:
        return isinstance(value, tuple) and all(isinstance(v, str) for v in value)
    if hint is int:
        return type(value) is int
    return type(value) is hint
