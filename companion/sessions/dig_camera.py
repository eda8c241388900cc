"""What a card the camera sees laid on the DIG table means for the game.

The camera sees cards, never recruits (wooden, unmarked) nor face-down cards (DIG's cards carry
a marker on their face only). A card laid at the end of a gallery row is the card drawn into
that gallery: where it lies says which gallery it extends and at which place. So a card seen:
- at the end of one of the player's galleries, at the start of their turn: a dig in that
  gallery, or - when they have several - one of the face-down cards of a dig in each gallery
  just turned up; which of the two the camera cannot tell: it asks;
- at the end of a gallery the game is drawing for (the card drawn at once after a recruit was
  placed, a pickaxe's, a face-down card turned up, a compass's chosen card): that card;
- alone in an empty row, the stone just drawn beside: a recruit placed on it starts a gallery
  there (a stone laid straight into an empty row at the start of a turn: dug beside and
  started there at once);
- beside the galleries at the start of the turn: a dig beside.
Anything else (a card out of turn, at the wrong place, in a row the game does not expect) is
an impossible card: the table is told why, and nothing is played. A move the rules refuse
(a seventh spider) is held by the session with the engine's reason.
"""

from companion.games.dig import actions as a
from companion.games.dig.cards import HILL_KINDS, PRECIOUS_STONES
from companion.games.dig.galleries import gallery_name
from companion.games.dig.game import Game
from companion.games.dig.tasks import Arrival, DrawTo, FaceDown, Pick
from companion.games.dig.words import waiting
from companion.sessions.inputs import AddToGallery, LayBeside

Moves = list[a.Action]


class Impossible(Exception):
    """The card seen is no move now; the message says why, for the table."""


def meanings(game: Game, seen: AddToGallery | LayBeside) -> list[Moves]:
    """The move sequences the card seen may stand for (several: the table is asked which);
    raises Impossible saying why it stands for none."""
    seat = seen.seat - 1
    names = game.names
    if seat not in range(len(names)):
        raise Impossible(f"no one plays at seat {seen.seat}")
    if seen.card not in HILL_KINDS:
        raise Impossible(f"{seen.physical_card} is not a hill card")
    if game.over:
        raise Impossible("the game is over")
    if game.turn != seat:
        raise Impossible(f"it is {names[game.turn]}'s turn")
    if isinstance(seen, LayBeside):
        return _beside(game, seat, seen.card)
    return _in_row(game, seat, seen)


def _beside(game: Game, seat: int, card: str) -> list[Moves]:
    state = game.state
    task = state.tasks[-1] if state.tasks else None
    if isinstance(task, DrawTo) and task.target is None:
        return [[a.Reveal(seat, card)]]
    if isinstance(task, Pick) and not task.to_draw and task.target is None and \
            card in task.cards:
        return [[a.Choose(seat, card)]]
    if task is None and state.phase == "start":
        return [[a.Dig(seat), a.Reveal(seat, card)]]
    raise Impossible(waiting(game.state))


def _in_row(game: Game, seat: int, seen: AddToGallery) -> list[Moves]:
    state = game.state
    player = state.players[seat]
    place, card = seen.gallery, seen.card
    if place not in range(1, len(player.galleries) + 1):
        raise Impossible(f"a player has four gallery rows, not {place}")
    opened = player.galleries[place - 1]
    expected = 1 if opened is None else len(opened.gallery.slots) + 1
    where = f"{game.names[seat]}'s {gallery_name(place)}"
    if seen.position != expected:
        has = "is empty" if opened is None else f"has {expected - 1} cards"
        raise Impossible(f"{seen.physical_card} lies as card {seen.position} of {where}, "
                         f"which {has}: the next card is card {expected}")
    task = state.tasks[-1] if state.tasks else None
    target = None if opened is None else opened.id
    match task:
        case None if state.phase == "start" and opened is not None:
            single = [a.Dig(seat, place), a.Reveal(seat, card)]
            if len(player.open_galleries()) < 2:
                return [single]
            return [single, [a.Dig(seat, each=True), a.Reveal(seat, card, place)]]
        case None if state.phase == "start" and card in PRECIOUS_STONES:
            return [[a.Dig(seat), a.Reveal(seat, card), a.StartGallery(seat, place)]]
        case DrawTo() if task.target == target and target is not None:
            return [[a.Reveal(seat, card)]]
        case FaceDown() if target in task.targets:
            return [[a.Reveal(seat, card, place)]]
        case Pick(to_draw=0) if task.target == target and card in task.cards:
            return [[a.Choose(seat, card)]]
        case Arrival(card=drawn, target=None) if opened is None and drawn == card:
            return [[a.StartGallery(seat, place)]]
    raise Impossible(f"{seen.physical_card} was laid in {where}; the game waits: "
                     f"{waiting(state)}")
