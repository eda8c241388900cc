"""DIG at the table: a refereed session over the whole game, following the camera's cards,
asking only what it cannot see, prompting the gems, and kept through a restart."""

import pytest
from gpiozero.pins.mock import MockFactory

from companion.errors import InputError
from companion.games.dig import actions as a
from companion.sessions.dig import DigSession
from companion.sessions.inputs import AddToGallery, Bid, LayBeside
from companion.sessions.store import SessionStore
from hardware.leds import Leds
from hardware.prompts import LedPrompts

ANN, BEN = 0, 1
TAVERN = ["German Shepherd", "Elf", "Hunter", "Knight", "Paladin", "Shadowman"]


@pytest.fixture
def store(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as opened:
        yield opened


@pytest.fixture
def leds():
    with Leds(range(2, 8), range(8, 12), 12, pin_factory=MockFactory()) as opened:
        yield opened


def start(store, players=("Ann", "Ben")) -> DigSession:
    return DigSession.start(store, list(players), seed=3, tavern=TAVERN)


def laid(card: str, number: int, seat: int, gallery: int, position: int) -> AddToGallery:
    """The camera's proposal for `card` (copy `number`) laid in a gallery row (seat 1-based)."""
    name = f"{card.replace('-', ' ').title()} {number}"
    return AddToGallery(card, name, seat + 1, gallery, position)


def beside(card: str, number: int, seat: int) -> LayBeside:
    return LayBeside(card, f"{card.title()} {number}", seat + 1)


def open_gallery_by_camera(session: DigSession, seat: int, stone: str, then: str,
                           row: int = 1) -> None:
    """Dig beside, the stone seen beside; moved into an empty row (a recruit put on it); the
    card drawn at once seen after it."""
    session.observe(beside(stone, 1, seat))
    session.observe(laid(stone, 1, seat, row, 1))
    session.observe(laid(then, 2, seat, row, 2))


def test_a_table_hill_game_with_the_companions_the_table_set_out(store):
    session = start(store)
    assert session.game.state.table_hill and session.game.state.tavern == TAVERN
    again = DigSession(store, session.id)
    assert again.game.to_json() == session.game.to_json()


def test_the_camera_follows_a_gallery_from_beside_to_its_fifth_card(store):
    """A stone laid beside, moved into a row (a recruit starts a gallery there), the card drawn
    at once after it, and the cards dug into the gallery turn after turn."""
    session = start(store)
    open_gallery_by_camera(session, ANN, "gold", "iron")
    assert [s.card for s in session.game.state.players[ANN].galleries[0].gallery.slots] == [
        "gold", "iron"]
    session.observe(beside("iron", 3, BEN))  # Ben digs beside and...
    session.propose(a.Keep(BEN))  # ...keeps it: the hand is out of the camera's view
    for position, card in ((3, "iron"), (4, "rune")):
        session.observe(laid(card, position, ANN, 1, position))
        session.observe(beside("iron", 10 + position, BEN))
        session.propose(a.Keep(BEN))
    session.observe(laid("diamond", 1, ANN, 1, 5))
    assert session.prompts == ["Place 1 gem on card 5 of Ann's first gallery"]
    assert session.game.state.players[ANN].galleries[0].gallery.slots[4].gems == 1
    assert all(e.payload.get("source") in ("camera", "tap") for e in store.entries(session.id)
               if e.kind == "action")


def test_a_stone_drawn_into_a_gallery_asks_only_about_the_recruit(store):
    """The camera sees the card, not the wooden recruit: the session waits for that answer."""
    session = start(store)
    session.propose(a.Dig(ANN))
    session.propose(a.Reveal(ANN, "ruby"))
    session.propose(a.Keep(ANN))
    session.observe(beside("iron", 1, BEN))
    session.propose(a.Keep(BEN))
    session.propose(a.Dig(ANN))
    session.propose(a.Reveal(ANN, "iron"))
    session.propose(a.Keep(ANN))
    session.observe(beside("iron", 2, BEN))
    session.propose(a.Keep(BEN))
    session.propose(a.HireRecruits(ANN, 1, ("iron", "ruby")))
    session.propose(a.LeaveTavern(ANN))
    session.observe(beside("iron", 3, BEN))
    session.propose(a.Keep(BEN))
    open_gallery_by_camera(session, ANN, "gold", "ruby")
    assert session.choices() == [a.PlaceCard(ANN), a.PlaceCard(ANN, True)]
    assert session.turn == ANN


def test_a_card_turned_up_with_several_galleries_asks_which_dig(store):
    """"If you own several Galleries, place one card face down in front of each": the camera
    sees only the cards turned up, so one card could be a dig in that gallery alone."""
    session = start(store)
    session.propose(a.Dig(ANN))
    session.propose(a.Reveal(ANN, "bag"))
    session.propose(a.Use(ANN, "bag"))
    session.observe(beside("iron", 1, BEN))
    session.propose(a.Keep(BEN))
    open_gallery_by_camera(session, ANN, "gold", "iron", row=1)
    session.propose(a.PlaceCard(ANN))
    session.observe(beside("iron", 2, BEN))
    session.propose(a.Keep(BEN))
    open_gallery_by_camera(session, ANN, "diamond", "iron", row=2)
    session.observe(beside("iron", 3, BEN))
    session.propose(a.Keep(BEN))
    session.observe(laid("rune", 1, ANN, 2, 3))
    question = session.question
    assert question is not None and [label for label, _ in question.choices] == [
        "Ann digs in the second gallery", "Ann digs in each gallery: one card face down "
        "before each"]
    assert session.game.state.players[ANN].galleries[1].gallery.slots[-1].card == "iron"
    session.answer(1)
    assert session.question is None
    session.observe(laid("gem-egg", 1, ANN, 1, 3))
    assert [g.gallery.slots[-1].card for _, g in session.game.state.players[ANN]
            .open_galleries()] == ["gem-egg", "rune"]
    assert session.turn == BEN


def test_an_impossible_card_is_an_alert_with_its_reason_and_changes_nothing(store, leds):
    session = start(store)
    LedPrompts(leds).follow(session)
    open_gallery_by_camera(session, ANN, "gold", "iron")
    before = session.game.to_json()
    session.observe(laid("ruby", 1, ANN, 1, 3))  # Ben's turn
    assert session.alert.text == "Impossible card: it is Ben's turn"
    assert leds.state().alert == "blinking" and leds.state().seats[BEN]
    session.clear_alert()
    session.observe(beside("iron", 1, BEN))
    session.propose(a.Keep(BEN))
    session.observe(laid("ruby", 1, ANN, 1, 5))  # the gallery has 2 cards
    assert "lies as card 5 of Ann's first gallery, which has 2 cards: the next card is card 3" \
        in session.alert.text
    session.observe(laid("ruby", 1, ANN, 3, 2))
    assert "which is empty: the next card is card 1" in session.alert.text
    session.observe(Bid("green", 3, 1))
    assert "no move in DIG" in session.alert.text
    assert session.game.to_json()["actions"] == before["actions"] + [
        {"type": "Dig", "seat": 1}, {"type": "Reveal", "seat": 1, "card": "iron"},
        {"type": "Keep", "seat": 1}]


def test_a_card_the_hill_no_longer_holds_is_held_with_the_rules_reason(store, leds):
    """A misread card: the box holds one orc, and it is already in the discard."""
    session = start(store)
    LedPrompts(leds).follow(session)
    session.observe(beside("orc", 1, ANN))
    session.observe(beside("orc", 1, BEN))
    assert session.held is not None and "no orc is left in the hill" in session.held.reason
    assert leds.state().alert == "blinking"
    session.withdraw()
    assert session.held is None and leds.state().alert == "off"


def test_a_move_for_a_seat_no_one_plays_is_held_and_told(store):
    """It raised IndexError while the held move was put into words."""
    session = start(store)
    assert not session.propose(a.Dig(7))
    assert session.held.reason and session.describe(session.held.action).startswith("seat 7 ")
    session.withdraw()
    assert session.held is None


def test_taps_play_a_whole_turn_without_a_camera(store):
    session = start(store)
    for move in (a.Dig(ANN), a.Reveal(ANN, "gold"), a.StartGallery(ANN, 2),
                 a.Reveal(ANN, "rune")):
        assert session.propose(move)
    assert session.view().players[ANN].galleries[1].cards[-1].card == "rune"
    assert session.turn == BEN


def test_the_game_survives_a_restart_with_its_held_move(store):
    session = start(store)
    open_gallery_by_camera(session, ANN, "gold", "iron")
    session.propose(a.Close(ANN, 1))  # Ben's turn: held
    again = DigSession(store, session.id)
    assert again.game.to_json() == session.game.to_json()
    assert again.held is not None and again.held.rule == "turn"


def test_a_game_kept_by_the_old_gem_counter_is_refused_with_a_clear_message(store):
    old = store.create("dig", ["Ann", "Ben"], {})
    store.append(old, "gallery", {"seat": 0})
    with pytest.raises(InputError, match="earlier version"):
        DigSession(store, old)
