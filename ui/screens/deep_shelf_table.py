"""The live Deep Shelf table: the band (whose decision and what it is, the card being played, each
player's score if the game ended now), the Ocean Expanse drawn with every unit, Tube, facility,
cube and the dragon, and beside it what the decision asks and the table's buttons. "Details"
swaps the board for the rest of the game in words (the race by category, the cards, the
Exploitation markers, the Market, the Research Tracks, each player's Credits and storage); a
held illegal move takes the board's place with its reason and the three ways out.

Moves are entered by tap: a tap on a Shelf lists the legal moves there, "Enter move" every legal
move. The board redraws as each move is entered.
"""

from kivy.app import App
from kivy.properties import BooleanProperty, StringProperty

from companion.games.deep_shelf.ocean_actions import shelves_of
from companion.games.deep_shelf.view import PlayerView, View
from companion.games.deep_shelf.words import STEP_WORDS
from companion.sessions.deep_shelf_turns import DeepShelfTurnsSession
from ui import theme
from ui.kv import load_beside
from ui.screens.table_screen import RefereedTableScreen
from ui.widgets import buttons, look, shelf_board  # noqa: F401  (classes used in the .kv)
from ui.widgets.move_picker import MovePicker

BAND_WORDS = {  # what the table waits for, short enough for the band at 40 sp
    "faction": "CHOOSE A FACTION", "cover": "COVER AN AREA", "setup_tile": "SET-UP TILES",
    "dock": "CLAIM A DOCK", "scientist": "PLACE A SCIENTIST", "card": "PLAY A CARD",
    "power": "POWER STEP?", "momentum": "MOVE", "spores_momentum": "MOVE",
    "smelter_momentum": "MOVE", "supercavitation": "MOVE", "scouting": "SCOUT",
    "scout_adjacent": "SCOUT AGAIN?", "deep_scout": "SCOUT OR REBATE",
    "cavitation_scout": "SCOUT?", "vent": "TURN THE VENT", "salvage": "TAKE THE FIND",
    "extract": "EXTRACT", "crack_extract": "EXTRACT", "recall_extract": "EXTRACT",
    "loop_extract": "EXTRACT", "facility": "BUILD", "deep_facility": "BUILD",
    "tubes": "TUBES, CRAWLERS", "free_tube": "FREE TUBE", "refine": "REFINE",
    "refine_storage": "REFINE", "return": "GO HOME", "market": "MARKET", "adjust": "MARKET",
    "dragon": "MOVE THE DRAGON", "develop": "DEVELOP", "research": "RESEARCH",
    "advance": "RESEARCH", "ore": "CHOOSE AN ORE", "anomaly": "STORE THE ANOMALY",
    "move_extractors": "MOVE EXTRACTORS", "extractor_jump": "MOVE AN EXTRACTOR",
}
LOG_LINES = 40
STORAGE_WORDS = {"kelp": "kelp", "slag": "slag", "raw_gold": "raw Au", "raw_palladium": "raw Pd",
                 "raw_osmium": "raw Os", "gold": "Au", "palladium": "Pd", "osmium": "Os"}


def named(view: View, seat: int) -> str:
    """A player's name after their seat's shape and number."""
    return f"{mark(seat)} [b]{view.players[seat].name}[/b]"


def mark(seat: int) -> str:
    """The seat's shape and number, in the font that has the shapes."""
    return f"[font={theme.SHAPE_FONT}]{theme.seat_mark(seat)}[/font]"


def band_words(waiting: dict | None) -> str:
    if waiting is None:
        return "GAME OVER"
    return BAND_WORDS.get(waiting["kind"], STEP_WORDS.get(waiting["kind"], "").upper())


def hint(view: View, waiting: dict | None) -> str:
    """What the decision under way asks, in a few words for the side panel."""
    if waiting is None:
        return "The game is over."
    kind = waiting["kind"]
    if "left" in waiting and isinstance(waiting["left"], dict):
        spend = ", ".join(f"{'Sub' if u == 'sub' else 'Crawler ' + u[1:]} {m}"
                          for u, m in waiting["left"].items() if m)
        pool = f"; {waiting['pool']} to share" if waiting.get("pool") else ""
        return f"Momentum: {spend or 'none left'}{pool}. Tap a Shelf to move there."
    if kind == "scouting":
        plan = waiting.get("plan")
        if plan is None:
            return f"Scout {waiting['need']} tiles: how many from the Deep bag?"
        if not waiting.get("placing"):
            left = ", ".join(f"{n} {z.title()}" for z, n in plan.items() if n)
            return f"Draw from the bags: {left}."
        return "Place a tile drawn: tap its Shelf."
    if kind in ("extract", "crack_extract", "recall_extract", "loop_extract"):
        return "Extract: tap a Shelf to take its resource."
    if kind == "dragon":
        return f"The Depth Dragon moves {waiting.get('left', waiting.get('spaces'))} more " \
               "spaces: tap a free Shelf next to it."
    return view.waiting + "."


def cards_text(view: View) -> str:
    if view.turn is None:
        return "No turn is being played."
    p = view.players[view.turn]
    return (f"{named(view, view.turn)}: 1st card [b]{p.first or '-'}[/b], 2nd card "
            f"[b]{p.second or '-'}[/b], Overworked [b]{p.overworked or 'none'}[/b], upkeep due "
            f"[b]{p.upkeep}[/b] Credits")


def collapse_text(view: View) -> str:
    return (f"Exploitation [b]{view.exploitation}[/b], Impending Collapse "
            f"[b]{view.impending}[/b], Collapse at {view.collapse}"
            + (f"\nEnd triggered: {view.trigger}" if view.trigger else ""))


def market_text(view: View) -> str:
    prices = ", ".join(f"{kind.title()} [b]{price}[/b]" for kind, price in view.market.items())
    offs = ", ".join(f"{ore.title()} -{n}" for ore, n in view.discounts.items() if n)
    return f"Market: {prices}" + (f"\nTechnology discounts: {offs}" if offs else "")


def research_text(view: View) -> str:
    lines = []
    for track, last in view.research_last.items():
        cubes = ", ".join(f"{mark(s)} {p.research[track]}"
                          for s, p in enumerate(view.players))
        lines.append(f"{track.title()} (to {last}): {cubes}")
    return "\n".join(lines)


def players_text(view: View) -> str:
    lines = []
    for seat, p in enumerate(view.players):
        lines.append(_player_line(view, seat, p))
    return "\n".join(lines)


def _player_line(view: View, seat: int, p: PlayerView) -> str:
    if p.faction is None:
        return f"{named(view, seat)}: no faction yet"
    stored = ", ".join(f"{n} {STORAGE_WORDS[k]}" for k, n in p.storage.items()) or "empty"
    return (f"{named(view, seat)} {p.faction}: {p.credits} Credits, upkeep {p.upkeep}; "
            f"storage {stored} ({sum(p.storage.values())}/{p.capacity})")


def race_text(view: View) -> str:
    """The endgame scoring if the game ended now, for each player."""
    if not view.standings:
        return "The race: once every faction is chosen."
    lines = ["[b]If the game ended now[/b]"]
    for seat, points in enumerate(view.standings):
        lines.append(f"{named(view, seat)}: [b]{points.total} VP[/b]")
        lines += [f"    {item.vp:>3}  {item.why}" for item in points.items if item.vp]
    return "\n".join(lines)


class DeepShelfTableScreen(RefereedTableScreen):
    UNIT = "VP"
    hint_text = StringProperty("")
    details_text = StringProperty("")
    held_move = StringProperty("")
    message = StringProperty("")
    over = BooleanProperty(False)
    details = BooleanProperty(False)  # the game in words instead of the board

    MIDDLE = ("board_box", "details_box", "held")

    @property
    def session(self) -> DeepShelfTurnsSession:
        return App.get_running_app().session

    def on_pre_enter(self, *_args) -> None:
        if self._bound is not self.session:
            self.details = False  # another game at the table: its board first
        super().on_pre_enter()

    def middle(self) -> str:
        """A held move, else the game in words or its board."""
        return "held" if self.held_text else ("details_box" if self.details else "board_box")

    # -- the table's choices ---------------------------------------------------------------------
    def enter_move(self) -> None:
        self._pick("Enter the move", self.session.choices(), self.session.propose)

    def tapped(self, number: int) -> None:
        """A Shelf tapped on the board: its legal moves."""
        choices = [a for a in self.session.choices() if number in shelves_of(a)]
        name = next((s.name for s in self.session.view().board.shelves if s.number == number),
                    "")
        if not choices:
            self.message = f"No move waits on {name} now."
            return
        self.message = ""
        self._pick(f"Moves on {name}", choices, self.session.propose)

    def correct(self) -> None:
        self._pick("What really happened?", self.session.choices(), self.session.correct)

    def toggle_details(self) -> None:
        self.details = not self.details
        self.refresh()

    def _pick(self, title: str, actions: list, then) -> None:
        choices = [(self.session.describe(a), lambda a=a: then(a)) for a in actions]
        MovePicker(title, choices, columns=1).show()

    # -- what the screen shows -------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        view = session.view()
        waiting = session.game.waiting
        self.over = session.over
        band = self.ids.band
        band.scores = [(seat, p.name, points.total)
                       for seat, (p, points) in enumerate(zip(view.players, view.standings,
                                                              strict=False))]
        card = view.players[view.turn].second or view.players[view.turn].first \
            if view.turn is not None else None
        band.phase = "" if view.turn is None or card is None else \
            ("2" if view.players[view.turn].second else "1")
        band.caption = (card or "").upper()
        if session.over:
            won = " and ".join(view.players[s].name for s in view.final["winners"])
            band.announce(f"{won} won")
        else:
            band.show(session, band_words(waiting), view.deciding)
        held = session.held
        self.held_move = "" if held is None else f"Held: {session.describe(held.action)}"
        self.held_text = "" if held is None else session.public_reason(held)
        self.hint_text = hint(view, waiting)
        self.details_text = "\n\n".join((race_text(view), cards_text(view), collapse_text(view),
                                         market_text(view), research_text(view),
                                         players_text(view)))
        self.ids.board.show(view.board, {s for a in session.choices() for s in shelves_of(a)})
        self.show_middle()


load_beside(__file__)
