"""vision.markers: the dictionary, the detector and the id registry."""

import cv2
import numpy as np
import pytest

from companion.errors import ConfigError
from vision.markers import (
    BACK,
    CHARUCO_IDS,
    CORNER,
    FACE,
    TABLE_CORNERS,
    Registry,
    dictionary,
    make_detector,
    marker_image,
    registry,
)


def kinds(game: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for part in registry().components(game):
        counts[part.kind] = counts.get(part.kind, 0) + 1
    return counts


def test_every_game_has_a_catalog_and_every_id_fits_the_dictionary():
    assert set(registry().games) == {"deep-claim", "dig", "deep-shelf", "mine-deeper"}
    assert max(registry().ids()) < dictionary().bytesList.shape[0]
    assert not set(registry().ids()) & set(CHARUCO_IDS)


def test_corner_ids_are_the_table_corners():
    for marker_id in TABLE_CORNERS:
        marker = registry().lookup(marker_id)
        assert marker.side == CORNER and marker.component is None


def test_face_and_back_lead_to_the_same_card():
    green_zero = next(p for p in registry().components("deep-claim")
                      if p.name == "Green action 0")
    face, back = registry().lookup(green_zero.face_id), registry().lookup(green_zero.back_id)
    assert (face.side, back.side) == (FACE, BACK)
    assert face.component is back.component
    assert back.name == "Green action 0 (back)"


def test_an_unlisted_id_is_no_card():
    unused = next(i for i in range(2320) if i not in registry().ids() and i not in CHARUCO_IDS)
    assert registry().lookup(unused) is None


def test_deep_claim_components_match_the_rulebook():
    """Rulebook: "56 critter cards — 25 beavers, 16 bears and 15 owls", "40 contract cards",
    "48 vein tiles", "16 mine cards", "10 magnate cards", "16 objective cards", and each player's
    "7 action cards in your colour, numbered 0 to 6"."""
    assert kinds("deep-claim") == {"action-card": 28, "player-board": 4, "location-board": 4,
                                   "mine-card": 16, "critter": 56, "contract": 40,
                                   "vein-tile": 48, "magnate": 10, "objective": 16}
    critters = [p.name.split()[0] for p in registry().components("deep-claim")
                if p.kind == "critter"]
    assert {k: critters.count(k) for k in set(critters)} == {"Beaver": 25, "Bear": 16, "Owl": 15}


def test_deep_claim_ids_are_the_engine_catalog_markers():
    """One mapping per card: the engine's catalog gives each card its `marker`."""
    from companion.games.deep_claim import catalog

    by_name = {p.name: p.face_id for p in registry().components("deep-claim")}
    assert by_name["Bear 16"] == catalog.critters()[16]["marker"]
    assert by_name["Peter Critter"] == catalog.magnates()[2]["marker"]


def test_only_cards_played_face_down_carry_a_back_marker():
    """Rulebook: dig cards are "face-down dig cards", so only action cards need a back id."""
    backs = {p.kind for p in registry().components("deep-claim") if p.back_id is not None}
    assert backs == {"action-card"}


def test_dig_components_match_the_rulebook():
    """Rulebook: "162 Hill cards", "13 Companion cards"."""
    assert kinds("dig") == {"hill-card": 162, "companion": 13}


def test_mine_deeper_key_cards_have_two_sides():
    """Rulebook: "20 key cards" ... "on either side of the card"."""
    keys = [p for p in registry().components("mine-deeper") if p.kind == "key-card"]
    assert len(keys) == 20 and all(p.back_id is not None for p in keys)


def catalog(first_id: int, names: list[str]) -> dict:
    return {"game": "test", "title": "Test",
            "groups": [{"kind": "card", "first_id": first_id, "names": names, "size_mm": [63, 88]}]}


def test_a_clash_between_catalogs_is_refused_with_both_names():
    clash = {"a": catalog(10, ["Alpha", "Beta"]), "b": catalog(11, ["Gamma"])}
    with pytest.raises(ConfigError, match="Beta.*Gamma"):
        Registry(clash)


def test_a_catalog_reaching_the_calibration_board_ids_is_refused():
    with pytest.raises(ConfigError, match="calibration board"):
        Registry({"a": catalog(CHARUCO_IDS[0], ["Alpha"])})


def test_a_printed_marker_decodes_to_its_own_id():
    for marker_id in (4, 853, 1000, 1743, 2319):  # 1000 and up exist only in 36h10
        image = np.full((160, 160), 255, np.uint8)
        image[40:120, 40:120] = marker_image(marker_id, 80)
        _, ids, _ = make_detector().detectMarkers(cv2.cvtColor(image, cv2.COLOR_GRAY2BGR))
        assert ids is not None and ids.ravel().tolist() == [marker_id]
