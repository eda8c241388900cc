"""The board steps of part 1's ledger board (ledger.py): each takes the table's reports of what
happened on its board, refuses what the rules cannot allow, and changes the game off the board
only through ports.py."""

from collections.abc import Iterable
from itertools import product
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog, ports
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import (
    RAW,
    TRACKS,
    add,
    article,
    is_ore,
    is_raw,
    name,
    plural,
    refined,
)
from companion.games.deep_shelf.events import Built, Exploitation, Gained, Refined, SetUp
from companion.games.deep_shelf.ledger import (
    DOCKS,
    DRAGON_SIDES,
    EXTRACTED,
    LOOP_LIFT,
    SMOKER,
    TALLY_MAX,
    WHERE,
    ClaimDock,
    Dive,
    Exhaust,
    Face,
    Found,
    Gather,
    Graft,
    Lay,
    Lift,
    Place,
    Recall,
    Retrofit,
    Smelt,
    Spore,
    Surface,
    Take,
    TakeRebate,
    Tally,
    Unload,
    board,
    holdings,
    remaining,
    use,
)
from companion.games.deep_shelf.state import State

HULL = "high-density-hull"
HULL_QUOTE = "High Density Hull: Your units may move into the Deep and Trench zones. Your may " \
             "now build in these areas."


def carry(state: State, seat: int) -> int:
    """The Submarine's carry capacity: 2 per Cargo Hold, 2 more with Secure Cargo Hold."""
    player = state.players[seat]
    return ports.faction(player).cargo + (2 if player.has("secure-cargo-hold") else 0)


def sub_momentum(state: State, seat: int) -> int:
    player = state.players[seat]
    return 1 + (1 if player.has("improved-engine") else 0) + (3 if player.has("fission-engine")
                                                              else 0)


def legal(step: Step, state: State, d: dict[str, Any], action: Any) -> bool:
    try:
        step.refuse(state, d, action)
    except IllegalMove:
        return False
    return True


class Nothing(Step):
    """A board step part 1 cannot follow (scouting, the extractors' moves): nothing to enter."""

    automatic = True

    def __init__(self, name: str):
        self.name = name

    def possible(self, state: State, seat: int) -> bool:
        return False

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        raise IllegalMove("board", "part 1's board does not follow this step")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        raise AssertionError("never legal")


class DockStep(Step):
    name = "dock"
    optional = False

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        return (ClaimDock(d["seat"], dock) for dock in DOCKS)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action.dock not in DOCKS:
            raise IllegalMove("dock", f"the Docks are numbered {DOCKS[0]}-{DOCKS[-1]}")
        taken = [s for s, h in enumerate(board(state).seats) if h.dock == action.dock]
        if taken:
            raise IllegalMove("dock-taken", f"Dock {action.dock} is "
                              f"{state.players[taken[0]].name}'s")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        holdings(state, d["seat"]).dock = action.dock
        holdings(state, d["seat"]).tubes = 1  # "place 1 of your Tubes ... between your Dock"
        events.append(SetUp(d["seat"], f"{state.players[d['seat']].name} claims Dock "
                            f"{action.dock}"))


class MomentumStep(Step):
    """Momentum spent by the Submarine: moves, docking loads, tiles where it ends a move."""

    def __init__(self, name: str, budget: Any):
        self.name = name
        self.budget = budget  # (state, seat) -> momentum

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["momentum"] = self.budget(state, d["seat"])
        d["unloaded"] = 0
        d["found"] = False

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat = d["seat"]
        yield from (Dive(seat, where) for where in WHERE)
        yield from (Unload(seat, kind) for kind in holdings(state, seat).cubes)
        for tile, info in catalog.tiles().items():
            for take in _takes(info["kind"]):
                yield Found(seat, tile, take)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        h = holdings(state, d["seat"])
        if isinstance(action, Dive):
            self._refuse_dive(state, d, action)
        elif isinstance(action, Unload):
            if h.sub != "dock":
                raise IllegalMove("dock-away", "the Submarine unloads at its Dock",
                                  "If a unit is at either of its faction's Dock Shelves, it may "
                                  "spend 1 momentum to Dock.")
            if not h.cubes.get(action.kind):
                raise IllegalMove("cargo", f"no {name(action.kind)} on the board to unload")
            if d["unloaded"] % carry(state, d["seat"]) == 0 and d["momentum"] < 1:
                raise IllegalMove("momentum", "no momentum left to Dock again")
            if ports.room(state.players[d["seat"]]) < 1:
                raise IllegalMove("storage-full", "Surface Storage is full")
        else:
            self._refuse_found(state, d, action)

    @staticmethod
    def _refuse_dive(state: State, d: dict[str, Any], action: Dive) -> None:
        h = holdings(state, d["seat"])
        if action.where not in WHERE:
            raise IllegalMove("where", f"the Submarine goes to one of {', '.join(WHERE)}")
        if d["momentum"] < 1:
            raise IllegalMove("momentum", "no momentum left",
                              "Momentum can only be spent in the action step in which it is "
                              "generated")
        if h.sub == "off" and action.where != "dock":
            raise IllegalMove("first-move", "the Submarine's first move is to its Dock",
                              "The first time your Submarine moves, it will move to either of "
                              "your Dock spaces.")
        if action.where == h.sub:
            raise IllegalMove("where", f"the Submarine is in the {action.where} already")
        if action.where in ("deep", "trench") and not state.players[d["seat"]].has(HULL):
            raise IllegalMove("hull", "the Deep and Trench need High Density Hull", HULL_QUOTE)

    @staticmethod
    def _refuse_found(state: State, d: dict[str, Any], action: Found) -> None:
        info = catalog.tiles().get(action.tile)
        if info is None or action.take not in _takes(info["kind"]):
            raise IllegalMove("tile", f"{action.tile!r} is no single-use tile that pays that way")
        if d["found"]:
            raise IllegalMove("tile", "one tile per move step in part 1's ledger")
        if remaining(state, action.tile) < 1:
            raise IllegalMove("tile-used", f"every {action.tile} tile has been used")
        if info["zone"] != _zone_of(holdings(state, d["seat"]).sub):
            raise IllegalMove("tile-zone", f"a {action.tile} lies in the {info['zone']}, not "
                              "where the Submarine is")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat = d["seat"]
        h = holdings(state, seat)
        player = state.players[seat]
        if isinstance(action, Dive):
            d["momentum"] -= 1
            h.sub = action.where
            events.append(Gained(seat, f"{player.name}'s Submarine moves to the "
                                 f"{action.where}"))
        elif isinstance(action, Unload):
            if d["unloaded"] % carry(state, seat) == 0:
                d["momentum"] -= 1
            d["unloaded"] += 1
            add(h.cubes, action.kind, -1)
            ports.store(state, seat, action.kind)
            events.append(Gained(seat, f"{player.name} docks 1 {name(action.kind)} into "
                                 "Surface Storage"))
        else:
            d["found"] = True
            _found(state, seat, action, events)


def _zone_of(where: str) -> str:
    return "shallows" if where == "dock" else where


def _takes(kind: str) -> tuple[str, ...]:
    return {"shipwreck": ("credits", "cubes"), "crystal": ("tile",),
            "burrow": ("credits", "dragon")}.get(kind, ())


def _found(state: State, seat: int, action: Found, events: list) -> None:
    info = catalog.tiles()[action.tile]
    player = state.players[seat]
    use(state, action.tile)
    if action.take == "credits":
        player.credits += info["credits"]
        events.append(Gained(seat, f"{player.name} ends a move on the {action.tile}: "
                             f"{info['credits']} Credits"))
    elif action.take == "cubes":
        for kind, n in info["cubes"].items():
            add(holdings(state, seat).cubes, kind, n)
        events.append(Gained(seat, f"{player.name} ends a move on the {action.tile}: its cubes "
                             "onto the unit"))
    elif action.take == "tile":
        state.push_now("crystal", seat)
        events.append(Gained(seat, f"{player.name} finds a Crystal"))
    else:
        state.push_now("dragon", seat, spaces=info["dragon"])
        events.append(Gained(seat, f"{player.name} wakes the Depth Dragon at its Burrow"))


class ExtractStep(Step):
    """Each extraction's cube (or anomaly); Exhaust for an Exploited tile that ran out."""

    def __init__(self, name: str, count: Any, into_storage: bool = False):
        self.name = name
        self.count = count  # (state, seat) -> extractions
        self.into_storage = into_storage

    def possible(self, state: State, seat: int) -> bool:
        return self.count(state, seat) > 0

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d.setdefault("left", self.count(state, d["seat"]))
        d["ores"] = 0

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        yield from (Take(d["seat"], kind) for kind in EXTRACTED)
        yield from (Take(d["seat"], f"anomaly:{track}") for track in TRACKS)
        yield Exhaust(d["seat"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if isinstance(action, Exhaust):
            if d["ores"] < 1:
                raise IllegalMove("exhaust", "a tile runs out only as ore is extracted from it")
            return
        if d["left"] < 1:
            raise IllegalMove("extract-count", "every extraction of this action is entered")
        if action.kind.startswith("anomaly:"):
            track = action.kind.split(":")[1]
            if track not in TRACKS:
                raise IllegalMove("anomaly", f"no {track!r} anomaly")
            if _anomalies_left(state, track) < 1:
                raise IllegalMove("anomaly-gone", f"all 3 {track.title()} anomalies are out")
        elif action.kind not in EXTRACTED:
            raise IllegalMove("extract-kind", "extraction gives Kelp or Raw Ore")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat = d["seat"]
        player = state.players[seat]
        if isinstance(action, Exhaust):
            d["ores"] -= 1
            ports.raise_collapse(state, 1, f"{player.name} depletes an Exploited tile", events)
            return
        d["left"] -= 1
        if action.kind.startswith("anomaly:"):
            track = action.kind.split(":")[1]
            board(state).used[action.kind] = board(state).used.get(action.kind, 0) + 1
            events.append(Gained(seat, f"{player.name} extracts "
                                 f"{article(track.title())} anomaly"))
            ports.anomaly(state, seat, track, events)
            return
        d["ores"] += 1 if is_raw(action.kind) else 0
        if self.into_storage:
            ports.store(state, seat, action.kind)
        else:
            add(holdings(state, seat).cubes, action.kind)
        events.append(Gained(seat, f"{player.name} extracts 1 {name(action.kind)}"))


def _anomalies_left(state: State, track: str) -> int:
    total = sum(t["count"] for t in catalog.tiles().values()
                if t["kind"] == "anomaly" and t["track"] == track)
    return total - board(state).used.get(f"anomaly:{track}", 0)


def extractions(state: State, seat: int) -> int:
    """The Extract action: 1 per Submarine on the board and per Extractor (twice with Pulverizer
    Drill), 2 for the Planet Cracker (its shelf and an adjacent one), 1 per Crawler with Nano
    Extraction, 1 per scientist on Extract."""
    return crack_extractions(state, seat) + _nano(state, seat) + state.players[seat].on("extract")


def crack_extractions(state: State, seat: int) -> int:
    """Planet Crack: "Extract resources with your Submarine and each Extractor"."""
    player = state.players[seat]
    sub = 0 if holdings(state, seat).sub == "off" else 1
    drill = 2 if player.has("pulverizer-drill") else 1
    return sub + player.count("extractor") * drill + 2 * (player.faction == "cogent"
                                                           and player.count("super"))


def _nano(state: State, seat: int) -> int:
    crawlers = len(holdings(state, seat).crawlers)
    return crawlers if state.players[seat].has("nano-extraction") else 0


class SmeltStep(Step):
    """Process Ore on the board: "For each Smelter the player has built, they may then refine up
    to 2 additional Raw Ore" (+1 per scientist on Refine)."""

    name = "refine"

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        d["left"] = 2 * player.count("smelter") + player.on("refine")

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["left"] > 0:
            for kind in list(holdings(state, d["seat"]).cubes):
                into = RAW if kind == "slag" else (refined(kind),) if is_raw(kind) else ()
                yield from (Smelt(d["seat"], kind, i) for i in into)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d["left"] < 1:
            raise IllegalMove("refine-limit", "each Smelter refines up to 2 Ore, and each "
                              "scientist on Refine 1 more")
        if not holdings(state, d["seat"]).cubes.get(action.kind):
            raise IllegalMove("refine-stock", f"no {name(action.kind)} on the board")
        ok = RAW if action.kind == "slag" else (refined(action.kind),)
        if action.into not in ok:
            raise IllegalMove("refine-kind", f"{name(action.kind)} cannot become "
                              f"{name(action.into)}")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["left"] -= 1
        cubes = holdings(state, d["seat"]).cubes
        add(cubes, action.kind, -1)
        add(cubes, action.into)
        events.append(Refined(d["seat"], f"{state.players[d['seat']].name} refines 1 "
                              f"{name(action.kind)} into {name(action.into)} at a Smelter"))


def zones_open(state: State, seat: int) -> list[str]:
    deep = state.players[seat].has(HULL)
    zones = ["shallows"] + (["deep"] + [f"trench:{t}" for t in board(state).trench]
                            if deep else [])
    return zones


class BuildStep(Step):
    """The Build action: facilities (Living Ocean's replacements too), and with Powerformers
    tubes and crawlers in any order."""

    def __init__(self, name: str, pieces_too: bool = False, deep_build: bool = False):
        self.name = name
        self.deep_build = deep_build
        self.pieces_too = pieces_too

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        progress = state.turn.progress
        player = state.players[d["seat"]]
        progress.setdefault("facilities", 1 if self.deep_build
                            else ports.faction(player).facilities_per_build)
        progress.setdefault("pieces", 2)

    def _facility_step(self, state: State, seat: int) -> bool:
        return not self.pieces_too or state.players[seat].has("powerformers")

    def _piece_step(self, state: State, seat: int) -> bool:
        return self.pieces_too or (not self.deep_build
                                   and state.players[seat].has("powerformers"))

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat = d["seat"]
        if self._facility_step(state, seat) and state.turn.progress["facilities"] > 0:
            others = [-1] + [s for s in state.seats if s != seat]
            for facility in ports.faction(state.players[seat]).facilities:
                for zone, next_to, smoker in product(zones_open(state, seat), others,
                                                     (False, True)):
                    yield Place(seat, facility, zone, next_to, smoker)
            if not self.deep_build:
                yield from (Retrofit(seat, into)
                            for into in ports.faction(state.players[seat]).retrofit)
        if self._piece_step(state, seat) and state.turn.progress["pieces"] > 0:
            cubes = [k for k in ("slag", *RAW, "gold", "palladium", "osmium")
                     if _controls(state, seat, k)]
            for cube in cubes:
                yield Lay(seat, "tube", cube)
                yield from (Lay(seat, "crawler", cube, z)
                            for z in sorted(holdings(state, seat).zones()))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat = d["seat"]
        if isinstance(action, Lay):
            self._refuse_lay(state, seat, action)
            return
        if not self._facility_step(state, seat):
            raise IllegalMove("build-order", "facilities come before tubes and crawlers "
                              "(Powerformers lets them come in any order)")
        if state.turn.progress["facilities"] < 1:
            raise IllegalMove("build-limit", "no more facilities this Build action",
                              "build up to 1 facility")
        if isinstance(action, Retrofit):
            ports.refuse_retrofit(state, seat, action.into)
            return
        self._refuse_place(state, seat, action)

    def _price(self, state: State, seat: int, action: Place) -> int:
        smoker = SMOKER.get(action.zone.split(":")[0], 0) if action.smoker else 0
        rebate = state.turn.progress.get("rebate", 0) if self.deep_build else 0
        return ports.price(state, seat, action.facility, action.next_to >= 0, smoker,
                           rebate=rebate)

    def _refuse_place(self, state: State, seat: int, action: Place) -> None:
        if action.facility not in ports.faction(state.players[seat]).facilities:
            raise IllegalMove("facility", f"no facility {action.facility!r}")
        if action.zone not in zones_open(state, seat):
            if action.zone.split(":")[0] in ("deep", "trench") and \
                    not state.players[seat].has(HULL):
                raise IllegalMove("hull", "building in the Deep and Trench needs High Density "
                                  "Hull", HULL_QUOTE)
            raise IllegalMove("zone", f"{action.zone!r} is no zone to build in")
        if action.zone.startswith("trench:") and board(state).on_tile(action.zone[7:]) is not None:
            raise IllegalMove("shelf-taken", "only 1 facility may be built on any given Shelf")
        if action.next_to >= 0 and (action.next_to == seat
                                    or action.next_to not in state.seats):
            raise IllegalMove("next-to", "a facility stands next to an opponent's building")
        if action.smoker:
            zone = action.zone.split(":")[0]
            tile = {"shallows": "smoker", "deep": "deep-smoker"}.get(zone)
            if tile is None or remaining(state, tile) < 1:
                raise IllegalMove("smoker", f"no unused Smoker is left in the {zone}")
        ports.refuse_facility(state, seat, action.facility, self._price(state, seat, action))

    def _refuse_lay(self, state: State, seat: int, action: Lay) -> None:
        if not self._piece_step(state, seat):
            raise IllegalMove("build-order", "tubes and crawlers come after the facility "
                              "(Powerformers lets them come in any order)")
        if state.turn.progress["pieces"] < 1:
            raise IllegalMove("build-limit", "up to 2 tubes and/or crawlers a Build action",
                              "build any combination of up to 2 (total) Tubes and/or Crawlers")
        h = holdings(state, seat)
        built = h.tubes if action.piece == "tube" else len(h.crawlers)
        ports.refuse_piece(state, seat, action.piece, action.cube, built)
        if action.piece == "crawler" and action.zone not in h.zones():
            raise IllegalMove("crawler-zone", "a Crawler is built where the player has a unit or "
                              "facility")
        if action.piece == "tube" and action.zone:
            raise IllegalMove("piece", "a tube is entered without a zone")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat = d["seat"]
        h = holdings(state, seat)
        if isinstance(action, Lay):
            state.turn.progress["pieces"] -= 1
            ports.pay_piece(state, seat, action.piece, action.cube, events)
            if action.piece == "tube":
                h.tubes += 1
            else:
                h.crawlers.append(action.zone)
            return
        state.turn.progress["facilities"] -= 1
        if isinstance(action, Retrofit):
            kinds = [f[0] for f in h.facilities]
            h.facilities[kinds.index("extractor")][0] = action.into
            ports.retrofit(state, seat, action.into, events)
            return
        credits = self._price(state, seat, action)
        if action.smoker:
            use(state, "smoker" if action.zone == "shallows" else "deep-smoker")
        h.facilities.append([action.facility, action.zone])
        where = f"in the {action.zone.replace('trench:', 'Trench, on the ')}"
        ports.build(state, seat, action.facility, credits, where, events)
        if action.next_to >= 0:
            add(holdings(state, action.next_to).cubes, "slag")
            events.append(Built(seat, f"1 Slag goes onto "
                                f"{state.players[action.next_to].name}'s adjacent Shelf"))
        self._super(state, seat, action, events)

    @staticmethod
    def _super(state: State, seat: int, action: Place, events: list) -> None:
        if action.facility != "super":
            return
        faction = state.players[seat].faction
        if faction == "living-ocean":
            add(holdings(state, seat).cubes, "kelp", 2)
        elif faction == "mobius":
            state.push_now("loop_extract", seat)


def _controls(state: State, seat: int, kind: str) -> bool:
    return bool(holdings(state, seat).cubes.get(kind) or state.players[seat].storage.get(kind))


class SurfaceStep(Step):
    """Home Base step 1: the Submarine goes home with what it picks up, into Surface Storage."""

    name = "return"

    def possible(self, state: State, seat: int) -> bool:
        return holdings(state, seat).sub != "off"

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["left"] = carry(state, d["seat"]) if self.possible(state, d["seat"]) else 0

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["left"] > 0:
            yield from (Surface(d["seat"], kind) for kind in holdings(state, d["seat"]).cubes)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d["left"] < 1:
            raise IllegalMove("carry", "the Submarine carries no more",
                              "without exceeding its carry capacity")
        if not holdings(state, d["seat"]).cubes.get(action.kind):
            raise IllegalMove("cargo", f"no {name(action.kind)} on the board to bring home")
        if ports.room(state.players[d["seat"]]) < 1:
            raise IllegalMove("storage-full", "Surface Storage is full")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["left"] -= 1
        h = holdings(state, d["seat"])
        h.sub = "dock"
        add(h.cubes, action.kind, -1)
        ports.store(state, d["seat"], action.kind)
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name}'s Submarine brings 1 "
                             f"{name(action.kind)} home into Surface Storage"))


class CountedStep(Step):
    """A step done up to a number of times, one report each (Gather, Spore, Lift)."""

    report: type
    what: str

    def __init__(self, name: str, limit: Any, report: type, what: str):
        self.name, self.limit, self.report, self.what = name, limit, report, what

    def possible(self, state: State, seat: int) -> bool:
        return self.limit(state, seat) > 0

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["left"] = self.limit(state, d["seat"])

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["left"] > 0:
            yield self.report(d["seat"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d["left"] < 1:
            raise IllegalMove("limit", f"no more {self.what} this step")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["left"] -= 1
        kind = "slag" if isinstance(action, Gather) else "kelp"
        add(holdings(state, d["seat"]).cubes, kind)
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name} gains 1 {name(kind)} "
                             "on the board"))


class LiftStep(Step):
    """Supercavitation: "up to 4 Mobius-controlled or neutral resources located in or adjacent
    to your Acceleration Loop may be moved directly to your Surface Storage"."""

    name = "loop_lift"

    def possible(self, state: State, seat: int) -> bool:
        return state.players[seat].count("super") > 0

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["left"] = LOOP_LIFT if self.possible(state, d["seat"]) else 0

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["left"] > 0:
            yield from (Lift(d["seat"], kind) for kind in holdings(state, d["seat"]).cubes)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d["left"] < 1:
            raise IllegalMove("limit", "up to 4 resources")
        if not holdings(state, d["seat"]).cubes.get(action.kind):
            raise IllegalMove("cargo", f"no {name(action.kind)} on the board")
        if ports.room(state.players[d["seat"]]) < 1:
            raise IllegalMove("storage-full", "Surface Storage is full")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["left"] -= 1
        add(holdings(state, d["seat"]).cubes, action.kind, -1)
        ports.store(state, d["seat"], action.kind)
        events.append(Gained(d["seat"], f"the Acceleration Loop lifts 1 {name(action.kind)} "
                             "into Surface Storage"))


class FreeTubeStep(Step):
    """Living Ocean's Extract Power Action Step: a free Tube (1 Smelter), and a free Crawler
    (2 Smelters)."""

    name = "free_tube"
    automatic = True

    def possible(self, state: State, seat: int) -> bool:
        return ports.smelters(state.players[seat]) > 0

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        seat = d["seat"]
        h = holdings(state, seat)
        smelters = ports.smelters(state.players[seat])
        got = []
        if smelters >= 1 and h.tubes < 18:
            h.tubes += 1
            got.append("a Tube")
        if smelters >= 2 and len(h.crawlers) < 3:
            h.crawlers.append(sorted(h.zones() or {"shallows"})[0])
            got.append("a Crawler")
        events.append(Built(seat, f"{state.players[seat].name} builds "
                            f"{' and '.join(got) or 'nothing'} at no cost"))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        raise IllegalMove("step", "the free Tube and Crawler need no choice here")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        raise AssertionError("never legal")


class GraftStep(Step):
    """Propagate Spores' Power Action Step: "pay 3 Credits to replace 1 of your Crawlers with an
    Extractor from your Industry Board"."""

    name = "crawler_to_extractor"
    COST = 3

    def possible(self, state: State, seat: int) -> bool:
        player = state.players[seat]
        return bool(holdings(state, seat).crawlers) and player.credits >= self.COST and \
            ports.facilities_left(state, seat, "extractor") > 0

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        yield from (Graft(d["seat"], s) for s in [-1, *state.seats] if s != d["seat"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d.get("done"):
            raise IllegalMove("limit", "1 Crawler is replaced")
        if not self.possible(state, d["seat"]):
            raise IllegalMove("graft", "it takes a Crawler on the board, 3 Credits and an "
                              "Extractor left on the Industry Board")
        if action.next_to == d["seat"] or (action.next_to >= 0
                                           and action.next_to not in state.seats):
            raise IllegalMove("next-to", "the Slag goes to an opponent's adjacent Shelf")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat = d["seat"]
        h = holdings(state, seat)
        d["done"] = True
        zone = h.crawlers.pop()
        h.facilities.append(["extractor", zone])
        ports.build(state, seat, "extractor", self.COST, f"in the {zone} in a Crawler's place",
                    events)
        if action.next_to >= 0:
            add(holdings(state, action.next_to).cubes, "slag")


class RecallStep(Step):
    """Meneswo's Build Power Action Step: a Crawler back to the Industry Board, 1 Slag on its
    Shelf, then 1 resource extracted there for each Smelter."""

    name = "recall_crawler"

    def possible(self, state: State, seat: int) -> bool:
        return bool(holdings(state, seat).crawlers)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if not d.get("done"):
            yield Recall(d["seat"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d.get("done") or not self.possible(state, d["seat"]):
            raise IllegalMove("recall", "no Crawler to return")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat = d["seat"]
        h = holdings(state, seat)
        d["done"] = True
        h.crawlers.pop()
        add(h.cubes, "slag")
        events.append(Gained(seat, f"{state.players[seat].name} returns a Crawler, leaving 1 "
                             "Slag on its Shelf"))
        smelters = ports.smelters(state.players[seat])
        if smelters:
            state.push_now("recall_extract", seat, left=smelters)


class RebateStep(Step):
    """Deep Build: scout an unexplored Shelf (+1 tile), or take 1 Credit off the build."""

    name = "deep_scout"

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if not state.turn.progress.get("rebate"):
            yield TakeRebate(d["seat"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if state.turn.progress.get("rebate"):
            raise IllegalMove("rebate", "the discount is taken already")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.turn.progress["rebate"] = 1
        state.finish(d)
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name} takes 1 Credit off "
                             "the coming build"))


class DragonStep(Step):
    """The Depth Dragon came to rest: for each player with facilities, the sides facing them.

    "Any time the Depth Dragon comes to rest with one of its red sides facing a player's
    facility, that player's upkeep cost is increased by a maximum of 1 ... If the Depth Dragon
    later moves and a red side no longer faces that facility, that player's upkeep costs are
    reduced accordingly." "If the Depth Dragon comes to rest with one of its green sides facing
    a player's facility, that player gains 1 Credit (to a maximum of 2 Credits)."
    Its base has 2 red, 2 green and 2 uncoloured sides (read from "the red sides of its base").
    """

    name = "dragon"
    optional = False

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["facing"] = {}
        d["players"] = [s for s in state.seats if holdings(state, s).facilities]
        if not d["players"]:
            self._rest(state, d, events)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if len(d["facing"]) < len(d["players"]):
            player = d["players"][len(d["facing"])]
            for green, plain, red in product(range(3), repeat=3):
                yield Face(d["seat"], player, green, plain, red)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if len(d["facing"]) >= len(d["players"]):
            raise IllegalMove("dragon", "every player's sides are entered")
        expected = d["players"][len(d["facing"])]
        if action.player != expected:
            raise IllegalMove("dragon-order", f"enter {state.players[expected].name}'s sides "
                              "next (players with facilities, in seat order)")
        for colour, n in zip(DRAGON_SIDES, (action.green, action.plain, action.red), strict=True):
            used = sum(f[colour] for f in d["facing"].values())
            if n < 0 or used + n > DRAGON_SIDES[colour]:
                raise IllegalMove("dragon-sides", f"the dragon has {DRAGON_SIDES[colour]} "
                                  f"{colour} sides; {used} are entered already")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["facing"][str(action.player)] = {"green": action.green, "plain": action.plain,
                                           "red": action.red}
        if len(d["facing"]) == len(d["players"]):
            self._rest(state, d, events)

    def _rest(self, state: State, d: dict[str, Any], events: list) -> None:
        state.finish(d)
        before = {s: ports.upkeep(state, s) for s in state.seats}
        for seat in state.seats:
            facing = d["facing"].get(str(seat), {"green": 0, "plain": 0, "red": 0})
            holdings(state, seat).dragon = [facing["green"], facing["plain"], facing["red"]]
        events.append(Exploitation(d["seat"], f"{state.players[d['seat']].name} moves the Depth "
                                   f"Dragon {plural(d['spaces'], 'space')}"))
        for seat in state.seats:
            player = state.players[seat]
            green = min(2, holdings(state, seat).dragon[0])
            player.credits += green
            change = ports.upkeep(state, seat) - before[seat]
            said = []
            if change:
                said.append(f"upkeep {'rises' if change > 0 else 'falls'} by {abs(change)}")
            if green:
                said.append(f"gains {green} Credit{'s' if green > 1 else ''}")
            if said:
                events.append(Gained(seat, f"{player.name}: {' and '.join(said)}"))


class TallyStep(Step):
    """After the final turn: the figures of the endgame only the map knows, for one player."""

    name = "tally"
    optional = False

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        h = holdings(state, d["seat"])
        asks = []
        if player.faction == "living-ocean" and player.count("super"):
            asks.append("kelp_shelves")
        if player.has("auto-surveyors"):
            asks.append("ore_shelves")
        if player.has("secure-cargo-hold") and h.sub != "off":
            asks.append("cargo_ore")
        if any(zone == "deep" for _, zone in h.facilities):
            asks += ["vent_yellow", "vent_red"]
        d["asks"] = asks

    def _most(self, state: State, d: dict[str, Any], fact: str) -> int:
        if fact == "cargo_ore":
            held = sum(n for k, n in holdings(state, d["seat"]).cubes.items() if is_ore(k))
            return min(carry(state, d["seat"]), held)
        return TALLY_MAX[fact]

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["asks"]:
            fact = d["asks"][0]
            yield from (Tally(d["seat"], fact, n) for n in range(self._most(state, d, fact) + 1))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if not d["asks"] or action.fact != d["asks"][0]:
            wanted = d["asks"][0] if d["asks"] else "nothing"
            raise IllegalMove("tally", f"the board figure wanted now is {wanted}")
        if not 0 <= action.value <= self._most(state, d, action.fact):
            raise IllegalMove("tally", f"{action.fact} is 0-{self._most(state, d, action.fact)}")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        holdings(state, d["seat"]).tallied[action.fact] = action.value
        d["asks"].pop(0)
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name}: {action.fact} "
                             f"{action.value}"))


STEPS: dict[str, Step] = {step.name: step for step in (
    DockStep(),
    MomentumStep("momentum", sub_momentum),
    MomentumStep("spores_momentum", lambda state, seat: 1),
    MomentumStep("smelter_momentum", lambda state, seat: state.players[seat].count("smelter")),
    MomentumStep("supercavitation", lambda state, seat: 3),
    *(Nothing(n) for n in ("scout", "scout_adjacent", "move_extractors", "extractor_jump")),
    ExtractStep("extract", extractions),
    ExtractStep("crack_extract", crack_extractions),
    ExtractStep("recall_extract", lambda state, seat: 0),
    ExtractStep("loop_extract", lambda state, seat: 4, into_storage=True),
    SmeltStep(),
    BuildStep("facility"),
    BuildStep("tubes", pieces_too=True),
    BuildStep("deep_facility", deep_build=True),
    SurfaceStep(),
    CountedStep("slag_gather", lambda state, seat: min(3, state.players[seat].count("extractor")),
                Gather, "Slag"),
    CountedStep("spores", lambda state, seat: state.players[seat].count("worker"), Spore,
                "Kelp"),
    LiftStep(),
    FreeTubeStep(),
    GraftStep(),
    RecallStep(),
    RebateStep(),
    DragonStep(),
    TallyStep(),
)}
