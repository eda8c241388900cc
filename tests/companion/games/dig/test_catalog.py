"""The catalog fills in what the rulebook leaves open, and an edited one is held to the box."""

import copy
import json
from importlib import resources

import pytest

from companion.errors import InputError
from companion.games.dig.catalog import (
    NAMED_ABILITIES,
    check_catalog,
    default_catalog,
    load_catalog,
)
from companion.games.dig.game import Game


def shipped() -> dict:
    path = resources.files("companion.games.dig").joinpath("data", "catalog.json")
    return json.loads(path.read_text())


def test_the_shipped_catalog_agrees_with_the_box():
    assert check_catalog(shipped()) == []
    catalog = default_catalog()
    assert catalog.value("ruby") == 4  # "this Ruby is worth 4 Crystals"
    assert len(catalog.companions) == 13  # "13 Companion cards"
    assert {c.ability for c in catalog.companions} == {*NAMED_ABILITIES, "none"}


def test_every_default_the_rulebook_does_not_give_is_marked_editable():
    data = shipped()
    assert data["crystals"]["ruby"]["editable"] is False
    assert all(data["crystals"][s]["editable"] for s in ("iron", "gold", "diamond"))
    assert all(c["editable"] for c in data["companions"])


def test_the_camera_and_the_engine_name_the_companions_alike():
    from vision.markers import registry

    printed = {c.name for c in registry().components("dig") if c.kind == "companion"}
    assert printed == {c.name for c in default_catalog().companions}


@pytest.mark.parametrize("edit, problem", [
    (lambda d: d["hill"].update(iron=41), "the box holds 40 iron cards, the catalog 41"),
    (lambda d: d["hill"].pop("orc"), "the box holds 1 orc cards, the catalog 0"),
    (lambda d: d["hill"].update(dragon=1), "'dragon' is no hill card"),
    (lambda d: d["crystals"]["ruby"].update(value=5), "the ruby is worth 4 crystals"),
    (lambda d: d["companions"].pop(), "the box holds 13 companion cards, the catalog 12"),
    (lambda d: d["companions"][12].update(name="Knight"), "companion names used twice: Knight"),
    (lambda d: d["companions"][5].update(ability="none"), "companions missing: pirate"),
    (lambda d: d["companions"][0].update(price=["emerald"]), "companions/0/price/0"),
])
def test_an_edited_catalog_that_disagrees_with_the_box_is_refused(edit, problem):
    data = copy.deepcopy(shipped())
    edit(data)
    assert any(problem in p for p in check_catalog(data)), check_catalog(data)
    with pytest.raises(InputError, match="DIG catalog"):
        load_catalog(data)


def test_an_edited_price_and_value_are_what_the_game_asks():
    """Editable: a box whose Knight asks for two rubies, and an iron worth 2 crystals."""
    data = copy.deepcopy(shipped())
    data["companions"][4]["price"] = ["ruby", "ruby"]
    data["crystals"]["iron"]["value"] = 2
    catalog = load_catalog(data)
    assert catalog.companion("Knight").price == ("ruby", "ruby")
    assert catalog.value("iron") == 2


def test_the_thirteenth_companion_can_be_hired_and_does_nothing_until_edited():
    """The rulebook names 12 companions for 13 cards: the catalog's 13th has no ability."""
    game = Game.new(["Ann", "Ben"], 1, tavern=["Companion 13", "Scout", "Elf", "Hunter",
                                                "Knight", "Pirate"])
    assert default_catalog().companion("Companion 13").ability == "none"
    assert game.view(None).tavern[0] == ("Companion 13", ("iron",))
