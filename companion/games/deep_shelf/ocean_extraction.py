"""Extraction on the board: what each unit and facility extracts, where the cubes go, dice
counting down, and the Planet Crack power's Slag.

Rulebook, "Extract Action": "The player extracts 1 resource for each Extractor and Submarine
they have on each Shelf with an Ore or Kelp Resource Tile. Extraction is not optional"; "Players
may not extract resources from Shelves controlled by an opponent"; cubes go "on the Shelf, an
occupying Crawler, or into the Cargo Hold of their occupying Submarine"; "Each Shelf may only
hold 4 extracted resources"; "reduce the number on the die by 1 for each resource cube
extracted"; at 0 "flip the Shelf's Resource Tile to its depleted side. If the Resource Tile shows
an Exploited symbol ... move the Impending Collapse Marker up a space"; "You may not extract more
resources than remain on a Shelf". "Extracting Anomalies": "they must extract the Anomaly before
extracting any other resource from that Shelf", the token's extraction leaves the die as it is.
Pulverizer Drill: Extractors extract twice; Nano Extraction: Crawlers 1; a scientist on Extract:
"1 additional resource from a Shelf with an extraction-capable unit or facility"; the Planet
Cracker extracts on its Shelf and "a resource from an adjacent Shelf ... neutral, yours, or
controlled by an opponent. You may not use this ability to extract the last resource from an
opponent-controlled Shelf"; a Mobius Extractor on an opponent's Shelf does not extract.
Pure Ore Seam: "The first time a player takes an Extract action on this Shelf, they must choose
any 4 Refined Ore"; Self-contained Biome: "advance 1 space in each of the 3 Research Tracks".

Readings: a cube that fits nowhere (Shelf full, units full) goes back to the supply at once
(the rulebook returns the excess "at the end of the action"); the Planet Cracker's adjacent
cube comes onto the Cracker's own Shelf; the Seam gives its 4 Refined Ore whatever extracts
there (its die is set to 4 at the first extraction), and then is spent.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import ports, supply
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import RAW, REFINED, TRACKS, add, name
from companion.games.deep_shelf.events import Gained
from companion.games.deep_shelf.ocean_actions import Extract, Gather
from companion.games.deep_shelf.ocean_rules import (
    board,
    gain_onto,
    room_in,
    shelf_name,
    valid_shelf,
)
from companion.games.deep_shelf.state import State

SEAM = "pure-ore-seam"
BIOME = "self-contained-biome"
SEAM_ORE = 4
GATHER_MAX = 3
ANOMALY_QUOTE = ("If a player occupies an Anomaly Resource Tile during an Extract action, they "
                 "must extract the Anomaly before extracting any other resource from that Shelf.")


def extractable(state: State, shelf: int) -> bool:
    b = board(state)
    return b.dice.get(shelf, 0) > 0 or shelf in b.tokens or \
        (b.tiles.get(shelf) in (SEAM, BIOME) and shelf not in b.flipped)


def kinds(state: State, shelf: int) -> tuple[str, ...]:
    """What the next extraction from `shelf` gives."""
    b = board(state)
    if shelf in b.tokens:
        return ("anomaly",)
    info = b.tile(shelf)
    if info["id"] == SEAM:
        return REFINED
    if info["id"] == BIOME:
        return ("research",)
    if info["kind"] == "cache":
        return RAW
    return ("kelp",) if info["kind"] == "kelp" else (f"raw_{info['ore']}",)


def cracker(state: State, seat: int) -> int | None:
    player = state.players[seat]
    if player.faction != "cogent":
        return None
    return next((s for s, kind in board(state).mine(seat) if kind == "super"), None)


def sources(state: State, seat: int, drill: bool, nano: bool) -> dict[str, int]:
    """Extractions owed per Shelf: the Submarine, each Extractor (and the Planet Cracker), and
    Crawlers with Nano Extraction, on Shelves no opponent controls."""
    b = board(state)
    player = state.players[seat]
    owed: dict[int, int] = {}
    mine = [(s, "sub") for s in [b.subs[seat]] if s is not None]
    mine += [(s, "extractor") for s, kind in b.mine(seat)
             if kind == "extractor" or (kind == "super" and s == cracker(state, seat))]
    if nano and player.has("nano-extraction"):
        mine += [(s, "crawler") for s, _load in b.crawlers[seat]]
    for shelf, what in mine:
        if b.foreign(seat, shelf) or not extractable(state, shelf):
            continue
        times = 2 if what == "extractor" and drill and player.has("pulverizer-drill") else 1
        owed[shelf] = owed.get(shelf, 0) + times
    for shelf in owed:
        if b.tiles.get(shelf) == SEAM:
            owed[shelf] = SEAM_ORE
        elif b.tiles.get(shelf) == BIOME:
            owed[shelf] = 1
    return {str(s): n for s, n in sorted(owed.items())}


class ExtractStep(Step):
    """Every extraction the action gives, one cube at a time, until none is left."""

    optional = False
    actions = (Extract,)

    def __init__(self, name: str, drill: bool = True, nano: bool = False,
                 scientists: bool = False):
        self.name = name
        self.drill, self.nano, self.scientists = drill, nano, scientists

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        seat = d["seat"]
        d["owed"] = sources(state, seat, self.drill, self.nano)
        d["capable"] = sorted(int(s) for s in d["owed"])
        d["bonus"] = state.players[seat].on("extract") if self.scientists else 0
        crack = cracker(state, seat)
        d["adjacent"] = crack if crack is not None else -1

    @staticmethod
    def _targets(state: State, d: dict[str, Any]) -> dict[int, str]:
        """Every Shelf an extraction may come from now, with the allowance it uses: "owed" (a
        unit or facility there), "bonus" (a scientist), "adjacent" (the Planet Cracker)."""
        b = board(state)
        found = {int(s): "owed" for s, n in d["owed"].items()
                 if n > 0 and extractable(state, int(s))}
        if d["bonus"] > 0:
            for s in d["capable"]:
                if extractable(state, s):
                    found.setdefault(s, "bonus")
        if d["adjacent"] >= 0:
            for s in b.map.neighbours(d["adjacent"]):
                if s in b.in_play() and extractable(state, s) and not (
                        b.foreign(d["seat"], s) and s not in b.tokens
                        and b.dice.get(s, 0) <= 1):
                    found.setdefault(s, "adjacent")
        return found

    @staticmethod
    def _landing(d: dict[str, Any], shelf: int, how: str) -> int:
        """Where the cube lands: the Shelf itself, or the Planet Cracker's for its neighbour."""
        return d["adjacent"] if how == "adjacent" else shelf

    @staticmethod
    def _places(state: State, seat: int, land: int) -> list[str]:
        b = board(state)
        places = ["shelf"] if b.room(land) > 0 else []
        places += [u for u, s in b.units(seat) if s == land and room_in(state, seat, u) > 0]
        return places or ["supply"]

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat = d["seat"]
        for shelf, how in self._targets(state, d).items():
            land = self._landing(d, shelf, how)
            for kind in kinds(state, shelf):
                if kind in ("anomaly", "research"):
                    yield Extract(seat, shelf, kind, "")
                else:
                    yield from (Extract(seat, shelf, kind, into)
                                for into in self._places(state, seat, land))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat = d["seat"]
        how = self._targets(state, d).get(action.shelf)
        if how is None:
            raise IllegalMove("extract-shelf", self._why_not(state, d, action.shelf))
        ok = kinds(state, action.shelf)
        if action.kind not in ok:
            if ok == ("anomaly",):
                raise IllegalMove("anomaly-first", f"the anomaly on "
                                  f"{shelf_name(state, action.shelf)} is extracted first",
                                  ANOMALY_QUOTE)
            raise IllegalMove("extract-kind", f"{shelf_name(state, action.shelf)} gives "
                              f"{' or '.join(name(k) for k in ok)}")
        if action.kind in ("anomaly", "research"):
            if action.into:
                raise IllegalMove("extract-into", "an anomaly is no cube to put anywhere")
            return
        land = self._landing(d, action.shelf, how)
        places = self._places(state, seat, land)
        if action.into not in places:
            if action.into == "shelf":
                raise IllegalMove("shelf-full", f"{shelf_name(state, land)} holds 4 cubes "
                                  "already", "Each Shelf may only hold 4 extracted resources.")
            raise IllegalMove("extract-into", "the cube goes onto the Shelf, into a unit of "
                              "yours there with room, or back to the supply when none has "
                              f"room: {', '.join(places)}")

    @staticmethod
    def _why_not(state: State, d: dict[str, Any], shelf: Any) -> str:
        b = board(state)
        if not valid_shelf(state, shelf):
            return f"no shelf #{shelf}"
        if b.foreign(d["seat"], shelf):
            owner = state.players[b.controller(shelf)].name
            return f"{shelf_name(state, shelf)} is controlled by {owner}: players may not " \
                   "extract from Shelves controlled by an opponent"
        if not extractable(state, shelf):
            return f"nothing is left to extract on {shelf_name(state, shelf)}"
        return f"{state.players[d['seat']].name} has no extraction left at " \
               f"{shelf_name(state, shelf)}"

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        how = self._targets(state, d)[action.shelf]
        land = self._landing(d, action.shelf, how)
        if how == "owed":
            d["owed"][str(action.shelf)] -= 1
        elif how == "bonus":
            d["bonus"] -= 1
        else:
            d["adjacent"] = -1
        extract(state, d["seat"], action, land, events)


def extract(state: State, seat: int, action: Extract, land: int, events: list) -> None:
    """One extraction from `action.shelf`, its cube put `action.into` at Shelf `land`."""
    b = board(state)
    player = state.players[seat]
    shelf = action.shelf
    where = shelf_name(state, shelf)
    if action.kind == "anomaly":
        track = b.tokens.pop(shelf)
        events.append(Gained(seat, f"{player.name} extracts the {track.title()} anomaly on "
                             f"{where}"))
        ports.anomaly(state, seat, track, events)
        return
    if action.kind == "research":
        b.flipped.add(shelf)
        events.append(Gained(seat, f"{player.name} extracts the Self-contained Biome"))
        for track in TRACKS:
            ports.advance(state, seat, track, 1, events)
        return
    if b.tiles[shelf] == SEAM and shelf not in b.dice:
        b.dice[shelf] = SEAM_ORE
    _count_down(state, shelf, events)
    put(state, seat, land, action.kind, action.into)
    events.append(Gained(seat, f"{player.name} extracts 1 {name(action.kind)} at {where}"
                         + {"supply": ", which has no room: back to the supply",
                            "storage": ", into Surface Storage"}.get(action.into, "")))


def _count_down(state: State, shelf: int, events: list) -> None:
    b = board(state)
    b.dice[shelf] -= 1
    if b.dice[shelf]:
        return
    del b.dice[shelf]
    b.flipped.add(shelf)
    info = b.tile(shelf)
    events.append(Gained(None, f"{shelf_name(state, shelf)} is depleted: its tile is flipped"))
    if info.get("exploited"):
        ports.raise_collapse(state, 1, f"the Exploited tile on {shelf_name(state, shelf)}",
                             events)


def put(state: State, seat: int, land: int, kind: str, into: str) -> None:
    """An extracted cube from the supply to where the player put it (checked before)."""
    if into == "storage":
        ports.gain(state, seat, kind)
    elif into == "shelf":
        gain_onto(state, land, kind)
    elif into != "supply":
        supply.take(state.supply, kind)
        add(board(state).hold(seat, into), kind)


class LoopExtractStep(Step):
    """The Acceleration Loop, built: "immediately extract 4 resources from the Shelf where it
    was built and place these directly into your Surface Storage"."""

    name = "loop_extract"
    optional = False
    actions = (Extract,)

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d.setdefault("left", 4)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        shelf = d["shelf"]
        if d["left"] > 0 and extractable(state, shelf):
            for kind in kinds(state, shelf):
                yield Extract(d["seat"], shelf, kind, "" if kind in ("anomaly", "research")
                              else "storage")

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action not in list(self.candidates(state, d)):
            raise IllegalMove("extract-shelf", "the Acceleration Loop extracts from its own "
                              "Shelf into Surface Storage")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["left"] -= 1
        extract(state, d["seat"], action, d["shelf"], events)


class GatherStep(Step):
    """Planet Crack's power: "Gain 1 Slag at Shelves that contain no resources, but are occupied
    by your Extractors. You may not gain more than 3 Slag"."""

    name = "slag_gather"
    actions = (Gather,)

    def possible(self, state: State, seat: int) -> bool:
        return bool(self._shelves(state, seat))

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["left"] = GATHER_MAX
        d["done"] = []

    @staticmethod
    def _shelves(state: State, seat: int) -> list[int]:
        b = board(state)
        return sorted({s for s, kind in b.mine(seat) if kind in ("extractor", "super")
                       and not b.cubes.get(s)})

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["left"] > 0:
            yield from (Gather(d["seat"], s) for s in self._shelves(state, d["seat"])
                        if s not in d["done"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if d["left"] < 1 or action.shelf in d["done"] or \
                action.shelf not in self._shelves(state, d["seat"]):
            raise IllegalMove("gather", "1 Slag at each Shelf with an Extractor of yours and "
                              "no resources, 3 at most")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["left"] -= 1
        d["done"].append(action.shelf)
        gain_onto(state, action.shelf, "slag")
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name} gathers 1 Slag at "
                             f"{shelf_name(state, action.shelf)}"))


class RecallExtractStep(ExtractStep):
    """Meneswo's recall: "extract 1 resource from the Shelf for each Smelter you have built"."""

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        shelf = d["shelf"]
        ok = extractable(state, shelf) and not board(state).foreign(d["seat"], shelf)
        d["owed"] = {str(shelf): d["left"]} if ok else {}
        d["capable"], d["bonus"], d["adjacent"] = [], 0, -1
