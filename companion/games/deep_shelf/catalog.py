"""Deep Shelf's printed components as data (data/*.json), read once and checked on load.

The rulebook gives the rules but not every printed number (facility prices, market prices, track
spaces, technology costs) nor the 12 event cards' texts. Those files hold a plausible reading,
marked editable; a file that breaks the shape or the box's counts is refused with InputError
naming the problem, never half-read. docs/rules-notes/deep-shelf.md lists every reading.
"""

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from companion.errors import InputError
from companion.games.catalog_check import schema_problems
from companion.games.deep_shelf.cubes import KINDS, MARKET, ORES, TRACKS

FACILITIES = ("extractor", "smelter", "lab", "worker", "super")
CARDS = ("move", "extract", "process", "build", "home", "science", "special")
CARD_TITLES = {"move": "Move", "extract": "Extract", "process": "Process Ore", "build": "Build",
               "home": "Home Base", "science": "Science"}
SLOT_TYPES = ("hull", "propulsion", "robotics", "surface")
EVENT_COUNT = 12  # "12 Exploitation event cards"
TECH_COPIES = {1: 4, 2: 3, 3: 2, 4: 1}  # stacks of 4, 3, 2 and 1 tiles by row
REWARDS = {"credits", "kelp", "raw_ore", "vp", "dragon", "benefit"}
BENEFITS = {"ecology": "scout", "mineralogy": "market", "zoology": "upkeep"}


@dataclass(frozen=True)
class Facility:
    title: str
    count: int
    credits: int
    orange: int | None  # the price next to an opponent's building, when the board prints one
    upkeep: int
    exploit: bool  # the Exploitation icon next to its cost
    extra: dict[str, int]  # kelp / slag / raw / refined (any ore of that form)


@dataclass(frozen=True)
class Card:
    title: str
    steps: tuple[str, ...]
    power: str | None


@dataclass(frozen=True)
class Faction:
    id: str
    title: str
    colour: str
    dock_initiative: int
    play_initiative: int
    scientists: int
    storage: tuple[int, int]  # the first and the second (Warehouse) row
    cargo: int
    develop: int
    facilities_per_build: int
    storage_for_slot: int  # Surface Storage spaces covered for 1 more tile (Meneswo), or 0
    network: tuple[str, ...]  # the facilities of its Acceleration Network
    facilities: dict[str, Facility]
    retrofit: dict[str, dict[str, int]]
    cards: dict[str, Card]
    rules: tuple[str, ...]


@dataclass(frozen=True)
class Technology:
    id: str
    name: str
    level: int
    track: str  # the primary ore, and the column it stands in
    secondary: str
    type: str  # the Submarine Board slot it goes into
    costs: tuple[tuple[int, int], ...]  # (primary, secondary) per copy, top of the stack first
    text: str


@dataclass(frozen=True)
class EventCard:
    id: int
    name: str
    market: tuple[str, ...]
    dragon: int
    text: str
    do: str
    who: str
    track: str | None
    amount: int


def _read(name: str) -> Any:
    text = resources.files(__package__).joinpath("data", name).read_text("utf-8")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"deep_shelf/data/{name}: not JSON ({exc})") from None


def _need(ok: bool, where: str, problem: str) -> None:
    if not ok:
        raise InputError(f"deep_shelf/data/{where}: {problem}")


@cache
def factions() -> dict[str, Faction]:
    data = _read("factions.json")
    found = {}
    for entry in data["factions"]:
        where = f"factions.json {entry.get('id')}"
        _need(set(entry["facilities"]) == set(FACILITIES), where, f"facilities are {FACILITIES}")
        _need(set(entry["cards"]) == set(CARDS), where, f"cards are {CARDS}")
        facilities = {
            kind: Facility(f["title"], f["count"], f["credits"], f.get("orange"), f["upkeep"],
                           f.get("exploit", False), dict(f.get("extra", {})))
            for kind, f in entry["facilities"].items()}
        _need(set(entry.get("network", ())) <= set(FACILITIES), where,
              "the Acceleration Network is made of facilities")
        for kind, facility in facilities.items():
            _need(set(facility.extra) <= {"kelp", "slag", "raw", "refined"}, where,
                  f"{kind} costs something that is no resource")
        cards = {name: Card(c.get("title", CARD_TITLES.get(name)), tuple(c["steps"]),
                            c.get("power"))
                 for name, c in entry["cards"].items()}
        found[entry["id"]] = Faction(
            entry["id"], entry["title"], entry["colour"], entry["dock_initiative"],
            entry["play_initiative"], entry["scientists"], tuple(entry["storage"]),
            entry["cargo"], entry["develop"], entry["facilities_per_build"],
            entry.get("storage_for_slot", 0), tuple(entry.get("network", ())), facilities,
            dict(entry.get("retrofit", {})),
            cards, tuple(entry["rules"]))
    _need(len(found) == 4, "factions.json", "the box holds 4 factions")
    for key in ("dock_initiative", "play_initiative", "colour"):
        _need(len({getattr(f, key) for f in found.values()}) == 4, "factions.json",
              f"two factions share a {key}")
    return found
def slots() -> dict[str, int]:
    found = _read("factions.json")["slots"]
    _need(set(found) == set(SLOT_TYPES), "factions.json", f"slots are {SLOT_TYPES}")
    return dict(found)


@cache
def technologies() -> dict[str, Technology]:
    found = {}
    for t in _read("technologies.json")["technologies"]:
        where = f"technologies.json {t.get('id')}"
        _need(t["track"] in ORES and t["secondary"] in ORES and t["secondary"] != t["track"],
              where, "track and secondary are two different ores")
        _need(t["type"] in SLOT_TYPES, where, f"type is one of {SLOT_TYPES}")
        _need(len(t["costs"]) == TECH_COPIES[t["level"]], where,
              f"a level-{t['level']} stack holds {TECH_COPIES[t['level']]} copies")
        costs = tuple((p, s) for p, s in t["costs"])
        _need(list(costs) == sorted(costs, key=sum) and all(p >= 1 and s >= 0 for p, s in costs),
              where, "copies are stacked in ascending cost, each costing at least 1 ore")
        found[t["id"]] = Technology(t["id"], t["name"], t["level"], t["track"], t["secondary"],
                                    t["type"], costs, t["text"])
    levels = Counter((t.track, t.level) for t in found.values())
    _need(len(found) == 24 and set(levels.values()) == {2}, "technologies.json",
          "24 tiles: two per level in each of the Gold, Palladium and Osmium columns")
    return found
def tracks() -> dict[str, Any]:
    data = _read("tracks.json")
    market = data["market"]
    _need(set(market["prices"]) == set(MARKET), "tracks.json", f"market tracks are {MARKET}")
    for kind, prices in market["prices"].items():
        _need(prices == sorted(prices, reverse=True) and 0 <= market["start"] < len(prices),
              "tracks.json", f"the {kind} Demand Track falls from left to right")
    _need(set(data["discounts"]) == set(ORES), "tracks.json", "a discount track per ore")
    for ore, spaces in data["discounts"].items():
        _need(sum(bool(s.get("colour")) for s in spaces) == 2, "tracks.json",
              f"the {ore} discount track has 2 coloured spaces (3 tokens, 0 on top)")
    _need(set(data["research"]) == set(TRACKS), "tracks.json", f"research tracks are {TRACKS}")
    for track, spaces in data["research"].items():
        _need(all(set(space) <= REWARDS for space in spaces), "tracks.json",
              f"{track}: rewards are {sorted(REWARDS)}")
        _need(spaces[2] == {"benefit": BENEFITS[track]}, "tracks.json",
              f"{track}: the third space holds its lasting benefit")
    return data


@cache
def events() -> dict[int, EventCard]:
    """The shipped event cards, checked."""
    return load_events(_read("events.json"))


def check_events(data: Any) -> list[str]:
    """Problems with a (possibly edited) event catalog; empty when it can be played."""
    problems = schema_problems(data, _read("events.schema.json"))
    if problems:
        return problems
    cards = data["events"]
    problems = []
    if len(cards) != EVENT_COUNT:
        problems.append(f"the box holds {EVENT_COUNT} event cards, the catalog {len(cards)}")
    for key in ("id", "name"):
        repeated = sorted(str(k) for k, n in Counter(c[key] for c in cards).items() if n > 1)
        if repeated:
            problems.append(f"{key} used twice: {', '.join(repeated)}")
    for card in cards:
        effect = card["effect"]
        if (effect["do"] == "research") != ("track" in effect):
            problems.append(f"event {card['id']}: a research effect, and only one, names a track")
        if effect["amount"] == 0:
            problems.append(f"event {card['id']}: an effect of 0 does nothing")
        if effect["do"] in ("research", "collapse", "restore", "slag") and effect["amount"] < 0:
            problems.append(f"event {card['id']}: {effect['do']} only goes forward")
    return problems


def load_events(data: Any) -> dict[int, EventCard]:
    """A checked event catalog by id; InputError names the first problems."""
    problems = check_events(data)
    if problems:
        raise InputError("event catalog: " + "; ".join(problems))
    return {c["id"]: EventCard(c["id"], c["name"], tuple(c["market"]), c["dragon"],
                               c["effect"]["text"], c["effect"]["do"], c["effect"]["who"],
                               c["effect"].get("track"), c["effect"]["amount"])
            for c in data["events"]}


@cache
def tiles() -> dict[str, dict[str, Any]]:
    found = {t["id"]: t for t in _read("tiles.json")["tiles"]}
    bags = sum(t["count"] for t in found.values() if t["zone"] in ("shallows", "deep")
               and not t.get("start"))
    _need(bags == 40, "tiles.json", "18 Shallows and 22 Deep tiles go into the bags")
    _need(sum(t["count"] for t in found.values() if t["kind"] == "anomaly") == 9, "tiles.json",
          "9 Anomaly tiles")
    for t in found.values():
        _need(set(t.get("cubes", {})) <= set(KINDS), "tiles.json", f"{t['id']}: unknown cube")
    return found
