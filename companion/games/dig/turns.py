"""A DIG turn, and the end of the game.

"On your turn you must perform one of the following actions: Dig in THE HILL. You may use one
or several Equipment cards from your hand. / Go to the Tavern and hire one/multiple Recruit(s)
and/or Companion(s). / Close one of your Galleries."

- Dig: "you have to say out loud where you want to dig, before drawing a card": in one of your
  galleries, beside them, or - "If you own several Galleries" - one card face down in front of
  each of them, turned up together and applied gallery by gallery. Equipment from the hand may
  be used before the card is drawn (the turn is then a dig) and after it.
- Tavern: recruits ("You may hire more than one Recruit at the same time", once a visit) and
  any companions the player can pay for, then the player leaves. A player owns at most 4
  recruits, all of their colour ("Each player can hire up to 4 Recruits in total"); one the orc
  ate is gone for good.
- Close one of your galleries.
- Pass: only when none of these is possible (nothing left to draw, nothing to close or hire).

"When a player has gathered at least 10 Gems (remember that Runes count as Gems), play
continues until everyone else has played one last time": the turn in which someone first
reaches 10 is its player's last, every other player plays once more, then the game ends.
"Then, the player who has collected the most Gems wins"; "If there is a tie, the tied player
who has collected the most Runes is declared winner!"; still tied, they share the win.
"""

from companion.games.base import Event
from companion.games.dig import actions, arrival
from companion.games.dig.cards import ACTIVE_EQUIPMENT, CLOSE, GOAL
from companion.games.dig.enemies import companion_with
from companion.games.dig.equipment import use, use_options
from companion.games.dig.galleries import change
from companion.games.dig.gallery import Draw
from companion.games.dig.hill import cards_left
from companion.games.dig.payment import companion_payments, hand, recruit_payments, recruit_price
from companion.games.dig.state import State
from companion.games.dig.table_events import Announced, FinalRound, GameOver, Hired, TurnBegins
from companion.games.dig.tasks import DrawTo, FaceDown


def options(state: State) -> list:
    """The legal actions now, in a stable order."""
    if state.phase == "over":
        return []
    if state.tasks:
        return arrival.options(state, state.tasks[-1]) or []
    seat = state.turn
    if state.phase == "tavern":
        return _hires(state, seat) + [actions.LeaveTavern(seat)]
    if state.phase == "dug":
        return _hand_equipment(state, seat) + [actions.EndTurn(seat)]
    found = _digs(state, seat)
    if not state.committed:
        found += [actions.Close(seat, place)
                  for place, _ in state.players[seat].open_galleries()]
        found += _hires(state, seat)
    if cards_left(state):
        found += _hand_equipment(state, seat)
    return found or [actions.Pass(seat)]


def _digs(state: State, seat: int) -> list:
    if not cards_left(state):
        return []
    places = [place for place, _ in state.players[seat].open_galleries()]
    found = [actions.Dig(seat)] + [actions.Dig(seat, place) for place in places]
    return found + [actions.Dig(seat, each=True)] * (len(places) > 1)


def _hires(state: State, seat: int) -> list:
    player = state.players[seat]
    held = hand(player.stones, player.equipment)
    pirate = companion_with(state, seat, "pirate") is not None
    queen = companion_with(state, seat, "queen") is not None
    found: list = []
    if not state.hired_recruits:
        for count in range(1, player.tavern + 1):
            found += [actions.HireRecruits(seat, count, pay) for pay in recruit_payments(
                held, recruit_price(count, queen), state.catalog, pirate)]
    for name in state.tavern:
        found += [actions.HireCompanion(seat, name, pay) for pay in companion_payments(
            held, state.catalog.companion(name), pirate)]
    return found


def _hand_equipment(state: State, seat: int) -> list:
    return [use for card in state.players[seat].equipment if card in ACTIVE_EQUIPMENT
            for use in use_options(state, seat, card)]


def carry_out(state: State, action, events: list[Event]) -> None:
    """Apply a legal action, then everything that follows without a decision."""
    if state.tasks:
        arrival.decide(state, state.tasks[-1], action, events)
    else:
        _turn_action(state, action, events)
    advance(state, events)


def _turn_action(state: State, action, events: list[Event]) -> None:
    seat = state.turn
    player = state.players[seat]
    match action:
        case actions.Dig(gallery=place, each=each):
            state.phase = "dug"
            events.append(Announced(seat, place, each))
            ids = [g.id for _, g in player.open_galleries()]
            if each:
                state.tasks.append(FaceDown(seat, tuple(ids), (None,) * len(ids)))
            else:
                target = None if place is None else player.galleries[place - 1].id
                state.tasks.append(DrawTo(seat, target, "dig"))
        case actions.Close(gallery=place):
            gallery = player.galleries[place - 1].gallery
            change(state, seat, place, gallery.apply(Draw(CLOSE)), events)
            end_turn(state, events)
        case actions.HireRecruits(count=count, pay=pay):
            _pay(state, seat, pay)
            player.tavern -= count
            player.recruits += count
            state.hired_recruits = True
            state.phase = "tavern"
            events.append(Hired(seat, "recruit", count, pay))
        case actions.HireCompanion(companion=name, pay=pay):
            _pay(state, seat, pay)
            state.tavern.remove(name)
            player.companions.append(name)
            state.phase = "tavern"
            events.append(Hired(seat, name, 1, pay))
        case actions.LeaveTavern() | actions.EndTurn() | actions.Pass():
            end_turn(state, events)
        case actions.Use(equipment=equipment):
            player.equipment.remove(equipment)
            state.committed = state.committed or state.phase == "start"
            use(state, action, events)


def _pay(state: State, seat: int, pay: tuple[str, ...]) -> None:
    player = state.players[seat]
    for card in pay:
        if card == "chest":
            player.equipment.remove("chest")
        else:
            player.stones[card] -= 1
        state.discard.append(card)


def advance(state: State, events: list[Event]) -> None:
    """Carry out what needs no decision: forced moves, draws, a dig turn with nothing left
    to use."""
    while state.phase != "over":
        if state.tasks:
            task = state.tasks[-1]
            choices = arrival.options(state, task)
            if choices is None:
                arrival.auto(state, task, events)
            elif len(choices) == 1:
                arrival.decide(state, task, choices[0], events)
            else:
                return
        elif state.phase == "dug" and not _hand_equipment(state, state.turn):
            end_turn(state, events)
        else:
            return


def end_turn(state: State, events: list[Event]) -> None:
    players = state.players
    if state.final_from is None:
        reached = [s for s, p in enumerate(players) if p.total >= GOAL]
        if reached:
            state.final_from = state.turn
            events += [FinalRound(s, players[s].total) for s in reached]
    following = (state.turn + 1) % len(players)
    if state.final_from is not None and following == state.final_from:
        state.phase = "over"
        best = max((p.total, p.runes) for p in players)
        state.winners = [s for s, p in enumerate(players) if (p.total, p.runes) == best]
        events.append(GameOver(None, tuple(state.winners)))
        return
    state.turn, state.phase = following, "start"
    state.turns += 1
    state.committed = state.hired_recruits = False
    events.append(TurnBegins(following))
