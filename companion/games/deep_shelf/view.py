"""What the table may see: everything but the order of the event deck and the bags."""

from dataclasses import dataclass
from typing import Any

from companion.games.deep_shelf import cards, catalog, economy, endgame, market, research
from companion.games.deep_shelf.cubes import MARKET, ORES, TRACKS, ordered
from companion.games.deep_shelf.state import State
from companion.games.deep_shelf.technology import discount
from companion.games.deep_shelf.words import waiting


@dataclass(frozen=True)
class PlayerView:
    name: str
    faction: str | None  # its title
    colour: str | None
    credits: int
    upkeep: int  # what an Extract action costs now
    storage: dict[str, int]
    capacity: int
    hand: tuple[str, ...]  # card titles that may be played now
    first: str | None  # the card on the 1st Action Card space
    second: str | None
    overworked: str | None
    techs: tuple[str, ...]
    research: dict[str, int]
    scientists: tuple[str, ...]
    anomalies: tuple[tuple[str, ...], ...]
    built: dict[str, int]


@dataclass(frozen=True)
class View:
    names: tuple[str, ...]
    stage: str  # faction, dock, scientist, play, tally, over
    turn: int | None  # whose turn it is (the active player)
    deciding: int | None  # the seat the game waits on
    waiting: str  # what it waits for, in words
    players: tuple[PlayerView, ...]
    market: dict[str, int]  # today's price per Demand Track
    discounts: dict[str, int]  # the Global Cost Reduction per ore
    research_last: dict[str, int]  # each track's last space
    exploitation: int
    impending: int
    collapse: int  # the Collapse space for this player count
    event: str | None  # the last event card resolved
    explorer: int | None
    trigger: str | None  # how the end was triggered, and by whom
    final: dict[str, Any] | None  # the endgame scoring, once played


def _player(state: State, seat: int) -> PlayerView:
    p = state.players[seat]
    if p.faction is None:
        return PlayerView(p.name, None, None, p.credits, 0, {}, 0, (), None, None, None, (),
                          dict(p.research), (), (), {})
    faction = economy.faction(p)

    def title(card: str | None) -> str | None:
        return cards.title(p, card) if card else None

    return PlayerView(
        p.name, faction.title, faction.colour, p.credits, economy.upkeep(state, seat),
        ordered(p.storage), economy.capacity(p), tuple(title(c) for c in cards.hand(p)),
        title(p.first), title(p.second), title(p.overworked),
        tuple(catalog.technologies()[t].name for t in p.techs), dict(p.research),
        tuple(p.scientists), tuple(tuple(s) for s in p.anomalies if s),
        {k: n for k, n in p.built.items() if n})


def snapshot(state: State) -> View:
    names = tuple(p.name for p in state.players)
    d = state.waiting
    last = catalog.events()[state.drawn[-1]] if state.drawn else None
    trigger = None
    if state.trigger:
        trigger = f"{endgame.HOW[state.trigger['how']]} ({names[state.trigger['seat']]})"
    return View(
        names, state.stage, state.turn.seat if state.turn else None,
        d["seat"] if d else None, waiting(names, d),
        tuple(_player(state, s) for s in state.seats),
        {k: market.price(state, k) for k in MARKET}, {o: discount(state, o) for o in ORES},
        {t: research.last(t) for t in TRACKS}, state.exploitation, state.impending,
        endgame.collapse_space(len(state.players)),
        f"{last.name}: {last.text}" if last else None, state.explorer, trigger, state.final)
