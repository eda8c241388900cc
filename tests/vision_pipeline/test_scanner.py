import pytest

from companion.config import load_config
from vision.scanner import Scanner
from vision.sources import SyntheticSource


@pytest.fixture(autouse=True)
def own_dirs(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"COMPANION_{name}_DIR", str(tmp_path / name.lower()))


FPS = 10


def test_a_filmed_table_becomes_a_snapshot_once_present_s_has_passed():
    config = load_config()
    scanner = Scanner.from_config(config, "deep-claim")
    source = SyntheticSource("deep-claim", seed=2, difficulty="easy")
    needed = round(config["vision"]["present_s"] * FPS) + 1  # frames at 0, 0.1, ... present_s
    updates = [scanner.step(source.read(), frame / FPS) for frame in range(needed)]
    assert all(not u.snapshot.cards for u in updates[:-1])
    visible = {c.component.name: c.zone for c in source.last_scene.visible_cards()}
    stable = {name: s.zone for name, s in updates[-1].snapshot.cards.items()}
    assert stable.items() <= visible.items() and len(stable) >= 0.95 * len(visible)
    assert {c.kind for c in updates[-1].changes} == {"added"}
