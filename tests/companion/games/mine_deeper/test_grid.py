import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.errors import InputError
from companion.games.mine_deeper import Layout, MemoryBoard, cell_index, cell_name
from tests.companion.games.mine_deeper.layouts import VALID


def test_cells_are_named_like_a_spreadsheet():
    assert cell_name(0) == "A1"
    assert cell_name(13) == "C4"
    assert cell_name(24) == "E5"
    assert cell_index("c4") == 13


@pytest.mark.parametrize("name", ["F1", "A6", "A0", "AA", "", "C44"])
def test_a_square_outside_the_wall_is_refused(name):
    with pytest.raises(InputError, match="not a wall square"):
        cell_index(name)


def test_spaces_blank_lines_and_comments_are_ignored():
    text = "# my wall\n\n.....\nR . . P R\n  Y.RR.  \n# note\n..Y..\nRY...\n"
    assert Layout.parse(text) == VALID


@given(st.lists(st.sampled_from("RPY."), min_size=25, max_size=25))
def test_printed_layout_parses_back_unchanged(cells):
    layout = Layout(tuple(cells))
    assert Layout.parse(str(layout)) == layout


@given(st.lists(st.sampled_from("?RPY."), min_size=25, max_size=25))
def test_printed_memory_board_parses_back_unchanged(cells):
    board = MemoryBoard(tuple(cells))
    assert MemoryBoard.parse(str(board)) == board


@pytest.mark.parametrize("text, complaint", [
    (".....\n" * 4, "has 4 rows, expected 5"),
    (".....\n" * 6, "has 6 rows, expected 5"),
    ("....\n" + ".....\n" * 4, "row 1 has 4 squares"),
    (".....\n" * 4 + "..X..\n", "row 5 has 'X'"),
    ("?....\n" + ".....\n" * 4, "row 1 has '?'"),
])
def test_malformed_layouts_say_what_is_wrong(text, complaint):
    with pytest.raises(InputError, match=complaint):
        Layout.parse(text)


def test_memory_board_knows_what_was_pushed():
    board = MemoryBoard.parse("R ? ? ? ?\n? Y ? ? ?\n" + "? ? ? ? ?\n" * 3)
    assert board.pushed() == {0: "R", 6: "Y"}
    assert board.reds_found() == 1
