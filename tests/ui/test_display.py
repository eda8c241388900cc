"""The app's choice of screen (ui/display.py) in each environment it meets: a desktop, a Pi
with no desktop, a machine with no screen at all, a driver the user forced."""

import pytest

from ui.display import Display, choose, connected_screens


def fake_drm(tmp_path, statuses: dict[str, str]):
    """/sys/class/drm with one connector directory per entry, e.g. {"card1-DSI-1": "connected"}."""
    for connector, status in statuses.items():
        (tmp_path / connector).mkdir()
        (tmp_path / connector / "status").write_text(status + "\n")
    (tmp_path / "card1").mkdir()  # the card itself has no status
    return tmp_path


def test_a_pi_with_no_desktop_draws_on_its_screen_through_kmsdrm_with_touch(tmp_path):
    drm = fake_drm(tmp_path, {"card1-DSI-1": "connected", "card1-HDMI-A-1": "disconnected",
                              "card1-HDMI-A-2": "disconnected"})
    display = choose({}, connected_screens(drm))
    assert display.driver == "kmsdrm" and "DSI-1" in display.why
    assert display.graphics(rotation=180, fullscreen=False) == {"rotation": "180",
                                                                "fullscreen": "auto"}
    providers = display.input_providers()
    assert providers["touchscreen"] == "probesysfs,provider=hidinput"
    assert "disable_on_activity" in providers["mouse"]  # one tap is not counted twice


def test_no_screen_connected_and_no_desktop_is_the_only_case_drawn_offscreen(tmp_path):
    drm = fake_drm(tmp_path, {"card0-HDMI-A-1": "disconnected"})
    assert connected_screens(drm) == []
    assert choose({}, connected_screens(drm)).driver == "offscreen"
    assert choose({}, connected_screens(tmp_path / "absent")).driver == "offscreen"


@pytest.mark.parametrize("environ, driver", [
    ({"DISPLAY": ":0"}, "x11"),
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-1"}, "x11"),  # XWayland: Kivy's SDL has X11
    ({"WAYLAND_DISPLAY": "wayland-0"}, "wayland"),
])
def test_a_desktop_gets_a_window_even_with_a_screen_on_the_drm_card(environ, driver):
    display = choose(environ, ["HDMI-A-1"])
    assert display.driver == driver
    assert display.graphics(rotation=0, fullscreen=False)["fullscreen"] == "0"
    assert display.input_providers() is None  # the desktop delivers touches as it does


def test_a_driver_the_user_set_is_kept(tmp_path):
    display = choose({"SDL_VIDEODRIVER": "offscreen", "DISPLAY": ":0"}, ["DSI-1"])
    assert display == Display("offscreen", "SDL_VIDEODRIVER is set")


def test_an_unreadable_connector_is_skipped(tmp_path):
    drm = fake_drm(tmp_path, {"card1-HDMI-A-1": "connected"})
    (tmp_path / "card1-DSI-1").mkdir()
    (tmp_path / "card1-DSI-1" / "status").mkdir()  # reading it fails
    assert connected_screens(drm) == ["HDMI-A-1"]
