"""Every valid layout, enumerated from its structure in well under a second.

The rules pair gems up: each red touches exactly one hint gem (purple or yellow), the purple
touches exactly 2 reds and each yellow exactly 1, and 2 + 3 = 5 = the reds. So once the purple
and the 3 yellows are placed, a red can only sit on a square that touches exactly one hint gem,
and the layouts are: 2 of the purple's own squares times 1 of each yellow's own squares. No gem
is then alone, so every layout produced is valid and every valid layout is produced; a test
checks this against a plain brute force over all placements of the 5 reds.

Enumerating takes a third of a second here and several on a Pi, in every new process; so the
result ships beside this module (valid_layouts.npz, 0.5 MB), as the bitsets the hints work on,
and is read in milliseconds. After a change to the enumeration,
`python -m companion.games.mine_deeper.valid_layouts` writes it anew; a test checks that the
file and the enumeration agree.
"""

import sys
import zipfile
from functools import cache
from itertools import combinations, product
from pathlib import Path

import numpy as np

from companion.games.mine_deeper.grid import CELLS, NEIGHBOURS, PURPLE, RED, ROCK, YELLOW
from companion.games.mine_deeper.layout import Layout

SHIPPED = Path(__file__).with_name("valid_layouts.npz")
GEMS = (RED, PURPLE, YELLOW)  # the order of masks and of bitsets
Masks = tuple[np.ndarray, np.ndarray, np.ndarray]  # (red, purple, yellow): bit i is cell i
NEIGHBOUR_BITS = tuple(sum(1 << n for n in NEIGHBOURS[c]) for c in CELLS)


def _own_squares(hint: int, others: int) -> list[int]:
    """Squares next to `hint` and to no other hint gem, nor hint gems themselves."""
    return [
        c for c in NEIGHBOURS[hint]
        if not (others >> c) & 1 and not NEIGHBOUR_BITS[c] & others
    ]


def enumerate_layouts() -> Masks:
    reds, purples, yellows = [], [], []
    for purple in CELLS:
        rest = [c for c in CELLS if c != purple]
        for trio in combinations(rest, 3):
            hints = (1 << purple) | (1 << trio[0]) | (1 << trio[1]) | (1 << trio[2])
            purple_own = _own_squares(purple, hints & ~(1 << purple))
            if len(purple_own) < 2:
                continue
            yellow_own = [_own_squares(y, hints & ~(1 << y)) for y in trio]
            if not all(yellow_own):
                continue
            yellow_bits = hints & ~(1 << purple)
            for pair in combinations(purple_own, 2):
                pair_bits = (1 << pair[0]) | (1 << pair[1])
                for singles in product(*yellow_own):
                    reds.append(pair_bits | sum(1 << single for single in singles))
                    purples.append(1 << purple)
                    yellows.append(yellow_bits)
    as_array = lambda values: np.array(values, dtype=np.uint32)  # noqa: E731
    return as_array(reds), as_array(purples), as_array(yellows)


def pack(flags: np.ndarray) -> np.ndarray:
    """Bools along the last axis as bits of little-endian 64-bit words: bit k is flag k."""
    packed = np.packbits(flags, axis=-1, bitorder="little")
    padded = np.zeros((*packed.shape[:-1], -(-packed.shape[-1] // 8) * 8), dtype=np.uint8)
    padded[..., :packed.shape[-1]] = packed
    return padded.view("<u8")


def to_bitsets(masks: Masks) -> np.ndarray:
    """[gem, cell]: the layouts with that gem (GEMS order) on that cell, one bit per layout."""
    rows = []
    for mask in masks:
        as_bytes = np.ascontiguousarray(mask, dtype="<u4").view(np.uint8).reshape(-1, 4)
        cells = np.unpackbits(as_bytes, axis=1, bitorder="little")[:, :len(CELLS)]
        rows.append(pack(np.ascontiguousarray(cells.T)))
    return np.stack(rows)


def to_masks(bitsets: np.ndarray, total: int) -> Masks:
    masks = []
    for rows in bitsets:
        cells = np.zeros((32, total), dtype=np.uint8)
        unpacked = np.unpackbits(rows.view(np.uint8), axis=1, bitorder="little")
        cells[:len(CELLS)] = unpacked[:, :total]
        as_bytes = np.packbits(cells, axis=0, bitorder="little")  # (4, total): byte j of each mask
        masks.append(np.ascontiguousarray(as_bytes.T).view("<u4").ravel().astype(np.uint32))
    return masks[0], masks[1], masks[2]


def read_shipped(path: Path = SHIPPED) -> tuple[np.ndarray, int] | None:
    """(bitsets, number of layouts) as shipped, or None when the file is missing or damaged."""
    try:
        with np.load(path) as shipped:
            bitsets, total = shipped["bitsets"], int(shipped["total"])
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return None
    if bitsets.dtype != np.dtype("<u8") or bitsets.shape != (3, len(CELLS), -(-total // 64)):
        return None
    return bitsets, total


@cache
def valid_layout_bitsets() -> tuple[np.ndarray, int]:
    """(bitsets as `to_bitsets` makes them, number of valid layouts)."""
    shipped = read_shipped()
    if shipped is not None:
        return shipped
    masks = enumerate_layouts()
    return to_bitsets(masks), len(masks[0])


@cache
def valid_layout_masks() -> Masks:
    """(red, purple, yellow) bit masks of every valid layout; bit i is cell i."""
    return to_masks(*valid_layout_bitsets())


def layout_from_masks(red: int, purple: int, yellow: int) -> Layout:
    def piece(cell: int) -> str:
        for mask, symbol in ((red, RED), (purple, PURPLE), (yellow, YELLOW)):
            if (int(mask) >> cell) & 1:
                return symbol
        return ROCK

    return Layout(tuple(piece(c) for c in CELLS))


if __name__ == "__main__":
    layouts = enumerate_layouts()
    np.savez_compressed(SHIPPED, bitsets=to_bitsets(layouts), total=len(layouts[0]))
    print(f"wrote {len(layouts[0])} valid layouts to {SHIPPED}", file=sys.stderr)
