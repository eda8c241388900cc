"""A two-player game of Mine Deeper, and a best-of-three match.

Each player fills one wall face from their own key card or by the advanced rules; on a turn a
player pushes one square of the opponent's face, and the piece that falls goes on that player's
memory board at the same square. "As soon as a player collects all 5 red gems on their memory
board the game ends immediately and that player is the winner!"

The state is the two layouts, who went first, and the pushes so far; memory boards, whose turn
and the winner are derived from them, so replaying the pushes always gives the same game.
"""

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from companion.errors import IllegalMove, InputError
from companion.games import base
from companion.games.mine_deeper.grid import (
    CELLS,
    PIECE_NAMES,
    PURPLE,
    RED,
    ROCK,
    YELLOW,
    cell_index,
    cell_name,
)
from companion.games.mine_deeper.layout import Layout, MemoryBoard
from companion.games.mine_deeper.rules import check

REDS_TO_WIN = 5

HINTS = {
    ROCK: "No hint.",
    YELLOW: "1 red gem is located above, below, right, or left of the square you just pushed.",
    PURPLE: "2 red gems are located above, below, right, or left of the square you just pushed.",
    RED: "A Big Red! Find all 5 and you will win!",
}
DEFAULT_NAMES = ("Player 1", "Player 2")


@dataclass(frozen=True)
class Push:
    """`seat` pushes square `cell` of the opponent's wall face."""

    seat: int
    cell: int

    def __str__(self) -> str:
        return f"seat {self.seat} pushes {cell_name(self.cell)}"


@dataclass(frozen=True)
class PieceFell(base.Event):
    seat: int
    cell: int
    piece: str
    hint: str


@dataclass(frozen=True)
class GameWon(base.Event):
    seat: int


Event = PieceFell | GameWon


@dataclass(frozen=True)
class View:
    """What one seat may see: both memory boards (they lie open on the table), its own wall
    only (None for the table and for the other seat), whose turn and the winner."""

    names: tuple[str, str]
    boards: tuple[MemoryBoard, MemoryBoard]
    own_wall: Layout | None
    turn: int | None
    winner: int | None


def opponent(seat: int) -> int:
    return 1 - seat


def random_layout(rng: random.Random) -> Layout:
    """One of the valid layouts, each equally likely."""
    from companion.games.mine_deeper.valid_layouts import layout_from_masks, valid_layout_masks

    reds, purples, yellows = valid_layout_masks()
    pick = rng.randrange(len(reds))
    return layout_from_masks(int(reds[pick]), int(purples[pick]), int(yellows[pick]))


@dataclass(frozen=True)
class Game(base.Game[Push, Event, View]):
    NAME = "mine-deeper"
    TITLE = "Mine Deeper"
    PLAYERS = range(2, 3)
    POINTS = "red gems"

    layouts: tuple[Layout, Layout]  # layouts[s] is the wall face seat s filled
    first: int = 0
    pushes: tuple[Push, ...] = field(default=())
    players: tuple[str, str] = DEFAULT_NAMES
    seed: int = 0

    def __post_init__(self) -> None:
        if self.first not in (0, 1):
            raise IllegalMove("seat", f"seat {self.first} does not exist; seats are 0 and 1")
        for seat, layout in enumerate(self.layouts):
            problems = check(layout)
            if problems:
                raise IllegalMove("layout", f"{self.players[seat]}'s wall breaks the placement "
                                  "rules: " + "; ".join(v.message for v in problems))

    @classmethod
    def new(cls, names: Sequence[str] = DEFAULT_NAMES, seed: int = 0,
            layouts: tuple[Layout, Layout] | None = None, first: int = 0) -> "Game":
        """Two players; walls as filled, or (for play against the engine) two valid walls
        drawn with `seed`."""
        if len(names) != 2:
            raise IllegalMove("players", f"Mine Deeper is a game for 2 players, not "
                              f"{len(names)}")
        if layouts is None:
            rng = random.Random(seed)
            layouts = (random_layout(rng), random_layout(rng))
        return cls(layouts, first, (), (names[0], names[1]), seed)

    # -- derived state -------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        return self.players

    def board(self, seat: int) -> MemoryBoard:
        """What `seat` has pushed out of the opponent's wall."""
        wall = self.layouts[opponent(seat)]
        board = MemoryBoard()
        for push in self.pushes:
            if push.seat == seat:
                board = board.with_piece(push.cell, wall.cells[push.cell])
        return board

    @property
    def winner(self) -> int | None:
        for seat in (0, 1):
            if self.board(seat).reds_found() == REDS_TO_WIN:
                return seat
        return None

    @property
    def over(self) -> bool:
        return self.winner is not None

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    @property
    def turn(self) -> int | None:
        """The seat to push next, or None once the game is won."""
        if self.winner is not None:
            return None
        return (self.first + len(self.pushes)) % 2

    def points(self) -> list[base.Points]:
        """A point per red gem found, the square it fell from named."""
        wall_of = {seat: self.layouts[opponent(seat)] for seat in (0, 1)}
        return [base.Points(tuple(
            base.PointItem(1, "red", f"a red gem fell from {cell_name(p.cell)}")
            for p in self.pushes if p.seat == seat and wall_of[seat].cells[p.cell] == RED))
            for seat in (0, 1)]

    def view(self, seat: int | None) -> View:
        return View(self.players, (self.board(0), self.board(1)),
                    self.layouts[seat] if seat in (0, 1) else None, self.turn, self.winner)

    # -- rules ---------------------------------------------------------------------------------
    def legal_actions(self) -> list[Push]:
        if self.turn is None:
            return []
        pushed = self.board(self.turn).pushed()
        return [Push(self.turn, c) for c in CELLS if c not in pushed]

    def check(self, action: Push) -> Push:
        if not isinstance(action, Push):
            raise IllegalMove("action", f"{type(action).__name__} is no Mine Deeper move: a "
                              "turn is one push")
        if action.seat not in (0, 1):
            raise IllegalMove("seat", f"seat {action.seat} does not exist; seats are 0 and 1")
        if action.cell not in CELLS:
            raise IllegalMove("cell", f"square {action.cell} does not exist; a wall face is "
                              "5x5, A1 to E5")
        if self.turn is None:
            raise IllegalMove("game-over", f"the game is over: {self.players[self.winner]} "
                              "found all 5 red gems and won")
        if action.seat != self.turn:
            raise IllegalMove("turn", f"it is {self.players[self.turn]}'s turn, not "
                              f"{self.players[action.seat]}'s",
                              "Players take turns throughout gameplay")
        if action.cell in self.board(action.seat).pushed():
            raise IllegalMove("pushed", f"{cell_name(action.cell)} of "
                              f"{self.players[opponent(action.seat)]}'s wall was already "
                              "pushed")
        return action

    def apply(self, action: Push) -> tuple["Game", list[Event]]:
        """The game after the push, and what happened. Raises IllegalMove naming the rule."""
        push = self.check(action)
        piece = self.layouts[opponent(push.seat)].cells[push.cell]
        after = Game(self.layouts, self.first, (*self.pushes, push), self.players, self.seed)
        events: list[Event] = [PieceFell(push.seat, push.cell, piece, HINTS[piece])]
        if after.winner is not None:
            events.append(GameWon(after.winner))
        return after, events

    def undone(self) -> "Game":
        """The game before its last push (the square was put back in the wall)."""
        if not self.pushes:
            raise IllegalMove("undo", "nothing to undo in this game")
        return Game(self.layouts, self.first, self.pushes[:-1], self.players, self.seed)

    # -- words ---------------------------------------------------------------------------------
    def describe_action(self, action: Push, viewer: int | None = None) -> str:
        wall = f"{base.seat_name(self.players, opponent(action.seat))}'s" \
            if action.seat in (0, 1) else "a"
        return (f"{base.seat_name(self.players, action.seat)}'s push of "
                f"{cell_name(action.cell)} on {wall} wall")

    def describe_event(self, event: Event, viewer: int | None = None) -> str:
        """One sentence for the action log."""
        if isinstance(event, GameWon):
            return f"{self.players[event.seat]} found all 5 red gems and wins!"
        return (f"{self.players[event.seat]} pushed {cell_name(event.cell)}: "
                f"{PIECE_NAMES[event.piece]}. {event.hint}")

    # -- plain JSON ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "names": list(self.players),
            "seed": self.seed,
            "layouts": ["".join(layout.cells) for layout in self.layouts],
            "first": self.first,
            "pushes": [self.action_to_json(p) for p in self.pushes],
        }

    @classmethod
    def from_json(cls, data: Any) -> "Game":
        """Replays the pushes, so a saved game that breaks a rule is refused, not loaded."""
        try:
            names = data.get("names", DEFAULT_NAMES)
            layouts = tuple(Layout(tuple(text)) for text in data["layouts"])
            game = cls.new(names, int(data.get("seed", 0)), (layouts[0], layouts[1]),
                           int(data.get("first", 0)))
            pushes = [cls.action_from_json(push) for push in data.get("pushes", [])]
        except (AttributeError, KeyError, TypeError, ValueError, IndexError) as exc:
            raise InputError(f"not a Mine Deeper game ({type(exc).__name__}: {exc})"[:200]
                             ) from None
        except IllegalMove as exc:
            raise InputError(f"not a Mine Deeper game: {exc}") from None
        for push in pushes:
            game, _ = game.apply(push)
        return game

    @classmethod
    def action_to_json(cls, action: Push) -> dict[str, Any]:
        return {"seat": action.seat, "cell": cell_name(action.cell)}

    @classmethod
    def action_from_json(cls, data: Any) -> Push:
        if not isinstance(data, dict) or set(data) != {"seat", "cell"}:
            raise InputError("a push is {\"seat\": 0 or 1, \"cell\": \"A1\"..\"E5\"}")
        if type(data["seat"]) is not int or not isinstance(data["cell"], str):
            raise InputError("a push is {\"seat\": 0 or 1, \"cell\": \"A1\"..\"E5\"}")
        return Push(data["seat"], cell_index(data["cell"]))


@dataclass(frozen=True)
class Match:
    """Best of three: "Playing best of three is a fun way to extend the gameplay."

    The loser of a game goes first in the next one (the rulebook leaves this open).
    """

    winners: tuple[int, ...] = ()
    games_to_win: int = 2

    def record(self, winner: int) -> "Match":
        if self.winner is not None:
            raise IllegalMove("match-over", "the match is over: it has been won")
        return Match((*self.winners, winner), self.games_to_win)

    def wins(self, seat: int) -> int:
        return self.winners.count(seat)

    @property
    def winner(self) -> int | None:
        return next((s for s in (0, 1) if self.wins(s) >= self.games_to_win), None)

    def next_first(self, default: int = 0) -> int:
        return opponent(self.winners[-1]) if self.winners else default
