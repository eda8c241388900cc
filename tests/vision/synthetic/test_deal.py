"""vision.synthetic.deal: plausible tables with every card where the truth says."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.errors import InputError
from vision.synthetic import deal_table

SEEDS = st.integers(0, 2**32 - 1)


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(["deep-claim", "dig"]), seed=SEEDS)
def test_every_sticker_lies_in_its_zone_and_no_card_is_dealt_twice(game, seed):
    table = deal_table(game, seed)
    names = [p.component.name for p in table.placements]
    assert len(names) == len(set(names)) > 0
    for place in table.placements:
        assert table.layout.zone_at((place.x_mm, place.y_mm)).name == place.zone


def test_deep_claim_digs_lie_face_down_showing_their_back_id():
    """Rulebook: "Face-down dig cards are played there" (beside each mine)."""
    table = deal_table("deep-claim", seed=5)
    digs = [p for p in table.placements if p.zone.endswith("/digs")]
    assert digs and all(not p.face_up and p.marker_id == p.component.back_id for p in digs)
    assert all(p.face_up for p in table.placements if not p.zone.endswith("/digs"))


def test_the_same_seed_deals_the_same_table():
    assert deal_table("dig", 9) == deal_table("dig", 9)
    assert deal_table("dig", 9) != deal_table("dig", 10)


def test_a_game_without_a_table_layout_is_refused():
    with pytest.raises(InputError, match="no synthetic deal"):
        deal_table("deep-shelf", 1)


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS)
def test_no_sticker_is_dealt_over_a_table_corner_marker(seed):
    """DIG's corner zones reach under the corner markers: those places stay empty."""
    table = deal_table("dig", seed)
    for place in table.placements:
        for cx, cy in table.layout.corners_mm():
            assert max(abs(place.x_mm - cx), abs(place.y_mm - cy)) > 50
