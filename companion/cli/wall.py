"""`companion vision wall IMAGE`: read a Mine Deeper wall face from a photo and check it."""

import argparse
from pathlib import Path

from companion.cli.inputs import print_json
from companion.errors import InputError


def run_wall(args: argparse.Namespace) -> int:
    from companion.cli.mine_deeper import print_violations
    from companion.games.mine_deeper import check
    from vision import calibration_files as store
    from vision.image_file import read_image_file
    from vision.wall_colours import NOMINAL, ColourClasses
    from vision.wall_reader import read_wall

    path = Path(args.calibration) if args.calibration else None
    data = store.load(store.COLOURS, path)
    if data is None and path is not None:
        raise InputError(f"{args.calibration}: no such file")
    where = str(path or store.calibration_path(store.COLOURS))
    classes = NOMINAL if data is None else ColourClasses.from_json(data, where)
    layout = read_wall(read_image_file(args.image), classes)
    violations = check(layout)
    if args.json:
        print_json({"layout": str(layout), "calibrated": data is not None,
                    "valid": not violations, "violations": [v.as_json() for v in violations]})
        return 1 if violations else 0
    print(layout)
    if data is None:
        print("(colours not calibrated for this light: `companion calibrate colours`)")
    print_violations(args.image, violations)
    return 1 if violations else 0


def add_wall_command(vision_commands: argparse._SubParsersAction) -> None:
    """Added by `companion/cli/vision.py` under `companion vision`."""
    cmd = vision_commands.add_parser("wall", help="read a Mine Deeper wall face from a photo "
                                                  "and check its placement")
    cmd.add_argument("image", metavar="IMAGE",
                     help="photo of one face, its 4 corner markers in view")
    cmd.add_argument("--calibration", metavar="FILE",
                     help="colour calibration (default: the calibration folder's colours.json)")
    cmd.add_argument("--json", action="store_true", help="one JSON object")
    cmd.set_defaults(handler=run_wall)
