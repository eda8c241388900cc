"""The tuned detector parameters (vision.markers) against OpenCV's defaults, on seeded synthetic
tables and wall photos: recall, wrong ids and median detection time per 1280x720 frame.

    .venv/bin/python benchmarks/detector_params.py [SCENES_PER_LEVEL]
"""

import random
import statistics
import sys
import time

import cv2

from companion.games.mine_deeper import Layout
from vision.markers import TABLE_CORNERS, detector_parameters, dictionary
from vision.synthetic import render_scene
from vision.synthetic.wall import LIGHTS, render_wall

GAMES = ("deep-claim", "dig")
LEVELS = ("easy", "medium", "hard")


def detectors() -> dict[str, cv2.aruco.ArucoDetector]:
    untuned_border = detector_parameters()
    untuned_border.minMarkerDistanceRate = cv2.aruco.DetectorParameters().minMarkerDistanceRate
    return {
        "tuned": cv2.aruco.ArucoDetector(dictionary(), detector_parameters()),
        "opencv defaults": cv2.aruco.ArucoDetector(dictionary(), cv2.aruco.DetectorParameters()),
        "tuned, default minMarkerDistanceRate": cv2.aruco.ArucoDetector(dictionary(),
                                                                        untuned_border),
    }


def ids_of(detector: cv2.aruco.ArucoDetector, image) -> list[int]:
    ids = detector.detectMarkers(image)[1]
    return [] if ids is None else ids.ravel().tolist()


def tables(count: int) -> None:
    runs = detectors()
    for level in LEVELS:
        scenes = [render_scene(game, seed, level) for game in GAMES for seed in range(count)]
        for name, detector in runs.items():
            found = visible = wrong = 0
            times = []
            for scene in scenes:
                start = time.perf_counter()
                ids = ids_of(detector, scene.image)
                times.append(time.perf_counter() - start)
                shown = {card.marker_id for card in scene.visible_cards()}
                on_table = {card.marker_id for card in scene.cards} | set(TABLE_CORNERS)
                visible += len(shown)
                found += len(shown & set(ids))
                wrong += len(set(ids) - on_table)
            print(f"{level:6} {name:38} recall {found / visible:7.2%} ({found}/{visible})  "
                  f"wrong ids {wrong}  median {statistics.median(times) * 1000:5.1f} ms")


def walls(count: int) -> None:
    for name, detector in detectors().items():
        framed = total = 0
        for light in LIGHTS:
            for seed in range(count):
                cells = list("RRRRRPYYY" + "." * 16)
                random.Random(seed).shuffle(cells)
                image = render_wall(Layout(tuple(cells)), seed, light).image
                framed += set(TABLE_CORNERS) <= set(ids_of(detector, image))
                total += 1
        print(f"walls  {name:38} all four corners found in {framed}/{total} photos")


if __name__ == "__main__":
    per_level = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    print(f"{per_level} scenes per game and level, {len(GAMES)} games; "
          f"{per_level} wall photos per light, {len(LIGHTS)} lights")
    tables(per_level)
    walls(per_level)
