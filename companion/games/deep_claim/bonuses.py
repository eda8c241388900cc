"""Vein tile bonuses and contract rewards, and the small choices they ask for (which ore to
take or upgrade, which beaver to activate again, how to split resources)."""

from companion.games.deep_claim.actions import TakeOre, TakeResources, Upgrade
from companion.games.deep_claim.catalog import critter_kind
from companion.games.deep_claim.economy import UPGRADES, draw_contract, gain, gain_ore
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import State

VEIN_TEXT = {"coins3": "3 coins", "pickaxes3": "3 pickaxes", "coins2_pickaxes2":
             "2 coins and 2 pickaxes", "vp2": "2 VP", "coal_or_silver": "1 coal or 1 silver",
             "gold": "1 gold", "upgrade": "an upgrade", "contract": "a contract",
             "beaver": "a beaver activated again"}


def upgradable(state: State, seat: int) -> bool:
    return any(state.players[seat].supply[o] for o in UPGRADES)


def vein_bonus(state: State, seat: int, bonus: str, events: list[Event]) -> list[tuple]:
    """Applies a vein tile bonus; returns the choices it still asks of the player."""
    p = state.players[seat]
    if bonus == "coins3":
        gain(p, coins=3)
    elif bonus == "pickaxes3":
        gain(p, pickaxes=3)
    elif bonus == "coins2_pickaxes2":
        gain(p, 2, 2)
    elif bonus == "vp2":
        p.vp += 2
    elif bonus == "gold":
        gain_ore(p, "gold")
    elif bonus == "contract":
        draw_contract(state, seat, events)
    elif bonus == "coal_or_silver":
        return [("take_ore", seat)]
    elif bonus == "upgrade":
        return [("upgrade", seat)] if upgradable(state, seat) else []
    elif bonus == "beaver":
        owned = tuple(n for n in p.critters if critter_kind(n) == "beaver")
        return [("beaver", seat, owned)] if owned else []
    return []


def reward(state: State, seat: int, prize: dict, events: list[Event]) -> list[tuple]:
    """A fulfilled contract's reward: "paid the moment you fulfil the contract"."""
    p = state.players[seat]
    p.vp += prize.get("vp", 0)
    gain(p, prize.get("coins", 0), prize.get("pickaxes", 0))
    for ore, count in prize.get("ore", {}).items():
        gain_ore(p, ore, count)
    for _ in range(prize.get("contract", 0)):
        draw_contract(state, seat, events)
    return [("upgrade", seat)] * prize.get("upgrade", 0)


def choice_options(state: State, decision: tuple) -> list:
    kind, seat = decision[0], decision[1]
    supply = state.players[seat].supply
    if kind == "take_ore":
        return [TakeOre(seat, "coal"), TakeOre(seat, "silver")]
    if kind == "upgrade":
        return [Upgrade(seat, o) for o in UPGRADES if supply[o]]
    return [TakeResources(seat, c) for c in range(decision[2] + 1)]


def take_choice(state: State, action: TakeOre | Upgrade | TakeResources,
                events: list[Event]) -> None:
    decision = state.queue.pop(0)
    p = state.players[action.seat]
    if isinstance(action, TakeOre):
        gain_ore(p, action.ore)
        text = f"takes 1 {action.ore}"
    elif isinstance(action, Upgrade):
        p.supply[action.ore] -= 1
        p.supply[UPGRADES[action.ore]] += 1
        text = f"upgrades a {action.ore} to {UPGRADES[action.ore]}"
    else:
        gain(p, action.coins, decision[2] - action.coins)
        text = f"takes {action.coins} coins and {decision[2] - action.coins} pickaxes"
    events.append(Event("choice", action.seat, f"{p.name} {text}"))
