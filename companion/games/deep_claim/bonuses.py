"""Vein tile bonuses and contract rewards, and the small choices they ask for (which ore to
take or upgrade, which beaver to activate again, how to split resources)."""

from companion.errors import IllegalMove
from companion.games.deep_claim.actions import DiscardOre, Done, TakeOre, TakeResources, Upgrade
from companion.games.deep_claim.catalog import ORES, contracts, critter_kind, vein_tiles
from companion.games.deep_claim.economy import UPGRADES, draw_contract, gain, gain_ore
from companion.games.deep_claim.events import (
    Event,
    OreLetGo,
    OreSwapped,
    OreTaken,
    OreUpgraded,
    ResourcesTaken,
)
from companion.games.deep_claim.state import Decision, State
from companion.games.deep_claim.steps import Answer, Step, refuse

SWAP_WORDS = "Ore supply 10 cubes - discard one to swap in a new one"
UPGRADE_WORDS = ("Move one ore in your supply up a tier: coal becomes silver, silver becomes "
                 "gold. Never to diamond.")


def upgradable(state: State, seat: int) -> bool:
    return any(state.players[seat].supply[o] for o in UPGRADES)


def vein_bonus(state: State, seat: int, tile: int, events: list[Event], how: str = " claimed"
               ) -> list[Decision]:
    """Applies the bonus of vein tile `tile` (`how` it was won, for the VP's sentence); returns
    the choices it still asks of the player."""
    p = state.players[seat]
    bonus = vein_tiles()[tile]
    if bonus == "coins3":
        gain(p, coins=3)
    elif bonus == "pickaxes3":
        gain(p, pickaxes=3)
    elif bonus == "coins2_pickaxes2":
        gain(p, 2, 2)
    elif bonus == "vp2":
        p.award(2, "vein", f"Vein tile {tile}{how}: its bonus of 2 VP")
    elif bonus == "gold":
        return gain_ore(state, seat, "gold")
    elif bonus == "contract":
        draw_contract(state, seat, events)
    elif bonus == "coal_or_silver":
        return [Decision("take_ore", seat)]
    elif bonus == "upgrade":
        return [Decision("upgrade", seat)] if upgradable(state, seat) else []
    elif bonus == "beaver":
        owned = tuple(n for n in p.critters if critter_kind(n) == "beaver")
        return [Decision("beaver", seat, beavers=owned)] if owned else []
    return []


def reward(state: State, seat: int, contract: int, events: list[Event]) -> list[Decision]:
    """A fulfilled contract's reward: "paid the moment you fulfil the contract"."""
    p = state.players[seat]
    prize = contracts()[contract]["reward"]
    icons = ", ".join(contracts()[contract]["icons"])
    p.award(prize.get("vp", 0), "contract", f"Contract {contract} ({icons}) fulfilled: its "
            "reward")
    gain(p, prize.get("coins", 0), prize.get("pickaxes", 0))
    pending = []
    for ore, count in prize.get("ore", {}).items():
        pending += gain_ore(state, seat, ore, count)
    for _ in range(prize.get("contract", 0)):
        draw_contract(state, seat, events)
    return pending + [Decision("upgrade", seat)] * prize.get("upgrade", 0)


# -- the rules of the choices --------------------------------------------------------------------
def coal_or_silver(state: State, decision: Decision, action: TakeOre) -> IllegalMove | None:
    if action.ore not in ("coal", "silver"):
        return refuse("ore", f"the vein tile gives 1 coal or 1 silver, not {action.ore}",
                      "Gain 1 coal or 1 silver")
    return None


def upgrades_a_tier(state: State, decision: Decision, action: Upgrade) -> IllegalMove | None:
    if action.ore not in UPGRADES:
        return refuse("upgrade", f"a {action.ore} cannot be upgraded", UPGRADE_WORDS)
    return None


def holds_the_ore(state: State, decision: Decision, action: Upgrade) -> IllegalMove | None:
    p = state.players[action.seat]
    if not p.supply[action.ore]:
        return refuse("ore", f"{p.name} holds no {action.ore} to upgrade", UPGRADE_WORDS)
    return None


def holds_one_to_discard(state: State, decision: Decision, action: DiscardOre
                         ) -> IllegalMove | None:
    p = state.players[action.seat]
    if action.ore not in ORES or not p.supply[action.ore]:
        return refuse("ore", f"{p.name} holds no {action.ore} to discard", SWAP_WORDS)
    return None


def split_of_resources(state: State, decision: Decision, action: TakeResources
                       ) -> IllegalMove | None:
    if not 0 <= action.coins <= decision.amount:
        return refuse("resources", f"{decision.amount} resources of your choice: 0 to "
                      f"{decision.amount} of them coins, the rest pickaxes, not {action.coins} "
                      "coins", "Gain the indicated number of resources, choosing coins or "
                      "pickaxes freely.")
    return None


# -- carrying out ---------------------------------------------------------------------------------
def take_ore(state: State, action: TakeOre, events: list[Event]) -> list[Decision]:
    state.queue.pop(0)
    events.append(OreTaken(action.seat, action.ore))
    return gain_ore(state, action.seat, action.ore)


def swap(state: State, action: DiscardOre, events: list[Event]) -> None:
    """Discards `action.ore` to take the ore that arrived at a full supply."""
    taken = state.queue.pop(0).ore
    supply = state.players[action.seat].supply
    supply[action.ore] -= 1
    supply[taken] += 1
    events.append(OreSwapped(action.seat, action.ore, taken))


def let_go(state: State, action: Done, events: list[Event]) -> None:
    events.append(OreLetGo(action.seat, state.queue.pop(0).ore))


def upgrade(state: State, action: Upgrade, events: list[Event]) -> None:
    state.queue.pop(0)
    supply = state.players[action.seat].supply
    supply[action.ore] -= 1
    supply[UPGRADES[action.ore]] += 1
    events.append(OreUpgraded(action.seat, action.ore, UPGRADES[action.ore]))


def take_resources(state: State, action: TakeResources, events: list[Event]) -> None:
    decision = state.queue.pop(0)
    pickaxes = decision.amount - action.coins
    gain(state.players[action.seat], action.coins, pickaxes)
    events.append(ResourcesTaken(action.seat, action.coins, pickaxes))


TAKE_ORE = Step("choose 1 coal or 1 silver",
                lambda state, d: [TakeOre(d.seat, "coal"), TakeOre(d.seat, "silver")],
                {TakeOre: Answer((coal_or_silver,), take_ore)})
UPGRADE = Step("upgrade an ore",
               lambda state, d: [Upgrade(d.seat, o) for o in ORES],
               {Upgrade: Answer((upgrades_a_tier, holds_the_ore), upgrade)})
SWAP = Step("discard an ore to take the new one, or let it go",
            lambda state, d: [DiscardOre(d.seat, o) for o in ORES] + [Done(d.seat)],
            {DiscardOre: Answer((holds_one_to_discard,), swap), Done: Answer((), let_go)})
RESOURCES = Step("choose coins or pickaxes",
                 lambda state, d: [TakeResources(d.seat, c) for c in range(d.amount + 1)],
                 {TakeResources: Answer((split_of_resources,), take_resources)})
