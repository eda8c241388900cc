"""What the DIG table shows: every player's galleries side by side (their cards, recruits and
gems, where the next gems fall, what closing now would give), hands, crystals and companions,
the tavern and the supply. DIG hides little: the hill's order, and the cards a compass or a
parchment drew, which only their drawer sees until one is chosen."""

from dataclasses import dataclass

from companion.games.dig.cards import PRECIOUS_STONES
from companion.games.dig.gallery import Gallery
from companion.games.dig.payment import crystals
from companion.games.dig.state import Player, State
from companion.games.dig.tasks import Arrival, Pick


@dataclass(frozen=True)
class CardView:
    card: str
    recruit: bool
    gems: int


@dataclass(frozen=True)
class GalleryView:
    place: int  # 1-4
    cards: tuple[CardView, ...]
    recruits: int
    snake: bool
    next_gems: tuple[tuple[int, int], ...]  # (card number, gems) as the gallery grows
    closing_gems: int  # what closing it now gives: gems (eggs included) ...
    closing_runes: int  # ... runes ...
    closing_stones: int  # ... and precious stones back into the hand


@dataclass(frozen=True)
class PlayerView:
    seat: int
    name: str
    total: int  # gems, runes included
    gems: int
    runes: int
    crystals: int  # what the hand would pay at the tavern
    stones: tuple[tuple[str, int], ...]
    equipment: tuple[str, ...]
    companions: tuple[str, ...]
    recruits: int  # in hand
    in_galleries: int
    in_tavern: int  # of this player's colour, for hire
    eaten: int
    galleries: tuple[GalleryView | None, ...]  # by place 1-4


@dataclass(frozen=True)
class TableView:
    players: tuple[PlayerView, ...]
    tavern: tuple[tuple[str, tuple[str, ...]], ...]  # companions for hire with their price
    supply: int  # gems
    hill: int
    discard: int
    turn: int | None  # the seat the game waits on
    drawn: tuple[str, ...]  # the card(s) waiting for a decision, when the viewer may see them
    final_round: bool
    winners: tuple[int, ...]


def table_view(state: State, viewer: int | None, waiting: int | None) -> TableView:
    return TableView(
        tuple(_player(state, seat, player) for seat, player in enumerate(state.players)),
        tuple((name, state.catalog.companion(name).price) for name in state.tavern),
        state.supply, len(state.hill), len(state.discard), waiting, _drawn(state, viewer),
        state.final_from is not None and state.phase != "over", tuple(state.winners))


def _drawn(state: State, viewer: int | None) -> tuple[str, ...]:
    if not state.tasks:
        return ()
    task = state.tasks[-1]
    if isinstance(task, Arrival):
        return (task.card,)
    if isinstance(task, Pick) and viewer == task.seat:
        return task.cards
    return ()


def _player(state: State, seat: int, player: Player) -> PlayerView:
    pirate = any(state.catalog.companion(n).ability == "pirate" for n in player.companions)
    held = sum(count * crystals(stone, state.catalog, pirate)
               for stone, count in player.stones.items())
    held += crystals("chest", state.catalog, pirate) * ("chest" in player.equipment)
    galleries = tuple(None if g is None else _gallery(place, g.gallery)
                      for place, g in enumerate(player.galleries, start=1))
    return PlayerView(
        seat, player.name, player.total, player.gems, player.runes, held,
        tuple((stone, count) for stone, count in player.stones.items() if count),
        tuple(player.equipment), tuple(player.companions), player.recruits,
        sum(g.recruits for g in galleries if g is not None), player.tavern, player.eaten,
        galleries)


def _gallery(place: int, gallery: Gallery) -> GalleryView:
    closing = gallery.result()
    stones = sum(slot.card in PRECIOUS_STONES for slot in gallery.slots)
    return GalleryView(
        place, tuple(CardView(s.card, s.recruit, s.gems) for s in gallery.slots),
        gallery.recruits, gallery.holds_snake, tuple(gallery.next_gems()), closing.gems,
        closing.runes, stones)
