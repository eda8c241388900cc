"""`companion deep-shelf score` against the CLI contract."""

import json

import pytest

from tests.companion.cli.run import companion
from tests.companion.games.deep_shelf.sheets import CONTRACT_EXAMPLE

KEYS = {"shallows", "deep", "explorer", "tech", "research", "credits", "refined_ore", "markers",
        "anomalies", "other", "total"}
MOBIUS = {**CONTRACT_EXAMPLE, "name": "mobius", "structures": {"shallows": 4, "deep": 3},
          "deep_explorer": False, "tech_tiles": {"gold": 2, "palladium": 0, "osmium": 1},
          "research": {"ecology": 5, "mineralogy": 3, "zoology": 1}, "research_vp_markers": 1,
          "credits": 4, "refined_ore": 1, "anomaly_stacks": [3], "other_vp": -2}


def write(tmp_path, data):
    path = tmp_path / "final.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def test_two_players_scored_per_category(tmp_path):
    """Contract: "Output per player: {"shallows": n, ..., "total": n} under
    {"points": {"<name>": {...}}}"."""
    result = companion("deep-shelf", "score", write(tmp_path, {"players": [CONTRACT_EXAMPLE,
                                                                           MOBIUS]}), "--json")
    assert result.code == 0 and result.out.count("\n") == 1  # "exactly one JSON object"
    points = json.loads(result.out)["points"]
    assert set(points) == {"cogent", "mobius"} and KEYS <= set(points["cogent"])
    assert {k: points["cogent"][k] for k in KEYS} == {
        "shallows": 5, "deep": 4, "explorer": 3, "tech": 2 + 3, "research": 1 + 1,
        "credits": 3, "refined_ore": 4, "markers": 3, "anomalies": 4, "other": 4, "total": 37}
    assert {k: points["mobius"][k] for k in KEYS} == {
        "shallows": 5, "deep": 10, "explorer": 0, "tech": 2 + 3, "research": 1 + 2 + 2,
        "credits": 0, "refined_ore": 1, "markers": 1, "anomalies": 4, "other": -2, "total": 29}


def test_an_impossible_table_exits_1_saying_why():
    both = {"players": [CONTRACT_EXAMPLE, {**MOBIUS, "deep_explorer": True}]}
    result = companion("deep-shelf", "score", "-", "--json", stdin=json.dumps(both))
    report = json.loads(result.out)
    assert result.code == 1
    assert report["valid"] is False and report["rule"] == "deep-explorer"
    assert "cogent, mobius" in report["message"]


@pytest.mark.parametrize("content, complaint", [
    (None, "no such file"),
    ({"players": [{**CONTRACT_EXAMPLE, "credits": -5}]}, "players[0].credits: negative count -5"),
    ({"players": [{**CONTRACT_EXAMPLE, "research": {"ecology": 5, "biology": 1}}]},
     "players[0].research: unknown key 'biology'"),
    ({"players": CONTRACT_EXAMPLE}, "players: expected a list"),
])
def test_unreadable_input_gets_exit_2_and_one_line_naming_the_file(tmp_path, content, complaint):
    path = str(tmp_path / "final.json") if content is None else write(tmp_path, content)
    result = companion("deep-shelf", "score", path, "--json")
    assert result.code == 2 and result.out == ""
    assert result.err.count("\n") == 1 and "Traceback" not in result.err
    assert "final.json" in result.err and complaint in result.err


def test_a_table_for_a_person():
    result = companion("deep-shelf", "score", "-", stdin=json.dumps({"players": [MOBIUS]}))
    header, row, winner = result.out.splitlines()
    assert result.code == 0
    assert header.split()[0] == "player" and header.split()[-1] == "total"
    assert row.split()[0] == "mobius" and row.split()[-1] == "33"
    assert winner == "winner: mobius"


def test_equal_totals_go_to_the_tie_breakers_the_tally_gives():
    """Rulebook: "In the event of a tie, the victor is determined by the player who controls the
    most Ore ... If there is still a tie, the winner is the tied player who has the fewest
    facilities remaining on their Industry Board." Without them the win is shared."""
    twin = {**MOBIUS, "name": "twin"}
    both = {"players": [MOBIUS, twin]}
    result = companion("deep-shelf", "score", "-", "--json", stdin=json.dumps(both))
    assert json.loads(result.out)["winners"] == ["mobius", "twin"]
    both = {"players": [{**MOBIUS, "ore_controlled": 3, "facilities_left": 5},
                        {**twin, "ore_controlled": 3, "facilities_left": 2}]}
    result = companion("deep-shelf", "score", "-", "--json", stdin=json.dumps(both))
    assert result.code == 0 and json.loads(result.out)["winners"] == ["twin"]
