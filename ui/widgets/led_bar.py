"""A strip along the bottom of every screen that mirrors the table's LEDs."""

from typing import Any

from kivy.animation import Animation
from kivy.properties import ListProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from ui.kv import load_beside


class LedBar(BoxLayout):
    phases = ListProperty([False] * 6)
    seats = ListProperty([False] * 4)
    seat_names = ListProperty(["1", "2", "3", "4"])
    alert = StringProperty("off")  # off | on | blinking

    def mirror(self, state: Any, names: list[str] | None = None) -> None:
        """Copy a `hardware.leds.LedState`; `names` label the seat lamps."""
        self.phases = list(state.phases)
        self.seats = (list(state.seats) + [False] * 4)[:4]
        self.alert = state.alert
        if names:
            self.seat_names = [names[n] if n < len(names) else "" for n in range(4)]
        else:
            self.seat_names = [str(n + 1) for n in range(4)]

    def on_alert(self, *_args) -> None:
        lamp = self.ids.alert_lamp
        Animation.cancel_all(lamp)
        lamp.opacity = 1
        if self.alert == "blinking":
            blink = Animation(opacity=0.15, duration=0.25) + Animation(opacity=1, duration=0.25)
            blink.repeat = True
            blink.start(lamp)


load_beside(__file__)
