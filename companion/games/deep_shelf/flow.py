"""How the game moves on between decisions: set-up's stages, the two cards of a turn carried out
step by step, the end of a turn, the last turns and the endgame.

Reference, "On Your turn": 1. the first card, its line items in order, Power Action Steps
ignored; 2. the second card, its Power Action Step included; 3. "Return any cards in your 1st
Action Space and Overworked column to your hand. Move the card in your 2nd Action Space to the
Overworked column."; 4. the Exploitation Track catches up, an event on orange (exploitation.py).
Then the Deep Explorer token goes to "the first player to end their turn with a unit or structure
in the Deep"; play passes clockwise, or through the last turns once the end is triggered.
"""

from typing import Any

from companion.games.deep_shelf import cards, endgame, exploitation, final, setup
from companion.games.deep_shelf.events import StepSkipped, TurnEnded
from companion.games.deep_shelf.state import State, Turn
from companion.games.deep_shelf.steps import choices, step
from companion.games.deep_shelf.words import step_words

ENDING = ["rotate", "exploitation", "explorer", "next"]


def advance(state: State, events: list) -> None:
    """Move the game on until a player must decide something, or it is over."""
    while state.stage != "over":
        if state.queue:
            d = state.queue[0]
            if d.get("begun"):
                return
            _begin(state, d, events)
        else:
            _move_on(state, events)


def _begin(state: State, d: dict[str, Any], events: list) -> None:
    d["begun"] = True
    state.urgent = 0
    handler = step(state, d["kind"])
    handler.begin(state, d, events)
    if any(waiting is d for waiting in state.queue) and not choices(state, d):
        state.finish(d)
        if d.get("card") and not handler.automatic:
            name = state.players[d["seat"]].name
            events.append(StepSkipped(d["seat"], f"{name} cannot {step_words(d['kind'])}: "
                                      "step skipped"))


def _move_on(state: State, events: list) -> None:
    if state.stage == "faction":
        state.stage = "dock"
        for seat in setup.dock_order(state):
            state.push("dock", seat)
    elif state.stage == "dock":
        state.stage = "scientist"
        state.order = setup.turn_order(state)
        for seat in state.order:
            state.push("scientist", seat)
    elif state.stage == "scientist":
        state.stage = "play"
        state.turn = Turn(state.order[0])
    elif state.stage == "play":
        _next_in_turn(state, events)
    elif state.stage == "tally":
        final.finish(state, events)
        state.stage = "over"


def _next_in_turn(state: State, events: list) -> None:
    turn = state.turn
    seat = turn.seat
    player = state.players[seat]
    if turn.ending:
        _end_phase(state, turn.ending.pop(0), events)
    elif turn.card is None:
        if turn.slot <= 2:
            state.push("card", seat)
        else:
            turn.ending = list(ENDING)
    elif turn.steps:
        state.push(turn.steps.pop(0), seat, card=True)
    elif turn.slot == 2 and not turn.power_offered:
        turn.power_offered = True
        power = cards.card(player, turn.card).power
        if power and step(state, power).possible(state, seat):
            state.push("power", seat)
    else:
        turn.card = None
        turn.slot += 1


def _end_phase(state: State, phase: str, events: list) -> None:
    turn = state.turn
    player = state.players[turn.seat]
    state.urgent = 0
    if phase == "rotate":
        player.overworked, player.first, player.second = player.second, None, None
        events.append(TurnEnded(turn.seat, f"{player.name}'s turn ends: "
                                f"{cards.title(player, player.overworked)} is Overworked"))
    elif phase == "exploitation":
        if exploitation.catch_up(state, events):
            turn.ending[:0] = ["event"] + (["recycle"] if len(state.players) > 2 else [])
    elif phase == "event":
        exploitation.resolve(state, events)
    elif phase == "recycle":
        exploitation.recyclers(state, events)
    elif phase == "explorer":
        if state.explorer is None and state.board.in_deep(turn.seat):
            state.explorer = turn.seat
            events.append(TurnEnded(turn.seat, f"{player.name} ends the turn in the Deep first "
                                    "and takes the Deep Explorer token (3 VP)"))
    else:
        _next_turn(state, events)


def _next_turn(state: State, events: list) -> None:
    state.rounds += 1
    if state.trigger is not None and state.last_turns is None:
        state.last_turns = endgame.last_turns(state)
    if state.last_turns is None:
        state.turn = Turn(state.left_of(state.turn.seat))
        return
    if not state.last_turns:
        state.turn = None
        state.stage = "tally"
        for seat in state.order:
            state.push("tally", seat)
        return
    seat = state.last_turns.pop(0)
    state.turn = Turn(seat)
    events.append(TurnEnded(seat, f"{state.players[seat].name}'s last turn"
                            + (" - the final turn of the game" if not state.last_turns else "")))
