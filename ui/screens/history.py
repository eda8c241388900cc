"""History: finished games, newest first, with winners and scores; each can be exported as
JSON and as a Board Game Stats play file."""

import json
from datetime import datetime
from pathlib import Path

from kivy.app import App
from kivy.metrics import dp, sp
from kivy.properties import StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen

from companion.paths import data_dir
from companion.sessions.export import export_bgstats, export_json
from companion.sessions.resume import describe
from companion.sessions.store import SessionInfo
from ui import theme
from ui.kv import load_beside
from ui.widgets.buttons import BarButton


def exports_dir() -> Path:
    return data_dir() / "exports"


class HistoryScreen(Screen):
    message = StringProperty("")

    def on_pre_enter(self, *_args) -> None:
        self.message = ""
        box = self.ids.games
        box.clear_widgets()
        games = App.get_running_app().store.history()
        if not games:
            box.add_widget(Label(text="No finished games yet.", size_hint_y=None,
                                 height="48dp"))
        for info in games:
            box.add_widget(self._row(info))

    def _row(self, info: SessionInfo) -> BoxLayout:
        row = BoxLayout(size_hint_y=None, height=theme.TARGET + dp(12), spacing=theme.GAP)
        text = f"{datetime.fromtimestamp(info.finished):%d %b %H:%M}  {describe(info)}"
        label = Label(text=text, font_size=sp(theme.MIN_SP), halign="left", valign="middle",
                      max_lines=2)
        label.bind(size=lambda w, size: setattr(w, "text_size", size))
        button = BarButton(text="Export", size_hint_x=None, width=dp(120))
        button.bind(on_release=lambda _b: self.export(info.id))
        row.add_widget(label)
        row.add_widget(button)
        return row

    def export(self, session_id: int) -> None:
        """Write session-<id>.json and session-<id>.bgsplay to the exports folder."""
        store = App.get_running_app().store
        folder = exports_dir()
        folder.mkdir(parents=True, exist_ok=True)
        for suffix, export in ((".json", export_json), (".bgsplay", export_bgstats)):
            path = folder / f"session-{session_id}{suffix}"
            path.write_text(json.dumps(export(store, session_id), indent=1))
        self.message = f"Saved to {folder}"


load_beside(__file__)
