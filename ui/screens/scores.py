"""Round and final scores: a table with a line of reasons for every number, and the race chart.

Seasons and the game end come with the engine's own sentences. VP won in play (fulfilled
contracts, vein tiles, critters) are the rest of each total and are named as such.
"""

from kivy.app import App
from kivy.properties import ListProperty, StringProperty
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen

from ui.kv import load_beside
from ui.widgets.race_chart import SEAT_RGB

COLUMNS = ("Player", "I", "II", "III", "IV", "In play", "End", "VP")


class ScoresScreen(Screen):
    title = StringProperty("")
    reasons = StringProperty("")
    names = ListProperty([])

    def on_pre_enter(self, *_args) -> None:
        session = App.get_running_app().session
        scores = session.game.scores()
        seasons, final = scores["seasons"], scores["final"]
        self.names = list(session.players)
        self.title = "Final scores" if final else f"Scores after {len(seasons)} season(s)"
        rows = [list(COLUMNS)]
        for name in session.players:
            by_season = [season["points"][name]["total"] for season in seasons]
            end = final["players"][name]["parts"]["total"] if final else 0
            in_play = scores["vp"][name] - sum(by_season) - end
            cells = [*by_season, *[""] * (4 - len(by_season))]
            rows.append([name, *map(str, cells), str(in_play), str(end) if final else "",
                         str(scores["vp"][name])])
        self._fill(rows)
        self.ids.chart.race = session.race()
        self.reasons = "\n".join(self._reasons(seasons, final))

    def _fill(self, rows: list[list[str]]) -> None:
        """The table; each player's name in their line's colour on the race chart."""
        table = self.ids.table
        table.clear_widgets()
        for number, row in enumerate(rows):
            for column, text in enumerate(row):
                colour = SEAT_RGB[(number - 1) % len(SEAT_RGB)] if number and not column \
                    else (1, 1, 1)
                table.add_widget(Label(text=text, font_size="15sp", bold=number == 0,
                                       color=(*colour, 1)))

    @staticmethod
    def _reasons(seasons: list[dict], final: dict | None) -> list[str]:
        lines = []
        for season in seasons:
            lines += [f"Season {season['season']}: {line}" for line in season["lines"]]
        if final:
            for name, part in final["players"].items():
                lines += [f"End, {name}: {line}" for line in part["lines"]]
        lines.append("In play: VP won during the seasons (fulfilled contracts, vein tiles, "
                     "critters), the rest of each total.")
        return lines


load_beside(__file__)
