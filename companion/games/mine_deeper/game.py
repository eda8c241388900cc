"""A two-player game of Mine Deeper, and a best-of-three match.

Each player fills one wall face from their own key card or by the advanced rules; on a turn a
player pushes one square of the opponent's face, and the piece that falls goes on that player's
memory board at the same square. "As soon as a player collects all 5 red gems on their memory
board the game ends immediately and that player is the winner!"

The state is the two layouts, who went first, and the pushes so far; memory boards, whose turn
and the winner are derived from them, so replaying the pushes always gives the same game.
"""

from dataclasses import dataclass, field

from companion.errors import IllegalMove
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


@dataclass(frozen=True)
class Push:
    """`seat` pushes square `cell` of the opponent's wall face."""

    seat: int
    cell: int

    def __str__(self) -> str:
        return f"seat {self.seat} pushes {cell_name(self.cell)}"


@dataclass(frozen=True)
class PieceFell:
    seat: int
    cell: int
    piece: str
    hint: str


@dataclass(frozen=True)
class GameWon:
    seat: int


Event = PieceFell | GameWon


def opponent(seat: int) -> int:
    return 1 - seat


@dataclass(frozen=True)
class Game:
    layouts: tuple[Layout, Layout]  # layouts[s] is the wall face seat s filled
    first: int = 0
    pushes: tuple[Push, ...] = field(default=())

    def __post_init__(self) -> None:
        if self.first not in (0, 1):
            raise IllegalMove("seat", f"seat {self.first} does not exist; seats are 0 and 1")
        for seat, layout in enumerate(self.layouts):
            problems = check(layout)
            if problems:
                raise IllegalMove("layout", f"seat {seat}'s wall breaks the placement rules: "
                                  + "; ".join(v.message for v in problems))

    # -- derived state -------------------------------------------------------------------------
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
    def turn(self) -> int | None:
        """The seat to push next, or None once the game is won."""
        if self.winner is not None:
            return None
        return (self.first + len(self.pushes)) % 2

    # -- rules ---------------------------------------------------------------------------------
    def legal_actions(self) -> list[Push]:
        if self.turn is None:
            return []
        pushed = self.board(self.turn).pushed()
        return [Push(self.turn, c) for c in CELLS if c not in pushed]

    def check_push(self, push: Push) -> None:
        if push.seat not in (0, 1):
            raise IllegalMove("seat", f"seat {push.seat} does not exist; seats are 0 and 1")
        if self.turn is None:
            raise IllegalMove("game-over", f"the game is over: seat {self.winner} found all 5 red "
                              "gems and won")
        if push.seat != self.turn:
            raise IllegalMove("turn", f"it is seat {self.turn}'s turn, not seat {push.seat}'s "
                              "(\"Players take turns throughout gameplay\")")
        if push.cell in self.board(push.seat).pushed():
            raise IllegalMove("pushed", f"{cell_name(push.cell)} of seat "
                              f"{opponent(push.seat)}'s wall was already pushed")

    def apply(self, push: Push) -> tuple["Game", list[Event]]:
        """The game after `push`, and what happened. Raises IllegalMove naming the rule."""
        self.check_push(push)
        piece = self.layouts[opponent(push.seat)].cells[push.cell]
        after = Game(self.layouts, self.first, (*self.pushes, push))
        events: list[Event] = [PieceFell(push.seat, push.cell, piece, HINTS[piece])]
        if after.winner is not None:
            events.append(GameWon(after.winner))
        return after, events

    # -- plain JSON ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "layouts": ["".join(layout.cells) for layout in self.layouts],
            "first": self.first,
            "pushes": [{"seat": p.seat, "cell": cell_name(p.cell)} for p in self.pushes],
        }

    @classmethod
    def from_json(cls, data: dict) -> "Game":
        """Replays the pushes, so a saved game that breaks a rule is refused, not loaded."""
        layouts = tuple(Layout(tuple(text)) for text in data["layouts"])
        game = cls((layouts[0], layouts[1]), int(data.get("first", 0)))
        for push in data.get("pushes", []):
            game, _ = game.apply(Push(int(push["seat"]), cell_index(push["cell"])))
        return game

    def describe(self, event: Event, names: tuple[str, str] = ("Seat 0", "Seat 1")) -> str:
        """One sentence for the action log, naming the seats by `names`."""
        if isinstance(event, GameWon):
            return f"{names[event.seat]} found all 5 red gems and wins!"
        return (f"{names[event.seat]} pushed {cell_name(event.cell)}: "
                f"{PIECE_NAMES[event.piece]}. {event.hint}")


@dataclass(frozen=True)
class Match:
    """Best of three: "Playing best of three is a fun way to extend the gameplay."

    The loser of a game goes first in the next one (the rulebook leaves this open).
    """

    winners: tuple[int, ...] = ()
    games_to_win: int = 2

    def record(self, winner: int) -> "Match":
        if self.winner is not None:
            raise IllegalMove("match-over", f"the match is over: seat {self.winner} won it")
        return Match((*self.winners, winner), self.games_to_win)

    def wins(self, seat: int) -> int:
        return self.winners.count(seat)

    @property
    def winner(self) -> int | None:
        return next((s for s in (0, 1) if self.wins(s) >= self.games_to_win), None)

    def next_first(self, default: int = 0) -> int:
        return opponent(self.winners[-1]) if self.winners else default
