"""`companion dig gallery` against the CLI contract."""

import json

import pytest

from tests.companion.cli.inprocess import hang_guard, run_main
from tests.companion.cli.run import companion

CONTRACT_EXAMPLE = {"cards": [{"card": "gold", "recruit": True}, {"card": "iron"},
                              {"card": "spider"}, {"card": "rune"}, {"card": "exit"}]}


def write(tmp_path, data, name="gallery.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def cards(*names: str) -> dict:
    """`"gold+"` is a gold card with a recruit on it."""
    return {"cards": [{"card": n.rstrip("+"), **({"recruit": True} if n.endswith("+") else {})}
                      for n in names]}


def test_the_contract_example(tmp_path):
    """Contract: spiders "are not added to the gallery", so the exit is the 4th card: no gem."""
    result = companion("dig", "gallery", write(tmp_path, CONTRACT_EXAMPLE), "--json")
    assert result.code == 0 and result.out.count("\n") == 1  # "exactly one JSON object"
    report = json.loads(result.out)
    assert {k: report[k] for k in ("gems", "runes", "recruits_back", "recruits_to_tavern",
                                   "recruits_lost", "closed_by")} == {
        "gems": 0, "runes": 1, "recruits_back": 1, "recruits_to_tavern": 0, "recruits_lost": 0,
        "closed_by": "exit"}


def test_gems_count_the_gem_room_and_egg_bonuses():
    """Contract: "`gems` counts gem tokens the owner takes (gem room and gem egg bonuses
    included ...)": a fifth-card gem, the room's gem and an egg."""
    gallery = json.dumps(cards("gold+", "gem-egg", "rune", "iron", "gem-room"))
    report = json.loads(companion("dig", "gallery", "-", "--json", stdin=gallery).out)
    assert (report["gems"], report["runes"], report["closed_by"]) == (3, 1, "gem-room")


def test_an_open_gallery_has_closed_by_null():
    """Contract: "If the list ends with the gallery still open, `closed_by` is null and the
    counts say what closing it by choice now would give.\""""
    gallery = json.dumps(cards("gold+", "iron", "iron", "iron", "iron", "spider", "gem-egg"))
    result = companion("dig", "gallery", "-", "--json", stdin=gallery)
    report = json.loads(result.out)
    assert result.code == 0
    assert (report["closed_by"], report["gems"], report["recruits_back"]) == (None, 1, 1)


@pytest.mark.parametrize("names, rule", [
    (("gold+", "exit", "iron"), "closed"),
    (("gold+", "spider+"), "recruit-stone"),
    (("gold", "iron"), "first-recruit"),
])
def test_invalid_lists_exit_1_saying_why(names, rule):
    """Contract: "A list that goes on after the gallery has closed, a recruit on a card that is
    not a precious stone, or a first card without a recruit is invalid (exit 1).\""""
    result = companion("dig", "gallery", "-", "--json", stdin=json.dumps(cards(*names)))
    report = json.loads(result.out)
    assert result.code == 1
    assert report["valid"] is False and report["rule"] == rule and report["message"]


@pytest.mark.parametrize("content, complaint", [
    (None, "no such file"),
    ("{\"cards\": [", "not valid JSON"),
    ({"cards": {"card": "gold"}}, "cards: expected a list"),
    ({"cards": [{"card": "dragon", "recruit": True}]}, "cards[0].card: unknown name \"dragon\""),
])
def test_unreadable_input_gets_exit_2_and_one_line_naming_the_file(tmp_path, content, complaint):
    path = str(tmp_path / "gallery.json") if content is None else write(tmp_path, content)
    result = companion("dig", "gallery", path, "--json")
    assert result.code == 2 and result.out == ""
    assert result.err.count("\n") == 1 and "Traceback" not in result.err
    assert "gallery.json" in result.err and complaint in result.err


def test_a_table_for_a_person_walks_through_the_cards(tmp_path):
    result = companion("dig", "gallery", write(tmp_path, cards("gold+", "iron", "iron", "iron",
                                                               "exit")))
    assert result.code == 0
    assert "gallery closed by exit" in result.out
    assert "1 gem(s) placed on card 5" in result.out
    assert "gems" in result.out and "recruits back" in result.out


def test_a_gallery_of_100000_cards_is_scored_in_time_linear_in_its_length(tmp_path):
    """8,000 cards took 12 s and 100,000 never answered: each draw copied the whole gallery.
    Linear, 100,000 cards take a few seconds; quadratic, several minutes. The alarm is a hang
    guard, far above either machine's linear time."""
    stones = ["iron", "gold", "rune", "spider", "ruby", "gem-egg", "diamond"]
    gallery = {"cards": [{"card": "gold", "recruit": True}]
               + [{"card": stones[n % len(stones)]} for n in range(99_999)]}
    with hang_guard(120):
        result = run_main("dig", "gallery", write(tmp_path, gallery), "--json")
    assert result.code == 0 and json.loads(result.out)["closed_by"] is None
