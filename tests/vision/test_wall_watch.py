"""vision.wall_watch: a camera on a wall face turns steady empty squares into pushes."""

import itertools
import math

import cv2
import numpy as np
import pytest

from companion.config import load_config
from companion.games.mine_deeper import Push, cell_index
from companion.sessions.mine_deeper import MineDeeperSession
from companion.sessions.store import SessionStore
from tests.companion.games.mine_deeper.layouts import VALID
from vision.proposals.mine_deeper import SquareEmptied
from vision.synthetic.wall import render_wall
from vision.wall_colours import NOMINAL
from vision.wall_watch import SteadyWall, WallWatch

FPS = 10  # the camera's frames a second in these tests
PRESENT_S = 0.2
N = 3  # frames in a row that span PRESENT_S at FPS
N_CONFIG = math.ceil(load_config()["vision"]["present_s"] * FPS - 1e-9) + 1  # the same, shipped
SEED = 4  # a camera whose hand leaves the four corner markers in view
CLOCK = (frame / FPS for frame in itertools.count())


@pytest.fixture(autouse=True)
def own_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"COMPANION_{name}_DIR", str(tmp_path / name.lower()))


def reading(empty: set[int] = frozenset()) -> list[str | None]:
    return [None if index in empty else piece for index, piece in enumerate(VALID.cells)]


def feed(wall: SteadyWall, readings: list) -> list[SquareEmptied]:
    return [square for seen in readings for square in wall.update(seen, next(CLOCK))[0]]


def test_a_square_counts_as_empty_once_a_run_of_frames_spans_present_s():
    wall = SteadyWall(PRESENT_S)
    c3 = cell_index("C3")
    assert feed(wall, [reading()] * N) == []
    assert feed(wall, [reading({c3})] * (N - 1)) == []
    assert wall.update(reading({c3}), next(CLOCK))[0] == [SquareEmptied("C3", "R")]
    assert feed(wall, [reading({c3})] * 10) == []  # reported once


def test_a_flicker_of_an_empty_square_is_never_reported():
    wall = SteadyWall(PRESENT_S)
    feed(wall, [reading()] * N)
    flicker = [reading({7}), reading({7}), reading()] * 5 + [reading({7}), reading()] * 5
    assert feed(wall, flicker) == [] and wall.squares == list(VALID.cells)


def test_a_lost_face_breaks_the_run_and_squares_empty_at_start_are_no_push():
    wall = SteadyWall(PRESENT_S)
    assert feed(wall, [reading({0})] * N) == []  # the camera starts on a wall already pushed
    assert wall.squares[0] is None
    assert feed(wall, [reading({0, 1}), reading({0, 1}), None, reading({0, 1})]) == []
    assert feed(wall, [reading({0, 1})] * 2) == [SquareEmptied("A2", ".")]


@pytest.fixture(scope="module")
def frames():
    """Photos of VALID's face from one steady camera: full, with squares pushed, with a hand."""
    full = render_wall(VALID, SEED)
    c3, c4 = cell_index("C3"), cell_index("C4")
    sleeve = full.image.copy()  # a dark sleeve over C2-C4 and the rows above and below
    centre = cv2.perspectiveTransform(np.array([[[85.0, 85.0]]]), full.face_to_image)[0, 0]
    cv2.circle(sleeve, tuple(np.round(centre).astype(int)), 110, (20, 20, 20), -1)
    corner_hidden = full.image.copy()
    corner_hidden[:200, :560] = 90
    return {"full": full.image, "sleeve": sleeve, "corner hidden": corner_hidden,
            "hand": render_wall(VALID, SEED, hand_mm=(85.0, 85.0)).image,
            "C3": render_wall(VALID, SEED, empty={c3}).image,
            "C3 C4": render_wall(VALID, SEED, empty={c3, c4}).image}


@pytest.fixture
def match(tmp_path):
    store = SessionStore(tmp_path / "sessions.sqlite3")
    session = MineDeeperSession.start(store, ["Ana", "Ben"], (VALID, VALID), first=0)
    updates: list = []
    session.subscribe(updates.append)
    yield session, updates
    store.close()


def test_a_sleeve_or_a_hand_passing_the_wall_pushes_nothing(frames, match):
    session, updates = match
    watch = WallWatch(session, "south", NOMINAL, PRESENT_S)
    film = (["full"] * N + ["sleeve"] * (N - 1) + ["full", "hand"] * 2 + ["hand"] * N
            + ["C3", "corner hidden", "C3", "C3", "full"] + ["full"] * N)
    seen = [watch.see(frames[name], next(CLOCK)) for name in film]
    assert [u.emptied for u in seen if u.emptied] == [] and updates == []
    assert "top-left" in seen[film.index("corner hidden")].problem
    assert session.game.pushes == ()


def test_camera_pushes_play_the_match_and_one_out_of_turn_is_an_alert(frames, match):
    """The camera faces the south wall, which Ben (seat 1) filled: what empties there is Ana's
    push. A second square emptying before Ben has pushed is out of turn."""
    session, updates = match
    watch = WallWatch.from_config(session, "south", NOMINAL, load_config())
    for name in ["full"] * N_CONFIG + ["C3"] * N_CONFIG:
        watch.see(frames[name], next(CLOCK))
    assert session.game.pushes == (Push(0, cell_index("C3")),)
    assert [u.kind for u in updates] == ["push"]
    emptied = [square for _ in range(N_CONFIG)
               for square in watch.see(frames["C3 C4"], next(CLOCK)).emptied]
    assert emptied == [SquareEmptied("C4", "R")]
    assert session.game.pushes == (Push(0, cell_index("C3")),)
    assert updates[-1].kind == "alert" and "C4" in updates[-1].text
    for name in ["C3"] * N_CONFIG + ["full"] * N_CONFIG:  # C4 then C3 back: the last push undone
        watch.see(frames[name], next(CLOCK))
    assert session.game.pushes == () and updates[-1].kind == "undo"
