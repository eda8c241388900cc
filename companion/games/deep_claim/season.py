"""Phase VI, Score, then clearing the mountain and setting up the next season, or the game end.

"Highest total wins. If two players tie, the one with more fulfilled contracts takes it - and if
that ties too, the mountain provided for you both."
"""

from companion.games.deep_claim import deploy
from companion.games.deep_claim.beavers import icons
from companion.games.deep_claim.catalog import ORES, contracts
from companion.games.deep_claim.economy import MAGNATES
from companion.games.deep_claim.events import EndScored, Event, GameWon, OreScored
from companion.games.deep_claim.scoring import score_end, score_season
from companion.games.deep_claim.setup import CRITTER_SLOTS, deal_season
from companion.games.deep_claim.state import Player, State
from companion.games.deep_claim.tally import EndPosition

SEASONS = 4


def season_icons(p: Player) -> dict[str, int]:
    counts = icons(p)
    return {ore: counts[ore] + p.boosts.get(ore, 0) for ore in ORES}


def tie_winner(state: State) -> str | None:
    """Sly Foxworth "always wins ties"."""
    return next((p.name for p in state.players if p.magnate == MAGNATES["Sly Foxworth"]), None)


def score(state: State, events: list[Event]) -> None:
    result = score_season(state.season, {p.name: season_icons(p) for p in state.players},
                          tie_winner(state))
    for p in state.players:
        p.vp += result.points[p.name]["total"]
        p.boosts = {}
    state.season_scores.append({"season": state.season, "points": result.points,
                                "lines": result.lines})
    events += [OreScored(season=state.season, ore=line.split(":")[0], line=line)
               for line in result.lines]
    clear_mountain(state)
    if state.season == SEASONS:
        end_game(state, events)
        return
    state.season += 1
    state.first = (state.first + 1) % len(state.players)
    deal_season(state, events)
    deploy.start(state)


def clear_mountain(state: State) -> None:
    """"Retrieve every miner, discard the cards left unbought at each location, and discard any
    vein tile nobody surrounded.\""""
    for loc in state.locations:
        for slot, item in enumerate(loc.display):
            if item is None:
                continue
            if slot < CRITTER_SLOTS:
                state.discards["mixed"].append(item)
            else:
                state.discards["contracts"].append(int(item.split(":")[1]))
            loc.display[slot] = None
        state.discards["veins"] += [t for t in loc.veins if t is not None]
        loc.veins = [None] * 4
        if loc.mine is not None:
            state.discards["mines"].append(loc.mine)
        loc.mine = None


def end_position(p: Player) -> EndPosition:
    return EndPosition(p.coins, p.pickaxes, dict(p.supply),
                       [contracts()[n]["icons"] for n in p.fulfilled], list(p.recruited),
                       list(p.discarded), len(p.veins), list(p.objectives))


def end_game(state: State, events: list[Event]) -> None:
    state.phase = "over"
    final = {}
    for seat, p in enumerate(state.players):
        parts, lines = score_end(end_position(p))
        p.vp += parts["total"]
        final[p.name] = {"parts": parts, "lines": lines, "total": p.vp}
        events += [EndScored(seat, line) for line in lines]
    best = max((p.vp, len(p.fulfilled)) for p in state.players)
    winners = [seat for seat, p in enumerate(state.players) if (p.vp, len(p.fulfilled)) == best]
    state.final = {"players": final, "winners": [state.players[s].name for s in winners]}
    events.append(GameWon(winners=tuple(winners), vp=best[0]))
