"""Hex geometry for the Ocean Expanse board: pointy-top hexes in axial coordinates (q, r).

A hex has six sides, numbered anticlockwise from the east: 0 east, 1 north-east, 2 north-west,
3 west, 4 south-west, 5 south-east; side i faces the neighbour in direction i. Turning a piece
by a sixth moves its sides by one number. Corners are numbered the same way, corner i lying
between side i and side i + 1, so the neighbour across side i touches corners i - 1 and i.
"""

DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
SIDES = len(DIRECTIONS)

Hex = tuple[int, int]


def neighbour(at: Hex, side: int) -> Hex:
    dq, dr = DIRECTIONS[side % SIDES]
    return at[0] + dq, at[1] + dr


def side_towards(at: Hex, other: Hex) -> int | None:
    """The side of `at` that faces `other`, or None when they are not neighbours."""
    step = (other[0] - at[0], other[1] - at[1])
    return DIRECTIONS.index(step) if step in DIRECTIONS else None


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def corners_touching(side: int) -> tuple[int, int]:
    """The two corners of a hex that its neighbour across `side` touches."""
    return (side - 1) % SIDES, side % SIDES


def centre(at: Hex, radius: float) -> tuple[float, float]:
    """The centre of a hex of circumradius `radius`, x to the east and y to the south."""
    q, r = at
    return radius * 3 ** 0.5 * (q + r / 2), radius * 1.5 * r
