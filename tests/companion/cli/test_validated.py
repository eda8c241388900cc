"""A JSON file checked against a game's schema: one line naming the file, the key, the problem."""

import json

import pytest

from companion.cli.validated import key_path, read_valid_json
from companion.errors import InputError

DIG = ("companion.games.dig", "gallery.schema.json")
DEEP_SHELF = ("companion.games.deep_shelf", "scoresheet.schema.json")


def complaint(tmp_path, data, schema) -> str:
    path = tmp_path / "input.json"
    path.write_text(json.dumps(data))
    with pytest.raises(InputError) as caught:
        read_valid_json(str(path), *schema)
    return str(caught.value)


def test_key_paths_read_like_the_json():
    assert key_path(["players", 0, "tech_tiles", "gold"]) == "players[0].tech_tiles.gold"
    assert key_path([]) == "top level"


def test_a_matching_file_comes_back_as_read(tmp_path):
    path = tmp_path / "g.json"
    path.write_text('{"cards": [{"card": "gold", "recruit": true}]}')
    assert read_valid_json(str(path), *DIG) == {"cards": [{"card": "gold", "recruit": True}]}


@pytest.mark.parametrize("data, expected", [
    ({"cards": [{"card": "gold", "recruit": "yes"}]},
     "cards[0].recruit: expected true or false, got \"yes\""),
    ({"gallery": []}, "top level: unknown key 'gallery' (expected cards)"),
    ({}, "top level: 'cards' is a required property"),
    ({"cards": [{"card": "gold", "recruits": True}]},
     "cards[0]: unknown key 'recruits' (expected card, recruit)"),
    ([], "top level: expected an object, got []"),
])
def test_dig_problems_name_the_key(tmp_path, data, expected):
    assert complaint(tmp_path, data, DIG) == f"{tmp_path / 'input.json'}: {expected}"


def player(**changes) -> dict:
    base = {"name": "cogent", "structures": {"shallows": 4, "deep": 2}, "deep_explorer": True,
            "tech_tiles": {"gold": 2, "palladium": 1, "osmium": 0},
            "research": {"ecology": 5, "mineralogy": 2, "zoology": 0},
            "research_vp_markers": 3, "credits": 17, "refined_ore": 3,
            "anomaly_stacks": [2, 1], "other_vp": 4}
    return {**base, **changes}


@pytest.mark.parametrize("changes, expected", [
    ({"credits": -3}, "players[0].credits: negative count -3"),
    ({"anomaly_stacks": [2, -1]}, "players[0].anomaly_stacks[1]: negative count -1"),
    ({"tech_tiles": {"gold": 2, "palladium": 1, "osmium": 0, "copper": 1}},
     "players[0].tech_tiles: unknown key 'copper' (expected gold, palladium, osmium)"),
    ({"credits": "17"}, "players[0].credits: expected a whole number, got \"17\""),
    ({"credits": 1.5}, "players[0].credits: expected a whole number, got 1.5"),
])
def test_deep_shelf_problems_name_the_key(tmp_path, changes, expected):
    text = complaint(tmp_path, {"players": [player(**changes)]}, DEEP_SHELF)
    assert text.endswith(expected) and "\n" not in text


def test_a_misspelt_key_is_named_before_the_key_it_stands_for(tmp_path):
    research = {"ecology": 5, "mineralogy": 2, "biology": 0}
    text = complaint(tmp_path, {"players": [player(research=research)]}, DEEP_SHELF)
    assert text.endswith("players[0].research: unknown key 'biology' "
                         "(expected ecology, mineralogy, zoology)")


def test_a_missing_key_is_named(tmp_path):
    entry = player()
    del entry["refined_ore"]
    text = complaint(tmp_path, {"players": [entry]}, DEEP_SHELF)
    assert text.endswith("players[0]: 'refined_ore' is a required property")
