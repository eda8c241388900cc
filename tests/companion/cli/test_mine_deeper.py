"""`companion mine-deeper check|hint` against the CLI contract."""

import json

import pytest

from tests.companion.cli.run import companion
from tests.companion.games.mine_deeper.layouts import RED_TOUCHING_YELLOW_AND_PURPLE, VALID


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_check_valid_layout(tmp_path):
    result = companion("mine-deeper", "check", write(tmp_path, "w.txt", str(VALID)), "--json")
    assert result.code == 0
    assert json.loads(result.out) == {"valid": True, "violations": []}


def test_check_lists_each_violation_by_cell_and_rule(tmp_path):
    path = write(tmp_path, "w.txt", str(RED_TOUCHING_YELLOW_AND_PURPLE))
    result = companion("mine-deeper", "check", path, "--json")
    report = json.loads(result.out)
    assert result.code == 1 and report["valid"] is False
    assert {(v["cell"], v["rule"]) for v in report["violations"]} == {
        (None, "counts"), ("B3", "red")}
    assert all(v["message"] for v in report["violations"])


def test_check_reads_standard_input_and_prints_a_table():
    result = companion("mine-deeper", "check", "-", stdin=str(RED_TOUCHING_YELLOW_AND_PURPLE))
    assert result.code == 1
    assert "B3" in result.out and "red" in result.out


@pytest.mark.parametrize("content, complaint", [
    (None, "no such file"),
    ("R R R\n", "row 1 has 3 squares, expected 5"),
    (".....\n" * 4 + "..Q..\n", "row 5 has 'Q'"),
])
def test_unreadable_layout_gets_exit_2_and_one_line(tmp_path, content, complaint):
    path = str(tmp_path / "wall.txt")
    if content is not None:
        write(tmp_path, "wall.txt", content)
    result = companion("mine-deeper", "check", path, "--json")
    assert result.code == 2
    assert result.out == ""
    assert result.err.count("\n") == 1 and "Traceback" not in result.err
    assert "wall.txt" in result.err and complaint in result.err


def test_hint_answers_each_board_in_order(tmp_path):
    open_board = write(tmp_path, "a.txt", "?????\n" * 5)
    one_red = write(tmp_path, "b.txt", "R????\n" + "?????\n" * 4)
    result = companion("mine-deeper", "hint", open_board, one_red, "--json")
    lines = [json.loads(line) for line in result.out.splitlines()]
    assert result.code == 0
    assert [line["file"] for line in lines] == [open_board, one_red]
    assert lines[0]["layouts"] == 728_044
    assert lines[1]["red"][0][0] == 1.0 and 0 < lines[1]["layouts"] < 728_044
    assert all(len(line["red"]) == 5 and all(len(row) == 5 for row in line["red"])
               for line in lines)


def test_hint_on_an_impossible_board_is_exit_1_with_null(tmp_path):
    board = write(tmp_path, "c.txt", "P.???\n" + "?????\n" * 4)
    result = companion("mine-deeper", "hint", board, "--json")
    assert result.code == 1
    assert json.loads(result.out) == {"file": board, "layouts": 0, "red": None}


def test_hint_table_for_a_person(tmp_path):
    result = companion("mine-deeper", "hint", write(tmp_path, "a.txt", "?????\n" * 5))
    assert "728044 valid layouts" in result.out
    assert "16.4" in result.out  # a corner square


def test_keycard_prints_all_eight_ways(tmp_path):
    result = companion("mine-deeper", "keycard", write(tmp_path, "k.txt", str(VALID)))
    assert result.code == 0
    assert result.out.count("# laid") == 8


def test_a_keycard_that_breaks_the_placement_rules_lays_no_wall(tmp_path):
    """It printed the 8 turns of an impossible layout and exited 0."""
    card = tmp_path / "card.txt"
    card.write_text("R R R R R\nP . . . .\nY Y Y . .\n. . . . .\n. . . . .\n")
    result = companion("mine-deeper", "keycard", str(card))
    assert result.code == 1 and result.err == ""
    assert "INVALID" in result.out and "# laid" not in result.out
