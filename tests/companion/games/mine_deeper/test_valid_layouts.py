"""The fast enumeration of valid layouts against a plain brute force over the rules, and the
enumeration as shipped against the enumeration."""

from itertools import combinations

import numpy as np

from companion.games.mine_deeper import check, valid_layouts
from companion.games.mine_deeper.grid import CELLS, NEIGHBOURS
from companion.games.mine_deeper.valid_layouts import (
    SHIPPED,
    enumerate_layouts,
    layout_from_masks,
    read_shipped,
    to_bitsets,
    valid_layout_masks,
)

VALID_LAYOUT_COUNT = 728_044


def brute_force() -> set[tuple[int, int, int]]:
    """Every 5-red placement; purple and yellows where the rules let them go; then the red rule.

    A purple must touch exactly 2 reds and a yellow exactly 1, so only such squares are tried;
    each red must then touch exactly one of them. Counted as bit masks (red, purple, yellow).
    """
    neighbour_bits = [sum(1 << n for n in NEIGHBOURS[c]) for c in CELLS]
    found = set()
    for reds in combinations(CELLS, 5):
        red_bits = sum(1 << r for r in reds)
        touching = [bin(neighbour_bits[c] & red_bits).count("1") for c in CELLS]
        free = [c for c in CELLS if not (red_bits >> c) & 1]
        purples = [c for c in free if touching[c] == 2]
        yellows = [c for c in free if touching[c] == 1]
        for purple in purples:
            for trio in combinations([y for y in yellows if y != purple], 3):
                hint_bits = (1 << purple) | sum(1 << y for y in trio)
                if all(bin(neighbour_bits[r] & hint_bits).count("1") == 1 for r in reds):
                    found.add((red_bits, 1 << purple, hint_bits & ~(1 << purple)))
    return found


def test_enumeration_matches_brute_force():
    red, purple, yellow = valid_layout_masks()
    fast = set(zip(red.tolist(), purple.tolist(), yellow.tolist(), strict=True))
    assert len(fast) == len(red) == VALID_LAYOUT_COUNT
    assert fast == brute_force()


def test_every_enumerated_layout_passes_the_checker():
    red, purple, yellow = valid_layout_masks()
    for k in range(0, len(red), 997):
        assert check(layout_from_masks(red[k], purple[k], yellow[k])) == []


def test_the_shipped_layouts_are_the_enumeration_bit_for_bit():
    bitsets, total = read_shipped()
    enumerated = enumerate_layouts()
    assert total == VALID_LAYOUT_COUNT
    assert np.array_equal(bitsets, to_bitsets(enumerated)), \
        "valid_layouts.npz is stale: run python -m companion.games.mine_deeper.valid_layouts"
    for shipped, fresh in zip(valid_layout_masks(), enumerated, strict=True):
        assert shipped.dtype == fresh.dtype and np.array_equal(shipped, fresh)


def test_a_missing_or_damaged_file_is_refused_and_the_layouts_are_enumerated_instead(
        tmp_path, monkeypatch):
    truncated = tmp_path / "truncated.npz"
    truncated.write_bytes(SHIPPED.read_bytes()[:5000])
    wrong_shape = tmp_path / "wrong_shape.npz"
    np.savez(wrong_shape, bitsets=np.zeros((3, 25, 7), dtype="<u8"), total=VALID_LAYOUT_COUNT)
    for damaged in (tmp_path / "missing.npz", truncated, wrong_shape):
        assert read_shipped(damaged) is None
    monkeypatch.setattr(valid_layouts, "read_shipped", lambda: None)
    bitsets, total = valid_layouts.valid_layout_bitsets.__wrapped__()
    assert total == VALID_LAYOUT_COUNT and np.array_equal(bitsets, read_shipped(SHIPPED)[0])
