"""The shipped catalogs match the box, and an edited contract catalog is checked."""

import json
from importlib import resources

from companion.games.deep_claim import catalog


def data(name):
    path = resources.files("companion.games.deep_claim").joinpath("data", name)
    return json.loads(path.read_text())


def test_mines_match_the_box_table():
    """"Every mine card holds exactly one diamond, always in the bottom row." Across the 16
    mines: 64 coal, 40 silver, 24 gold, 16 diamond.\""""
    assert len(catalog.mines()) == 16
    assert catalog.check_mines() == []


def test_vein_tiles_have_the_printed_copies():
    bonuses = list(catalog.vein_tiles().values())
    assert len(bonuses) == 48
    assert bonuses.count("coins3") == 7 and bonuses.count("beaver") == 3


def test_critters_are_25_beavers_16_bears_15_owls():
    kinds = [c["kind"] for c in catalog.critters().values()]
    assert (kinds.count("beaver"), kinds.count("bear"), kinds.count("owl")) == (25, 16, 15)


def test_the_shipped_contracts_match_the_box_totals():
    assert catalog.check_contracts(data("contracts.json")) == []
    fixed = [c["number"] for c in data("contracts.json")["contracts"] if not c["editable"]]
    assert fixed == [18]  # the rulebook's example contract; the others are a reading


def test_an_edited_contract_catalog_that_breaks_the_totals_is_named():
    edited = data("contracts.json")
    edited["contracts"][0]["icons"] = ["diamond"]  # was coal
    problems = catalog.check_contracts(edited)
    assert "the 40 contracts show 35 coal icons, the catalog 34" in problems
    assert "the 40 contracts show 11 diamond icons, the catalog 12" in problems


def test_an_edited_contract_with_an_unknown_ore_fails_the_schema():
    edited = data("contracts.json")
    edited["contracts"][3]["icons"] = ["ruby"]
    assert "'ruby' is not one of" in catalog.check_contracts(edited)[0]


def test_every_card_has_its_own_marker_from_1000():
    files = {"action_cards.json": "cards", "mines.json": "mines", "vein_tiles.json": "tiles",
             "critters.json": "critters", "contracts.json": "contracts",
             "objectives.json": "objectives", "magnates.json": "magnates"}
    markers = [e["marker"] for name, key in files.items() for e in data(name)[key]]
    assert len(markers) == 28 + 16 + 48 + 56 + 40 + 16 + 10
    assert len(set(markers)) == len(markers) and min(markers) == 1000
