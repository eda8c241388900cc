"""Time per memory board of the hint posterior, beside a plain NumPy filter on the same boards;
and the first hint of a new process, beside the same process enumerating the layouts itself.

The boards come from 200 seeded random valid layouts with 0 to 20 squares pushed. Both methods
must give the same answer; the figures are medians over the boards (this machine is noisy).
A first hint is timed in fresh processes: from the first import to the answer (the engine), and
from spawn to exit (`companion mine-deeper hint`, what a script sees). Target: 0.3 s.

    python benchmarks/mine_deeper_hint.py [fresh processes]
"""

import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from companion.games.mine_deeper import MemoryBoard
from companion.games.mine_deeper.hints import hint_index
from companion.games.mine_deeper.valid_layouts import layout_from_masks, valid_layout_masks

BOARDS = 200
REPO = Path(__file__).resolve().parents[1]
FIRST_HINT_S = 0.3
FIRST_HINT = """
import sys, time
start = time.perf_counter()
from companion.games.mine_deeper import MemoryBoard, hints, valid_layouts
if sys.argv[1] == "enumerate":  # the reference: every process enumerated the layouts itself
    valid_layouts.read_shipped = lambda: None
hints.posterior(MemoryBoard().with_piece(6, "R"))
print(time.perf_counter() - start)
"""
BOARD = "? ? ? ? ?\n? R ? ? ?\n? ? . ? ?\n? ? ? ? ?\n? ? ? ? ?\n"
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


def engine_first_hint(how: str) -> float:
    done = subprocess.run([sys.executable, "-c", FIRST_HINT, how], cwd=REPO, check=True,
                          capture_output=True, text=True, timeout=120)
    return float(done.stdout)


def cli_first_hint(board: Path) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "companion", "mine-deeper", "hint", str(board),
                    "--json"], cwd=REPO, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


def first_hints(runs: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        board = Path(folder) / "board.txt"
        board.write_text(BOARD)
        shipped = [engine_first_hint("shipped") for _ in range(runs)]
        enumerated = [engine_first_hint("enumerate") for _ in range(runs)]
        cli = [cli_first_hint(board) for _ in range(runs)]
    med = statistics.median
    print(f"first hint in a new process, median of {runs} fresh processes (target "
          f"{FIRST_HINT_S} s):")
    print(f"  engine, import to answer, shipped layouts     {med(shipped):6.3f} s")
    print(f"  engine, import to answer, enumerating them    {med(enumerated):6.3f} s  (as before; "
          f"ratio {med(enumerated) / med(shipped):.1f}x)")
    verdict = "within" if med(cli) <= FIRST_HINT_S else "OVER"
    print(f"  companion mine-deeper hint, spawn to exit     {med(cli):6.3f} s  ({verdict} target)")


def main() -> None:
    first_hints(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
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
