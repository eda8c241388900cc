"""One player's end-of-game tally, as read off the board, and the checks a whole table must pass.

Readings (docs/rules-notes/deep-shelf.md):
- The game is for 1-4 players; there is one Deep Explorer token; "Each Anomaly Storage space may
  hold up to 3 Anomaly Tokens". A table that breaks one of these is refused as impossible.
- `other_vp` is whatever the caller added up (level-4 tiles, Deep and Trench tiles, the dragon,
  super structures); it may be negative, since the dragon's red sides subtract.
- Names must differ: the scores are reported by name.
- `ore_controlled` and `facilities_left` are optional: the rulebook's tie-breakers, used only
  when the totals tie and every tied player has them.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from companion.errors import IllegalMove, InputError, excerpt

TECH_TRACKS = ("gold", "palladium", "osmium")
RESEARCH_TRACKS = ("ecology", "mineralogy", "zoology")
MAX_PLAYERS = 4
MAX_STACK = 3


@dataclass(frozen=True)
class PlayerSheet:
    name: str
    shallows: int  # structures in the Shallows
    deep: int  # structures in the Deep and the Trench together
    deep_explorer: bool
    tech_tiles: tuple[int, int, int]  # in TECH_TRACKS order
    research: tuple[int, int, int]  # track positions in RESEARCH_TRACKS order, 0 = not moved
    research_vp_markers: int
    credits: int
    refined_ore: int
    anomaly_stacks: tuple[int, ...]
    other_vp: int
    ore_controlled: int | None = None  # the tie-breakers, when the table counted them
    facilities_left: int | None = None

    @classmethod
    def from_json(cls, data: dict) -> "PlayerSheet":
        """From a player entry already checked against scoresheet.schema.json."""
        return cls(
            name=data["name"],
            shallows=int(data["structures"]["shallows"]),
            deep=int(data["structures"]["deep"]),
            deep_explorer=data["deep_explorer"],
            tech_tiles=tuple(int(data["tech_tiles"][t]) for t in TECH_TRACKS),
            research=tuple(int(data["research"][t]) for t in RESEARCH_TRACKS),
            research_vp_markers=int(data["research_vp_markers"]),
            credits=int(data["credits"]),
            refined_ore=int(data["refined_ore"]),
            anomaly_stacks=tuple(int(size) for size in data["anomaly_stacks"]),
            other_vp=int(data["other_vp"]),
            ore_controlled=data.get("ore_controlled"),
            facilities_left=data.get("facilities_left"),
        )


def read_table(data: dict) -> list[PlayerSheet]:
    """Every player of a score sheet; InputError when two share a name."""
    sheets = [PlayerSheet.from_json(player) for player in data["players"]]
    seen: set[str] = set()
    for i, sheet in enumerate(sheets):
        if sheet.name in seen:
            raise InputError(f"players[{i}].name: {excerpt(repr(sheet.name))} is used twice; "
                             "names must differ")
        seen.add(sheet.name)
    return sheets


def check_table(sheets: Sequence[PlayerSheet]) -> None:
    """Raises IllegalMove for a table the game cannot produce."""
    if not 1 <= len(sheets) <= MAX_PLAYERS:
        raise IllegalMove("players", f"{len(sheets)} players: Deep Shelf is for 1-4 players")
    explorers = [sheet.name for sheet in sheets if sheet.deep_explorer]
    if len(explorers) > 1:
        raise IllegalMove("deep-explorer", f"{', '.join(explorers)} all hold the Deep Explorer "
                          "token; there is only one")
    for sheet in sheets:
        if any(size > MAX_STACK for size in sheet.anomaly_stacks):
            raise IllegalMove("anomaly-stack", f"{sheet.name} has a stack of "
                              f"{max(sheet.anomaly_stacks)} anomalies: \"Each Anomaly Storage "
                              "space may hold up to 3 Anomaly Tokens\"")
