"""The Kivy app: a ScreenManager of screens over a strip that mirrors the LEDs.

The app owns the session store, the devices and the session being played; screens ask it for
them. Sensor callbacks arrive on the grid's timer thread and are carried over to Kivy's main
thread before they reach a session, so sessions and widgets are only ever touched there.
"""

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kivy.app import App
from kivy.clock import Clock, mainthread
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ObjectProperty

from companion.config import Config
from companion.errors import CompanionError
from companion.paths import cache_dir
from companion.sessions.base import Session, Update
from companion.sessions.store import SessionStore
from hardware.prompts import LedPrompts
from hardware.sensors.events import SensorAnomaly, SquarePushed, observation
from ui.announcer import Announcer
from ui.devices import Devices
from ui.turn_timer import TurnTimer
from ui.wall_camera import WallCamera

LIVE_SCREENS = {"mine-deeper": "mine_deeper_table", "deep-claim": "deep_claim_table",
                "deep-shelf": "deep_shelf_pad", "deep-shelf-turns": "deep_shelf_table",
                "dig": "dig_table"}


class CompanionApp(App):
    title = "Table Companion"
    session = ObjectProperty(None, allownone=True)  # the session being played, if any
    demo = BooleanProperty(False)  # taps push the simulated wall; the scripted demo is offered

    def __init__(self, store: SessionStore, devices: Devices, demo: bool, table_config: Config,
                 **kwargs: Any):
        super().__init__(**kwargs)
        self.table_config = table_config
        self.lamp_test_s = table_config["leds"]["lamp_test_s"]
        self.director: Any = None  # the demo's scripted game, while one is being played
        self.sensor_watcher: Any = None  # the hardware check, which takes the sensors while open
        self.store = store
        self.devices = devices
        self.demo = demo
        self.leds = devices.leds
        self.prompts = LedPrompts(self.leds, self.mirror_leds) if self.leds else None
        self.announcer = Announcer.from_config(table_config["sound"], cache_dir() / "sounds")
        self.turn_timer = TurnTimer(table_config["ui"]["turn_timer_s"])
        self.announcer.on_turn = self.turn_timer.restart
        self.turn_timer.bind(on_expired=self._time_up)
        # the session the LEDs follow, and their listener on it
        self._following: tuple[Session, Callable[[Update], None]] | None = None
        self.wall_camera = WallCamera(table_config)  # a camera on a Mine Deeper wall face, if any

    def on_session(self, *_args: Any) -> None:
        """No game at the table: the LEDs go dark. A wall camera watches a Mine Deeper game."""
        self.wall_camera.follow(self.session)
        if self.session is None and self.leds is not None:
            self.leds.show_turn(None)
            self.leds.show_phase(None)
            self.leds.clear_alert()
        self.mirror_leds()

    def mirror_leds(self, *_args: Any) -> None:
        """Show on screen what the LEDs show."""
        if self.leds is not None and self.root is not None:
            names = self.session.players if self.session is not None else None
            self.root.ids.led_bar.mirror(self.leds.state(), names)

    def build(self):
        from kivy.core.window import Window

        from ui import theme
        from ui.screens import registry  # noqa: F401  (Screens is used in root.kv)
        from ui.widgets import led_bar, table_keyboard  # noqa: F401  (LedBar: in root.kv)

        Window.clearcolor = theme.BACKGROUND
        table_keyboard.install()
        root = Builder.load_file(str(Path(__file__).with_name("root.kv")))
        root.ids.screens.current = "home"  # the other screens are built when first shown
        if self.devices.sensors is not None:
            self.devices.sensors.when_pushed = self._square_pushed
            self.devices.sensors.when_anomaly = self._sensor_anomaly
        return root

    def on_start(self) -> None:
        """The LEDs run their lamp test as they open; mirror it, then what follows it."""
        self.mirror_leds()
        if self.leds is not None:
            Clock.schedule_once(self.mirror_leds, self.lamp_test_s + 0.05)

    def on_stop(self) -> None:
        # the screen shown is left as the app stops: a table's camera thread ends before Python
        # does (left running, OpenCV's threads abort the process: "terminate called ...")
        self.screens.current_screen.dispatch("on_leave")
        self.wall_camera.stop()
        self.devices.close()

    # -- navigation ------------------------------------------------------------------------------
    @property
    def screens(self):
        return self.root.ids.screens

    def show(self, name: str) -> None:
        self.screens.current = name

    def new_game(self, setup_screen: str) -> None:
        self.screens.get_screen(setup_screen).new_match()
        self.show(setup_screen)

    def play(self, session: Session) -> None:
        """Make `session` the one at the table and open its live screen."""
        self.session = session
        if self.prompts is not None:
            if self._following is not None and self._following[0] is not session:
                self._following[0].unsubscribe(self._following[1])
                self._following = None
            if self._following is None:
                self._following = (session, self.prompts.follow(session))
            else:
                self.prompts.show(session)
        self.announcer.follow(session)
        self.show(LIVE_SCREENS[session.GAME])

    def _time_up(self, _timer: TurnTimer) -> None:
        session = self.session
        if session is not None and session.turn is not None:
            self.announcer.announce("alert", f"{session.players[session.turn]}, time is up")

    def start_demo(self) -> None:
        """A scripted Deep Claim game on the synthetic table, stepped by touch."""
        from companion.sessions.deep_claim import DeepClaimSession
        from ui.demo import DemoDirector, DemoTable

        seed = random.randrange(1, 10_000)
        session = DeepClaimSession.start(self.store, ["Ana", "Ben"], seed)
        self.director = DemoDirector(session, DemoTable(seed), seed)
        self.play(session)

    # -- camera ----------------------------------------------------------------------------------
    def camera_for(self, session: Session) -> tuple[Any | None, str]:
        """The frames for `session`'s table and, when there are none, why."""
        if self.director is not None and self.director.session is session:
            return self.director.table, ""
        from vision.sources import SyntheticSource, open_source

        try:
            source = open_source(self.table_config, session.GAME)
        except CompanionError as problem:
            return None, str(problem)
        if isinstance(source, SyntheticSource) and \
                self.table_config["camera"]["source"] != "synthetic":
            return None, "no camera found"  # a random synthetic deal is no picture of this game
        return source, ""

    # -- sensors ---------------------------------------------------------------------------------
    @mainthread
    def _square_pushed(self, event: SquarePushed) -> None:
        self._sensed(event)

    @mainthread
    def _sensor_anomaly(self, event: SensorAnomaly) -> None:
        self._sensed(event)

    def _sensed(self, event: SquarePushed | SensorAnomaly) -> None:
        """A sensor event reaches the hardware check while it is open, else the session at the
        table (whatever its game: one that uses no wall shows it as an alert)."""
        if self.sensor_watcher is not None:
            self.sensor_watcher(event)
        elif self.session is not None:
            self.session.observe(observation(event))
