"""`companion dig gallery` on long galleries: seconds per gallery and per card at 1,000 to 8,000
cards, side by side, so a cost that grows faster than the gallery shows as a rising per-card
figure (the reference is the 1,000-card row: linear means every row stays near it).

Two galleries per length: four recruits and stones only (every card pays), and a mix with
spiders, ghosts, runes and eggs. Each figure is the median of `--repeats` runs of the engine
behind the command (`Gallery.from_json` then `result()`), and of the readable report's replay.

    .venv/bin/python benchmarks/dig_gallery.py [--repeats 3]
"""

import argparse
import random
import statistics
import time

from companion.cli.dig import _replay_log
from companion.games.dig import Gallery

LENGTHS = (1000, 2000, 4000, 8000)


def stones(length: int) -> dict:
    return {"cards": [{"card": "gold", "recruit": True}]
            + [{"card": "iron", "recruit": n <= 3} for n in range(1, length)]}


def mixed(length: int) -> dict:
    """A ghost only while the gallery holds more than one card (one alone would end it)."""
    rng = random.Random(length)
    names = ("iron", "gold", "diamond", "rune", "gem-egg", "spider", "ghost")
    cards, held = [{"card": "gold", "recruit": True}], 1
    while len(cards) < length:
        name = rng.choice(names if held > 1 else names[:-1])
        held += {"ghost": -1, "spider": 0}.get(name, 1)
        cards.append({"card": name})
    return {"cards": cards}


def median_seconds(work, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"{'gallery':>8} {'cards':>6} {'score s':>9} {'us/card':>8} {'x 1k':>6}"
          f" {'report s':>9} {'us/card':>8}")
    for name, build in (("stones", stones), ("mixed", mixed)):
        reference = None
        for length in LENGTHS:
            data = build(length)
            score = median_seconds(lambda d=data: Gallery.from_json(d).result(), args.repeats)
            gallery = Gallery.from_json(data)
            report = median_seconds(lambda g=gallery: _replay_log(g), args.repeats)
            per_card = score / length * 1e6
            reference = reference or per_card
            print(f"{name:>8} {length:>6} {score:>9.3f} {per_card:>8.1f} "
                  f"{per_card / reference:>6.2f} {report:>9.3f} {report / length * 1e6:>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
