"""`companion vision scan IMAGE|VIDEO|FOLDER --game G [--json]`: the recognised cards by zone.

An image is read on its own. A video or a folder of images is a sequence: its frames go through
the tracker (`[vision]` seconds, timed by the video's frame rate, or `[camera] fps` for a folder)
and the stable snapshot at the end is printed. Face-down
cards are shown as face down, without their name, unless `--reveal` is given (the design keeps
a dig secret until the rules reveal it). Exit 0 when the table could be mapped, 1 when no frame
showed all four corner markers, 2 when the file cannot be read.
"""

import argparse
from pathlib import Path
from typing import Any

from companion.cli.inputs import print_json
from companion.cli.wall import add_wall_command
from companion.config import load_config
from companion.errors import InputError
from vision.zones import games_with_layouts


def _card(card: str, face_up: bool, orientation: float, position: tuple[float, float],
          reveal: bool) -> dict[str, Any]:
    return {"card": card if face_up or reveal else None, "face_up": face_up,
            "orientation_deg": round(orientation, 1),
            "position_mm": [round(position[0], 1), round(position[1], 1)]}


def _scan(path: Path, game: str, zones_file: str | None, reveal: bool) -> dict[str, Any]:
    from vision.scanner import Scanner
    from vision.sources import ImagesSource, open_path
    from vision.zones import load_layout, read_layout

    layout = read_layout(Path(zones_file)) if zones_file else load_layout(game)
    config = load_config()
    scanner = Scanner.from_config(config, game, layout)
    frames, mapped, update = 0, 0, None
    with open_path(path) as source:
        still = isinstance(source, ImagesSource) and len(source.files) == 1
        fps = source.fps or config["camera"]["fps"]
        for frame in source:
            update = scanner.step(frame, frames / fps)
            frames += 1
            mapped += scanner.last_reading.mapped
    if frames == 0:
        raise InputError(f"{path}: no frames could be read")
    reading = scanner.last_reading
    if still:  # one photo: what it shows, no waiting for consistent frames
        cards = [(s.zone, _card(s.card, s.face_up, s.orientation_deg, s.position_mm, reveal))
                 for s in reading.sightings]
        warnings = [f"corner marker {c} is not seen" for c in reading.corners_missing]
    else:
        cards = [(s.zone, _card(s.card, s.face_up, s.orientation_deg, s.position_mm, reveal))
                 for s in update.snapshot.cards.values()]
        warnings = [w.message for w in update.warnings]
    zones: dict[str, list] = {}
    for zone, card in sorted(cards, key=lambda c: (c[0] or "~", c[1]["card"] or "~")):
        zones.setdefault(zone or "(no zone)", []).append(card)
    return {"file": str(path), "game": layout.game, "frames": frames, "mapped_frames": mapped,
            "cards": len(cards), "undistorted": reading.undistorted, "zones": zones,
            "warnings": warnings,
            "unknown_ids": sorted(set(reading.unknown_ids))}


def _print_table(result: dict[str, Any]) -> None:
    frames = "1 image" if result["frames"] == 1 else f"{result['frames']} frames"
    print(f"{result['file']} ({result['game']}, {frames}): {result['cards']} cards")
    for zone, cards in result["zones"].items():
        print(f"  {zone}")
        for card in cards:
            side = "face up" if card["face_up"] else "face down"
            name = card["card"] or "(hidden)"
            print(f"    {name:28} {side:9} {card['orientation_deg']:5.1f} deg")
    if not result["mapped_frames"]:
        print("  no table mapping: all four corner markers must be in view in a photo")
    for warning in result["warnings"]:
        print(f"  warning: {warning}")
    if result["unknown_ids"]:
        print(f"  {len(result['unknown_ids'])} marker(s) belong to no card of {result['game']}: "
              f"{', '.join(map(str, result['unknown_ids']))}")


def run_scan(args: argparse.Namespace) -> int:
    result = _scan(Path(args.file), args.game, args.zones, args.reveal)
    if args.json:
        print_json(result)
    else:
        _print_table(result)
    return 0 if result["mapped_frames"] else 1


def register(commands: argparse._SubParsersAction) -> None:
    vision = commands.add_parser("vision", help="recognise the cards on the table from a camera")
    sub = vision.add_subparsers(dest="action", required=True, metavar="ACTION")
    scan = sub.add_parser("scan", help="the recognised cards by zone in a photo or video")
    scan.add_argument("file", metavar="IMAGE|VIDEO", help="a photo, a video or a folder of photos")
    scan.add_argument("--game", required=True, choices=games_with_layouts())
    scan.add_argument("--zones", metavar="FILE", help="your own zone layout (JSON)")
    scan.add_argument("--reveal", action="store_true", help="name face-down cards too")
    scan.add_argument("--json", action="store_true", help="one JSON object")
    scan.set_defaults(handler=run_scan)
    add_wall_command(sub)  # `companion vision wall IMAGE`, from the wall reader's own module
