"""Mine Deeper set-up: both players' names, each wall filled by its owner alone (a hand-off:
the other player looks away), and who pushes first. A wall is never drawn on the shared screen:
it says only whether each wall is ready. With a wall camera (`[camera] wall_face`), a key card
held up to it fills the wall of that face (`ui.wall_camera`).
"""

import threading

from kivy.app import App
from kivy.clock import mainthread
from kivy.properties import (
    BooleanProperty,
    ListProperty,
    NumericProperty,
    ObjectProperty,
    StringProperty,
)
from kivy.uix.screenmanager import Screen

from companion.errors import CompanionError
from companion.games.mine_deeper import Layout, check
from companion.sessions.mine_deeper import MineDeeperSession
from ui import theme
from ui.kv import load_beside
from ui.widgets import buttons, look  # noqa: F401  (classes used in the .kv)
from ui.widgets.hand_off import HandOff
from ui.widgets.wall_editor import WallEditor

DEFAULT_NAMES = ("Player 1", "Player 2")
FACES = ("north", "south")  # each player's wall, in seat order
EMPTY = ["."] * 25


class MineDeeperSetupScreen(Screen):
    first = NumericProperty(0)  # the seat that pushes first
    message = StringProperty("")
    match = ObjectProperty(None, allownone=True)  # the match whose next game is being set up
    walls = ListProperty([EMPTY, EMPTY])  # each player's wall, never drawn here
    wall_status = ListProperty(["", ""])
    ready = BooleanProperty(False)
    players = ListProperty(list(DEFAULT_NAMES))  # the names as typed, or the defaults
    wall_face = StringProperty("")  # the face a wall camera watches, "" without one

    def on_pre_enter(self, *_args) -> None:
        self.wall_face = App.get_running_app().wall_camera.face

    def on_kv_post(self, _base) -> None:
        for field in (self.ids.name0, self.ids.name1):
            field.bind(text=lambda *_a: self.on_walls())
        self.on_walls()

    def player(self, seat: int) -> str:
        return self.ids[f"name{seat}"].text.strip() or DEFAULT_NAMES[seat]

    def on_walls(self, *_args) -> None:
        self.players = self.names()
        valid = [not check(Layout(tuple(wall))) for wall in self.walls]
        self.wall_status = [f"{self.player(seat)}'s wall: ready, hidden" if ok else
                            f"Fill {self.player(seat)}'s wall"
                            for seat, ok in enumerate(valid)]
        self.ready = all(valid)

    def new_match(self) -> None:
        self.match = None
        self.first = 0
        self.ids.name0.text = self.ids.name1.text = ""
        self.walls = [EMPTY, EMPTY]

    def continue_match(self, session: MineDeeperSession) -> None:
        """Set up the next game of `session`: same players, the loser of the last game first."""
        self.match = session
        self.ids.name0.text, self.ids.name1.text = session.players
        self.walls = [EMPTY, EMPTY]  # the walls are filled afresh for the next game
        self.first = session.match.next_first()

    def names(self) -> list[str]:
        return [self.player(seat) for seat in (0, 1)]

    def fill_wall(self, seat: int) -> HandOff:
        """Hand the screen to the wall's owner; the wall hides again when they are done."""
        name = self.player(seat)

        def editor(done) -> WallEditor:
            wall = WallEditor(player=name, cells=list(self.walls[seat]),
                              ink=list(theme.text_on(theme.seat_colour(seat))),
                              camera=self.wall_face == FACES[seat])
            wall.bind(on_key_card=self.key_card)

            def hide(_editor) -> None:
                walls = list(self.walls)
                walls[seat] = list(wall.cells)
                self.walls = walls
                done()

            wall.bind(on_done=hide)
            return wall

        return HandOff(seat, name, "their wall", editor).show()

    def key_card(self, editor: WallEditor) -> None:
        """Fill `editor` from the key card held up to the wall camera."""
        self.message = editor.note = "Reading the key card..."
        camera = App.get_running_app().wall_camera
        threading.Thread(target=lambda: self._key_card_read(editor, *camera.key_card()),
                         daemon=True).start()

    @mainthread
    def _key_card_read(self, editor: WallEditor, message: str, layout) -> None:
        self.message = editor.note = message
        if layout is not None:
            editor.cells = list(layout.cells)

    def start(self) -> None:
        """Write the new match and open the live table; a wall that breaks a rule is refused."""
        app = App.get_running_app()
        layouts = (Layout(tuple(self.walls[0])), Layout(tuple(self.walls[1])))
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
