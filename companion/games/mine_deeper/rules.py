"""The advanced placement rules, each checked on its own and named by the cell that breaks it.

Rulebook, "Advanced Rules":
- "There can ONLY be 2 red gems located above, below, left, or right of a purple gem."
- "There can ONLY be 1 red gem located above, below, left, or right of a yellow gem."
- "There can be ONLY 1 yellow or 1 purple gem located above, below, left, or right of a red gem,
  not both!" A red with none could never be hinted at, so 0 breaks this rule as 2+ does.
- "Purple, yellow, and red gems can NEVER be placed all alone by themselves!"
"""

from dataclasses import dataclass

from companion.games.mine_deeper.grid import (
    CELLS,
    NEIGHBOURS,
    PIECE_NAMES,
    PURPLE,
    RED,
    ROCK,
    YELLOW,
    cell_name,
)
from companion.games.mine_deeper.layout import GEM_SET, Layout


@dataclass(frozen=True)
class Violation:
    cell: str | None  # None for the whole-set rule `counts`
    rule: str  # counts | purple | yellow | red | alone
    message: str

    def as_json(self) -> dict[str, str | None]:
        return {"cell": self.cell, "rule": self.rule, "message": self.message}


def _around(layout: Layout, cell: int, pieces: str) -> int:
    return sum(layout.cells[n] in pieces for n in NEIGHBOURS[cell])


def _count_violations(layout: Layout) -> list[Violation]:
    wrong = [
        f"{layout.count(piece)} {PIECE_NAMES[piece]}s (expected {expected})"
        for piece, expected in GEM_SET.items()
        if layout.count(piece) != expected
    ]
    if not wrong:
        return []
    return [Violation(None, "counts", "one player's set is 5 red, 1 purple, 3 yellow, 16 rocks; "
                      "this layout has " + ", ".join(wrong))]


def _cell_violations(layout: Layout, cell: int) -> list[Violation]:
    piece, name = layout.cells[cell], cell_name(cell)
    if piece == ROCK:
        return []
    found = []
    reds = _around(layout, cell, RED)
    if piece == PURPLE and reds != 2:
        found.append(Violation(name, "purple", f"purple gem at {name} touches {reds} red gems; "
                               "a purple gem must touch exactly 2"))
    if piece == YELLOW and reds != 1:
        found.append(Violation(name, "yellow", f"yellow gem at {name} touches {reds} red gems; "
                               "a yellow gem must touch exactly 1"))
    if piece == RED:
        hints = _around(layout, cell, YELLOW + PURPLE)
        if hints != 1:
            found.append(Violation(name, "red", f"red gem at {name} touches {hints} yellow or "
                                   "purple gems; a red gem must touch exactly 1, not both"))
    if _around(layout, cell, RED + PURPLE + YELLOW) == 0:
        found.append(Violation(name, "alone", f"{PIECE_NAMES[piece]} at {name} is alone; "
                               "a gem must touch at least one other gem"))
    return found


def check(layout: Layout) -> list[Violation]:
    """Every broken rule; an empty list means the layout is valid."""
    found = _count_violations(layout)
    for cell in CELLS:
        found.extend(_cell_violations(layout, cell))
    return found


def is_valid(layout: Layout) -> bool:
    return not check(layout)
