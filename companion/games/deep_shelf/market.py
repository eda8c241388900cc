"""The Market: four Demand Tracks (Kelp and the three Refined Ores), trades at the Home Base
action's Market step, and the adjustments of the Exploitation events.

Rulebook, "Market Demand Tracks": "a player may resolve up to 2 Market transactions in any order
or combination ... each transaction must involve a single resource cube"; buying moves the
token 1 space left (dearer), selling 1 space right; "they may never buy and sell the same type
of resource on the same turn" (reading: Raw and Refined Gold are one type, Gold); "A player may
sell Raw Ore for 3 Credits - doing so will not impact the Demand Tracks in any way. A player may
not purchase Raw Ore." Marketing Dept.: +1 Credit per resource sold, buying 1 Credit cheaper (to
0 at least); Mineralogy's third space: "all Ore sells for 1 additional Credit" (raw or refined,
not kelp). A token at the end of its track stays there.

"Market Adjustment": each arrow moves a different token ("If possible, each arrow must be
assigned to a different Market token"), and "if a modification is possible, it must be done":
read as, the adjuster picks among the assignments that move the tokens furthest in all, so an
arrow is spent on a token at its limit only when no other assignment does better.
"""

from collections.abc import Iterable
from itertools import permutations
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog, economy
from companion.games.deep_shelf.actions import Adjust, Buy, Sell
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import MARKET, add, is_raw, name, ore_of
from companion.games.deep_shelf.events import EventResolved, Gained, Paid
from companion.games.deep_shelf.state import State

LIMIT = 2
MOVES = {"up": -1, "up2": -2, "down": 1, "down2": 2}  # spaces, left being dearer
ARROW_WORDS = {"up": "up", "up2": "up 2", "down": "down", "down2": "down 2"}


def prices(kind: str) -> list[int]:
    return catalog.tracks()["market"]["prices"][kind]


def price(state: State, kind: str) -> int:
    return prices(kind)[state.market[kind]]


def value(state: State, kind: str) -> int:
    """What a cube sells for today, before bonuses (slag: nothing)."""
    if kind in MARKET:
        return price(state, kind)
    return catalog.tracks()["market"]["raw_ore_price"] if is_raw(kind) else 0


def category(kind: str) -> str:
    """The type of resource for "never buy and sell the same type": kelp or an ore."""
    return ore_of(kind) or kind


def buy_price(state: State, seat: int, kind: str) -> int:
    discount = 1 if state.players[seat].has("marketing-dept") else 0
    return max(0, price(state, kind) - discount)


def sale_price(state: State, seat: int, kind: str) -> int:
    player = state.players[seat]
    bonus = 1 if player.has("marketing-dept") else 0
    if ore_of(kind) and player.research["mineralogy"] >= 3:
        bonus += 1
    return value(state, kind) + bonus


def move_token(state: State, kind: str, spaces: int) -> int:
    """Move a Demand Track token; returns how far it really moved."""
    before = state.market[kind]
    state.market[kind] = max(0, min(len(prices(kind)) - 1, before + spaces))
    return abs(state.market[kind] - before)


class MarketStep(Step):
    """The Home Base action's Market step."""

    name = "market"

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        seat = d["seat"]
        yield from (Buy(seat, kind) for kind in MARKET)
        yield from (Sell(seat, kind) for kind in state.players[seat].storage if kind != "slag")

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        seat, kind = d["seat"], action.kind
        done = d.get("transactions", 0)
        if done >= LIMIT:
            raise IllegalMove("market-limit", "the Market step allows 2 transactions and both "
                              "are made", "a player may resolve up to 2 Market transactions")
        traded = state.turn.traded
        other = traded["sold"] if isinstance(action, Buy) else traded["bought"]
        if category(kind) in other:
            verb = "sold" if isinstance(action, Buy) else "bought"
            raise IllegalMove("market-both-ways", f"{category(kind).title()} was already {verb} "
                              "this turn", "they may never buy and sell the same type of "
                              "resource on the same turn")
        if isinstance(action, Buy):
            self._refuse_buy(state, seat, kind)
        elif kind not in state.players[seat].storage:
            raise IllegalMove("market-stock", f"there is no {name(kind)} in Surface Storage "
                              "to sell", "Resources are bought and sold (from Surface Storage)")
        elif kind == "slag":
            raise IllegalMove("market-kind", "the Market buys no Slag")

    @staticmethod
    def _refuse_buy(state: State, seat: int, kind: str) -> None:
        if is_raw(kind):
            raise IllegalMove("market-raw", "Raw Ore cannot be bought",
                              "A player may not purchase Raw Ore.")
        if kind not in MARKET:
            raise IllegalMove("market-kind", f"the Market sells no {name(kind)}")
        cost = buy_price(state, seat, kind)
        if state.players[seat].credits < cost:
            raise IllegalMove("market-funds", f"{name(kind)} costs {cost} Credits and "
                              f"{state.players[seat].name} has "
                              f"{state.players[seat].credits}")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        seat, kind = d["seat"], action.kind
        player = state.players[seat]
        d["transactions"] = d.get("transactions", 0) + 1
        if isinstance(action, Buy):
            cost = buy_price(state, seat, kind)
            player.credits -= cost
            (place,) = economy.store(state, seat, kind)
            move_token(state, kind, -1)
            state.turn.traded["bought"].append(category(kind))
            where = "Surface Storage" if place == "storage" else "the Dock"
            events.append(Paid(seat, f"{player.name} buys 1 {name(kind)} for {cost} Credits, "
                               f"into {where}"))
        else:
            earned = sale_price(state, seat, kind)
            add(player.storage, kind, -1)
            player.credits += earned
            if kind in MARKET:
                move_token(state, kind, 1)
            state.turn.traded["sold"].append(category(kind))
            events.append(Gained(seat, f"{player.name} sells 1 {name(kind)} for {earned} "
                                 "Credits"))


def assignments(state: State, arrows: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The assignments of arrows to tokens the adjuster may choose from."""
    every = list(permutations(MARKET, len(arrows)))
    reach = {tokens: _movement(state, arrows, tokens) for tokens in every}
    best = max(reach.values(), default=0)
    return [tokens for tokens in every if reach[tokens] == best]


def _movement(state: State, arrows: tuple[str, ...], tokens: tuple[str, ...]) -> int:
    spaces = 0
    for arrow, kind in zip(arrows, tokens, strict=True):
        at, last = state.market[kind], len(prices(kind)) - 1
        spaces += abs(max(0, min(last, at + MOVES[arrow])) - at)
    return spaces


class AdjustStep(Step):
    """An event's Market adjustment, made by the player to the active player's left."""

    name = "adjust"
    optional = False

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        return (Adjust(d["seat"], tokens) for tokens in assignments(state, tuple(d["arrows"])))

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        arrows = tuple(d["arrows"])
        if len(action.tokens) != len(arrows) or not set(action.tokens) <= set(MARKET):
            raise IllegalMove("market-adjust", f"the card shows {len(arrows)} arrows: give one "
                              f"Demand Track ({', '.join(MARKET)}) for each")
        if len(set(action.tokens)) != len(action.tokens):
            raise IllegalMove("market-adjust", "each arrow moves a different Market token",
                              "If possible, each arrow must be assigned to a different Market "
                              "token.")
        if action.tokens not in assignments(state, arrows):
            raise IllegalMove("market-adjust", "another assignment moves the tokens further: "
                              "an arrow may not be spent on a token at its limit while another "
                              "option is possible", "if a modification is possible, it must be "
                              "done")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        moved = []
        for arrow, kind in zip(d["arrows"], action.tokens, strict=True):
            spaces = move_token(state, kind, MOVES[arrow])
            moved.append(f"{kind.title()} {ARROW_WORDS[arrow]}"
                         + ("" if spaces else " (at its limit: no move)"))
        state.finish(d)
        events.append(EventResolved(d["seat"], f"{state.players[d['seat']].name} adjusts the "
                                    f"Market: {', '.join(moved)}"))


def refuse_outside(state: State, seat: int) -> IllegalMove:
    """Why a trade is refused when the game is not at a Market step."""
    turn = state.turn
    if turn is not None and turn.seat == seat and \
            len(turn.traded["bought"]) + len(turn.traded["sold"]) >= LIMIT:
        return IllegalMove("market-limit", "the Market step allows 2 transactions and both are "
                           "made", "a player may resolve up to 2 Market transactions")
    return IllegalMove("market-step", "resources are bought and sold at the Market step of the "
                       "Home Base action")
