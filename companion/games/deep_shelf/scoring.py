"""Deep Shelf's endgame scoring: the milestone majorities and each player's personal categories.

Rulebook, "Endgame Scoring": shallows 7/3/1, deep (with the Trench) 10/4/2, ties sum the tied
places and divide, rounding down; the Deep Explorer token 3 VP; the most Technology Tiles in each
track 3 VP, "In the event of a tie, each tied player receives 2 VP"; highest on each Research Track
2/1, ties divided evenly, rounding down. A player with 0 takes no place in any of them.
Personal: 1 VP per 5 Credits, 1.5 VP per Refined Ore rounded down (over all of it, as the
contract's floor(1.5 x refined ore) says), 1 VP per research VP marker, anomaly stacks 1/3/4.
"""

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass

from companion.games.deep_shelf import tiebreak
from companion.games.deep_shelf.majorities import most_shares, place_shares
from companion.games.deep_shelf.sheet import PlayerSheet, check_table

SHALLOWS_PLACES = (7, 3, 1)
DEEP_PLACES = (10, 4, 2)
EXPLORER_VP = 3
TECH_MOST, TECH_TIED = 3, 2
RESEARCH_PLACES = (2, 1)
CREDITS_PER_VP = 5
ANOMALY_SET_VP = {0: 0, 1: 1, 2: 3, 3: 4}


@dataclass(frozen=True)
class Breakdown:
    shallows: int
    deep: int
    explorer: int
    tech: int
    research: int
    credits: int
    refined_ore: int
    markers: int
    anomalies: int
    other: int

    @property
    def total(self) -> int:
        return sum(asdict(self).values())

    def as_json(self) -> dict[str, int]:
        return {**asdict(self), "total": self.total}


def _per_track(tracks: Sequence[Sequence[int]],
               share: Callable[[Sequence[int]], list[int]]) -> list[int]:
    """Per player, the sum of `share` over every track; `tracks[p][t]` is player p on track t."""
    totals = [0] * len(tracks)
    for track in zip(*tracks, strict=True):
        for p, vp in enumerate(share(track)):
            totals[p] += vp
    return totals


def score(sheets: Sequence[PlayerSheet]) -> dict[str, Breakdown]:
    """Each player's endgame VP by category. Raises IllegalMove for an impossible table."""
    check_table(sheets)
    shallows = place_shares([s.shallows for s in sheets], SHALLOWS_PLACES)
    deep = place_shares([s.deep for s in sheets], DEEP_PLACES)
    tech = _per_track([s.tech_tiles for s in sheets],
                      lambda counts: most_shares(counts, TECH_MOST, TECH_TIED))
    research = _per_track([s.research for s in sheets],
                          lambda positions: place_shares(positions, RESEARCH_PLACES))
    return {
        sheet.name: Breakdown(
            shallows=shallows[p],
            deep=deep[p],
            explorer=EXPLORER_VP if sheet.deep_explorer else 0,
            tech=tech[p],
            research=research[p],
            credits=sheet.credits // CREDITS_PER_VP,
            refined_ore=sheet.refined_ore * 3 // 2,
            markers=sheet.research_vp_markers,
            anomalies=sum(ANOMALY_SET_VP[size] for size in sheet.anomaly_stacks),
            other=sheet.other_vp,
        )
        for p, sheet in enumerate(sheets)
    }


def winners(sheets: Sequence[PlayerSheet], points: dict[str, Breakdown]) -> list[str]:
    """The winners' names: the most VP, then the tie-breakers the sheets hold."""
    won = tiebreak.winners([points[s.name].total for s in sheets],
                           [s.ore_controlled for s in sheets],
                           [s.facilities_left for s in sheets])
    return [sheets[i].name for i in won]
