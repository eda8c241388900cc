"""Every Deep Claim move in table words: names, not seats; places in the mine as a player sees
them, not cell numbers; "1 coin", not "1 coins". A face-down dig's card is named to its owner
only."""

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

ROWS = ("top", "middle", "bottom")  # mine cells 0-8, row by row from the surface
COLUMNS = ("left", "centre", "right")


def count(number: int, thing: str) -> str:
    """ "1 coin", "2 coins"."""
    return f"{number} {thing}{'' if number == 1 else 's'}"


def place(cell: int) -> str:
    return f"{ROWS[cell // 3]} {COLUMNS[cell % 3]}"


def item(name: str) -> str:
    """ "critter:12" -> "critter 12"."""
    return name.replace(":", " ")


def describe(action: Action, names: list[str], viewer: int | None = None) -> str:
    name = names[action.seat]
    match action:
        case PlayDig(card=card, location=location):
            shown = f" {card}" if viewer == action.seat else ""
            return f"{name} deploys a face-down dig{shown} at location {location + 1}"
        case PlayBid(card=card, location=location):
            return f"{name} bids {card} at location {location + 1}"
        case Recruit(item=taken, bear=bear):
            return f"{name} recruits {item(taken)}" + (f" with bear {bear}" if bear else "")
        case Excavate(cells=cells, bear=bear):
            spots = " and ".join(place(c) for c in cells) or "nothing"
            return f"{name} digs {spots}" + (f" with bear {bear}" if bear else "")
        case Forfeit():
            return f"{name} forfeits and takes 2 coins + 2 pickaxes"
        case ChooseMagnate(magnate=magnate):
            return f"{name} keeps magnate {magnate}"
        case DraftContract(contract=contract):
            return f"{name} drafts contract {contract}"
        case TakeIncome(coins=coins, bear=bear):
            return f"{name} takes their income, {count(coins, 'coin')} of the choice" + (
                f", with bear {bear}" if bear else "")
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
        case Fulfil(contract=contract, pay=pay):
            paid = f", paying {', '.join(pay)}" if pay else ""
            return f"{name} fulfils contract {contract}{paid}"
        case Done():
            return f"{name} is done"
        case UseBear(bear=bear):
            return f"{name} plays bear {bear}"
        case ExtraIcon(ore=ore):
            return f"{name} counts one more {ore} icon"
        case BuyLeftover(item=taken, location=location):
            return f"{name} claims {item(taken)} at location {location + 1} for 2 coins"
        case ReuseVein(tile=tile):
            return f"{name} takes vein tile {tile + 1}'s bonus again"
    return f"{name}: {type(action).__name__}"
