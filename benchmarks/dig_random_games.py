"""Plays N complete seeded DIG games with random legal actions for 2, 3 and 4 players, checks
the invariants after every action (companion/games/dig/invariants.py: gems, recruits and cards
conserved), and prints games per second and the engine's time per game and per action
(invariant checks not counted).

    .venv/bin/python benchmarks/dig_random_games.py [N] [--table-hill]

`--table-hill` plays the table's own hill: every card drawn is told to the engine, as the camera
or a tap would (the kind drawn at random among those left). Exit 1 if an invariant broke.
"""

import argparse
import random
import statistics
import sys
import time

from companion.games.dig.game import Game
from companion.games.dig.invariants import problems


def play(seats: int, seed: int, table_hill: bool) -> tuple[float, int, list[str]]:
    """(seconds spent in the engine, actions taken, invariant problems)."""
    rng = random.Random(seed)
    start = time.perf_counter()
    game = Game.new(Game.default_names(seats), seed, table_hill=table_hill)
    engine = time.perf_counter() - start
    actions = 0
    while not game.over:
        start = time.perf_counter()
        game, _ = game.apply(rng.choice(game.legal_actions()))
        engine += time.perf_counter() - start
        actions += 1
        broken = problems(game.state)
        if broken:
            return engine, actions, [f"seed {seed}, {seats} players, action {actions}: {b}"
                                     for b in broken]
    if not game.winners():
        return engine, actions, [f"seed {seed}: the game ended without a winner"]
    return engine, actions, []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=1000)
    parser.add_argument("--table-hill", action="store_true")
    args = parser.parse_args()
    times: dict[int, list[float]] = {2: [], 3: [], 4: []}
    lengths: dict[int, list[int]] = {2: [], 3: [], 4: []}
    failures: list[str] = []
    wall = time.perf_counter()
    for seed in range(args.games):
        seats = 2 + seed % 3
        engine, actions, broken = play(seats, seed, args.table_hill)
        times[seats].append(engine)
        lengths[seats].append(actions)
        failures += broken
    wall = time.perf_counter() - wall
    print(f"{args.games} games in {wall:.1f} s with invariant checks: "
          f"{args.games / wall:.1f} games/s")
    print(f"{'players':>7} {'games':>6} {'median ms/game':>15} {'median actions':>15} "
          f"{'us/action':>10} {'games/s (engine)':>17}")
    for seats in (2, 3, 4):
        if not times[seats]:
            continue
        per_game = statistics.median(times[seats])
        actions = statistics.median(lengths[seats])
        print(f"{seats:>7} {len(times[seats]):>6} {per_game * 1000:>15.1f} {actions:>15.0f} "
              f"{per_game / actions * 1e6:>10.1f} {1 / per_game:>17.1f}")
    for failure in failures[:20]:
        print("INVARIANT BROKEN:", failure)
    print(f"{len(failures)} invariant problem(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
