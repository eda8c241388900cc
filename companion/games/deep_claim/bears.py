"""Bears 16-31: "discard to use once". Bears tied to a decision (17, 23, 24, 25, 26, 27, 29, 30,
31, 18) are offered with it; the rest may be fired by their holder whenever their phase allows,
even on another player's turn: 20-22 ("any") at any time, 16 during Recruit before that bid
resolves, 19 and 28 during Mine.
"""

from companion.games.deep_claim import mine, recruit
from companion.games.deep_claim.actions import UseBear
from companion.games.deep_claim.cards import INTERSECTIONS
from companion.games.deep_claim.economy import gain
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import State

FREE = {16: "recruit", 19: "mine", 20: None, 21: None, 22: None, 28: "mine"}


def fire(state: State, seat: int, bear: int, events: list[Event]) -> None:
    p = state.players[seat]
    p.critters.remove(bear)
    p.discarded.append(bear)
    state.discards["mixed"].append(f"critter:{bear}")
    events.append(Event("bear", seat, f"{p.name} discards bear {bear}"))


def free_options(state: State) -> list[UseBear]:
    found = []
    for seat, p in enumerate(state.players):
        for bear in sorted(set(p.critters) & FREE.keys()):
            if FREE[bear] not in (None, state.phase):
                continue
            if bear in (20, 21, 22):
                found.append(UseBear(seat, bear))
            elif bear == 16:
                found += [UseBear(seat, 16, card=e[3], location=i)
                          for i, loc in enumerate(state.locations) for e in loc.bids
                          if e[2] == seat]
            elif bear == 19:
                found += [UseBear(seat, 19, card=e[3], location=i)
                          for i, loc in enumerate(state.locations)
                          if i >= state.revealed - 1 for e in loc.digs if e[2] == seat]
            else:
                found += [UseBear(seat, 28, location=i, tile=t)
                          for i, loc in enumerate(state.locations) for t in range(4)
                          if loc.veins[t] is not None
                          and any(loc.cells[c] == seat for c in INTERSECTIONS[t])]
    return sorted(set(found), key=repr)


def use_free(state: State, action: UseBear, events: list[Event]) -> list[tuple]:
    p = state.players[action.seat]
    if action.bear == 20:
        gain(p, coins=6)
    elif action.bear == 21:
        gain(p, pickaxes=6)
    elif action.bear == 22:
        p.vp += 4
    elif action.bear == 16:
        recruit.boost_bid(state, action.seat, action.card, action.location)
    elif action.bear == 19:
        mine.to_front(state, action.seat, action.card, action.location)
    elif action.bear == 28:
        loc = state.locations[action.location]
        number, loc.veins[action.tile] = loc.veins[action.tile], None
        return mine.claim(state, action.seat, number, events)
    return []
