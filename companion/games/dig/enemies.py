"""The seven enemies in the whole game: who is protected, and what an enemy does.

- A companion "Protects you from" its enemy: the enemy card is discarded and its owner receives
  its gems ("Receive 1 Gem for each Spider drawn"; 2 for the orc and the werewolf) - whenever
  that enemy would act on them, wherever it was drawn (beside a gallery too) or repelled from.
  The Wizard protects from thieves and skeletons without gems; "If you draw one of these
  Enemies, discard it and draw another card instead" (drawn for the same gallery).
- Shield: "If your Gallery gets attacked by an Enemy card, discard the Shield to cancel the
  attack": any enemy acting on one of your galleries (a werewolf: while you have one open).
- Spider, ghost, snake, skeleton, thief and orc act on the gallery they were drawn for; drawn
  beside, they have no gallery to act on: "discard it and pass your turn". The werewolf
  "Frightens all Recruits you have ... and forces you to close all of your Galleries", so it
  acts wherever it is drawn: every recruit in hand goes to the tavern, every gallery closes.
- The orc eats at most three of a player's recruits in a game ("it cannot eat more than three
  of your Recruits!"); after that it eats none, and the gallery still closes.
"""

from companion.games.base import Event, PointItem
from companion.games.dig.galleries import add_card
from companion.games.dig.state import State
from companion.games.dig.table_events import Discarded, Protected, RecruitsMoved
from companion.games.dig.tasks import DrawTo

PROTECTORS = {"spider": ("german-shepherd", 1), "snake": ("elf", 1), "thief": ("hunter", 1),
              "skeleton": ("knight", 1), "orc": ("paladin", 2), "ghost": ("shadowman", 1),
              "werewolf": ("ninja-cat", 2)}
WIZARD_FOES = frozenset({"thief", "skeleton"})


def companion_with(state: State, seat: int, ability: str) -> str | None:
    """The name of `seat`'s companion with `ability`, if they hired one."""
    catalog = state.catalog
    return next((name for name in state.players[seat].companions
                 if catalog.companion(name).ability == ability), None)


def protector(state: State, seat: int, enemy: str) -> str | None:
    """The companion that protects `seat` from `enemy`, if any."""
    specific = companion_with(state, seat, PROTECTORS[enemy][0])
    if specific is None and enemy in WIZARD_FOES:
        return companion_with(state, seat, "wizard")
    return specific


def protect(state: State, seat: int, enemy: str, target: int | None, drawn: bool,
            events: list[Event]) -> None:
    """`seat`'s companion sends `enemy` to the discard (and pays its gems, or draws again)."""
    name = protector(state, seat, enemy)
    assert name is not None
    state.discard.append(enemy)
    gems = 0
    if state.catalog.companion(name).ability == "wizard":
        if drawn:
            state.tasks.append(DrawTo(seat, target, "wizard"))
    else:
        gems = min(PROTECTORS[enemy][1], state.supply)
        state.supply -= gems
        if gems:
            state.players[seat].items.append(PointItem(gems, "companion",
                                                       f"Turn {state.turns}: the {name}, a "
                                                       f"{enemy} drawn"))
    events.append(Protected(seat, name, enemy, gems))


def shield_applies(state: State, seat: int, enemy: str, target: int | None) -> bool:
    player = state.players[seat]
    if "shield" not in player.equipment:
        return False
    if enemy == "werewolf":
        return bool(player.open_galleries())
    return state.find(target) is not None


def act(state: State, seat: int, enemy: str, target: int | None, events: list[Event]) -> None:
    """`enemy` acts on `seat`'s gallery `target` (a werewolf: on all they have)."""
    if enemy == "werewolf":
        _werewolf(state, seat, events)
        return
    found = state.find(target)
    if found is None:
        state.discard.append(enemy)
        events.append(Discarded(seat, enemy, "drawn beside the galleries, it has nothing to "
                                "act on"))
        return
    told = len(events)
    add_card(state, seat, found[1], enemy, False, events)
    if enemy != "snake":  # "Snake: Add the card to the Gallery"
        state.discard.append(enemy)
    if len(events) == told:  # "No effect if your Gallery has zero gems"
        events.append(Discarded(seat, enemy, "the gallery has no gem to steal"))


def _werewolf(state: State, seat: int, events: list[Event]) -> None:
    player = state.players[seat]
    state.discard.append("werewolf")
    if player.recruits:
        events.append(RecruitsMoved(seat, player.recruits, "tavern"))
        player.tavern += player.recruits
        player.recruits = 0
    for place, _opened in player.open_galleries():
        add_card(state, seat, place, "werewolf", False, events)
