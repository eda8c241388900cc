"""Season scoring (the chart) and game-end scoring, each as a breakdown with readable lines.

Ties: "Pool the first- and second-place values and split them evenly among the tied players,
rounding down." Generalised as the CLI contract says: tied players pool the values of the places
they occupy (places beyond the chart are worth 0). A player with no icon of an ore takes no place.
Sly Foxworth "always wins ties": in a tied group he takes the group's first place alone and the
others share the places after it.
"""

from dataclasses import dataclass, field

from companion.games.deep_claim.catalog import ORES, critter_kind, objectives
from companion.games.deep_claim.owls import OWLS
from companion.games.deep_claim.tally import EndPosition

CHART = {  # season -> ore -> place values
    1: {"coal": (2,), "silver": (4, 2), "gold": (5, 2), "diamond": (3, 1)},
    2: {"coal": (3,), "silver": (4, 2), "gold": (5, 2), "diamond": (4, 2)},
    3: {"coal": (4,), "silver": (4, 2), "gold": (6, 3), "diamond": (6, 3)},
    4: {"coal": (5,), "silver": (4, 2), "gold": (6, 3), "diamond": (10, 5)},
}
BEARS_HELD_VP = (0, 1, 3, 7, 12)
OBJECTIVES_DONE_VP = (0, 2, 5, 9)
PLACE_NAMES = ("first", "second", "third", "fourth")


@dataclass
class SeasonScore:
    season: int
    points: dict[str, dict[str, int]]  # name -> ore -> VP, plus "total"
    lines: list[str] = field(default_factory=list)


def _names(group: list[str]) -> str:
    return group[0] if len(group) == 1 else ", ".join(group[:-1]) + " and " + group[-1]


def _ranked_groups(counts: dict[str, int], tie_winner: str | None) -> list[list[str]]:
    by_count: dict[int, list[str]] = {}
    for name, n in counts.items():
        if n > 0:
            by_count.setdefault(n, []).append(name)
    groups = []
    for n in sorted(by_count, reverse=True):
        group = by_count[n]
        if tie_winner in group and len(group) > 1:
            groups.append([tie_winner])
            group = [g for g in group if g != tie_winner]
        groups.append(group)
    return groups


def score_ore(season: int, ore: str, counts: dict[str, int], tie_winner: str | None = None
              ) -> tuple[dict[str, int], list[str]]:
    """VP per player for one ore this season, and one sentence per place."""
    values = CHART[season][ore]
    points = dict.fromkeys(counts, 0)
    lines = []
    place = 0
    groups = _ranked_groups(counts, tie_winner)
    if not groups:
        return points, [f"{ore}: nobody shows a {ore} icon, no points"]
    for group in groups:
        n = counts[group[0]]
        pool = values[place:place + len(group)]
        if not pool:
            lines.append(f"{ore}: {_names(group)} {'has' if len(group) == 1 else 'have'} {n}, "
                         "no place left, 0 VP")
        elif len(group) == 1:
            points[group[0]] = pool[0]
            lines.append(f"{ore}: {group[0]} {PLACE_NAMES[place]} with {n}, {pool[0]} VP")
        else:
            share = sum(pool) // len(group)
            for name in group:
                points[name] = share
            where = "" if place == 0 else f" for {PLACE_NAMES[place]}"
            lines.append(f"{ore}: {_names(group)} tie{where} on {n}, pool "
                         f"{'+'.join(map(str, pool))}, {share} each")
        place += len(group)
    return points, lines


def score_season(season: int, icons: dict[str, dict[str, int]], tie_winner: str | None = None
                 ) -> SeasonScore:
    """`icons[name][ore]` counts the icons showing on that player's fulfilled contracts."""
    if season not in CHART:
        raise ValueError(f"season {season} does not exist; the game has seasons 1 to 4")
    result = SeasonScore(season, {name: {} for name in icons})
    for ore in ORES:
        points, lines = score_ore(season, ore, {n: c.get(ore, 0) for n, c in icons.items()},
                                  tie_winner)
        for name, vp in points.items():
            result.points[name][ore] = vp
        result.lines += lines
    for entry in result.points.values():
        entry["total"] = sum(entry[o] for o in ORES)
    return result


def objective_done(number: int, p: EndPosition) -> bool:
    icons, sizes, recruited = p.icons, p.sizes, p.recruited
    checks = {
        1: sizes[3] >= 3, 2: all(icons[o] >= 2 for o in ORES), 3: len(p.critters) >= 8,
        4: icons["diamond"] >= 3, 5: len(p.fulfilled) >= 7, 6: icons["silver"] >= 6,
        7: icons["gold"] >= 5, 8: all(recruited[k] >= 2 for k in ("bear", "beaver", "owl")),
        9: recruited["bear"] >= 3, 10: recruited["owl"] >= 3,
        11: all(sizes[s] >= 1 for s in (1, 2, 3)), 12: icons["coal"] >= 7,
        13: recruited["beaver"] >= 4, 14: p.vein_tiles >= 4, 15: sum(p.supply.values()) >= 5,
        16: sizes[2] >= 4,
    }
    return checks[number]


def score_end(p: EndPosition) -> tuple[dict[str, int], list[str]]:
    """The game-end table for one player: parts (economy, banked_ore, owls, bears, objectives,
    total of those five) and one line per part."""
    economy = (p.coins + p.pickaxes) // 4
    gold, diamond = p.supply.get("gold", 0), p.supply.get("diamond", 0)
    cheap = p.supply.get("coal", 0) + p.supply.get("silver", 0)
    banked = gold + diamond + cheap // 2
    owls = {n: OWLS[n].score(n, p) for n in p.held_numbers if critter_kind(n) == "owl"}
    bears = BEARS_HELD_VP[min(p.held["bear"], 4)]
    done = [n for n in p.objectives if objective_done(n, p)]
    bonus = sum(objectives()[n]["bonus"] for n in done)
    objective_vp = OBJECTIVES_DONE_VP[min(len(done), 3)] + bonus
    parts = {"economy": economy, "banked_ore": banked, "owls": sum(v for v, _ in owls.values()),
             "bears": bears, "objectives": objective_vp}
    parts["total"] = sum(parts.values())
    owl_text = "; ".join(line for _, line in owls.values()) or "no owls"
    done_text = f" (objective {', '.join(map(str, sorted(done)))})" if done else ""
    lines = [
        f"economy: {p.coins} coins + {p.pickaxes} pickaxes = {p.coins + p.pickaxes}, "
        f"divided by 4: {economy} VP",
        f"banked ore: {gold} gold + {diamond} diamond + {cheap} coal/silver halved: {banked} VP",
        f"owls: {owl_text}: {parts['owls']} VP",
        f"bears: {p.held['bear']} held: {bears} VP",
        f"objectives: {len(done)} of {len(p.objectives)} completed{done_text}, bonus {bonus}: "
        f"{objective_vp} VP",
    ]
    return parts, lines
