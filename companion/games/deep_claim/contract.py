"""Phase V, Contract: "In turn order, beginning with the first player, each player fulfils as
many contracts from their hand as they can afford." "Return ore from your supply matching every
icon printed on it. Take the contract's reward immediately."

Bear 24 pays one icon less; bear 27 lets up to two paid cubes stand for other ores among coal,
silver and gold. Readings: bears 23 and 25 ("count as having more icons" in phase VI) are played
on the holder's Contract turn and count in this season's score, since scoring itself asks
nothing of the players. Whitey Swanson's "1 VP + 1 resource" per contract asks coins or pickaxe.
Sly Foxworth names his extra icon (`ExtraIcon`) on his Contract turn too. Hazel Nutkin's
upgrades come "before fulfilling contracts": on his turn, before his first `Fulfil`, each cube
at most once (a coal made silver stays silver).
"""

from collections import Counter
from itertools import combinations, product

from companion.games.deep_claim.actions import Done, ExtraIcon, Fulfil, Upgrade, UseBear
from companion.games.deep_claim.bonuses import reward
from companion.games.deep_claim.catalog import ORES, contracts
from companion.games.deep_claim.economy import UPGRADES, has_magnate
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import State

CHEAP = ("coal", "silver", "gold")


def start(state: State) -> None:
    state.phase = "contract"
    state.queue += [("contract", seat) for seat in state.turn_order()]


def canonical(pay: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(pay, key=ORES.index))


def _covers(supply: dict[str, int], pay: tuple[str, ...]) -> bool:
    return all(supply[o] >= n for o, n in Counter(pay).items())


def pays(icons: tuple[str, ...], bear: int | None) -> set[tuple[str, ...]]:
    """Every payment that fulfils a contract with these icons (canonical order)."""
    if bear is None:
        return {canonical(icons)}
    if bear == 24:
        return {canonical(icons[:i] + icons[i + 1:]) for i in range(len(icons))}
    found = set()
    swappable = [i for i, o in enumerate(icons) if o in CHEAP]
    for size in (1, 2):
        for where in combinations(swappable, size):
            for ores in product(CHEAP, repeat=size):
                pay = list(icons)
                for i, ore in zip(where, ores, strict=True):
                    pay[i] = ore
                if tuple(pay) != icons:
                    found.add(canonical(tuple(pay)))
    found.discard(canonical(icons))
    return found


def options(state: State, decision: tuple) -> list:
    seat = decision[1]
    p = state.players[seat]
    found: list = [Done(seat)]
    bears = [None] + [b for b in (24, 27) if b in p.critters]
    for number in sorted(set(p.contracts)):
        icons = contracts()[number]["icons"]
        for bear in bears:
            for pay in sorted(pays(icons, bear)):
                if _covers(p.supply, pay):
                    found.append(Fulfil(seat, number, None if bear is None else pay, bear))
    if 23 in p.critters:
        found += [UseBear(seat, 23, ore=o) for o in CHEAP]
    if 25 in p.critters:
        found.append(UseBear(seat, 25))
    if not p.ability_used and has_magnate(state, seat, "Sly Foxworth"):
        found += [ExtraIcon(seat, o) for o in ORES]
    if not p.ability_used and has_magnate(state, seat, "Hazel Nutkin"):
        found += [Upgrade(seat, o) for o in ("coal", "silver")
                  if p.supply[o] > p.fresh.get(o, 0)]
    return found


def extra_icon(state: State, action: ExtraIcon, events: list[Event]) -> None:
    p = state.players[action.seat]
    p.boosts[action.ore] = p.boosts.get(action.ore, 0) + 1
    p.ability_used = True


def hazel_upgrade(state: State, action: Upgrade, events: list[Event]) -> None:
    p = state.players[action.seat]
    better = UPGRADES[action.ore]
    p.supply[action.ore] -= 1
    p.supply[better] += 1
    p.fresh[better] = p.fresh.get(better, 0) + 1
    events.append(Event("upgrade", action.seat, f"{p.name} upgrades a {action.ore} to {better}"))


def normalised(action: Fulfil) -> Fulfil:
    """The same payment written the way `options` lists it."""
    if action.pay is None:
        return action
    if action.bear is None:
        icons = contracts().get(action.contract, {}).get("icons", ())
        if canonical(action.pay) == canonical(icons):
            return Fulfil(action.seat, action.contract)
    return Fulfil(action.seat, action.contract, canonical(action.pay), action.bear)


def fulfil(state: State, action: Fulfil, events: list[Event]) -> list[tuple]:
    p = state.players[action.seat]
    entry = contracts()[action.contract]
    for ore in entry["icons"] if action.pay is None else action.pay:
        p.supply[ore] -= 1
    p.contracts.remove(action.contract)
    p.fulfilled.append(action.contract)
    if has_magnate(state, action.seat, "Hazel Nutkin"):
        p.ability_used = True
    events.append(Event("fulfil", action.seat, f"{p.name} fulfils contract {action.contract} "
                        f"({', '.join(entry['icons'])})"))
    pending = reward(state, action.seat, entry["reward"], events)
    if has_magnate(state, action.seat, "Whitey Swanson"):
        p.vp += 1
        pending.append(("resources", action.seat, 1))
    return pending


def boost(state: State, action: UseBear, events: list[Event]) -> None:
    """Bear 23: 2 more icons of one ore (not diamond); bear 25: 1 more diamond icon."""
    boosts = state.players[action.seat].boosts
    ore, extra = (action.ore, 2) if action.bear == 23 else ("diamond", 1)
    boosts[ore] = boosts.get(ore, 0) + extra
