"""After the chart is scored (score.py): clearing the mountain and setting up the next season,
or the game end with its scoring.

"Highest total wins. If two players tie, the one with more fulfilled contracts takes it - and if
that ties too, the mountain provided for you both."
"""

from companion.games.deep_claim import deploy
from companion.games.deep_claim.catalog import contracts
from companion.games.deep_claim.events import EndScored, Event, GameWon
from companion.games.deep_claim.scoring import score_end
from companion.games.deep_claim.setup import CRITTER_SLOTS, deal_season
from companion.games.deep_claim.state import Player, State
from companion.games.deep_claim.tally import EndPosition

SEASONS = 4


def end(state: State, events: list[Event]) -> None:
    """"Then clear the mountain ... advance the round marker ... pass the hammer clockwise";
    after the fourth season, the game end."""
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
        scored = score_end(end_position(p))
        for vp, why in scored.items:
            p.award(vp, "game-end", why)
        final[p.name] = {"parts": scored.parts, "lines": scored.lines, "total": p.vp}
        events += [EndScored(seat, line) for line in scored.lines]
    best = max((p.vp, len(p.fulfilled)) for p in state.players)
    winners = [seat for seat, p in enumerate(state.players) if (p.vp, len(p.fulfilled)) == best]
    state.final = {"players": final, "winners": [state.players[s].name for s in winners]}
    events.append(GameWon(winners=tuple(winners), vp=best[0]))
