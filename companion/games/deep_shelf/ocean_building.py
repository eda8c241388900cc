"""Building on the board: facilities, Tubes and Crawlers, and the faction powers that put or take
a Crawler or a facility.

Rulebook, "Build Action": "build up to 1 facility on an explored Shelf that is connected to the
active player's Tube Network" ("a Tube Network leading from their starting Dock to the Shelf");
"The Build action may only be taken on a Shelf that does not contain any other facilities, and is
not part of an opponent's Dock. The Shelf must also be free of any opponent's units, unless the
active player also has a unit there"; "A player that builds a facility adjacent to an opponent
pays the reduced price (in orange) if applicable, and places 1 Slag on that opponent's adjacent
Shelf ... If there are multiple valid options, the builder gets to choose"; Smokers take 3 (Deep:
4) Credits off, single use; the Unstable Vent: "No player may build on this Shelf"; High Density
Hull for the Deep and Trench. "build any combination of up to 2 (total) Tubes and/or Crawlers ...
by discarding 1 Slag, or 1 Ore"; "A Tube may be built in an empty Tube Network space that is no
more than 1 Shelf away from other Tubes belonging to the same faction" (a Tube's end must touch a
Shelf one of the faction's Tubes touches); "A Crawler may be built in any Shelf that contains one
of the player's units or facilities. After placement, a Crawler may pick up ... (2)".
Prefabrication builds "on Shelves that contain your units, even if they are not connected"; the
Acceleration Loop, "For an additional 2 Credits ... on a Shelf that contains a Mobius unit, even if
it is not connected"; Deep Build "on an explored Shelf adjacent to any of your Tubes".

Readings: nothing is built on the Depth Dragon's Shelf; a Tube touching the Deep or Trench needs
High Density Hull ("You may now build in these areas"); a facility replacing a Crawler (Propagate
Spores' power) keeps the rules of where facilities stand, but needs no Tube.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import ports
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.build import PIECE_CUBES, PIECES
from companion.games.deep_shelf.events import Built, Gained
from companion.games.deep_shelf.ocean import edge
from companion.games.deep_shelf.ocean_actions import (
    Build,
    Crawler,
    Graft,
    Load,
    Recall,
    Retrofit,
    Tube,
)
from companion.games.deep_shelf.ocean_moves import handle, refuse_handling
from companion.games.deep_shelf.ocean_rules import (
    DEEP,
    HULL,
    HULL_QUOTE,
    board,
    drop_load,
    gain_onto,
    refuse_entry,
    shelf_name,
    valid_shelf,
)
from companion.games.deep_shelf.state import State

LOOP_SURCHARGE = 2
GRAFT_COST = 3
SMOKERS = ("smoker", "deep-smoker")
SITE_QUOTE = ("The Build action may only be taken on a Shelf that does not contain any other "
              "facilities, and is not part of an opponent's Dock.")
TUBE_QUOTE = ("A Tube may be built in an empty Tube Network space that is no more than 1 Shelf "
              "away from other Tubes belonging to the same faction.")


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


# -- Tubes and Crawlers ----------------------------------------------------------------------------
def piece_candidates(state: State, seat: int, free: bool, tube: bool = True,
                     crawler: bool = True) -> Iterable[Any]:
    b = board(state)
    cubes = [""] if free else [k for k in PIECE_CUBES if ports.controlled(state, seat, k)]
    if tube:
        touched = b.tube_ends(seat)
        spaces = {edge(s, n) for s in touched for n in b.map.neighbours(s)} - set(b.tubes)
        for a, c in sorted(spaces):
            yield from (Tube(seat, a, c, cube) for cube in cubes)
    if crawler:
        here = sorted({s for _, s in b.units(seat)} | {s for s, _ in b.mine(seat)})
        for shelf in here:
            yield from (Crawler(seat, shelf, cube) for cube in cubes)


def refuse_piece(state: State, seat: int, action: Tube | Crawler, free: bool) -> None:
    b = board(state)
    if isinstance(action, Tube):
        built = sum(1 for owner in b.tubes.values() if owner == seat)
        _refuse_tube(state, seat, action)
    else:
        built = len(b.crawlers[seat])
        _refuse_crawler(state, seat, action)
    piece = "tube" if isinstance(action, Tube) else "crawler"
    if free:
        if action.cube:
            raise IllegalMove("piece-cost", f"this {piece} costs nothing")
        if built >= PIECES[piece]:
            raise IllegalMove("piece-left", f"no {piece} is left ({PIECES[piece]} per faction)")
    else:
        ports.refuse_piece(state, seat, piece, action.cube, built)


def _refuse_tube(state: State, seat: int, action: Tube) -> None:
    b = board(state)
    if not (valid_shelf(state, action.a) and valid_shelf(state, action.b)) or \
            not b.map.adjacent(action.a, action.b):
        raise IllegalMove("tube-space", "a Tube lies on the space between two neighbouring "
                          "Shelves")
    names = f"{shelf_name(state, action.a)} and {shelf_name(state, action.b)}"
    if not {action.a, action.b} <= b.in_play():
        raise IllegalMove("tube-space", f"the space between {names} is under Void Space tiles")
    owner = b.tubes.get(edge(action.a, action.b))
    if owner is not None:
        raise IllegalMove("tube-taken", f"{state.players[owner].name}'s Tube lies between "
                          f"{names}", "Once a player has placed a Tube on a Tube Network space, "
                          "no other player may place a Tube on that space.")
    if not {action.a, action.b} & b.tube_ends(seat):
        raise IllegalMove("tube-network", f"the space between {names} is not next to "
                          f"{state.players[seat].name}'s Tube Network", TUBE_QUOTE)
    if (b.zone(action.a) in DEEP or b.zone(action.b) in DEEP) and \
            not state.players[seat].has(HULL):
        raise IllegalMove("hull", "building in the Deep and Trench needs High Density Hull",
                          HULL_QUOTE)


def _refuse_crawler(state: State, seat: int, action: Crawler) -> None:
    b = board(state)
    if not valid_shelf(state, action.shelf) or not (
            b.has_unit(seat, action.shelf) or seat in b.owners(action.shelf)):
        raise IllegalMove("crawler-shelf", "a Crawler is built on a Shelf with one of the "
                          "player's units or facilities", "A Crawler may be built in any Shelf "
                          "that contains one of the player's units or facilities.")
    refuse_entry(state, seat, action.shelf, "a Crawler")


def lay(state: State, d: dict[str, Any], action: Tube | Crawler, events: list) -> None:
    """Build a Tube or a Crawler (paid unless its cube is "")."""
    seat, b = d["seat"], board(state)
    piece = "tube" if isinstance(action, Tube) else "crawler"
    if action.cube:
        ports.pay_piece(state, seat, piece, action.cube, events)
    if isinstance(action, Tube):
        b.add_tube(action.a, action.b, seat)
        events.append(Built(seat, f"{state.players[seat].name} lays a Tube between "
                            f"{shelf_name(state, action.a)} and {shelf_name(state, action.b)}"))
        return
    unit = f"c{len(b.crawlers[seat])}"
    b.crawlers[seat].append([action.shelf, {}])
    d.setdefault("handle", {})[unit] = 2
    events.append(Built(seat, f"{state.players[seat].name} builds a Crawler on "
                        f"{shelf_name(state, action.shelf)}"))


def load_candidates(state: State, d: dict[str, Any]) -> Iterable[Any]:
    b = board(state)
    for unit, left in d.get("handle", {}).items():
        if left > 0:
            here = b.unit_shelf(d["seat"], unit)
            yield from (Load(d["seat"], unit, k) for k in sorted(b.cubes.get(here, {})))


def refuse_load(state: State, d: dict[str, Any], action: Load) -> None:
    if d.get("handle", {}).get(action.unit, 0) < 1:
        raise IllegalMove("carry", "a Crawler picks up its 2 cubes as it is placed",
                          "After placement, a Crawler may pick up a number of resources equal "
                          "to its carry capacity (2).")
    refuse_handling(state, d["seat"], action, board(state).unit_shelf(d["seat"], action.unit))


class FreeTubeStep(Step):
    """Living Ocean's Extract power: "If you have built a Smelter, build 1 Tube in a legal
    location at no cost. If you have built 2 Smelters, build 1 Tube and 1 Crawler"."""

    name = "free_tube"
    actions = (Tube, Crawler, Load)

    def possible(self, state: State, seat: int) -> bool:
        return ports.smelters(state.players[seat]) > 0

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["tube"] = ports.smelters(state.players[d["seat"]]) >= 1
        d["crawler"] = ports.smelters(state.players[d["seat"]]) >= 2
        d["handle"] = {}

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        yield from piece_candidates(state, d["seat"], True, d["tube"], d["crawler"])
        yield from load_candidates(state, d)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if isinstance(action, Load):
            refuse_load(state, d, action)
            return
        if not d["tube" if isinstance(action, Tube) else "crawler"]:
            raise IllegalMove("free-piece", "the free Tube and Crawler are built once each "
                              "(the Crawler with 2 Smelters)")
        refuse_piece(state, d["seat"], action, free=True)

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        if isinstance(action, Load):
            d["handle"][action.unit] -= 1
            handle(state, d["seat"], action, events)
            return
        d["tube" if isinstance(action, Tube) else "crawler"] = False
        lay(state, d, action, events)


class GraftStep(Step):
    """Propagate Spores' power: "pay 3 Credits to replace 1 of your Crawlers with an Extractor
    ... on a Shelf without a facility. Place 1 Slag on an opponent's adjacent Shelf"."""

    name = "crawler_to_extractor"
    actions = (Graft,)

    def possible(self, state: State, seat: int) -> bool:
        return any(True for _ in self.candidates(state, {"seat": seat}))

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat, b = d["seat"], board(state)
        if d.get("done") or state.players[seat].credits < GRAFT_COST or \
                ports.facilities_left(state, seat, "extractor") < 1:
            return
        for shelf in sorted({s for s, _load in b.crawlers[seat]}):
            for slag in opponents_next_to(state, seat, shelf) or [-1]:
                yield Graft(seat, shelf, slag)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat, b = d["seat"], board(state)
        if d.get("done"):
            raise IllegalMove("limit", "1 Crawler is replaced")
        if not valid_shelf(state, action.shelf) or \
                not any(s == action.shelf for s, _ in b.crawlers[seat]):
            raise IllegalMove("graft", "no Crawler of yours is on that Shelf")
        refuse_site(state, seat, action.shelf)
        refuse_slag(state, seat, action.shelf, action.slag)
        if state.players[seat].credits < GRAFT_COST or \
                ports.facilities_left(state, seat, "extractor") < 1:
            raise IllegalMove("graft", f"it takes {GRAFT_COST} Credits and an Extractor left "
                              "on the Industry Board")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat, b = d["seat"], board(state)
        d["done"] = True
        remove_crawler(state, seat, action.shelf)
        b.add_facility(action.shelf, seat, "extractor")
        ports.build(state, seat, "extractor", GRAFT_COST,
                    f"on {shelf_name(state, action.shelf)} in a Crawler's place", events)
        place_slag(state, seat, action.slag, events)


def remove_crawler(state: State, seat: int, shelf: int) -> None:
    """A Crawler off the board (back to the Industry Board); its load onto its Shelf."""
    b = board(state)
    index = next(n for n, (s, _) in enumerate(b.crawlers[seat]) if s == shelf)
    _, load = b.crawlers[seat].pop(index)
    drop_load(state, shelf, load)


class RecallStep(Step):
    """Meneswo's Build power: "return one of your Crawlers to your Industry Board. If you do,
    place 1 Slag on the vacated Shelf and then extract 1 resource from the Shelf for each
    Smelter you have built"."""

    name = "recall_crawler"
    actions = (Recall,)

    def possible(self, state: State, seat: int) -> bool:
        return bool(board(state).crawlers[seat])

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if not d.get("done"):
            yield from (Recall(d["seat"], s)
                        for s in sorted({s for s, _ in board(state).crawlers[d["seat"]]}))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d.get("done") or not valid_shelf(state, action.shelf) or \
                not any(s == action.shelf for s, _ in board(state).crawlers[d["seat"]]):
            raise IllegalMove("recall", "no Crawler of yours to return there")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat = d["seat"]
        d["done"] = True
        remove_crawler(state, seat, action.shelf)
        placed = gain_onto(state, action.shelf, "slag")
        events.append(Gained(seat, f"{state.players[seat].name} returns a Crawler, leaving "
                             f"{placed} Slag on {shelf_name(state, action.shelf)}"))
        smelters = ports.smelters(state.players[seat])
        if smelters:
            state.push_now("recall_extract", seat, shelf=action.shelf, left=smelters)


class SporesStep(Step):
    """Propagate Spores: "Place 1 Kelp on each Shelf without Kelp that contains a Living Ocean
    Group Worker Complex"."""

    name = "spores"
    automatic = True

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        b = board(state)
        seat = d["seat"]
        grown = [s for s, kind in b.mine(seat) if kind == "worker"
                 and not b.cubes.get(s, {}).get("kelp") and gain_onto(state, s, "kelp")]
        events.append(Gained(seat, f"{state.players[seat].name} spreads Kelp on "
                             + (", ".join(shelf_name(state, s) for s in grown) or "no Shelf")))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        raise IllegalMove("step", "the Kelp spreads by itself")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        raise AssertionError("never legal")

