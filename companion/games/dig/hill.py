"""The hill: set up, drawn from, and rebuilt from the discard pile.

"Shuffle all of the Hill cards and place the deck in the center of the table"; "Once the Hill is
empty, shuffle all discarded cards to form a new one!" A seeded game shuffles with its seed (the
n-th reshuffle with the seed and n, so a replay shuffles alike). A table-hill game has a real
deck on the table: the engine knows only how many cards of each kind it holds, and each card
drawn is told to it (a `Reveal`); the discard is reshuffled when the hill runs out, as on the
table.
"""

import random

from companion.games.base import Event
from companion.games.dig.cards import BOX
from companion.games.dig.state import State
from companion.games.dig.table_events import Reshuffled


def new_hill(seed: int, table_hill: bool) -> list[str]:
    cards = [kind for kind, count in BOX.items() for _ in range(count)]
    if not table_hill:
        random.Random(f"{seed}/hill").shuffle(cards)
    return cards


def cards_left(state: State) -> int:
    """Cards that can still be drawn: the hill, and the discard it is rebuilt from."""
    return len(state.hill) + len(state.discard)


def refill(state: State, events: list[Event]) -> bool:
    """An empty hill becomes the shuffled discard; False when there is nothing to draw."""
    if state.hill:
        return True
    if not state.discard:
        return False
    events.append(Reshuffled(None, len(state.discard)))
    state.hill, state.discard = sorted(state.discard), []
    state.shuffles += 1
    if not state.table_hill:
        random.Random(f"{state.seed}/hill/{state.shuffles}").shuffle(state.hill)
    return True


def drawable(state: State) -> list[str]:
    """The kinds the next card may be (a table hill's `Reveal` choices), sorted."""
    return sorted(set(state.hill or state.discard))


def take(state: State, events: list[Event], card: str | None = None) -> str | None:
    """Draw the next card (seeded) or the card the table drew; None when none is left."""
    if not refill(state, events):
        return None
    if card is None:
        return state.hill.pop()
    state.hill.remove(card)
    return card
