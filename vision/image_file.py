"""A photo file read safely: its size taken from the header and refused over a pixel budget
before anything is decoded (a header may claim 60000 x 60000 pixels: 15 s and 3 GB, or an
OpenCV assertion), a truncated JPEG or PNG refused before its decoder invents the missing
part, and what libjpeg and libpng print on their own kept off the user's terminal.

The formats read are those a camera or a phone writes: JPEG, PNG, BMP, TIFF and WebP.
"""

import struct
import zlib
from pathlib import Path

import cv2
import numpy as np

from companion.errors import InputError
from companion.file_input import read_file_bytes
from vision.native_stderr import silenced

PIXEL_BUDGET = 64_000_000  # 8000 x 8000: more than any phone's photo, 192 MB decoded
MAX_FILE_BYTES = 256 * 2**20  # more than such a photo takes in any of the formats
FORMATS = "JPEG, PNG, BMP, TIFF or WebP"


class Damaged(ValueError):
    """The file starts as an image of a known format and is cut short or corrupt."""


def _png_size(data: bytes) -> tuple[int, int]:
    """PNG: the IHDR chunk first; every chunk whole, its CRC right, up to IEND."""
    at = 8
    while True:
        if at + 12 > len(data):
            raise Damaged("the PNG data ends before the picture does (truncated?)")
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        end = at + 12 + length
        if end > len(data):
            raise Damaged("the PNG data ends before the picture does (truncated?)")
        (crc,) = struct.unpack(">I", data[end - 4:end])
        if zlib.crc32(data[at + 4:end - 4]) != crc:
            raise Damaged(f"the PNG chunk {kind.decode('latin-1')!r} is damaged")
        if at == 8:
            if kind != b"IHDR" or length < 8:
                raise Damaged("the PNG data does not start with its header")
            size = struct.unpack(">II", data[at + 8:at + 16])
        if kind == b"IEND":
            return size
        at = end


SOF = set(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}  # start-of-frame markers (DHT, JPG, DAC not)
STANDALONE = set(range(0xD0, 0xD8)) | {0x01}  # markers without a length


def _jpeg_size(data: bytes) -> tuple[int, int]:
    """JPEG: the size in the frame header; the end-of-image marker after the first scan."""
    at, size = 2, None
    while at + 4 <= len(data):
        if data[at] != 0xFF:
            raise Damaged("the JPEG markers are damaged")
        marker = data[at + 1]
        if marker == 0xFF:  # fill byte
            at += 1
            continue
        if marker in STANDALONE:
            at += 2
            continue
        (length,) = struct.unpack(">H", data[at + 2:at + 4])
        if marker in SOF and at + 9 <= len(data):
            height, width = struct.unpack(">HH", data[at + 5:at + 9])
            size = (width, height)
        if marker == 0xDA:  # start of scan: entropy-coded data follows
            if size is None:
                raise Damaged("the JPEG has no frame header before its picture data")
            if data.rfind(b"\xff\xd9") < at:
                raise Damaged("the JPEG data ends before the picture does (truncated?)")
            return size
        at += 2 + length
    raise Damaged("the JPEG data ends before the picture does (truncated?)")


def _bmp_size(data: bytes) -> tuple[int, int]:
    (header,) = struct.unpack("<I", data[14:18])
    if header == 12:  # the old OS/2 header: 16-bit sizes
        return struct.unpack("<HH", data[18:22])
    width, height = struct.unpack("<ii", data[18:26])
    return abs(width), abs(height)


def _webp_size(data: bytes) -> tuple[int, int]:
    chunk = data[12:16]
    if chunk == b"VP8 ":
        width, height = struct.unpack("<HH", data[26:30])
        return width & 0x3FFF, height & 0x3FFF
    if chunk == b"VP8L":
        (bits,) = struct.unpack("<I", data[21:25])
        return (bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1
    if chunk == b"VP8X":
        return (int.from_bytes(data[24:27], "little") + 1,
                int.from_bytes(data[27:30], "little") + 1)
    raise Damaged("the WebP header is not one of VP8, VP8L or VP8X")


def _tiff_size(data: bytes) -> tuple[int, int]:
    order = "<" if data[:2] == b"II" else ">"
    (first,) = struct.unpack(order + "I", data[4:8])
    (count,) = struct.unpack(order + "H", data[first:first + 2])
    found = {}
    for entry in range(first + 2, first + 2 + 12 * count, 12):
        tag, kind = struct.unpack(order + "HH", data[entry:entry + 4])
        value = data[entry + 8:entry + 12]
        if tag in (256, 257):  # ImageWidth, ImageLength: SHORT or LONG
            found[tag] = struct.unpack(order + ("H" if kind == 3 else "I"),
                                       value[:2] if kind == 3 else value)[0]
    return found[256], found[257]


SIGNATURES = [
    (b"\x89PNG\r\n\x1a\n", _png_size),
    (b"\xff\xd8", _jpeg_size),
    (b"BM", _bmp_size),
    (b"II*\x00", _tiff_size),
    (b"MM\x00*", _tiff_size),
]


def image_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) from the header of a JPEG, PNG, BMP, TIFF or WebP; None for any other
    file. Damaged for one that starts like an image and is cut short or corrupt."""
    reader = next((read for signature, read in SIGNATURES if data.startswith(signature)), None)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        reader = _webp_size
    if reader is None:
        return None
    try:
        return reader(data)
    except (struct.error, KeyError, IndexError):
        raise Damaged("its header is cut short or damaged") from None


def decode_image(data: bytes, name: str) -> np.ndarray:
    """The picture in `data` as BGR; InputError naming `name` and the problem in one line."""
    try:
        size = image_size(data)
    except Damaged as problem:
        raise InputError(f"{name}: damaged image: {problem}") from None
    if size is None:
        raise InputError(f"{name}: not an image the companion reads ({FORMATS})")
    width, height = size
    if width * height > PIXEL_BUDGET:
        raise InputError(f"{name}: {width} x {height} pixels is more than the "
                         f"{PIXEL_BUDGET // 1_000_000} million a photo here may have")
    try:
        with silenced():
            image = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
    except cv2.error:
        image = None
    if image is None or image.size == 0:
        raise InputError(f"{name}: damaged image: it cannot be decoded")
    return image


def read_image_file(path: Path | str) -> np.ndarray:
    """A photo file as BGR; InputError naming the file in one line when it cannot be used."""
    return decode_image(read_file_bytes(path, MAX_FILE_BYTES), str(path))
