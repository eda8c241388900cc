"""`companion dig gallery` on long galleries: seconds per run, beside reading the same file.

A gallery of N cards (a recruited gold, then stones, runes, gem eggs and spiders, never
closed) is scored through the CLI's main() with --json; the reference is parsing and
schema-checking that file alone, which is linear in N by construction. If the gallery's own
work is linear, the ratio stays flat as N grows; quadratic work makes it grow with N. Medians of
3 runs (the machine is noisy).

    python benchmarks/dig_gallery.py
"""

import contextlib
import io
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from companion.cli.main import main
from companion.cli.validated import read_valid_json

SIZES = (1_000, 10_000, 100_000)
CYCLE = ["iron", "gold", "rune", "spider", "ruby", "gem-egg", "diamond"]


def gallery(cards: int) -> dict:
    rest = [{"card": CYCLE[n % len(CYCLE)]} for n in range(cards - 1)]
    return {"cards": [{"card": "gold", "recruit": True}, *rest]}


def median_seconds(run, repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def score(path: Path) -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["dig", "gallery", str(path), "--json"]) == 0


def main_() -> int:
    print(f"{'cards':>8} {'gallery s':>10} {'read s':>8} {'ratio':>6} {'us/card':>8}")
    with tempfile.TemporaryDirectory() as folder:
        for cards in SIZES:
            path = Path(folder) / f"{cards}.json"
            path.write_text(json.dumps(gallery(cards)))
            read = median_seconds(lambda p=path: read_valid_json(
                str(p), "companion.games.dig", "gallery.schema.json"))
            scored = median_seconds(lambda p=path: score(p))
            print(f"{cards:>8} {scored:>10.3f} {read:>8.3f} {scored / read:>6.2f} "
                  f"{scored / cards * 1e6:>8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main_())
