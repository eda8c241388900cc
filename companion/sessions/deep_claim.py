"""A Deep Claim game at one table: a refereed session (see refereed.py) with Deep Claim's phase
LEDs, its race chart, and the camera's proposals as Deep Claim moves.

Camera proposals: vision counts locations and seats from 1 as the zone names do ("location-2",
"seat-1"); the engine counts from 0. A seat is known by the colour of its action cards (seat
order green, yellow, blue, red). A recruit whose seat the camera could not see is the seat the
table is waiting for. A proposal that names no engine move (an unknown colour, a card that is
neither a critter nor a contract) is shown as an alert, never guessed.
"""

import re

from companion.games.deep_claim import Action, Fulfil, Game, PlayBid, PlayDig, Recruit
from companion.games.deep_claim.state import COLOURS
from companion.sessions import inputs
from companion.sessions.base import Held
from companion.sessions.refereed import RefereedSession

GAME = Game.NAME
PHASE_NUMBERS = {"deploy": 1, "income": 2, "recruit": 3, "mine": 4, "contract": 5, "score": 6}
"""The six phases printed on the player boards, I-VI. VI (Score) waits for the table while a
player may still count extra icons (bears 23 and 25, Sly Foxworth); with nothing to decide it
is scored at once. The Score LED stays lit once the game is over."""
NUMBER = re.compile(r"(\d+)$")


class DeepClaimSession(RefereedSession[Action]):
    GAME = GAME
    ENGINE = Game
    game: Game

    @property
    def phase(self) -> int | None:
        """The phase LED to light, 1..6 (I-VI), or None during set-up."""
        if self.game.over:
            return 6
        return PHASE_NUMBERS.get(self.game.phase)

    def race(self) -> dict[str, list[int]]:
        """Each player's VP as every season played so far ended: the race chart's points."""
        game = Game.new(**self.setup)
        race: dict[str, list[int]] = {name: [0] for name in self.players}
        for action in self._actions:
            season = game.season
            game, _ = game.apply(action)
            if game.season != season or game.over:
                for name, vp in game.scores()["vp"].items():
                    race[name].append(vp)
        return race

    def public_reason(self, held: Held[Action]) -> str:
        if isinstance(held.action, PlayDig):
            return held.reason.replace(f"card {held.action.card} ", "that card ")
        return held.reason

    # -- the camera ------------------------------------------------------------------------------
    def on_proposal(self, proposal: inputs.Proposal) -> None:
        action = self.action_for(proposal)
        if action is None:
            self.raise_alert(f"The camera saw {inputs.describe(proposal)}, which is no move "
                             "the rules know")
        else:
            self.propose(action, source="camera")

    def action_for(self, proposal: inputs.Proposal) -> Action | None:
        """The engine move a camera proposal names, or None."""
        match proposal:
            case inputs.Bid(colour=colour, value=value, location=location) | inputs.Dig(
                    colour=colour, value=value, location=location):
                if colour not in COLOURS[:len(self.players)]:
                    return None
                move = PlayBid if isinstance(proposal, inputs.Bid) else PlayDig
                return move(COLOURS.index(colour), value, location - 1)
            case inputs.Recruit(card=card, seat=seat):
                seat = self.turn if seat is None else seat - 1
                number = NUMBER.search(card)
                if seat is None or number is None:
                    return None
                family = "contract" if card.startswith("Contract") else "critter"
                return Recruit(seat, f"{family}:{number[1]}")
            case inputs.FulfilContract(card=card, seat=seat):
                number = NUMBER.search(card)
                return None if number is None else Fulfil(seat - 1, int(number[1]))
        return None
