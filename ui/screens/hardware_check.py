"""Hardware check: what the app found and chose, the LEDs lamp by lamp (mirrored in the strip
below), and the wall's sensors square by square, one face at a time (a push shows at once; in
demo mode a tap pushes the simulated square).

While this screen is open the sensor grid reports here and not to the game at the table.
"""

from kivy.app import App
from kivy.properties import AliasProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.screenmanager import Screen

from ui.kv import load_beside
from ui.widgets import wall_grid  # noqa: F401  (WallGrid is used in the .kv)

FACES = ("north", "south")


class HardwareCheckScreen(Screen):
    findings = StringProperty("")
    faces = ListProperty([["?"] * 25, ["?"] * 25])  # "." a square in place, "?" one pushed out
    heard = StringProperty("")
    face = NumericProperty(0)  # the face on show: 0 north, 1 south
    phase = 0

    def _face_name(self) -> str:
        return FACES[self.face]

    face_name = AliasProperty(_face_name, bind=("face",))

    def on_pre_enter(self, *_args) -> None:
        from hardware.probe import describe

        app = App.get_running_app()
        lines = [f"{what}: {finding}" for what, finding in describe(app.table_config)]
        lines += [f"not opened: {problem}" for problem in app.devices.problems]
        self.findings = "\n".join(lines)
        app.sensor_watcher = self.sensor_event
        self.read_sensors()

    def on_leave(self, *_args) -> None:
        app = App.get_running_app()
        app.sensor_watcher = None
        if app.leds is not None:
            app.leds.show_phase(None)
            app.leds.clear_alert()
            if app.session is not None and app.prompts is not None:
                app.prompts.show(app.session)
            app.mirror_leds()

    # -- sensors ---------------------------------------------------------------------------------
    def read_sensors(self) -> None:
        sensors = App.get_running_app().devices.sensors
        present = sensors.state() if sensors is not None else {}
        self.faces = [["." if cell in present.get(face, ()) else "?" for cell in range(25)]
                      for face in FACES]

    def sensor_event(self, event) -> None:
        self.heard = f"{type(event).__name__}: {getattr(event, 'message', '')}".rstrip(": ")
        if type(event).__name__ == "SquarePushed":
            self.heard = f"pushed: {event.face} {'ABCDE'[event.cell // 5]}{event.cell % 5 + 1}"
        self.read_sensors()

    def tap(self, face: str, cell: int) -> None:
        """Demo: push a square of the simulated wall, or put a pushed one back."""
        wall = App.get_running_app().devices.wall
        if wall is None:
            return
        if self.faces[FACES.index(face)][cell] == ".":
            wall.push(face, cell)
        else:
            wall.put_back(face, cell)

    # -- LEDs ------------------------------------------------------------------------------------
    def lamp_test(self) -> None:
        app = App.get_running_app()
        if app.leds is not None:
            app.leds.lamp_test(app.lamp_test_s)
            app.mirror_leds()
            from kivy.clock import Clock

            Clock.schedule_once(app.mirror_leds, app.lamp_test_s + 0.05)

    def next_phase(self) -> None:
        """Light phase LEDs I..VI one after another, then none."""
        app = App.get_running_app()
        if app.leds is not None:
            self.phase = (self.phase + 1) % 7
            app.leds.show_phase(self.phase or None)
            app.mirror_leds()

    def toggle_alert(self) -> None:
        app = App.get_running_app()
        if app.leds is not None:
            if app.leds.state().alert == "blinking":
                app.leds.clear_alert()
            else:
                app.leds.alert()
            app.mirror_leds()


load_beside(__file__)
