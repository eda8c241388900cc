"""A user's file read with errors a person can act on, and without trusting its size: /dev/zero
or a multi-gigabyte file given by mistake is refused after a limit instead of filling memory."""

from pathlib import Path
from typing import BinaryIO

from companion.errors import InputError

MAX_TEXT_BYTES = 64 * 2**20  # a game file, a wall layout or a calibration file is kilobytes


def read_at_most(source: BinaryIO, limit: int, name: str) -> bytes:
    data = source.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"{name}: larger than {limit // 2**20} MB, far more than any such file")
    return data


def read_file_bytes(path: Path | str, limit: int) -> bytes:
    try:
        with Path(path).open("rb") as file:
            return read_at_most(file, limit, str(path))
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{path}: is a folder, not a file") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror or exc})") from None


def decode_text(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(f"{name}: not a text file (not UTF-8)") from None


def read_text_file(path: Path | str) -> str:
    return decode_text(read_file_bytes(path, MAX_TEXT_BYTES), str(path))
