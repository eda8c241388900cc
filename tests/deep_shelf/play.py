"""Deep Shelf games for the tests: set up past the factions, docks and scientists, arranged into
a rulebook example's position, and driven action by action."""

from collections.abc import Callable, Sequence
from typing import Any

from companion.games.deep_shelf.actions import ChooseFaction, Done, PlayCard
from companion.games.deep_shelf.game import Game
from companion.games.deep_shelf.ledger import ClaimDock
from companion.games.deep_shelf.state import State


def apply(game: Game, *actions: Any) -> Game:
    for action in actions:
        game, _ = game.apply(action)
    return game


def told(game: Game, action: Any) -> tuple[Game, list[str]]:
    """The game after `action` and the sentences of what it caused."""
    after, events = game.apply(action)
    return after, [game.describe_event(e) for e in events]


def started(factions: Sequence[str] = ("mobius", "living-ocean"),
            names: Sequence[str] | None = None, seed: int = 1) -> Game:
    """A first game (scientists on Extract) waiting for the first player's first card."""
    names = list(names or [f"P{n}" for n in range(len(factions))])
    game = Game.new(names, seed, first_game=True)
    for seat, faction in enumerate(factions):
        game = apply(game, ChooseFaction(seat, faction))
    while game.waiting["kind"] == "dock":
        game = apply(game, ClaimDock(game.turn, game.turn + 1))
    return game


def arranged(game: Game, change: Callable[[State], None]) -> Game:
    """The same game with its position changed as a rulebook example sets it."""
    state = game.state.clone()
    change(state)
    return Game(state)


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
