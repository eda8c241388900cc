"""The state as plain JSON: the full snapshot, or what one seat may see."""

from companion.games.deep_claim.actions import action_to_json
from companion.games.deep_claim.state import State

HIDDEN = "hidden"


def snapshot(state: State, seat: int | None, full: bool = False) -> dict:
    players = []
    for index, p in enumerate(state.players):
        own = full or index == seat
        players.append({
            "name": p.name, "coins": p.coins, "pickaxes": p.pickaxes, "vp": p.vp,
            "supply": dict(p.supply),
            "hand": sorted(p.hand) if own else len(p.hand),  # else digs could be deduced
            "contracts": sorted(p.contracts) if own else len(p.contracts),
            "fulfilled": list(p.fulfilled), "critters": list(p.critters),
            "recruited": list(p.recruited), "discarded": list(p.discarded),
            "veins": list(p.veins),
            "objectives": list(p.objectives) if own else len(p.objectives),
            "magnate": p.magnate, "magnate_offer": list(p.magnate_offer) if own else [],
            "quota": p.quota, "deployed": p.deployed, "boosts": dict(p.boosts),
        })
    locations = []
    for index, loc in enumerate(state.locations):
        face_up = full or (state.phase == "mine" and index < state.revealed)
        locations.append({
            "mine": loc.mine, "cells": list(loc.cells), "veins": list(loc.veins),
            "display": list(loc.display),
            "bids": [{"seat": s, "card": c, "order": -o} for o, _, s, c in loc.bids],
            "digs": [{"seat": s, "card": c if face_up or s == seat else HIDDEN}
                     for _, _, s, c in loc.digs],
        })
    data = {
        "season": state.season, "phase": state.phase, "first": state.first,
        "waiting": list(state.queue[0]) if state.queue else None,
        "players": players, "locations": locations, "draft": sorted(state.draft),
        "deck_sizes": {k: len(v) for k, v in state.decks.items()},
        "season_scores": state.season_scores, "final": state.final,
    }
    if full:
        data["setup"] = {"names": [p.name for p in state.players], "seed": state.seed,
                         "objectives": state.objectives_module,
                         "magnates": state.magnates_module}
        data["log"] = [action_to_json(a) for a in state.log]
        data["queue"] = [list(d) for d in state.queue]
        data["decks"] = {k: list(v) for k, v in state.decks.items()}
        data["discards"] = {k: list(v) for k, v in state.discards.items()}
        data["seq"], data["shuffles"] = state.seq, state.shuffles
    return data
