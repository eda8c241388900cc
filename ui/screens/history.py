"""History: finished games, newest first, with their winners."""

from datetime import datetime

from kivy.app import App
from kivy.uix.screenmanager import Screen

from companion.sessions.resume import describe
from ui.kv import load_beside


class HistoryScreen(Screen):
    def on_pre_enter(self, *_args) -> None:
        games = App.get_running_app().store.history()
        lines = [f"{datetime.fromtimestamp(info.finished):%d %b %H:%M}  {describe(info)}"
                 for info in games]
        self.ids.games.text = "\n".join(lines) or "No finished games yet."


load_beside(__file__)
