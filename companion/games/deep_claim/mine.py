"""Phase IV, Mine: each mine from the top, its face-down digs turned up and "arranged from
lowest value to highest. Cards of equal value keep the order they were dealt, so the one played
earlier sits first."

A dig places miners on undug ore as the card's pattern allows, pays "the toll of the deepest row
you reach, plus 1 more pickaxe for every ore after the first", and takes the ore; or forfeits
for 2 coins + 2 pickaxes. Vein tiles its miners surround are awarded (veins.py).
"Miners 8 each, retrieved every round": a player places at most eight miners a season.
"You may never hold more than ten. To take an eleventh, discard one first": a dig that would
take the supply past ten ore is refused, and the player whose dig resolves may first discard
(`DiscardOre`) as many ore as the dig needs room for (reading: only then, so a discard always
makes room for ore the card could dig).
"""

from functools import cache

from companion.errors import IllegalMove
from companion.games.deep_claim import bears, veins
from companion.games.deep_claim.actions import DiscardOre, Excavate, Forfeit
from companion.games.deep_claim.cards import (
    NEUTRAL_CELL,
    PATTERN_TEXT,
    dig_cost,
    placements,
    sorted_placements,
)
from companion.games.deep_claim.catalog import ORES, mines
from companion.games.deep_claim.economy import forfeit_card, has_magnate
from companion.games.deep_claim.events import DigsRevealed, Dug, Event, OreDiscarded
from companion.games.deep_claim.state import EMPTY, SUPPLY_CAP, Decision, Dig, State
from companion.games.deep_claim.steps import Answer, Step, refuse
from companion.games.deep_claim.words import place

SUPPLY = "you may never hold more than ten. To take an eleventh, discard one first."
MINERS = "Miners 8 each, retrieved every round"
MINERS_EACH = 8
TOLL = ("spend pickaxes equal to the toll of the deepest row you reach, plus 1 more pickaxe for "
        "every ore after the first that you dig up")


def start(state: State) -> None:
    state.phase = "mine"
    state.revealed = 0


def next_decision(state: State, events: list[Event]) -> bool:
    """Queues the next dig, turning the next pile face up when a mine is done."""
    while True:
        if state.revealed:
            index = state.revealed - 1
            loc = state.locations[index]
            if loc.digs:
                state.queue.append(Decision("dig", loc.digs[0].seat, index))
                return True
        if state.revealed == len(state.locations):
            return False
        loc = state.locations[state.revealed]
        loc.digs.sort(key=Dig.order)
        state.revealed += 1
        if loc.digs:
            events.append(DigsRevealed(location=state.revealed - 1,
                                       digs=tuple((d.seat, d.card) for d in loc.digs)))


def miners_left(state: State, seat: int) -> int:
    """Miners `seat` has not placed on the mountain this season."""
    return MINERS_EACH - sum(loc.cells.count(seat) for loc in state.locations)


def resolving(state: State, decision: Decision) -> Dig:
    """The dig at the front of the mine resolving now."""
    return state.locations[decision.location].digs[0]


def cost(state: State, seat: int, cells: tuple[int, ...]) -> int:
    return dig_cost(cells, *_toll_rules(state, seat))


def _toll_rules(state: State, seat: int) -> tuple[int | None, bool]:
    flat = 2 if has_magnate(state, seat, "Miles Molesworth") else None
    return flat, not has_magnate(state, seat, "Hugh Pottamus")


# -- rules -----------------------------------------------------------------------------------------
def cells_of_a_mine(state: State, decision: Decision, action: Excavate) -> IllegalMove | None:
    cells = action.cells
    if not cells or any(not isinstance(c, int) or not 0 <= c < 9 for c in cells) \
            or len(set(cells)) != len(cells):
        return refuse("cells", "a dig names the cells of its miners, each once: 0 to 8, row by "
                      "row from the surface; it places at least one miner, or forfeits")
    return None


def not_the_neutral_cell(state: State, decision: Decision, action: Excavate
                         ) -> IllegalMove | None:
    if NEUTRAL_CELL in action.cells:
        return refuse("neutral", "the neutral miner stands on the centre cell",
                      "That cell cannot be dug, but it counts toward surrounding vein tiles and "
                      "belongs to nobody.")
    return None


def undug(state: State, decision: Decision, action: Excavate) -> IllegalMove | None:
    cells = state.locations[decision.location].cells
    dug = [c for c in action.cells if cells[c] != EMPTY]
    if dug:
        return refuse("dug", f"the {place(dug[0])} cell of the mine at location "
                      f"{decision.location + 1} is dug already",
                      "Miners may only go on ore nobody has dug yet.")
    return None


def fits_the_pattern(state: State, decision: Decision, action: Excavate) -> IllegalMove | None:
    card = resolving(state, decision).card
    if action.cells not in placements(card):
        return refuse("pattern", f"card {card} digs {PATTERN_TEXT[card]}; those cells do not "
                      "fit its pattern", "A player may place fewer miners than the card shows")
    return None


def miners_to_place(state: State, decision: Decision, action: Excavate) -> IllegalMove | None:
    left = miners_left(state, action.seat)
    if len(action.cells) > left:
        return refuse("miners", f"{state.players[action.seat].name} has {left} of their 8 "
                      f"miners left this season, not {len(action.cells)}", MINERS)
    return None


def room_in_supply(state: State, decision: Decision, action: Excavate) -> IllegalMove | None:
    p = state.players[action.seat]
    if p.ore_total() + len(action.cells) > SUPPLY_CAP:
        return refuse("supply", f"{p.name} holds {p.ore_total()} ore", SUPPLY)
    return None


def pays_the_toll(state: State, decision: Decision, action: Excavate) -> IllegalMove | None:
    p = state.players[action.seat]
    toll = bears.adjusted(action.bear, cost(state, action.seat, action.cells))
    if toll > p.pickaxes:
        return refuse("toll", f"that dig costs {toll} pickaxes and {p.name} has {p.pickaxes}",
                      TOLL)
    return None


def holds_the_ore(state: State, decision: Decision, action: DiscardOre) -> IllegalMove | None:
    p = state.players[action.seat]
    if action.ore not in ORES or not p.supply[action.ore]:
        return refuse("ore", f"{p.name} holds no {action.ore} to discard", SUPPLY)
    return None


def makes_room(state: State, decision: Decision, action: DiscardOre) -> IllegalMove | None:
    """A discard makes room for ore this dig could take."""
    p = state.players[action.seat]
    card = resolving(state, decision).card
    most = min(max(len(cells) for cells in placements(card)), miners_left(state, action.seat))
    room = SUPPLY_CAP - p.ore_total()
    if room >= most:
        return refuse("discard", f"{p.name} holds {p.ore_total()} ore, room for the {most} "
                      f"their dig {card} may take: discard only to make room", SUPPLY)
    return None


# -- carrying out ----------------------------------------------------------------------------------
@cache
def _excavate(seat: int, cells: tuple[int, ...], bear: int | None) -> Excavate:
    return Excavate(seat, cells, bear)


def _candidates(state: State, decision: Decision) -> list:
    seat = decision.seat
    found: list = [Forfeit(seat)] + [DiscardOre(seat, o) for o in ORES]
    bear_18 = (None, 18) if 18 in state.players[seat].critters else (None,)
    for cells in sorted_placements(resolving(state, decision).card):
        found += [_excavate(seat, cells, bear) for bear in bear_18]
    return found


def discard(state: State, action: DiscardOre, events: list[Event]) -> None:
    state.players[action.seat].supply[action.ore] -= 1
    events.append(OreDiscarded(action.seat, action.ore))


def forfeit(state: State, action: Forfeit, events: list[Event]) -> None:
    index = state.queue.pop(0).location
    card = state.locations[index].digs.pop(0).card
    forfeit_card(state, action.seat, card, True, events)


def excavate(state: State, action: Excavate, events: list[Event]) -> list[Decision]:
    """Digs; returns the choices any vein tile bonus asks for."""
    index = state.queue.pop(0).location
    loc = state.locations[index]
    card = loc.digs.pop(0).card
    p = state.players[action.seat]
    p.hand.append(card)
    paid = bears.adjusted(action.bear, cost(state, action.seat, action.cells))
    p.pickaxes -= paid
    grid = mines()[loc.mine]
    for cell in action.cells:
        loc.cells[cell] = action.seat
        p.supply[grid[cell]] += 1
        if grid[cell] == "diamond" and has_magnate(state, action.seat, "Miles Molesworth"):
            p.award(1, "magnate", f"Miles Molesworth: 1 VP for a diamond dug at location "
                    f"{index + 1} in season {state.season}")
    events.append(Dug(action.seat, card, index, tuple(grid[c] for c in action.cells), paid))
    return veins.touched(state, index, action.cells, events)


DIG = Step("resolve their dig", _candidates, {
    Forfeit: Answer((), forfeit),
    DiscardOre: Answer((holds_the_ore, makes_room), discard),
    Excavate: Answer((cells_of_a_mine, not_the_neutral_cell, undug, fits_the_pattern,
                      miners_to_place, room_in_supply, bears.joins_this, pays_the_toll),
                     excavate)})
