"""Plays N seeded Deep Claim games through `companion deep-claim selfplay`'s code path
(companion.cli.whole_games.selfplay: every choice drawn with the seed from the legal actions) for
2, 3 and 4 players in turn, both modules on in every other game, and checks the invariants after
every action: tracks 0-15, at most 10 ore held, at most 8 miners placed per player per season,
the VP items adding up to the VP track, every card somewhere once, VP never falling.

Side by side in one run, per game: selfplay (choosing from legal_actions, then apply) against
the reference of replaying the same game file (apply only, `whole_games.replay`), so the cost of
listing the legal actions shows as a ratio. Invariant checks are not counted in either.

    .venv/bin/python benchmarks/deep_claim_random_games.py [N]        (make soak: N = 1000)
"""

import argparse
import statistics
import sys
import time

from companion.cli.whole_games import replay, selfplay
from companion.games.deep_claim import Game
from companion.games.deep_claim.invariants import problems


class Checker:
    """Checks the invariants after every step and keeps the time it spends doing so."""

    def __init__(self, label: str):
        self.label = label
        self.seconds = 0.0
        self.actions = 0
        self.broken: list[str] = []

    def __call__(self, game: Game, action, after: Game) -> None:
        start = time.perf_counter()
        self.actions += 1
        found = problems(after._state, game._state)
        self.broken += [f"{self.label}, action {self.actions}: {p}" for p in found]
        self.seconds += time.perf_counter() - start


def play(seed: int, seats: int, modules: bool) -> tuple[float, float, Checker]:
    """(selfplay seconds, replay seconds, the checker) for one game."""
    checker = Checker(f"seed {seed}, {seats} players{', modules' if modules else ''}")
    options = {"objectives": modules, "magnates": modules}
    start = time.perf_counter()
    data = selfplay(Game, seed, seats, options, watch=checker)
    played = time.perf_counter() - start - checker.seconds
    setup = {"names": data["names"], "seed": seed, **options, "first": data["first"]}
    start = time.perf_counter()
    report = replay(Game, setup, data["actions"])
    replayed = time.perf_counter() - start
    if not (report["valid"] and report["finished"]):
        checker.broken.append(f"{checker.label}: its own file does not replay to the end")
    return played, replayed, checker


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=1000)
    args = parser.parse_args()
    times: dict[int, list[tuple[float, float]]] = {2: [], 3: [], 4: []}
    lengths: dict[int, list[int]] = {2: [], 3: [], 4: []}
    broken: list[str] = []
    wall = time.perf_counter()
    for seed in range(args.games):
        seats = 2 + seed % 3
        played, replayed, checker = play(seed, seats, modules=seed % 2 == 1)
        times[seats].append((played, replayed))
        lengths[seats].append(checker.actions)
        broken += checker.broken
    wall = time.perf_counter() - wall
    print(f"{args.games} games in {wall:.1f} s (invariant checks included): "
          f"{args.games / wall:.1f} games/s")
    print("players  games  actions  selfplay ms/game (median)  replay ms/game (median)  ratio")
    for seats, pairs in times.items():
        if pairs:
            ours = statistics.median(p for p, _ in pairs) * 1000
            reference = statistics.median(r for _, r in pairs) * 1000
            print(f"{seats:>7}  {len(pairs):>5}  {statistics.mean(lengths[seats]):>7.0f}  "
                  f"{ours:>25.1f}  {reference:>23.1f}  {ours / reference:>5.2f}")
    print(f"invariants broken: {len(broken)}")
    for line in broken[:10]:
        print("  " + line)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
