"""The line protocol: the examples of docs/serial-protocol.md, byte for byte."""

import pytest

from hardware.sensors.protocol import (
    BadFrame,
    Change,
    FullState,
    Heartbeat,
    checksum,
    face_bits,
    frame,
    parse,
)

ALL = frozenset(range(25))


def test_the_checksum_is_crc16_ccitt_false_with_its_published_check_value():
    assert checksum("123456789") == "29B1"


@pytest.mark.parametrize(("line", "message"), [
    (b"$S 0 1FFFFFF 1FFFFFF*86D2", FullState(0, {"north": ALL, "south": ALL})),
    (b"$S 3 1FFFFFF -*4013", FullState(3, {"north": ALL})),
    (b"$C 1 N 7 0*5C6D", Change(1, "north", 7, False)),
    (b"$C 2 N 7 1*94CE", Change(2, "north", 7, True)),
    (b"$H 2*6867", Heartbeat(2)),
    (b"$S 5 1FFFF7F 1FFFFEF*302F", FullState(5, {"north": ALL - {7}, "south": ALL - {4}})),
    (b"$C 6 S 4 0*3959", Change(6, "south", 4, False)),
])
def test_the_documented_examples_read_as_documented(line, message):
    assert parse(line) == message
    assert frame(line[1:line.index(b"*")].decode()) == line + b"\n"


def test_the_state_request_frame():
    assert frame("?") == b"$?*264C\n"


def test_a_face_field_sets_bit_n_for_cell_n():
    assert face_bits(ALL - {0}) == "1FFFFFE"
    assert face_bits(None) == "-"
    assert parse(frame("S 9 0000080 -").strip()) == FullState(9, {"north": frozenset({7})})


def test_a_carriage_return_and_lower_case_hex_are_accepted():
    assert parse(b"$H 2*6867\r") == Heartbeat(2)
    assert parse(b"$C 1 N 7 0*5c6d") == Change(1, "north", 7, False)


def test_bytes_before_the_last_dollar_are_noise():
    assert parse(b"\x00\xff$$garbage$H 2*6867") == Heartbeat(2)
    assert parse(b"??boot v1.2 $H 2*6867") == Heartbeat(2)
    assert parse(b"bootloader v1.2") is None


@pytest.mark.parametrize("line", [
    b"$C 1 N 2 0*5C6D",  # one character changed
    b"$C 1 N 7 0",  # no checksum
    b"$C 1 N 7 0*5C6D\xff",  # trailing byte
    b"$\xe9*0000",  # not ASCII
])
def test_a_damaged_frame_is_rejected(line):
    with pytest.raises(BadFrame):
        parse(line)


@pytest.mark.parametrize("payload", [
    "C 1 N 25 0", "C 1 E 7 0", "C 1 N 7 2", "C 256 N 7 0", "S 1 2000000 -", "S 1 FFFFF -",
    "X 1", "H", "H 1 2",
])
def test_a_frame_with_a_good_checksum_but_impossible_content_is_rejected(payload):
    with pytest.raises(BadFrame, match="cannot read"):
        parse(frame(payload).strip())


@pytest.mark.parametrize("payload", [
    "C 1 N 0_7 0", "C +1 N 7 0", "C 1 N +7 0", "C 1 N 07 0", "C 01 N 7 0", "C 1 N 7 +1",
    "S 1 0x1FFFF -", "S 1 +1FFFFF -", "S 1 1_FFFFF -", "S 1 1FFFFFF 1FFFFFF ", "H 1_0",
    "H +1", "H 001", "H  1", " H 1", "H 1\t",
])
def test_a_field_is_read_only_in_its_exact_form(payload):
    """Python's int() reads `0_7`, `+12` and `0x1FFFF` too; the protocol does not."""
    with pytest.raises(BadFrame, match="cannot read"):
        parse(frame(payload).strip())


def test_the_hosts_own_request_echoed_back_is_not_a_board_message():
    assert parse(frame("?").strip()) is None
