"""The two endgame triggers and the last turns.

"A game of Deep Shelf can end in one of two ways: either by completing all oceanic research, or
by environmental collapse. If both endgame triggers occur in the same game, the first triggering
event will determine which player takes the final turn of the game. When the endgame is
triggered, every player will have 1 last turn - the player who triggered the endgame will take
the final turn of the game."

Reading: the player who triggers is the one whose turn it is (an event card or another player's
reward may be what completes the research, during that turn); that turn is played out, then each
other player takes a last turn in clockwise order, then the triggering player takes the final
turn. A trigger during the last turns changes nothing.
"""

from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.events import EndTriggered
from companion.games.deep_shelf.state import State

HOW = {"research": "all three Research Tracks are complete",
       "collapse": "Environmental Collapse"}


def collapse_space(players: int) -> int:
    """ "2 Players: ... at 10. 3 Players: ... at 12. 4 Players: ... at 14." """
    return catalog.tracks()["exploitation"]["collapse"][str(players)]


def trigger(state: State, how: str, events: list) -> None:
    if state.trigger is not None or state.turn is None:
        return
    seat = state.turn.seat
    state.trigger = {"seat": seat, "how": how}
    events.append(EndTriggered(seat, f"The end of the game is triggered ({HOW[how]}) on "
                               f"{state.players[seat].name}'s turn: every player has 1 last "
                               f"turn, {state.players[seat].name} taking the final one"))


def last_turns(state: State) -> list[int]:
    """After the triggering turn: the others clockwise, then the triggering player."""
    seat = state.trigger["seat"]
    n = len(state.players)
    return [(seat + i) % n for i in range(1, n)] + [seat]
