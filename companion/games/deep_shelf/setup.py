"""Setting up: the players' factions, the board, the Research Board's stacks, the Market and the
event deck; then the factions' docks, the turn order and the first scientists.

Rulebook, "Setup" and "Choosing a Starting Location": Market tokens "on the third space of each
Demand Track"; both Exploitation markers on 0; 10 starting Credits and 1 Kelp in Surface Storage;
technology stacks "in ascending order of cost, with the lowest-cost tiles at the top", and "For
2-player games, remove a tile from each third-row stack" (read: the costliest). Docks are chosen
by dock initiative number, lowest first; "The person with the lowest play initiative number will
take the first turn of the game, followed by the other players in clockwise order"; "Before
taking your first turn, each player, in turn order, must now place 1 of their scientist meeples
on 1 of the 3 improvement spaces" - with the option `first_game`, on Extract for everyone, as
the rulebook recommends for a first game.

Factions are chosen at the table, in seat order ("Each player will pick or randomly choose 1 of 4
playable factions"); the rulebook gives no solo rules (no collapse space for 1 player), so the
engine plays 2-4.
"""

import random
from collections.abc import Iterable, Sequence
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog, economy
from companion.games.deep_shelf.actions import ChooseFaction, PlaceScientist
from companion.games.deep_shelf.board import Board, Step
from companion.games.deep_shelf.cubes import MARKET, ORES
from companion.games.deep_shelf.events import SetUp
from companion.games.deep_shelf.ledger import LedgerBoard
from companion.games.deep_shelf.state import SCIENTIST_SPACES, Player, State

BOARD: type[Board] = LedgerBoard  # part 2 puts the Ocean Expanse board here
PLAYERS = range(2, 5)
PER_SPACE = 2  # "Up to two Scientists of the same faction may be placed on the same space"


def new_state(names: Sequence[str], seed: int, first_game: bool) -> State:
    if len(names) not in PLAYERS:
        raise IllegalMove("players", f"Deep Shelf is played here by 2-4 players, not "
                          f"{len(names)} (the rulebook gives no solo rules)")
    if len(set(names)) != len(names) or not all(isinstance(n, str) and n for n in names):
        raise IllegalMove("names", "each player needs a name of their own")
    rng = random.Random(seed)
    deck = sorted(catalog.events())
    rng.shuffle(deck)
    state = State(players=[Player(name) for name in names], seed=seed,
                  board=BOARD.new(len(names), rng), first_game=first_game,
                  market=dict.fromkeys(MARKET, catalog.tracks()["market"]["start"]),
                  discounts=dict.fromkeys(ORES, 0), stacks=stacks(len(names)), deck=deck)
    for seat in state.seats:
        state.push("faction", seat)
    return state


def stacks(players: int) -> dict[str, list[list[int]]]:
    found = {}
    for tech in catalog.technologies().values():
        copies = [list(c) for c in tech.costs]
        if players == 2 and tech.level == 3:
            copies = copies[:-1]
        found[tech.id] = copies
    return found


def turn_order(state: State) -> list[int]:
    """The lowest play initiative first, then clockwise."""
    first = min(state.seats, key=lambda s: economy.faction(state.players[s]).play_initiative)
    return [(first + i) % len(state.players) for i in state.seats]


def dock_order(state: State) -> list[int]:
    return sorted(state.seats, key=lambda s: economy.faction(state.players[s]).dock_initiative)


class FactionStep(Step):
    name = "faction"
    optional = False

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        taken = {p.faction for p in state.players}
        return (ChooseFaction(d["seat"], f) for f in catalog.factions() if f not in taken)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action.faction not in catalog.factions():
            raise IllegalMove("faction", f"no faction {action.faction!r}; they are "
                              f"{', '.join(catalog.factions())}")
        holder = next((p.name for p in state.players if p.faction == action.faction), None)
        if holder is not None:
            raise IllegalMove("faction-taken", f"{holder} plays "
                              f"{catalog.factions()[action.faction].title} already")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        player = state.players[d["seat"]]
        start = catalog.tracks()["start"]
        player.faction = action.faction
        player.credits = start["credits"]
        player.storage = dict(start["storage"])
        events.append(SetUp(d["seat"], f"{player.name} plays "
                            f"{catalog.factions()[action.faction].title}"))


class ScientistStep(Step):
    """A scientist onto an improvement space (at set-up, and with each Lab)."""

    name = "scientist"
    optional = False

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        if state.first_game and not player.scientists:
            self.carry_out(state, d, PlaceScientist(d["seat"], "extract"), events)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        player = state.players[d["seat"]]
        if len(player.scientists) < economy.faction(player).scientists:
            yield from (PlaceScientist(d["seat"], space) for space in SCIENTIST_SPACES)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        player = state.players[d["seat"]]
        if action.space not in SCIENTIST_SPACES:
            raise IllegalMove("scientist-space", f"the improvement spaces are "
                              f"{', '.join(SCIENTIST_SPACES)}")
        if player.on(action.space) >= PER_SPACE:
            raise IllegalMove("scientist-space", f"two of {player.name}'s scientists stand on "
                              f"{action.space} already", "Up to two Scientists of the same "
                              "faction may be placed on the same improvement space.")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        player = state.players[d["seat"]]
        player.scientists.append(action.space)
        events.append(SetUp(d["seat"], f"{player.name} places a scientist on "
                            f"{action.space.title()}"))
        if action.space == "research":
            state.push_now("advance", d["seat"], count=1)

