"""How a decision is answered: its candidate actions, the rules an answer must keep, and what a
legal answer does.

Each rule is one predicate `rule(state, decision, action)` that returns None, or the
`IllegalMove` naming the rule and quoting the rulebook. The same predicates filter a decision's
candidates into its legal actions and explain why any other action is refused, as
python-chess's board generates pseudo-legal moves and keeps those that pass its checks.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import Decision, State

Rule = Callable[[State, Decision, Any], IllegalMove | None]
Handler = Callable[[State, Any, list[Event]], list[Decision] | None]


@dataclass(frozen=True)
class Answer:
    """One kind of action that answers a decision: the rules it keeps, then what it does."""

    rules: tuple[Rule, ...]
    carry_out: Handler


@dataclass(frozen=True)
class Step:
    """A kind of decision: what the table waits for (in words), the actions to consider, and
    the actions that answer it."""

    waiting: str
    candidates: Callable[[State, Decision], list]
    answers: Mapping[type, Answer]

    def refusal(self, state: State, decision: Decision, action: Any) -> IllegalMove | None:
        """The first rule `action` breaks, or None (its type answers this decision)."""
        return first_refusal(self.answers[type(action)].rules, state, decision, action)

    def options(self, state: State, decision: Decision) -> list:
        return [action for action in self.candidates(state, decision)
                if self.refusal(state, decision, action) is None]


def first_refusal(rules: tuple[Rule, ...], state: State, decision: Decision | None,
                  action: Any) -> IllegalMove | None:
    for rule in rules:
        refused = rule(state, decision, action)
        if refused is not None:
            return refused
    return None


def refuse(rule: str, message: str, quote: str | None = None) -> IllegalMove:
    """A refusal; the rulebook's words, when given, end the message too."""
    if quote is not None:
        message = f"{message}: \"{quote}\""
    return IllegalMove(rule, message, quote=quote)


def decline(state: State, action: Any, events: list[Event]) -> None:
    """`Done`: the player declines what the decision offers."""
    state.queue.pop(0)
