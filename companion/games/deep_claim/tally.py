"""What game-end scoring reads about one player, and the counts the owls and objectives ask
for."""

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from companion.games.deep_claim.catalog import ORES, critter_kind


@dataclass(frozen=True)
class EndPosition:
    """One player at the game end (from a game, or typed into `companion deep-claim score`)."""

    coins: int
    pickaxes: int
    supply: dict[str, int]
    fulfilled: list[tuple[str, ...]]  # the icons of each fulfilled contract
    critters: list[int]  # every critter recruited this game, discarded bears included
    discarded: list[int]  # the bears among them that were discarded
    vein_tiles: int
    objectives: list[int]

    @cached_property
    def icons(self) -> Counter:
        """Icons on the fulfilled contracts, by ore."""
        counts = Counter(o for contract in self.fulfilled for o in contract)
        return Counter({ore: counts[ore] for ore in ORES})

    @cached_property
    def sizes(self) -> Counter:
        """Fulfilled contracts by how many icons they show."""
        return Counter(len(c) for c in self.fulfilled)

    @cached_property
    def recruited(self) -> Counter:
        """Critters recruited this game by kind, discarded bears included."""
        return Counter(critter_kind(n) for n in self.critters)

    @cached_property
    def held_numbers(self) -> list[int]:
        held = list(self.critters)
        for bear in self.discarded:
            held.remove(bear)
        return held

    @cached_property
    def held(self) -> Counter:
        """Critters still beside the board by kind (bears never discarded)."""
        return Counter(critter_kind(n) for n in self.held_numbers)


def icon_counts(fulfilled: list[tuple[str, ...]] | list[list[str]]) -> dict[str, int]:
    counts = Counter(o for contract in fulfilled for o in contract)
    return {ore: counts[ore] for ore in ORES}
