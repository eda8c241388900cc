"""Mine Deeper: a wall square that held a piece and now holds none is a proposed push.

Works on two successive readings of one wall face: 25 entries, A1..E5, each a piece symbol
(`R`, `P`, `Y`, `.`) or None where no piece is seen in the square.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from companion.games.mine_deeper import cell_name


@dataclass(frozen=True)
class SquareEmptied:
    cell: str  # like "C4"
    piece: str  # what the square held before: the piece that fell out


def propose(before: Sequence[str | None], after: Sequence[str | None]) -> list[SquareEmptied]:
    if len(before) != 25 or len(after) != 25:
        raise ValueError("a wall face reading has 25 squares")
    return [SquareEmptied(cell_name(index), was)
            for index, (was, now) in enumerate(zip(before, after, strict=True))
            if was is not None and now is None]
