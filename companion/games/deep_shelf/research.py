"""The three Research Tracks (Ecology, Mineralogy, Zoology), their rewards and anomalies.

Rulebook, "Research": advancing, a player gains "any rewards their tracking token passes over or
ends on" (Credits, Raw Ore, Kelp, victory point markers, moving the Depth Dragon); the third
space grants a lasting benefit (Ecology: one more tile when scouting; Mineralogy: all Ore sells
for 1 more; Zoology: upkeep 1 lower); "Only 1 player may occupy and gain the reward for the last
space on each Research Track" - read as: an advance onto a last space another player holds is
lost, and the cube stays on the space before it. A Raw Ore reward is "his choice of Raw Ore".

Anomalies ("Extracting Anomalies", "Anomaly Storage"): the player advances 2 spaces on the
anomaly's track whatever happens to the token; with a Lab the token may be stored, each Lab
giving one Anomaly Storage space of up to 3 tokens of one type (any types with Probe Bay).
"Players may choose to overwrite a previous Anomaly Tile": read as, the tokens on one space go
back to the box and the new token starts that space afresh.

Endgame #1: "The end of the game is triggered as soon as a player marker occupies the last space
of each Research Track."
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog, economy, endgame
from companion.games.deep_shelf.actions import Advance, Borrow, ChooseOre, StoreAnomaly
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.cubes import ORES, TRACKS
from companion.games.deep_shelf.events import Advanced, Gained, Paid
from companion.games.deep_shelf.state import State

STACK = 3  # "Each Anomaly Storage space may hold up to 3 Anomaly Tokens of the same type"
BENEFIT_SPACE = 3
ANOMALY_ADVANCE = 2
PAID_RESEARCH = 4  # Cogent: "pay 4 Credits ... reduced by 1 Credit for each Smelter"
BORROW_MAX = 3


def spaces(track: str) -> list[dict[str, Any]]:
    """The rewards of spaces 1..last of a track (space 0 is the start)."""
    return catalog.tracks()["research"][track]


def last(track: str) -> int:
    return len(spaces(track))


def holder_of_last(state: State, track: str) -> int | None:
    return next((s for s in state.seats if state.players[s].research[track] == last(track)),
                None)


def can_advance(state: State, seat: int, track: str) -> bool:
    at = state.players[seat].research[track]
    if at >= last(track):
        return False
    return not (at + 1 == last(track) and holder_of_last(state, track) is not None)


def markers(state: State, seat: int) -> int:
    """Victory point markers reached or passed on the three tracks."""
    player = state.players[seat]
    return sum(space.get("vp", 0) for track in TRACKS
               for space in spaces(track)[:player.research[track]])


def advance(state: State, seat: int, track: str, n: int, events: list) -> int:
    """Move `seat`'s cube up to `n` spaces, gaining each space's reward; returns spaces moved."""
    player = state.players[seat]
    moved = 0
    gains: list[str] = []
    while moved < n and can_advance(state, seat, track):
        player.research[track] += 1
        moved += 1
        gains += reward(state, seat, spaces(track)[player.research[track] - 1])
    if moved:
        got = f", gaining {', '.join(gains)}" if gains else ""
        events.append(Advanced(seat, f"{player.name} advances {moved} on {track.title()} to "
                               f"space {player.research[track]}{got}"))
        if all(holder_of_last(state, t) is not None for t in TRACKS):
            endgame.trigger(state, "research", events)
    return moved


def reward(state: State, seat: int, space: dict[str, Any]) -> list[str]:
    """Give a space's reward; returns it in words."""
    player = state.players[seat]
    said = []
    if space.get("credits"):
        player.credits += space["credits"]
        said.append(f"{space['credits']} Credits")
    if space.get("kelp"):
        economy.store(state, seat, "kelp", space["kelp"])
        said.append(f"{space['kelp']} Kelp")
    for _ in range(space.get("raw_ore", 0)):
        state.push_now("ore", seat)
        said.append("a Raw Ore of their choice")
    if space.get("vp"):
        said.append(f"{space['vp']} VP marker")
    if space.get("dragon"):
        state.push_now("dragon", seat, spaces=space["dragon"])
        said.append(f"a Depth Dragon move of {space['dragon']}")
    if space.get("benefit"):
        said.append({"scout": "1 more tile when scouting", "market": "Ore sells for 1 more",
                     "upkeep": "upkeep 1 lower"}[space["benefit"]])
    return said


class AdvanceStep(Step):
    """Advances to place, one space at a time, on tracks of the player's choice ("must")."""

    name = "advance"
    optional = False

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d.setdefault("count", 1)

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["count"] > 0:
            yield from (Advance(d["seat"], track) for track in TRACKS)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action.track not in TRACKS:
            raise IllegalMove("research-track", f"no research track {action.track!r}; they "
                              f"are {', '.join(TRACKS)}")
        if not can_advance(state, d["seat"], action.track):
            at_end = state.players[d["seat"]].research[action.track] == last(action.track)
            raise IllegalMove("research-last", f"{action.track.title()}: "
                              + ("already on the last space" if at_end else
                                 "another player holds the last space"),
                              "Only 1 player may occupy and gain the reward for the last space "
                              "on each Research Track.")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["count"] -= 1
        if d["count"] == 0:
            state.finish(d)
        advance(state, d["seat"], action.track, 1, events)


class ResearchStep(AdvanceStep):
    """The Science action's step 3: "For each Lab you have built, advance 1 space on a Research
    Track of your choice" (and 1 more per scientist on Research)."""

    name = "research"

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        d["count"] = player.count("lab") + player.on("research")


class OreStep(Step):
    """A reward's Raw Ore of the player's choice."""

    name = "ore"
    optional = False

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        return (ChooseOre(d["seat"], ore) for ore in ORES)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action.ore not in ORES:
            raise IllegalMove("ore", f"no ore {action.ore!r}; choose {', '.join(ORES)}")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        (place,) = economy.store(state, d["seat"], f"raw_{action.ore}")
        where = "Surface Storage" if place == "storage" else "the Dock"
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name} takes 1 Raw "
                             f"{action.ore.title()}, into {where}"))


def anomaly(state: State, seat: int, track: str, events: list) -> None:
    """An anomaly extracted: 2 spaces on its track, and its token to store or return."""
    player = state.players[seat]
    if player.count("lab"):
        state.push_now("anomaly", seat, track=track)
    else:
        events.append(Gained(seat, f"{player.name} has no Lab: the {track.title()} anomaly "
                             "token returns to the box"))
    advance(state, seat, track, ANOMALY_ADVANCE, events)


class AnomalyStep(Step):
    """Store the token gained (Done: return it to the box)."""

    name = "anomaly"

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        for space in range(state.players[d["seat"]].count("lab")):
            yield StoreAnomaly(d["seat"], space)
            yield StoreAnomaly(d["seat"], space, replace=True)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        player = state.players[d["seat"]]
        if not 0 <= action.space < player.count("lab"):
            raise IllegalMove("anomaly-space", f"{player.name} has {player.count('lab')} "
                              "Anomaly Storage spaces (one per Lab built)")
        stack = _stack(player, action.space)
        if action.replace:
            if not stack:
                raise IllegalMove("anomaly-space", "that space is empty: nothing to overwrite")
            return
        if len(stack) >= STACK:
            raise IllegalMove("anomaly-stack", "that space already holds 3 tokens",
                              "Each Anomaly Storage space may hold up to 3 Anomaly Tokens of "
                              "the same type.")
        if stack and stack[0] != d["track"] and not player.has("probe-bay"):
            raise IllegalMove("anomaly-type", f"that space holds {stack[0].title()} tokens, "
                              f"not {d['track'].title()} (Probe Bay stacks any types)")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        player = state.players[d["seat"]]
        state.finish(d)
        while len(player.anomalies) <= action.space:
            player.anomalies.append([])
        if action.replace:
            player.anomalies[action.space] = []
        player.anomalies[action.space].append(d["track"])
        events.append(Gained(d["seat"], f"{player.name} stores the {d['track'].title()} anomaly "
                             f"token in Lab space {action.space + 1}"
                             + (", returning the tokens there to the box"
                                if action.replace else "")))


def _stack(player: Any, space: int) -> list[str]:
    return player.anomalies[space] if space < len(player.anomalies) else []


def paid_research_cost(state: State, seat: int) -> int:
    return max(0, PAID_RESEARCH - economy.smelters(state.players[seat]))


class PaidResearchStep(AdvanceStep):
    """Cogent's Science Power Action Step: pay to advance 1 space."""

    name = "paid_research"

    def possible(self, state: State, seat: int) -> bool:
        return state.players[seat].credits >= paid_research_cost(state, seat) and any(
            can_advance(state, seat, t) for t in TRACKS)

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        player = state.players[d["seat"]]
        cost = paid_research_cost(state, d["seat"])
        d["count"] = 0
        if self.possible(state, d["seat"]):
            player.credits -= cost
            d["count"] = 1
            events.append(Paid(d["seat"], f"{player.name} pays {cost} Credits to advance 1 "
                               "space"))


def resource_reward(space: dict[str, Any]) -> bool:
    return bool(space.get("kelp") or space.get("raw_ore"))


class BorrowStep(Step):
    """Meneswo's Deep Build Power Action Step: "For each Extractor you've built (max. 3), gain
    1 resource reward listed underneath another player's tracking cube on a Research Track. You
    may choose a maximum of 1 reward from each track." (Resource rewards: Kelp and Raw Ore.)"""

    name = "borrow_rewards"

    def possible(self, state: State, seat: int) -> bool:
        d = {"seat": seat}
        self.begin(state, d, [])
        return any(self._legal(state, d, a) for a in self.candidates(state, d))

    def _legal(self, state: State, d: dict[str, Any], action: Any) -> bool:
        try:
            self.refuse(state, d, action)
        except IllegalMove:
            return False
        return True

    def begin(self, state: State, d: dict[str, Any], events: list) -> None:
        d["count"] = min(BORROW_MAX, state.players[d["seat"]].count("extractor"))
        d["tracks"] = []

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        if d["count"] <= 0:
            return
        for track in TRACKS:
            for other in state.seats:
                at = state.players[other].research[track]
                if other != d["seat"] and at:
                    yield Borrow(d["seat"], track, at)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        if action.track not in TRACKS:
            raise IllegalMove("research-track", f"no research track {action.track!r}")
        if action.track in d["tracks"]:
            raise IllegalMove("borrow-track", "at most 1 reward from each track")
        if d["count"] <= 0:
            raise IllegalMove("borrow-count", "one reward per Extractor built, at most 3")
        others = [s for s in state.seats if s != d["seat"]
                  and state.players[s].research[action.track] == action.space]
        if action.space < 1 or not others:
            raise IllegalMove("borrow-space", f"no other player's cube stands on space "
                              f"{action.space} of {action.track.title()}")
        if not resource_reward(spaces(action.track)[action.space - 1]):
            raise IllegalMove("borrow-resource", "that space's reward is no resource")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        d["count"] -= 1
        d["tracks"].append(action.track)
        space = spaces(action.track)[action.space - 1]
        gains = reward(state, d["seat"], {k: space[k] for k in ("kelp", "raw_ore") if k in space})
        events.append(Gained(d["seat"], f"{state.players[d['seat']].name} takes the reward of "
                             f"{action.track.title()} space {action.space}: {', '.join(gains)}"))
