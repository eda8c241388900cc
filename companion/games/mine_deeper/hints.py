"""Where the red gems may be, given a memory board: the posterior over every valid layout.

Each valid layout agreeing with every pushed square is equally likely. The layouts are indexed
once as one bitset per (square, piece): bit k is set when layout k has that piece there. A board
is then a few ANDs of bitsets, and each square's red count is one AND and a popcount, which is
far less work than filtering all 728,044 layouts for every board.
"""

from dataclasses import dataclass
from functools import cache

import numpy as np

from companion.games.mine_deeper.grid import CELLS, RED, ROCK, SIZE
from companion.games.mine_deeper.layout import MemoryBoard
from companion.games.mine_deeper.valid_layouts import GEMS, pack, valid_layout_bitsets


@dataclass(frozen=True)
class Posterior:
    layouts: int  # valid layouts agreeing with the board
    red: tuple[tuple[float, ...], ...] | None  # 5x5 chance of a red gem; None if layouts == 0

    def as_rows(self) -> list[list[float]] | None:
        return None if self.red is None else [list(row) for row in self.red]


class HintIndex:
    """Bitsets over the valid layouts, one per square and piece."""

    def __init__(self) -> None:
        bitsets, self.total = valid_layout_bitsets()
        self._everything = pack(np.ones(self.total, dtype=bool))
        pieces = dict(zip(GEMS, bitsets, strict=True))
        pieces[ROCK] = ~(bitsets[0] | bitsets[1] | bitsets[2]) & self._everything
        self._bits = {(cell, piece): rows[cell] for piece, rows in pieces.items() for cell in CELLS}

    def posterior(self, board: MemoryBoard) -> Posterior:
        pushed = board.pushed()
        agree = self._everything
        for cell, piece in pushed.items():
            agree = agree & self._bits[cell, piece]
        layouts = int(np.bitwise_count(agree).sum())
        if layouts == 0:
            return Posterior(0, None)
        chance = []
        for cell in CELLS:
            if cell in pushed:
                chance.append(1.0 if pushed[cell] == RED else 0.0)
            else:
                reds = int(np.bitwise_count(agree & self._bits[cell, RED]).sum())
                chance.append(reds / layouts)
        rows = tuple(tuple(chance[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))
        return Posterior(layouts, rows)


@cache
def hint_index() -> HintIndex:
    """The index is built on first use (from the shipped bitsets: milliseconds), never at
    import."""
    return HintIndex()


def posterior(board: MemoryBoard) -> Posterior:
    return hint_index().posterior(board)
