"""The input of `companion deep-claim score` (docs/cli-contract.md, "Deep Claim"), already
matched against `data/score.schema.json`, read into season icon counts and game-end positions.

The schema refuses what cannot be read (wrong shape, unknown ore, negative count); this module
refuses, with IllegalMove, what is readable but impossible under the rules: season 5, one
player or five, 16 coins, 11 ore, a bear discarded that was never recruited, a name used twice.
"""

from collections import Counter
from typing import Any

from companion.errors import IllegalMove, excerpt
from companion.games.deep_claim.catalog import ORES, critter_kind
from companion.games.deep_claim.scoring import CHART
from companion.games.deep_claim.setup import PLAYER_COUNTS
from companion.games.deep_claim.state import SUPPLY_CAP, TRACK_CAP
from companion.games.deep_claim.tally import EndPosition, icon_counts

SCHEMA = "data/score.schema.json"


def read_players(data: dict[str, Any]) -> tuple[int, dict[str, list[tuple[str, ...]]]]:
    """(season, fulfilled contracts by player name)."""
    season = data["season"]
    if season not in CHART:
        raise IllegalMove("season", f"season {season} does not exist: the game lasts four "
                          "seasons, 1 to 4")
    fulfilled: dict[str, list[tuple[str, ...]]] = {}
    for entry in data["players"]:
        if entry["name"] in fulfilled:
            raise IllegalMove("names", f"the name {excerpt(repr(entry['name']))} is used by two "
                              "players")
        fulfilled[entry["name"]] = [tuple(icons) for icons in entry["fulfilled"]]
    if len(fulfilled) not in PLAYER_COUNTS:
        raise IllegalMove("players", f"Deep Claim is for 2 to 4 players; the input lists "
                          f"{len(fulfilled)}")
    return season, fulfilled


def season_icons(fulfilled: dict[str, list[tuple[str, ...]]]) -> dict[str, dict[str, int]]:
    return {name: icon_counts(contracts) for name, contracts in fulfilled.items()}


def end_position(entry: dict[str, Any]) -> EndPosition:
    """A player's game-end position from the contract's `final` fields."""
    who = f"player {entry['name']}"
    for track in ("coins", "pickaxes"):
        if entry[track] > TRACK_CAP:
            raise IllegalMove("track", f"{who} has {entry[track]} {track}: \"Both tracks stop "
                              "at 15.\"")
    supply = {ore: entry["supply"].get(ore, 0) for ore in ORES}
    if sum(supply.values()) > SUPPLY_CAP:
        raise IllegalMove("supply", f"{who} holds {sum(supply.values())} ore: \"you may never "
                          "hold more than ten\"")
    critters, discarded = entry["critters"], entry["discarded"]
    if any(critter_kind(n) != "bear" for n in discarded):
        raise IllegalMove("discarded", f"{who} discarded a critter that is not a bear: only "
                          "bears are discarded to use")
    if Counter(discarded) - Counter(critters):
        raise IllegalMove("discarded", f"{who} discarded a bear that is not among their "
                          "recruited critters")
    objectives = entry["objectives"]
    if len(set(objectives)) != len(objectives) or len(objectives) > 3:
        raise IllegalMove("objectives", f"{who} lists objectives {objectives}: each player is "
                          "dealt 3 different objective cards")
    fulfilled = [tuple(icons) for icons in entry["fulfilled"]]
    return EndPosition(entry["coins"], entry["pickaxes"], supply, fulfilled, list(critters),
                       list(discarded), entry["vein_tiles"], list(objectives))
