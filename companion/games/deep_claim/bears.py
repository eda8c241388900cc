"""Bears 16-31: "discard to use once". Each bear is one entry of `BEARS`, keyed by its card
number: its words, when it acts, how it is played, what it must name, and its effect.

A bear is played in one of three ways (`fired`):
- FREE (16, 19, 20-22, 28): `UseBear` at any moment its phase allows, also on another player's
  turn: 20-22 ("any") at any time, 16 during Recruit before that bid resolves, 19 and 28 during
  Mine. Its effect is `effect(state, action, events)`.
- a decision kind (17 "beavers", 23/25 "score", 26/31 "deploy"): `UseBear` on its holder's
  turn in that decision; the same `effect(state, action, events)`.
- WITH (18, 24, 27, 29, 30): as the `bear` of the action it changes (Excavate, Fulfil, Recruit,
  TakeIncome); its effect changes that action's number: `effect(value)`.
Firing a bear discards it to the mixed deck's discard pile.
"""

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations, product
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_claim.actions import Excavate, Fulfil, Recruit, TakeIncome, UseBear
from companion.games.deep_claim.cards import INTERSECTIONS
from companion.games.deep_claim.catalog import ORES, critter_kind
from companion.games.deep_claim.economy import gain
from companion.games.deep_claim.events import BearFired, CardMoved, Event, IconsAdded
from companion.games.deep_claim.state import Bid, Boost, Decision, State
from companion.games.deep_claim.steps import Rule, first_refusal, refuse
from companion.games.deep_claim.veins import claim

FREE, WITH = "free", "with"
CHEAP = ("coal", "silver", "gold")
PHASE_WORDS = {"deploy": "phase I, Deploy", "income": "phase II, Income",
               "recruit": "phase III, Recruit", "mine": "phase IV, Mine",
               "contract": "phase V, Contract", "score": "phase VI, Score"}
JOINED = {Excavate: "a dig (Excavate)", Fulfil: "a contract fulfilled (Fulfil)",
          Recruit: "a bid resolving (Recruit)", TakeIncome: "the income taken (TakeIncome)"}
USE_FIELDS = ("card", "location", "to", "tile", "ore")
DISCARD = "Every bear has one: firing its effect costs you the card."


@dataclass(frozen=True)
class Bear:
    words: str  # the glossary's effect
    phase: str | None  # the phase it acts in; None: any
    fired: str  # FREE, a decision kind, or WITH
    effect: Callable[..., Any]
    joins: type | None = None  # WITH: the action it is played with
    takes: tuple[str, ...] = ()  # the UseBear fields it names
    target: Rule | None = None  # what it names must keep this rule


# -- what a bear names ----------------------------------------------------------------------------
def _located(state: State, location: Any) -> bool:
    return isinstance(location, int) and 0 <= location < len(state.locations)


def own_bid(state: State, decision: Decision | None, action: UseBear) -> IllegalMove | None:
    loc = state.locations[action.location] if _located(state, action.location) else None
    if loc is None or not any(b.seat == action.seat and b.card == action.card for b in loc.bids):
        return refuse("bear-target", f"bear 16 boosts a bid of yours still waiting to resolve; "
                      f"{state.players[action.seat].name} has no bid {action.card} at location "
                      f"{_number(action.location)}", BEARS[16].words)
    return None


def own_waiting_dig(state: State, decision: Decision | None, action: UseBear
                    ) -> IllegalMove | None:
    loc = state.locations[action.location] if _located(state, action.location) else None
    if (loc is None or action.location < state.revealed - 1
            or not any(d.seat == action.seat and d.card == action.card for d in loc.digs)):
        return refuse("bear-target", f"bear 19 moves a dig of yours still waiting to resolve; "
                      f"{state.players[action.seat].name} has no dig {action.card} waiting at "
                      f"location {_number(action.location)}", BEARS[19].words)
    return None


def seventh_not_yet(state: State, decision: Decision | None, action: UseBear
                    ) -> IllegalMove | None:
    p = state.players[action.seat]
    if p.quota != 6:
        return refuse("bear-target", f"{p.name} already deploys {p.quota} cards this season",
                      BEARS[26].words)
    return None


def tile_by_your_miner(state: State, decision: Decision | None, action: UseBear
                       ) -> IllegalMove | None:
    loc = state.locations[action.location] if _located(state, action.location) else None
    tile = action.tile if action.tile in range(4) else None
    if (loc is None or tile is None or loc.veins[tile] is None
            or not any(loc.cells[c] == action.seat for c in INTERSECTIONS[tile])):
        return refuse("bear-target", f"bear 28 claims an unclaimed vein tile with a miner of "
                      f"{state.players[action.seat].name}'s around it; intersection "
                      f"{_number(action.tile)} of the mine at location {_number(action.location)} "
                      "is not one",
                      BEARS[28].words)
    return None


def own_card_elsewhere(state: State, decision: Decision | None, action: UseBear
                       ) -> IllegalMove | None:
    name = state.players[action.seat].name
    if (action.card, action.location) not in state.deployed(action.seat):
        return refuse("bear-target", f"{name} has no card {action.card} deployed at location "
                      f"{_number(action.location)}", BEARS[31].words)
    if not _located(state, action.to) or action.to == action.location:
        return refuse("bear-target", f"bear 31 moves the card to another location of the "
                      f"{len(state.locations)}, not to location {_number(action.to)}",
                      BEARS[31].words)
    return None


def not_diamond(state: State, decision: Decision | None, action: UseBear) -> IllegalMove | None:
    if action.ore not in CHEAP:
        return refuse("bear-target", f"bear 23 counts coal, silver or gold, not {action.ore}",
                      BEARS[23].words)
    return None


def _number(location: Any) -> Any:
    """A location as the table counts it, from 1."""
    return location + 1 if isinstance(location, int) else location


# -- effects ---------------------------------------------------------------------------------------
def boost_bid(state: State, action: UseBear, events: list[Event]) -> None:
    loc = state.locations[action.location]
    bid = next(b for b in loc.bids if b.seat == action.seat and b.card == action.card)
    loc.bids.remove(bid)
    loc.bids.append(bid._replace(value=bid.value + 4))
    loc.bids.sort(key=Bid.order)


def beavers_again(state: State, action: UseBear, events: list[Event]) -> None:
    decision = state.queue.pop(0)
    owned = tuple(n for n in state.players[action.seat].critters if critter_kind(n) == "beaver")
    state.queue.insert(0, decision._replace(beavers=decision.beavers + owned))


def dig_to_front(state: State, action: UseBear, events: list[Event]) -> None:
    loc = state.locations[action.location]
    dig = next(d for d in loc.digs if d.seat == action.seat and d.card == action.card)
    loc.digs.remove(dig)
    front = min(d.rank for d in loc.digs) - 1 if loc.digs else dig.rank
    loc.digs.insert(0, dig._replace(rank=min(front, dig.rank)))


def gains(coins: int = 0, pickaxes: int = 0, vp: int = 0) -> Callable[..., None]:
    def effect(state: State, action: UseBear, events: list[Event]) -> None:
        p = state.players[action.seat]
        gain(p, coins, pickaxes)
        p.award(vp, "bear", f"Bear {action.bear} discarded: {BEARS[action.bear].words}")
    return effect


def extra_icons(state: State, action: UseBear, events: list[Event]) -> None:
    ore, count = (action.ore, 2) if action.bear == 23 else ("diamond", 1)
    state.players[action.seat].boosts.append(Boost(ore, count, f"bear {action.bear}"))
    events.append(IconsAdded(action.seat, ore, count, f"bear {action.bear}"))


def seventh_card(state: State, action: UseBear, events: list[Event]) -> None:
    state.players[action.seat].quota = 7


def claim_tile(state: State, action: UseBear, events: list[Event]) -> list[Decision]:
    loc = state.locations[action.location]
    number, loc.veins[action.tile] = loc.veins[action.tile], None
    return claim(state, action.seat, number, events)


def move_card(state: State, action: UseBear, events: list[Event]) -> None:
    """Reading: bid stays bid, dig stays dig; it counts as committed at this moment."""
    old, new = state.locations[action.location], state.locations[action.to]
    for pile, target in ((old.bids, new.bids), (old.digs, new.digs)):
        entry = next((e for e in pile if e.seat == action.seat and e.card == action.card), None)
        if entry is not None:
            pile.remove(entry)
            target.append(entry._replace(seq=state.seq))
            target.sort(key=type(entry).order)
            state.seq += 1
            events.append(CardMoved(action.seat, action.card, action.location, action.to,
                                    isinstance(entry, Bid)))
            return


def one_ore_less(icons: tuple[str, ...]) -> set[tuple[str, ...]]:
    return {canonical(icons[:i] + icons[i + 1:]) for i in range(len(icons))}


def two_interchangeable(icons: tuple[str, ...]) -> set[tuple[str, ...]]:
    found = set()
    swappable = [i for i, o in enumerate(icons) if o in CHEAP]
    for size in (1, 2):
        for where in combinations(swappable, size):
            for ores in product(CHEAP, repeat=size):
                pay = list(icons)
                for i, ore in zip(where, ores, strict=True):
                    pay[i] = ore
                found.add(canonical(tuple(pay)))
    found.discard(canonical(icons))
    return found


def canonical(pay: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(pay, key=ORES.index))


BEARS: dict[int, Bear] = {
    16: Bear("Treat your bid as +4 (pay the original bid)", "recruit", FREE, boost_bid,
             takes=("card", "location"), target=own_bid),
    17: Bear("Activate all your beavers again", "income", "beavers", beavers_again),
    18: Bear("Ignore the mine cost of a single dig card", "mine", WITH, lambda cost: 0,
             joins=Excavate),
    19: Bear("Move one of your dig cards to the front - it resolves first", "mine", FREE,
             dig_to_front, takes=("card", "location"), target=own_waiting_dig),
    20: Bear("Gain 6 coins", None, FREE, gains(coins=6)),
    21: Bear("Gain 6 pickaxes", None, FREE, gains(pickaxes=6)),
    22: Bear("Gain 4 VP", None, FREE, gains(vp=4)),
    23: Bear("Count as having 2 more icons of one ore (not diamond)", "score", "score",
             extra_icons, takes=("ore",), target=not_diamond),
    24: Bear("Fulfil a contract for 1 less ore", "contract", WITH, one_ore_less, joins=Fulfil),
    25: Bear("Count as having 1 more diamond icon", "score", "score", extra_icons),
    26: Bear("Play a 7th card this round - you gain no kept-card income", "deploy", "deploy",
             seventh_card, target=seventh_not_yet),
    27: Bear("Treat 2 ore in your supply as interchangeable (coal, silver, gold)", "contract",
             WITH, two_interchangeable, joins=Fulfil),
    28: Bear("Claim any unclaimed vein tile with a miner of yours around it", "mine", FREE,
             claim_tile, takes=("location", "tile"), target=tile_by_your_miner),
    29: Bear("When resolving your bid, pay nothing", "recruit", WITH, lambda price: 0,
             joins=Recruit),
    30: Bear("Double your kept income", "income", WITH, lambda times: 2 * times,
             joins=TakeIncome),
    31: Bear("Move one of your deployed cards to any other location", "deploy", "deploy",
             move_card, takes=("card", "location", "to"), target=own_card_elsewhere),
}
FREE_BEARS = tuple(n for n, bear in BEARS.items() if bear.fired == FREE)


def adjusted(bear: int | None, value: Any) -> Any:
    """`value` (a dig's cost, a bid's price, the income's factor) as bear `bear` changes it."""
    return value if bear is None else BEARS[bear].effect(value)


def fire(state: State, seat: int, bear: int, events: list[Event]) -> None:
    """"Discard to use": the bear goes to the mixed deck's discard pile."""
    p = state.players[seat]
    p.critters.remove(bear)
    p.discarded.append(bear)
    state.discards["mixed"].append(f"critter:{bear}")
    events.append(BearFired(seat, bear))


def use(state: State, action: UseBear, events: list[Event]) -> list[Decision] | None:
    return BEARS[action.bear].effect(state, action, events)


# -- the rules of playing a bear -------------------------------------------------------------------
def is_a_bear(state: State, decision: Decision | None, action: UseBear) -> IllegalMove | None:
    if action.bear not in BEARS:
        return refuse("bear", f"card {action.bear} is not a bear; bears are 16 to 31")
    return None


def played_here(state: State, decision: Decision | None, action: UseBear) -> IllegalMove | None:
    """A bear of a decision is played in that decision; a WITH bear with its action."""
    bear = BEARS[action.bear]
    if bear.fired == WITH:
        return refuse("bear-phase", f"bear {action.bear} is played with "
                      f"{JOINED[bear.joins]} naming it as its bear, not on its own", bear.words)
    if decision is None or bear.fired != decision.kind:
        return refuse("bear-phase", f"bear {action.bear} acts in {_when(bear)}, and the table "
                      f"is in the {state.phase} phase", bear.words)
    return None


def holds_bear(state: State, decision: Decision | None, action: UseBear) -> IllegalMove | None:
    p = state.players[action.seat]
    if action.bear not in p.critters:
        return refuse("bear", f"{p.name} holds no bear {action.bear}", DISCARD)
    return None


def in_its_phase(state: State, decision: Decision | None, action: UseBear) -> IllegalMove | None:
    bear = BEARS[action.bear]
    if bear.phase is not None and bear.phase != state.phase:
        return refuse("bear-phase", f"bear {action.bear} acts in {_when(bear)}, and the table "
                      f"is in the {state.phase} phase", bear.words)
    return None


def names_what_it_takes(state: State, decision: Decision | None, action: UseBear
                        ) -> IllegalMove | None:
    takes = BEARS[action.bear].takes
    wrong = [f for f in USE_FIELDS if (getattr(action, f) is None) == (f in takes)]
    if wrong:
        needs = ", ".join(takes) if takes else "nothing else"
        return refuse("bear-fields", f"bear {action.bear} names {needs}; {wrong[0]} is "
                      f"{'missing' if wrong[0] in takes else 'not for it'}",
                      BEARS[action.bear].words)
    return None


def its_target(state: State, decision: Decision | None, action: UseBear) -> IllegalMove | None:
    target = BEARS[action.bear].target
    return None if target is None else target(state, decision, action)


def joins_this(state: State, decision: Decision | None, action: Any) -> IllegalMove | None:
    """The `bear` named with an action: one played with that kind of action, and held."""
    if action.bear is None:
        return None
    bear = BEARS.get(action.bear)
    if bear is None or bear.joins is not type(action):
        fits = [n for n, b in BEARS.items() if b.joins is type(action)]
        return refuse("bear", f"{JOINED[type(action)]} may be played with bear "
                      f"{' or '.join(map(str, fits))}, not {action.bear}")
    p = state.players[action.seat]
    if action.bear not in p.critters:
        return refuse("bear", f"{p.name} holds no bear {action.bear}", DISCARD)
    return None


def _when(bear: Bear) -> str:
    if bear.phase is None:
        return "any phase"
    where = {"beavers": " while activating your beavers", "score": " on your turn",
             "deploy": " on your turn"}.get(bear.fired, "")
    return PHASE_WORDS[bear.phase] + where


USE_RULES: tuple[Rule, ...] = (is_a_bear, played_here, holds_bear, names_what_it_takes,
                               its_target)
FREE_RULES: tuple[Rule, ...] = (holds_bear, in_its_phase, names_what_it_takes, its_target)


def candidates(state: State, seat: int, number: int) -> list[UseBear]:
    """Every way `seat` could name bear `number`, before its rules."""
    takes = BEARS[number].takes
    locations = range(len(state.locations))
    if not takes:
        return [UseBear(seat, number)]
    if takes == ("ore",):
        return [UseBear(seat, number, ore=o) for o in ORES]
    if takes == ("location", "tile"):
        return [UseBear(seat, number, location=i, tile=t) for i in locations for t in range(4)]
    cards = sorted(set(state.deployed(seat)))
    if "to" in takes:
        return [UseBear(seat, number, card=c, location=i, to=to) for c, i in cards
                for to in locations]
    return [UseBear(seat, number, card=c, location=i) for c, i in cards]


def held_candidates(state: State, seat: int, numbers: tuple[int, ...]) -> list[UseBear]:
    """The candidates of the bears among `numbers` that `seat` holds."""
    held = state.players[seat].critters
    return [use for n in numbers if n in held for use in candidates(state, seat, n)]


def free_options(state: State) -> list[UseBear]:
    """Bears any holder may fire now, whoever's turn it is."""
    found = []
    for seat, p in enumerate(state.players):
        for number in sorted(set(p.critters) & set(FREE_BEARS)):
            found += [use for use in candidates(state, seat, number)
                      if first_refusal(FREE_RULES, state, None, use) is None]
    return sorted(set(found), key=repr)
