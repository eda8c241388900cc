"""`companion deep-claim score|replay` against the CLI contract."""

import json

import pytest

from tests.companion.cli.run import companion
from tests.companion.games.deep_claim.play import random_game

GOLD_TIE = {"season": 3, "players": [
    {"name": "green", "fulfilled": [["gold", "gold", "gold"], ["gold", "gold"]]},
    {"name": "yellow", "fulfilled": [["gold", "gold", "gold"], ["gold", "gold", "coal"]]},
    {"name": "blue", "fulfilled": [["gold", "gold"], ["silver"]]},
]}
FINAL = {**GOLD_TIE, "season": 4, "final": True, "players": [
    {**GOLD_TIE["players"][0], "coins": 9, "pickaxes": 6,
     "supply": {"coal": 2, "silver": 1, "gold": 1, "diamond": 0},
     "critters": [5, 16, 17, 32], "discarded": [17], "vein_tiles": 2, "objectives": [7, 13, 14]},
    {**GOLD_TIE["players"][1], "coins": 0, "pickaxes": 0, "supply": {}, "critters": [],
     "discarded": [], "vein_tiles": 0, "objectives": []},
]}


def write(tmp_path, data, name="in.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def test_season_scoring_as_the_contract_says(run, tmp_path):
    result = run("deep-claim", "score", write(tmp_path, GOLD_TIE), "--json")
    assert result.code == 0
    out = json.loads(result.out)
    assert out["season"] == 3
    assert out["points"]["green"] == {"coal": 0, "silver": 0, "gold": 4, "diamond": 0,
                                      "total": 4}
    assert out["points"]["yellow"]["gold"] == 4 and out["points"]["yellow"]["coal"] == 4
    assert out["points"]["blue"] == {"coal": 0, "silver": 4, "gold": 0, "diamond": 0,
                                     "total": 4}


def test_readable_output_explains_each_place(run, tmp_path):
    result = run("deep-claim", "score", write(tmp_path, GOLD_TIE))
    assert result.code == 0
    assert "gold: green and yellow tie on 5, pool 6+3, 4 each" in result.out


def test_game_end_scoring_with_final(run, tmp_path):
    result = run("deep-claim", "score", write(tmp_path, FINAL), "--json")
    assert result.code == 0
    green = json.loads(result.out)["points"]["green"]["final"]
    # economy 15 // 4; ore 1 gold + 3 coal/silver // 2; owl 5: 2 per gold icon (5 icons);
    # 1 bear held (17 discarded); objective 7 (5+ gold icons, +1) done, 13 and 14 not: 2 + 1
    assert green == {"economy": 3, "banked_ore": 2, "owls": 10, "bears": 1, "objectives": 3,
                     "total": 19}


def test_stdin_is_read_for_dash():
    result = companion("deep-claim", "score", "-", "--json", stdin=json.dumps(GOLD_TIE))
    assert result.code == 0 and json.loads(result.out)["season"] == 3


@pytest.mark.parametrize(("data", "words"), [
    ("{not json", "not valid JSON"),
    ({"season": 1}, "'players' is a required property"),
    ({"season": 1, "players": [{"name": "a", "fulfilled": [[]]}]}, "should be non-empty"),
    ({**FINAL, "players": [{**FINAL["players"][0], "supply": {"ruby": 1}}]}, "unknown key"),
    ({"season": 1, "players": [{"name": "a", "fulfilled": [["ruby"]]}]},
     'players[0].fulfilled[0][0]: unknown name "ruby"'),
    ({"season": -1, "players": []}, "negative"),
    ({**FINAL, "players": [{**FINAL["players"][0], "coins": -2}]}, "negative"),
    ({**FINAL, "players": [{**FINAL["players"][0], "critters": [57]}]},
     "critters[0]: 57 is greater than the maximum of 56"),
])
def test_unreadable_input_exits_2_with_one_line(run, tmp_path, data, words):
    result = run("deep-claim", "score", write(tmp_path, data), "--json")
    assert result.code == 2
    assert result.out == ""
    assert len(result.err.strip().splitlines()) == 1
    assert words in result.err and "in.json" in result.err


def test_a_missing_file_exits_2(run, tmp_path):
    result = run("deep-claim", "score", str(tmp_path / "none.json"))
    assert result.code == 2 and "no such file" in result.err


@pytest.mark.parametrize(("data", "words"), [
    ({"season": 5, "players": [{"name": "a", "fulfilled": []}]}, "season 5 does not exist"),
    ({**FINAL, "players": [{**FINAL["players"][0], "discarded": [16, 18]}, FINAL["players"][1]]},
     "not among"),
    ({**FINAL, "players": [{**FINAL["players"][0], "coins": 20}, FINAL["players"][1]]},
     "stop at 15"),
])
def test_impossible_input_exits_1_saying_why(run, tmp_path, data, words):
    result = run("deep-claim", "score", write(tmp_path, data), "--json")
    assert result.code == 1
    assert words in json.loads(result.out)["error"]


def test_replay_reports_the_final_scores_with_every_point_itemised(run, tmp_path):
    game = random_game(3, seed=21)
    snapshot = game.to_json()
    replay = {**snapshot["setup"], "actions": snapshot["log"]}
    result = run("deep-claim", "replay", write(tmp_path, replay), "--json")
    assert result.code == 0
    out = json.loads(result.out)
    assert out["valid"] and out["finished"] and out["applied"] == len(snapshot["log"])
    assert out["illegal"] is None
    assert {name: p["total"] for name, p in out["points"].items()} == game.scores()["vp"]
    for points in out["points"].values():
        assert sum(item["vp"] for item in points["items"]) == points["total"]
    assert out["winners"] == game.scores()["final"]["winners"]
    readable = run("deep-claim", "replay", write(tmp_path, replay))
    assert "winner:" in readable.out


def test_replay_stops_at_the_first_illegal_action_and_reports_its_index(run, tmp_path):
    game = random_game(2, seed=4)
    log = game.to_json()["log"]
    bad = {**log[5], "seat": 1 - log[5]["seat"]}
    replay = {"seats": 2, "seed": 4, "actions": log[:5] + [bad] + log[6:]}
    result = run("deep-claim", "replay", write(tmp_path, replay), "--json")
    assert result.code == 1
    out = json.loads(result.out)
    assert out["applied"] == 5 and out["illegal"]["index"] == 5
    assert out["illegal"]["rule"] == "turn" and not out["valid"] and not out["finished"]
    readable = run("deep-claim", "replay", write(tmp_path, replay))
    assert readable.code == 1 and "action 5" in readable.out and "turn" in readable.out


def test_replay_of_an_unreadable_action_exits_2(run, tmp_path):
    replay = {"seats": 2, "seed": 4, "actions": [{"type": "Teleport", "seat": 0}]}
    result = run("deep-claim", "replay", write(tmp_path, replay))
    assert result.code == 2 and "action 0" in result.err


@pytest.mark.parametrize("count", [1, 5, 1000])
def test_a_season_of_a_player_count_the_game_does_not_have_is_impossible(run, count):
    """`deep-claim score` with 1 or 1,000 players exited 0."""
    players = [{"name": f"p{n}", "fulfilled": [["gold"]]} for n in range(count)]
    result = run("deep-claim", "score", "-", "--json",
                 stdin=json.dumps({"season": 1, "players": players}))
    assert result.code == 1
    assert f"2 to 4 players; the input lists {count}" in json.loads(result.out)["error"]


def test_a_game_file_names_its_first_player(run, tmp_path):
    """The first player is an engine option of the game file ("Choose a first player")."""
    selfplayed = json.loads(run("deep-claim", "selfplay", "--seed", "3", "--players", "3").out)
    assert selfplayed["first"] == 0
    game = random_game(3, seed=6)
    chosen = {"seed": 9, "seats": 3, "first": 1, "actions": []}
    out = json.loads(run("deep-claim", "replay", write(tmp_path, chosen), "--json").out)
    assert out["valid"] and not out["finished"]
    absent = {**chosen, "first": 3}
    result = run("deep-claim", "replay", write(tmp_path, absent), "--json")
    report = json.loads(result.out)
    assert result.code == 1 and report["illegal"]["index"] is None
    assert report["illegal"]["rule"] == "first-player"
    assert game.over
