"""Round and final scores: a table of every number and the race chart; the engine's sentence
for every number is behind "Why these numbers".

Seasons and the game end come with the engine's own sentences. VP won in play (fulfilled
contracts, vein tiles, critters) are the rest of each total and are named as such.
"""

from kivy.app import App
from kivy.metrics import sp
from kivy.properties import ListProperty, StringProperty
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen

from ui import theme
from ui.kv import load_beside
from ui.widgets import buttons, race_chart  # noqa: F401  (classes used in the .kv)
from ui.widgets.dialogs import LogView

COLUMNS = ("Player", "I", "II", "III", "IV", "Play", "End", "VP")


class ScoresScreen(Screen):
    title = StringProperty("")
    reasons = StringProperty("")
    names = ListProperty([])

    def on_pre_enter(self, *_args) -> None:
        session = App.get_running_app().session
        scores = session.game.scores()
        seasons, final = scores["seasons"], scores["final"]
        self.names = list(session.players)
        played = len(seasons)
        self.title = "Final scores" if final else \
            f"Scores after {played} season{'' if played == 1 else 's'}"
        rows = [list(COLUMNS)]
        for seat, name in enumerate(session.players):
            by_season = [season["points"][name]["total"] for season in seasons]
            end = final["players"][name]["parts"]["total"] if final else 0
            in_play = scores["vp"][name] - sum(by_season) - end
            cells = [*by_season, *[""] * (4 - len(by_season))]
            rows.append([f"{theme.seat_mark(seat)} {name}", *map(str, cells), str(in_play),
                         str(end) if final else "", str(scores["vp"][name])])
        self._fill(rows)
        self.ids.chart.race = session.race()
        self.reasons = "\n".join(self._reasons(seasons, final))

    def _fill(self, rows: list[list[str]]) -> None:
        """The table: a header row, then each player behind their seat's badge."""
        table = self.ids.table
        table.clear_widgets()
        for number, row in enumerate(rows):
            for column, text in enumerate(row):
                label = Label(text=text, bold=number == 0 or column == len(row) - 1,
                              font_size=sp(theme.MIN_SP if number == 0 else theme.TEXT_SP),
                              font_name=theme.SHAPE_FONT, shorten=True,
                              size_hint_x=2.6 if column == 0 else 1,
                              halign="left" if column == 0 else "center", valign="middle")
                label.bind(size=lambda w, size: setattr(w, "text_size", size))
                table.add_widget(label)

    def show_reasons(self) -> None:
        LogView(title="Why these numbers", text=self.reasons).show()

    @staticmethod
    def _reasons(seasons: list[dict], final: dict | None) -> list[str]:
        lines = []
        for season in seasons:
            lines += [f"Season {season['season']}: {line}" for line in season["lines"]]
        if final:
            for name, part in final["players"].items():
                lines += [f"End, {name}: {line}" for line in part["lines"]]
        lines.append("Play: VP won during the seasons (fulfilled contracts, vein tiles, "
                     "critters), the rest of each total.")
        return lines


load_beside(__file__)
