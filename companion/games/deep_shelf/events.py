"""What an action caused, typed by what it is about, each with its sentence for the log.

Nothing in Deep Shelf is hidden from the table except the order of the event deck and the
exploration bags, and no sentence names a card before it is drawn, so every viewer reads the
same sentence.
"""

from dataclasses import dataclass

from companion.games import base


@dataclass(frozen=True)
class Told(base.Event):
    text: str


class SetUp(Told):
    """A faction chosen, a dock claimed, a scientist placed."""


class CardPlayed(Told):
    pass


class StepSkipped(Told):
    """A step that could not be done ("skip that step and move to the next one")."""


class Paid(Told):
    """Credits or cubes spent: upkeep, a facility, a technology, a purchase."""


class Gained(Told):
    """Credits or cubes gained: income, a sale, a reward, a board report."""


class Refined(Told):
    pass


class Developed(Told):
    pass


class Advanced(Told):
    """A research cube moved, with the rewards it passed."""


class Built(Told):
    pass


class Exploitation(Told):
    """The Impending Collapse or Exploitation marker moved."""


class EventResolved(Told):
    """An Exploitation event card drawn, its effect, the Market adjustment, the dragon."""


class TurnEnded(Told):
    pass


class EndTriggered(Told):
    pass


class Scored(Told):
    """The endgame scoring, and the winner."""
