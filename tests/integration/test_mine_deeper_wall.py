"""A whole Mine Deeper match with no screen: simulated sensor grid -> session -> LEDs.

The same path as at a real table: a square leaves the wall, gpiozero's (mock) pin changes, the
grid's push detector reports it, the session applies it to the engine, the LEDs follow.
"""

import queue

import pytest

from companion.config import load_config
from companion.games.mine_deeper import cell_index
from companion.sessions.mine_deeper import MineDeeperSession
from companion.sessions.store import SessionStore
from hardware.leds import open_leds
from hardware.prompts import LedPrompts
from hardware.sensors.events import observation
from hardware.sensors.factory import open_sensor_grid
from tests.companion.games.mine_deeper.layouts import VALID

WAIT_S = 2.0


@pytest.fixture
def table(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(tmp_path))
    (tmp_path / "config.toml").write_text("[leds]\nlamp_test_s = 0\n")
    config = load_config()
    store = SessionStore(tmp_path / "sessions.sqlite3")
    session = MineDeeperSession.start(store, ["Ana", "Ben"], (VALID, VALID), first=0)
    updates: queue.Queue = queue.Queue()
    session.subscribe(updates.put)
    with open_sensor_grid(config) as grid, open_leds(config) as leds:
        grid.when_pushed = lambda event: session.observe(observation(event))
        grid.when_anomaly = lambda event: session.observe(observation(event))
        LedPrompts(leds).follow(session)
        yield session, grid.wall, leds, updates
    store.close()


def next_update(updates):
    return updates.get(timeout=WAIT_S)


def test_pushes_from_the_wall_play_a_match_to_the_winner(table):
    session, wall, leds, updates = table
    assert leds.state().seats[:2] == (True, False)  # Ana's turn
    reds, rocks = VALID.cells_with("R"), VALID.cells_with(".")
    for n in range(5):
        wall.push("south", reds[n])  # Ana pushes a square of Ben's wall
        assert next_update(updates).kind == "push"
        if n < 4:
            assert leds.state().seats[:2] == (False, True)
            wall.push("north", rocks[n])
            assert next_update(updates).kind == "push"
    assert next_update(updates).text == "Ana found all 5 red gems and wins the game!"
    assert session.board(0).reds_found() == 5
    assert leds.state().seats[:2] == (False, False)


def test_two_squares_at_once_are_an_alert_with_a_blinking_led_and_no_move(table):
    session, wall, leds, updates = table
    wall.push("south", cell_index("A1"))
    wall.push("south", cell_index("A2"))
    update = next_update(updates)
    assert update.kind == "alert" and "A1" in update.text and "A2" in update.text
    assert session.game.pushes == ()
    assert leds.state().alert == "blinking"


def test_a_push_out_of_turn_is_not_counted(table):
    session, wall, leds, updates = table
    wall.push("north", cell_index("C3"))  # Ben pushes while it is Ana's turn
    update = next_update(updates)
    assert update.kind == "alert" and "not counted" in update.text
    assert session.game.pushes == () and session.turn == 0
    assert leds.state().alert == "blinking"
