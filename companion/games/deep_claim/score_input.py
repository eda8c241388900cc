"""The scoring input of `companion deep-claim score` (docs/cli-contract.md, "Deep Claim"), read
into season icon counts and game-end positions.

Unreadable input (wrong shape, unknown ore or card, negative count) raises InputError; input
that is readable but impossible under the rules (season 5, 16 coins, 11 ore, a bear discarded
that was never recruited, a name used twice) raises IllegalMove.
"""

from collections import Counter
from typing import Any

from companion.errors import IllegalMove, InputError
from companion.games.deep_claim.catalog import ORES, critter_kind
from companion.games.deep_claim.scoring import CHART, EndPosition, icon_counts
from companion.games.deep_claim.state import SUPPLY_CAP, TRACK_CAP

CRITTERS, OBJECTIVES = range(1, 57), range(1, 17)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _count(value: Any, where: str) -> int:
    if not _is_int(value):
        raise InputError(f"{where} must be a whole number, not {value!r}")
    if value < 0:
        raise InputError(f"{where} is negative ({value})")
    return value


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise InputError(f"{where} must be a list, not {value!r}")
    return value


def _ore(value: Any, where: str) -> str:
    if value not in ORES:
        raise InputError(f"{where}: unknown ore {value!r} (ores are {', '.join(ORES)})")
    return value


def _numbers(value: Any, where: str, allowed: range, what: str) -> list[int]:
    numbers = [_count(n, where) for n in _list(value, where)]
    for n in numbers:
        if n not in allowed:
            raise InputError(f"{where}: there is no {what} {n} ({allowed[0]}-{allowed[-1]})")
    return numbers


def _fulfilled(value: Any, where: str) -> list[tuple[str, ...]]:
    contracts = []
    for i, contract in enumerate(_list(value, where)):
        icons = tuple(_ore(o, f"{where}[{i}]") for o in _list(contract, f"{where}[{i}]"))
        if not icons:
            raise IllegalMove("contract", f"{where}[{i}] shows no ore icon; every contract asks "
                              "for at least one ore")
        contracts.append(icons)
    return contracts


def read_players(data: Any) -> tuple[int, dict[str, list[tuple[str, ...]]], dict[str, dict]]:
    """(season, fulfilled contracts by name, the raw player entries by name)."""
    if not isinstance(data, dict):
        raise InputError("the top level must be an object with season and players")
    if "season" not in data or "players" not in data:
        raise InputError("the input needs both \"season\" and \"players\"")
    season = _count(data["season"], "season")
    if season not in CHART:
        raise IllegalMove("season", f"season {season} does not exist: the game lasts four "
                          "seasons, 1 to 4")
    fulfilled, entries = {}, {}
    for i, entry in enumerate(_list(data["players"], "players")):
        where = f"players[{i}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise InputError(f"{where} must be an object with a name")
        name = entry["name"]
        if name in fulfilled:
            raise IllegalMove("names", f"the name {name!r} is used by two players")
        fulfilled[name] = _fulfilled(entry.get("fulfilled", []), f"{where}.fulfilled")
        entries[name] = entry
    if not fulfilled:
        raise IllegalMove("players", "a game has 2 to 4 players; the input lists none")
    return season, fulfilled, entries


def season_icons(fulfilled: dict[str, list[tuple[str, ...]]]) -> dict[str, dict[str, int]]:
    return {name: icon_counts(contracts) for name, contracts in fulfilled.items()}


def end_position(name: str, entry: dict, fulfilled: list[tuple[str, ...]]) -> EndPosition:
    """A player's game-end position from the contract's `final` fields."""
    where = f"player {name}"
    missing = [k for k in ("coins", "pickaxes", "supply", "critters", "discarded", "vein_tiles",
                           "objectives") if k not in entry]
    if missing:
        raise InputError(f"{where}: game-end scoring needs {', '.join(missing)}")
    coins = _count(entry["coins"], f"{where} coins")
    pickaxes = _count(entry["pickaxes"], f"{where} pickaxes")
    if not isinstance(entry["supply"], dict):
        raise InputError(f"{where} supply must be an object of ore counts")
    supply = {o: 0 for o in ORES}
    for ore, n in entry["supply"].items():
        supply[_ore(ore, f"{where} supply")] = _count(n, f"{where} supply {ore}")
    critters = _numbers(entry["critters"], f"{where} critters", CRITTERS, "critter")
    discarded = _numbers(entry["discarded"], f"{where} discarded", CRITTERS, "critter")
    objectives = _numbers(entry["objectives"], f"{where} objectives", OBJECTIVES, "objective")
    veins = _count(entry["vein_tiles"], f"{where} vein_tiles")
    for track, value in (("coins", coins), ("pickaxes", pickaxes)):
        if value > TRACK_CAP:
            raise IllegalMove("track", f"{where} has {value} {track}: \"Both tracks stop at 15.\"")
    if sum(supply.values()) > SUPPLY_CAP:
        raise IllegalMove("supply", f"{where} holds {sum(supply.values())} ore: \"you may never "
                          "hold more than ten\"")
    if any(critter_kind(n) != "bear" for n in discarded):
        raise IllegalMove("discarded", f"{where} discarded a critter that is not a bear: only "
                          "bears are discarded to use")
    if Counter(discarded) - Counter(critters):
        raise IllegalMove("discarded", f"{where} discarded a bear that is not among their "
                          "recruited critters")
    if len(set(objectives)) != len(objectives) or len(objectives) > 3:
        raise IllegalMove("objectives", f"{where} lists objectives {objectives}: each player is "
                          "dealt 3 different objective cards")
    return EndPosition(coins, pickaxes, supply, fulfilled, critters, discarded, veins, objectives)
