import json

import pytest

from companion.errors import InputError
from vision.markers import QUIET_ZONE_MM, TABLE_CORNER_MARKER_MM, WALL_CORNER_MARKER_MM
from vision.zones import (
    check_corners_clear,
    games_with_layouts,
    load_layout,
    parse_layout,
    read_layout,
)


def test_every_game_the_issue_names_has_a_layout():
    assert {"deep-claim", "dig", "mine-deeper"} <= set(games_with_layouts())


def test_deep_claim_has_bids_display_mine_and_digs_for_four_locations():
    layout = load_layout("deep-claim")
    for location in range(1, 5):
        kinds = {z.kind for z in layout.zones if z.group == f"location-{location}"}
        assert kinds == {"bids", "display", "mine", "digs"}
    columns = [z for z in layout.zones if z.group == "seat-3" and z.kind == "contracts"]
    assert len(columns) == 4


def test_a_point_in_a_dig_gallery_belongs_to_that_gallery():
    layout = load_layout("dig")
    gallery = layout.zone("seat-2/gallery-3")
    centre = (gallery.x + gallery.width / 2, gallery.y + gallery.height / 2)
    assert layout.zone_at(centre) == gallery
    assert layout.zone_at((-5.0, 10.0)) is None


def test_wall_face_cells_run_a1_top_left_to_e5_bottom_right():
    face = load_layout("mine-deeper").zone("face")
    x, y, w, h = face.cell_rect(0, 0)
    assert face.cell_at((x + w / 2, y + h / 2)) == (0, 0)
    x, y, w, h = face.cell_rect(4, 4)
    assert face.cell_at((x + w / 2, y + h / 2)) == (4, 4)


def _layout(*zones):
    return {"game": "dig", "surface": {"name": "table", "width_mm": 100, "height_mm": 100},
            "zones": [{"name": n, "kind": "gallery", "rect": r} for n, r in zones]}


def test_overlapping_zones_are_refused_by_name():
    with pytest.raises(InputError, match="'a' and 'b' overlap"):
        parse_layout(_layout(("a", [0, 0, 50, 50]), ("b", [40, 40, 20, 20])), "mine.json")


def test_a_zone_off_the_table_is_refused():
    with pytest.raises(InputError, match="reaches outside"):
        parse_layout(_layout(("a", [60, 0, 50, 50])), "mine.json")


def test_a_malformed_layout_file_names_the_file_and_the_key(tmp_path):
    path = tmp_path / "zones.json"
    path.write_text(json.dumps(_layout(("a", [0, 0, -5, 10]))))
    with pytest.raises(InputError, match=r"zones\.json: zones/0/rect/2"):
        read_layout(path)


def test_an_unknown_game_lists_the_games_that_have_layouts():
    with pytest.raises(InputError, match="have: deep-claim, dig"):
        load_layout("chess")


@pytest.mark.parametrize("game", ["deep-claim", "dig", "mine-deeper"])
def test_no_shipped_zone_reaches_under_a_corner_marker(game):
    layout = load_layout(game)
    marker = WALL_CORNER_MARKER_MM if layout.surface == "wall face" else TABLE_CORNER_MARKER_MM
    check_corners_clear(layout, marker + 2 * QUIET_ZONE_MM)


def test_a_zone_under_a_corner_marker_is_refused_by_name():
    layout = parse_layout(_layout(("a", [10, 10, 40, 40])), "mine.json")
    with pytest.raises(InputError, match="'a' reaches under corner marker 0"):
        check_corners_clear(layout, 56.0)
