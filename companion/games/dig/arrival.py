"""The tasks of a turn: drawing cards and deciding what each card drawn does.

`options(state, task)` lists the decisions a task waits for, or None when it needs none (it is
then carried out by `auto`); a task with a single option is played at once by the turn loop.

Where a drawn card goes:
- A precious stone drawn into a gallery is added to it, with a recruit on it or not ("Whenever
  you place a Recruit, immediately draw another card and add it to the Gallery!"). Drawn beside,
  it is collected into the hand or starts a new gallery with a recruit on it (a free place, up
  to 4 galleries; "A Recruit may only be placed on a Precious Stone card to start a Gallery").
- Equipment: "you can either choose to use the card right away or keep it for a later use.
  However you can only keep one card per type" - and "you can immediately use the second one
  you just drew". A second card of a kind that cannot be used now (a shield, a chest...) is
  discarded.
- Runes, gem eggs and end cards are added to a gallery; drawn beside they "can only be collected
  if placed on a Gallery": discarded, as a card that cannot be played ("discard it and pass").
- Enemies: a companion's protection first, then the drawer may repel it with the scepter ("to
  any player's Gallery") or cancel it with a shield, or let it act. A collapse may be avoided
  with the anchor ("discard the Collapse card").
- A card drawn for a gallery that has ended meanwhile (a werewolf closed it while other cards
  lay face down) is discarded.
"""

from companion.games.base import Event
from companion.games.dig import actions
from companion.games.dig.cards import (
    ENEMIES,
    EQUIPMENT,
    MAX_RECRUITS,
    PRECIOUS_STONES,
)
from companion.games.dig.enemies import act, protect, protector, shield_applies
from companion.games.dig.equipment import use, use_options
from companion.games.dig.galleries import add_card, open_gallery
from companion.games.dig.hill import drawable, take
from companion.games.dig.state import State
from companion.games.dig.table_events import Chosen, Discarded, Drawn, Kept, Used
from companion.games.dig.tasks import Arrival, Attack, DrawTo, FaceDown, Pick, Task


def options(state: State, task: Task) -> list | None:
    match task:
        case DrawTo(seat=seat) if state.table_hill and _still_open(state, task.target):
            return [actions.Reveal(seat, card) for card in drawable(state)] or None
        case FaceDown(seat=seat, targets=targets, cards=cards) if state.table_hill and \
                None in cards:
            places = [state.players[seat].place_of(t) for t, c in zip(targets, cards, strict=True)
                      if c is None]
            return [actions.Reveal(seat, card, place) for place in places
                    for card in drawable(state)] or None
        case Pick(seat=seat, to_draw=to_draw) if to_draw:
            return [actions.Reveal(seat, c) for c in drawable(state)] \
                if state.table_hill and drawable(state) else None
        case Pick(seat=seat, cards=cards) if cards:
            chosen = [actions.Choose(seat, card) for card in sorted(set(cards))]
            optional = task.equipment == "parchment"  # "choose and use up to 2 of them"
            return chosen + [actions.Discard(seat)] * optional
        case Arrival():
            return _arrival_options(state, task)
        case Attack(seat=seat, enemy=enemy, target=target):
            if protector(state, seat, enemy) is None and shield_applies(state, seat, enemy,
                                                                         target):
                return [actions.Use(seat, "shield"), actions.Accept(seat)]
    return None


def _still_open(state: State, target: int | None) -> bool:
    return target is None or state.find(target) is not None


def _arrival_options(state: State, task: Arrival) -> list | None:
    seat, card, target = task.seat, task.card, task.target
    player = state.players[seat]
    if not _still_open(state, target):
        return None
    found = state.find(target)
    if card in ENEMIES:
        if protector(state, seat, card) is not None:
            return None
        choices: list = []
        if "scepter" in player.equipment:
            choices += [actions.Use(seat, "scepter", gallery=place, victim=victim)
                        for victim, other in enumerate(state.players)
                        for place, opened in other.open_galleries() if opened.id != target]
        if shield_applies(state, seat, card, target):
            choices.append(actions.Use(seat, "shield"))
        return choices + [actions.Accept(seat)]
    if card == "collapse" and found and "anchor" in player.equipment:
        return [actions.Use(seat, "anchor"), actions.Accept(seat)]
    if card in PRECIOUS_STONES:
        if found:
            gallery = player.galleries[found[1] - 1].gallery
            may = player.recruits > 0 and gallery.recruits < MAX_RECRUITS
            return [actions.PlaceCard(seat), *[actions.PlaceCard(seat, True)] * may]
        free = [place for place, g in enumerate(player.galleries, start=1) if g is None]
        return [actions.Keep(seat), *[actions.StartGallery(seat, place) for place in free
                                      if player.recruits > 0]]
    if card in EQUIPMENT:
        held = card in player.equipment
        return [*[actions.Keep(seat)] * (not held), *use_options(state, seat, card),
                *[actions.Discard(seat)] * held]
    return None


def auto(state: State, task: Task, events: list[Event]) -> None:
    """Carry out a task that waits for no decision."""
    state.tasks.pop()
    match task:
        case DrawTo(seat=seat, target=target, via=via):
            if _still_open(state, target):
                _draw_for(state, seat, target, via, None, events)
        case FaceDown(seat=seat, targets=targets, cards=cards):
            drawn = tuple(take(state, events) if card is None else card for card in cards)
            for target, card in zip(targets, drawn, strict=True):
                if card is not None:
                    events.append(Drawn(seat, card, _place(state, seat, target), "face down"))
            _turn_up(state, FaceDown(seat, targets, drawn))
        case Pick(seat=seat, to_draw=to_draw, cards=cards) if to_draw:
            drawn = [take(state, events) for _ in range(to_draw)]
            drawn = [card for card in drawn if card is not None]
            for card in drawn:
                events.append(Drawn(seat, card, _place(state, seat, task.target), task.equipment))
            state.tasks.append(Pick(seat, task.equipment, task.target, (*cards, *drawn), 0,
                                    task.picks))
        case Pick():
            pass  # nothing left to choose from
        case Arrival(seat=seat, card=card, target=target):
            _arrive(state, seat, card, target, events)
        case Attack(seat=seat, enemy=enemy, target=target):
            if protector(state, seat, enemy) is not None:
                protect(state, seat, enemy, target, False, events)
            else:
                act(state, seat, enemy, target, events)


def _place(state: State, seat: int, target: int | None) -> int | None:
    return None if target is None else state.players[seat].place_of(target)


def _draw_for(state: State, seat: int, target: int | None, via: str, card: str | None,
              events: list[Event]) -> None:
    drawn = take(state, events, card)
    if drawn is not None:
        events.append(Drawn(seat, drawn, _place(state, seat, target), via))
        state.tasks.append(Arrival(seat, drawn, target, via))


def _turn_up(state: State, face_down: FaceDown) -> None:
    """All cards are down and turned up: each applied to its gallery, the first first."""
    arrivals = [Arrival(face_down.seat, card, target, "face down")
                for target, card in zip(face_down.targets, face_down.cards, strict=True)
                if card is not None]
    state.tasks += reversed(arrivals)


def _arrive(state: State, seat: int, card: str, target: int | None,
            events: list[Event]) -> None:
    """A drawn card that needs no decision."""
    found = state.find(target)
    if target is not None and found is None:
        state.discard.append(card)
        events.append(Discarded(seat, card, "its gallery has ended"))
    elif card in ENEMIES:
        protect(state, seat, card, target, True, events)
    elif found is not None:
        add_card(state, seat, found[1], card, False, events)
    else:
        state.discard.append(card)
        events.append(Discarded(seat, card, "it can only be collected if placed on a "
                                "gallery"))


def decide(state: State, task: Task, action, events: list[Event]) -> None:
    """Carry out a decision the task waited for (already checked)."""
    state.tasks.pop()
    seat = task.seat
    player = state.players[seat]
    match task, action:
        case DrawTo(), actions.Reveal(card=card):
            _draw_for(state, seat, task.target, task.via, card, events)
        case FaceDown(), actions.Reveal(card=card, gallery=place):
            take(state, events, card)
            events.append(Drawn(seat, card, place, "face down"))
            index = task.targets.index(player.galleries[place - 1].id)
            cards = (*task.cards[:index], card, *task.cards[index + 1:])
            if None in cards:
                state.tasks.append(FaceDown(seat, task.targets, cards))
            else:
                _turn_up(state, FaceDown(seat, task.targets, cards))
        case Pick(), actions.Reveal(card=card):
            take(state, events, card)
            events.append(Drawn(seat, card, _place(state, seat, task.target), task.equipment))
            state.tasks.append(Pick(seat, task.equipment, task.target, (*task.cards, card),
                                    task.to_draw - 1, task.picks))
        case Pick(), actions.Choose(card=card):
            events.append(Chosen(seat, card, task.equipment))
            rest = list(task.cards)
            rest.remove(card)
            if task.picks > 1 and rest:
                state.tasks.append(Pick(seat, task.equipment, task.target, tuple(rest), 0,
                                        task.picks - 1))
            else:
                _discard_all(state, seat, rest, task.equipment, events)
            state.tasks.append(Arrival(seat, card, task.target, task.equipment))
        case Pick(), actions.Discard():
            _discard_all(state, seat, list(task.cards), task.equipment, events)
        case Attack(), actions.Use():
            _shield(state, seat, task.enemy, events)
        case Attack(), actions.Accept():
            act(state, seat, task.enemy, task.target, events)
        case Arrival(), _:
            _decide_arrival(state, task, action, events)


def _discard_all(state: State, seat: int, cards: list[str], equipment: str,
                 events: list[Event]) -> None:
    for card in cards:
        state.discard.append(card)
        events.append(Discarded(seat, card, f"not chosen with the {equipment}"))


def _shield(state: State, seat: int, enemy: str, events: list[Event]) -> None:
    state.players[seat].equipment.remove("shield")
    state.discard += ["shield", enemy]
    events.append(Used(seat, "shield"))
    events.append(Discarded(seat, enemy, "the shield cancels its attack"))


def _decide_arrival(state: State, task: Arrival, action, events: list[Event]) -> None:
    seat, card, target = task.seat, task.card, task.target
    player = state.players[seat]
    match action:
        case actions.PlaceCard(recruit=recruit):
            add_card(state, seat, state.find(target)[1], card, recruit, events)
            if recruit:
                state.tasks.append(DrawTo(seat, target, "recruit"))
        case actions.StartGallery(gallery=place):
            opened = open_gallery(state, seat, place, card, events)
            state.tasks.append(DrawTo(seat, opened, "recruit"))
        case actions.Keep():
            if card in PRECIOUS_STONES:
                player.stones[card] += 1
            else:
                player.keep_equipment(card)
            events.append(Kept(seat, card))
        case actions.Discard():
            state.discard.append(card)
            events.append(Discarded(seat, card, f"only one {card} may be kept"))
        case actions.Use(equipment="shield"):
            _shield(state, seat, card, events)
        case actions.Use(equipment="anchor"):
            player.equipment.remove("anchor")
            state.discard += ["anchor", card]
            events.append(Used(seat, "anchor"))
            events.append(Discarded(seat, card, "the anchor avoids the collapse"))
        case actions.Use(equipment="scepter", victim=victim, gallery=place):
            player.equipment.remove("scepter")
            state.discard.append("scepter")
            events.append(Used(seat, "scepter", place, victim))
            aimed = state.players[victim].galleries[place - 1].id
            state.tasks.append(Attack(victim, card, aimed, seat))
        case actions.Use():
            use(state, action, events)  # the equipment just drawn, used right away
        case actions.Accept() if card in ENEMIES:
            act(state, seat, card, target, events)
        case actions.Accept():
            add_card(state, seat, state.find(target)[1], card, False, events)
