"""Facts that hold after every action of any game, checked by the random-play driver and the
property tests: tracks in 0..15, at most 10 ore, at most 8 miners placed this season, the VP
items adding up to the VP track, every card and tile somewhere exactly once, each player's
seven action cards in hand or on the table, VP never going down."""

from collections import Counter

from companion.games.deep_claim.catalog import contracts, critters, mines, vein_tiles
from companion.games.deep_claim.mine import MINERS_EACH
from companion.games.deep_claim.state import SUPPLY_CAP, TRACK_CAP, State


def _kind(item: str) -> tuple[str, int]:
    kind, number = item.split(":")
    return kind, int(number)


def problems(state: State, before: State | None = None) -> list[str]:
    found = []
    for seat, p in enumerate(state.players):
        who = f"{p.name}"
        if not (0 <= p.coins <= TRACK_CAP and 0 <= p.pickaxes <= TRACK_CAP):
            found.append(f"{who}: tracks at {p.coins} coins, {p.pickaxes} pickaxes")
        if p.ore_total() > SUPPLY_CAP or min(p.supply.values()) < 0:
            found.append(f"{who}: supply {p.supply}")
        miners = sum(loc.cells.count(seat) for loc in state.locations)
        if miners > MINERS_EACH:
            found.append(f"{who}: {miners} miners on the mountain this season")
        if sum(item.vp for item in p.points) != p.vp or not all(i.why for i in p.points):
            found.append(f"{who}: VP track {p.vp}, items {[i.vp for i in p.points]}")
        table = [card for card, _ in state.deployed(seat)]
        if sorted(p.hand + table) != list(range(7)):
            found.append(f"{who}: action cards hand {p.hand} + table {table}")
        if before is not None and p.vp < before.players[seat].vp:
            found.append(f"{who}: VP fell from {before.players[seat].vp} to {p.vp}")
        if Counter(p.critters) != Counter(p.recruited) - Counter(p.discarded):
            found.append(f"{who}: holds {p.critters}, recruited {p.recruited}, discarded "
                         f"{p.discarded}")
    found += _conserved(state)
    return found


def _conserved(state: State) -> list[str]:
    items = Counter(state.decks["mixed"] + state.discards["mixed"])
    items.update(i for loc in state.locations for i in loc.display if i is not None)
    held_contracts = Counter(state.decks["contracts"] + state.discards["contracts"] + state.draft)
    for kind, number in (_kind(i) for i in list(items.elements())):
        if kind == "contract":
            held_contracts[number] += 1
    for p in state.players:
        held_contracts.update(p.contracts + p.fulfilled)
    held_critters = Counter(n for i in items.elements() for k, n in [_kind(i)] if k == "critter")
    for p in state.players:
        held_critters.update(p.critters)
    veins = Counter(state.decks["veins"] + state.discards["veins"])
    veins.update(t for loc in state.locations for t in loc.veins if t is not None)
    for p in state.players:
        veins.update(p.veins)
    mine_cards = Counter(state.decks["mines"] + state.discards["mines"])
    mine_cards.update(loc.mine for loc in state.locations if loc.mine is not None)
    found = []
    for what, seen, catalog in (("contract", held_contracts, contracts()),
                                ("critter", held_critters, critters()),
                                ("vein tile", veins, vein_tiles()), ("mine", mine_cards, mines())):
        if seen != Counter(catalog.keys()):
            wrong = sorted(set(seen) ^ set(catalog) | {n for n in seen if seen[n] != 1})
            found.append(f"{what}s not each in one place: {wrong[:5]}")
    return found
