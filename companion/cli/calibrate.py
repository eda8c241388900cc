"""`companion calibrate intrinsics|table|colours ...`: set the camera up for a table."""

import argparse
from pathlib import Path

from companion.cli.inputs import print_json, read_text
from companion.errors import InputError


def _images(paths: list[str]) -> list:
    from vision.image_file import read_image_file

    return [read_image_file(path) for path in paths]


def _out(args: argparse.Namespace) -> Path | None:
    return Path(args.output) if args.output else None


def run_intrinsics(args: argparse.Namespace) -> int:
    from calibration.intrinsics import calibrate_camera
    from vision import calibration_files as store

    result = calibrate_camera(_images(args.images))
    path = store.save(store.CAMERA, result.to_json(), _out(args))
    if args.json:
        print_json({"file": str(path), **result.to_json()})
    else:
        fx, fy = result.camera_matrix[0, 0], result.camera_matrix[1, 1]
        print(f"board found in {result.views} of {len(args.images)} photo(s)")
        print(f"reprojection error {result.rms_px:.3f} px (RMS); focal {fx:.1f} x {fy:.1f} px")
        print(f"wrote {path}")
    return 0


def run_table(args: argparse.Namespace) -> int:
    from calibration.table import TOLERANCE_MM, check_table
    from vision import calibration_files as store
    from vision.zones import load_layout

    (image,) = _images([args.image])
    result = check_table(image, load_layout(args.game))
    path = store.save(store.TABLE, result.to_json(), _out(args))
    if args.json:
        print_json({"file": str(path), **result.to_json()})
    else:
        scales = ", ".join(f"{s:.2f}" for s in result.px_per_mm)
        print(f"all four corner markers found; scale at corners 0-3: {scales} px/mm")
        verdict = "ok" if result.ok else f"TOO FAR (over {TOLERANCE_MM:g} mm: is the table flat, "\
                                          "the sheet printed at 100 %, the layout your table's?)"
        print(f"corner fit error {result.error_mm:.2f} mm RMS: {verdict}")
        print(f"wrote {path}")
    return 0 if result.ok else 1


def run_colours(args: argparse.Namespace) -> int:
    from calibration.colours import calibrate_colours
    from companion.games.mine_deeper import Layout
    from vision import calibration_files as store

    try:
        known = Layout.parse(read_text(args.layout))
    except InputError as exc:
        raise InputError(f"{args.layout}: {exc}") from None
    (image,) = _images([args.image])
    classes = calibrate_colours(image, known)
    path = store.save(store.COLOURS, classes.to_json(), _out(args))
    if args.json:
        print_json({"file": str(path), **classes.to_json()})
    else:
        for piece, (h, s, v) in classes.prototypes.items():
            print(f"{piece}  hue {h:5.1f}  saturation {s:.2f}  value {v:.2f}")
        print(f"wrote {path}")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    tool = commands.add_parser("calibrate", help="camera, table and wall-colour calibration")
    sub = tool.add_subparsers(dest="tool", required=True, metavar="TOOL")

    cmd = sub.add_parser("intrinsics", help="lens calibration from photos of the ChArUco board")
    cmd.add_argument("images", nargs="+", metavar="IMAGE", help="10-20 photos, varied angles")
    cmd.set_defaults(handler=run_intrinsics)

    cmd = sub.add_parser("table", help="check the four table-corner markers and the homography")
    cmd.add_argument("image", metavar="IMAGE", help="a frame from the table camera")
    cmd.add_argument("--game", default="deep-claim", help="whose zone layout (table size)")
    cmd.set_defaults(handler=run_table)

    cmd = sub.add_parser("colours", help="learn the wall's gem colours under this light")
    cmd.add_argument("image", metavar="IMAGE", help="a photo of a wall face, all corners in view")
    cmd.add_argument("--layout", required=True, metavar="FILE",
                     help="what the face holds: 5 rows of R P Y . ('-' for stdin)")
    cmd.set_defaults(handler=run_colours)

    for name in ("intrinsics", "table", "colours"):
        parser = sub.choices[name]
        parser.add_argument("-o", "--output", metavar="FILE",
                            help="where to write (default: the calibration folder)")
        parser.add_argument("--json", action="store_true", help="one JSON object")
