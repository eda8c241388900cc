"""The 8 ways a key card can be laid: "in any direction they would like, on either side".

Four quarter turns of the card, and the same four with the card turned over (a mirror image),
so a key card entered once stands for all eight layouts.
"""

from companion.games.mine_deeper.grid import SIZE
from companion.games.mine_deeper.layout import Layout

ORIENTATIONS = ("0", "90", "180", "270", "flip-0", "flip-90", "flip-180", "flip-270")
"""Quarter turns clockwise; `flip-` means the card was turned over (left-right mirror) first."""


def _rotate(cells: tuple[str, ...]) -> tuple[str, ...]:
    """A quarter turn clockwise: the left column becomes the top row."""
    return tuple(cells[(SIZE - 1 - c) * SIZE + r] for r in range(SIZE) for c in range(SIZE))


def _mirror(cells: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(cells[r * SIZE + (SIZE - 1 - c)] for r in range(SIZE) for c in range(SIZE))


def orient(card: Layout, orientation: str) -> Layout:
    """The layout a key card gives when laid in `orientation`."""
    if orientation not in ORIENTATIONS:
        raise ValueError(f"orientation {orientation!r} is not one of {', '.join(ORIENTATIONS)}")
    flipped = orientation.startswith("flip-")
    cells = _mirror(card.cells) if flipped else card.cells
    for _ in range(int(orientation.removeprefix("flip-")) // 90):
        cells = _rotate(cells)
    return Layout(cells)


def all_orientations(card: Layout) -> dict[str, Layout]:
    return {o: orient(card, o) for o in ORIENTATIONS}


def find_orientation(card: Layout, layout: Layout) -> str | None:
    """Which way `card` was laid to give `layout`, or None if it cannot give it."""
    return next((o for o in ORIENTATIONS if orient(card, o) == layout), None)
