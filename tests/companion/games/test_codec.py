"""companion.games.codec: every engine's actions as JSON, and hostile JSON refused by name."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.errors import InputError
from companion.games.registry import ENGINES, engine


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_every_action_of_a_played_game_round_trips_through_json(name):
    cls = engine(name)
    game = cls.new(cls.default_names(cls.PLAYERS.start), 4, **cls.OPTIONS)
    seen = 0
    while not game.over and seen < 300:
        for action in game.legal_actions():
            data = json.loads(json.dumps(cls.action_to_json(action)))
            assert cls.action_from_json(data) == action
        game, _ = game.apply(game.legal_actions()[seen % len(game.legal_actions())])
        seen += 1
    assert seen


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=80),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)


@pytest.mark.parametrize("name", sorted(ENGINES))
@settings(max_examples=60, deadline=None)
@given(data=json_values, kind=st.sampled_from(["PlayBid", "Dig", "PlayCard", "Push", "Done"]))
def test_any_json_is_an_action_or_an_input_error_with_a_short_message(name, data, kind):
    cls = engine(name)
    if isinstance(data, dict):
        data = {"type": kind, **data}
    try:
        cls.action_from_json(data)
    except InputError as refused:
        assert len(str(refused)) < 200
    except Exception as other:  # noqa: BLE001  (the point: nothing else may escape)
        raise AssertionError(f"{type(other).__name__}: {other}") from None

