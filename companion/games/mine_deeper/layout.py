"""A filled wall face (layout) and what one player has seen of the other's (memory board)."""

from dataclasses import dataclass

from companion.errors import InputError
from companion.games.mine_deeper.grid import (
    CELLS,
    PURPLE,
    RED,
    ROCK,
    UNKNOWN,
    YELLOW,
    format_grid,
    parse_grid,
)

GEM_SET = {RED: 5, PURPLE: 1, YELLOW: 3, ROCK: 16}
"""One player's set: "3 yellow gems, 1 purple gem, 5 red gems, and 16 rocks"."""


@dataclass(frozen=True)
class Layout:
    """What sits behind each of the 25 squares of one wall face."""

    cells: tuple[str, ...]

    def __post_init__(self) -> None:
        if len(self.cells) != 25 or not set(self.cells) <= set(GEM_SET):
            raise InputError("a layout is 25 squares of R, P, Y or .")

    @classmethod
    def parse(cls, text: str) -> "Layout":
        return cls(parse_grid(text, RED + PURPLE + YELLOW + ROCK, "layout"))

    def __str__(self) -> str:
        return format_grid(self.cells)

    def count(self, piece: str) -> int:
        return self.cells.count(piece)

    def cells_with(self, piece: str) -> list[int]:
        return [i for i in CELLS if self.cells[i] == piece]


@dataclass(frozen=True)
class MemoryBoard:
    """`?` for a square not pushed yet, else the piece that fell out of it."""

    cells: tuple[str, ...] = (UNKNOWN,) * 25

    @classmethod
    def parse(cls, text: str) -> "MemoryBoard":
        return cls(parse_grid(text, UNKNOWN + RED + PURPLE + YELLOW + ROCK, "memory board"))

    def __str__(self) -> str:
        return format_grid(self.cells)

    def pushed(self) -> dict[int, str]:
        return {i: s for i, s in enumerate(self.cells) if s != UNKNOWN}

    def with_piece(self, cell: int, piece: str) -> "MemoryBoard":
        cells = list(self.cells)
        cells[cell] = piece
        return MemoryBoard(tuple(cells))

    def reds_found(self) -> int:
        return self.cells.count(RED)
