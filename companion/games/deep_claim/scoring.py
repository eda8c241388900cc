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
    whys: dict[str, dict[str, str]] = field(default_factory=dict)  # name -> ore -> its sentence


def _names(group: list[str]) -> str:
    return group[0] if len(group) == 1 else ", ".join(group[:-1]) + " and " + group[-1]


def _by_count(counts: dict[str, int]) -> list[tuple[int, list[str]]]:
    """(icons, the players showing that many), most first; nobody with none."""
    groups: dict[int, list[str]] = {}
    for name, n in counts.items():
        if n > 0:
            groups.setdefault(n, []).append(name)
    return sorted(groups.items(), reverse=True)


def score_ore(season: int, ore: str, counts: dict[str, int], tie_winner: str | None = None,
              bonus: dict[str, str] | None = None) -> SeasonScore:
    """One ore of a season's chart: VP per player, one line per place, and for each player who
    scores the sentence behind their VP. `bonus[name]` says where extra icons came from ("2
    from bear 23"); `tie_winner` is Sly Foxworth, who "always wins ties"."""
    values = CHART[season][ore]
    bonus = bonus or {}
    result = SeasonScore(season, {name: {ore: 0} for name in counts}, [],
                         {name: {} for name in counts})

    def label(name: str) -> str:
        return f"{name} ({bonus[name]})" if name in bonus else name

    def icons(name: str) -> str:
        n = counts[name]
        return f"{n} icon{'' if n == 1 else 's'}" + (f" ({bonus[name]})" if name in bonus else "")

    def award(name: str, vp: int, why: str) -> None:
        result.points[name][ore] = vp
        if vp:
            result.whys[name][ore] = f"Season {season}: {ore}, {why}"

    place = 0
    groups = _by_count(counts)
    if not groups:
        result.lines.append(f"{ore}: nobody shows a {ore} icon, no points")
    for n, group in groups:
        names = _names([label(g) for g in group])
        pool = values[place:place + len(group)]
        if tie_winner in group and len(group) > 1:
            others = [g for g in group if g != tie_winner]
            first = values[place] if place < len(values) else 0
            rest = values[place + 1:place + len(group)]
            share = sum(rest) // len(others)
            award(tie_winner, first, f"{tie_winner} tied with {_names(others)} on "
                  f"{icons(tie_winner)} and wins the tie (Sly Foxworth), {PLACE_NAMES[place]}")
            for name in others:
                award(name, share, f"{name} tied with {tie_winner} on {icons(name)}; "
                      f"{tie_winner} wins ties (Sly Foxworth), "
                      + (f"{name} {PLACE_NAMES[place + 1]}" if len(others) == 1 else
                         f"the others share {'+'.join(map(str, rest)) or 'nothing'}"))
            after = (f"{others[0]} {PLACE_NAMES[place + 1]}, {share} VP" if len(others) == 1
                     else f"{_names(others)} share {'+'.join(map(str, rest)) or 'no place'}, "
                     f"{share} each")
            result.lines.append(f"{ore}: {names} tie on {n}; Sly Foxworth always wins ties: "
                                f"{tie_winner} {PLACE_NAMES[place]}, {first} VP; {after}")
        elif not pool:
            result.lines.append(f"{ore}: {names} {'has' if len(group) == 1 else 'have'} {n}, "
                                "no place left, 0 VP")
        elif len(group) == 1:
            award(group[0], pool[0], f"{group[0]} {PLACE_NAMES[place]} with {icons(group[0])}")
            result.lines.append(f"{ore}: {names} {PLACE_NAMES[place]} with {n}, {pool[0]} VP")
        else:
            share = sum(pool) // len(group)
            where = "" if place == 0 else f" for {PLACE_NAMES[place]}"
            for name in group:
                award(name, share, f"{name} tied{where} with "
                      f"{_names([g for g in group if g != name])} on {icons(name)}, pool "
                      f"{'+'.join(map(str, pool))} shared {len(group)} ways")
            result.lines.append(f"{ore}: {names} tie{where} on {n}, pool "
                                f"{'+'.join(map(str, pool))}, {share} each")
        place += len(group)
    return result


def score_season(season: int, icons: dict[str, dict[str, int]], tie_winner: str | None = None,
                 bonus: dict[str, dict[str, str]] | None = None) -> SeasonScore:
    """`icons[name][ore]` counts the icons showing on that player's fulfilled contracts (and any
    extra ones, which `bonus[name][ore]` names)."""
    if season not in CHART:
        raise ValueError(f"season {season} does not exist; the game has seasons 1 to 4")
    result = SeasonScore(season, {name: {} for name in icons}, [], {name: {} for name in icons})
    for ore in ORES:
        notes = {name: b[ore] for name, b in (bonus or {}).items() if ore in b}
        part = score_ore(season, ore, {n: c.get(ore, 0) for n, c in icons.items()},
                         tie_winner, notes)
        for name in icons:
            result.points[name][ore] = part.points[name][ore]
            result.whys[name].update(part.whys[name])
        result.lines += part.lines
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


@dataclass(frozen=True)
class EndScore:
    """One player's game-end scoring: the five parts (economy, banked_ore, owls, bears,
    objectives) and their total, a line per part, and each point item with its sentence."""

    parts: dict[str, int]
    lines: list[str]
    items: list[tuple[int, str]]


def score_end(p: EndPosition) -> EndScore:
    economy = (p.coins + p.pickaxes) // 4
    gold, diamond = p.supply.get("gold", 0), p.supply.get("diamond", 0)
    cheap = p.supply.get("coal", 0) + p.supply.get("silver", 0)
    banked = gold + diamond + cheap // 2
    owls = [OWLS[n].score(n, p) for n in p.held_numbers if critter_kind(n) == "owl"]
    bears = BEARS_HELD_VP[min(p.held["bear"], 4)]
    done = [n for n in p.objectives if objective_done(n, p)]
    bonus = sum(objectives()[n]["bonus"] for n in done)
    objective_vp = OBJECTIVES_DONE_VP[min(len(done), 3)] + bonus
    parts = {"economy": economy, "banked_ore": banked, "owls": sum(vp for vp, _ in owls),
             "bears": bears, "objectives": objective_vp}
    parts["total"] = sum(parts.values())
    done_text = f" (objective {', '.join(map(str, sorted(done)))})" if done else ""
    economy_why = (f"economy: {p.coins} coins + {p.pickaxes} pickaxes = "
                   f"{p.coins + p.pickaxes}, divided by 4")
    banked_why = f"banked ore: {gold} gold + {diamond} diamond + {cheap} coal/silver halved"
    bears_why = f"bears: {p.held['bear']} held"
    objectives_why = (f"objectives: {len(done)} of {len(p.objectives)} completed{done_text}, "
                      f"bonus {bonus}")
    owls_why = "; ".join(f"{what}, {vp} VP" for vp, what in owls) or "no owls"
    lines = [f"{why}: {vp} VP" for vp, why in ((economy, economy_why), (banked, banked_why),
                                                (parts["owls"], f"owls: {owls_why}"),
                                                (bears, bears_why),
                                                (objective_vp, objectives_why))]
    items = [(economy, economy_why), (banked, banked_why), *owls, (bears, bears_why),
             (objective_vp, objectives_why)]
    return EndScore(parts, lines, [(vp, f"Game end, {why}") for vp, why in items if vp])
