"""Phase II, Income: "First they take the income printed on the card they kept ... Then they
activate every beaver they have recruited, one after another, in whatever order they like."

Bear 30 doubles the kept income, bear 17 activates all beavers again; Peter Critter's kept
income is always doubled; Pawl Furry gains 4 resources of his choice; Hazel Nutkin 1 coal;
Waldo Nosebeak "may reactivate 1 of his used vein tiles" (reading: one he claimed, after his
beavers).
"""

from companion.games.deep_claim import beavers
from companion.games.deep_claim.actions import Activate, Done, ReuseVein, TakeIncome, UseBear
from companion.games.deep_claim.bonuses import vein_bonus
from companion.games.deep_claim.cards import INCOME
from companion.games.deep_claim.catalog import critter_kind
from companion.games.deep_claim.economy import gain, gain_ore, has_magnate
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import State


def start(state: State) -> None:
    state.phase = "income"
    state.queue += [("income", seat) for seat in state.turn_order()]


def kept_card(state: State, seat: int) -> int | None:
    hand = state.players[seat].hand
    return hand[0] if len(hand) == 1 else None


def _income(state: State, seat: int, bear: int | None) -> tuple[int, int, int]:
    """(coins, pickaxes, resources of choice) this seat is owed."""
    kept = kept_card(state, seat)
    coins, pickaxes, choice = INCOME[kept] if kept is not None else (0, 0, 0)
    times = (2 if bear == 30 else 1) * (2 if has_magnate(state, seat, "Peter Critter") else 1)
    extra = 4 if has_magnate(state, seat, "Pawl Furry") else 0
    return coins * times, pickaxes * times, choice * times + extra


def options(state: State, decision: tuple) -> list:
    seat = decision[1]
    bears = [None]
    if 30 in state.players[seat].critters and kept_card(state, seat) is not None:
        bears.append(30)
    return [TakeIncome(seat, c, bear) for bear in bears
            for c in range(_income(state, seat, bear)[2] + 1)]


def take(state: State, action: TakeIncome, events: list[Event]) -> None:
    p = state.players[action.seat]
    coins, pickaxes, choice = _income(state, action.seat, action.bear)
    gain(p, coins + action.coins, pickaxes + choice - action.coins)
    if has_magnate(state, action.seat, "Hazel Nutkin"):
        gain_ore(p, "coal")
    events.append(Event("income", action.seat, f"{p.name} takes income: "
                        f"{coins + action.coins} coins, {pickaxes + choice - action.coins} "
                        "pickaxes"))
    state.queue.pop(0)
    if has_magnate(state, action.seat, "Waldo Nosebeak") and p.veins:
        state.queue.insert(0, ("waldo", action.seat))
    owned = tuple(n for n in p.critters if critter_kind(n) == "beaver")
    if owned:
        state.queue.insert(0, ("beavers", action.seat, owned))


def waldo_options(state: State, decision: tuple) -> list:
    seat = decision[1]
    return [Done(seat)] + [ReuseVein(seat, t) for t in sorted(set(state.players[seat].veins))]


def reuse_vein(state: State, action: ReuseVein, events: list[Event]) -> list[tuple]:
    from companion.games.deep_claim.catalog import vein_tiles

    state.queue.pop(0)
    events.append(Event("vein", action.seat, f"{state.players[action.seat].name} reactivates "
                        f"vein tile {action.tile}"))
    return vein_bonus(state, action.seat, vein_tiles()[action.tile], events)


def beaver_options(state: State, decision: tuple) -> list:
    kind, seat, cards = decision
    found = [a for card in sorted(set(cards)) for a in beavers.options(state, seat, card)]
    if kind == "beavers" and 17 in state.players[seat].critters:
        found.append(UseBear(seat, 17))
    return found


def activate(state: State, action: Activate, events: list[Event]) -> None:
    kind, seat, cards = state.queue.pop(0)
    beavers.activate(state, action, events)
    if kind == "beavers":
        rest = list(cards)
        rest.remove(action.card)
        if rest:
            state.queue.insert(0, (kind, seat, tuple(rest)))


def again(state: State, action: UseBear, events: list[Event]) -> None:
    """Bear 17: "Activate all your beavers again"."""
    kind, seat, cards = state.queue.pop(0)
    owned = tuple(n for n in state.players[seat].critters if critter_kind(n) == "beaver")
    state.queue.insert(0, (kind, seat, cards + owned))
