"""`companion markers --game G -o sheet.pdf`: the printable marker sheet of one game."""

import argparse
from pathlib import Path

from companion.errors import InputError


def run_markers(args: argparse.Namespace) -> int:
    from calibration.sheets import write_sheet
    from vision.markers import registry

    if args.game not in registry().games:
        raise InputError(f"unknown game {args.game!r}; have: {', '.join(registry().games)}")
    path = Path(args.output)
    if not path.parent.is_dir():
        raise InputError(f"{args.output}: folder {path.parent} does not exist")
    try:
        pages = write_sheet(args.game, path)
    except OSError as exc:
        raise InputError(f"{args.output}: cannot write ({exc.strerror})") from None
    stickers = sum(len(page.stickers) for page in pages)
    print(f"{args.output}: {stickers} markers on {len(pages)} page(s) and the calibration board; "
          "print at actual size (100 %) and check the 100 mm ruler")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    cmd = commands.add_parser("markers", help="printable PDF of a game's marker stickers")
    cmd.add_argument("--game", required=True, metavar="GAME",
                     help="deep-claim, dig, deep-shelf or mine-deeper")
    cmd.add_argument("-o", "--output", required=True, metavar="PDF", help="file to write")
    cmd.set_defaults(handler=run_markers)
