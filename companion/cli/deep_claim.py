"""`companion deep-claim score|replay`."""

import argparse

from companion.cli.inputs import display_name, file_command, print_json, read_json
from companion.cli.validated import read_valid_json
from companion.errors import IllegalMove, InputError, excerpt
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
        parts, end_lines[name] = score_end(position)
        points[name]["final"] = parts
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


def _setup(data: object, name: str) -> tuple[dict, list]:
    """The set-up and action list of a replay file, or of a saved game snapshot."""
    if not isinstance(data, dict):
        raise InputError(f"{name}: the top level must be an object with seed and actions")
    if "setup" in data and "log" in data:
        data = {**data["setup"], "actions": data["log"]}
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise InputError(f"{name}: \"actions\" must be a list of actions")
    names = data.get("names")
    seats = data.get("seats", len(names) if isinstance(names, list) else None)
    setup = {"seats": seats, "seed": data.get("seed"), "names": names,
             "objectives": data.get("objectives", False), "magnates": data.get("magnates", False)}
    for key, kind in (("seats", int), ("seed", int), ("objectives", bool), ("magnates", bool)):
        if type(setup[key]) is not kind:
            wanted = "a whole number" if kind is int else "true or false"
            raise InputError(f"{name}: {key} must be {wanted}, not {excerpt(repr(setup[key]))}")
    if names is not None and not (isinstance(names, list)
                                  and all(isinstance(n, str) for n in names)):
        raise InputError(f"{name}: names must be a list of player names")
    return setup, actions


def run_replay(args: argparse.Namespace) -> int:
    from companion.games.deep_claim import Game

    setup, actions = _setup(read_json(args.file), display_name(args.file))
    try:
        game = Game.replay(setup, actions)
    except ValueError as exc:
        return _invalid(args, str(exc))
    except IllegalMove as exc:
        return _invalid(args, f"illegal {exc} [rule: {exc.rule}]")
    except InputError as exc:
        raise InputError(f"{display_name(args.file)}: {exc}") from None
    scores = game.scores()
    if args.json:
        print_json({"over": game.over, "season": game.season, "phase": game.phase,
                    "vp": scores["vp"], "seasons": scores["seasons"], "final": scores["final"]})
        return 0
    status = "game over" if game.over else f"not finished: season {game.season}, {game.phase}"
    print(f"{display_name(args.file)}: {len(actions)} actions replayed, {status}")
    for name, vp in scores["vp"].items():
        print(f"  {name:10} {vp:>4} VP")
    if scores["final"]:
        print(f"  winner: {' and '.join(scores['final']['winners'])}")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    game = commands.add_parser("deep-claim", help="score seasons and games, replay a game")
    sub = game.add_subparsers(dest="action", required=True, metavar="ACTION")
    file_command(sub, "score", "season scoring (and game end with \"final\")",
                 "JSON as in the CLI contract ('-' stdin)", run_score)
    file_command(sub, "replay", "replay a game from its seed and actions",
                 "{seats, seed, actions: [...]} JSON", run_replay)
