"""Home: start a new game, resume an unfinished session, look at past games."""

from kivy.app import App
from kivy.uix.screenmanager import Screen

from companion.sessions.resume import describe, open_session
from ui.kv import load_beside
from ui.widgets.buttons import BarButton


class HomeScreen(Screen):
    def on_pre_enter(self, *_args) -> None:
        self.list_unfinished()

    def list_unfinished(self) -> None:
        """One button per unfinished session, newest first: a tap resumes it."""
        app = App.get_running_app()
        box = self.ids.resume
        box.clear_widgets()
        unfinished = app.store.unfinished()
        self.ids.resume_title.text = ("Resume a game" if unfinished
                                      else "No unfinished game to resume")
        for info in unfinished[:4]:
            button = BarButton(text=describe(info), font_size="20sp", shorten=True,
                               shorten_from="right")
            button.bind(size=lambda b, size: setattr(b, "text_size", (size[0] - 12, None)))
            button.bind(on_release=lambda _b, info=info: app.play(open_session(app.store, info)))
            box.add_widget(button)


load_beside(__file__)
