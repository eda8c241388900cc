"""The sensor board's line protocol (docs/serial-protocol.md): frames, checksum, messages.

A frame is `$<payload>*<CRC>\\n`: ASCII, the CRC-16/CCITT-FALSE (stdlib `binascii.crc_hqx`
seeded with 0xFFFF) of the payload as four hex digits. Board to host, every payload starts
with a kind letter and a sequence number 0..255 that wraps:

    S <seq> <north> <south>     full state, each face 7 hex digits (bit n = cell n present)
                                or "-" for a face that is not wired
    C <seq> <N|S> <cell> <0|1>  one square changed (1 = present)
    H <seq>                     heartbeat, sent when the board has said nothing for 500 ms

Host to board: `?` asks for a full state. A board (or USB adapter) that echoes sends the host's
own `?` back: that is not a board message, and is ignored.
"""

import re
from binascii import crc_hqx
from dataclasses import dataclass

from companion.errors import excerpt

FACE_LETTERS = {"N": "north", "S": "south"}
STATE_REQUEST = "?"
# Every field in its one exact form: decimal without sign, "_" or leading zero; 7 hex digits.
SEQ = r"(?P<seq>0|[1-9][0-9]{0,2})"
FACE = r"([0-9A-Fa-f]{7}|-)"
FIELDS = {
    "S": re.compile(rf"S {SEQ} (?P<north>{FACE}) (?P<south>{FACE})"),
    "C": re.compile(rf"C {SEQ} (?P<face>[NS]) (?P<cell>[0-9]|1[0-9]|2[0-4]) (?P<level>[01])"),
    "H": re.compile(rf"H {SEQ}"),
}


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
    """The message in one line (without its newline); None for a line with no frame in it, or
    for the host's own state request coming back (a board or adapter that echoes).

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
        raise BadFrame(f"checksum mismatch in {excerpt(repr(text), 60)}")
    if payload == STATE_REQUEST:
        return None
    fields = FIELDS.get(payload[:1])
    found = fields.fullmatch(payload) if fields else None
    if found is None:
        raise BadFrame(f"cannot read {excerpt(repr(payload), 60)}")
    return _message(found)


def _face(field: str) -> frozenset[int] | None:
    if field == "-":
        return None
    bits = int(field, 16)
    if bits >> 25:
        raise BadFrame(f"cannot read face {field!r}: more than 25 squares")
    return frozenset(cell for cell in range(25) if bits >> cell & 1)


def _message(found: re.Match) -> Message:
    seq = int(found["seq"])
    if seq > 255:
        raise BadFrame(f"cannot read sequence number {seq}: above 255")
    if found.re is FIELDS["S"]:
        faces = {"north": _face(found["north"]), "south": _face(found["south"])}
        return FullState(seq, {face: cells for face, cells in faces.items() if cells is not None})
    if found.re is FIELDS["C"]:
        return Change(seq, FACE_LETTERS[found["face"]], int(found["cell"]), found["level"] == "1")
    return Heartbeat(seq)
