"""Every valid layout, enumerated from its structure in well under a second.

The rules pair gems up: each red touches exactly one hint gem (purple or yellow), the purple
touches exactly 2 reds and each yellow exactly 1, and 2 + 3 = 5 = the reds. So once the purple
and the 3 yellows are placed, a red can only sit on a square that touches exactly one hint gem,
and the layouts are: 2 of the purple's own squares times 1 of each yellow's own squares. No gem
is then alone, so every layout produced is valid and every valid layout is produced; a test
checks this against a plain brute force over all placements of the 5 reds.
"""

from functools import cache
from itertools import combinations, product

import numpy as np

from companion.games.mine_deeper.grid import CELLS, NEIGHBOURS, PURPLE, RED, ROCK, YELLOW
from companion.games.mine_deeper.layout import Layout

NEIGHBOUR_BITS = tuple(sum(1 << n for n in NEIGHBOURS[c]) for c in CELLS)


def _own_squares(hint: int, others: int) -> list[int]:
    """Squares next to `hint` and to no other hint gem, nor hint gems themselves."""
    return [
        c for c in NEIGHBOURS[hint]
        if not (others >> c) & 1 and not NEIGHBOUR_BITS[c] & others
    ]


def _layouts_as_masks() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    reds, purples, yellows = [], [], []
    for purple in CELLS:
        rest = [c for c in CELLS if c != purple]
        for trio in combinations(rest, 3):
            hints = (1 << purple) | (1 << trio[0]) | (1 << trio[1]) | (1 << trio[2])
            purple_own = _own_squares(purple, hints & ~(1 << purple))
            if len(purple_own) < 2:
                continue
            yellow_own = [_own_squares(y, hints & ~(1 << y)) for y in trio]
            if not all(yellow_own):
                continue
            yellow_bits = hints & ~(1 << purple)
            for pair in combinations(purple_own, 2):
                pair_bits = (1 << pair[0]) | (1 << pair[1])
                for singles in product(*yellow_own):
                    reds.append(pair_bits | sum(1 << single for single in singles))
                    purples.append(1 << purple)
                    yellows.append(yellow_bits)
    as_array = lambda values: np.array(values, dtype=np.uint32)  # noqa: E731
    return as_array(reds), as_array(purples), as_array(yellows)


@cache
def valid_layout_masks() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(red, purple, yellow) bit masks of every valid layout; bit i is cell i."""
    return _layouts_as_masks()


def layout_from_masks(red: int, purple: int, yellow: int) -> Layout:
    def piece(cell: int) -> str:
        for mask, symbol in ((red, RED), (purple, PURPLE), (yellow, YELLOW)):
            if (int(mask) >> cell) & 1:
                return symbol
        return ROCK

    return Layout(tuple(piece(c) for c in CELLS))
