"""Plays N complete seeded Deep Shelf games (part 1: the card and economy side, the board as the
ledger of reports) with random legal actions for 2, 3 and 4 players, checks the invariants after
every action, and prints games per second, how the games ended, and the engine's median time per
action beside Deep Claim's in the same run as the reference.

    .venv/bin/python benchmarks/deep_shelf_random_games.py [N]
"""

import argparse
import collections
import random
import statistics
import sys
import time

from companion.games.deep_claim import Game as DeepClaim
from companion.games.deep_claim import default_names
from companion.games.deep_shelf.game import Game
from companion.games.deep_shelf.invariants import problems


def play(cls, names: list[str], seed: int, check: bool) -> tuple[list[float], object, list[str]]:
    """(seconds per action, the finished game, invariant problems)."""
    rng = random.Random(seed)
    game = cls.new(names, seed)
    per_action, broken = [], []
    while not game.over:
        start = time.perf_counter()
        after, _ = game.apply(rng.choice(game.legal_actions()))
        per_action.append(time.perf_counter() - start)
        if check:
            broken += [f"seed {seed}, action {len(per_action)}: {p}"
                       for p in problems(after.state, game.state)]
        game = after
    return per_action, game, broken


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=200)
    args = parser.parse_args()
    steps: list[float] = []
    lengths: dict[int, list[int]] = collections.defaultdict(list)
    turns: dict[int, list[int]] = collections.defaultdict(list)
    endings: collections.Counter = collections.Counter()
    failures: list[str] = []
    wall = time.perf_counter()
    for seed in range(args.games):
        seats = 2 + seed % 3
        per_action, game, broken = play(Game, Game.default_names(seats), seed, check=True)
        steps += per_action
        lengths[seats].append(len(per_action))
        turns[seats].append(game.state.rounds)
        endings[game.state.trigger["how"]] += 1
        failures += broken
    wall = time.perf_counter() - wall
    reference: list[float] = []
    for seed in range(max(3, args.games // 20)):
        reference += play(DeepClaim, default_names(2 + seed % 3), seed, check=False)[0]
    print(f"{args.games} Deep Shelf games in {wall:.1f} s with invariant checks: "
          f"{args.games / wall:.1f} games/s; ended by {dict(endings)}")
    for seats in sorted(lengths):
        print(f"  {seats} players: {len(lengths[seats])} games, median "
              f"{statistics.median(lengths[seats]):.0f} actions and "
              f"{statistics.median(turns[seats]):.0f} turns per game")
    shelf, claim = statistics.median(steps) * 1e3, statistics.median(reference) * 1e3
    print(f"median time per action: Deep Shelf {shelf:.3f} ms, Deep Claim (reference) "
          f"{claim:.3f} ms, ratio {shelf / claim:.2f}")
    print(f"invariants broken: {len(failures)}")
    for failure in failures[:10]:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
