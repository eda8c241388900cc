"""Plays N complete seeded Deep Claim games with random legal actions for 2, 3 and 4 players,
checks the invariants after every action, and prints games per second and the mean time of a
game (the rules engine alone, invariant checks not counted).

    .venv/bin/python benchmarks/deep_claim_random_games.py [N] [--modules]
"""

import argparse
import random
import statistics
import sys
import time

from companion.games.deep_claim import Game, default_names
from companion.games.deep_claim.invariants import problems


def play(seats: int, seed: int, modules: bool) -> tuple[float, int, list[str]]:
    """(seconds spent in the engine, actions taken, invariant problems)."""
    rng = random.Random(seed)
    engine = 0.0
    start = time.perf_counter()
    game = Game.new(default_names(seats), seed, objectives=modules, magnates=modules)
    engine += time.perf_counter() - start
    actions = 0
    while not game.over:
        start = time.perf_counter()
        choices = game.legal_actions()
        after, _ = game.apply(rng.choice(choices))
        engine += time.perf_counter() - start
        actions += 1
        broken = problems(after._state, game._state)
        if broken:
            return engine, actions, [f"seed {seed}, {seats} players, action {actions}: {b}"
                                     for b in broken]
        game = after
    if game.season != 4 or game.scores()["final"] is None:
        return engine, actions, [f"seed {seed}: ended in season {game.season} without scoring"]
    return engine, actions, []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=1000)
    parser.add_argument("--modules", action="store_true", help="objectives and magnates on")
    args = parser.parse_args()
    times: dict[int, list[float]] = {2: [], 3: [], 4: []}
    lengths: dict[int, list[int]] = {2: [], 3: [], 4: []}
    failures: list[str] = []
    wall = time.perf_counter()
    for seed in range(args.games):
        seats = 2 + seed % 3
        engine, actions, broken = play(seats, seed, args.modules or seed % 2 == 1)
        times[seats].append(engine)
        lengths[seats].append(actions)
        failures += broken
    wall = time.perf_counter() - wall
    print(f"{args.games} games in {wall:.1f} s with invariant checks: "
          f"{args.games / wall:.1f} games/s")
    for seats in (2, 3, 4):
        if times[seats]:
            print(f"  {seats} players: {len(times[seats])} games, engine mean "
                  f"{statistics.mean(times[seats]) * 1000:.1f} ms, median "
                  f"{statistics.median(times[seats]) * 1000:.1f} ms per game, "
                  f"{statistics.mean(lengths[seats]):.0f} actions per game")
    print(f"invariants broken: {len(failures)}")
    for failure in failures[:10]:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
