"""The live Deep Shelf table: whose turn and what they are doing, the two Action Cards played and
the Overworked card, the upkeep an Extract costs, the Market, the Research Tracks, the
Exploitation and Impending Collapse markers, every player's Credits and storage, the action log,
and a held illegal move with the table's three ways out. Moves are entered by tap ("Enter
move": the legal moves of the decision the game waits on). Type is 20 sp and more, players are
named in their faction's colour, buttons are 64 dp tall (10 mm), as issue 16 asks of tables.
"""

from kivy.app import App
from kivy.properties import BooleanProperty, StringProperty
from kivy.uix.screenmanager import Screen

from companion.errors import IllegalMove
from companion.games.deep_shelf.view import PlayerView, View
from companion.sessions.base import Update
from companion.sessions.deep_shelf_turns import DeepShelfTurnsSession
from ui.kv import load_beside
from ui.widgets import buttons  # noqa: F401  (BigButton is used in the .kv)
from ui.widgets.move_picker import MovePicker

LOG_LINES = 40
FACTION_RGB = {"green": "5cc46a", "purple": "b98be0", "blue": "5aa0e6", "red": "e8685c"}
STORAGE_WORDS = {"kelp": "kelp", "slag": "slag", "raw_gold": "raw Au", "raw_palladium": "raw Pd",
                 "raw_osmium": "raw Os", "gold": "Au", "palladium": "Pd", "osmium": "Os"}


def named(player: PlayerView) -> str:
    """The player's name in the faction's colour."""
    rgb = FACTION_RGB.get(player.colour or "", "ffffff")
    return f"[b][color={rgb}]{player.name}[/color][/b]"


def cards_text(view: View) -> str:
    if view.turn is None:
        return "No turn is being played."
    p = view.players[view.turn]
    return (f"1st card: [b]{p.first or '-'}[/b]    2nd card: [b]{p.second or '-'}[/b]\n"
            f"Overworked: [b]{p.overworked or 'none'}[/b]    Upkeep due: [b]{p.upkeep}[/b] "
            f"Credits")


def collapse_text(view: View) -> str:
    return (f"Exploitation [b]{view.exploitation}[/b]   Impending Collapse "
            f"[b]{view.impending}[/b]   Collapse at {view.collapse}"
            + (f"\nEnd triggered: {view.trigger}" if view.trigger else ""))


def market_text(view: View) -> str:
    prices = "   ".join(f"{kind.title()} [b]{price}[/b]" for kind, price in view.market.items())
    offs = ", ".join(f"{ore.title()} -{n}" for ore, n in view.discounts.items() if n)
    return f"Market: {prices}" + (f"\nTechnology discounts: {offs}" if offs else "")


def research_text(view: View) -> str:
    lines = []
    for track, last in view.research_last.items():
        cubes = "  ".join(f"{named(p)} {p.research[track]}" for p in view.players)
        lines.append(f"{track.title()} (to {last}): {cubes}")
    return "\n".join(lines)


def players_text(view: View) -> str:
    lines = []
    for p in view.players:
        if p.faction is None:
            lines.append(f"{named(p)}: no faction yet")
            continue
        stored = ", ".join(f"{n} {STORAGE_WORDS[k]}" for k, n in p.storage.items()) or "empty"
        lines.append(f"{named(p)} {p.faction}: {p.credits} Credits, upkeep {p.upkeep}; "
                     f"storage {stored} ({sum(p.storage.values())}/{p.capacity})")
    return "\n".join(lines)


def turn_text(view: View) -> str:
    if view.final is not None:
        won = " and ".join(named(view.players[s]) for s in view.final["winners"])
        return f"Game over: {won} won"
    if view.deciding is None:
        return view.waiting
    doing = view.waiting.split(" to ", 1)[1]
    deciding = named(view.players[view.deciding])
    if view.turn is not None and view.turn != view.deciding:
        return f"{named(view.players[view.turn])}'s turn: {deciding} to {doing}"
    return f"{deciding} to {doing}"


def scores_text(view: View, names: list[str]) -> list[str]:
    """The final scoring, category by category, for the log."""
    lines = []
    for name, scored in zip(names, view.final["players"], strict=True):
        lines.append(f"{name}: {scored['total']} VP")
        lines += [f"   {vp:>3}  {why}" for vp, _source, why in scored["items"] if vp]
    return lines


class DeepShelfTableScreen(Screen):
    turn_text = StringProperty("")
    cards_text = StringProperty("")
    collapse_text = StringProperty("")
    market_text = StringProperty("")
    research_text = StringProperty("")
    players_text = StringProperty("")
    log_text = StringProperty("")
    held_text = StringProperty("")
    over = BooleanProperty(False)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._bound: DeepShelfTurnsSession | None = None

    @property
    def session(self) -> DeepShelfTurnsSession:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        if self._bound is not self.session:
            self._bound = self.session
            self.session.subscribe(self._heard)
        self.refresh()

    def _heard(self, _update: Update) -> None:
        if self.session is self._bound:
            self.refresh()

    # -- the table's choices ---------------------------------------------------------------------
    def enter_move(self) -> None:
        self._pick("Enter the move", self.session.propose)

    def correct(self) -> None:
        self._pick("What really happened?", self.session.correct)

    def withdraw(self) -> None:
        self.session.withdraw()

    def override(self) -> None:
        self.session.override()

    def undo(self) -> None:
        try:
            self.session.undo()
        except IllegalMove as refused:
            self.log_text = f"{refused}\n{self.log_text}"

    def _pick(self, title: str, then) -> None:
        choices = [(self.session.describe(a), lambda a=a: then(a)) for a in self.session.choices()]
        MovePicker(title, choices).show()

    # -- what the screen shows -------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        view = session.view()
        self.over = session.over
        self.turn_text = turn_text(view)
        self.cards_text = cards_text(view)
        self.collapse_text = collapse_text(view)
        self.market_text = market_text(view)
        self.research_text = research_text(view)
        self.players_text = players_text(view)
        held = session.held
        self.held_text = ("" if held is None else f"Held: {session.describe(held.action)}\n"
                          f"{session.public_reason(held)}")
        lines = list(reversed(session.log[-LOG_LINES:]))
        if view.final is not None:
            lines = scores_text(view, session.players) + [""] + lines
        self.log_text = "\n".join(lines)


load_beside(__file__)
