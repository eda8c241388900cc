"""Every Deep Claim move in table words: names, not seats; locations counted from 1 as the
table does ("location 2", "the mine at location 2"); places in the mine as a player sees them,
not cell numbers; "1 coin", not "1 coins". A face-down dig's card and a drafted contract's
number are named to their owner only. `decision` (what the table waits for) lets a move say
where it happens ("digs top left of the mine at location 1")."""

from companion.games.base import seat_name
from companion.games.deep_claim.actions import (
    Action,
    Activate,
    BuyLeftover,
    ChooseMagnate,
    DiscardOre,
    Done,
    DraftContract,
    Excavate,
    ExtraIcon,
    Forfeit,
    Fulfil,
    PlayBid,
    PlayDig,
    Recruit,
    ReuseVein,
    TakeIncome,
    TakeOre,
    TakeResources,
    Upgrade,
    UseBear,
)
from companion.games.deep_claim.catalog import critters, magnates
from companion.games.deep_claim.state import Decision

ROWS = ("top", "middle", "bottom")  # mine cells 0-8, row by row from the surface
COLUMNS = ("left", "centre", "right")
DONE = {"deploy": "keeps their last card (Pawl Furry declines his seventh)",
        "deploy_extra": "plays no second card", "contract": "ends their Contract turn",
        "rocky": "claims no unbought card", "waldo": "reactivates no vein tile",
        "score": "is ready for the scoring", "swap": "lets the new ore go"}


def count(number: int, thing: str) -> str:
    """ "1 coin", "2 coins"."""
    return f"{number} {thing}{'' if number == 1 else 's'}"


def place(cell: int) -> str:
    return f"{ROWS[cell // 3]} {COLUMNS[cell % 3]}"


def item(name: str) -> str:
    """ "critter:12" -> "critter 12"."""
    return name.replace(":", " ")


def _at(location: object) -> object:
    """A location as the table counts it (a refused move may name one that does not exist)."""
    return location + 1 if isinstance(location, int) else location


def describe(action: Action, names: list[str] | tuple[str, ...], viewer: int | None = None,
             decision: Decision | None = None) -> str:
    seat = action.seat
    name = seat_name(names, seat)
    where = None if decision is None else _at(decision.location)
    match action:
        case PlayDig(card=card, location=location):
            shown = f" {card}" if viewer == action.seat else ""
            return f"{name} deploys a face-down dig{shown} at location {_at(location)}"
        case PlayBid(card=card, location=location):
            return f"{name} bids {card} at location {_at(location)}"
        case Recruit(item=taken, bear=bear):
            at = f" at location {where}" if where else ""
            return f"{name} recruits {item(taken)}{at}" + (
                " paying nothing (bear 29)" if bear else "")
        case Excavate(cells=cells, bear=bear):
            spots = " and ".join(place(c) for c in cells if c in range(9)) or "nothing"
            at = f" of the mine at location {where}" if where else ""
            return f"{name} digs {spots}{at}" + (" at no cost (bear 18)" if bear else "")
        case Forfeit():
            if where is None:
                return f"{name} forfeits"
            what = "dig" if decision.kind == "dig" else "bid"
            return f"{name} forfeits their {what} at location {where}"
        case ChooseMagnate(magnate=magnate):
            known = magnates().get(magnate)
            return f"{name} keeps {known['name'] if known else f'magnate {magnate}'}"
        case DraftContract(contract=contract):
            what = f"contract {contract}" if viewer == action.seat else "a contract"
            return f"{name} drafts {what}"
        case TakeIncome(coins=coins, bear=bear):
            return f"{name} takes their income, {count(coins, 'coin')} of the choice" + (
                ", doubled by bear 30" if bear else "")
        case Activate(card=card, skip=True):
            return f"{name} skips beaver {card}"
        case Activate(card=card, coins=coins, ores=ores):
            paid = f", {count(coins, 'coin')}" if coins else ""
            return f"{name} activates beaver {card}{paid}" + (
                f" ({', '.join(ores)})" if ores else "")
        case DiscardOre(ore=ore):
            return f"{name} discards 1 {ore}"
        case TakeOre(ore=ore):
            return f"{name} takes 1 {ore}"
        case Upgrade(ore=ore):
            return f"{name} upgrades 1 {ore}"
        case TakeResources(coins=coins):
            return f"{name} takes {count(coins, 'coin')} as the choice"
        case Fulfil(contract=contract, pay=pay, bear=bear):
            paid = "" if pay is None else f", paying {', '.join(pay) or 'nothing'}"
            return f"{name} fulfils contract {contract}{paid}" + (
                f" with bear {bear}" if bear else "")
        case Done():
            return f"{name} {DONE.get(decision.kind if decision else '', 'is done')}"
        case UseBear(bear=bear, card=card, location=location, to=to, tile=tile, ore=ore):
            target = ""
            if to is not None:
                target = f": their card at location {_at(location)} to location {_at(to)}"
            elif card is not None:  # bear 16 names a bid; 19 a dig, face down to the others
                shown = f" {card}" if bear == 16 or viewer == action.seat else ""
                what = "bid" if bear == 16 else "dig"
                target = f": their {what}{shown} at location {_at(location)}"
            elif tile is not None:
                target = (f": the vein tile on intersection {_at(tile)} of the mine at location "
                          f"{_at(location)}")
            elif ore is not None:
                target = f": {ore}"
            known = critters().get(bear)
            words = f" ({known['text']})" if known and known["kind"] == "bear" else ""
            return f"{name} plays bear {bear}{words}{target}"
        case ExtraIcon(ore=ore):
            return f"{name} (Sly Foxworth) counts one more {ore} icon"
        case BuyLeftover(item=taken, location=location):
            return (f"{name} (Rocky Bandini) claims {item(taken)} at location {_at(location)} "
                    "for 2 coins")
        case ReuseVein(tile=tile):
            return f"{name} (Waldo Nosebeak) takes vein tile {tile}'s bonus again"
    return f"{name}: {type(action).__name__}"
