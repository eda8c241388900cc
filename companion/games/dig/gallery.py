"""One DIG gallery from its first card to its end.

The state is the cards in the gallery (each with its recruit and gems), the draws so far, who
ended it and where its lost recruits went; `apply(draw)` returns the next state and its events.

Rulebook and contract, and the readings taken where they are silent (docs/rules-notes/dig.md):
- "Each Recruit will make a Gem appear on every fifth card from where the Recruit is placed": a
  recruit on card k puts a gem on cards k+4, k+9, ...; several recruits add up.
- A gallery holding a snake places no gems on fifth cards, the snake's own place included. If a
  ghost later takes the snake away, the gallery no longer holds one and fifth cards pay again.
  Gem rooms and gem eggs still pay.
- Spider: "Steals the most recently placed Gem in the Gallery": one gem from the latest card that
  has one; nothing when there are none.
- Ghost: "Removes the last card of your Gallery (and everything on it as well)": its gems are lost
  and its recruit goes back to the tavern (an attacked recruit). A ghost that takes the only card
  leaves no gallery: it ends, closed by `ghost`.
- Skeleton and werewolf send every recruit in the gallery to the tavern; a thief takes the last
  two cards with their gems, their recruits going to the tavern; an orc eats the latest recruit
  (out of the game). All four then close the gallery: the owner keeps the gems and runes left and
  retrieves the recruits left, but gem eggs do not pay ("unless it results from an attack").
- Collapse: "You lose everything in it": no gems, no runes, recruits to the tavern, eggs unpaid.
- `close` is the owner's choice, not a card: it takes no place and places no gem.
- More than 4 recruits in the gallery at once is refused ("A Gallery may never contain more than
  4 Recruits"); the one-recruit-per-card rule is built into the input's shape.
"""

from dataclasses import dataclass, replace

from companion.errors import IllegalMove
from companion.games.dig.cards import (
    ADDED,
    ATTACKERS,
    CARD_NAMES,
    CLOSE,
    END_CARDS,
    GEM_EVERY,
    MAX_RECRUITS,
    PRECIOUS_STONES,
)
from companion.games.dig.events import (
    CardAdded,
    CardRemoved,
    Event,
    GalleryClosed,
    GemsPlaced,
    GemStolen,
    RecruitsSent,
)
from companion.games.dig.result import GalleryResult

Step = tuple["Gallery", list[Event]]


@dataclass(frozen=True)
class Draw:
    """A card drawn into this gallery (or `close`), with a recruit placed on it or not."""

    card: str
    recruit: bool = False

    def to_json(self) -> dict[str, str | bool]:
        return {"card": self.card, "recruit": True} if self.recruit else {"card": self.card}


@dataclass(frozen=True)
class Slot:
    """A card in the gallery and what lies on it."""

    card: str
    recruit: bool = False
    gems: int = 0


@dataclass(frozen=True)
class Gallery:
    slots: tuple[Slot, ...] = ()
    draws: tuple[Draw, ...] = ()
    closed_by: str | None = None
    recruits_to_tavern: int = 0
    recruits_lost: int = 0

    # -- derived state -------------------------------------------------------------------------
    @property
    def recruits(self) -> int:
        return sum(slot.recruit for slot in self.slots)

    @property
    def holds_snake(self) -> bool:
        return any(slot.card == "snake" for slot in self.slots)

    def gems_due(self, position: int) -> int:
        """Gems the recruits put on a card added at `position` (the k+4, k+9, ... rule)."""
        return sum(slot.recruit and (position - k) % GEM_EVERY == GEM_EVERY - 1
                   for k, slot in enumerate(self.slots, start=1))

    # -- rules ---------------------------------------------------------------------------------
    def check(self, draw: Draw) -> None:
        if self.closed_by is not None:
            raise IllegalMove("closed", f"the gallery was already closed by {self.closed_by}; "
                              "nothing more can be added to it")
        if draw.card not in CARD_NAMES:
            raise IllegalMove("card", f"{draw.card!r} is not a card a gallery can draw")
        if draw.recruit and draw.card not in PRECIOUS_STONES:
            raise IllegalMove("recruit-stone", f"a recruit on {draw.card}: \"A Recruit may only "
                              "be placed on a Precious Stone card\"")
        if not self.draws and not draw.recruit:
            raise IllegalMove("first-recruit", f"the first card ({draw.card}) has no recruit: a "
                              "gallery starts with a recruit placed on a precious stone")
        if draw.recruit and self.recruits == MAX_RECRUITS:
            raise IllegalMove("recruit-limit", "a fifth recruit: \"A Gallery may never contain "
                              "more than 4 Recruits\"")

    def apply(self, draw: Draw) -> Step:
        """The gallery after `draw`, and what happened. Raises IllegalMove naming the rule."""
        self.check(draw)
        drawn = replace(self, draws=(*self.draws, draw))
        if draw.card in ADDED:
            return drawn._add(draw)
        return _EFFECTS[draw.card](drawn)

    def result(self) -> GalleryResult:
        """What the owner takes; for an open gallery, what closing it by choice now would give."""
        closing = self.closed_by or CLOSE
        kept = () if closing == "collapse" else self.slots
        gems = sum(slot.gems for slot in kept)
        if closing not in ATTACKERS:
            gems += sum(slot.card == "gem-egg" for slot in kept) + (closing == "gem-room")
        return GalleryResult(
            gems=gems,
            runes=sum(slot.card == "rune" for slot in kept),
            recruits_back=sum(slot.recruit for slot in kept),
            recruits_to_tavern=self.recruits_to_tavern,
            recruits_lost=self.recruits_lost,
            closed_by=self.closed_by,
        )

    # -- effects -------------------------------------------------------------------------------
    def _add(self, draw: Draw) -> Step:
        position = len(self.slots) + 1
        gems = 0 if self.holds_snake or draw.card == "snake" else self.gems_due(position)
        added = replace(self, slots=(*self.slots, Slot(draw.card, draw.recruit, gems)))
        events: list[Event] = [CardAdded(position, draw.card, draw.recruit)]
        if gems:
            events.append(GemsPlaced(position, gems))
        if draw.card == "collapse":
            added, sent = added._send_recruits(range(position), "tavern", "collapse")
            events += sent
        if draw.card in END_CARDS:
            added, closed = added._close(draw.card)
            events += closed
        return added, events

    def _close(self, by: str) -> Step:
        return replace(self, closed_by=by), [GalleryClosed(by)]

    def _send_recruits(self, indexes: range | list[int], to: str, by: str) -> Step:
        """Takes the recruits off the slots at `indexes` (0-based) to the tavern or the box."""
        chosen = [i for i in indexes if self.slots[i].recruit]
        if not chosen:
            return self, []
        slots = tuple(replace(s, recruit=False) if i in chosen else s
                      for i, s in enumerate(self.slots))
        counts = {"tavern": self.recruits_to_tavern, "box": self.recruits_lost}
        counts[to] += len(chosen)
        after = replace(self, slots=slots, recruits_to_tavern=counts["tavern"],
                        recruits_lost=counts["box"])
        return after, [RecruitsSent(len(chosen), to, by)]

    def _remove_last(self, by: str) -> Step:
        """The last card goes, with everything on it; its recruit returns to the tavern."""
        last = len(self.slots) - 1
        taken, events = self._send_recruits([last], "tavern", by)
        removed = replace(taken, slots=taken.slots[:-1])
        return removed, [CardRemoved(last + 1, self.slots[last].card, by), *events]

    def _spider(self) -> Step:
        holding = [i for i, slot in enumerate(self.slots) if slot.gems]
        if not holding:
            return self, []
        i = holding[-1]
        slots = list(self.slots)
        slots[i] = replace(slots[i], gems=slots[i].gems - 1)
        return replace(self, slots=tuple(slots)), [GemStolen(i + 1)]

    def _ghost(self) -> Step:
        after, events = self._remove_last("ghost")
        if after.slots:
            return after, events
        after, closed = after._close("ghost")
        return after, events + closed

    def _frighten(self, by: str) -> Step:
        """Skeleton and werewolf: every recruit in the gallery runs to the tavern."""
        after, events = self._send_recruits(range(len(self.slots)), "tavern", by)
        after, closed = after._close(by)
        return after, events + closed

    def _thief(self) -> Step:
        after, events = self, []
        for _ in range(min(2, len(self.slots))):
            after, removed = after._remove_last("thief")
            events += removed
        after, closed = after._close("thief")
        return after, events + closed

    def _orc(self) -> Step:
        with_recruit = [i for i, slot in enumerate(self.slots) if slot.recruit]
        after, events = self._send_recruits(with_recruit[-1:], "box", "orc")
        after, closed = after._close("orc")
        return after, events + closed

    # -- plain JSON ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"cards": [draw.to_json() for draw in self.draws]}

    @classmethod
    def from_json(cls, data: dict) -> "Gallery":
        """Replays the cards; the first that breaks a rule is refused, naming its place."""
        if not data["cards"]:
            raise IllegalMove("first-recruit", "the list has no cards: a gallery starts with a "
                              "recruit placed on a precious stone")
        gallery = cls()
        for number, card in enumerate(data["cards"], start=1):
            draw = Draw(card["card"], bool(card.get("recruit", False)))
            try:
                gallery, _ = gallery.apply(draw)
            except IllegalMove as exc:
                raise IllegalMove(exc.rule, f"card {number} ({draw.card}): {exc}") from None
        return gallery


_EFFECTS = {
    "spider": Gallery._spider,
    "ghost": Gallery._ghost,
    "skeleton": lambda gallery: gallery._frighten("skeleton"),
    "werewolf": lambda gallery: gallery._frighten("werewolf"),
    "thief": Gallery._thief,
    "orc": Gallery._orc,
    CLOSE: lambda gallery: gallery._close(CLOSE),
}
