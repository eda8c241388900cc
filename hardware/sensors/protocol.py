"""The sensor board's line protocol (docs/serial-protocol.md): frames, checksum, messages.

A frame is `$<payload>*<CRC>\\n`: ASCII, the CRC-16/CCITT-FALSE (stdlib `binascii.crc_hqx`
seeded with 0xFFFF) of the payload as four hex digits. Board to host, every payload starts
with a kind letter and a sequence number 0..255 that wraps:

    S <seq> <north> <south>     full state, each face 7 hex digits (bit n = cell n present)
                                or "-" for a face that is not wired
    C <seq> <N|S> <cell> <0|1>  one square changed (1 = present)
    H <seq>                     heartbeat, sent when the board has said nothing for 500 ms

Host to board: `?` asks for a full state.
"""

from binascii import crc_hqx
from dataclasses import dataclass

FACE_LETTERS = {"N": "north", "S": "south"}


class BadFrame(ValueError):
    """A line that starts a frame but fails its checksum or does not parse."""


@dataclass(frozen=True)
class FullState:
    seq: int
    present: dict[str, frozenset[int]]  # wired faces only


@dataclass(frozen=True)
class Change:
    seq: int
    face: str
    cell: int
    present: bool


@dataclass(frozen=True)
class Heartbeat:
    seq: int


Message = FullState | Change | Heartbeat


def checksum(payload: str) -> str:
    return f"{crc_hqx(payload.encode('ascii'), 0xFFFF):04X}"


def frame(payload: str) -> bytes:
    return f"${payload}*{checksum(payload)}\n".encode("ascii")


def face_bits(cells: frozenset[int] | None) -> str:
    """A face's field of a full state: 7 hex digits, or "-" when not wired."""
    return "-" if cells is None else f"{sum(1 << cell for cell in cells):07X}"


def parse(line: bytes) -> Message | None:
    """The message in one line (without its newline); None for a line with no frame in it.

    Anything before the last `$` is line noise and is dropped: that is the resync.
    """
    start = line.rfind(b"$")
    if start < 0:
        return None
    try:
        text = line[start + 1:].decode("ascii").rstrip("\r")
    except UnicodeDecodeError:
        raise BadFrame("bytes that are not ASCII") from None
    payload, star, crc = text.rpartition("*")
    if not star or crc.upper() != checksum(payload):
        raise BadFrame(f"checksum mismatch in {text!r}")
    try:
        return _message(payload.split(" "))
    except (ValueError, KeyError, IndexError):
        raise BadFrame(f"cannot read {payload!r}") from None


def _seq(field: str) -> int:
    seq = int(field)
    if not 0 <= seq <= 255:
        raise ValueError(field)
    return seq


def _face(field: str) -> frozenset[int] | None:
    if field == "-":
        return None
    bits = int(field, 16)
    if len(field) != 7 or bits >> 25:
        raise ValueError(field)
    return frozenset(cell for cell in range(25) if bits >> cell & 1)


def _message(fields: list[str]) -> Message:
    kind, seq = fields[0], _seq(fields[1])
    if kind == "S" and len(fields) == 4:
        faces = {"north": _face(fields[2]), "south": _face(fields[3])}
        return FullState(seq, {face: cells for face, cells in faces.items() if cells is not None})
    if kind == "C" and len(fields) == 5 and fields[4] in ("0", "1"):
        cell = int(fields[3])
        if not 0 <= cell <= 24:
            raise ValueError(fields[3])
        return Change(seq, FACE_LETTERS[fields[2]], cell, fields[4] == "1")
    if kind == "H" and len(fields) == 2:
        return Heartbeat(seq)
    raise ValueError(fields[0])
