from dataclasses import replace

import pytest

from companion.config import load_config
from vision.pipeline import Pipeline
from vision.scanner import Scanner
from vision.sources import SyntheticSource
from vision.synthetic import deal_table, render_table
from vision.tracker import Tracker
from vision.zones import load_layout


@pytest.fixture(autouse=True)
def own_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"COMPANION_{name}_DIR", str(tmp_path / name.lower()))


FPS = 10


def test_a_filmed_table_becomes_a_snapshot_once_present_s_has_passed():
    """Filmed as a real mount sees it, hands moving over the cards: every card taken in is on
    the table in its zone, and nearly every card no hand covered meanwhile is taken in."""
    config = load_config()
    scanner = Scanner.from_config(config, "deep-claim")
    camera = config["camera"]
    source = SyntheticSource("deep-claim", seed=3, difficulty="medium",
                             size=(camera["width"], camera["height"]))  # the camera's own mode
    needed = round(config["vision"]["present_s"] * FPS) + 1  # frames at 0, 0.1, ... present_s
    updates, visible = [], None  # visible: the cards no hand touched in any frame
    for frame in range(needed):
        updates.append(scanner.step(source.read(), frame / FPS))
        seen = {c.component.name for c in source.last_scene.visible_cards()}
        visible = seen if visible is None else visible & seen
    assert all(not u.snapshot.cards for u in updates[:-1])
    on_table = {c.component.name: c.zone for c in source.last_scene.cards}  # hands or not
    stable = {name: s.zone for name, s in updates[-1].snapshot.cards.items()}
    assert stable.items() <= on_table.items()
    assert len(visible & stable.keys()) >= 0.95 * len(visible)
    assert {c.kind for c in updates[-1].changes} == {"added"}


def film(scanner: Scanner, images: list, fps: float, start: int = 0) -> list:
    """Feed `images` as frames taken at `fps`, numbered on from `start`."""
    return [scanner.step(image, (start + index) / fps) for index, image in enumerate(images)]


def test_a_hand_over_a_corner_for_a_second_changes_nothing_and_blinds_nothing():
    """A fixed camera at 30 frames a second: the table, then a hand resting on corner 2's
    marker for a second while a card is laid, then the hand gone. The table stays mapped, no
    card is lost, and the card laid meanwhile is seen."""
    fps = 30
    game = "deep-claim"
    table = deal_table(game, seed=9)
    laid, *rest = table.placements
    before = replace(table, placements=tuple(rest))
    corner = load_layout(game).corners_mm()[2]
    clear = render_table(before, 9, "medium", hands=0).image
    covered = render_table(table, 9, "medium", hands=0, frame=1, hands_at=(corner,))
    after = render_table(table, 9, "medium", hands=0, frame=2).image
    assert next(c for c in covered.cards if c.component == laid.component).visible
    scanner = Scanner(Pipeline(load_layout(game)), Tracker(present_s=0.3, absent_s=2.0))
    start = film(scanner, [clear] * fps, fps)
    on_table = set(start[-1].snapshot.cards)
    assert len(on_table) >= 0.95 * len(rest)
    during = film(scanner, [covered.image] * fps, fps, fps)
    assert scanner.last_reading.mapped and scanner.last_reading.corners_missing == (2,)
    assert [(c.kind, c.card) for u in during for c in u.changes] == [
        ("added", laid.component.name)]
    end = film(scanner, [after] * fps, fps, 2 * fps)
    assert not any(u.changes for u in end)
    assert set(end[-1].snapshot.cards) == on_table | {laid.component.name}


@pytest.mark.parametrize("fps", [5, 30])
def test_a_card_taken_away_is_seen_gone_within_the_configured_seconds(fps):
    config = load_config()
    absent_s = config["vision"]["absent_s"]
    table = deal_table("dig", seed=4)
    taken, *rest = table.placements
    full = render_table(table, 4, "medium", hands=0).image
    without = render_table(replace(table, placements=tuple(rest)), 4, "medium", hands=0,
                           frame=1).image
    scanner = Scanner.from_config(config, "dig")
    assert taken.component.name in film(scanner, [full] * fps, fps)[-1].snapshot.cards
    gone = film(scanner, [without] * (3 * fps), fps, fps)
    removed = [index for index, update in enumerate(gone)
               if ("removed", taken.component.name) in {(c.kind, c.card) for c in update.changes}]
    assert len(removed) == 1 and removed[0] / fps <= absent_s
    assert not any(c.kind == "removed" and c.card != taken.component.name
                   for update in gone for c in update.changes)
