"""Equipment used by choice on a dig turn, from the hand or just drawn.

"If you chose to dig, you can use as many Equipment cards you want during your turn. According
to each Equipment card, their effect apply inside or beside a Gallery"; "If you have several
Galleries, you have to choose to which Gallery you want to apply the effect of an Equipment card
(unless you have a Companion that says otherwise)". So a compass, pickaxe or parchment names one
of your galleries or none (beside); with the Scout (compass) or the Superbacker (pickaxe) it may
apply to each of your galleries. Once used, a card is discarded ("Once you have applied a card's
special effect, don't add it to your Gallery, instead discard it!").

- Bag: "Trade this card for a Recruit": one of your colour from the tavern.
- Bomb: on another player's gallery, "the Recruit closest to the Bomb will return to the Tavern"
  (the bomb lies at the gallery's end: the recruit on the latest card carrying one).
- Compass: 3 cards drawn, one chosen (mandatory) and used for the target, the rest discarded.
- Pickaxe: 2 cards drawn for the target, used in the order drawn; it "stops if the Gallery
  collapses" (or ends in any way: nothing is left to add to).
- Parchment: 3 cards drawn, up to 2 chosen and used in any order, the rest discarded.
- Potion: the last card of an opponent's gallery and its gems come to you (a stone into your
  hand, a rune kept as a rune, anything else discarded), unless a recruit stands on it.
The shield, the scepter and the anchor answer a card as it is drawn (arrival.py); a chest pays
at the tavern (payment.py).
"""

from companion.games.base import Event, PointItem
from companion.games.dig import actions
from companion.games.dig.cards import ACTIVE_EQUIPMENT, PRECIOUS_STONES
from companion.games.dig.enemies import companion_with
from companion.games.dig.galleries import change, gallery_name
from companion.games.dig.hill import cards_left
from companion.games.dig.state import State
from companion.games.dig.table_events import RecruitsMoved, Stolen, Used
from companion.games.dig.tasks import DrawTo, Pick

DRAWS = {"compass": (3, 1), "parchment": (3, 2)}  # cards drawn, cards chosen
EACH = {"compass": "scout", "pickaxe": "superbacker"}


def use_options(state: State, seat: int, equipment: str) -> list[actions.Use]:
    """Every way `seat` may use `equipment` now (whether from the hand or just drawn)."""
    if equipment not in ACTIVE_EQUIPMENT:
        return []
    player = state.players[seat]
    if equipment == "bag":
        return [actions.Use(seat, "bag")] if player.tavern else []
    if equipment in ("bomb", "potion"):
        return [actions.Use(seat, equipment, gallery=place, victim=victim)
                for victim, other in enumerate(state.players) if victim != seat
                for place, opened in other.open_galleries()
                if equipment == "bomb" or not opened.gallery.slots[-1].recruit]
    if not cards_left(state):
        return []
    found = [actions.Use(seat, equipment)]
    found += [actions.Use(seat, equipment, gallery=place) for place, _ in player.open_galleries()]
    if len(player.open_galleries()) > 1 and equipment in EACH and \
            companion_with(state, seat, EACH[equipment]):
        found.append(actions.Use(seat, equipment, each=True))
    return found


def use(state: State, action: actions.Use, events: list[Event]) -> None:
    """Carry out `action` (already checked); the card is discarded."""
    seat, equipment = action.seat, action.equipment
    player = state.players[seat]
    state.discard.append(equipment)
    events.append(Used(seat, equipment, action.gallery, action.victim))
    if equipment == "bag":
        player.tavern -= 1
        player.recruits += 1
        events.append(RecruitsMoved(seat, 1, "hand"))
    elif equipment == "bomb":
        victim = action.victim
        gallery = state.players[victim].galleries[action.gallery - 1].gallery
        change(state, victim, action.gallery, gallery.bombed(), events)
    elif equipment == "potion":
        _potion(state, seat, action.victim, action.gallery, events)
    else:
        targets = ([g.id for _, g in player.open_galleries()] if action.each else
                   [None if action.gallery is None else
                    player.galleries[action.gallery - 1].id])
        for target in reversed(targets):  # the first gallery's cards on top: drawn first
            if equipment == "pickaxe":
                state.tasks += [DrawTo(seat, target, "pickaxe")] * 2
            else:
                drawn, picks = DRAWS[equipment]
                state.tasks.append(Pick(seat, equipment, target, (), drawn, picks))


def _potion(state: State, seat: int, victim: int, place: int, events: list[Event]) -> None:
    other = state.players[victim]
    gallery = other.galleries[place - 1].gallery
    card, gems = gallery.slots[-1].card, gallery.slots[-1].gems
    change(state, victim, place, gallery.robbed(), events)
    player = state.players[seat]
    why = f"a potion on {other.name}'s {gallery_name(place)}"
    if gems:
        player.items.append(PointItem(gems, "potion", f"Turn {state.turns}: {gems} gem(s) "
                                      f"stolen with {why}"))
    if card in PRECIOUS_STONES:
        player.stones[card] += 1
    elif card == "rune":
        player.items.append(PointItem(1, "rune", f"Turn {state.turns}: a rune stolen with {why}"))
    else:
        state.discard.append(card)
    events.append(Stolen(seat, victim, place, card, gems))
