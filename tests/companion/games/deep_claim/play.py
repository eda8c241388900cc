"""Driving a game to the moment a test is about, through legal actions only."""

from itertools import combinations

from companion.errors import IllegalMove
from companion.games.deep_claim import (
    Done,
    DraftContract,
    Excavate,
    Forfeit,
    Game,
    PlayBid,
    PlayDig,
    TakeIncome,
    default_names,
)


def drafted(seats: int = 3, seed: int = 1) -> Game:
    """A new game with the contract draft done (each player takes the lowest number left)."""
    game = Game.new(default_names(seats), seed)
    while game.waiting_for[0] == "draft":
        game, _ = game.apply(next(a for a in game.legal_actions() if isinstance(a, DraftContract)))
    return game


def deploy(game: Game, plans: dict[int, list[tuple[str, int, int]]]) -> Game:
    """Plays each seat's ("bid"|"dig", card, location) list in turn order."""
    remaining = {seat: list(plan) for seat, plan in plans.items()}
    while game.phase == "deploy":
        _, seat = game.waiting_for
        kind, card, location = remaining[seat].pop(0)
        game, _ = game.apply((PlayBid if kind == "bid" else PlayDig)(seat, card, location))
    return game


def settle(game: Game, until) -> Game:
    """Answers every decision the cautious way (forfeit, fixed income, done) until `until(game)`."""
    while not until(game):
        kind, seat = game.waiting_for
        options = game.legal_actions()
        choice = next((a for a in options if isinstance(a, Forfeit | Done) and a.seat == seat),
                      None)
        if choice is None:
            choice = next(a for a in options if isinstance(a, TakeIncome) or a.seat == seat)
        game, _ = game.apply(choice)
    return game


def arranged(game: Game, change) -> Game:
    """The same game with the table arranged by `change(state)` (coins, ore, critters held):
    a position reached in play, set up directly so the test shows only the rule it is about."""
    state = game._state.clone()
    change(state)
    state.options = None
    return Game(state)


def random_game(seats: int, seed: int, modules: bool = False) -> Game:
    import random

    rng = random.Random(seed)
    game = Game.new(default_names(seats), seed, objectives=modules, magnates=modules)
    while not game.over:
        game, _ = game.apply(rng.choice(game.legal_actions()))
    return game


def unpayable_dig(game: Game) -> Excavate | None:
    """An Excavate the player waiting to dig cannot pay the toll for, or None."""
    kind, seat = game.waiting_for or (None, None)
    if kind != "dig":
        return None
    for size in (1, 2, 3):
        for cells in combinations(range(9), size):
            try:
                game.check(Excavate(seat, cells))
            except IllegalMove as refused:
                if refused.rule == "toll":
                    return Excavate(seat, cells)
    return None
