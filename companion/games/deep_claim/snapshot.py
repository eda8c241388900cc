"""The whole state as plain JSON (`Game.to_json`): hidden information included, with the set-up
and the action log a snapshot is replayed from."""

from companion.games.deep_claim.actions import action_to_json
from companion.games.deep_claim.state import State


def snapshot(state: State) -> dict:
    players = [{
        "name": p.name, "coins": p.coins, "pickaxes": p.pickaxes, "vp": p.vp,
        "supply": dict(p.supply), "hand": sorted(p.hand), "contracts": sorted(p.contracts),
        "fulfilled": list(p.fulfilled), "critters": list(p.critters),
        "recruited": list(p.recruited), "discarded": list(p.discarded), "veins": list(p.veins),
        "objectives": list(p.objectives), "magnate": p.magnate,
        "magnate_offer": list(p.magnate_offer), "quota": p.quota, "deployed": p.deployed,
        "boosts": [list(boost) for boost in p.boosts],
        "points": [[item.vp, item.source, item.why] for item in p.points],
    } for p in state.players]
    locations = [{
        "mine": loc.mine, "cells": list(loc.cells), "veins": list(loc.veins),
        "display": list(loc.display),
        "bids": [bid._asdict() for bid in loc.bids],
        "digs": [dig._asdict() for dig in loc.digs],
    } for loc in state.locations]
    return {
        "setup": {"names": [p.name for p in state.players], "seed": state.seed,
                  "objectives": state.objectives_module, "magnates": state.magnates_module,
                  "first": state.first_player},
        "season": state.season, "phase": state.phase, "first": state.first,
        "players": players, "locations": locations, "draft": sorted(state.draft),
        "queue": [_decision(d) for d in state.queue],
        "decks": {k: list(v) for k, v in state.decks.items()},
        "discards": {k: list(v) for k, v in state.discards.items()},
        "seq": state.seq, "shuffles": state.shuffles,
        "season_scores": state.season_scores, "final": state.final,
        "log": [action_to_json(a) for a in state.log],
    }


def _decision(decision) -> dict:
    data = decision._asdict()
    data["beavers"] = list(decision.beavers)
    return data
