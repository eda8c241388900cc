"""A DIG game at one table: a refereed session (refereed.py) over the whole-game engine.

The table shuffles a real hill, so the engine plays with `table_hill`: each card drawn is told
to it, by the camera (the card seen where it is laid: dig_camera.py) or by a tap. The session
- turns camera proposals into DIG moves (`on_proposal`); a card that can mean two moves (a dig
  in one gallery, or one of the face-down cards of a dig in each) is a `question` the table
  answers by a tap; an impossible card (out of turn, at the wrong place) is an alert;
- prompts what the table must do with its own hands: "Place 1 gem on card 10 of Ann's second
  gallery" after the move that put it there (`prompts`), with the seat LED of the player the
  game waits on;
- asks by its decisions only for what the camera cannot see: a recruit placed or not, a card
  kept or used, a shield or a scepter, the companion or recruits hired.
"""

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from companion.errors import InputError
from companion.games import base
from companion.games.dig import events as gallery_events
from companion.games.dig import table_events
from companion.games.dig.actions import Action
from companion.games.dig.game import Game
from companion.sessions import inputs
from companion.sessions.base import Update
from companion.sessions.dig_camera import Impossible, meanings
from companion.sessions.refereed import RefereedSession
from companion.sessions.store import SessionStore

GAME = Game.NAME
OLD_KINDS = {"gallery", "draw", "gems", "finished"}  # the gem counter's log, before the engine


@dataclass(frozen=True)
class Question:
    """What the camera cannot tell: which of several moves a card seen stands for."""

    text: str
    choices: tuple[tuple[str, tuple[Action, ...]], ...]  # (label, the moves it stands for)


class DigSession(RefereedSession[Action]):
    GAME = GAME
    ENGINE = Game
    game: Game

    def __init__(self, store: SessionStore, session_id: int):
        if any(entry.kind in OLD_KINDS for entry in store.entries(session_id)):
            raise InputError("this DIG game was kept by the gem counter of an earlier version: "
                             "its scores stay in the history, but it cannot be continued")
        self.prompts: list[str] = []  # what to do with the gems after the last move
        self.question: Question | None = None
        super().__init__(store, session_id)

    @classmethod
    def start(cls, store: SessionStore, players: Sequence[str], seed: int | None = None,
              table_hill: bool = True, first: int = 0,
              tavern: Sequence[str] | None = None) -> "DigSession":
        """A game at the table: the real hill by default; the six companions drawn with the
        seed unless the table names the ones it set out."""
        seed = random.randrange(1, 1_000_000) if seed is None else seed
        options: dict[str, Any] = {"table_hill": table_hill, "first": first}
        if tavern is not None:
            options["tavern"] = list(tavern)
        session = super().start(store, players, seed, **options)
        assert isinstance(session, DigSession)
        return session

    @property
    def player_turn(self) -> int | None:
        """Whose turn it is, even while another player decides on a shield."""
        return self.game.player_turn

    # -- the gems to place by hand ----------------------------------------------------------------
    def _applied(self, events: list[base.Event]) -> None:
        self.question = None
        self.prompts = [self.game.describe_event(event, None) for event in events
                        if isinstance(event, table_events.InGallery) and isinstance(
                            event.change, gallery_events.GemsPlaced | gallery_events.GemStolen)]

    def undo(self) -> None:
        super().undo()
        self.prompts = []

    # -- the camera --------------------------------------------------------------------------------
    def on_proposal(self, proposal: inputs.Proposal) -> None:
        if not isinstance(proposal, inputs.AddToGallery | inputs.LayBeside):
            self.raise_alert(f"The camera saw {inputs.describe(proposal)}, which is no move in "
                             "DIG")
            return
        if self.held is not None:
            self.raise_alert(f"The camera saw {proposal.physical_card}; a held move comes "
                             "first: resolve it, then enter this card by tap")
            return
        try:
            found = meanings(self.game, proposal)
        except Impossible as why:
            self.raise_alert(f"Impossible card: {why}", seat=proposal.seat - 1)
            return
        if len(found) == 1:
            self.play(found[0], "camera")
            return
        self.question = Question(
            f"{self.players[proposal.seat - 1]}: {proposal.physical_card} was turned up. "
            "Which dig was it?",
            tuple((self.describe(moves[0]), tuple(moves)) for moves in found))
        self._notify(Update("question", self.question.text, proposal.seat - 1))

    def answer(self, choice: int) -> None:
        """The table says which of the question's moves happened."""
        if self.question is None:
            return
        _label, moves = self.question.choices[choice]
        self.question = None
        self.play(list(moves), "camera")

    def play(self, moves: Sequence[Action], source: str) -> None:
        """Propose the moves in order (a legal one is applied; the first illegal one is held,
        and those after it wait behind it)."""
        for move in moves:
            self.propose(move, source)
