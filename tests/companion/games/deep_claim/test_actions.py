"""Actions as JSON: every action the engine offers survives the round trip; bad JSON is named."""

import pytest

from companion.errors import InputError
from companion.games.deep_claim import (
    Activate,
    Excavate,
    Fulfil,
    PlayBid,
    UseBear,
    action_from_json,
    action_to_json,
)
from tests.companion.games.deep_claim.play import random_game


def test_every_action_of_a_game_round_trips():
    game = random_game(4, seed=3, modules=True)
    for action in game.log:
        assert action_from_json(action_to_json(action)) == action


@pytest.mark.parametrize("action", [
    PlayBid(0, 5, 1), Excavate(2, (1, 2), bear=18), Activate(1, 46, ores=("coal", "silver")),
    Fulfil(0, 12, pay=("coal",), bear=24), UseBear(3, 31, card=4, location=0, to=2),
])
def test_actions_write_only_what_they_say(action):
    data = action_to_json(action)
    assert data["type"] == type(action).__name__
    assert action_from_json(data) == action


def test_json_form_is_plain():
    assert action_to_json(PlayBid(0, 5, 1)) == {"type": "PlayBid", "seat": 0, "card": 5,
                                                 "location": 1}


@pytest.mark.parametrize(("data", "words"), [
    ({"type": "Fly", "seat": 0}, "no Deep Claim action is called 'Fly'"),
    ({"type": "PlayBid", "seat": 0, "card": 5}, "PlayBid needs location"),
    ({"type": "PlayBid", "seat": 0, "card": "five", "location": 1}, "card cannot be 'five'"),
    ({"type": "PlayBid", "seat": 0, "card": True, "location": 1}, "card cannot be True"),
    ({"type": "PlayBid", "seat": 0, "card": 5, "location": 1, "colour": "red"},
     "PlayBid has no field 'colour'"),
    ({"type": "Recruit", "seat": 0, "item": "x" * 100_000}, r"item cannot be 'xxx.*\.\.\.$"),
    ([1, 2], "is a JSON object with a \"type\""),
])
def test_bad_action_json_is_named(data, words):
    with pytest.raises(InputError, match=words):
        action_from_json(data)
