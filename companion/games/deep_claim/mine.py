"""Phase IV, Mine: each mine from the top, its face-down digs turned up and "arranged from
lowest value to highest. Cards of equal value keep the order they were dealt, so the one played
earlier sits first."

A dig places miners on undug ore as the card's pattern allows, pays "the toll of the deepest row
you reach, plus 1 more pickaxe for every ore after the first", and takes the ore; or forfeits
for 2 coins + 2 pickaxes. "A vein tile is awarded the moment all four cells around it hold
miners - neutral miners count. Whoever has the most miners among those four cells claims it ...
If two players tie, both take the bonus and the vein tile is discarded."
Reading: a dig that would take the supply past ten ore is refused ("To take an eleventh,
discard one first"): the player discards (`DiscardOre`) before digging.
"""

from collections import Counter
from functools import cache

from companion.games.deep_claim.actions import DiscardOre, Excavate, Forfeit
from companion.games.deep_claim.bonuses import VEIN_TEXT, vein_bonus
from companion.games.deep_claim.cards import INTERSECTIONS, dig_cost, sorted_placements
from companion.games.deep_claim.catalog import ORES, mines, vein_tiles
from companion.games.deep_claim.economy import forfeit_card, has_magnate
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import EMPTY, NEUTRAL, SUPPLY_CAP, State


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
                state.queue.append(("dig", loc.digs[0][2], index))
                return True
        if state.revealed == len(state.locations):
            return False
        loc = state.locations[state.revealed]
        loc.digs.sort()
        state.revealed += 1
        if loc.digs:
            line = ", ".join(f"{state.players[s].name} {card}" for _, _, s, card in loc.digs)
            events.append(Event("reveal", None, f"location {state.revealed}'s digs, in order: "
                                f"{line}"))


def cost(state: State, seat: int, cells: tuple[int, ...]) -> int:
    return dig_cost(cells, *_toll_rules(state, seat))


def _toll_rules(state: State, seat: int) -> tuple[int | None, bool]:
    flat = 2 if has_magnate(state, seat, "Miles Molesworth") else None
    return flat, not has_magnate(state, seat, "Hugh Pottamus")


@cache
def _excavate(seat: int, cells: tuple[int, ...], bear: int | None) -> Excavate:
    return Excavate(seat, cells, bear)


def options(state: State, decision: tuple) -> list:
    seat, index = decision[1], decision[2]
    p = state.players[seat]
    loc = state.locations[index]
    card = loc.digs[0][3]
    room = SUPPLY_CAP - p.ore_total()
    found: list = [Forfeit(seat)]
    if room == 0:
        found += [DiscardOre(seat, o) for o in ORES if p.supply[o]]
    free = 18 in p.critters
    rules = _toll_rules(state, seat)
    cells_now = loc.cells
    for cells in sorted_placements(card):
        if len(cells) > room or any(cells_now[c] != EMPTY for c in cells):
            continue
        if dig_cost(cells, *rules) <= p.pickaxes:
            found.append(_excavate(seat, cells, None))
        if free:
            found.append(_excavate(seat, cells, 18))
    return found


def discard(state: State, action: DiscardOre, events: list[Event]) -> None:
    p = state.players[action.seat]
    p.supply[action.ore] -= 1
    events.append(Event("discard", action.seat, f"{p.name} discards a {action.ore}"))


def forfeit(state: State, action: Forfeit, events: list[Event]) -> None:
    _, _, index = state.queue.pop(0)
    card = state.locations[index].digs.pop(0)[3]
    forfeit_card(state, action.seat, card, f"dig {card}", events)


def excavate(state: State, action: Excavate, events: list[Event]) -> list[tuple]:
    """Digs; returns the choices any vein tile bonus asks for."""
    _, _, index = state.queue.pop(0)
    loc = state.locations[index]
    card = loc.digs.pop(0)[3]
    p = state.players[action.seat]
    p.hand.append(card)
    paid = 0 if action.bear == 18 else cost(state, action.seat, action.cells)
    p.pickaxes -= paid
    grid = mines()[loc.mine]
    for cell in action.cells:
        loc.cells[cell] = action.seat
        p.supply[grid[cell]] += 1
        if grid[cell] == "diamond" and has_magnate(state, action.seat, "Miles Molesworth"):
            p.vp += 1
    taken = ", ".join(grid[c] for c in action.cells)
    events.append(Event("dig", action.seat, f"{p.name}'s dig {card} takes {taken} for {paid} "
                        "pickaxes"))
    pending = []
    for tile in range(4):
        if loc.veins[tile] is not None and any(c in INTERSECTIONS[tile] for c in action.cells):
            pending += _surrounded(state, index, tile, events)
    return pending


def _surrounded(state: State, index: int, tile: int, events: list[Event]) -> list[tuple]:
    loc = state.locations[index]
    around = [loc.cells[c] for c in INTERSECTIONS[tile]]
    if EMPTY in around:
        return []
    counts = Counter(s for s in around if s != NEUTRAL)
    most = max(counts.values())
    winners = sorted(s for s, n in counts.items() if n == most)
    number = loc.veins[tile]
    loc.veins[tile] = None
    bonus = vein_tiles()[number]
    if len(winners) == 1:
        return claim(state, winners[0], number, events)
    state.discards["veins"].append(number)
    names = " and ".join(state.players[s].name for s in winners)
    events.append(Event("vein", None, f"vein tile {number} surrounded: {names} tie on {most}, "
                        f"each takes {VEIN_TEXT[bonus]}; the tile is discarded"))
    pending = []
    for seat in winners:
        pending += vein_bonus(state, seat, bonus, events)
    return pending


def claim(state: State, seat: int, number: int, events: list[Event]) -> list[tuple]:
    p = state.players[seat]
    p.veins.append(number)
    if has_magnate(state, seat, "Waldo Nosebeak"):
        p.vp += 1
    bonus = vein_tiles()[number]
    events.append(Event("vein", seat, f"{p.name} claims vein tile {number}: "
                        f"{VEIN_TEXT[bonus]}"))
    return vein_bonus(state, seat, bonus, events)


def to_front(state: State, seat: int, card: int, index: int) -> None:
    """Bear 19: "Move one of your dig cards to the front - it resolves first"."""
    loc = state.locations[index]
    entry = next(e for e in loc.digs if e[2] == seat and e[3] == card)
    loc.digs.remove(entry)
    front = min(e[0] for e in loc.digs) - 1 if loc.digs else entry[0]
    loc.digs.insert(0, (min(front, entry[0]), entry[1], seat, card))
