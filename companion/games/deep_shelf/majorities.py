"""Ranked awards shared out among players, as the milestone majorities hand them out."""

from collections.abc import Sequence


def place_shares(counts: Sequence[int], values: Sequence[int]) -> list[int]:
    """Each player's VP when places 1, 2, 3... pay `values`, best count first.

    Tied players occupy as many places as there are of them: "sum the VP values of the tied
    positions and divide by the number of tied players, rounded down". A count of 0 takes no place.
    """
    shares = [0] * len(counts)
    place = 0
    for level in sorted({count for count in counts if count > 0}, reverse=True):
        tied = [i for i, count in enumerate(counts) if count == level]
        each = sum(values[place:place + len(tied)]) // len(tied)
        for i in tied:
            shares[i] = each
        place += len(tied)
    return shares


def most_shares(counts: Sequence[int], alone: int, tied: int) -> list[int]:
    """`alone` VP to the single player with the most, `tied` VP each when several share it."""
    top = max(counts, default=0)
    leaders = [i for i, count in enumerate(counts) if count == top]
    each = 0 if top == 0 else alone if len(leaders) == 1 else tied
    return [each if i in leaders else 0 for i in range(len(counts))]
