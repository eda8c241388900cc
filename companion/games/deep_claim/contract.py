"""Phase V, Contract: "In turn order, beginning with the first player, each player fulfils as
many contracts from their hand as they can afford." "Return ore from your supply matching every
icon printed on it. Take the contract's reward immediately."

Bear 24 pays one icon less; bear 27 lets up to two paid cubes stand for other ores among coal,
silver and gold. Whitey Swanson's "1 VP + 1 resource" per contract asks coins or pickaxe. Hazel
Nutkin's upgrades come "before fulfilling contracts": on her turn, before her first `Fulfil`,
each cube at most once (a coal made silver stays silver). Bears 23 and 25 and Sly Foxworth's
extra icon belong to phase VI (score.py).
"""

from collections import Counter

from companion.errors import IllegalMove
from companion.games.deep_claim import bears
from companion.games.deep_claim.actions import Done, Fulfil, Upgrade
from companion.games.deep_claim.bears import canonical
from companion.games.deep_claim.bonuses import reward
from companion.games.deep_claim.catalog import ORES, contracts
from companion.games.deep_claim.economy import UPGRADES, has_magnate
from companion.games.deep_claim.events import Event, Fulfilled, OreUpgraded
from companion.games.deep_claim.state import Decision, State
from companion.games.deep_claim.steps import Answer, Step, decline, refuse

SPEND = "Spend exactly these from your supply to fulfil the contract."
HAZEL = ("Before fulfilling contracts, upgrades any number of coal or silver one tier each.")


def start(state: State) -> None:
    state.phase = "contract"
    state.queue += [Decision("contract", seat) for seat in state.turn_order()]


def pays(icons: tuple[str, ...], bear: int | None) -> set[tuple[str, ...]]:
    """Every payment that fulfils a contract with these icons (canonical order)."""
    return {canonical(icons)} if bear is None else bears.adjusted(bear, icons)


def normalised(action: Fulfil) -> Fulfil:
    """The same payment written the way the options list it."""
    if action.pay is None or any(o not in ORES for o in action.pay):
        return action
    if action.bear is None:
        icons = contracts().get(action.contract, {}).get("icons", ())
        if canonical(action.pay) == canonical(icons):
            return Fulfil(action.seat, action.contract)
    return Fulfil(action.seat, action.contract, canonical(action.pay), action.bear)


# -- rules -----------------------------------------------------------------------------------------
def in_hand(state: State, decision: Decision, action: Fulfil) -> IllegalMove | None:
    p = state.players[action.seat]
    if action.contract not in p.contracts:
        return refuse("hand", f"contract {action.contract} is not in {p.name}'s hand",
                      "each player fulfils as many contracts from their hand as they can afford")
    return None


def a_payment_it_accepts(state: State, decision: Decision, action: Fulfil) -> IllegalMove | None:
    icons = contracts()[action.contract]["icons"]
    pay = canonical(icons) if action.pay is None else action.pay
    if pay not in pays(icons, action.bear):
        how = "" if action.bear is None else f" with bear {action.bear}"
        return refuse("ore", f"contract {action.contract} asks for {', '.join(icons)}; "
                      f"{', '.join(pay) or 'nothing'} does not pay it{how}", SPEND)
    return None


def in_the_supply(state: State, decision: Decision, action: Fulfil) -> IllegalMove | None:
    p = state.players[action.seat]
    icons = contracts()[action.contract]["icons"]
    pay = icons if action.pay is None else action.pay
    if any(p.supply[o] < n for o, n in Counter(pay).items()):
        return refuse("ore", f"contract {action.contract} asks for {', '.join(icons)} and "
                      f"{p.name} holds {_supply(p.supply)}", SPEND)
    return None


def _supply(supply: dict[str, int]) -> str:
    return ", ".join(f"{n} {o}" for o, n in supply.items() if n) or "no ore"


def magnate_is(name: str, words: str):
    def rule(state: State, decision: Decision, action) -> IllegalMove | None:
        if not has_magnate(state, action.seat, name):
            return refuse("magnate", f"{state.players[action.seat].name} is not {name}", words)
        return None
    rule.__name__ = f"magnate_is_{name.split()[0].lower()}"
    return rule


def not_used_yet(why: str, words: str):
    def rule(state: State, decision: Decision, action) -> IllegalMove | None:
        p = state.players[action.seat]
        if p.ability_used:
            return refuse("magnate", f"{p.name} {why}", words)
        return None
    return rule


def coal_or_silver_not_yet_upgraded(state: State, decision: Decision, action: Upgrade
                                    ) -> IllegalMove | None:
    p = state.players[action.seat]
    if action.ore not in ("coal", "silver"):
        return refuse("upgrade", f"Hazel upgrades coal or silver, not {action.ore}", HAZEL)
    if p.supply[action.ore] <= p.fresh.get(action.ore, 0):
        return refuse("upgrade", f"{p.name} holds no {action.ore} that has not been upgraded "
                      "this turn: each cube moves one tier", HAZEL)
    return None


# -- carrying out ----------------------------------------------------------------------------------
def _candidates(state: State, decision: Decision) -> list:
    seat = decision.seat
    p = state.players[seat]
    found: list = [Done(seat)]
    held = [None] + [b for b in (24, 27) if b in p.critters]
    for number in sorted(set(p.contracts)):
        icons = contracts()[number]["icons"]
        for bear in held:
            found += [Fulfil(seat, number, None if bear is None else pay, bear)
                      for pay in sorted(pays(icons, bear))]
    found += [Upgrade(seat, o) for o in ("coal", "silver")]
    return found


def hazel_upgrade(state: State, action: Upgrade, events: list[Event]) -> None:
    p = state.players[action.seat]
    better = UPGRADES[action.ore]
    p.supply[action.ore] -= 1
    p.supply[better] += 1
    p.fresh[better] = p.fresh.get(better, 0) + 1
    events.append(OreUpgraded(action.seat, action.ore, better))


def fulfil(state: State, action: Fulfil, events: list[Event]) -> list[Decision]:
    p = state.players[action.seat]
    entry = contracts()[action.contract]
    for ore in entry["icons"] if action.pay is None else action.pay:
        p.supply[ore] -= 1
    p.contracts.remove(action.contract)
    p.fulfilled.append(action.contract)
    if has_magnate(state, action.seat, "Hazel Nutkin"):
        p.ability_used = True
    events.append(Fulfilled(action.seat, action.contract, tuple(entry["icons"])))
    pending = reward(state, action.seat, action.contract, events)
    if has_magnate(state, action.seat, "Whitey Swanson"):
        p.award(1, "magnate", f"Whitey Swanson: 1 VP for fulfilling contract {action.contract}")
        pending.append(Decision("resources", action.seat, amount=1))
    return pending


CONTRACT = Step("fulfil contracts", _candidates, {
    Done: Answer((), decline),
    Fulfil: Answer((in_hand, bears.joins_this, a_payment_it_accepts, in_the_supply), fulfil),
    Upgrade: Answer((magnate_is("Hazel Nutkin", HAZEL),
                     not_used_yet("has fulfilled a contract this turn", HAZEL),
                     coal_or_silver_not_yet_upgraded), hazel_upgrade)})
