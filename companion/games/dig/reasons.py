"""Why an action is refused: the rule it breaks, in the table's words and the rulebook's.

`explain` is called only for an action the engine does not list as legal; it names the first
rule it finds broken, checking the rules a player is most likely to break first.
"""

from companion.errors import IllegalMove
from companion.games.dig import actions
from companion.games.dig.cards import (
    ACTIVE_EQUIPMENT,
    EQUIPMENT,
    HILL_KINDS,
    MAX_GALLERIES,
    PRECIOUS_STONES,
)
from companion.games.dig.galleries import gallery_name
from companion.games.dig.hill import cards_left, drawable
from companion.games.dig.payment import hand
from companion.games.dig.state import State
from companion.games.dig.tasks import Arrival
from companion.games.dig.words import waiting

TURN = "On your turn you must perform one of the following actions"
CLOCKWISE = "Play then continues clockwise, each player taking one turn at a time"
ONE_PER_KIND = "However you can only keep one card per type."
STONE = "A Recruit may only be placed on a Precious Stone card to start a Gallery!"
GALLERIES = "You can create and manage up to 4 Galleries at the same time."
PER_GALLERY = "A Gallery may never contain more than 4 Recruits and only one Recruit is " \
              "allowed per card."
HIRE = "Each player can hire up to 4 Recruits in total."
PRICE = "A Recruit can be hired at the Tavern for 5 Crystals."
NO_CHANGE = "The Tavern cannot give any Crystals back."
EQUIPMENT_TURN = "If you chose to dig, you can use as many Equipment cards you want during " \
                 "your turn."
POTION = "You cannot use the Potion if the last card of a Gallery has a Recruit on it."
SEVERAL = "If you own several Galleries, place one card face down in front of each of your " \
          "Galleries"
SPECIAL = "the following cards can also be added to a Gallery and can only be collected if " \
          "placed on a Gallery"


def explain(state: State, action) -> IllegalMove:
    names = [p.name for p in state.players]
    if state.phase == "over":
        return IllegalMove("game-over", "the game is over: " + " and ".join(
            names[s] for s in state.winners) + " won")
    seat = getattr(action, "seat", None)
    if seat not in range(len(names)):
        return IllegalMove("seat", f"seat {seat} does not exist; seats are 0 to "
                           f"{len(names) - 1}")
    waiting = state.tasks[-1].seat if state.tasks else state.turn
    if seat != waiting:
        doing = "decide on a card" if state.tasks else "play"
        return IllegalMove("turn", f"it is {names[waiting]}'s turn to {doing}, not "
                           f"{names[seat]}'s", CLOCKWISE)
    if state.tasks:
        return _task_reason(state, state.tasks[-1], action)
    return _turn_reason(state, action)


def _task_reason(state: State, task, action) -> IllegalMove:
    player = state.players[task.seat]
    match task, action:
        case Arrival(card=card), actions.PlaceCard(recruit=True) if card in PRECIOUS_STONES:
            if not player.recruits:
                return IllegalMove("no-recruit", f"{player.name} has no recruit in hand: hire "
                                   "one at the tavern", HIRE)
            return IllegalMove("recruit-limit", "this gallery already holds 4 recruits",
                               PER_GALLERY)
        case Arrival(card=card), actions.PlaceCard(recruit=True) | actions.StartGallery():
            if card not in PRECIOUS_STONES:
                return IllegalMove("recruit-stone", f"a recruit on {card.replace('-', ' ')}: "
                                   "a recruit goes only on a precious stone", STONE)
            if isinstance(action, actions.StartGallery):
                return _start_reason(state, task, action)
        case Arrival(card=card), actions.Keep() if card in EQUIPMENT:
            return IllegalMove("one-per-kind", f"{player.name} already keeps a {card}: use "
                               "this one now or discard it", ONE_PER_KIND)
        case Arrival(card=card), actions.Keep() if card in ("rune", "gem-egg") and \
                task.target is None:
            return IllegalMove("special-beside", f"a {card.replace('-', ' ')} drawn beside the "
                               "galleries cannot be kept", SPECIAL)
        case _, actions.Reveal(card=card) if not state.table_hill:
            return IllegalMove("seeded-hill", "this game draws from its own shuffled hill: "
                               "cards are not told to it")
        case _, actions.Reveal(card=card) if card in HILL_KINDS and \
                card not in drawable(state):
            return IllegalMove("hill-count", f"no {card.replace('-', ' ')} is left in the hill "
                               "(every one is in a gallery, a hand or the discard)")
    return IllegalMove("decide-first", f"{waiting(state)} ({type(action).__name__} is not "
                       "possible now)")


def _start_reason(state: State, task, action: actions.StartGallery) -> IllegalMove:
    player = state.players[task.seat]
    if task.target is not None:
        return IllegalMove("in-gallery", "the card was drawn into a gallery: it is added "
                           "there (\"If you choose to dig in your Gallery, add the card to it\")")
    if not player.recruits:
        return IllegalMove("no-recruit", f"{player.name} has no recruit in hand", HIRE)
    if len(player.open_galleries()) == MAX_GALLERIES:
        return IllegalMove("gallery-limit", f"{player.name} already has 4 galleries",
                           GALLERIES)
    return IllegalMove("gallery-taken", f"the {gallery_name(action.gallery)} place is not "
                       "free" if action.gallery in range(1, 5) else "galleries are 1 to 4")


def _turn_reason(state: State, action) -> IllegalMove:
    player = state.players[action.seat]
    if isinstance(action, actions.Reveal | actions.PlaceCard | actions.StartGallery |
                  actions.Keep | actions.Discard | actions.Accept | actions.Choose):
        return IllegalMove("no-card", "no card is waiting for a decision", TURN)
    if state.phase == "tavern" and not isinstance(action, actions.HireRecruits |
                                                  actions.HireCompanion):
        return IllegalMove("tavern", f"{player.name} is at the tavern: hire or leave", TURN)
    if state.phase == "dug" and not isinstance(action, actions.Use):
        return IllegalMove("one-action", f"{player.name} has dug this turn: use equipment or "
                           "end the turn", TURN)
    if state.committed and isinstance(action, actions.Close | actions.HireRecruits |
                                      actions.HireCompanion):
        return IllegalMove("one-action", f"{player.name} used equipment: this turn is a dig",
                           EQUIPMENT_TURN)
    match action:
        case actions.Dig() | actions.Use() if not cards_left(state):
            return IllegalMove("hill-empty", "the hill and the discard pile are empty: no card "
                               "is left to draw")
        case actions.Dig(each=True):
            return IllegalMove("several-galleries", f"{player.name} has fewer than two "
                               "galleries", SEVERAL)
        case actions.Dig(gallery=place) | actions.Close(gallery=place):
            return IllegalMove("no-gallery", f"{player.name} has no open gallery at place "
                               f"{place}")
        case actions.HireRecruits():
            return _recruit_reason(state, action)
        case actions.HireCompanion(companion=name) if name not in state.tavern:
            return IllegalMove("tavern-companion", f"the {name} is not for hire at the tavern")
        case actions.HireCompanion():
            return IllegalMove("companion-price", f"the {action.companion} asks for "
                               f"{', '.join(state.catalog.companion(action.companion).price)}"
                               " (a chest stands for one stone of your choice)")
        case actions.Use(equipment=equipment) if equipment not in player.equipment:
            return IllegalMove("equipment-held", f"{player.name} keeps no {equipment}")
        case actions.Use(equipment=equipment) if equipment not in ACTIVE_EQUIPMENT:
            return IllegalMove("equipment-timing", f"a {equipment} is used when a card calls "
                               "for it, not at will")
        case actions.Use(equipment="potion"):
            return IllegalMove("potion-recruit", "the potion needs another player's gallery "
                               "whose last card has no recruit", POTION)
        case actions.Use(equipment="bag"):
            return IllegalMove("bag", f"no recruit of {player.name}'s colour is left in the "
                               "tavern", HIRE)
        case actions.Use(each=True):
            return IllegalMove("each-gallery", "only the Scout (compass) or the Superbacker "
                               "(pickaxe) applies it to each gallery, with two or more of them")
        case actions.Use():
            return IllegalMove("equipment-target", "that is no gallery to use it on")
    return IllegalMove("not-now", f"{type(action).__name__} is not possible now", TURN)


def _recruit_reason(state: State, action: actions.HireRecruits) -> IllegalMove:
    player = state.players[action.seat]
    if state.hired_recruits:
        return IllegalMove("hire-once", "recruits are hired all at once on a visit", PRICE)
    if action.count > player.tavern or action.count < 1:
        return IllegalMove("recruit-count", f"{player.name} can hire {player.tavern} more "
                           "recruit(s)", HIRE)
    if any(action.pay.count(card) > hand(player.stones, player.equipment)[card]
           for card in set(action.pay)):
        return IllegalMove("payment-cards", f"{player.name} does not hold "
                           f"{', '.join(action.pay)}")
    return IllegalMove("price", f"{', '.join(action.pay) or 'nothing'} does not pay for "
                       f"{action.count} recruit(s) with nothing to spare", f"{PRICE} "
                       f"{NO_CHANGE}")
