"""`companion GAME selfplay` and `companion GAME replay` for every game with a turn engine, as
the contract's "Whole games" section says."""

import json

import pytest

from companion.games.registry import engine
from tests.companion.cli.run import companion

WHOLE_GAMES = ["deep-claim", "deep-shelf", "dig"]  # every game whose engine plays a whole game


@pytest.mark.parametrize("game", WHOLE_GAMES)
def test_the_same_seed_gives_the_same_file_byte_for_byte(run, game, tmp_path):
    players = engine(game).PLAYERS.start
    first = run(game, "selfplay", "--seed", "11", "--players", str(players))
    written = tmp_path / "game.json"
    second = run(game, "selfplay", "--seed", "11", "--players", str(players), "-o", str(written))
    assert first.code == second.code == 0
    assert first.out.encode() == written.read_bytes()
    other = run(game, "selfplay", "--seed", "12", "--players", str(players))
    assert other.out != first.out
    data = json.loads(first.out)
    assert data["seed"] == 11 and isinstance(data["actions"], list) and data["actions"]


@pytest.mark.parametrize("game", WHOLE_GAMES)
def test_a_selfplayed_game_replays_to_its_end_with_every_point_itemised(run, game, tmp_path):
    players = engine(game).PLAYERS.stop - 1
    path = tmp_path / "game.json"
    run(game, "selfplay", "--seed", "3", "--players", str(players), "-o", str(path))
    result = run(game, "replay", str(path), "--json")
    assert result.code == 0
    report = json.loads(result.out)
    assert report["valid"] and report["finished"] and report["illegal"] is None
    assert report["applied"] == len(json.loads(path.read_text())["actions"])
    assert report["winners"] and set(report["winners"]) <= set(report["points"])
    assert len(report["points"]) == players
    for points in report["points"].values():
        assert sum(item["vp"] for item in points["items"]) == points["total"]
        assert all(item["why"] and item["source"] for item in points["items"])


@pytest.mark.parametrize("game", WHOLE_GAMES)
def test_a_refused_action_is_reported_at_its_index_with_the_state_before_it(run, game,
                                                                             tmp_path):
    path = tmp_path / "game.json"
    run(game, "selfplay", "--seed", "5", "--players", "2", "-o", str(path))
    data = json.loads(path.read_text())
    cut = len(data["actions"]) // 2
    data["actions"] = data["actions"][:cut] + [data["actions"][cut - 1]] + data["actions"][cut:]
    path.write_text(json.dumps(data))
    result = run(game, "replay", str(path), "--json")
    report = json.loads(result.out)
    assert result.code == 1 and not report["valid"] and not report["finished"]
    assert report["applied"] == cut and report["illegal"]["index"] == cut
    assert report["illegal"]["rule"] and report["illegal"]["message"]
    assert report["winners"] == []


@pytest.mark.parametrize("game", WHOLE_GAMES)
@pytest.mark.parametrize("content", ['{"seed": 1}', '[1, 2]', '{"seed": "x", "actions": []}',
                                     '{"seed": 1, "seats": 2, "actions": [17]}', "not json"])
def test_an_unreadable_game_file_exits_2_with_one_line(run, game, content):
    result = run(game, "replay", "-", "--json", stdin=content)
    assert result.code == 2 and result.out == ""
    assert len(result.err.strip().splitlines()) == 1


@pytest.mark.parametrize("game", WHOLE_GAMES)
def test_too_many_players_for_selfplay_is_refused(run, game):
    result = run(game, "selfplay", "--seed", "1", "--players", "9")
    assert result.code == 1 and "players" in result.err


@pytest.mark.parametrize("game", WHOLE_GAMES)
def test_every_seed_selfplay_accepts_gives_a_file_replay_reads(run, game, tmp_path):
    """A seed too long for a game file (replay reads whole numbers of up to 18 digits) is
    refused before anything is written; the longest and negative seeds replay."""
    players = str(engine(game).PLAYERS.start)
    refused = run(game, "selfplay", "--seed", "9" * 19, "--players", players)
    assert refused.code == 2 and refused.out == "" and len(refused.err.splitlines()) == 1
    assert "--seed" in refused.err
    for seed in ("9" * 18, "-" + "9" * 18, "-5"):
        path = tmp_path / "game.json"
        written = run(game, "selfplay", "--seed", seed, "--players", players, "-o", str(path))
        assert written.code == 0
        assert run(game, "replay", str(path)).code == 0, seed


def test_the_installed_command_writes_and_replays_a_game(tmp_path):
    path = tmp_path / "g.json"
    assert companion("deep-claim", "selfplay", "--seed", "2", "--players", "3",
                     "-o", str(path)).code == 0
    assert companion("deep-claim", "replay", str(path), "--json").code == 0
