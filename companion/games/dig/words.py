"""DIG's actions and events in the table's words: "Ann digs in her second gallery" is said
"Ann digs in the second gallery"; gems are told as where to put them ("Place 1 gem on card 10
of Ann's second gallery"). Nothing here names a card a viewer may not see: the cards a compass
or a parchment drew are named only to their drawer until one is chosen."""

from companion.games.base import seat_name
from companion.games.dig import actions
from companion.games.dig import events as g
from companion.games.dig import table_events as t
from companion.games.dig.galleries import gallery_name
from companion.games.dig.state import State
from companion.games.dig.tasks import Arrival, Attack, DrawTo, FaceDown, Pick

VIA = {"recruit": " (drawn at once after placing a recruit)", "pickaxe": " with the pickaxe",
       "wizard": " (the Wizard draws another)", "compass": " with the compass",
       "parchment": " with the parchment", "face down": ", turned up", "dig": ""}


def card_name(card: str) -> str:
    return card.replace("-", " ")


def with_article(card: str) -> str:
    name = card_name(card)
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


PRIVATE = ("compass", "parchment")  # cards drawn into the drawer's hand to choose from


def describe_action(state: State, action, viewer: int | None) -> str:
    names = [p.name for p in state.players]
    name = seat_name(names, action.seat)
    pending = state.tasks[-1] if state.tasks else None
    drawn = pending.card if isinstance(pending, Arrival) else \
        pending.enemy if isinstance(pending, Attack) else "card"
    match action:
        case actions.Dig(each=True):
            return f"{name} digs in each gallery: one card face down before each"
        case actions.Dig(gallery=None):
            return f"{name} digs beside the galleries"
        case actions.Dig(gallery=place):
            return f"{name} digs in the {gallery_name(place)}"
        case actions.Close(gallery=place):
            return f"{name} closes the {gallery_name(place)}"
        case actions.HireRecruits(count=count, pay=pay):
            return f"{name} hires {count} recruit(s) for {_cards(pay)}"
        case actions.HireCompanion(companion=companion, pay=pay):
            return f"{name} hires the {companion} for {_cards(pay)}"
        case actions.LeaveTavern():
            return f"{name} leaves the tavern"
        case actions.Use():
            return _use(names, action)
        case actions.EndTurn():
            return f"{name} ends the turn"
        case actions.Pass():
            return f"{name} passes: nothing left to draw, close or hire"
        case actions.Reveal(card=card, gallery=place):
            before = f" before the {gallery_name(place)}" if place else ""
            return f"{name} turns up {with_article(card)}{before}"
        case actions.PlaceCard(recruit=recruit):
            return f"{name} adds the {card_name(drawn)} to the gallery" + (
                " with a recruit on it" * recruit)
        case actions.StartGallery(gallery=place):
            return (f"{name} places a recruit on the {card_name(drawn)}: a new gallery, the "
                    f"{gallery_name(place)}")
        case actions.Keep():
            return f"{name} keeps the {card_name(drawn)}"
        case actions.Discard() if isinstance(pending, Pick):
            return f"{name} uses no more cards of the {pending.equipment}"
        case actions.Discard():
            return f"{name} discards the {card_name(drawn)}"
        case actions.Accept():
            return f"{name} lets the {card_name(drawn)} act"
        case actions.Choose(card=card):
            shown = card_name(card) if viewer in (None, action.seat) else "a card"
            return f"{name} chooses {shown}"
    return f"{name}: {type(action).__name__}"


def _cards(pay: tuple[str, ...]) -> str:
    return ", ".join(card_name(card) for card in pay)


def _use(names: list[str], action: actions.Use) -> str:
    name, equipment = seat_name(names, action.seat), action.equipment
    victim = None if action.victim is None else seat_name(names, action.victim)
    match equipment:
        case "bag":
            return f"{name} trades a bag for a recruit"
        case "bomb":
            return f"{name} bombs {victim}'s {gallery_name(action.gallery)}"
        case "potion":
            return f"{name} uses a potion on {victim}'s {gallery_name(action.gallery)}"
        case "scepter":
            return f"{name} repels the enemy with the scepter onto {victim}'s " \
                   f"{gallery_name(action.gallery)}"
        case "shield":
            return f"{name}'s shield cancels the attack"
        case "anchor":
            return f"{name}'s anchor avoids the collapse"
    if action.each:
        return f"{name} uses the {equipment} in each gallery"
    target = f"in the {gallery_name(action.gallery)}" if action.gallery else \
        "beside the galleries"
    return f"{name} uses the {equipment} {target}"


def describe_event(state: State, event, viewer: int | None) -> str:
    names = [p.name for p in state.players]
    name = names[event.seat] if event.seat is not None else ""
    match event:
        case t.Announced(each=True):
            return f"{name} digs in each gallery: one card face down before each"
        case t.Announced(gallery=None):
            return f"{name} digs beside the galleries"
        case t.Announced(gallery=place):
            return f"{name} digs in the {gallery_name(place)}"
        case t.Chosen(card=card, equipment=equipment):
            return f"{name} chooses {with_article(card)} of the cards the {equipment} drew"
        case t.Drawn(card=card, gallery=place, via=via):
            shown = with_article(card) if via not in PRIVATE or viewer == event.seat \
                else "a card"
            return f"{name} draws {shown} {_for(place)}{VIA.get(via, '')}"
        case t.InGallery(gallery=place, change=change):
            return _gallery_change(name, place, change)
        case t.Kept(card=card):
            return f"{name} keeps the {card_name(card)}"
        case t.Discarded(card=card, why=why):
            return f"{name}'s {card_name(card)} is discarded: {why}"
        case t.Used(equipment=equipment):
            return f"{name} uses the {equipment}"
        case t.Protected(companion=companion, enemy=enemy, gems=gems):
            paid = f" and {name} receives {gems} gem(s)" if gems else ""
            return f"The {companion} protects {name} from the {enemy}{paid}"
        case t.Hired(what="recruit", count=count, paid=paid):
            return f"{name} hires {count} recruit(s) for {_cards(paid)}"
        case t.Hired(what=what, paid=paid):
            return f"{name} hires the {what} for {_cards(paid)}"
        case t.Collected():
            return _collected(name, event)
        case t.RecruitsMoved(count=count, to="tavern"):
            return f"The werewolf frightens {name}'s {count} recruit(s) in hand back to the tavern"
        case t.RecruitsMoved(count=count):
            return f"{name} takes {count} recruit from the tavern"
        case t.Stolen(victim=victim, gallery=place, card=card, gems=gems):
            return (f"{name} steals the {card_name(card)} (and {gems} gem(s)) from "
                    f"{names[victim]}'s {gallery_name(place)}")
        case t.Reshuffled(cards=cards):
            return f"The hill is empty: the {cards} discarded cards are shuffled into a new one"
        case t.FinalRound(total=total):
            return (f"{name} has {total} gems: everyone else plays one last time")
        case t.TurnBegins():
            return f"{name}'s turn"
        case t.GameOver(winners=winners):
            return f"Game over: {' and '.join(names[s] for s in winners)} " + (
                "share the win" if len(winners) > 1 else "is King of the Hill")
    return type(event).__name__


def _for(place: int | None) -> str:
    return "beside the galleries" if place is None else f"for the {gallery_name(place)}"


def _gallery_change(name: str, place: int, change: g.Event) -> str:
    gallery = f"{name}'s {gallery_name(place)}"
    match change:
        case g.CardAdded(position=position, card=card, recruit=recruit):
            return f"{card_name(card).capitalize()} added as card {position} of {gallery}" + (
                " with a recruit" * recruit)
        case g.GemsPlaced(position=position, count=count):
            return f"Place {count} gem{'s' * (count > 1)} on card {position} of {gallery}"
        case g.GemStolen(position=position):
            return f"The spider steals the gem on card {position} of {gallery}: take it off"
        case g.CardRemoved(position=position, card=card, by=by):
            return f"The {by} takes card {position} ({card_name(card)}) of {gallery}"
        case g.RecruitsSent(count=count, to=to, by=by):
            gone = "back to the tavern" if to == "tavern" else "out of the game (eaten)"
            return f"The {by} sends {count} recruit(s) of {gallery} {gone}"
        case g.GalleryClosed(by=by):
            return f"{gallery.capitalize()} is closed" + ("" if by == "close" else f" by {by}")
    return str(change)


def _collected(name: str, event: t.Collected) -> str:
    gallery = f"{name}'s {gallery_name(event.gallery)}"
    if event.by == "collapse":
        return f"{gallery.capitalize()} collapses: everything in it is lost"
    parts = [f"{event.gems + event.bonus} gem(s)"]
    if event.runes:
        parts.append(f"{event.runes} rune(s)")
    if event.stones:
        parts.append(f"{', '.join(card_name(s) for s in event.stones)} into the hand")
    if event.recruits:
        parts.append(f"{event.recruits} recruit(s) back")
    return f"{name} collects from the {gallery_name(event.gallery)}: " + "; ".join(parts)


def waiting(state: State) -> str:
    """What the game waits for, as a sentence naming the player: "Ann: where do you dig?"."""
    if state.phase == "over":
        return "The game is over"
    if not state.tasks:
        name = state.players[state.turn].name
        return {"start": f"{name}: dig, go to the tavern or close a gallery",
                "tavern": f"{name} is at the tavern: hire or leave",
                "dug": f"{name}: use equipment or end the turn"}[state.phase]
    task = state.tasks[-1]
    name = state.players[task.seat].name
    match task:
        case Arrival(card=card):
            return f"{name}: what becomes of the {card_name(card)}?"
        case DrawTo(target=None) | Pick(to_draw=1 | 2 | 3, target=None):
            return f"{name} draws a card beside the galleries"
        case DrawTo(target=target) | Pick(to_draw=1 | 2 | 3, target=target):
            place = state.find(target)
            return f"{name} draws a card for the {gallery_name(place[1]) if place else 'gallery'}"
        case Pick(equipment=equipment):
            return f"{name}: choose among the cards the {equipment} drew"
        case FaceDown():
            return f"{name}: turn up the face-down cards"
        case Attack(enemy=enemy):
            return f"{name}: a {card_name(enemy)} is sent onto your gallery: shield it?"
    return f"{name} must decide"
