"""Kivy's own settings from the app's config, set before the window opens: its size, full
screen, and the docked on-screen keyboard a touchscreen needs for names."""

from typing import Any


def configure(ui: dict[str, Any]) -> None:
    from kivy.config import Config

    Config.set("graphics", "width", str(ui["width"]))
    Config.set("graphics", "height", str(ui["height"]))
    Config.set("graphics", "fullscreen", "auto" if ui["fullscreen"] else "0")
    Config.set("kivy", "exit_on_escape", "0")
    Config.set("kivy", "keyboard_mode", ui["keyboard"])
