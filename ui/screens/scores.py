"""Round and final scores: a table per season, where every point came from, and the race chart.

The table gives each player's chart points per season, the VP won in play (contract rewards,
vein tiles, critters, magnates) and at the game end. Below it, every VP item the engine holds
for each player, with its sentence (they add up to the player's total exactly), then each
season's chart place by place.
"""

from kivy.app import App
from kivy.properties import ListProperty, StringProperty
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen

from companion.games.base import Points
from ui.kv import load_beside
from ui.widgets.race_chart import SEAT_RGB

COLUMNS = ("Player", "I", "II", "III", "IV", "In play", "End", "VP")
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
        self.title = "Final scores" if game.over else f"Scores after {len(seasons)} season(s)"
        rows = [list(COLUMNS)]
        for name, held in zip(session.players, points, strict=True):
            by_season = [str(season["points"][name]["total"]) for season in seasons]
            in_play = sum(item.vp for item in held.items if item.source in IN_PLAY)
            end = sum(item.vp for item in held.items if item.source == "game-end")
            rows.append([name, *by_season, *[""] * (4 - len(by_season)), str(in_play),
                         str(end) if game.over else "", str(held.total)])
        self._fill(rows)
        self.ids.chart.race = session.race()
        self.reasons = "\n".join(self._reasons(session.players, points) + self._charts(seasons))

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
    def _reasons(names: list[str], points: list[Points]) -> list[str]:
        """Every VP item of every player, under the player's total."""
        lines = []
        for name, held in zip(names, points, strict=True):
            lines.append(f"[b]{name}: {held.total} VP[/b]")
            lines += [f"   {item.vp:>3}  {item.why}" for item in held.items] or ["   no VP yet"]
        return lines

    @staticmethod
    def _charts(seasons: list[dict]) -> list[str]:
        """Each season's chart, place by place, ties and empty ores included."""
        lines = []
        for season in seasons:
            lines.append(f"[b]Season {season['season']}: the chart[/b]")
            lines += [f"   {line}" for line in season["lines"]]
        return lines


load_beside(__file__)
