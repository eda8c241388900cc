"""Phase VI, Score: "Take each ore in turn - coal, then silver, then gold, then diamond. For
that ore, every player counts the icons showing on all of their fulfilled contracts ... The
player with the most icons scores the first place value ... the second most scores the second
place value, where the chart shows one."

Before the chart is scored, in turn order, each player who may change their count does so:
bears 23 and 25 ("Count as having 2 more icons of one ore (not diamond)", "1 more diamond
icon", phase VI) and Sly Foxworth ("In scoring, counts as having 1 additional ore icon of his
choice", once a season, `ExtraIcon`); `Done` ends that player's turn. A player with nothing to
decide is passed at once. Every VP scored goes on the track with its sentence.
"""

from companion.errors import IllegalMove
from companion.games.deep_claim import bears
from companion.games.deep_claim.actions import Done, ExtraIcon, UseBear
from companion.games.deep_claim.beavers import icons
from companion.games.deep_claim.catalog import ORES
from companion.games.deep_claim.economy import MAGNATES, has_magnate
from companion.games.deep_claim.events import Event, IconsAdded, OreScored
from companion.games.deep_claim.scoring import score_season
from companion.games.deep_claim.state import Boost, Decision, Player, State
from companion.games.deep_claim.steps import Answer, Step, decline, refuse

SLY = "In scoring, counts as having 1 additional ore icon of his choice"


def start(state: State) -> None:
    state.phase = "score"
    state.queue += [Decision("score", seat) for seat in state.turn_order()]


def season_icons(p: Player) -> dict[str, int]:
    counts = icons(p)
    for boost in p.boosts:
        counts[boost.ore] += boost.count
    return {ore: counts[ore] for ore in ORES}


def _bonus(p: Player) -> dict[str, str]:
    """Where each ore's extra icons come from: {"gold": "2 from bear 23"}."""
    notes: dict[str, list[str]] = {}
    for boost in p.boosts:
        notes.setdefault(boost.ore, []).append(f"{boost.count} from {boost.source}")
    return {ore: ", ".join(parts) for ore, parts in notes.items()}


def tie_winner(state: State) -> str | None:
    """Sly Foxworth "always wins ties"."""
    return next((p.name for p in state.players if p.magnate == MAGNATES["Sly Foxworth"]), None)


def chart(state: State, events: list[Event]) -> None:
    """Scores this season's chart, each VP with its sentence."""
    result = score_season(state.season, {p.name: season_icons(p) for p in state.players},
                          tie_winner(state), {p.name: _bonus(p) for p in state.players})
    for p in state.players:
        for ore in ORES:
            p.award(result.points[p.name][ore], "chart", result.whys[p.name].get(ore, ""))
        p.boosts = []
    state.season_scores.append({"season": state.season, "points": result.points,
                                "lines": result.lines})
    events += [OreScored(season=state.season, ore=line.split(":")[0], line=line)
               for line in result.lines]


# -- Sly Foxworth's extra icon ------------------------------------------------------------------
def is_sly(state: State, decision: Decision, action: ExtraIcon) -> IllegalMove | None:
    if not has_magnate(state, action.seat, "Sly Foxworth"):
        return refuse("magnate", f"{state.players[action.seat].name} is not Sly Foxworth", SLY)
    return None


def once_a_season(state: State, decision: Decision, action: ExtraIcon) -> IllegalMove | None:
    p = state.players[action.seat]
    if p.ability_used:
        return refuse("magnate", f"{p.name} has named his extra icon this season", SLY)
    return None


def an_ore(state: State, decision: Decision, action: ExtraIcon) -> IllegalMove | None:
    if action.ore not in ORES:
        return refuse("ore", f"{action.ore} is not an ore; the ores are {', '.join(ORES)}", SLY)
    return None


def extra_icon(state: State, action: ExtraIcon, events: list[Event]) -> None:
    p = state.players[action.seat]
    p.boosts.append(Boost(action.ore, 1, "Sly Foxworth"))
    p.ability_used = True
    events.append(IconsAdded(action.seat, action.ore, 1, "Sly Foxworth"))


def _candidates(state: State, decision: Decision) -> list:
    return ([Done(decision.seat)] + bears.held_candidates(state, decision.seat, (23, 25))
            + [ExtraIcon(decision.seat, o) for o in ORES])


SCORE = Step("count extra icons or score", _candidates, {
    Done: Answer((), decline),
    UseBear: Answer(bears.USE_RULES, bears.use),
    ExtraIcon: Answer((is_sly, once_a_season, an_ore), extra_icon)})
