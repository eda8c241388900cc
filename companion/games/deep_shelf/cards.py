"""The Action Cards: which may be played, and the Power Action Step.

Rulebook, "Player Turns" and "Taking Turns": "they must play 2 cards from their personal set of
Action Cards ... carry out each step in the order in which they are written on the card"; the 7th
card "is unlocked by building that faction's Super Structure"; "The second card played on a turn
will be unavailable for the duration of your next turn" (it lies in the Overworked column).
"If the 2nd Action Card contains a Power Action Step at the bottom, the player may optionally
complete this step ... a player may play an Action Card purely for the Power Action Step, even if
they are unable to carry out the rest of the card's substeps. The exception to this is the
Extract action, because upkeep costs must be paid before any other actions may be taken."
Reference: on the first card, "Ignore any Power Action steps".

Readings: an Extract (or Planet Crack) card whose upkeep the player cannot pay cannot be played at
all ("they may not take the Extract action"); likewise a Science card without Kelp ("a player
without Kelp may not take the Science action"), its Power Action Step included. A step that
cannot be done is skipped; a Power Action Step is offered only when it can do something.
"""

from collections.abc import Iterable
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf import catalog, economy
from companion.games.deep_shelf.actions import PlayCard, Power
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.economy_steps import crack_cost, extract_cost
from companion.games.deep_shelf.events import CardPlayed
from companion.games.deep_shelf.state import Player, State

FIRST_CARD_QUOTE = ("Play a card to your First Action space. Carry out each line item in order. "
                    "Ignore any Power Action steps.")


def card(player: Player, name: str) -> catalog.Card:
    return economy.faction(player).cards[name]


def title(player: Player, name: str) -> str:
    return card(player, name).title


def unlocked(player: Player) -> list[str]:
    return [c for c in catalog.CARDS if c != "special" or player.count("super")]


def hand(player: Player) -> list[str]:
    """The cards the player may play now."""
    return [c for c in unlocked(player) if c not in (player.overworked, player.first)]


class CardStep(Step):
    """Play a card to the next Action Card space."""

    name = "card"
    optional = False

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        return (PlayCard(d["seat"], c) for c in catalog.CARDS)

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        player = state.players[d["seat"]]
        name = action.card
        if name not in catalog.CARDS:
            raise IllegalMove("card", f"no Action Card {name!r}; they are "
                              f"{', '.join(catalog.CARDS)}")
        if name not in unlocked(player):
            raise IllegalMove("card-locked", f"{title(player, name)} is unlocked by building "
                              f"the {economy.faction(player).facilities['super'].title}",
                              "1 unique Action Card that is unlocked by building that faction's "
                              "Super Structure")
        if name == player.overworked:
            raise IllegalMove("overworked", f"{title(player, name)} is Overworked: it was "
                              f"{player.name}'s second card last turn", "The second card played "
                              "on a turn will be unavailable for the duration of your next turn.")
        if name == player.first:
            raise IllegalMove("card-played", f"{title(player, name)} is already on the 1st "
                              "Action Card space")
        self._refuse_costs(state, d["seat"], name)

    @staticmethod
    def _refuse_costs(state: State, seat: int, name: str) -> None:
        player = state.players[seat]
        if name in ("extract", "special") and "upkeep" in _step_names(player, name):
            cost = extract_cost(state, seat) if name == "extract" else crack_cost(state, seat)
            if player.credits < cost:
                raise IllegalMove("upkeep", f"{player.name} cannot pay the upkeep of {cost} "
                                  f"Credits (has {player.credits})", "If a player does not have "
                                  "enough Credits to pay their current upkeep, they may not "
                                  "take the Extract action.")
        if name == "science" and not economy.controlled(state, seat, "kelp"):
            raise IllegalMove("science-kelp", f"{player.name} has no Kelp to discard",
                              "a player without Kelp may not take the Science action")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        player = state.players[d["seat"]]
        turn = state.turn
        if turn.slot == 1:
            player.first = action.card
        else:
            player.second = action.card
        turn.card = action.card
        turn.steps = list(card(player, action.card).steps)
        turn.power_offered = False
        turn.progress = {}
        events.append(CardPlayed(d["seat"], f"{player.name} plays {title(player, action.card)} "
                                 f"as the {'1st' if turn.slot == 1 else '2nd'} card"))


def _step_names(player: Player, name: str) -> tuple[str, ...]:
    steps = card(player, name).steps
    return tuple("upkeep" if s in ("upkeep", "crack_upkeep") else s for s in steps)


class PowerStep(Step):
    """The choice to carry out the 2nd card's Power Action Step (Done: decline it)."""

    name = "power"

    def candidates(self, state: State, d: dict[str, Any]) -> Iterable[Any]:
        yield Power(d["seat"])

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        """Nothing to refuse once the choice is offered."""

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        state.finish(d)
        player = state.players[d["seat"]]
        power = card(player, state.turn.card).power
        state.push(power, d["seat"], card=True)
        events.append(CardPlayed(d["seat"], f"{player.name} carries out the Power Action Step "
                                 f"of {title(player, state.turn.card)}"))


def refuse_power(state: State, seat: int) -> IllegalMove:
    """Why a Power Action Step cannot be carried out now (it is not the choice offered)."""
    turn = state.turn
    player = state.players[seat]
    if turn is None or turn.seat != seat:
        return IllegalMove("turn", "a Power Action Step is taken on one's own turn")
    if turn.slot == 1 or (turn.slot == 2 and turn.card is None):
        return IllegalMove("power-first-card", "the first card's Power Action Step is ignored: "
                           "only the 2nd card's may be carried out", FIRST_CARD_QUOTE)
    if turn.card is not None and turn.slot == 2 and not turn.power_offered:
        return IllegalMove("power-later", "the Power Action Step comes after the card's other "
                           "steps")
    if turn.card is not None and card(player, turn.card).power is None:
        return IllegalMove("power-none", f"{title(player, turn.card)} has no Power Action Step "
                           f"for {economy.faction(player).title}")
    return IllegalMove("power-none", "no Power Action Step can be carried out now")
