"""Mine Deeper set-up: both players' names and walls, and who pushes first. With a wall camera
(`[camera] wall_face`), a key card held up to it fills a wall (`ui.wall_camera`)."""

import threading

from kivy.app import App
from kivy.clock import mainthread
from kivy.properties import NumericProperty, ObjectProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import CompanionError
from companion.sessions.mine_deeper import MineDeeperSession
from ui.kv import load_beside
from ui.widgets import wall_editor  # noqa: F401  (WallEditor is used in the .kv)

DEFAULT_NAMES = ("Player 1", "Player 2")


class MineDeeperSetupScreen(Screen):
    first = NumericProperty(0)  # the seat that pushes first
    message = StringProperty("")
    match = ObjectProperty(None, allownone=True)  # the match whose next game is being set up
    wall_face = StringProperty("")  # the face a wall camera watches, "" without one

    def on_pre_enter(self, *_args) -> None:
        self.wall_face = App.get_running_app().wall_camera.face

    def new_match(self) -> None:
        self.match = None
        self.first = 0
        for editor in (self.ids.north, self.ids.south):
            editor.ids.name.text = ""
            editor.clear()

    def continue_match(self, session: MineDeeperSession) -> None:
        """Set up the next game of `session`: same players, the loser of the last game first."""
        self.match = session
        for editor, name in zip((self.ids.north, self.ids.south), session.players, strict=True):
            editor.ids.name.text = name
            editor.clear()  # the walls are filled afresh for the next game
        self.first = session.match.next_first()

    def key_card(self, face: str) -> None:
        """Fill `face`'s editor from the key card held up to the wall camera."""
        self.message = "Reading the key card..."
        camera = App.get_running_app().wall_camera
        threading.Thread(target=lambda: self._key_card_read(face, *camera.key_card()),
                         daemon=True).start()

    @mainthread
    def _key_card_read(self, face: str, message: str, layout) -> None:
        self.message = message
        if layout is not None:
            self.ids[face].cells = list(layout.cells)

    def names(self) -> list[str]:
        editors = (self.ids.north, self.ids.south)
        return [editor.player or default
                for editor, default in zip(editors, DEFAULT_NAMES, strict=True)]

    def start(self) -> None:
        """Write the new match and open the live table; a wall that breaks a rule is refused."""
        app = App.get_running_app()
        layouts = (self.ids.north.layout, self.ids.south.layout)
        try:
            if self.match is None:
                session = MineDeeperSession.start(app.store, self.names(), layouts,
                                                  first=self.first)
            else:
                session = self.match
                session.next_game(layouts)
        except CompanionError as refused:
            self.message = str(refused)
            return
        self.message = ""
        app.play(session)


load_beside(__file__)
