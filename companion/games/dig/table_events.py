"""What an action caused at the whole table: typed events (`base.Event`), told in words by the
game (words.py). `gallery` is a gallery's place, 1-4; `seat` the player the event concerns."""

from dataclasses import dataclass

from companion.games import base
from companion.games.dig import events as gallery_events


@dataclass(frozen=True)
class Announced(base.Event):
    """Where the player digs: "you have to say out loud where you want to dig"."""

    gallery: int | None  # one gallery; None: beside (or each, with `each`)
    each: bool


@dataclass(frozen=True)
class Chosen(base.Event):
    card: str
    equipment: str  # the compass or parchment it was chosen with


@dataclass(frozen=True)
class Drawn(base.Event):
    card: str
    gallery: int | None  # the gallery it was drawn for; None: beside
    via: str  # "dig", "recruit" (drawn after placing a recruit), "pickaxe", "wizard", ...


@dataclass(frozen=True)
class InGallery(base.Event):
    """A gallery changed: a card added, gems placed or stolen, cards or recruits gone, closed."""

    gallery: int
    change: gallery_events.Event


@dataclass(frozen=True)
class Kept(base.Event):
    card: str


@dataclass(frozen=True)
class Discarded(base.Event):
    card: str
    why: str


@dataclass(frozen=True)
class Used(base.Event):
    equipment: str
    gallery: int | None = None
    victim: int | None = None


@dataclass(frozen=True)
class Protected(base.Event):
    companion: str
    enemy: str
    gems: int


@dataclass(frozen=True)
class Hired(base.Event):
    what: str  # "recruit" or a companion's name
    count: int
    paid: tuple[str, ...]


@dataclass(frozen=True)
class Collected(base.Event):
    """A gallery ended and its owner took what was left in it."""

    gallery: int
    by: str
    gems: int  # from its cards
    bonus: int  # gem eggs and the gem room
    runes: int
    stones: tuple[str, ...]
    recruits: int


@dataclass(frozen=True)
class RecruitsMoved(base.Event):
    count: int
    to: str  # "tavern" (a werewolf frightens the recruits in hand) or "hand" (a bag)


@dataclass(frozen=True)
class Stolen(base.Event):
    """A potion: the last card of `victim`'s gallery, and its gems, taken by `seat`."""

    victim: int
    gallery: int
    card: str
    gems: int


@dataclass(frozen=True)
class Reshuffled(base.Event):
    cards: int


@dataclass(frozen=True)
class FinalRound(base.Event):
    """`seat` has 10 gems: everyone else plays once more."""

    total: int


@dataclass(frozen=True)
class TurnBegins(base.Event):
    pass


@dataclass(frozen=True)
class GameOver(base.Event):
    winners: tuple[int, ...]


Event = (Announced | Chosen | Drawn | InGallery | Kept | Discarded | Used | Protected | Hired
         | Collected | RecruitsMoved | Stolen | Reshuffled | FinalRound | TurnBegins | GameOver)
