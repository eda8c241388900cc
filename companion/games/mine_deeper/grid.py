"""The 5x5 wall face: cell names, and the text form of layouts and memory boards.

Cells are named like a spreadsheet: rows A-E top to bottom, columns 1-5 left to right, as seen
by the player who fills that wall. Internally a cell is its index 0..24 (row * 5 + column).
"""

from collections.abc import Iterable

from companion.errors import InputError

SIZE = 5
CELLS = range(SIZE * SIZE)
ROWS = "ABCDE"

RED, PURPLE, YELLOW, ROCK, UNKNOWN = "R", "P", "Y", ".", "?"
PIECE_NAMES = {RED: "red gem", PURPLE: "purple gem", YELLOW: "yellow gem", ROCK: "rock"}


def cell_name(index: int) -> str:
    row, column = divmod(index, SIZE)
    return f"{ROWS[row]}{column + 1}"


def cell_index(name: str) -> int:
    """`"C4"` -> 13. Raises InputError for anything that is not a cell of the wall."""
    text = name.strip().upper()
    if len(text) != 2 or text[0] not in ROWS or text[1] not in "12345":
        raise InputError(f"{name!r} is not a wall square (rows A-E, columns 1-5, like C4)")
    return ROWS.index(text[0]) * SIZE + int(text[1]) - 1


def _neighbours(index: int) -> tuple[int, ...]:
    row, column = divmod(index, SIZE)
    steps = ((-1, 0), (1, 0), (0, -1), (0, 1))
    return tuple(
        (row + dr) * SIZE + column + dc
        for dr, dc in steps
        if 0 <= row + dr < SIZE and 0 <= column + dc < SIZE
    )


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in CELLS)
"""The orthogonal neighbours (above, below, left, right) of each cell."""


def parse_grid(text: str, symbols: str, what: str) -> tuple[str, ...]:
    """Read 5 rows of 5 symbols; spaces between symbols, blank lines and `#` lines are ignored."""
    rows = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        row = stripped.replace(" ", "").replace("\t", "").upper()
        bad = sorted(set(row) - set(symbols))
        if bad:
            more = f" and {len(bad) - 3} more" if len(bad) > 3 else ""
            raise InputError(
                f"{what} row {len(rows) + 1} has {', '.join(map(repr, bad[:3]))}{more}; "
                f"expected only {' '.join(symbols)}"
            )
        if len(row) != SIZE:
            raise InputError(f"{what} row {len(rows) + 1} has {len(row)} squares, expected 5")
        rows.append(row)
    if len(rows) != SIZE:
        raise InputError(f"{what} has {len(rows)} rows, expected 5")
    return tuple("".join(rows))


def format_grid(symbols: Iterable[str]) -> str:
    """The text form: 5 rows of 5 symbols separated by spaces; it parses back unchanged."""
    cells = list(symbols)
    return "".join(" ".join(cells[r * SIZE:(r + 1) * SIZE]) + "\n" for r in range(SIZE))
