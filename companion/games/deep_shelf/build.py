"""Building facilities, tubes and crawlers: what they cost and what building them does, wherever
the board puts them.

Rulebook, "Build Action": a facility costs the Credits on the Industry Board; "A player that
builds a facility adjacent to an opponent pays the reduced price (in orange) if applicable"
(Extractors and Smelters); Smokers take 3 (Deep: 4) Credits off "to a minimum of 1 Credit";
"Labs, Worker Complexes and Super Structures have additional resource costs which must be paid
at the time of building"; "Raise or lower Upkeep immediately after building a facility"; "If
there is an Exploitation icon next to the cost of the facility being built, the player must
advance the Impending Collapse Marker by 1 space" (Smelters, and the Planet Cracker); a Lab comes
with a scientist placed at once; the Super Structure unlocks the faction's 7th Action Card.
Tubes and Crawlers cost "1 Slag, or 1 Ore (Raw or Refined)" each. Powerformers: "You pay 1 fewer
Credit for facilities, to a minimum of 1 Credit". Living Ocean may replace an Extractor with a
Smelter (2 Credits) or a Worker Complex (2 Credits and 1 Kelp): read as building that facility
(its upkeep and Exploitation icon count) while the Extractor returns to the Industry Board.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import economy, exploitation
from companion.games.deep_shelf.actions import Restore
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import article, describe
from companion.games.deep_shelf.events import Built, Paid
from companion.games.deep_shelf.state import State

MINIMUM = 1  # "to a minimum of 1 Credit"
PIECES = {"tube": 18, "crawler": 3}  # per faction, from the components list
PIECE_CUBES = ("slag", "raw_gold", "raw_palladium", "raw_osmium", "gold", "palladium", "osmium")


def facilities_left(state: State, seat: int, kind: str) -> int:
    player = state.players[seat]
    return economy.faction(player).facilities[kind].count - player.count(kind)


def price(state: State, seat: int, kind: str, adjacent: bool = False, smoker: int = 0,
          surcharge: int = 0, rebate: int = 0) -> int:
    """The Credits a facility costs: orange next to an opponent, smoker and Powerformers
    discounts to a minimum of 1, a surcharge (the unconnected Acceleration Loop) on top."""
    player = state.players[seat]
    facility = economy.faction(player).facilities[kind]
    credits = facility.orange if adjacent and facility.orange is not None else facility.credits
    lowered = smoker + rebate + (1 if player.has("powerformers") else 0)
    if lowered:
        credits = max(MINIMUM, credits - lowered)
    return credits + surcharge


def refuse_facility(state: State, seat: int, kind: str, credits: int) -> None:
    player = state.players[seat]
    if kind not in economy.faction(player).facilities:
        raise IllegalMove("facility", f"no facility {kind!r}")
    title = economy.faction(player).facilities[kind].title
    if facilities_left(state, seat, kind) <= 0:
        raise IllegalMove("facility-left", f"no {title} is left on {player.name}'s Industry "
                          "Board")
    if player.credits < credits:
        raise IllegalMove("facility-funds", f"the {title} costs {credits} Credits and "
                          f"{player.name} has {player.credits}")
    extra = economy.faction(player).facilities[kind].extra
    if not economy.can_pay(state, seat, extra):
        raise IllegalMove("facility-cost", f"the {title} also costs {_words(extra)}, from "
                          "anywhere the player controls", "Labs, Worker Complexes and Super "
                          "Structures have additional resource costs which must be paid at the "
                          "time of building.")


def _words(costs: dict[str, int]) -> str:
    names = {"raw": "Raw Ore", "refined": "Refined Ore", "kelp": "Kelp", "slag": "Slag"}
    return " and ".join(f"{n} {names.get(form, form)}" for form, n in costs.items())


def build(state: State, seat: int, kind: str, credits: int, where: str, events: list) -> None:
    """Pay for and build a facility the board has placed `where` (in words)."""
    player = state.players[seat]
    facility = economy.faction(player).facilities[kind]
    player.credits -= credits
    spent = economy.pay(state, seat, facility.extra)
    player.built[kind] = player.count(kind) + 1
    also = f" and {describe(spent)}" if spent else ""
    events.append(Built(seat, f"{player.name} builds {article(facility.title)} {where} for "
                        f"{credits} Credits{also}; upkeep is now {economy.upkeep(state, seat)}"))
    _on_build(state, seat, kind, events)


def _on_build(state: State, seat: int, kind: str, events: list) -> None:
    player = state.players[seat]
    facility = economy.faction(player).facilities[kind]
    if facility.exploit:
        exploitation.raise_collapse(state, 1, f"{player.name}'s {facility.title}", events)
    if kind == "lab":
        state.push_now("scientist", seat)
    if kind == "super":
        events.append(Built(seat, f"{player.name} unlocks the "
                            f"{economy.faction(player).cards['special'].title} card"))
        if player.faction == "meneswo":
            state.push_now("observatory", seat)
            state.push_now("scientist", seat)
        elif player.faction == "living-ocean":
            state.push_now("restore", seat)


def refuse_retrofit(state: State, seat: int, into: str) -> None:
    player = state.players[seat]
    costs = economy.faction(player).retrofit.get(into)
    if costs is None:
        raise IllegalMove("retrofit", "only Living Ocean replaces an Extractor, with a Smelter "
                          "or a Worker Complex")
    if not player.count("extractor"):
        raise IllegalMove("retrofit", f"{player.name} has no Extractor built to replace")
    if facilities_left(state, seat, into) <= 0:
        raise IllegalMove("facility-left", f"no {into} is left on the Industry Board")
    if player.credits < costs["credits"]:
        raise IllegalMove("facility-funds", f"the replacement costs {costs['credits']} Credits")
    if not economy.can_pay(state, seat, {k: n for k, n in costs.items() if k != "credits"}):
        raise IllegalMove("facility-cost", "the Worker Complex also costs 1 Kelp")


def retrofit(state: State, seat: int, into: str, events: list) -> None:
    player = state.players[seat]
    costs = economy.faction(player).retrofit[into]
    player.credits -= costs["credits"]
    economy.pay(state, seat, {k: n for k, n in costs.items() if k != "credits"})
    player.built["extractor"] -= 1
    player.built[into] = player.count(into) + 1
    title = economy.faction(player).facilities[into].title
    events.append(Built(seat, f"{player.name} replaces an Extractor with {article(title)} for "
                        f"{costs['credits']} Credits; upkeep is now "
                        f"{economy.upkeep(state, seat)}"))
    _on_build(state, seat, into, events)


def refuse_piece(state: State, seat: int, piece: str, cube: str, built: int) -> None:
    """A Tube or Crawler for 1 Slag or Ore; `built` how many of that piece are out already."""
    if piece not in PIECES:
        raise IllegalMove("piece", f"no piece {piece!r}: tube or crawler")
    if built >= PIECES[piece]:
        raise IllegalMove("piece-left", f"no {piece} is left ({PIECES[piece]} per faction)")
    if cube not in PIECE_CUBES:
        raise IllegalMove("piece-cost", "a Tube or Crawler costs 1 Slag, or 1 Ore (Raw or "
                          "Refined)")
    if not economy.controlled(state, seat, cube):
        raise IllegalMove("piece-cost", f"{state.players[seat].name} controls no such cube")


def pay_piece(state: State, seat: int, piece: str, cube: str, events: list) -> None:
    economy.spend(state, seat, cube)
    events.append(Paid(seat, f"{state.players[seat].name} builds a {piece} for 1 "
                       f"{describe({cube: 1}).removeprefix('1 ')}"))


class RestoreStep(Step):
    """Green Tide Project: "You may then optionally lower the Exploitation Track by 1 space"."""

    name = "restore"

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if state.exploitation or state.impending:
            yield Restore(d["seat"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if not (state.exploitation or state.impending):
            raise IllegalMove("restore", "the Exploitation Track is at 0 already")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        exploitation.lower(state, 1, events)
