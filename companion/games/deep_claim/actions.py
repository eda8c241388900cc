"""Every move a player makes, as a small frozen dataclass naming who does what where.

Seats are 0..n-1 clockwise; `location` is a location board counted from the top (0); `card` is
an action card number 0-6; `cells` are mine cells 0-8 row by row from the surface; an `item` on
a display is "critter:N" or "contract:N". `coins` is how many of a choice of resources are
coins (the rest are pickaxes); for beaver 37's exchange it is the change in coins (-3..3).
"""

from dataclasses import dataclass

from companion.games import codec


@dataclass(frozen=True)
class ChooseMagnate:
    seat: int
    magnate: int


@dataclass(frozen=True)
class DraftContract:
    seat: int
    contract: int


@dataclass(frozen=True)
class PlayBid:
    """Deploy: card face up above a location."""

    seat: int
    card: int
    location: int


@dataclass(frozen=True)
class PlayDig:
    """Deploy: card face down beside a location's mine."""

    seat: int
    card: int
    location: int


@dataclass(frozen=True)
class TakeIncome:
    seat: int
    coins: int = 0
    bear: int | None = None  # 30 doubles the kept income


@dataclass(frozen=True)
class Activate:
    """Activate beaver `card`; `skip` declines an optional payment, `ores` names the ore
    bought, upgraded or sold."""

    seat: int
    card: int
    coins: int = 0
    ores: tuple[str, ...] = ()
    skip: bool = False


@dataclass(frozen=True)
class Recruit:
    seat: int
    item: str
    bear: int | None = None  # 29 pays nothing


@dataclass(frozen=True)
class Excavate:
    seat: int
    cells: tuple[int, ...]
    bear: int | None = None  # 18 ignores the mine cost


@dataclass(frozen=True)
class Forfeit:
    """Skip the bid or dig at the front and take 2 coins + 2 pickaxes."""

    seat: int


@dataclass(frozen=True)
class DiscardOre:
    seat: int
    ore: str


@dataclass(frozen=True)
class TakeOre:
    """Choose the ore of a "1 coal or 1 silver" vein tile."""

    seat: int
    ore: str


@dataclass(frozen=True)
class Upgrade:
    """Move one `ore` in the supply up a tier."""

    seat: int
    ore: str


@dataclass(frozen=True)
class TakeResources:
    seat: int
    coins: int


@dataclass(frozen=True)
class Fulfil:
    """Pay `pay` (default: the contract's icons) from the supply for a contract in hand."""

    seat: int
    contract: int
    pay: tuple[str, ...] | None = None
    bear: int | None = None  # 24: one ore less; 27: two ore interchangeable


@dataclass(frozen=True)
class Done:
    """End this player's Contract phase turn."""

    seat: int


@dataclass(frozen=True)
class UseBear:
    """Discard bear `bear` for its effect. `card`+`location` name one of your deployed cards
    (16, 19, 31: `to` is 31's new location), `tile` an intersection 0-3 (28), `ore` (23)."""

    seat: int
    bear: int
    card: int | None = None
    location: int | None = None
    to: int | None = None
    tile: int | None = None
    ore: str | None = None


@dataclass(frozen=True)
class ExtraIcon:
    """Sly Foxworth counts one more icon of `ore` in this season's scoring."""

    seat: int
    ore: str


@dataclass(frozen=True)
class BuyLeftover:
    """Rocky Bandini claims an unbought card for 2 coins at the end of the Recruit phase."""

    seat: int
    item: str
    location: int


@dataclass(frozen=True)
class ReuseVein:
    """Waldo Nosebeak takes the bonus of one of his claimed vein tiles again in Income."""

    seat: int
    tile: int


Action = (ChooseMagnate | DraftContract | PlayBid | PlayDig | TakeIncome | Activate | Recruit
          | Excavate | Forfeit | DiscardOre | TakeOre | Upgrade | TakeResources | Fulfil | Done
          | UseBear | ExtraIcon | BuyLeftover | ReuseVein)
ACTION_TYPES = {cls.__name__: cls for cls in (
    ChooseMagnate, DraftContract, PlayBid, PlayDig, TakeIncome, Activate, Recruit, Excavate,
    Forfeit, DiscardOre, TakeOre, Upgrade, TakeResources, Fulfil, Done, UseBear, ExtraIcon,
    BuyLeftover, ReuseVein)}


def action_to_json(action: Action) -> dict:
    return codec.to_json(action)


def action_from_json(data: object) -> Action:
    """An action from its JSON form; InputError names what is wrong."""
    return codec.from_json(data, ACTION_TYPES.values(), "Deep Claim")


def malformed(action: object) -> str | None:
    """What is wrong with the types of an action's fields, or None."""
    return codec.malformed(action, ACTION_TYPES.values(), "Deep Claim")
