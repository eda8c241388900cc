"""`make soak`: the conformance suite over many seeds for every engine (long; not in `make test`).

    .venv/bin/python -m tests.companion.games.soak [GAMES_PER_ENGINE]
"""

import sys
import time

from companion.games.registry import engine
from tests.companion.games.conformance import play
from tests.companion.games.test_conformance import CONFORMING


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 1000
    failures = 0
    for name in CONFORMING:
        cls = engine(name)
        counts = list(cls.PLAYERS)
        start = time.perf_counter()
        for seed in range(games):
            try:
                play(cls, counts[seed % len(counts)], seed, deep=seed % 50 == 0)
            except AssertionError as broken:
                failures += 1
                print(f"{name} seed {seed}: {broken}")
        seconds = time.perf_counter() - start
        print(f"{name}: {games} games in {seconds:.1f} s ({games / seconds:.1f} games/s)")
    print(f"conformance broken: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
