"""The endgame scoring of a played game, itemised, and the winner.

The milestone majorities and the personal categories the score pad also scores are computed by
scoring.py from the players' figures (one home for those rules); this module adds what the
engine knows and a score pad has to be told: level-4 tiles ("each Level 4 tile is worth a minimum
of 1 VP on its own", plus its effect), Secure Cargo Hold, Restoration Hub (the better of its two
choices, as a careful player takes), the Trench and Deep tiles under facilities (Sunken City: 2
plus half the owner's upkeep, rounded down; Volcanic Pool and Mushroom Colony: 2; the Unstable
Vent: +1 per yellow spot, -1 per red), Green Tide (1 per Shelf with Kelp no opponent controls),
the Planet Cracker (2 VP per 3 facilities in play) and the Depth Dragon (+1 per green or
uncoloured side at the player's facilities, at most 4; -1 per red side, at most 2).
Mobile Dwellings makes Crawlers count as structures in the majorities.
"""

from typing import Any

from companion.games.deep_shelf import catalog, economy, endgame, research, scoring, tiebreak
from companion.games.deep_shelf.board import Facts
from companion.games.deep_shelf.cubes import ORES, TRACKS, count
from companion.games.deep_shelf.events import Scored
from companion.games.deep_shelf.sheet import PlayerSheet
from companion.games.deep_shelf.state import State

CATEGORIES = {  # scoring.Breakdown's fields, in the rulebook's words, with the player's figure
    "shallows": lambda s: f"Most structures in the Shallows (7/3/1): {s.shallows}",
    "deep": lambda s: f"Most structures in the Deep and Trench (10/4/2): {s.deep}",
    "explorer": lambda s: "Deep Explorer token" + ("" if s.deep_explorer else ": not held"),
    "tech": lambda s: "Most Technology Tiles in the Gold, Palladium and Osmium tracks: "
                      + "/".join(map(str, s.tech_tiles)),
    "research": lambda s: "Highest on the Ecology, Mineralogy and Zoology tracks (2/1): "
                          + "/".join(map(str, s.research)),
    "credits": lambda s: f"1 VP for every 5 Credits: {s.credits} Credits",
    "refined_ore": lambda s: f"1.5 VP per Refined Ore in Surface Storage, rounded down: "
                             f"{s.refined_ore}",
    "markers": lambda s: f"Victory point markers reached on the Research Tracks: "
                         f"{s.research_vp_markers}",
    "anomalies": lambda s: "Sets of Anomaly Tokens (1/3/4): stacks of "
                           + (", ".join(map(str, s.anomaly_stacks)) or "none"),
}
TILE_VP = {"volcanic-pool": (2, "Volcanic Pool"),
           "mushroom-colony": (2, "Submerged Mushroom Colony")}
DRAGON_GOOD, DRAGON_BAD = 4, 2
MOBILE_DWELLINGS = 3


def sheet(state: State, seat: int, facts: Facts) -> PlayerSheet:
    player = state.players[seat]
    crawlers = facts.crawlers if player.has("mobile-dwellings") else {}
    deep_zones = ("deep", "trench")
    return PlayerSheet(
        name=player.name,
        shallows=facts.structures.get("shallows", 0) + crawlers.get("shallows", 0),
        deep=sum(facts.structures.get(z, 0) + crawlers.get(z, 0) for z in deep_zones),
        deep_explorer=state.explorer == seat,
        tech_tiles=tuple(sum(1 for t in player.techs if catalog.technologies()[t].track == ore)
                         for ore in ORES),
        research=tuple(player.research[t] for t in TRACKS),
        research_vp_markers=research.markers(state, seat),
        credits=player.credits,
        refined_ore=count(player.storage, ORES),
        anomaly_stacks=tuple(len(stack) for stack in player.anomalies if stack),
        other_vp=0)


def extras(state: State, seat: int, facts: Facts) -> list[tuple[int, str, str]]:
    """The engine's own endgame items: (vp, source, why)."""
    player = state.players[seat]
    items = []
    for tech in player.techs:
        info = catalog.technologies()[tech]
        if info.level == 4:
            vp, why = _level4(state, seat, tech, facts)
            items.append((1 + vp, "technology", f"{info.name}: 1 as a level-4 tile, {why}"))
    if player.has("secure-cargo-hold"):
        items.append((facts.cargo_ore, "technology",
                      f"Secure Cargo Hold: {facts.cargo_ore} non-Slag Ore in the Submarine"))
    if player.has("restoration-hub"):
        left = endgame.collapse_space(len(state.players)) - state.exploitation
        items.append((max(2, left), "technology", f"Restoration Hub: the better of 2 VP and "
                      f"{left} spaces left on the Exploitation Track"))
    items += _tiles(state, seat, facts)
    if player.faction == "living-ocean" and player.count("super"):
        items.append((facts.kelp_shelves, "green-tide", f"Green Tide Project: "
                      f"{facts.kelp_shelves} Shelves with Kelp no opponent controls"))
    if player.faction == "cogent" and player.count("super"):
        built = sum(player.built.values())
        items.append((2 * (built // 3), "planet-cracker",
                      f"Planet Cracker: 2 VP per 3 facilities in play ({built})"))
    green, plain, red = facts.dragon
    if green or plain or red:
        vp = min(DRAGON_GOOD, green + plain) - min(DRAGON_BAD, red)
        items.append((vp, "dragon", f"Depth Dragon: {green + plain} green or uncoloured and "
                      f"{red} red sides at the player's facilities"))
    return items


def _level4(state: State, seat: int, tech: str, facts: Facts) -> tuple[int, str]:
    player = state.players[seat]
    if tech == "systems-hub":
        return len(player.techs), f"{len(player.techs)} tiles on the Submarine Board"
    if tech == "auto-surveyors":
        return facts.ore_shelves, f"{facts.ore_shelves} occupied ore Shelves"
    if tech == "metallurgy-dept":
        ore = economy.ore_in_storage(player)
        return ore, f"{ore} Ore in Surface Storage"
    if tech == "science-dept":
        tokens = sum(len(stack) for stack in player.anomalies)
        return 2 * tokens, f"2 per Anomaly Token stored ({tokens})"
    if tech == "mobile-dwellings":
        return MOBILE_DWELLINGS, f"{MOBILE_DWELLINGS} VP"
    crawlers = sum(facts.crawlers.values())
    return crawlers + facts.tubes // 2, f"{crawlers} Crawlers and {facts.tubes} Tubes"


def _tiles(state: State, seat: int, facts: Facts) -> list[tuple[int, str, str]]:
    items = []
    for tile in facts.trench:
        if tile == "sunken-city":
            upkeep = economy.upkeep(state, seat)
            items.append((2 + upkeep // 2, "tiles", f"Sunken City: 2 plus half the upkeep of "
                          f"{upkeep}"))
        elif tile in TILE_VP:
            vp, title = TILE_VP[tile]
            items.append((vp, "tiles", f"{title} under the player's facility"))
    if facts.vent_yellow or facts.vent_red:
        items.append((facts.vent_yellow - facts.vent_red, "tiles", f"Unstable Vent: "
                      f"{facts.vent_yellow} yellow and {facts.vent_red} red spots at facilities"))
    return items


def score(state: State) -> dict[str, Any]:
    facts = [state.board.facts(seat) for seat in state.seats]
    sheets = [sheet(state, seat, facts[seat]) for seat in state.seats]
    shared = scoring.score(sheets)
    players = []
    for seat, player in enumerate(state.players):
        row = shared[player.name].as_json()
        items = [[row[key], key, why(sheets[seat])] for key, why in CATEGORIES.items()]
        items += [list(item) for item in extras(state, seat, facts[seat])]
        players.append({"items": items, "total": sum(item[0] for item in items)})
    ore = [f.ore_controlled for f in facts]
    left = [sum(economy.faction(p).facilities[k].count for k in catalog.FACILITIES)
            - sum(p.built.values()) for p in state.players]
    return {"players": players, "ore_controlled": ore, "facilities_left": left,
            "winners": tiebreak.winners([p["total"] for p in players], ore, left)}


def finish(state: State, events: list) -> None:
    state.final = score(state)
    names = [state.players[s].name for s in state.final["winners"]]
    totals = ", ".join(f"{p.name} {row['total']}" for p, row in
                       zip(state.players, state.final["players"], strict=True))
    events.append(Scored(None, f"Final scores: {totals}. {' and '.join(names)} "
                         f"win{'s' if len(names) == 1 else ''}."))
