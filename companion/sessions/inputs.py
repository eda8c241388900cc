"""What reaches a session from outside the engine: the sensor grid and the camera.

Plain typed data, so the layers above (hardware, vision) build them and every session receives
them through `Session.observe`, which routes them by type. Nothing here is a move yet: each
game's session turns what it understands into its own engine actions, and anything else into an
alert on the table screen.
"""

from dataclasses import dataclass

from companion.games.mine_deeper.grid import cell_name

# -- the Mine Deeper wall: the sensor grid behind it, or a camera watching a face --------------


@dataclass(frozen=True)
class SquarePushed:
    """A square of wall `face` ("north"/"south") went from present to absent and stayed so."""

    face: str
    cell: int  # 0..24, row by row as the player who filled the face sees it


@dataclass(frozen=True)
class SquareBack:
    """A square of wall `face` that was pushed reads present again."""

    face: str
    cell: int


@dataclass(frozen=True)
class SensorFault:
    """Something the sensors saw that is no clean push (a glitch, two squares at once, a
    corrupt line, a disconnected board): shown, never counted."""

    message: str
    face: str | None = None
    cells: tuple[int, ...] = ()


# -- the camera over the card table (vision's proposals) ---------------------------------------


@dataclass(frozen=True)
class Bid:
    """Deep Claim: an action card of `colour` laid face up above location `location` (1-based,
    as the zones are named)."""

    colour: str
    value: int
    location: int


@dataclass(frozen=True)
class Dig:
    """Deep Claim: an action card laid face down beside a location's mine. Its value travels
    to the engine, which keeps it secret until the Mine phase."""

    colour: str
    value: int
    location: int


@dataclass(frozen=True)
class Recruit:
    """Deep Claim: a card taken from a location's display (`location` None when the camera did
    not see where from) by `seat` (1-based; None when it went to a hand unseen)."""

    card: str  # the catalog name, like "Critter 17" or "Contract 4"
    location: int | None
    seat: int | None


@dataclass(frozen=True)
class FulfilContract:
    """Deep Claim: a contract laid in one of a seat's fulfilled-contract columns."""

    card: str
    seat: int  # 1-based
    column: int


@dataclass(frozen=True)
class AddToGallery:
    """DIG: a card laid at the end of one of a player's galleries."""

    card: str  # the engine's card name, like "iron" or "gem-egg"
    physical_card: str  # the catalog name, like "Iron 12"
    seat: int  # 1-based
    gallery: int  # 1 = the player's first gallery, counted from the top
    position: int  # 1 = the gallery's first card


@dataclass(frozen=True)
class LayBeside:
    """DIG: a card laid beside a player's galleries (drawn beside them)."""

    card: str  # the engine's card name
    physical_card: str  # the catalog name
    seat: int  # 1-based


SensorInput = SquarePushed | SquareBack | SensorFault
Proposal = Bid | Dig | Recruit | FulfilContract | AddToGallery | LayBeside
Observation = SensorInput | Proposal


def describe(seen: Observation) -> str:
    """What was seen, in words, for an alert about something a game cannot use."""
    match seen:
        case SquarePushed(face=face, cell=cell):
            return f"square {cell_name(cell)} of the {face} wall pushed"
        case SquareBack(face=face, cell=cell):
            return f"square {cell_name(cell)} of the {face} wall back in place"
        case SensorFault(message=message):
            return message
        case Bid() | Dig():
            side = "face up" if isinstance(seen, Bid) else "face down"
            return f"a {seen.colour} action card laid {side} at location {seen.location}"
        case Recruit(card=card):
            return f"{card} taken from a display"
        case FulfilContract(card=card, seat=seat):
            return f"{card} laid in seat {seat}'s fulfilled contracts"
        case AddToGallery(physical_card=card, seat=seat, gallery=gallery):
            return f"{card} laid in seat {seat}'s gallery {gallery}"
        case LayBeside(physical_card=card, seat=seat):
            return f"{card} laid beside seat {seat}'s galleries"
    raise TypeError(f"not an observation: {seen!r}")

