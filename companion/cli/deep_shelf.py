"""`companion deep-shelf score FILE [--json]`: endgame VP per player, by category, and the
winner (the tie-breakers apply when the tally gives them); `selfplay` and `replay` as for every
game with a turn engine (whole_games.py)."""

import argparse

from companion.cli import whole_games
from companion.cli.inputs import display_name, file_command, print_json
from companion.cli.validated import read_valid_json
from companion.errors import IllegalMove, InputError
from companion.games.deep_shelf import Breakdown, read_table, score, winners

COLUMNS = ["shallows", "deep", "explorer", "tech", "research", "credits", "refined_ore",
           "markers", "anomalies", "other", "total"]


def _table(points: dict[str, Breakdown]) -> str:
    width = max(8, *(len(name) for name in points))
    heads = {column: column.replace("refined_ore", "ore") for column in COLUMNS}
    sizes = {column: max(5, len(head)) for column, head in heads.items()}
    lines = [f"{'player':{width}} " + " ".join(f"{heads[c]:>{sizes[c]}}" for c in COLUMNS)]
    for name, breakdown in points.items():
        row = breakdown.as_json()
        lines.append(f"{name:{width}} " + " ".join(f"{row[c]:>{sizes[c]}}" for c in COLUMNS))
    return "\n".join(lines)


def run_score(args: argparse.Namespace) -> int:
    data = read_valid_json(args.file, "companion.games.deep_shelf", "scoresheet.schema.json")
    name = display_name(args.file)
    try:
        sheets = read_table(data)
    except InputError as exc:
        raise InputError(f"{name}: {exc}") from None
    try:
        points = score(sheets)
    except IllegalMove as exc:
        if args.json:
            print_json({"valid": False, "rule": exc.rule, "message": str(exc)})
        else:
            print(f"{name}: IMPOSSIBLE ({exc.rule}) {exc}")
        return 1
    won = winners(sheets, points)
    if args.json:
        print_json({"points": {player: b.as_json() for player, b in points.items()},
                    "winners": won})
    else:
        print(_table(points))
        print(f"winner: {' and '.join(won)}")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    game = commands.add_parser("deep-shelf", help="Deep Shelf endgame scoring, whole games")
    sub = game.add_subparsers(dest="action", required=True, metavar="ACTION")
    file_command(sub, "score", "milestone majorities and personal scoring",
                 "the players' tallies as JSON ('-' for stdin)", run_score)
    whole_games.register("deep-shelf", sub)
