"""The live DIG table: a 3-player game followed to its end by the camera (rendered synthetic
scenes of the cards as they are laid) and taps; four open galleries side by side; the gem
prompt; an impossible card; a move held with its reason. Each state is measured as drawn
(text sizes, targets, contrast: tests/ui/audit.py)."""

import itertools

from kivy.uix.button import Button

from companion.games.dig import actions as a
from companion.sessions.dig import DigSession
from tests.ui.audit import assert_readable, band_needs, on_top
from tests.ui.dig_camera_table import DigCameraTable
from tests.ui.driver import find, frames, screenshot, tap, wait_until
from ui import theme
from ui.widgets.move_picker import MovePicker
from ui.widgets.winner_card import WinnerCard

ANN, BEN, CAT = 0, 1, 2
TAVERN = ["German Shepherd", "Elf", "Hunter", "Knight", "Paladin", "Shadowman"]
CAMERA = 60  # seconds: a hang guard only, the tests wait for what the screen shows


def button(root, text: str) -> Button:
    found = find(root, Button, text=text)
    assert found, f"no button {text!r}: {[b.text for b in find(root, Button)]}"
    return found[0]


def picker() -> MovePicker:
    return on_top(MovePicker)


class Players:
    """The table: what players do with their cards in front of the camera, and their taps."""

    def __init__(self, app, session: DigSession, table: DigCameraTable):
        self.app, self.session, self.table = app, session, table
        self.screen = app.screens.current_screen
        self.copies: dict[str, int] = {}
        self.rows: dict[tuple[int, int], list[str]] = {}

    def card(self, kind: str) -> str:
        """The next physical copy of `kind` ("Rune 3")."""
        self.copies[kind] = self.copies.get(kind, 0) + 1
        return f"{kind.replace('-', ' ').title()} {self.copies[kind]}"

    def lay(self, name: str, zone: str, slot: int, until) -> None:
        self.table.lay(name, zone, slot)
        wait_until(until, timeout=CAMERA)
        frames(2)

    def dig_into(self, seat: int, row: int, kind: str) -> str:
        """The card drawn is laid at the end of the player's gallery row."""
        name = self.card(kind)
        cards = self.rows.setdefault((seat, row), [])
        moves = len(self.session.moves)
        self.lay(name, f"seat-{seat + 1}/gallery-{row}", len(cards),
                 lambda: len(self.session.moves) > moves)
        cards.append(name)
        return name

    def start_gallery(self, seat: int, row: int, stone: str, then: str) -> None:
        """Dug beside, the stone is moved into the empty row (a recruit on it), and the card
        drawn at once is laid after it."""
        name = self.card(stone)
        self.lay(name, f"seat-{seat + 1}/beside", 0,
                 lambda: a.StartGallery(seat, row) in self.session.choices())
        self.rows[(seat, row)] = []
        self.lay(name, f"seat-{seat + 1}/gallery-{row}", 0,
                 lambda: self.session.game.state.players[seat].galleries[row - 1] is not None)
        self.rows[(seat, row)].append(name)
        self.dig_into(seat, row, then)

    def keep_beside(self, seat: int, kind: str = "iron") -> None:
        """Dug beside, seen there; "Keep" tapped (the camera cannot see a hand), taken up."""
        name = self.card(kind)
        self.lay(name, f"seat-{seat + 1}/beside", 0,
                 lambda: a.Keep(seat) in self.session.choices())
        tap(button(self.screen.ids.choices, "Keep"))
        assert self.session.turn != seat
        self.table.take(name)

    def collect(self, seat: int, row: int) -> None:
        """The closed gallery's cards are picked up; the camera lets them go once it has missed
        them long enough (a hand over them is no pick-up), before the row is used again."""
        cards = self.rows.pop((seat, row))
        self.table.take(*cards)
        seen = self.screen.feed.scanner.tracker
        wait_until(lambda: not set(cards) & set(seen.snapshot.cards), timeout=CAMERA)


def test_a_three_player_game_followed_by_the_camera_and_taps_to_its_end(app, monkeypatch):
    """Ann digs two galleries worth five gems each (runes, a gem egg, gem rooms as 5th cards)
    while Ben and Cat keep what they dig beside; 10 gems, Ben and Cat play once more, and Ann
    is King of the Hill."""
    table = DigCameraTable(seed=3)
    monkeypatch.setattr(app, "camera_for", lambda _session: (table, ""))
    session = DigSession.start(app.store, ["Ann", "Ben", "Cat"], seed=5, tavern=TAVERN)
    app.play(session)
    players = Players(app, session, table)
    screen = players.screen
    assert app.screens.current == "dig_table"
    wait_until(lambda: screen.feed is not None and screen.feed.ready.is_set(), timeout=CAMERA)

    def others() -> None:
        players.keep_beside(BEN)
        players.keep_beside(CAT)

    for number, cards in enumerate((("rune", "rune", "gem-room"),
                                    ("rune", "gem-egg", "gem-room")), start=1):
        players.start_gallery(ANN, 1, "gold", "rune")
        others()
        for kind in cards:
            players.dig_into(ANN, 1, kind)
            if kind == "gem-room":  # the 5th card: a gem on it, one more for the room
                assert screen.prompt_text == "Place 1 gem on card 5 of Ann's first gallery"
                assert session.game.state.players[ANN].total == 5 * number
                if number == 1:
                    assert_readable(at_least=band_needs(screen.ids.band))
                    screenshot("dig_gem_prompt")
                players.collect(ANN, 1)
            if number == 1 or kind != "gem-room":
                others()
    assert any("Ann has 10 gems: everyone else plays one last time" in line
               for line in session.log)
    assert not session.game.over and session.turn == BEN

    # Ben's last turn entirely by taps: where he digs, the card he drew, what he keeps
    tap(button(screen.ids.choices, "Dig beside"))
    tap(button(screen.ids.choices, "Card drawn..."))
    tap(button(picker(), "diamond"))
    assert_readable(at_least=band_needs(screen.ids.band))
    tap(button(screen.ids.choices, "Keep"))
    assert session.game.state.players[BEN].stones["diamond"] == 1

    # a card laid in Ann's row during Cat's turn is impossible: an alert, the alert LED
    name = players.card("ruby")
    players.lay(name, "seat-1/gallery-1", 0, lambda: session.alert is not None)
    assert screen.notice_text == "Impossible card: it is Cat's turn"
    assert app.leds.state().alert == "blinking"
    assert_readable(at_least=band_needs(screen.ids.band))
    screenshot("dig_impossible_card")
    tap(screen.ids.seen)
    table.take(name)
    assert app.leds.state().alert == "off"

    players.keep_beside(CAT)
    assert session.game.over and session.game.winners() == [ANN]
    frames(2)
    card = on_top(WinnerCard)
    assert card.ids.winner.text == f"{theme.seat_mark(ANN)} ANN WINS!"
    assert_readable(card, at_least={card.ids.winner: theme.BAND_SP})
    assert app.store.history()[0].result["scores"] == {"Ann": 10, "Ben": 0, "Cat": 0}
    screenshot("dig_game_over")


def test_four_open_galleries_side_by_side_and_a_gem_on_card_10(app, monkeypatch):
    """"You can create and manage up to 4 Galleries at the same time": Ann's four, each with
    its cards, recruits, next gem and what closing gives, beside Ben's and Cat's boards."""
    monkeypatch.setattr(app, "camera_for", lambda _session: (None, "no camera in this test"))
    session = DigSession.start(app.store, ["Ann", "Ben", "Cat"], seed=5, tavern=TAVERN)

    def turn(*moves) -> None:
        for move in moves:
            assert session.propose(move), session.held

    stones = itertools.cycle(("iron", "gold", "diamond"))

    def others() -> None:
        for seat in (BEN, CAT):
            turn(a.Dig(seat), a.Reveal(seat, next(stones)), a.Keep(seat))

    for stone in ("ruby", "iron") * 3:
        turn(a.Dig(ANN), a.Reveal(ANN, stone), a.Keep(ANN))
        others()
    turn(a.HireRecruits(ANN, 3, ("iron",) * 3 + ("ruby",) * 3), a.LeaveTavern(ANN))
    others()
    for place, (stone, then) in enumerate((("gold", "rune"), ("diamond", "iron"),
                                           ("gold", "gem-egg"), ("ruby", "snake")), start=1):
        turn(a.Dig(ANN), a.Reveal(ANN, stone), a.StartGallery(ANN, place), a.Reveal(ANN, then))
        if a.PlaceCard(ANN) in session.choices():
            turn(a.PlaceCard(ANN))
        others()
    for _ in range(7):
        turn(a.Dig(ANN, 2), a.Reveal(ANN, "iron"))
        others()
    app.play(session)
    screen = app.screens.current_screen
    frames(2)
    turn(a.Dig(ANN, 2), a.Reveal(ANN, "gold"))
    frames(2)
    assert screen.ids.prompt_label.text == "Place 1 gem on card 10 of Ann's second gallery"
    board = screen.ids.boards.children[-1]  # the first board added is Ann's
    rows = board.ids.galleries.children[::-1]
    assert [row.words for row in rows] == [
        "gem 5, close 0+1r", "gem 15, close 2", "gem 5, close 1", "snake, close 0"]
    assert [len(row.gallery.cards) for row in rows] == [2, 10, 2, 2]
    assert board.name == "Ann" and not board.turn
    assert screen.ids.boards.children[-2].turn  # Ben's turn now: his board is outlined
    assert (board.crystals, board.hand) == ("0 cr", "recruits 0 + 0 tavern")
    assert screen.ids.band.ids.turn.text == "BEN — DIG, TAVERN OR CLOSE"
    assert_readable(at_least=band_needs(screen.ids.band))
    screenshot("dig_four_galleries")


def test_a_refused_move_is_held_with_its_reason_and_taken_back_by_tap(app, monkeypatch):
    monkeypatch.setattr(app, "camera_for", lambda _session: (None, "no camera in this test"))
    session = DigSession.start(app.store, ["Ann", "Ben"], seed=5, tavern=TAVERN)
    app.play(session)
    screen = app.screens.current_screen
    session.propose(a.Close(BEN, 1), "tap")  # Ann's turn, and Ben has no gallery
    frames(2)
    assert screen.held_move == "HELD: Ben closes the first gallery"
    assert "it is Ann's turn" in screen.held_text
    assert app.leds.state().alert == "blinking"
    assert_readable(at_least=band_needs(screen.ids.band))
    screenshot("dig_held_move")
    tap(button(screen.ids.held, "Taken back"))
    frames(2)
    assert session.held is None and screen.held_text == ""


def test_a_dig_game_starts_from_home_for_two_to_four_players(app, monkeypatch):
    """"16 Wooden Recruits (four colors, one color per player)": one player is refused with
    the rule, three start at the table with the first player to dig."""
    from ui.widgets.buttons import BigButton, Toggle

    monkeypatch.setattr(app, "camera_for", lambda _session: (None, "no camera in this test"))
    tap(find(app.root, BigButton, text="DIG")[0])
    setup = app.screens.current_screen
    tap(find(setup, Toggle, text="1")[0])
    setup.ids.name0.text = "Ann"
    tap(setup.ids.start)
    assert app.screens.current == "dig_setup" and "2 to 4 players" in setup.message
    tap(find(setup, Toggle, text="3")[0])
    setup.ids.name0.text, setup.ids.name1.text, setup.ids.name2.text = "Ann", "Ben", "Cat"
    tap(setup.ids.start)
    assert app.screens.current == "dig_table"
    screen = app.screens.current_screen
    frames(2)
    assert screen.ids.band.ids.turn.text == "ANN — DIG, TAVERN OR CLOSE"
    assert len(screen.ids.boards.children) == 3
    assert app.session.game.state.table_hill  # the table's own hill: cards are told
