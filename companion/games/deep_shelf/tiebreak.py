"""Who wins Deep Shelf: the most points, then the rulebook's two tie-breakers.

"In the event of a tie, the victor is determined by the player who controls the most Ore on the
Ocean Expanse Board and/or their Submarine's Cargo Hold (excluding Slag). If there is still a
tie, the winner is the tied player who has the fewest facilities remaining on their Industry
Board." A tie-breaker nobody counted (None, as a score pad may leave it) is passed over; players
still tied share the win.
"""

from collections.abc import Sequence


def winners(totals: Sequence[int], ore: Sequence[int | None],
            facilities_left: Sequence[int | None]) -> list[int]:
    """The winning indices."""
    if not totals:
        return []
    best = max(totals)
    tied = [i for i, total in enumerate(totals) if total == best]
    for figures, better in ((ore, max), (facilities_left, min)):
        if len(tied) > 1 and all(figures[i] is not None for i in tied):
            top = better(figures[i] for i in tied)
            tied = [i for i in tied if figures[i] == top]
    return tied
