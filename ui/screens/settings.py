"""Settings: the few choices a table owner makes, written to the user's config.toml.

Each choice is merged into the user's file (other keys there are kept), the result is checked
against the configuration schema before anything is written, and it takes effect at the next
start of the app.
"""

import tomllib

import tomli_w
from kivy.app import App
from kivy.properties import DictProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from companion.config import user_config_path
from companion.config.load import validate
from companion.errors import CompanionError
from ui.kv import load_beside

CHOICES = {  # (section, key): the values offered, in order
    ("sound", "cues"): (True, False),
    ("sound", "voice"): (True, False),
    ("ui", "turn_timer_s"): (0, 60, 90, 120, 180),
    ("ui", "demo"): ("auto", "on", "off"),
    ("ui", "fullscreen"): (False, True),
    ("camera", "source"): ("auto", "picamera2", "device", "synthetic"),
    ("sensors", "backend"): ("auto", "simulated", "serial", "gpio-matrix", "gpio-direct"),
    ("leds", "backend"): ("auto", "simulated"),
}


def shown(value: object, name: str = "") -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if name == "ui.turn_timer_s":
        return f"{value // 60}:{value % 60:02d} a turn" if value else "off"
    return str(value)


class SettingRow(BoxLayout):
    name = StringProperty("")  # "section.key"
    label = StringProperty("")
    value = StringProperty("")

    __events__ = ("on_cycle",)

    def on_cycle(self) -> None:
        pass


class SettingsScreen(Screen):
    values = DictProperty({})  # "section.key" -> the value chosen
    message = StringProperty("")

    def on_pre_enter(self, *_args) -> None:
        config = App.get_running_app().table_config
        self.values = {f"{s}.{k}": config[s][k] for s, k in CHOICES}
        self.message = f"Saved to {user_config_path()}; used from the next start."

    def on_values(self, *_args) -> None:
        for row in self.walk(restrict=True):
            if isinstance(row, SettingRow):
                row.value = shown(self.values.get(row.name, ""), row.name)

    def cycle(self, name: str) -> None:
        """The next value of the setting `name` ("ui.demo")."""
        section, key = name.split(".")
        offered = CHOICES[section, key]
        current = self.values[name]
        self.values[name] = offered[(offered.index(current) + 1) % len(offered)] \
            if current in offered else offered[0]

    def save(self) -> None:
        path = user_config_path()
        try:
            data = tomllib.loads(path.read_text()) if path.exists() else {}
            for name, value in self.values.items():
                section, key = name.split(".")
                data.setdefault(section, {})[key] = value
            validate(data, str(path))
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(tomli_w.dumps(data))
        except (CompanionError, OSError, tomllib.TOMLDecodeError) as problem:
            self.message = f"Not saved: {problem}"
            return
        self.message = f"Saved to {path}; used from the next start."


load_beside(__file__)
