"""Key cards by camera: taught once from the wall they filled, then recognised by their marker."""

from companion.games.mine_deeper import Layout
from tests.companion.games.mine_deeper.layouts import VALID
from ui.wall_camera import read_key_card
from vision.key_cards import KeyCardBook
from vision.synthetic.wall import LIGHTS, render_key_card, render_wall
from vision.wall_colours import NOMINAL

OTHER = Layout(tuple(reversed(VALID.cells)))  # what the card's picture shows is not read


def test_a_key_card_taught_from_a_rendered_photo_is_recognised(tmp_path):
    book = KeyCardBook(tmp_path / "key-cards.json")
    card = render_key_card(33, OTHER, seed=1)  # side A of key card 4
    wall = render_wall(VALID, seed=2).image  # the north face, filled from it
    message, layout = read_key_card([card, wall], book, "north", NOMINAL)
    assert layout == VALID and message == "Key card 4, side A learnt from the north face"
    later = KeyCardBook(tmp_path / "key-cards.json")  # another day, another light
    shown = render_key_card(33, OTHER, seed=7, light=LIGHTS[3])
    assert read_key_card([shown], later, "north", NOMINAL) == ("Key card 4, side A", VALID)


def test_a_side_not_taught_asks_for_its_wall_and_teaches_nothing(tmp_path):
    book = KeyCardBook(tmp_path / "key-cards.json")
    message, layout = read_key_card([render_key_card(53, VALID, seed=3)], book, "south", NOMINAL)
    assert layout is None and "Key card 4, side B is not known yet" in message
    assert book.layouts == {} and not (tmp_path / "key-cards.json").exists()


def test_no_key_card_in_view_is_said_plainly(tmp_path):
    book = KeyCardBook(tmp_path / "key-cards.json")
    message, layout = read_key_card([render_wall(VALID, seed=2).image], book, "north", NOMINAL)
    assert layout is None and message.startswith("no key card in view")


def test_a_damaged_key_card_file_is_a_clear_message(tmp_path):
    import pytest

    from companion.errors import InputError

    path = tmp_path / "key-cards.json"
    path.write_text('{"30": "RRR"}')
    with pytest.raises(InputError, match="not a key-card file"):
        KeyCardBook(path)
