"""The faction powers that trade a Crawler for something on the board: Propagate Spores' Kelp
and its Extractor in a Crawler's place (Living Ocean), Meneswo's recalled Crawler.

Reading: a facility replacing a Crawler keeps the rules of where facilities stand (building.py),
but needs no Tube.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import ports
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.events import Gained
from companion.games.deep_shelf.ocean_actions import Graft, Recall
from companion.games.deep_shelf.ocean_building import (
    opponents_next_to,
    place_slag,
    refuse_site,
    refuse_slag,
)
from companion.games.deep_shelf.ocean_rules import (
    board,
    drop_load,
    gain_onto,
    shelf_name,
    valid_shelf,
)
from companion.games.deep_shelf.state import State

GRAFT_COST = 3


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
