"""The numbers behind the camera path's choices (docs/vision.md, "Choosing ..."), on the seeded
synthetic mount scenes of `vision.synthetic`, one frame read cold per scene:

1. detector x camera mode: OpenCV ArUco (the tuned parameters of `vision.markers`) against the
   AprilTag 3 library at several decimations, at 1280x720, 1920x1080 and 2304x1296: recall of
   the visible markers (cards and corners), wrong ids, median ms per frame;
2. sticker size at the chosen mode and detector: 30 mm against 40 mm;
3. the corner markers: how often each candidate id decodes on the hard scenes, small and
   blurred (ids 0-29 are free of cards: the four most reliable can be the corners).

    python benchmarks/vision_choices.py [--per-level 10] [--only detectors,stickers,corners]
"""

import argparse
import statistics
import time

import cv2
import numpy as np

from vision.detector import MarkerDetector
from vision.markers import TABLE_CORNERS, make_detector
from vision.pipeline import FAST_DECIMATE
from vision.synthetic import deal_table, render_table
from vision.synthetic.camera import DIFFICULTIES

GAMES = ("deep-claim", "dig")
MODES = ((1280, 720), (1920, 1080), (2304, 1296))
CHOSEN_MODE = (2304, 1296)


def aruco_ids(grey: np.ndarray) -> set[int]:
    ids = make_detector().detectMarkers(grey)[1]
    return set() if ids is None else set(ids.ravel().tolist())


def apriltag(decimate: float):
    detector = MarkerDetector(decimate)
    return lambda grey: set(detector.detect(grey)[1].tolist())


def scenes(level: str, count: int, size: tuple[int, int], sticker_mm: float = 30.0):
    for game in GAMES:
        for seed in range(count):
            table = deal_table(game, 1000 + seed, DIFFICULTIES[level].turn_jitter_deg,
                               sticker_mm)
            yield render_table(table, 1000 + seed, level, size)


def score(detectors: dict, level: str, count: int, size: tuple[int, int],
          sticker_mm: float = 30.0) -> dict[str, tuple[float, int, float]]:
    tally = {name: [0, 0, 0, []] for name in detectors}
    for scene in scenes(level, count, size, sticker_mm):
        grey = cv2.cvtColor(scene.image, cv2.COLOR_BGR2GRAY)
        visible = {c.marker_id for c in scene.visible_cards()} | set(TABLE_CORNERS)
        on_table = {c.marker_id for c in scene.cards} | set(TABLE_CORNERS)
        for name, detect in detectors.items():
            start = time.perf_counter()
            ids = detect(grey)
            row = tally[name]
            row[3].append((time.perf_counter() - start) * 1000)
            row[0] += len(visible)
            row[1] += len(visible & ids)
            row[2] += len(ids - on_table)
    return {name: (found / seen, wrong, statistics.median(ms))
            for name, (seen, found, wrong, ms) in tally.items()}


def detectors_by_mode(count: int) -> None:
    print("1. detector x mode: recall of visible markers / wrong ids / median ms per frame")
    detectors = {"opencv aruco": aruco_ids, "apriltag3 d1": apriltag(1.0),
                 "apriltag3 d1.5": apriltag(1.5), "apriltag3 d2": apriltag(2.0)}
    for size in MODES:
        for level in DIFFICULTIES:
            for name, (recall, wrong, ms) in score(detectors, level, count, size).items():
                print(f"  {size[0]}x{size[1]} {level:6} {name:15} {100 * recall:6.2f} % "
                      f"{wrong:3} {ms:7.1f} ms", flush=True)


def stickers(count: int) -> None:
    print(f"2. sticker size at {CHOSEN_MODE[0]}x{CHOSEN_MODE[1]}, apriltag3 "
          f"d{FAST_DECIMATE:g}: recall / wrong ids")
    for sticker_mm in (30.0, 40.0):
        for level in DIFFICULTIES:
            (recall, wrong, _), = score({"": apriltag(FAST_DECIMATE)}, level, count,
                                        CHOSEN_MODE, sticker_mm).values()
            print(f"  {sticker_mm:4.0f} mm {level:6} {100 * recall:6.2f} % {wrong:3}", flush=True)


def corners(count: int) -> None:
    """Each id 0-29 printed as a 30 mm sticker in the card slots of hard tables at 1280x720
    (small and blurred on purpose), counted over many tables: decoded at its own place / shown.
    (The table's real corner markers, ids 0-3 too, are told apart by where they are.)"""
    print("3. candidate corner ids, 30 mm at 1280x720 on hard tables: decoded / shown")
    shown = dict.fromkeys(range(30), 0)
    detectors = {"aruco": make_detector(), "apriltag3": MarkerDetector(FAST_DECIMATE)}
    decoded = {name: dict.fromkeys(range(30), 0) for name in detectors}
    for game in GAMES:
        for seed in range(count):
            table = deal_table(game, 2000 + seed, 10.0)
            ids = [i % 30 for i in range(len(table.placements))]
            placed = tuple(paint_as(p, i) for p, i in zip(table.placements, ids, strict=True))
            scene = render_table(type(table)(table.layout, placed), 2000 + seed, "hard",
                                 hands=0)
            grey = cv2.cvtColor(scene.image, cv2.COLOR_BGR2GRAY)
            where = scene.mount.project(np.array([(p.x_mm, p.y_mm) for p in placed]))
            for name, detector in detectors.items():
                if name == "aruco":
                    quads, found, _ = detector.detectMarkers(grey)
                    found = [] if found is None else found.ravel().tolist()
                    centres = [q.reshape(4, 2).mean(axis=0) for q in quads]
                else:
                    quads, found = detector.detect(grey)
                    centres = list(quads.mean(axis=1))
                for marker_id, spot in zip(ids, where, strict=True):
                    decoded[name][marker_id] += any(
                        f == marker_id and np.hypot(*(c - spot)) < 10
                        for f, c in zip(found, centres, strict=True))
            for marker_id in ids:
                shown[marker_id] += 1
    for name, counts in decoded.items():
        ranked = sorted(range(30), key=lambda i: -counts[i] / max(shown[i], 1))
        print(f"  {name:10} " + "  ".join(f"{i}:{counts[i] / max(shown[i], 1):.2f}"
                                         for i in ranked), flush=True)


def paint_as(placement, marker_id: int):
    """A placement whose sticker shows `marker_id` (a stand-in card for the corner test)."""
    from dataclasses import replace

    component = replace(placement.component, face_id=marker_id, back_id=None)
    return replace(placement, component=component, face_up=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-level", type=int, default=10, help="seeds per game and level")
    parser.add_argument("--only", default="detectors,stickers,corners")
    args = parser.parse_args()
    parts = {"detectors": detectors_by_mode, "stickers": stickers, "corners": corners}
    for part in args.only.split(","):
        parts[part](args.per_level)
