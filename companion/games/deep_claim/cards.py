"""The seven action cards: bid value, kept-card income and digging pattern; digging costs.

A mine is a 3x3 grid of cells numbered 0-8 row by row from the surface (row 0, toll 1) down to
the deepest row (row 2, toll 4). Reading: placing "fewer miners than the card shows" means any
non-empty part of a placement the card allows (a 3 may place one miner on any cell).
"""

from functools import cache
from itertools import combinations

# kept-card income: (coins, pickaxes, resources of your choice)
INCOME = {0: (5, 0, 0), 1: (4, 0, 0), 2: (3, 1, 0), 3: (0, 0, 3), 4: (1, 3, 0), 5: (0, 4, 0),
          6: (0, 5, 0)}
PATTERN_TEXT = {0: "1 cell, top row only", 1: "1 cell, rows 1-2", 2: "1 cell, any row",
                3: "2 adjacent cells in a row", 4: "2 adjacent cells in a column",
                5: "any 2 cells", 6: "any 3 cells"}
TOLLS = (1, 2, 4)
NEUTRAL_CELL = 4  # reading: the neutral miner stands on the centre cell of every mine
CELLS = tuple(range(9))
# the four cells around each intersection, top-left, top-right, bottom-left, bottom-right
INTERSECTIONS = tuple((r * 3 + c, r * 3 + c + 1, r * 3 + c + 3, r * 3 + c + 4)
                      for r in (0, 1) for c in (0, 1))


def row_of(cell: int) -> int:
    return cell // 3


def _full_placements(card: int) -> list[tuple[int, ...]]:
    if card in (0, 1, 2):
        return [(c,) for c in CELLS if row_of(c) <= card]
    if card == 3:
        return [(c, c + 1) for c in CELLS if c % 3 < 2]
    if card == 4:
        return [(c, c + 3) for c in CELLS if c < 6]
    return list(combinations(CELLS, card - 3))


@cache
def placements(card: int) -> frozenset[tuple[int, ...]]:
    """Every sorted tuple of cells card `card` may dig, fewer miners included."""
    found = set()
    for full in _full_placements(card):
        for size in range(1, len(full) + 1):
            found.update(combinations(full, size))
    return frozenset(found)


@cache
def sorted_placements(card: int) -> tuple[tuple[int, ...], ...]:
    return tuple(sorted(placements(card)))


def dig_cost(cells: tuple[int, ...], flat_toll: int | None = None, quantity_tax: bool = True
             ) -> int:
    """"Spend pickaxes equal to the toll of the deepest row you reach, plus 1 more pickaxe for
    every ore after the first that you dig up." A magnate may change either part: Hugh Pottamus
    pays no quantity tax; Miles Molesworth's toll is "always 2", an ability he may decline, so
    he pays the lower of 2 and the row's toll (1 on the surface)."""
    toll = TOLLS[max(row_of(c) for c in cells)]
    if flat_toll is not None:
        toll = min(toll, flat_toll)
    return toll + (len(cells) - 1 if quantity_tax else 0)
