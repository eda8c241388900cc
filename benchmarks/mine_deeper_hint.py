"""Time per memory board of the hint posterior, beside a plain NumPy filter on the same boards.

The boards come from 200 seeded random valid layouts with 0 to 20 squares pushed. Both methods
must give the same answer; the figures are medians over the boards (this machine is noisy).

    python benchmarks/mine_deeper_hint.py
"""

import random
import statistics
import time

import numpy as np

from companion.games.mine_deeper import MemoryBoard
from companion.games.mine_deeper.hints import hint_index
from companion.games.mine_deeper.valid_layouts import layout_from_masks, valid_layout_masks

BOARDS = 200
SYMBOL_BITS = {"R": 0, "P": 1, "Y": 2}


def make_boards(seed: int = 2026) -> list[MemoryBoard]:
    red, purple, yellow = valid_layout_masks()
    rng = random.Random(seed)
    boards = []
    for _ in range(BOARDS):
        k = rng.randrange(len(red))
        layout = layout_from_masks(red[k], purple[k], yellow[k])
        board = MemoryBoard()
        for cell in rng.sample(range(25), rng.randint(0, 20)):
            board = board.with_piece(cell, layout.cells[cell])
        boards.append(board)
    return boards


def numpy_filter(board: MemoryBoard) -> tuple[int, np.ndarray | None]:
    """The plain way: test every valid layout against every pushed square."""
    red, purple, yellow = valid_layout_masks()
    gems = red | purple | yellow
    agree = np.ones(len(red), dtype=bool)
    for cell, piece in board.pushed().items():
        mask = {"R": red, "P": purple, "Y": yellow, ".": gems}[piece]
        present = ((mask >> cell) & 1).astype(bool)
        agree &= ~present if piece == "." else present
    kept = red[agree]
    if kept.size == 0:
        return 0, None
    bits = (kept[:, None] >> np.arange(25, dtype=np.uint32)) & 1
    return int(kept.size), (bits.mean(axis=0)).reshape(5, 5)


def timed(function, board) -> tuple[float, object]:
    start = time.perf_counter()
    result = function(board)
    return time.perf_counter() - start, result


def main() -> None:
    start = time.perf_counter()
    index = hint_index()
    build = time.perf_counter() - start
    boards = make_boards()
    ours, plain = [], []
    for board in boards:
        t_ours, result = timed(index.posterior, board)
        t_plain, (layouts, red) = timed(numpy_filter, board)
        assert result.layouts == layouts
        assert layouts == 0 or np.allclose(result.red, red)
        ours.append(t_ours)
        plain.append(t_plain)
    ms = lambda values: statistics.median(values) * 1000  # noqa: E731
    print(f"valid layouts: {index.total}; index built once in {build * 1000:.0f} ms")
    print(f"boards: {len(boards)} (0-20 squares pushed), same answers from both methods")
    print(f"project posterior   median {ms(ours):7.3f} ms/board")
    print(f"plain NumPy filter  median {ms(plain):7.3f} ms/board")
    print(f"ratio plain/project {statistics.median(plain) / statistics.median(ours):.1f}x")


if __name__ == "__main__":
    main()
