"""Deep Shelf's score pad: tap each player's endgame tally in and score it (for tables that only
want scoring; the Deep Shelf table screen follows whole games).

A tap on a number adds one (or takes one off, in "take 1 off" mode); every change is logged at
once, so a power cut loses nothing typed. "Score" gives each category with its rule, shows the
winner card (equal totals go to the most ore controlled, then the fewest facilities left) and
puts the game in the history; an impossible table is named and nothing is scored.
"""

from kivy.app import App
from kivy.metrics import sp
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.label import Label

from companion.errors import CompanionError
from companion.sessions.deep_shelf import DeepShelfSession
from ui import theme
from ui.kv import load_beside
from ui.screens.table_screen import TableScreen
from ui.widgets.buttons import BarButton

FIELDS = (  # (key in the tally, label): numbers the players read off the board
    ("shallows", "Structures in the Shallows"), ("deep", "Structures in the Deep + Trench"),
    ("deep_explorer", "Deep Explorer token"), ("gold", "Gold tech tiles"),
    ("palladium", "Palladium tech tiles"), ("osmium", "Osmium tech tiles"),
    ("ecology", "Ecology track"), ("mineralogy", "Mineralogy track"),
    ("zoology", "Zoology track"), ("research_vp_markers", "Research VP markers"),
    ("credits", "Credits"), ("refined_ore", "Refined ore"), ("stacks_1", "Anomaly stacks of 1"),
    ("stacks_2", "Anomaly stacks of 2"), ("stacks_3", "Anomaly stacks of 3"),
    ("other_vp", "Other VP (tiles, dragon, super structures)"),
    ("ore_controlled", "Tie-break: ore controlled on the board"),
    ("facilities_left", "Tie-break: facilities left on the Industry Board"),
)
REASONS = {  # the rule behind each category of the breakdown (Rulebook, "Endgame Scoring")
    "shallows": "most structures in the Shallows: 7 / 3 / 1, ties share",
    "deep": "most in the Deep and Trench: 10 / 4 / 2, ties share",
    "explorer": "Deep Explorer token: 3",
    "tech": "most tiles in each tech track: 3, tied 2 each",
    "research": "highest on each research track: 2 / 1, ties share",
    "credits": "1 per 5 credits", "refined_ore": "1.5 per refined ore, rounded down",
    "markers": "1 per research VP marker", "anomalies": "stacks of 1 / 2 / 3: 1 / 3 / 4",
    "other": "as counted at the table", "total": "",
}


def empty_tally() -> dict:
    return {key: 0 for key, _label in FIELDS}


def as_sheet(name: str, tally: dict) -> dict:
    """The pad's numbers in the score sheet's form (scoresheet.schema.json)."""
    return {
        "name": name, "structures": {"shallows": tally["shallows"], "deep": tally["deep"]},
        "deep_explorer": bool(tally["deep_explorer"]),
        "tech_tiles": {t: tally[t] for t in ("gold", "palladium", "osmium")},
        "research": {t: tally[t] for t in ("ecology", "mineralogy", "zoology")},
        "research_vp_markers": tally["research_vp_markers"], "credits": tally["credits"],
        "refined_ore": tally["refined_ore"],
        "anomaly_stacks": [size for size in (1, 2, 3) for _ in range(tally[f"stacks_{size}"])],
        "other_vp": tally["other_vp"], "ore_controlled": tally["ore_controlled"],
        "facilities_left": tally["facilities_left"],
    }


def from_sheet(sheet: dict) -> dict:
    stacks = sheet["anomaly_stacks"]
    return {"shallows": sheet["structures"]["shallows"], "deep": sheet["structures"]["deep"],
            "deep_explorer": int(sheet["deep_explorer"]), **sheet["tech_tiles"],
            **sheet["research"], "research_vp_markers": sheet["research_vp_markers"],
            "credits": sheet["credits"], "refined_ore": sheet["refined_ore"],
            **{f"stacks_{n}": stacks.count(n) for n in (1, 2, 3)},
            "other_vp": sheet["other_vp"], "ore_controlled": sheet.get("ore_controlled", 0),
            "facilities_left": sheet.get("facilities_left", 0)}


def text(words: str, **style) -> Label:
    """A label of the pad: wrapped in its cell, at least MIN_SP."""
    label = Label(text=words, font_size=sp(style.pop("size", theme.MIN_SP)), valign="middle",
                  **style)
    label.bind(size=lambda w, size: setattr(w, "text_size", size))
    return label


class DeepShelfPadScreen(TableScreen):
    UNIT = "VP"
    subtract = BooleanProperty(False)  # taps take one off instead of adding one
    message = StringProperty("")
    scored = BooleanProperty(False)

    @property
    def session(self) -> DeepShelfSession:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        self.tallies = {name: from_sheet(self.session.tallies[name])
                        if name in self.session.tallies else empty_tally()
                        for name in self.session.players}
        self.message = "Tap a number to add one; switch to take one off."
        self.scored = self.session.over
        self._draw_pad()
        super().on_pre_enter()

    def refresh(self) -> None:
        self.ids.band.announce("Score pad: count the board" if not self.session.over
                               else f"{self.session.result()['winner']} wins")

    def _draw_pad(self) -> None:
        grid = self.ids.grid
        grid.clear_widgets()
        grid.cols = 1 + len(self.session.players)
        grid.add_widget(text("", size_hint_x=2.4))
        for seat, name in enumerate(self.session.players):
            grid.add_widget(text(f"{theme.seat_mark(seat)} {name}", bold=True, shorten=True,
                                 shorten_from="right",
                                 halign="center", font_name=theme.SHAPE_FONT))
        self.cells = {}
        for key, label in FIELDS:
            grid.add_widget(text(label, size_hint_x=2.4, halign="left"))
            for name in self.session.players:
                cell = BarButton(text=self._shown(key, self.tallies[name][key]))
                cell.bind(on_release=lambda _b, n=name, k=key: self.tap(n, k))
                self.cells[name, key] = cell
                grid.add_widget(cell)

    @staticmethod
    def _shown(key: str, value: int) -> str:
        if key == "deep_explorer":
            return "yes" if value else "no"
        return str(value)

    def tap(self, name: str, key: str) -> None:
        tally = self.tallies[name]
        if key == "deep_explorer":
            tally[key] = 1 - tally[key]
        else:
            floor = None if key == "other_vp" else 0
            changed = tally[key] + (-1 if self.subtract else 1)
            tally[key] = changed if floor is None else max(floor, changed)
        self.cells[name, key].text = self._shown(key, tally[key])
        self.session.record(as_sheet(name, tally))

    def score(self) -> None:
        for name in self.session.players:
            if name not in self.session.tallies:
                self.session.record(as_sheet(name, self.tallies[name]))
        try:
            points = self.session.score()
        except CompanionError as refused:
            self.message = f"Cannot be scored: {refused}"
            return
        grid = self.ids.grid
        grid.clear_widgets()
        grid.cols = 2 + len(self.session.players)
        for heading in ("", *self.session.players, "why"):
            grid.add_widget(text(heading, bold=True, shorten=True, halign="center"))
        rows = {name: breakdown.as_json() for name, breakdown in points.items()}
        for category, reason in REASONS.items():
            grid.add_widget(text(category.replace("_", " "), size_hint_x=1.1))
            for name in self.session.players:
                grid.add_widget(text(str(rows[name][category]), size=theme.TEXT_SP,
                                     size_hint_x=0.6, halign="center",
                                     bold=category == "total"))
            grid.add_widget(text(reason, size_hint_x=2.6, halign="left"))
        self.scored = True
        winner = self.session.store.get(self.session.id).result["winner"]
        self.message = f"{winner} wins. The game is in the history."
        self._was_over = True  # scoring tells no listener: the card is shown here
        self.refresh()
        self.show_winner()


load_beside(__file__)
