"""The demo: a scripted Deep Claim game on a synthetic table, one move per tap.

`DemoTable` is a camera source that films the cards the game has put down (vision's synthetic
scene renderer, no hands in the way). `DemoDirector` plays a seeded game: a move the camera
can see (a bid, a face-down dig, a recruit from a display) is made by putting the card on the
synthetic table, so it reaches the session through the real pipeline, tracker and proposals;
every other move (income, a dig's miners, contracts) is entered as a tap would be. Now and
then the script plays a card out of turn, to show a held illegal move and its choices.
"""

import random
import threading
from typing import Any

import numpy as np

from companion.games.deep_claim import PlayBid, PlayDig, Recruit, TableView
from companion.games.deep_claim.state import COLOURS
from companion.sessions.deep_claim import DeepClaimSession

FRAME_SIZE = (960, 540)
ILLEGAL_EVERY = 9  # one scripted step in nine is a card played out of turn

Card = tuple[str, str, bool]  # catalog name, zone, face up


class DemoTable:
    """A FrameSource: the synthetic table as the cards now lie on it."""

    description = "the demo's synthetic table"

    def __init__(self, seed: int):
        from vision.markers import registry
        from vision.synthetic.deal import SLOT_MM
        from vision.zones import load_layout

        self.layout = load_layout("deep-claim")
        self.seed = seed
        self._components = {c.name: c for c in registry().components("deep-claim")}
        self._slot_mm = SLOT_MM
        self._cards: dict[str, Any] = {}  # name -> Placement
        self._lock = threading.Lock()
        self._count = 0

    def lay(self, cards: set[Card]) -> None:
        """Make the table show exactly `cards`; cards that stay keep their places."""
        from vision.synthetic.deal import Placement

        with self._lock:
            wanted = {name: (zone, face_up) for name, zone, face_up in cards}
            for name in list(self._cards):
                placed = self._cards[name]
                if wanted.get(name) != (placed.zone, placed.face_up):
                    del self._cards[name]
            for name, (zone_name, face_up) in wanted.items():
                if name in self._cards:
                    continue
                spot = self.free_spot(zone_name)
                if spot is not None:
                    self._cards[name] = Placement(self._components[name], zone_name, *spot, 0.0,
                                                  face_up)

    def card_names(self) -> list[str]:
        return list(self._components)

    def read(self) -> np.ndarray:
        from vision.synthetic import Table, render_table

        with self._lock:
            table = Table(self.layout, tuple(self._cards.values()))
            self._count += 1
            count = self._count
        return render_table(table, self.seed, "easy", FRAME_SIZE, hands=0, frame=count).image

    def close(self) -> None:
        pass

    def free_spot(self, zone_name: str) -> tuple[float, float] | None:
        zone = self.layout.zone(zone_name)
        columns = max(int(zone.width // self._slot_mm), 1)
        rows = max(int(zone.height // self._slot_mm), 1)
        dx, dy = zone.width / columns, zone.height / rows
        taken = {(p.x_mm, p.y_mm) for p in self._cards.values() if p.zone == zone_name}
        for row in range(rows):
            for column in range(columns):
                spot = (zone.x + (column + 0.5) * dx, zone.y + (row + 0.5) * dy)
                if spot not in taken:
                    return spot
        return None  # the zone is full: the card is not drawn


class DemoDirector:
    """Steps the scripted game; `step()` returns what it did, in a sentence."""

    def __init__(self, session: DeepClaimSession, table: DemoTable, seed: int):
        self.session = session
        self.table = table
        self.rng = random.Random(seed)
        self.steps = 0
        self.waiting_for_camera = False
        critters = [name for name in table.card_names() if name.split()[0] in
                    ("Owl", "Bear", "Beaver")]
        self._names = {f"critter:{name.split()[-1]}": name for name in critters}
        self._names.update({f"contract:{n}": f"Contract {n}" for n in range(1, 41)})
        session.subscribe(lambda _update: self.sync())
        self.sync()

    def sync(self) -> None:
        """Lay the table as the session's public view says it is."""
        self.waiting_for_camera = False
        self.table.lay(self._cards_in(self.session.view()))

    def step(self) -> str:
        session = self.session
        if session.held is not None:
            session.withdraw()
            return "The held card was taken back."
        if session.game.over:
            return "The game is over: see the scores."
        self.steps += 1
        if self.steps % ILLEGAL_EVERY == 0 and session.turn is not None:
            bad = PlayBid(1 - session.turn, 0, 0) if len(session.players) == 2 else None
            if bad is not None:
                session.propose(bad, source="demo")
                return "Scripted mistake: a card played out of turn."
        action = self.rng.choice(session.choices())
        after = self._table_after(action)
        if after is None:
            session.propose(action, source="demo")
            return f"Entered: {session.describe(action)}."
        self.table.lay(after)
        self.waiting_for_camera = True
        return f"On the table: {session.describe(action)}; the camera will see it."

    # -- the table as cards --------------------------------------------------------------------
    def _table_after(self, action: Any) -> set[Card] | None:
        """The cards on the table once `action` is made, or None if the camera cannot see it."""
        now = self._cards_in(self.session.view())
        if isinstance(action, PlayBid | PlayDig):
            colour = COLOURS[action.seat].title()
            zone = f"location-{action.location + 1}/" + ("bids" if isinstance(action, PlayBid)
                                                         else "digs")
            if self.table.free_spot(zone) is None:
                return None
            return now | {(f"{colour} action {action.card}", zone, isinstance(action, PlayBid))}
        if isinstance(action, Recruit):
            name = self._names[action.item]
            left = {card for card in now if card[0] == name}
            if not left:
                return None
            if action.item.startswith("contract:"):
                return now - left  # into a private hand: it only leaves the display
            return (now - left) | {(name, f"seat-{action.seat + 1}/critters", True)}
        return None

    def _cards_in(self, view: TableView) -> set[Card]:
        """The public view as cards; the demo lays its own face-down digs, so it may look at
        the full state to know which card lies face down (it never shows it)."""
        cards: set[Card] = set()
        full = self.session.game.to_json()["locations"]
        for location in view.locations:
            number = location.number
            if location.mine is not None:
                cards.add((f"Mine {location.mine}", f"location-{number}/mine", True))
            for item in location.display:
                if item is not None:
                    cards.add((self._names[item], f"location-{number}/display", True))
            for bid in location.bids:
                colour = COLOURS[bid.seat].title()
                cards.add((f"{colour} action {bid.card}", f"location-{number}/bids", True))
            for shown, dig in zip(location.digs, full[number - 1]["digs"], strict=True):
                colour = COLOURS[dig["seat"]].title()
                cards.add((f"{colour} action {dig['card']}", f"location-{number}/digs",
                           shown.card is not None))
        for seat, player in enumerate(view.players, start=1):
            for critter in player.critters:
                cards.add((self._names[f"critter:{critter}"], f"seat-{seat}/critters", True))
        return cards
