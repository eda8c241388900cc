"""What a move caused, as typed events. Each event says itself in words with `words(names,
viewer)`, and says nothing `viewer` may not know: a drafted or drawn contract's number and a
face-down dig's card are told to their owner only ("Contracts stay private in your hand";
digs lie "face down, to the right of a mine")."""

from collections.abc import Sequence
from dataclasses import dataclass

from companion.games import base
from companion.games.deep_claim.catalog import VEIN_WORDS, magnates
from companion.games.deep_claim.words import count

Names = Sequence[str]
DECK_NAMES = {"mixed": "mixed deck", "contracts": "contract deck", "mines": "mine deck",
              "veins": "vein tile pool"}


def _and(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True)
class Event(base.Event):
    """A Deep Claim event; `seat` is the player it concerns. Events of the whole table have
    `seat` None and take their fields by keyword."""

    def words(self, names: Names, viewer: int | None) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class MagnateKept(Event):
    seat: int
    magnate: int

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} keeps {magnates()[self.magnate]['name']}"


@dataclass(frozen=True)
class ContractDrafted(Event):
    seat: int
    contract: int

    def words(self, names: Names, viewer: int | None) -> str:
        what = f"contract {self.contract}" if viewer == self.seat else "a contract"
        return f"{names[self.seat]} drafts {what}"


@dataclass(frozen=True)
class BidPlaced(Event):
    seat: int
    card: int
    location: int

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} bids {self.card} at location {self.location + 1}"


@dataclass(frozen=True)
class DigCommitted(Event):
    seat: int
    card: int
    location: int

    def words(self, names: Names, viewer: int | None) -> str:
        card = f" (card {self.card})" if viewer == self.seat else ""
        return (f"{names[self.seat]} commits a face-down dig{card} to the mine at location "
                f"{self.location + 1}")


@dataclass(frozen=True)
class CardMoved(Event):
    """Bear 31 moved a deployed card; a face-down dig stays unnamed."""

    seat: int
    card: int
    location: int
    to: int
    face_up: bool

    def words(self, names: Names, viewer: int | None) -> str:
        if self.face_up:
            return (f"{names[self.seat]} moves their bid {self.card} from location "
                    f"{self.location + 1} to location {self.to + 1}")
        card = f" (card {self.card})" if viewer == self.seat else ""
        return (f"{names[self.seat]} moves a face-down dig{card} from location "
                f"{self.location + 1} to location {self.to + 1}")


@dataclass(frozen=True)
class IncomeTaken(Event):
    seat: int
    coins: int
    pickaxes: int

    def words(self, names: Names, viewer: int | None) -> str:
        return (f"{names[self.seat]} takes income: {count(self.coins, 'coin')}, "
                f"{count(self.pickaxes, 'pickaxe')}")


@dataclass(frozen=True)
class BeaverActed(Event):
    """A beaver's activation: what changed on its owner's tracks and supply."""

    seat: int
    beaver: int
    changes: tuple[tuple[str, int], ...]  # ("coins", +3), ("gold", -1), ("VP", +1) ...

    def words(self, names: Names, viewer: int | None) -> str:
        change = ", ".join(f"{n:+d} {what[:-1] if what.endswith('s') and abs(n) == 1 else what}"
                           for what, n in self.changes) or "no change"
        return f"{names[self.seat]}'s beaver {self.beaver}: {change}"


@dataclass(frozen=True)
class BeaverDeclined(Event):
    seat: int
    beaver: int

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} declines beaver {self.beaver}"


@dataclass(frozen=True)
class BearFired(Event):
    seat: int
    bear: int

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} discards bear {self.bear}"


@dataclass(frozen=True)
class Recruited(Event):
    """A card taken from a display (a bid, or Rocky Bandini's leftover); a contract goes into a
    private hand, so only its new owner reads its number."""

    seat: int
    item: str
    paid: int

    def words(self, names: Names, viewer: int | None) -> str:
        kind, number = self.item.split(":")
        if kind == "contract":
            what = f"contract {number}" if viewer == self.seat else "a contract"
        else:
            what = f"critter {number}"
        return f"{names[self.seat]} pays {count(self.paid, 'coin')} and takes {what}"


@dataclass(frozen=True)
class Forfeited(Event):
    seat: int
    card: int
    dig: bool  # a dig forfeited, else a bid
    coins: int
    pickaxes: int

    def words(self, names: Names, viewer: int | None) -> str:
        what = f"dig {self.card}" if self.dig else f"bid {self.card}"
        return (f"{names[self.seat]}'s {what} forfeits: {self.coins} coins + {self.pickaxes} "
                "pickaxes")


@dataclass(frozen=True, kw_only=True)
class DigsRevealed(Event):
    """A mine's face-down pile turned up and put in order."""

    seat: None = None
    location: int
    digs: tuple[tuple[int, int], ...]  # (seat, card) in the order they resolve

    def words(self, names: Names, viewer: int | None) -> str:
        line = ", ".join(f"{names[seat]} {card}" for seat, card in self.digs)
        return f"location {self.location + 1}'s digs, in order: {line}"


@dataclass(frozen=True)
class Dug(Event):
    seat: int
    card: int
    location: int
    ores: tuple[str, ...]
    paid: int

    def words(self, names: Names, viewer: int | None) -> str:
        return (f"{names[self.seat]}'s dig {self.card} takes {', '.join(self.ores)} for "
                f"{self.paid} pickaxes")


@dataclass(frozen=True)
class OreDiscarded(Event):
    seat: int
    ore: str

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} discards a {self.ore}"


@dataclass(frozen=True)
class OreSwapped(Event):
    """The rulebook's "Ore supply 10 cubes - discard one to swap in a new one"."""

    seat: int
    discarded: str
    taken: str

    def words(self, names: Names, viewer: int | None) -> str:
        return (f"{names[self.seat]}'s supply is full: discards a {self.discarded} to take "
                f"the {self.taken}")


@dataclass(frozen=True)
class OreLetGo(Event):
    seat: int
    ore: str

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]}'s supply is full: lets the {self.ore} go"


@dataclass(frozen=True)
class VeinClaimed(Event):
    seat: int
    tile: int
    bonus: str

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} claims vein tile {self.tile}: {VEIN_WORDS[self.bonus]}"


@dataclass(frozen=True, kw_only=True)
class VeinTied(Event):
    """"If two players tie, both take the bonus and the vein tile is discarded.\""""

    seat: None = None
    tile: int
    seats: tuple[int, ...]
    miners: int
    bonus: str

    def words(self, names: Names, viewer: int | None) -> str:
        return (f"vein tile {self.tile} surrounded: {_and([names[s] for s in self.seats])} tie "
                f"on {self.miners}, each takes {VEIN_WORDS[self.bonus]}; the tile is discarded")


@dataclass(frozen=True)
class VeinReused(Event):
    seat: int
    tile: int

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} reactivates vein tile {self.tile}"


@dataclass(frozen=True)
class OreTaken(Event):
    seat: int
    ore: str

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} takes 1 {self.ore}"


@dataclass(frozen=True)
class OreUpgraded(Event):
    seat: int
    ore: str
    to: str

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} upgrades a {self.ore} to {self.to}"


@dataclass(frozen=True)
class ResourcesTaken(Event):
    seat: int
    coins: int
    pickaxes: int

    def words(self, names: Names, viewer: int | None) -> str:
        return (f"{names[self.seat]} takes {count(self.coins, 'coin')} and "
                f"{count(self.pickaxes, 'pickaxe')}")


@dataclass(frozen=True)
class ContractDrawn(Event):
    seat: int
    contract: int

    def words(self, names: Names, viewer: int | None) -> str:
        what = f"contract {self.contract}" if viewer == self.seat else "a contract"
        return f"{names[self.seat]} draws {what}"


@dataclass(frozen=True, kw_only=True)
class DeckReshuffled(Event):
    seat: None = None
    deck: str

    def words(self, names: Names, viewer: int | None) -> str:
        return (f"the {DECK_NAMES[self.deck]} ran out: its discard pile is shuffled to form a "
                "new one")


@dataclass(frozen=True)
class Fulfilled(Event):
    seat: int
    contract: int
    icons: tuple[str, ...]

    def words(self, names: Names, viewer: int | None) -> str:
        return (f"{names[self.seat]} fulfils contract {self.contract} "
                f"({', '.join(self.icons)})")


@dataclass(frozen=True)
class IconsAdded(Event):
    """Extra icons for this season's scoring (bears 23 and 25, Sly Foxworth)."""

    seat: int
    ore: str
    count: int
    source: str  # "bear 23", "Sly Foxworth"

    def words(self, names: Names, viewer: int | None) -> str:
        return (f"{names[self.seat]} counts {self.count} more {self.ore} icon"
                f"{'s' if self.count > 1 else ''} this season ({self.source})")


@dataclass(frozen=True, kw_only=True)
class OreScored(Event):
    """One line of a season's chart scoring."""

    seat: None = None
    season: int
    ore: str
    line: str

    def words(self, names: Names, viewer: int | None) -> str:
        return f"season {self.season} {self.line}"


@dataclass(frozen=True)
class EndScored(Event):
    """One part of a player's game-end scoring."""

    seat: int
    line: str

    def words(self, names: Names, viewer: int | None) -> str:
        return f"{names[self.seat]} {self.line}"


@dataclass(frozen=True, kw_only=True)
class GameWon(Event):
    seat: None = None
    winners: tuple[int, ...]
    vp: int

    def words(self, names: Names, viewer: int | None) -> str:
        verb = "win" if len(self.winners) > 1 else "wins"
        return f"{_and([names[s] for s in self.winners])} {verb} with {self.vp} VP"
