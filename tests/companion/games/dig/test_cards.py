"""The card names a gallery knows are the contract's, and the input schema agrees."""

import json
from importlib import resources

from companion.games.dig.cards import (
    ADDED,
    ATTACKERS,
    CARD_NAMES,
    CLOSE,
    ENEMIES_THAT_STAY_OPEN,
    PRECIOUS_STONES,
)

CONTRACT_NAMES = {"iron", "gold", "diamond", "ruby", "rune", "gem-egg", "snake", "spider", "ghost",
                  "skeleton", "thief", "orc", "werewolf", "exit", "gem-room", "collapse", "close"}


def test_the_names_are_the_contracts():
    assert CARD_NAMES == CONTRACT_NAMES


def test_the_input_schema_accepts_exactly_these_names():
    schema = json.loads(resources.files("companion.games.dig")
                        .joinpath("gallery.schema.json").read_text())
    enum = schema["properties"]["cards"]["items"]["properties"]["card"]["enum"]
    assert sorted(enum) == sorted(CARD_NAMES)


def test_every_name_does_exactly_one_kind_of_thing():
    kinds = [ADDED, ATTACKERS, ENEMIES_THAT_STAY_OPEN, {CLOSE}]
    assert sum(len(kind) for kind in kinds) == len(CARD_NAMES)
    assert PRECIOUS_STONES == {"iron", "gold", "diamond", "ruby"} and PRECIOUS_STONES <= ADDED
