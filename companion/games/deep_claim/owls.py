"""Owls 1-15 ("they score at game end"), each one entry of `OWLS` keyed by its card number:
what it counts and how that count scores, so a line can give the count behind the points.

Per the CLI contract, owls 8-10 count every critter recruited, discarded bears included; owl 11
("per bear") counts the bears held; owl 1 counts "at least" 3, 5 or 7.
"""

from collections.abc import Callable
from dataclasses import dataclass

from companion.games.deep_claim.catalog import ORES, critters
from companion.games.deep_claim.tally import EndPosition


@dataclass(frozen=True)
class Owl:
    counted: str  # what it counts, in the plural: "gold icons"
    count: Callable[[EndPosition], int]
    vp: Callable[[int], int]

    def score(self, number: int, p: EndPosition) -> tuple[int, str]:
        """(VP, what the owl counted: "owl 5 (2 VP per gold icon ...): 3 gold icons")."""
        n = self.count(p)
        return self.vp(n), f"owl {number} ({critters()[number]['text']}): {n} {self.counted}"


def _times(factor: int) -> Callable[[int], int]:
    return lambda n: factor * n


OWLS: dict[int, Owl] = {
    1: Owl("fulfilled contracts", lambda p: len(p.fulfilled),
           lambda n: 10 if n >= 7 else 6 if n >= 5 else 2 if n >= 3 else 0),
    2: Owl("3-ore contracts", lambda p: p.sizes[3], _times(3)),
    3: Owl("coal and silver icons", lambda p: p.icons["coal"] + p.icons["silver"], _times(1)),
    4: Owl("diamond icons", lambda p: p.icons["diamond"], _times(3)),
    5: Owl("gold icons", lambda p: p.icons["gold"], _times(2)),
    6: Owl("leftover pickaxes", lambda p: p.pickaxes, _times(1)),
    7: Owl("leftover coins", lambda p: p.coins, _times(1)),
    8: Owl("sets of a bear, an owl and a beaver recruited",
           lambda p: min(p.recruited["bear"], p.recruited["owl"], p.recruited["beaver"]),
           _times(4)),
    9: Owl("beavers recruited", lambda p: p.recruited["beaver"], _times(3)),
    10: Owl("owls recruited", lambda p: p.recruited["owl"], _times(3)),
    11: Owl("bears held", lambda p: p.held["bear"], _times(2)),
    12: Owl("2-ore contracts", lambda p: p.sizes[2], _times(2)),
    13: Owl("claimed vein tiles", lambda p: p.vein_tiles, _times(2)),
    14: Owl("fulfilled contracts showing a gold or diamond icon",
            lambda p: sum(1 for c in p.fulfilled if "gold" in c or "diamond" in c), _times(2)),
    15: Owl("ore types in supply", lambda p: sum(1 for o in ORES if p.supply.get(o, 0) > 0),
            lambda n: (0, 1, 3, 6, 10)[n]),
}
