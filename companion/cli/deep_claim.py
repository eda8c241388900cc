"""`companion deep-claim score|selfplay|replay`."""

import argparse

from companion.cli import whole_games
from companion.cli.inputs import display_name, file_command, print_json
from companion.cli.validated import read_valid_json
from companion.errors import IllegalMove
from companion.games.deep_claim.catalog import ORES
from companion.games.deep_claim.score_input import (
    SCHEMA,
    end_position,
    read_players,
    season_icons,
)
from companion.games.deep_claim.scoring import score_end, score_season

FINAL_PARTS = ("economy", "banked_ore", "owls", "bears", "objectives", "total")


def _invalid(args: argparse.Namespace, message: str) -> int:
    name = display_name(args.file)
    if args.json:
        print_json({"valid": False, "error": f"{name}: {message}"})
    else:
        print(f"{name}: {message}")
    return 1


def _table(header: tuple[str, ...], rows: dict[str, dict[str, int]]) -> list[str]:
    width = max([len("player")] + [len(n) for n in rows])
    lines = [f"{'player':{width}}  " + "  ".join(f"{h:>10}" for h in header)]
    for name, values in rows.items():
        lines.append(f"{name:{width}}  " + "  ".join(f"{values[h]:>10}" for h in header))
    return lines


def run_score(args: argparse.Namespace) -> int:
    data = read_valid_json(args.file, "companion.games.deep_claim", SCHEMA)
    try:
        season, fulfilled = read_players(data)
        ends = ({entry["name"]: end_position(entry) for entry in data["players"]}
                if data.get("final") else {})
    except IllegalMove as exc:
        return _invalid(args, str(exc))
    result = score_season(season, season_icons(fulfilled))
    points, lines = result.points, list(result.lines)
    end_lines = {}
    for name, position in ends.items():
        end = score_end(position)
        points[name]["final"], end_lines[name] = end.parts, end.lines
    if args.json:
        print_json({"season": season, "points": points, "explanation": lines,
                    "final_explanation": end_lines})
        return 0
    print(f"Season {season} scoring")
    print("\n".join(_table((*ORES, "total"), points)))
    print("\n".join(f"  {line}" for line in lines))
    if ends:
        print("\nGame end")
        print("\n".join(_table(FINAL_PARTS, {n: points[n]["final"] for n in ends})))
        for name, part_lines in end_lines.items():
            print("\n".join(f"  {name}: {line}" for line in part_lines))
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    game = commands.add_parser("deep-claim", help="score seasons and games, replay a game")
    sub = game.add_subparsers(dest="action", required=True, metavar="ACTION")
    file_command(sub, "score", "season scoring (and game end with \"final\")",
                 "JSON as in the CLI contract ('-' stdin)", run_score)
    whole_games.register("deep-claim", sub)
