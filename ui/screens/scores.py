"""Round and final scores: a table of every number and the race chart; where every point came
from is behind "Why these numbers".

The table gives each player's chart points per season, the VP won in play (contract rewards,
vein tiles, critters, magnates) and at the game end. "Why these numbers" lists every VP item the
engine holds for each player, with its sentence (they add up to the player's total exactly),
then each season's chart place by place.
"""

from kivy.app import App
from kivy.metrics import sp
from kivy.properties import ListProperty, StringProperty
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen

from companion.games.base import Points
from ui import theme
from ui.kv import load_beside
from ui.widgets import buttons, race_chart  # noqa: F401  (classes used in the .kv)
from ui.widgets.dialogs import LogView

COLUMNS = ("Player", "I", "II", "III", "IV", "Play", "End", "VP")
IN_PLAY = ("contract", "vein", "beaver", "bear", "magnate")


class ScoresScreen(Screen):
    title = StringProperty("")
    reasons = StringProperty("")
    names = ListProperty([])

    def on_pre_enter(self, *_args) -> None:
        session = App.get_running_app().session
        game = session.game
        seasons = game.scores()["seasons"]
        points = game.points()
        self.names = list(session.players)
        played = len(seasons)
        self.title = "Final scores" if game.over else \
            f"Scores after {played} season{'' if played == 1 else 's'}"
        rows = [list(COLUMNS)]
        for seat, (name, held) in enumerate(zip(session.players, points, strict=True)):
            by_season = [season["points"][name]["total"] for season in seasons]
            in_play = sum(item.vp for item in held.items if item.source in IN_PLAY)
            end = sum(item.vp for item in held.items if item.source == "game-end")
            cells = [*by_season, *[""] * (4 - len(by_season))]
            rows.append([f"{theme.seat_mark(seat)} {name}", *map(str, cells), str(in_play),
                         str(end) if game.over else "", str(held.total)])
        self._fill(rows)
        self.ids.chart.race = session.race()
        self.reasons = "\n".join(self._reasons(session.players, points)
                                 + self._charts(seasons))

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
    def _reasons(names: list[str], points: list[Points]) -> list[str]:
        """Every VP item of every player, under the player's total."""
        lines = []
        for name, held in zip(names, points, strict=True):
            lines.append(f"{name}: {held.total} VP")
            lines += [f"   {item.vp:>3}  {item.why}" for item in held.items] or ["   no VP yet"]
        return lines

    @staticmethod
    def _charts(seasons: list[dict]) -> list[str]:
        """Each season's chart, place by place, ties and empty ores included."""
        lines = []
        for season in seasons:
            lines.append(f"Season {season['season']}, the chart:")
            lines += [f"   {line}" for line in season["lines"]]
        return lines


load_beside(__file__)
