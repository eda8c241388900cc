"""The seam between the rules of part 1 and the Ocean Expanse board (part 2).

Part 1 (this package) carries everything off the board: factions, the two Action Cards a turn,
credits, Surface Storage, upkeep, the Market, technologies, research, exploitation, events and
the endgame. Everything on the board (docks, units and momentum, shelves, tiles and dice, cubes
on shelves and in cargo holds, facilities' places, tubes, the Depth Dragon) belongs to a `Board`.

A board does two things for the rules:

- it carries out the *board steps*: every decision that needs the map, named by the step names
  of the cards in data/factions.json ("momentum", "extract", "facility", "tubes", "refine",
  "return"...), set-up's "dock", the dragon's "dragon" and the endgame's "tally". Each is a
  `Step`, exactly like the engine's own steps (market, develop, research...): it lists candidate
  actions, refuses an illegal one with `IllegalMove`, and carries a legal one out. What the step
  does to the rest of the game (cubes into Surface Storage, a facility paid for, the Impending
  Collapse marker, an anomaly's research) it does through ports.py and nothing else;
- it answers the questions the rules ask of the board (`holds`, `take`, `put_at_dock`,
  `red_sides`, `in_deep`, `extract_discount`, `process_bonus`, `facts`).

Part 1 ships `ledger.LedgerBoard`: the table reports what happened on its physical board
(what each extraction yielded, which zone a facility went into, how the dragon came to rest)
within the limits the rules set. Part 2 ships the hex board as another `Board` with the same
step names and questions, and `Game` takes it from `BOARDS`; the rules modules do not change.
"""

from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    import random

    from companion.games.deep_shelf.state import State

ZONES = ("shallows", "deep", "trench")


@dataclass(frozen=True)
class Facts:
    """What endgame scoring and its tie-break read off the board for one player."""

    structures: dict[str, int] = field(default_factory=dict)  # facilities by zone
    crawlers: dict[str, int] = field(default_factory=dict)  # crawlers on the board by zone
    tubes: int = 0  # tubes built on the Ocean Expanse Board
    ore_controlled: int = 0  # non-slag ore on shelves the player controls and in its units
    cargo_ore: int = 0  # non-slag ore in the Submarine's Cargo Hold
    kelp_shelves: int = 0  # shelves with Kelp not controlled by an opponent (Green Tide)
    ore_shelves: int = 0  # non-depleted ore shelves occupied by its units or facilities
    trench: tuple[str, ...] = ()  # Trench tiles under its facilities
    vent_yellow: int = 0  # Unstable Vent yellow spots its facilities border
    vent_red: int = 0  # Unstable Vent red spots its facilities border
    dragon: tuple[int, int, int] = (0, 0, 0)  # green, uncoloured, red sides at its facilities


class Step(ABC):
    """One kind of decision: a card's step, or a choice the rules ask for (a research advance,
    the Market adjustment...). `d` is the waiting decision: {"kind", "seat", ...its data}."""

    name: ClassVar[str]
    optional: ClassVar[bool] = True  # "Done" may end it while something could still be done
    automatic: ClassVar[bool] = False  # it does its work as it begins, with no choice
    rule: ClassVar[str] = ""  # the rulebook's words for what the step is, for refusals

    def possible(self, state: "State", seat: int) -> bool:
        """Whether the step can do anything for `seat` (a Power Action Step is offered only
        then)."""
        return True

    def begin(self, state: "State", d: dict[str, Any], events: list) -> None:  # noqa: B027
        """What the step does by itself as it starts (pay upkeep, gain the Credit...)."""

    def candidates(self, state: "State", d: dict[str, Any]) -> Iterable[Any]:
        """Actions that may be legal now, before `refuse` sorts them ("Done" excepted)."""
        return ()

    @abstractmethod
    def refuse(self, state: "State", d: dict[str, Any], action: Any) -> None:
        """Raise IllegalMove naming the rule `action` breaks; return for a legal action."""

    @abstractmethod
    def carry_out(self, state: "State", d: dict[str, Any], action: Any, events: list) -> None:
        """Play a legal action (the state is a clone, changed in place)."""


class Board(ABC):
    """Everything on the Ocean Expanse board, as a value the engine clones with the state."""

    NAME: ClassVar[str]
    STEPS: ClassVar[dict[str, Step]]  # the board steps it carries out, by name
    ACTIONS: ClassVar[tuple[type, ...]]  # its action types (dataclasses with a `seat`)

    @classmethod
    @abstractmethod
    def new(cls, players: int, rng: "random.Random") -> "Board":
        """The board set up for `players` (bags shuffled with `rng`)."""

    @abstractmethod
    def clone(self) -> "Board": ...

    @abstractmethod
    def to_json(self) -> dict[str, Any]: ...

    # -- what the rules ask ---------------------------------------------------------------------
    @abstractmethod
    def holds(self, seat: int, kind: str) -> int:
        """Cubes of `kind` the player controls on the board and may spend."""

    @abstractmethod
    def take(self, seat: int, kind: str) -> None:
        """Spend one such cube (return it to the supply)."""

    @abstractmethod
    def put_at_dock(self, seat: int, kind: str) -> None:
        """A cube bought, or won from an event or a reward, placed at the player's Dock."""

    @abstractmethod
    def red_sides(self, seat: int) -> int:
        """Red sides of the Depth Dragon facing the player's facilities."""

    @abstractmethod
    def in_deep(self, seat: int) -> bool:
        """The player has a unit or structure in the Deep (or beyond, in the Trench)."""

    @abstractmethod
    def extract_discount(self, seat: int) -> int:
        """Credits off an Extract action (the Submerged Mushroom Colony's 2)."""

    @abstractmethod
    def process_bonus(self, seat: int) -> int:
        """Credits more at the start of a Process Ore action (the Volcanic Pool's 1)."""

    @abstractmethod
    def facts(self, seat: int) -> Facts:
        """The endgame's figures for one player."""

    @abstractmethod
    def describe(self, action: Any, names: tuple[str, ...]) -> str:
        """One of its actions in the table's words."""
