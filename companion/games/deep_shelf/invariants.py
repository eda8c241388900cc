"""What must hold after every action of a Deep Shelf game (the property tests and the random-game
benchmark check these; part 2 adds the board's)."""

from companion.games.deep_shelf import economy, research
from companion.games.deep_shelf.cubes import TRACKS
from companion.games.deep_shelf.state import State


def problems(state: State, before: State | None = None) -> list[str]:
    """Every invariant `state` breaks (after an action played on `before`)."""
    found = []
    if not state.impending >= state.exploitation >= 0:
        found.append(f"markers: Impending {state.impending}, Exploitation {state.exploitation}")
    for player in state.players:
        if player.credits < 0:
            found.append(f"{player.name} has {player.credits} Credits")
        if any(n <= 0 for n in player.storage.values()):
            found.append(f"{player.name}'s storage holds an empty pile: {player.storage}")
        if player.faction and sum(player.storage.values()) > economy.capacity(player):
            found.append(f"{player.name}'s storage holds more than {economy.capacity(player)}")
        if player.overworked is not None and player.overworked in (player.first, player.second):
            found.append(f"{player.name} plays the Overworked card {player.overworked}")
    for track in TRACKS:
        ends = [p.name for p in state.players if p.research[track] == research.last(track)]
        if len(ends) > 1:
            found.append(f"{', '.join(ends)} all on the last space of {track}")
    if before is not None:
        for old, new in zip(before.players, state.players, strict=True):
            for track in TRACKS:
                if new.research[track] < old.research[track]:
                    found.append(f"{new.name} moved back on {track}")
        if before.trigger is not None and state.trigger != before.trigger:
            found.append("the endgame trigger changed once set")
    return found
