"""A DIG table for tests: a `table_hill` game, so each card drawn is the one the test names (as
the camera or a tap tells the engine), played only through the engine's protocol."""

import pytest

from companion.errors import IllegalMove
from companion.games.dig import actions as a
from companion.games.dig.gallery import Gallery
from companion.games.dig.game import Game

TAVERN = ("German Shepherd", "Elf", "Hunter", "Knight", "Paladin", "Shadowman")


class Table:
    def __init__(self, players: tuple[str, ...] = ("Ann", "Ben"),
                 tavern: tuple[str, ...] = TAVERN, first: int = 0):
        self.game = Game.new(list(players), 1, table_hill=True, first=first, tavern=tavern)
        self.events: list = []

    # -- playing -----------------------------------------------------------------------------
    def do(self, action) -> list:
        self.game, events = self.game.apply(action)
        self.events += events
        return events

    def reveal(self, *cards: str, gallery: int | None = None) -> None:
        for card in cards:
            self.do(a.Reveal(self.game.turn, card, gallery))

    @property
    def state(self):
        return self.game.state

    def at_start(self, seat: int) -> bool:
        state = self.state
        return not state.tasks and state.phase == "start" and state.turn == seat

    def turn_of(self, seat: int) -> None:
        """Other players take plain turns (dig beside, keep an iron) until it is `seat`'s."""
        for _ in range(10):
            if self.at_start(seat):
                return
            state = self.state
            current = state.turn
            assert not state.tasks, f"a card waits for a decision: {self.game.legal_actions()}"
            if state.phase == "tavern":
                self.do(a.LeaveTavern(current))
            elif state.phase == "dug":
                self.do(a.EndTurn(current))
            else:
                self.do(a.Dig(current))
                self.reveal(self.filler())
                if a.Keep(current) in self.game.legal_actions():
                    self.do(a.Keep(current))
        raise AssertionError(f"seat {seat} never got a turn")

    def filler(self) -> str:
        """What other players draw (and keep) while a test waits for a seat: the stone the
        hill holds most of."""
        hill = self.state.hill
        return max(("iron", "gold", "diamond", "ruby"), key=hill.count)

    def dig(self, seat: int, *cards: str, gallery: int | None = None) -> list:
        """`seat` digs (beside, or in `gallery`) and draws `cards` as the decisions allow."""
        self.turn_of(seat)
        before = len(self.events)
        self.do(a.Dig(seat, gallery))
        self.reveal(*cards)
        return self.events[before:]

    def stock(self, seat: int, *cards: str) -> None:
        """`seat` digs beside once per card and keeps it (stones, equipment)."""
        for card in cards:
            self.dig(seat, card)
            if a.Keep(seat) in self.game.legal_actions():
                self.do(a.Keep(seat))
            self.end_turn(seat)

    def open(self, seat: int, stone: str, *cards: str, place: int | None = None) -> int:
        """`seat` digs beside, starts a gallery on `stone` with a recruit, and the card drawn
        next ("immediately draw another card") is `cards[0]`; the others are dug into the
        gallery one turn each, stones added without a recruit. The gallery's place."""
        self.dig(seat, stone)
        free = [p for p, g in enumerate(self.state.players[seat].galleries, 1) if g is None]
        place = place or free[0]
        self.do(a.StartGallery(seat, place))
        self.reveal(cards[0])
        self.plainly(seat)
        for card in cards[1:]:
            self.dig(seat, card, gallery=place)
            self.plainly(seat)
        return place

    def plainly(self, seat: int) -> None:
        """A stone drawn into a gallery while a recruit is in hand: added without it."""
        if a.PlaceCard(seat) in self.legal():
            self.do(a.PlaceCard(seat))
        self.end_turn(seat)

    def end_turn(self, seat: int) -> None:
        if not self.state.tasks and self.state.turn == seat and self.state.phase == "dug":
            self.do(a.EndTurn(seat))

    # -- reading -----------------------------------------------------------------------------
    def gallery(self, seat: int, place: int) -> Gallery | None:
        opened = self.state.players[seat].galleries[place - 1]
        return None if opened is None else opened.gallery

    def cards(self, seat: int, place: int) -> list[str]:
        return [slot.card for slot in self.gallery(seat, place).slots]

    def player(self, seat: int):
        return self.state.players[seat]

    def legal(self) -> list:
        return self.game.legal_actions()

    def refused(self, action) -> IllegalMove:
        """The IllegalMove `action` meets, the game unchanged."""
        before = self.game.to_json()
        with pytest.raises(IllegalMove) as caught:
            self.game.apply(action)
        assert self.game.to_json() == before
        return caught.value
