"""What must hold on the Ocean Expanse after every action (invariants.py gathers these with the
rest of the game's): every cube accounted for, dice above 0, one facility per Shelf, one Tube per
space, Shelves within their 4 cubes and units within their carry capacity, nothing under Void
Space tiles or beneath the dragon."""

from companion.games.deep_shelf import supply
from companion.games.deep_shelf.build import PIECES
from companion.games.deep_shelf.cubes import KINDS, Pile, add, count
from companion.games.deep_shelf.ocean import SHELF_LIMIT, OceanBoard
from companion.games.deep_shelf.ocean_rules import CRAWLER_CARRY, carry
from companion.games.deep_shelf.state import State


def in_play(state: State) -> Pile:
    """Every cube out of the supply: Surface Storage, the board, the discount tracks."""
    b: OceanBoard = state.board
    found: Pile = {}
    piles = [p.storage for p in state.players] + list(b.cubes.values()) + b.cargo + [
        load for mine in b.crawlers for _, load in mine]
    piles.append(supply.on_tracks(state.discounts, len(state.players)))
    for pile in piles:
        for kind, n in pile.items():
            add(found, kind, n)
    return found


def problems(state: State) -> list[str]:
    b: OceanBoard = state.board
    found = []
    out = in_play(state)
    for kind in KINDS:
        if out.get(kind, 0) + state.supply.get(kind, 0) != supply.BOX[kind]:
            found.append(f"cubes: {out.get(kind, 0)} {kind} in play and "
                         f"{state.supply.get(kind, 0)} in the supply, not {supply.BOX[kind]}")
    found += [f"die {n} on shelf {s}" for s, n in b.dice.items() if n <= 0]
    for shelf, here in b.facilities.items():
        mobile = [f for f in here if f[1] == "extractor"
                  and state.players[f[0]].faction == "mobius"]
        if len(here) > 2 or (len(here) == 2 and len(mobile) != 1) or not here:
            found.append(f"facilities {here} on shelf {shelf}")
    edges = set(b.map.edges())
    shown = b.in_play()
    for space in b.tubes:
        if space not in edges or not set(space) <= shown:
            found.append(f"a Tube on {space}, no Tube Network space in play")
    for seat in state.seats:
        if sum(1 for owner in b.tubes.values() if owner == seat) > PIECES["tube"]:
            found.append(f"seat {seat} has more than {PIECES['tube']} Tubes")
        if len(b.crawlers[seat]) > PIECES["crawler"]:
            found.append(f"seat {seat} has more than {PIECES['crawler']} Crawlers")
        if state.players[seat].faction and count(b.cargo[seat]) > carry(state, seat, "sub"):
            found.append(f"seat {seat}'s Cargo Hold holds {b.cargo[seat]}")
        found += [f"seat {seat}'s Crawler holds {load}" for _, load in b.crawlers[seat]
                  if count(load) > CRAWLER_CARRY]
        for unit, shelf in b.units(seat):
            if shelf not in shown or shelf == b.dragon:
                found.append(f"seat {seat}'s {unit} on shelf {shelf}")
    found += [f"{pile} on shelf {s}" for s, pile in b.cubes.items()
              if not pile or count(pile) > SHELF_LIMIT or s not in shown]
    found += [f"a facility on shelf {s}" for s in b.facilities if s not in shown or s == b.dragon]
    return found
