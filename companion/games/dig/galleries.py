"""A player's galleries in the whole game: opening one, changing one (every gem, card and
recruit accounted for), and what its owner collects when it ends.

"When a Gallery closes collect all of the cards, Gems and Recruits in it, unless a card's effect
says otherwise": the gems on its cards, the runes ("Keep this card after the Gallery closes and
until the game ends"), the precious stones (into the hand, worth crystals) and the recruits; a
gem egg is traded for a gem from the supply "unless it results from an attack", the gem room
"adds 1 gem"; every other card is discarded. A collapse loses everything: its gems go back to
the supply, its cards to the discard, its recruits to the tavern. Gems come from the 40 in the
supply; when it is empty no more are placed or paid (the rulebook is silent: nothing is owed).
"""

from companion.games.base import Event, PointItem
from companion.games.dig import events as gallery_events
from companion.games.dig.cards import ATTACKERS, PRECIOUS_STONES
from companion.games.dig.gallery import Draw, Gallery
from companion.games.dig.state import OpenGallery, State
from companion.games.dig.table_events import Collected, InGallery
from companion.games.dig.tasks import DrawTo

ORDINALS = ("first", "second", "third", "fourth")


def gallery_name(place: int) -> str:
    return f"{ORDINALS[place - 1]} gallery"


def open_gallery(state: State, seat: int, place: int, card: str,
                 events: list[Event]) -> int:
    """A recruit placed on `card` starts a gallery at `place`; its id."""
    player = state.players[seat]
    state.opened += 1
    player.galleries[place - 1] = OpenGallery(state.opened, Gallery())
    add_card(state, seat, place, card, True, events)
    return state.opened


def add_card(state: State, seat: int, place: int, card: str, recruit: bool,
             events: list[Event]) -> None:
    """A card added to (or an enemy acting on) the gallery at `place`."""
    player = state.players[seat]
    gallery = player.galleries[place - 1].gallery
    player.recruits -= recruit
    step = gallery.apply(Draw(card, recruit), orc_eats=player.eaten < 3, supply=state.supply)
    change(state, seat, place, step, events)


def change(state: State, seat: int, place: int, step: tuple[Gallery, list],
           events: list[Event]) -> None:
    """Store the gallery after a change, account for what moved, and collect it if it ended."""
    player = state.players[seat]
    gallery, changes = step
    opened = player.galleries[place - 1]
    player.galleries[place - 1] = OpenGallery(opened.id, gallery)
    for happened in changes:
        events.append(InGallery(seat, place, happened))
        match happened:
            case gallery_events.GemsPlaced(count=count):
                state.supply -= count
            case gallery_events.GemStolen():
                state.supply += 1
            case gallery_events.CardRemoved(card=card, by=by, gems=gems) if by != "potion":
                state.discard.append(card)
                state.supply += gems
            case gallery_events.RecruitsSent(count=count, to=to):
                if to == "tavern":
                    player.tavern += count
                else:
                    player.eaten += count
    if gallery.closed_by is not None:
        collect(state, seat, place, events)


def collect(state: State, seat: int, place: int, events: list[Event]) -> None:
    """The ended gallery at `place` leaves the table; its owner takes what is theirs."""
    player = state.players[seat]
    opened = player.galleries[place - 1]
    player.galleries[place - 1] = None
    state.tasks = [t for t in state.tasks if not (isinstance(t, DrawTo) and t.target == opened.id)]
    gallery, name, turn = opened.gallery, gallery_name(place), f"Turn {state.turns}"
    by = gallery.closed_by or "close"
    slots = gallery.slots
    if by == "collapse":
        state.discard += [slot.card for slot in slots]
        state.supply += gallery.gems
        player.items.append(PointItem(0, "gallery", f"{turn}: the {name} collapsed, "
                                      "everything in it is lost"))
        events.append(Collected(seat, place, by, 0, 0, 0, (), 0))
        return
    closer = "its owner" if by == "close" else f"the {by.replace('-', ' ')}"
    player.items.append(PointItem(gallery.gems, "gallery", f"{turn}: the {name} closed by "
                                  f"{closer}, {gallery.gems} gem(s) on its cards"))
    eggs = sum(slot.card == "gem-egg" for slot in slots) * (by not in ATTACKERS)
    bonus = 0
    for owed, why in ((eggs, f"{eggs} gem egg(s) traded for gems"),
                      (int(by == "gem-room"), "the gem room adds a gem")):
        paid = min(owed, state.supply)
        if paid:
            state.supply -= paid
            bonus += paid
            player.items.append(PointItem(paid, "bonus", f"{turn}: the {name}, {why}"))
    runes = sum(slot.card == "rune" for slot in slots)
    player.items += [PointItem(1, "rune", f"{turn}: a rune kept from the {name}")] * runes
    stones = tuple(slot.card for slot in slots if slot.card in PRECIOUS_STONES)
    for stone in stones:
        player.stones[stone] += 1
    state.discard += [slot.card for slot in slots
                      if slot.card not in PRECIOUS_STONES and slot.card != "rune"]
    recruits = sum(slot.recruit for slot in slots)
    player.recruits += recruits
    events.append(Collected(seat, place, by, gallery.gems, bonus, runes, stones, recruits))
