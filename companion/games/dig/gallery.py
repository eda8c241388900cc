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

Every state is kept (`apply` returns a new gallery), and each draw costs the same however long
the gallery is: the cards, the gems on them and the draws are persistent stacks shared between
states, the (at most 4) recruits a small tuple, and the runes, eggs and snakes are counted as
they come and go.
"""

from dataclasses import dataclass, replace

from companion.errors import IllegalMove, excerpt
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
from companion.games.dig.stack import EMPTY, Stack

Step = tuple["Gallery", list[Event]]
COUNTED = {"rune": "runes", "gem-egg": "eggs", "snake": "snakes"}  # cards counted as they go


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


@dataclass(frozen=True, eq=False, repr=False)
class Gallery:
    cards: Stack[str] = EMPTY  # the cards in the gallery, the last one on top
    gem_stack: Stack[tuple[int, int]] = EMPTY  # (position, gems) of each card holding gems
    recruited: tuple[int, ...] = ()  # positions of the cards holding a recruit
    draw_stack: Stack[Draw] = EMPTY
    runes: int = 0
    eggs: int = 0
    snakes: int = 0
    closed_by: str | None = None
    recruits_to_tavern: int = 0
    recruits_lost: int = 0

    # -- derived state -------------------------------------------------------------------------
    @property
    def slots(self) -> tuple[Slot, ...]:
        gems = dict(self.gem_stack.from_top())
        return tuple(Slot(card, position in self.recruited, gems.get(position, 0))
                     for position, card in enumerate(self.cards.items(), start=1))

    @property
    def draws(self) -> tuple[Draw, ...]:
        return self.draw_stack.items()

    @property
    def recruits(self) -> int:
        return len(self.recruited)

    @property
    def holds_snake(self) -> bool:
        return self.snakes > 0

    def gems_due(self, position: int) -> int:
        """Gems the recruits put on a card added at `position` (the k+4, k+9, ... rule)."""
        return sum((position - k) % GEM_EVERY == GEM_EVERY - 1 for k in self.recruited)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Gallery) and self._seen() == other._seen()

    __hash__ = None  # type: ignore[assignment]

    def _seen(self) -> tuple:
        return (self.slots, self.draws, self.closed_by, self.recruits_to_tavern,
                self.recruits_lost)

    def __repr__(self) -> str:
        return (f"Gallery(slots={self.slots!r}, closed_by={self.closed_by!r}, "
                f"recruits_to_tavern={self.recruits_to_tavern}, "
                f"recruits_lost={self.recruits_lost})")

    # -- rules ---------------------------------------------------------------------------------
    def check(self, draw: Draw) -> None:
        if self.closed_by is not None:
            raise IllegalMove("closed", f"the gallery was already closed by {self.closed_by}; "
                              "nothing more can be added to it")
        if draw.card not in CARD_NAMES:
            raise IllegalMove("card", f"{excerpt(repr(draw.card))} is not a card a gallery "
                              "can draw")
        if draw.recruit and draw.card not in PRECIOUS_STONES:
            raise IllegalMove("recruit-stone", f"a recruit on {draw.card}: \"A Recruit may only "
                              "be placed on a Precious Stone card\"")
        if not self.draw_stack and not draw.recruit:
            raise IllegalMove("first-recruit", f"the first card ({draw.card}) has no recruit: a "
                              "gallery starts with a recruit placed on a precious stone")
        if draw.recruit and self.recruits == MAX_RECRUITS:
            raise IllegalMove("recruit-limit", "a fifth recruit: \"A Gallery may never contain "
                              "more than 4 Recruits\"")

    def apply(self, draw: Draw) -> Step:
        """The gallery after `draw`, and what happened. Raises IllegalMove naming the rule."""
        self.check(draw)
        drawn = replace(self, draw_stack=self.draw_stack.push(draw))
        if draw.card in ADDED:
            return drawn._add(draw)
        return _EFFECTS[draw.card](drawn)

    def result(self) -> GalleryResult:
        """What the owner takes; for an open gallery, what closing it by choice now would give."""
        closing = self.closed_by or CLOSE
        kept = closing != "collapse"
        gems = sum(count for _, count in self.gem_stack.from_top()) if kept else 0
        if kept and closing not in ATTACKERS:
            gems += self.eggs + (closing == "gem-room")
        return GalleryResult(
            gems=gems,
            runes=self.runes if kept else 0,
            recruits_back=self.recruits if kept else 0,
            recruits_to_tavern=self.recruits_to_tavern,
            recruits_lost=self.recruits_lost,
            closed_by=self.closed_by,
        )

    # -- effects -------------------------------------------------------------------------------
    def _counted(self, card: str, change: int) -> dict[str, int]:
        key = COUNTED.get(card)
        return {key: getattr(self, key) + change} if key else {}

    def _add(self, draw: Draw) -> Step:
        position = len(self.cards) + 1
        gems = 0 if self.holds_snake or draw.card == "snake" else self.gems_due(position)
        added = replace(
            self, cards=self.cards.push(draw.card),
            gem_stack=self.gem_stack.push((position, gems)) if gems else self.gem_stack,
            recruited=(*self.recruited, position) if draw.recruit else self.recruited,
            **self._counted(draw.card, +1))
        events: list[Event] = [CardAdded(position, draw.card, draw.recruit)]
        if gems:
            events.append(GemsPlaced(position, gems))
        if draw.card == "collapse":
            added, sent = added._send_recruits(added.recruited, "tavern", "collapse")
            events += sent
        if draw.card in END_CARDS:
            added, closed = added._close(draw.card)
            events += closed
        return added, events

    def _close(self, by: str) -> Step:
        return replace(self, closed_by=by), [GalleryClosed(by)]

    def _send_recruits(self, positions: tuple[int, ...], to: str, by: str) -> Step:
        """Takes the recruits off the cards at `positions` to the tavern or the box."""
        if not positions:
            return self, []
        counts = {"tavern": self.recruits_to_tavern, "box": self.recruits_lost}
        counts[to] += len(positions)
        after = replace(self, recruited=tuple(p for p in self.recruited if p not in positions),
                        recruits_to_tavern=counts["tavern"], recruits_lost=counts["box"])
        return after, [RecruitsSent(len(positions), to, by)]

    def _remove_last(self, by: str) -> Step:
        """The last card goes, with everything on it; its recruit returns to the tavern."""
        last, card = len(self.cards), self.cards.top
        taken, events = self._send_recruits(
            tuple(p for p in self.recruited if p == last), "tavern", by)
        gems = taken.gem_stack
        removed = replace(taken, cards=taken.cards.pop(), **self._counted(card, -1),
                          gem_stack=gems.pop() if gems and gems.top[0] == last else gems)
        return removed, [CardRemoved(last, card, by), *events]

    def _spider(self) -> Step:
        """Steals one gem from the latest card that has one."""
        if not self.gem_stack:
            return self, []
        position, count = self.gem_stack.top
        rest = self.gem_stack.pop()
        left = rest.push((position, count - 1)) if count > 1 else rest
        return replace(self, gem_stack=left), [GemStolen(position)]

    def _ghost(self) -> Step:
        after, events = self._remove_last("ghost")
        if after.cards:
            return after, events
        after, closed = after._close("ghost")
        return after, events + closed

    def _frighten(self, by: str) -> Step:
        """Skeleton and werewolf: every recruit in the gallery runs to the tavern."""
        after, events = self._send_recruits(self.recruited, "tavern", by)
        after, closed = after._close(by)
        return after, events + closed

    def _thief(self) -> Step:
        after, events = self, []
        for _ in range(min(2, len(self.cards))):
            after, removed = after._remove_last("thief")
            events += removed
        after, closed = after._close("thief")
        return after, events + closed

    def _orc(self) -> Step:
        """Eats the latest recruit: out of the game."""
        after, events = self._send_recruits(self.recruited[-1:], "box", "orc")
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
