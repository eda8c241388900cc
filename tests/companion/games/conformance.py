"""The shared conformance suite: what every engine implementing `companion.games.base.Game`
must do, checked by random legal play. tests/companion/games/test_conformance.py runs it for
each engine.

- random legal play reaches the end of the game, from every seed, at every player count;
- every element of `legal_actions()` passes `check`, which returns it unchanged;
- an action that is not legal now is refused with IllegalMove (a rule id and a message) and
  leaves the game exactly as it was; `apply` never changes the game it is called on;
- `from_json(to_json())` is the same game, and the same seed gives the same game;
- events are typed (`base.Event`), views are dataclasses, every action and event can be told
  in words, and every seat's points add up from their items.
"""

import dataclasses
import json
import random
from typing import Any

from companion.errors import IllegalMove
from companion.games.base import Event, Game

MAX_STEPS = 100_000


def play(cls: type[Game], players: int, seed: int, deep: bool = False) -> Game:
    """A game played to its end with random legal actions, checking the protocol at each step;
    `deep` also checks every legal action and JSON round trips at every step."""
    names = cls.default_names(players)
    game = cls.new(names, seed, **cls.OPTIONS)
    assert game.to_json() == cls.new(names, seed, **cls.OPTIONS).to_json(), "same seed, same game"
    rng = random.Random(seed)
    earlier: list[list[Any]] = []  # the legal actions of the last few steps
    for _step in range(MAX_STEPS):
        if game.over:
            break
        legal = game.legal_actions()
        assert legal, f"{cls.NAME}: not over, yet no legal action"
        if deep:
            for action in legal:
                assert game.check(action) == action, f"{action} fails its own check"
            assert_round_trip(cls, game)
        assert_refusals_change_nothing(game, legal, [a for old in earlier for a in old], rng)
        action = rng.choice(legal)
        before = game.to_json()
        after, events = game.apply(action)
        assert game.to_json() == before, "apply changed the game it was called on"
        assert_events(after, events)
        earlier, game = [legal, *earlier[:2]], after
    else:
        raise AssertionError(f"{cls.NAME}: no end after {MAX_STEPS} actions (seed {seed})")
    assert game.legal_actions() == [] and game.turn is None
    assert game.winners(), "a finished game names its winners"
    assert_round_trip(cls, game)
    assert_views_and_points(game, players)
    return game


def assert_round_trip(cls: type[Game], game: Game) -> None:
    data = game.to_json()
    assert json.loads(json.dumps(data)) == data, "to_json is plain JSON"
    again = cls.from_json(json.loads(json.dumps(data)))
    assert again.to_json() == data
    assert again.legal_actions() == game.legal_actions()


def assert_refusals_change_nothing(game: Game, legal: list[Any], previous: list[Any],
                                   rng: random.Random) -> None:
    """Actions legal a few steps ago but not now, and legal ones played by the wrong seat."""
    now = set(map(repr, legal))
    candidates = [a for a in previous if repr(a) not in now]
    for action in rng.sample(legal, min(3, len(legal))):
        if dataclasses.is_dataclass(action) and hasattr(action, "seat"):
            for seat in range(len(game.names) + 1):
                moved = dataclasses.replace(action, seat=seat)
                if repr(moved) not in now:
                    candidates.append(moved)
    before = game.to_json()
    for action in rng.sample(candidates, min(5, len(candidates))):
        try:
            game.apply(action)
        except IllegalMove as refused:
            assert refused.rule and str(refused), "a refusal names its rule and says why"
            assert game.describe_action(action, None), "a held move is told in words"
        else:
            raise AssertionError(f"{action!r} is not listed as legal, yet apply took it")
        assert game.to_json() == before, "a refused action changed the game"


def assert_events(game: Game, events: list[Event]) -> None:
    for event in events:
        assert isinstance(event, Event), f"{event!r} is not a typed event"
        for viewer in (None, *range(len(game.names))):
            assert game.describe_event(event, viewer)


def assert_views_and_points(game: Game, players: int) -> None:
    for seat in (None, *range(players)):
        view = game.view(seat)
        assert dataclasses.is_dataclass(view) and not isinstance(view, type), \
            "a view is a dataclass, not a dict"
    points = game.points()
    assert len(points) == players
    for seat_points in points:
        assert seat_points.total == sum(item.vp for item in seat_points.items)
        assert all(item.why and item.source for item in seat_points.items)
