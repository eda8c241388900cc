"""`companion GAME selfplay` and `companion GAME replay`: whole games as files, for any engine.

A game file is one JSON object:
    {"game": "deep-claim", "seed": 7, "names": ["green", "yellow"], <the engine's options>,
     "actions": [<the engine's action JSON>, ...]}
`names` may be replaced by `"seats": n` (the engine's default names); each option the engine
lists in `Game.OPTIONS` may be given at the top level (default otherwise). `selfplay` writes
exactly this, `replay` reads it back and stops at the first illegal action (cli-contract.md,
"Whole games").
"""

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.cli.inputs import display_name, print_json, read_json
from companion.errors import CompanionError, IllegalMove, InputError, excerpt
from companion.games.base import Game
from companion.games.registry import engine
from companion.json_input import MAX_DIGITS

MAX_ACTIONS = 200_000  # no game of any engine comes near; a guard against an endless loop


Watch = Callable[[Game, Any, Game], None]


def selfplay(cls: type[Game], seed: int, players: int, options: dict[str, Any] | None = None,
             watch: Watch | None = None) -> dict[str, Any]:
    """One complete game whose every choice is drawn with `seed` from the legal actions.
    `options` change the engine's defaults; `watch(game, action, after)` sees every step (the
    random-play benchmarks check their invariants there)."""
    names = cls.default_names(players)
    options = {**cls.OPTIONS, **(options or {})}
    game = cls.new(names, seed, **options)
    rng = random.Random(seed)
    actions = []
    while not game.over:
        if len(actions) == MAX_ACTIONS:
            raise CompanionError(f"{cls.TITLE}: no end after {MAX_ACTIONS} actions")
        action = rng.choice(game.legal_actions())
        actions.append(cls.action_to_json(action))
        after, _ = game.apply(action)
        if watch is not None:
            watch(game, action, after)
        game = after
    return {"game": cls.NAME, "seed": seed, "names": names, **options, "actions": actions}


def read_setup(cls: type[Game], data: Any, name: str) -> tuple[dict[str, Any], list[Any]]:
    """The set-up (`new`'s arguments) and the action list of a game file."""
    if not isinstance(data, dict):
        raise InputError(f"{name}: a game file is a JSON object with seed, names and actions")
    if data.get("game", cls.NAME) != cls.NAME:
        raise InputError(f"{name}: a game file of {excerpt(repr(data['game']))}, not {cls.NAME}")
    seed, actions = data.get("seed"), data.get("actions")
    if type(seed) is not int:
        raise InputError(f"{name}: \"seed\" must be a whole number")
    if not isinstance(actions, list):
        raise InputError(f"{name}: \"actions\" must be a list of actions")
    names = data.get("names")
    if names is None:
        seats = data.get("seats")
        if type(seats) is not int or not 0 < seats < 100:
            raise InputError(f"{name}: give \"names\" (a list of player names) or \"seats\"")
        names = cls.default_names(seats)
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise InputError(f"{name}: \"names\" must be a list of player names")
    options = {}
    for key, default in cls.OPTIONS.items():
        value = data.get(key, default)
        if type(value) is not type(default):
            kind = "true or false" if isinstance(default, bool) else "a whole number"
            raise InputError(f"{name}: \"{key}\" must be {kind}")
        options[key] = value
    return {"names": names, "seed": seed, **options}, actions


def replay(cls: type[Game], setup: dict[str, Any], actions: list[Any]) -> dict[str, Any]:
    """The contract's replay report: how far the file plays, and the points where it stops.
    InputError (exit 2) for an action that is not one of the engine's at all."""
    game = cls.new(**setup)
    illegal = None
    applied = 0
    for index, data in enumerate(actions):
        try:
            action = cls.action_from_json(data)
        except InputError as exc:
            raise InputError(f"action {index}: {exc}") from None
        try:
            game, _ = game.apply(action)
        except IllegalMove as refused:
            illegal = {"index": index, "rule": refused.rule, "message": str(refused)}
            break
        applied += 1
    names = list(game.names)
    return {
        "valid": illegal is None, "applied": applied, "illegal": illegal,
        "finished": game.over, "winners": [names[s] for s in game.winners()],
        "points": {n: p.to_json() for n, p in zip(names, game.points(), strict=True)},
    }


def run_selfplay(args: argparse.Namespace) -> int:
    cls = engine(args.game)
    if args.players not in cls.PLAYERS:
        counts = f"{cls.PLAYERS.start}-{cls.PLAYERS.stop - 1}"
        print(f"companion: {cls.TITLE} is for {counts} players, not {args.players}",
              file=sys.stderr)
        return 1
    if len(str(abs(args.seed))) > MAX_DIGITS:  # replay could not read the file it is written to
        raise InputError(f"--seed: {excerpt(str(args.seed), 24)} has more than {MAX_DIGITS} "
                         "digits")
    text = json.dumps(selfplay(cls, args.seed, args.players)) + "\n"
    if args.output in (None, "-"):
        sys.stdout.write(text)
    else:
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise InputError(f"{args.output}: cannot write ({exc.strerror})") from None
    return 0


def run_replay(args: argparse.Namespace) -> int:
    cls = engine(args.game)
    name = display_name(args.file)
    setup, actions = read_setup(cls, read_json(args.file), name)
    try:
        report = replay(cls, setup, actions)
    except InputError as unreadable:  # an action that is none of the engine's
        raise InputError(f"{name}: {unreadable}") from None
    except IllegalMove as refused:  # a set-up the rules do not allow
        report = {"valid": False, "applied": 0, "finished": False, "winners": [],
                  "illegal": {"index": None, "rule": refused.rule, "message": str(refused)},
                  "points": {}}
    if args.json:
        print_json(report)
    else:
        print("\n".join(readable(cls, name, report)))
    return 0 if report["valid"] else 1


def readable(cls: type[Game], name: str, report: dict[str, Any]) -> list[str]:
    status = "finished" if report["finished"] else "not finished"
    lines = [f"{name}: {report['applied']} actions applied, {status}"]
    if report["illegal"] is not None:
        where = report["illegal"]["index"]
        at = "the set-up" if where is None else f"action {where}"
        lines.append(f"  refused at {at} ({report['illegal']['rule']}): "
                     f"{report['illegal']['message']}")
    if report["winners"]:
        lines.append(f"  winner: {' and '.join(report['winners'])}")
    for player, points in report["points"].items():
        lines.append(f"  {player}: {points['total']} {cls.POINTS}")
        lines += [f"    {item['vp']:>4}  {item['why']}" for item in points["items"]]
    return lines


def register(game: str, sub: argparse._SubParsersAction) -> None:
    """Add `selfplay` and `replay` to the sub-commands of `game`."""
    play = sub.add_parser("selfplay", help="play one whole game at random, as a game file")
    play.add_argument("--seed", type=int, required=True)
    play.add_argument("--players", type=int, required=True)
    play.add_argument("-o", "--output", metavar="FILE", help="where to write (default: stdout)")
    play.set_defaults(handler=run_selfplay, game=game)
    again = sub.add_parser("replay", help="replay a game file, stopping at an illegal action")
    again.add_argument("file", metavar="FILE", help="a game file ('-' for stdin)")
    again.add_argument("--json", action="store_true", help="one JSON object")
    again.set_defaults(handler=run_replay, game=game)
