"""`companion dig gallery FILE [--json]`: what one gallery gives its owner; `companion dig
selfplay` and `companion dig replay`: whole games as files (cli-contract "Whole games")."""

import argparse

from companion.cli import whole_games
from companion.cli.inputs import display_name, file_command, print_json
from companion.cli.validated import read_valid_json
from companion.errors import IllegalMove
from companion.games.dig import Gallery

ROWS = [("gems", "gems"), ("runes", "runes kept"), ("recruits_back", "recruits back"),
        ("recruits_to_tavern", "recruits to the tavern"), ("recruits_lost", "recruits lost")]


def _replay_log(gallery: Gallery) -> list[str]:
    """Each card drawn and what it did, for the person reading the table."""
    lines: list[str] = []

    def told(draw, events) -> None:
        happened = "; ".join(map(str, events)) or f"{draw.card}: no effect"
        lines.append(f"  {len(lines) + 1:2}. {happened}")

    Gallery.replay(gallery.draws, told)
    return lines


def run_gallery(args: argparse.Namespace) -> int:
    data = read_valid_json(args.file, "companion.games.dig", "gallery.schema.json")
    name = display_name(args.file)
    try:
        gallery = Gallery.from_json(data)
    except IllegalMove as exc:
        if args.json:
            print_json({"valid": False, "rule": exc.rule, "message": str(exc)})
        else:
            print(f"{name}: INVALID ({exc.rule}) {exc}")
        return 1
    result = gallery.result()
    if args.json:
        print_json({"valid": True, **result.as_json()})
        return 0
    state = f"closed by {result.closed_by}" if result.closed_by else "still open; closing it now"
    print(f"{name}: gallery {state}")
    print("\n".join(_replay_log(gallery)))
    for key, label in ROWS:
        print(f"  {label:24} {getattr(result, key)}")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    game = commands.add_parser("dig", help="score a DIG gallery, play or replay a whole game")
    sub = game.add_subparsers(dest="action", required=True, metavar="ACTION")
    file_command(sub, "gallery", "gems, runes and recruits one gallery gives",
                 "the gallery's cards as JSON ('-' for stdin)", run_gallery)
    whole_games.register("dig", sub)
