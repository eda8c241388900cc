"""One DIG gallery from its first card to its end.

A `Gallery` is a frozen value: the cards in the gallery (each with its recruit and gems), the
draws so far, who ended it and where its lost recruits went. `apply(draw)` returns the next
gallery and its events. The rules live once, in `_Digging`, a working copy that carries running
counts (recruits by place modulo 5, snakes, the cards holding gems and recruits, newest last), so
each card costs the same whatever the gallery's length: `from_json` plays a whole list on one
working copy (linear in the list), `apply` copies the gallery once.

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

The whole game adds what a lone gallery cannot know: an orc that has eaten three of the owner's
recruits eats no more (`orc_eats=False`), the gem supply can run short (`supply`), and a bomb or
a potion acts on a gallery from outside (`bombed`, `robbed`).
"""

from collections.abc import Callable, Iterable
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

    @property
    def gems(self) -> int:
        """Gems lying on the gallery's cards."""
        return sum(slot.gems for slot in self.slots)

    def gems_due(self, position: int) -> int:
        """Gems the recruits put on a card added at `position` (the k+4, k+9, ... rule)."""
        return _Digging(self).gems_due(position)

    def next_gems(self, count: int = 3) -> list[tuple[int, int]]:
        """The next `count` places (position, gems) where fifth-card gems will fall as the
        gallery grows; none while it holds a snake or is closed."""
        work = _Digging(self)
        if self.closed_by is not None or work.snakes or not work.with_recruit:
            return []
        found, position = [], len(self.slots)
        while len(found) < count:
            position += 1
            if work.gems_due(position):
                found.append((position, work.gems_due(position)))
        return found

    # -- rules ---------------------------------------------------------------------------------
    def check(self, draw: Draw) -> None:
        """Raises IllegalMove naming the rule `draw` breaks."""
        _Digging(self).check(draw)

    def apply(self, draw: Draw, orc_eats: bool = True, supply: int | None = None) -> Step:
        """The gallery after `draw`, and what happened. Raises IllegalMove naming the rule.
        `orc_eats`: whether an orc may still eat a recruit of the owner's; `supply`: gems left
        to place (None: as many as the rules ask for)."""
        return self._changed(lambda work: work.play(draw, orc_eats, supply))

    def bombed(self) -> Step:
        """Bomb: "the Recruit closest to the Bomb will return to the Tavern" (the bomb lies at
        the gallery's end, so that is the recruit on the latest card carrying one)."""
        return self._changed(_Digging.bombed)

    def robbed(self) -> Step:
        """Potion: the last card goes, with any gems on it (the thief of it keeps them)."""
        if self.slots and self.slots[-1].recruit:
            raise IllegalMove("potion-recruit", "the last card carries a recruit: \"You cannot "
                              "use the Potion if the last card of a Gallery has a Recruit on it\"")
        return self._changed(lambda work: work._take_last("potion"))

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

    def _changed(self, change: Callable[["_Digging"], list[Event]]) -> Step:
        work = _Digging(self)
        events = change(work)
        return work.freeze(), events

    # -- plain JSON ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"cards": [draw.to_json() for draw in self.draws]}

    @classmethod
    def from_json(cls, data: dict,
                  told: Callable[[Draw, list[Event]], None] | None = None) -> "Gallery":
        """Plays the cards on one working copy; the first that breaks a rule is refused, naming
        its place. `told(draw, events)` hears what each card did."""
        if not data["cards"]:
            raise IllegalMove("first-recruit", "the list has no cards: a gallery starts with a "
                              "recruit placed on a precious stone")
        return cls.replay((Draw(card["card"], bool(card.get("recruit", False)))
                           for card in data["cards"]), told)

    @classmethod
    def replay(cls, draws: Iterable[Draw],
               told: Callable[[Draw, list[Event]], None] | None = None) -> "Gallery":
        work = _Digging(cls())
        for number, draw in enumerate(draws, start=1):
            try:
                events = work.play(draw)
            except IllegalMove as exc:
                raise IllegalMove(exc.rule, f"card {number} ({draw.card}): {exc}") from None
            if told is not None:
                told(draw, events)
        return work.freeze()


class _Digging:
    """A gallery being changed in place, with running counts that make each card O(1)."""

    def __init__(self, gallery: Gallery):
        self.slots = list(gallery.slots)
        self.draws = list(gallery.draws)
        self.closed_by = gallery.closed_by
        self.to_tavern = gallery.recruits_to_tavern
        self.lost = gallery.recruits_lost
        self.snakes = 0
        self.by_place = [0] * GEM_EVERY  # recruits whose position k has k % 5 == index
        self.with_gems: list[int] = []  # indexes of cards holding gems, oldest first
        self.with_recruit: list[int] = []  # indexes of cards carrying a recruit, oldest first
        for index, slot in enumerate(self.slots):
            self._count(index, slot, 1)

    def freeze(self) -> Gallery:
        return Gallery(tuple(self.slots), tuple(self.draws), self.closed_by, self.to_tavern,
                       self.lost)

    def _count(self, index: int, slot: Slot, sign: int) -> None:
        """Add (sign 1) or take out (-1) the card at `index` from the running counts."""
        self.snakes += sign * (slot.card == "snake")
        if slot.recruit:
            self.by_place[(index + 1) % GEM_EVERY] += sign
            _track(self.with_recruit, index, sign)
        if slot.gems:
            _track(self.with_gems, index, sign)

    def _recruit_off(self, index: int) -> None:
        self.slots[index] = replace(self.slots[index], recruit=False)
        self.by_place[(index + 1) % GEM_EVERY] -= 1
        _track(self.with_recruit, index, -1)

    def _gem_off(self, index: int) -> None:
        gems = self.slots[index].gems - 1
        self.slots[index] = replace(self.slots[index], gems=gems)
        if not gems:
            _track(self.with_gems, index, -1)

    def gems_due(self, position: int) -> int:
        """Recruits on a card k with k + 4 = position (mod 5)."""
        return self.by_place[(position + 1) % GEM_EVERY]

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
        if draw.recruit and len(self.with_recruit) == MAX_RECRUITS:
            raise IllegalMove("recruit-limit", "a fifth recruit: \"A Gallery may never contain "
                              "more than 4 Recruits\"")

    def play(self, draw: Draw, orc_eats: bool = True, supply: int | None = None) -> list[Event]:
        self.check(draw)
        self.draws.append(draw)
        if draw.card in ADDED:
            return self._add(draw, supply)
        if draw.card == "orc":
            return self._orc(orc_eats)
        return _EFFECTS[draw.card](self)

    # -- effects -------------------------------------------------------------------------------
    def _add(self, draw: Draw, supply: int | None) -> list[Event]:
        position = len(self.slots) + 1
        gems = 0 if self.snakes or draw.card == "snake" else self.gems_due(position)
        if supply is not None:
            gems = min(gems, supply)
        self.slots.append(Slot(draw.card, draw.recruit, gems))
        self._count(position - 1, self.slots[-1], 1)
        events: list[Event] = [CardAdded(position, draw.card, draw.recruit)]
        if gems:
            events.append(GemsPlaced(position, gems))
        if draw.card == "collapse":
            events += self._send_recruits(list(self.with_recruit), "tavern", "collapse")
        if draw.card in END_CARDS:
            events += self.close(draw.card)
        return events

    def close(self, by: str) -> list[Event]:
        self.closed_by = by
        return [GalleryClosed(by)]

    def _send_recruits(self, indexes: list[int], to: str, by: str) -> list[Event]:
        """Takes the recruits off the cards at `indexes` (0-based) to the tavern or the box."""
        if not indexes:
            return []
        for index in indexes:
            self._recruit_off(index)
        if to == "tavern":
            self.to_tavern += len(indexes)
        else:
            self.lost += len(indexes)
        return [RecruitsSent(len(indexes), to, by)]

    def remove_last(self, by: str) -> list[Event]:
        """The last card goes, with everything on it; its recruit returns to the tavern."""
        last = len(self.slots) - 1
        card, gems = self.slots[last].card, self.slots[last].gems
        events = self._send_recruits([last] if self.slots[last].recruit else [], "tavern", by)
        self._count(last, self.slots.pop(), -1)
        return [CardRemoved(last + 1, card, by, gems), *events]

    def _take_last(self, by: str) -> list[Event]:
        """Ghost and potion: the last card goes; with no card left there is no gallery."""
        events = self.remove_last(by)
        return events + self.close(by) if not self.slots else events

    def _spider(self) -> list[Event]:
        if not self.with_gems:
            return []
        index = self.with_gems[-1]
        self._gem_off(index)
        return [GemStolen(index + 1)]

    def _frighten(self, by: str) -> list[Event]:
        """Skeleton and werewolf: every recruit in the gallery runs to the tavern."""
        return self._send_recruits(list(self.with_recruit), "tavern", by) + self.close(by)

    def _thief(self) -> list[Event]:
        events: list[Event] = []
        for _ in range(min(2, len(self.slots))):
            events += self.remove_last("thief")
        return events + self.close("thief")

    def _orc(self, eats: bool) -> list[Event]:
        eaten = self._send_recruits(self.with_recruit[-1:], "box", "orc") if eats else []
        return eaten + self.close("orc")

    def bombed(self) -> list[Event]:
        return self._send_recruits(self.with_recruit[-1:], "tavern", "bomb")


def _track(indexes: list[int], index: int, sign: int) -> None:
    """Keep `indexes` (oldest first) in step: cards change or leave at the newest end, so the
    search from the end stops at once."""
    if sign > 0:
        indexes.append(index)
        return
    for at in range(len(indexes) - 1, -1, -1):
        if indexes[at] == index:
            del indexes[at]
            return


_EFFECTS: dict[str, Callable[[_Digging], list[Event]]] = {
    "spider": _Digging._spider,
    "ghost": lambda work: work._take_last("ghost"),
    "skeleton": lambda work: work._frighten("skeleton"),
    "werewolf": lambda work: work._frighten("werewolf"),
    "thief": _Digging._thief,
    CLOSE: lambda work: work.close(CLOSE),
}
