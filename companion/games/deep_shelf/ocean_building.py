"""Building on the board: where a facility may stand, what it costs there, the Build action's
steps (Tubes and Crawlers themselves: ocean_pieces.py; the powers trading a Crawler:
ocean_powers.py).

Rulebook, "Build Action": "build up to 1 facility on an explored Shelf that is connected to the
active player's Tube Network" ("a Tube Network leading from their starting Dock to the Shelf");
"The Build action may only be taken on a Shelf that does not contain any other facilities, and is
not part of an opponent's Dock. The Shelf must also be free of any opponent's units, unless the
active player also has a unit there"; "A player that builds a facility adjacent to an opponent
pays the reduced price (in orange) if applicable, and places 1 Slag on that opponent's adjacent
Shelf ... If there are multiple valid options, the builder gets to choose"; Smokers take 3 (Deep:
4) Credits off, single use; the Unstable Vent: "No player may build on this Shelf"; High Density
Hull for the Deep and Trench; then "up to 2 (total) Tubes and/or Crawlers" (Powerformers: "in any
order"). Prefabrication builds "on Shelves that contain your units, even if they are not
connected"; the Acceleration Loop, "For an additional 2 Credits ... on a Shelf that contains a
Mobius unit, even if it is not connected"; Deep Build "on an explored Shelf adjacent to any of your
Tubes".

Reading: nothing is built on the Depth Dragon's Shelf.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import ports
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.events import Built
from companion.games.deep_shelf.ocean_actions import (
    Build,
    Crawler,
    Load,
    Retrofit,
    Tube,
)
from companion.games.deep_shelf.ocean_moves import handle
from companion.games.deep_shelf.ocean_pieces import (
    lay,
    load_candidates,
    piece_candidates,
    refuse_load,
    refuse_piece,
)
from companion.games.deep_shelf.ocean_rules import (
    DEEP,
    HULL,
    HULL_QUOTE,
    board,
    gain_onto,
    shelf_name,
    valid_shelf,
)
from companion.games.deep_shelf.state import State

LOOP_SURCHARGE = 2
SITE_QUOTE = ("The Build action may only be taken on a Shelf that does not contain any other "
              "facilities, and is not part of an opponent's Dock.")

def opponents_next_to(state: State, seat: int, shelf: int) -> list[int]:
    """Neighbouring Shelves with an opponent's facility (where the Slag may go)."""
    b = board(state)
    return [s for s in b.map.neighbours(shelf) if b.owners(s) - {seat}]


def refuse_site(state: State, seat: int, shelf: int) -> None:
    """The rules of where a facility may stand, connection apart."""
    b = board(state)
    where = shelf_name(state, shelf) if valid_shelf(state, shelf) else f"shelf #{shelf}"
    if not valid_shelf(state, shelf) or shelf not in b.in_play():
        raise IllegalMove("shelf", f"{where} is not on the board in this game")
    if not b.explored(shelf):
        raise IllegalMove("unexplored", f"{where} has no Resource Tile yet", "Prior to building, "
                          "that Shelf must contain a Resource Tile")
    if shelf in b.facilities:
        raise IllegalMove("shelf-taken", f"a facility stands on {where} already",
                          "only 1 facility may be built on any given Shelf")
    if b.opponent_dock(seat, shelf):
        owner = next(s for s in state.seats if shelf in b.dock_shelves(s))
        raise IllegalMove("opponent-dock", f"{where} is part of {state.players[owner].name}'s "
                          "Dock", SITE_QUOTE)
    if b.zone(shelf) in DEEP and not state.players[seat].has(HULL):
        raise IllegalMove("hull", f"building in the {b.zone(shelf).title()} needs High Density "
                          "Hull", HULL_QUOTE)
    if b.tiles.get(shelf) == "unstable-vent":
        raise IllegalMove("vent", "no player may build on the Unstable Vent")
    if shelf == b.dragon:
        raise IllegalMove("dragon-shelf", f"the Depth Dragon rests on {where}")
    others = [s for s in state.seats if s != seat and b.has_unit(s, shelf)]
    if others and not b.has_unit(seat, shelf):
        raise IllegalMove("opponent-unit", f"{state.players[others[0]].name}'s unit is on "
                          f"{where}", "The Shelf must also be free of any opponent's units, "
                          "unless the active player also has a unit there.")


def smoker(state: State, shelf: int) -> int:
    b = board(state)
    info = b.tile(shelf)
    return info["discount"] if info and info["kind"] == "smoker" and shelf not in b.flipped \
        else 0


def refuse_slag(state: State, seat: int, shelf: int, slag: int) -> None:
    options = opponents_next_to(state, seat, shelf)
    if options and slag not in options:
        raise IllegalMove("slag", "1 Slag goes onto an opponent's adjacent Shelf: "
                          + ", ".join(shelf_name(state, s) for s in options), "places 1 Slag on "
                          "that opponent's adjacent Shelf (even if that facility was not built "
                          "at a discount)")
    if not options and slag != -1:
        raise IllegalMove("slag", "no opponent's facility is next to it: no Slag")


def place_slag(state: State, seat: int, slag: int, events: list) -> None:
    if slag >= 0:
        placed = gain_onto(state, slag, "slag")
        events.append(Built(seat, f"1 Slag goes onto {shelf_name(state, slag)}"
                            + ("" if placed else ", which has no room: back to the supply")))


class BuildStep(Step):
    """The Build action: facilities (Living Ocean's replacements too), then Tubes and Crawlers
    (in any order with Powerformers); Deep Build's facility."""

    actions = (Build, Retrofit, Tube, Crawler, Load)

    def __init__(self, name: str, pieces_too: bool = False, deep_build: bool = False):
        self.name = name
        self.pieces_too = pieces_too
        self.deep_build = deep_build

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        progress = state.turn.progress
        progress.setdefault("facilities", 1 if self.deep_build
                            else ports.faction(state.players[d["seat"]]).facilities_per_build)
        progress.setdefault("pieces", 2)
        d["handle"] = {}

    def _facilities_here(self, state: State, seat: int) -> bool:
        return not self.pieces_too or state.players[seat].has("powerformers")

    def _pieces_here(self, state: State, seat: int) -> bool:
        return self.pieces_too or (not self.deep_build
                                   and state.players[seat].has("powerformers"))

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat, b = d["seat"], board(state)
        progress = state.turn.progress
        if self._facilities_here(state, seat) and progress["facilities"] > 0:
            faction = ports.faction(state.players[seat])
            kinds = [k for k in faction.facilities if ports.facilities_left(state, seat, k) > 0]
            for shelf in self._sites(state, seat):
                slags = opponents_next_to(state, seat, shelf) or [-1]
                for kind in kinds:
                    yield from (Build(seat, kind, shelf, slag) for slag in slags)
            if not self.deep_build:
                for shelf, kind in b.mine(seat):
                    if kind == "extractor":
                        yield from (Retrofit(seat, shelf, into) for into in faction.retrofit)
        if self._pieces_here(state, seat) and progress["pieces"] > 0:
            yield from piece_candidates(state, seat, free=False)
        yield from load_candidates(state, d)

    def _sites(self, state: State, seat: int) -> list[int]:
        b = board(state)
        found = []
        for shelf in sorted(b.in_play()):
            try:
                refuse_site(state, seat, shelf)
            except IllegalMove:
                continue
            found.append(shelf)
        return found

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat = d["seat"]
        progress = state.turn.progress
        if isinstance(action, Load):
            refuse_load(state, d, action)
            return
        if isinstance(action, Tube | Crawler):
            if not self._pieces_here(state, seat):
                raise IllegalMove("build-order", "Tubes and Crawlers come after the facility "
                                  "(Powerformers lets them come in any order)")
            if progress["pieces"] < 1:
                raise IllegalMove("build-limit", "up to 2 Tubes and/or Crawlers a Build action",
                                  "build any combination of up to 2 (total) Tubes and/or "
                                  "Crawlers")
            refuse_piece(state, seat, action, free=False)
            return
        if not self._facilities_here(state, seat):
            raise IllegalMove("build-order", "facilities come before Tubes and Crawlers "
                              "(Powerformers lets them come in any order)")
        if progress["facilities"] < 1:
            raise IllegalMove("build-limit", "no more facilities this Build action",
                              "build up to 1 facility")
        if isinstance(action, Retrofit):
            self._refuse_retrofit(state, seat, action)
            return
        if action.facility not in ports.faction(state.players[seat]).facilities:
            raise IllegalMove("facility", f"no facility {action.facility!r}")
        refuse_site(state, seat, action.shelf)
        surcharge = self._connection(state, seat, action)
        refuse_slag(state, seat, action.shelf, action.slag)
        ports.refuse_facility(state, seat, action.facility,
                              self._price(state, seat, action, surcharge))

    def _refuse_retrofit(self, state: State, seat: int, action: Retrofit) -> None:
        if not valid_shelf(state, action.shelf) or \
                [seat, "extractor"] not in board(state).facilities.get(action.shelf, []):
            raise IllegalMove("retrofit", f"no Extractor of {state.players[seat].name}'s "
                              "stands there")
        ports.refuse_retrofit(state, seat, action.into)

    def _connection(self, state: State, seat: int, action: Build) -> int:
        """The Credits the connection adds (the unconnected Acceleration Loop's 2), or
        IllegalMove when the Shelf may not be built on from here."""
        b = board(state)
        shelf = action.shelf
        if self.deep_build:
            if shelf not in b.tube_ends(seat):
                raise IllegalMove("deep-build", f"Deep Build builds next to "
                                  f"{state.players[seat].name}'s Tubes", "build a facility on "
                                  "an explored Shelf adjacent to any of your Tubes")
            return 0
        if shelf in b.network(seat):
            return 0
        own_unit = b.has_unit(seat, shelf)
        if own_unit and state.players[seat].has("prefabrication"):
            return 0
        if own_unit and action.facility == "super" and state.players[seat].faction == "mobius":
            return LOOP_SURCHARGE
        raise IllegalMove("unconnected", f"no Tube of {state.players[seat].name}'s leads from "
                          f"the Dock to {shelf_name(state, shelf)}", "the player's faction also "
                          "must have built a Tube Network leading from their starting Dock to "
                          "the Shelf on which they plan to build")

    def _price(self, state: State, seat: int, action: Build, surcharge: int) -> int:
        rebate = state.turn.progress.get("rebate", 0) if self.deep_build else 0
        return ports.price(state, seat, action.facility,
                           bool(opponents_next_to(state, seat, action.shelf)),
                           smoker(state, action.shelf), surcharge, rebate)

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat, b = d["seat"], board(state)
        progress = state.turn.progress
        if isinstance(action, Load):
            d["handle"][action.unit] -= 1
            handle(state, seat, action, events)
            return
        if isinstance(action, Tube | Crawler):
            progress["pieces"] -= 1
            lay(state, d, action, events)
            return
        progress["facilities"] -= 1
        if isinstance(action, Retrofit):
            b.replace_facility(action.shelf, seat, "extractor", action.into)
            ports.retrofit(state, seat, action.into, events)
            return
        credits = self._price(state, seat, action, self._connection(state, seat, action))
        if smoker(state, action.shelf):
            b.flipped.add(action.shelf)
        b.add_facility(action.shelf, seat, action.facility)
        ports.build(state, seat, action.facility, credits,
                    f"on {shelf_name(state, action.shelf)}", events)
        place_slag(state, seat, action.slag, events)
        if action.facility == "super":
            faction = state.players[seat].faction
            if faction == "living-ocean":
                gain_onto(state, action.shelf, "kelp", 2)
            elif faction == "mobius":
                state.push_now("loop_extract", seat, shelf=action.shelf)
