"""Every action in the table's words (`Game.describe_action`): locations counted from 1 ("bids 5
at location 2", "a dig at mine 2"), cells by row and column, and nothing `viewer` may not know
(the card of a face-down dig, a drafted contract's number)."""

from companion.games.deep_claim.actions import (
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
from companion.games.deep_claim.bears import BEARS
from companion.games.deep_claim.catalog import magnates
from companion.games.deep_claim.state import State

DONE = {"deploy": "keeps their last card (Pawl Furry declines his seventh)",
        "deploy_extra": "plays no second card", "contract": "ends their Contract turn",
        "rocky": "claims no unbought card", "waldo": "reactivates no vein tile",
        "score": "is ready for the scoring", "swap": "keeps their supply"}


def _cells(cells: tuple[int, ...]) -> str:
    return "; ".join(f"row {c // 3 + 1}, column {c % 3 + 1}" for c in cells)


def _item(item: str) -> str:
    return item.replace(":", " ")


def _at(location: object) -> object:
    """A location as the table counts it (the action may name one that does not exist)."""
    return location + 1 if isinstance(location, int) else location


def describe(state: State, action, viewer: int | None) -> str:
    seat = action.seat
    name = state.players[seat].name if 0 <= seat < len(state.players) else f"seat {seat}"
    decision = state.queue[0] if state.queue else None
    where = None if decision is None else _at(decision.location)
    match action:
        case ChooseMagnate(magnate=magnate):
            return f"{name} keeps {magnates()[magnate]['name']}"
        case DraftContract(contract=contract):
            what = f"contract {contract}" if viewer == action.seat else "a contract"
            return f"{name} drafts {what}"
        case PlayBid(card=card, location=location):
            return f"{name} bids {card} at location {_at(location)}"
        case PlayDig(card=card, location=location):
            shown = f" (card {card})" if viewer == action.seat else ""
            return f"{name} deploys a face-down dig{shown} at mine {_at(location)}"
        case TakeIncome(coins=coins, bear=bear):
            doubled = " doubled by bear 30" if bear else ""
            return f"{name} takes their income{doubled}, {coins} of its choice as coins"
        case Activate(card=card, skip=True):
            return f"{name} declines beaver {card}"
        case Activate(card=card, coins=coins, ores=ores):
            parts = ([f"{coins} as coins"] if coins else []) + ([", ".join(ores)] if ores else [])
            return f"{name} activates beaver {card}" + (f" ({'; '.join(parts)})" if parts else "")
        case Recruit(item=item, bear=bear):
            paying = " paying nothing (bear 29)" if bear else ""
            at = f" from location {where}" if where else ""
            return f"{name} takes {_item(item)}{at}{paying}"
        case Excavate(cells=cells, bear=bear):
            free = " at no cost (bear 18)" if bear else ""
            at = f" of mine {where}" if where else ""
            return f"{name} digs {_cells(cells)}{at}{free}"
        case Forfeit():
            if where is None:
                return f"{name} forfeits"
            what = "dig at mine" if decision.kind == "dig" else "bid at location"
            return f"{name} forfeits their {what} {where}"
        case DiscardOre(ore=ore):
            return f"{name} discards a {ore}"
        case TakeOre(ore=ore):
            return f"{name} takes 1 {ore}"
        case Upgrade(ore=ore):
            return f"{name} upgrades a {ore}"
        case TakeResources(coins=coins):
            return f"{name} takes {coins} of the resources as coins"
        case Fulfil(contract=contract, pay=pay, bear=bear):
            paying = "" if pay is None else f" paying {', '.join(pay) or 'nothing'}"
            with_bear = f" with bear {bear}" if bear else ""
            return f"{name} fulfils contract {contract}{paying}{with_bear}"
        case Done():
            return f"{name} {DONE.get(decision.kind if decision else '', 'is done')}"
        case UseBear(bear=bear, card=card, location=location, to=to, tile=tile, ore=ore):
            target = ""
            if to is not None:
                target = f": their card {card} from location {_at(location)} to {_at(to)}"
            elif card is not None:
                target = f": their card {card} at location {_at(location)}"
            elif tile is not None:
                target = f": intersection {_at(tile)} of mine {_at(location)}"
            elif ore is not None:
                target = f": {ore}"
            words = BEARS[bear].words if bear in BEARS else "?"
            return f"{name} discards bear {bear} ({words}){target}"
        case ExtraIcon(ore=ore):
            return f"{name} (Sly Foxworth) counts one more {ore} icon"
        case BuyLeftover(item=item, location=location):
            return (f"{name} (Rocky Bandini) buys {_item(item)} left at location "
                    f"{_at(location)} for 2 coins")
        case ReuseVein(tile=tile):
            return f"{name} (Waldo Nosebeak) reactivates vein tile {tile}"
    return f"{name}: {type(action).__name__}"
