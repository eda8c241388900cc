"""Settings: choices cycle by touch and are saved, validated, to the user's config.toml."""

import tomllib

from kivy.uix.button import Button

from companion.config import user_config_path
from tests.ui.driver import find, screenshot, tap
from ui.screens.settings import SettingRow


def test_a_changed_choice_is_saved_to_the_users_config_and_others_are_kept(app):
    path = user_config_path()
    before = tomllib.loads(path.read_text())
    app.show("settings")
    screen = app.screens.current_screen
    demo = next(r for r in find(screen, SettingRow) if r.name == "ui.demo")
    assert demo.value == "auto"
    tap(find(demo, Button)[0])
    assert demo.value == "on"
    screenshot("settings")
    try:
        tap(screen.ids.save)
        saved = tomllib.loads(path.read_text())
        assert saved["ui"]["demo"] == "on"
        assert saved["leds"]["lamp_test_s"] == before["leds"]["lamp_test_s"]
        assert screen.ids.message.text.startswith("Saved to")
    finally:
        path.write_text(path.read_text().replace('demo = "on"', 'demo = "auto"'))


def test_a_config_file_that_cannot_be_read_is_named_and_left_alone(app):
    path = user_config_path()
    kept = path.read_text()
    path.write_text("[leds\n")
    try:
        app.show("settings")
        screen = app.screens.current_screen
        tap(screen.ids.save)
        assert screen.ids.message.text.startswith("Not saved:")
        assert path.read_text() == "[leds\n"
    finally:
        path.write_text(kept)
