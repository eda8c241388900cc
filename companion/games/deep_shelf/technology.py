"""Technologies: the Science action's first two steps, the Global Cost Reduction tracks, the
Submarine Board's slots, and the tiles that come free (Crystals, the Deep-Sea Observatory).

Rulebook, "Science Action" and "Technology": discard 1 Kelp ("a player without Kelp may not take
the Science action"), then "Develop up to 2 Technologies, paying for them with Refined Ore held in
your Surface Storage" (Cogent: 1); a tile costs its primary ore (left) and its secondary ores
(right), "secondary costs must also be paid unless global research costs have been reduced";
"The primary cost of a Technology Tile may never reduced by Discount Tokens". The tile goes
into an empty slot of its type; "If the player does not have any open Technology slots, they may
overwrite an existing tile and return the overwritten tile to the Research Board" (on top of its
stack); "High Density Hull is the only Technology Tile that can never be overwritten".

"Global Resource Cost Reduction": the ore spent goes onto the spaces of its track; a cube placed
on a coloured space removes that track's top Discount Token (0, then 1: the discount shown grows
to 1 and then 2); "In a 2-player game, do not place resources onto spaces with a 'Skip Place'
icon". Reading: a cube with no space left goes back to the supply.

Readings: a player develops each technology once (a second copy adds no ability); Purity
Refinement's "reduce your total Ore cost by 1" applies once per Science action, to the first
tile whose cost it lowers, taking a secondary ore first; a Crystal's tile must fit a free slot,
else "they must still choose a Research Track to advance"; Meneswo covers 2 storage spaces for
its extra slot only when no slot of the tile's type is free.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog, economy, exploitation
from companion.games.deep_shelf.actions import Develop
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import add
from companion.games.deep_shelf.events import Developed, Paid
from companion.games.deep_shelf.state import Player, State

UNREMOVABLE = "high-density-hull"
EXTRA = "extra"  # the slot Meneswo makes by covering storage
PROBE_BAY_ADVANCES = 3


def discount(state: State, ore: str) -> int:
    """The discount its track shows: the coloured spaces filled so far."""
    filled = catalog.tracks()["discounts"][ore][:state.discounts[ore]]
    return sum(1 for space in filled if space.get("colour"))


def place_on_track(state: State, ore: str) -> bool:
    """A spent Refined Ore onto its track; True when it lands on a coloured space."""
    track = catalog.tracks()["discounts"][ore]
    at = state.discounts[ore]
    while at < len(track) and len(state.players) == 2 and track[at].get("skip2"):
        at += 1
    if at >= len(track):
        state.discounts[ore] = len(track)
        return False
    state.discounts[ore] = at + 1
    return bool(track[at].get("colour"))


def cost(state: State, tech: str, rebate: int = 0) -> dict[str, int]:
    """What the top tile of a stack costs now, in Refined Ore; `rebate` ore off the total
    (secondary first), to a minimum of 1 (Purity Refinement) or 0 (the Observatory's wild)."""
    info = catalog.technologies()[tech]
    primary, secondary = state.stacks[tech][0]
    secondary = max(0, secondary - discount(state, info.secondary))
    off_secondary = min(rebate, secondary)
    secondary -= off_secondary
    primary -= rebate - off_secondary
    return {info.track: primary, info.secondary: secondary}


def free_slot(player: Player, kind: str) -> bool:
    used = sum(1 for slot, *_ in player.techs.values() if slot == kind)
    if used < catalog.slots()[kind]:
        return True
    return player.covered and all(slot != EXTRA for slot, *_ in player.techs.values())


def placements(player: Player, tech: str) -> list[str]:
    """Where a new tile may go: "" (a free slot), a tile to overwrite, or "storage"."""
    kind = catalog.technologies()[tech].type
    if free_slot(player, kind):
        return [""]
    found = [other for other, (slot, *_) in player.techs.items()
             if slot in (kind, EXTRA) and other != UNREMOVABLE]
    if economy.faction(player).storage_for_slot and not player.covered:
        found.append("storage")
    return found


def refuse_develop(state: State, seat: int, action: Develop, rebate: int) -> None:
    """Every rule a technology's development must pass (with `rebate` ore off)."""
    player = state.players[seat]
    tech = action.tech
    if tech not in catalog.technologies():
        raise IllegalMove("tech-name", f"no technology {tech!r}")
    if player.has(tech):
        raise IllegalMove("tech-owned", f"{player.name} already has "
                          f"{catalog.technologies()[tech].name}")
    if not state.stacks[tech]:
        raise IllegalMove("tech-gone", f"no {catalog.technologies()[tech].name} tile is left "
                          "on the Research Board")
    if action.into not in placements(player, tech):
        raise IllegalMove("tech-slot", _slot_reason(player, action),
                          "If the player does not have any open Technology slots, they may "
                          "overwrite an existing tile")
    price = cost(state, tech, rebate)
    short = {ore: n for ore, n in price.items() if player.storage.get(ore, 0) < n}
    if short:
        need = " and ".join(f"{n} Refined {ore.title()}" for ore, n in price.items() if n)
        raise IllegalMove("tech-cost", f"{catalog.technologies()[tech].name} costs {need} "
                          "from Surface Storage", "paying for them with Refined Ore held in "
                          "your Surface Storage")
    if action.into == "storage":
        cover = economy.faction(player).storage_for_slot
        if economy.room(player) + sum(price.values()) < cover:
            raise IllegalMove("tech-slot", f"covering {cover} storage spaces needs them empty")


def _slot_reason(player: Player, action: Develop) -> str:
    kind = catalog.technologies()[action.tech].type
    if action.into == UNREMOVABLE:
        return "High Density Hull can never be overwritten"
    if action.into == "":
        return f"no {kind} slot is free: overwrite a {kind} tile"
    if action.into == "storage":
        return "only Meneswo covers storage for a slot, once, when no slot is free"
    if free_slot(player, kind):
        return f"a {kind} slot is still free: a tile is overwritten only when none is"
    return f"{action.into!r} is no {kind} tile of {player.name}'s to overwrite"


def develop(state: State, seat: int, action: Develop, rebate: int, events: list,
            free: bool = False) -> None:
    """Pay (unless `free`), place the spent ore on the tracks, slot the tile."""
    player = state.players[seat]
    info = catalog.technologies()[action.tech]
    price = {} if free else cost(state, action.tech, rebate)
    copy_cost = state.stacks[action.tech].pop(0)
    for ore, n in price.items():
        for _ in range(n):
            add(player.storage, ore, -1)
            if place_on_track(state, ore):
                events.append(Paid(seat, f"the {ore.title()} discount is now "
                                   f"{discount(state, ore)}"))
    slot = info.type
    if action.into == "storage":
        player.covered, slot = True, EXTRA
    elif action.into:
        slot = _overwrite(state, seat, action.into, events)
    elif not free_slot_of_type(player, info.type):
        slot = EXTRA
    player.techs[action.tech] = [slot, *copy_cost]
    spent = " and ".join(f"{n} Refined {ore.title()}" for ore, n in price.items() if n)
    events.append(Developed(seat, f"{player.name} develops {info.name}"
                            + (f" for {spent}" if spent else " free")))
    _on_gain(state, seat, action.tech, events)


def free_slot_of_type(player: Player, kind: str) -> bool:
    used = sum(1 for slot, *_ in player.techs.values() if slot == kind)
    return used < catalog.slots()[kind]


def _overwrite(state: State, seat: int, tech: str, events: list) -> str:
    player = state.players[seat]
    slot, primary, secondary = player.techs.pop(tech)
    state.stacks[tech].insert(0, [primary, secondary])
    lost = economy.trim_storage(player)
    events.append(Developed(seat, f"{player.name} returns "
                            f"{catalog.technologies()[tech].name} to the Research Board"
                            + (f", and storage it held goes back: {lost}" if lost else "")))
    return slot


def _on_gain(state: State, seat: int, tech: str, events: list) -> None:
    if tech == "restoration-hub":
        exploitation.lower(state, 1, events)
    elif tech == "probe-bay":
        state.push_now("advance", seat, count=PROBE_BAY_ADVANCES)


class KelpStep(Step):
    """Science step 1: "Discard 1 Kelp from any Surface Storage or any Shelf you control"."""

    name = "kelp"
    automatic = True

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        economy.spend(state, d["seat"], "kelp")
        events.append(Paid(d["seat"], f"{state.players[d['seat']].name} discards 1 Kelp"))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        raise IllegalMove("step", "discarding the Kelp needs no choice")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        raise AssertionError("never legal")


class DevelopStep(Step):
    """Science step 2: develop up to 2 technologies (Cogent: 1)."""

    name = "develop"

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        d["left"] = economy.faction(player).develop
        d["purity"] = player.has("purity-refinement")

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["left"] <= 0:
            return
        player = state.players[d["seat"]]
        for tech, stack in state.stacks.items():
            if stack and not player.has(tech):
                yield from (Develop(d["seat"], tech, into) for into in placements(player, tech))

    def rebate(self, state: State, d: dict[str, Any], tech: str) -> int:
        return 1 if d["purity"] and sum(cost(state, tech).values()) > 1 else 0

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d["left"] <= 0:
            raise IllegalMove("develop-limit", "no more technologies this Science action")
        if action.tech in catalog.technologies():
            refuse_develop(state, d["seat"], action, self.rebate(state, d, action.tech))
        else:
            refuse_develop(state, d["seat"], action, 0)

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        rebate = self.rebate(state, d, action.tech)
        d["purity"] = d["purity"] and not rebate
        d["left"] -= 1
        develop(state, d["seat"], action, rebate, events)


class CrystalStep(Step):
    """A Crystal: "choose and claim an unclaimed Technology Tile that has a current Ore cost of
    1 (taking global discounts into effect), for free"; without room, a research advance."""

    name = "crystal"
    optional = False

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        if not any(True for _ in self.candidates(state, d)):
            state.finish(d)
            state.push_now("advance", d["seat"], count=1)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        player = state.players[d["seat"]]
        for tech, stack in state.stacks.items():
            if stack and not player.has(tech) and sum(cost(state, tech).values()) == 1 \
                    and free_slot(player, catalog.technologies()[tech].type):
                yield Develop(d["seat"], tech, "")

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action not in list(self.candidates(state, d)):
            raise IllegalMove("crystal", "a Crystal gives an unclaimed tile whose current Ore "
                              "cost is 1, into a free slot")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        develop(state, d["seat"], action, 0, events, free=True)


class ObservatoryStep(Step):
    """The Deep-Sea Observatory: "gain 1 wild resource that must be used immediately to purchase
    1 Technology Tile. You may spend additional resources as necessary." (Done: none can be
    afforded, and the wild resource is lost.)"""

    name = "observatory"

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        player = state.players[d["seat"]]
        for tech, stack in state.stacks.items():
            if stack and not player.has(tech):
                yield from (Develop(d["seat"], tech, into) for into in placements(player, tech))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        refuse_develop(state, d["seat"], action, 1)

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        develop(state, d["seat"], action, 1, events)
