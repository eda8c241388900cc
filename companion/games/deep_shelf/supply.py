"""The general supply of resource cubes, so that every cube is accounted for.

Components: "30 Kelp cubes, 25 Raw Osmium cubes, 25 Refined Osmium cubes, 25 Raw Palladium
cubes, 25 Refined Palladium cubes, 25 Raw Gold cubes, 25 Refined Gold cubes, 25 Slag cubes".
Cubes are "taken from the general supply" when gained and returned to it when spent, sold,
destroyed or over a Shelf's limit; Refined Ore spent on technologies lies on the Research Board's
Global Cost Reduction tracks. So, for every kind, at every moment:

    supply + Surface Storage + the board (shelves, cargo holds, crawlers) + the tracks = the box

The rulebook does not say what happens when the supply runs dry; the engine lets the count go
below 0 (the table takes a stand-in cube) rather than invent a rule, and the equation above is
what the invariants check.
"""

from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.cubes import KINDS, REFINED, Pile, add

BOX: Pile = {"kelp": 30, **{kind: 25 for kind in KINDS if kind != "kelp"}}


def full() -> Pile:
    return dict(BOX)


def take(supply: Pile, kind: str, n: int = 1) -> None:
    """`n` cubes of `kind` leave the supply (it may go below 0: see the module's docstring)."""
    supply[kind] = supply.get(kind, 0) - n


def give_back(supply: Pile, kind: str, n: int = 1) -> None:
    supply[kind] = supply.get(kind, 0) + n


def convert(supply: Pile, pile: Pile, kind: str, into: str) -> None:
    """A cube in `pile` refined: `kind` back to the supply, `into` out of it."""
    add(pile, kind, -1)
    add(pile, into)
    give_back(supply, kind)
    take(supply, into)


def on_tracks(discounts: dict[str, int], players: int) -> Pile:
    """Refined Ore lying on the Global Cost Reduction tracks (skipped spaces hold none)."""
    found: Pile = {}
    for ore in REFINED:
        spaces = catalog.tracks()["discounts"][ore][:discounts.get(ore, 0)]
        add(found, ore, sum(1 for s in spaces if not (players == 2 and s.get("skip2"))))
    return found
