"""Setting up: locations, mines, vein tiles, neutral miners, the mixed deck, displays, tracks at
7, the modules' deals and the snake draft of two contracts each."""

from companion.errors import excerpt
from companion.games.deep_claim.cards import NEUTRAL_CELL
from companion.games.deep_claim.catalog import contracts, critters, mines, vein_tiles
from companion.games.deep_claim.economy import draw, shuffled
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import (
    COLOURS,
    EMPTY,
    NEUTRAL,
    Decision,
    Location,
    Player,
    State,
)

PLAYER_COUNTS = range(2, 5)  # "Players 2–4"
MIXED_CONTRACTS = {2: 8, 3: 10, 4: 12}
CRITTER_SLOTS = 3  # the fourth, rightmost slot takes a contract


def new_state(seats: int, seed: int, names: list[str] | None = None, objectives: bool = False,
              magnates: bool = False, first: int = 0) -> State:
    if seats not in PLAYER_COUNTS:
        raise ValueError(f"Deep Claim is for 2-4 players, not {seats}")
    names = names or list(COLOURS[:seats])
    if len(names) != seats or len(set(names)) != seats:
        raise ValueError(f"{seats} different player names are needed, got "
                         f"{excerpt(repr(names))}")
    state = State([Player(name) for name in names], [Location() for _ in range(seats)], seed,
                  objectives_module=objectives, magnates_module=magnates, first_player=first,
                  first=first)
    state.decks["contracts"] = shuffled(state, list(contracts()))
    mixed = [f"contract:{state.decks['contracts'].pop()}" for _ in range(MIXED_CONTRACTS[seats])]
    state.decks["mixed"] = shuffled(state, mixed + [f"critter:{n}" for n in critters()])
    state.decks["mines"] = shuffled(state, list(mines()))
    state.decks["veins"] = shuffled(state, list(vein_tiles()))
    state.discards = {deck: [] for deck in state.decks}
    deal_season(state)
    if objectives:
        deck = shuffled(state, list(range(1, 17)))
        for player in state.players:
            player.objectives = [deck.pop() for _ in range(3)]
    if magnates:
        deck = shuffled(state, list(range(1, 11)))
        for player in state.players:
            player.magnate_offer = [deck.pop(), deck.pop()]
        state.queue += [Decision("magnate", seat) for seat in state.turn_order()]
    state.draft = [state.decks["contracts"].pop() for _ in range(2 * seats)]
    snake = state.turn_order() + list(reversed(state.turn_order()))
    state.queue += [Decision("draft", seat) for seat in snake]
    return state


def deal_season(state: State, events: list[Event] | None = None) -> None:
    """"Deal a fresh mine card beside each location, place four new vein tiles on its
    intersections, put out a new neutral miner, and refill every display.\""""
    for location in state.locations:
        location.mine = draw(state, "mines", events)
        location.cells = [EMPTY] * 9
        location.cells[NEUTRAL_CELL] = NEUTRAL
        location.veins = [draw(state, "veins", events) for _ in range(4)]
        for slot in range(4):
            if location.display[slot] is None:
                if slot < CRITTER_SLOTS:
                    location.display[slot] = draw(state, "mixed", events)
                else:
                    number = draw(state, "contracts", events)
                    location.display[slot] = None if number is None else f"contract:{number}"
        location.bids, location.digs = [], []
