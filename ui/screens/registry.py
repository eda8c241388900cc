"""Every screen of the app by name, each built the first time it is asked for: start-up builds
the home screen alone, without importing the others (numpy, OpenCV, the game engines)."""

from importlib import import_module
from typing import Any

from kivy.uix.screenmanager import Screen, ScreenManager

SCREENS: dict[str, tuple[str, str, dict[str, Any]]] = {  # name: module, class, its arguments
    "home": ("home", "HomeScreen", {}),
    "history": ("history", "HistoryScreen", {}),
    "mine_deeper_setup": ("mine_deeper_setup", "MineDeeperSetupScreen", {}),
    "mine_deeper_table": ("mine_deeper_table", "MineDeeperTableScreen", {}),
    "deep_claim_setup": ("deep_claim_setup", "DeepClaimSetupScreen", {}),
    "deep_claim_table": ("deep_claim_table", "DeepClaimTableScreen", {}),
    "scores": ("scores", "ScoresScreen", {}),
    "settings": ("settings", "SettingsScreen", {}),
    "hardware_check": ("hardware_check", "HardwareCheckScreen", {}),
    "calibration": ("calibration", "CalibrationScreen", {}),
    "deep_shelf_pad": ("deep_shelf_pad", "DeepShelfPadScreen", {}),
    "deep_shelf_table": ("deep_shelf_table", "DeepShelfTableScreen", {}),
    "dig_table": ("dig_table", "DigTableScreen", {}),
    "deep_shelf_setup": ("players_setup", "PlayersSetupScreen",
                         {"game": "deep-shelf", "title": "Deep Shelf", "turns": True}),
    "dig_setup": ("players_setup", "PlayersSetupScreen",
                  {"game": "dig", "title": "DIG", "turns": False}),
}


class Screens(ScreenManager):
    """The app's ScreenManager (root.kv): showing or getting a screen not built yet builds it."""

    def get_screen(self, name: str) -> Screen:
        if name in SCREENS and not self.has_screen(name):
            module, class_name, arguments = SCREENS[name]
            screen = getattr(import_module(f"ui.screens.{module}"), class_name)
            self.add_widget(screen(name=name, **arguments))
        return super().get_screen(name)
