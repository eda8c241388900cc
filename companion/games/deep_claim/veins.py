"""Vein tiles on a mine's intersections: "A vein tile is awarded the moment all four cells
around it hold miners - neutral miners count. Whoever has the most miners among those four cells
claims it and takes its bonus straight away. If two players tie, both take the bonus and the
vein tile is discarded." Reading: every tied player takes the bonus (three in a three-way tie).
"""

from collections import Counter

from companion.games.deep_claim.bonuses import vein_bonus
from companion.games.deep_claim.cards import INTERSECTIONS
from companion.games.deep_claim.catalog import vein_tiles
from companion.games.deep_claim.economy import has_magnate
from companion.games.deep_claim.events import Event, VeinClaimed, VeinTied
from companion.games.deep_claim.state import EMPTY, NEUTRAL, Decision, State


def touched(state: State, index: int, cells: tuple[int, ...], events: list[Event]
            ) -> list[Decision]:
    """After miners go on `cells` of mine `index`: every tile they surround is awarded; returns
    the choices its bonus asks for."""
    loc = state.locations[index]
    pending = []
    for tile in range(4):
        if loc.veins[tile] is not None and any(c in INTERSECTIONS[tile] for c in cells):
            pending += _surrounded(state, index, tile, events)
    return pending


def _surrounded(state: State, index: int, tile: int, events: list[Event]) -> list[Decision]:
    loc = state.locations[index]
    around = [loc.cells[c] for c in INTERSECTIONS[tile]]
    if EMPTY in around:
        return []
    counts = Counter(s for s in around if s != NEUTRAL)
    most = max(counts.values())
    winners = sorted(s for s, n in counts.items() if n == most)
    number = loc.veins[tile]
    loc.veins[tile] = None
    if len(winners) == 1:
        return claim(state, winners[0], number, events)
    state.discards["veins"].append(number)
    events.append(VeinTied(tile=number, seats=tuple(winners), miners=most,
                           bonus=vein_tiles()[number]))
    pending = []
    for seat in winners:
        pending += vein_bonus(state, seat, number, events, ", tied for the most miners")
    return pending


def claim(state: State, seat: int, number: int, events: list[Event]) -> list[Decision]:
    """`seat` claims tile `number`, keeps it in front of them and takes its bonus."""
    p = state.players[seat]
    p.veins.append(number)
    if has_magnate(state, seat, "Waldo Nosebeak"):
        p.award(1, "magnate", f"Waldo Nosebeak: 1 VP for claiming vein tile {number}")
    events.append(VeinClaimed(seat, number, vein_tiles()[number]))
    return vein_bonus(state, seat, number, events)
