"""`companion mine-deeper check|hint|keycard`."""

import argparse

from companion.cli.inputs import display_name, file_command, print_json, read_text
from companion.errors import InputError
from companion.games.mine_deeper import (
    Layout,
    MemoryBoard,
    Violation,
    all_orientations,
    check,
)
from companion.games.mine_deeper.grid import ROWS


def _parse(kind: type[Layout] | type[MemoryBoard], name: str):
    text = read_text(name)
    try:
        return kind.parse(text)
    except InputError as exc:
        raise InputError(f"{display_name(name)}: {exc}") from None


def run_check(args: argparse.Namespace) -> int:
    layout = _parse(Layout, args.file)
    violations = check(layout)
    if args.json:
        print_json({"valid": not violations, "violations": [v.as_json() for v in violations]})
    else:
        print_violations(display_name(args.file), violations)
    return 1 if violations else 0


def print_violations(name: str, violations: list[Violation]) -> None:
    """The placement check for a person: valid, or each broken rule by square."""
    if not violations:
        print(f"{name}: valid")
        return
    print(f"{name}: INVALID, {len(violations)} problem(s)")
    for v in violations:
        print(f"  {v.cell or '--':3} {v.rule:7} {v.message}")


def _percent_table(red: list[list[float]]) -> str:
    lines = ["      1     2     3     4     5"]
    for r, row in enumerate(red):
        lines.append(f"{ROWS[r]} " + " ".join(f"{p * 100:5.1f}" for p in row))
    return "\n".join(lines)


def run_hint(args: argparse.Namespace) -> int:
    from companion.games.mine_deeper.hints import posterior

    boards = [(name, _parse(MemoryBoard, name)) for name in args.files]
    status = 0
    for name, board in boards:
        result = posterior(board)
        if result.layouts == 0:
            status = 1
        if args.json:
            print_json({"file": name, "layouts": result.layouts, "red": result.as_rows()})
        elif result.red is None:
            print(f"{name}: no valid layout agrees with this board (a square was misread?)")
        else:
            print(f"{name}: {result.layouts} valid layouts agree; chance of a red gem (%):")
            print(_percent_table(result.as_rows()))
    return status


def run_keycard(args: argparse.Namespace) -> int:
    """The 8 layouts of a key card; a card that breaks the placement rules lays no wall."""
    card = _parse(Layout, args.file)
    violations = check(card)
    if violations:
        print_violations(display_name(args.file), violations)
        return 1
    for orientation, layout in all_orientations(card).items():
        print(f"# laid {orientation}\n{layout}")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    game = commands.add_parser("mine-deeper", help="check wall layouts, hint at red gems")
    sub = game.add_subparsers(dest="action", required=True, metavar="ACTION")

    file_command(sub, "check", "is a wall layout legal under the advanced rules?",
                 "5 rows of R P Y . ('-' for stdin)", run_check)

    hint_cmd = sub.add_parser("hint", help="chance of a red gem behind each square")
    hint_cmd.add_argument("files", metavar="FILE", nargs="+", help="memory boards: ? R P Y .")
    hint_cmd.add_argument("--json", action="store_true", help="one JSON object per FILE")
    hint_cmd.set_defaults(handler=run_hint)

    card_cmd = sub.add_parser("keycard", help="the 8 layouts a key card gives")
    card_cmd.add_argument("file", metavar="FILE", help="the key card as a layout")
    card_cmd.set_defaults(handler=run_keycard)
