"""Deep Shelf games for the tests: set up past the factions, the board's set-up tiles, docks and
scientists, arranged into a rulebook example's position on the Ocean Expanse, and driven action
by action."""

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog, flow, supply
from companion.games.deep_shelf.actions import ChooseFaction, Done, PlayCard
from companion.games.deep_shelf.cubes import add
from companion.games.deep_shelf.game import Game
from companion.games.deep_shelf.ocean_map import default
from companion.games.deep_shelf.state import State


def apply(game: Game, *actions: Any) -> Game:
    for action in actions:
        game, _ = game.apply(action)
    return game


def told(game: Game, action: Any) -> tuple[Game, list[str]]:
    """The game after `action` and the sentences of what it caused."""
    after, events = game.apply(action)
    return after, [game.describe_event(e) for e in events]


def shelf(name: str) -> int:
    """A Shelf's number on the default Ocean Expanse map, by its name ("S7", "D14")."""
    number = default().by_name(name)
    assert number is not None, name
    return number


def set_up(game: Game) -> Game:
    """The board's set-up (the first choice of each: area, tiles) and each Dock claimed in
    turn, the first one in play first."""
    while game.waiting["kind"] in ("cover", "setup_tile", "dock"):
        game = apply(game, game.legal_actions()[0])
    return game


def started(factions: Sequence[str] = ("mobius", "living-ocean"),
            names: Sequence[str] | None = None, seed: int = 1) -> Game:
    """A first game (scientists on Extract) waiting for the first player's first card."""
    names = list(names or [f"P{n}" for n in range(len(factions))])
    game = Game.new(names, seed, first_game=True)
    for seat, faction in enumerate(factions):
        game = apply(game, ChooseFaction(seat, faction))
    return set_up(game)


def arranged(game: Game, change: Callable[[State], None]) -> Game:
    """The same game with its position changed as a rulebook example sets it."""
    state = game.state.clone()
    change(state)
    return Game(state)


def decide(game: Game, kind: str, seat: int, **data: Any) -> Game:
    """The same game with a decision for `seat` put first (a reward's dragon move, say)."""
    state = game.state.clone()
    state.queue.insert(0, {"kind": kind, "seat": seat, **data})
    flow.advance(state, [])
    return Game(state)


# -- placing things on the board, as a rulebook example has them -----------------------------------
def tile(state: State, name: str, tile_id: str, die: int | None = None) -> None:
    """A tile on a Shelf, its die set (to `die`, or the tile's number), an anomaly's token."""
    b = state.board
    s = shelf(name)
    info = catalog.tiles()[tile_id]
    b.tiles[s] = tile_id
    b.dice.pop(s, None)
    if die or info.get("dice"):
        b.dice[s] = die or info["dice"]
    if info["kind"] == "anomaly":
        b.tokens[s] = info["track"]


def facility(state: State, seat: int, kind: str, name: str) -> None:
    state.board.facilities.setdefault(shelf(name), []).append([seat, kind])
    player = state.players[seat]
    player.built[kind] = player.count(kind) + 1
    state.board.cache.clear()


def sub(state: State, seat: int, name: str) -> None:
    state.board.subs[seat] = shelf(name)


def crawler(state: State, seat: int, name: str) -> None:
    state.board.crawlers[seat].append([shelf(name), {}])


def tube(state: State, seat: int, a: str, b: str) -> None:
    state.board.add_tube(shelf(a), shelf(b), seat)


def cubes(state: State, name: str, **pile: int) -> None:
    """Cubes from the supply onto a Shelf."""
    for kind, n in pile.items():
        add(state.board.cubes.setdefault(shelf(name), {}), kind, n)
        supply.take(state.supply, kind, n)


def stored(state: State, seat: int, **pile: int) -> None:
    """Cubes from the supply into a player's Surface Storage."""
    for kind, n in pile.items():
        add(state.players[seat].storage, kind, n)
        supply.take(state.supply, kind, n)


def to_card(game: Game, card: str) -> Game:
    """Play `card` now (the table waits for a card from the seat whose turn it is)."""
    assert game.waiting["kind"] == "card", game.waiting
    return apply(game, PlayCard(game.turn, card))


def finish_step(game: Game) -> Game:
    return apply(game, Done(game.turn))


def finish_turn(game: Game) -> Game:
    """Play out the current turn with the simplest choices (Process Ore first, then any card;
    "Done" wherever a step allows it) until the turn ends or an event asks something."""
    seat = game.state.turn.seat
    while game.state.turn is not None and game.state.turn.seat == seat \
            and game.waiting["kind"] not in ("adjust", "dragon"):
        legal = game.legal_actions()
        done = [a for a in legal if isinstance(a, Done)]
        process = [a for a in legal if a == PlayCard(seat, "process")]
        game = apply(game, (process or done or legal)[0])
    return game


def next_event(game: Game, card: int) -> Game:
    """The event deck with `card` on top."""
    def change(state: State) -> None:
        state.deck.remove(card)
        state.deck.insert(0, card)
    return arranged(game, change)


def refused(game: Game, action: Any) -> IllegalMove:
    """The refusal of `action`, checked to leave the game as it was."""
    before = game.to_json()
    with pytest.raises(IllegalMove) as caught:
        game.apply(action)
    assert game.to_json() == before, "a refused action changes nothing"
    return caught.value
