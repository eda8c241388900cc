"""Kivy's own settings from the app's config, set before the window opens: its size, full
screen, and the docked on-screen keyboard a touchscreen needs for names; with the display
ui/display.py chose (`python -m ui`), its rotation, and touch without a desktop."""

from typing import Any

from ui.display import Display


def configure(ui: dict[str, Any], display: Display | None = None) -> None:
    from kivy.config import Config

    Config.set("graphics", "width", str(ui["width"]))
    Config.set("graphics", "height", str(ui["height"]))
    Config.set("graphics", "fullscreen", "auto" if ui["fullscreen"] else "0")
    Config.set("kivy", "exit_on_escape", "0")
    Config.set("kivy", "keyboard_mode", ui["keyboard"])
    if display is None:
        return
    for key, value in display.graphics(ui["rotation"], ui["fullscreen"]).items():
        Config.set("graphics", key, value)  # full screen without a desktop, whatever ui says
    providers = display.input_providers()
    if providers is not None:
        for key in Config.options("input"):
            Config.remove_option("input", key)
        for key, value in providers.items():
            Config.set("input", key, value)
