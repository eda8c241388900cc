"""Photo files as a careless user or a broken card reader hands them over (issue 9): a header
claiming a giant picture is refused before anything is decoded, a truncated JPEG or PNG is
refused in one line, and libjpeg, libpng and FFmpeg add nothing of their own on stderr."""

import struct
import zlib

import cv2
import numpy as np
import pytest

from companion.errors import InputError
from companion.games.mine_deeper import Layout
from tests.companion.cli.run import companion
from vision.image_file import PIXEL_BUDGET, decode_image, image_size
from vision.synthetic.wall import render_wall

WALL = Layout.parse("YR...\n.RPR.\n.....\nRY..Y\n....R\n")


def encoded(image: np.ndarray, suffix: str, *params: int) -> bytes:
    ok, data = cv2.imencode(suffix, image, list(params))
    assert ok
    return data.tobytes()


@pytest.fixture(scope="module")
def wall_photo() -> np.ndarray:
    return render_wall(WALL, 3).image


def chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png_claiming(width: int, height: int) -> bytes:
    """A well-formed PNG whose header claims `width` x `height`, with one tiny data chunk."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b""))


def jpeg_claiming(width: int, height: int, small: bytes) -> bytes:
    """A real small JPEG with its frame header's size rewritten."""
    at = small.index(b"\xff\xc0")
    return small[:at + 5] + struct.pack(">HH", height, width) + small[at + 9:]


@pytest.mark.parametrize(("suffix", "params"), [
    (".png", ()), (".jpg", ()), (".jpg", (cv2.IMWRITE_JPEG_PROGRESSIVE, 1)), (".bmp", ()),
    (".tif", ()), (".webp", ()), (".webp", (cv2.IMWRITE_WEBP_QUALITY, 101)),
])
def test_the_size_is_read_from_the_header_of_every_format_a_camera_writes(suffix, params):
    image = np.random.default_rng(1).integers(0, 255, (37, 53, 3), dtype=np.uint8)
    data = encoded(image, suffix, *params)
    assert image_size(data) == (53, 37)
    assert decode_image(data, "photo").shape == (37, 53, 3)


@pytest.mark.parametrize("claim", ["png", "jpeg"])
def test_a_giant_header_is_refused_before_anything_is_decoded(claim, monkeypatch, wall_photo):
    """A 20000 x 20000 header was decoded for 15 s into 3 GB before anything was refused."""
    data = png_claiming(20_000, 20_000) if claim == "png" else \
        jpeg_claiming(20_000, 20_000, encoded(wall_photo, ".jpg"))

    def decoded(*_args):
        raise AssertionError("the decoder was called")

    monkeypatch.setattr(cv2, "imdecode", decoded)
    with pytest.raises(InputError, match="20000 x 20000 pixels is more than the 64 million"):
        decode_image(data, "giant")


@pytest.mark.parametrize("claim", ["png", "jpeg"])
def test_a_60000_pixel_header_is_one_line_not_an_assertion(tmp_path, claim, wall_photo):
    """OpenCV's own limit ended in an assertion: exit 3."""
    path = tmp_path / f"giant.{claim}"
    path.write_bytes(png_claiming(60_000, 60_000) if claim == "png" else
                     jpeg_claiming(60_000, 60_000, encoded(wall_photo, ".jpg")))
    result = companion("vision", "wall", str(path))
    assert result.code == 2
    assert result.err == f"companion: {path}: 60000 x 60000 pixels is more than the 64 " \
                         "million a photo here may have\n"


def test_the_budget_takes_any_real_camera_or_phone_photo():
    assert 4656 * 3496 < 8000 * 6000 <= PIXEL_BUDGET


@pytest.mark.parametrize("suffix", [".jpg", ".png"])
@pytest.mark.parametrize("kept", [0.5, 0.9, 0.999])
def test_a_truncated_photo_is_refused_in_one_line_without_decoder_chatter(
        tmp_path, wall_photo, suffix, kept):
    """A truncated JPEG was read anyway (exit 1 "corners not seen", or even exit 0), and
    libjpeg and libpng added lines of their own."""
    data = encoded(wall_photo, suffix)
    path = tmp_path / f"cut{suffix}"
    path.write_bytes(data[:int(len(data) * kept)])
    result = companion("vision", "wall", str(path))
    assert result.code == 2
    assert result.err.count("\n") == 1 and "truncated" in result.err, result.err


def test_a_jpeg_damaged_inside_adds_no_decoder_lines(tmp_path, wall_photo):
    data = bytearray(encoded(wall_photo, ".jpg"))
    middle = len(data) // 2
    data[middle:middle + 200] = bytes(200)  # zeros over the picture data
    path = tmp_path / "damaged.jpg"
    path.write_bytes(bytes(data))
    result = companion("vision", "wall", str(path))
    assert result.code in (0, 1, 2)
    assert result.err.count("\n") <= 1 and "JPEG" not in result.err, result.err


def test_a_damaged_png_chunk_is_named(wall_photo):
    data = bytearray(encoded(wall_photo, ".png"))
    data[len(data) // 2] ^= 0xFF
    with pytest.raises(InputError, match="damaged image: the PNG chunk 'IDAT' is damaged"):
        decode_image(bytes(data), "photo.png")


def test_a_video_that_is_not_one_is_one_line_without_ffmpeg_chatter(tmp_path):
    path = tmp_path / "table.mp4"
    path.write_bytes(b"\x00\x00\x00\x18ftypmp42" + bytes(range(256)) * 40)
    result = companion("vision", "scan", str(path), "--game", "deep-claim")
    assert result.code == 2
    assert result.err == f"companion: video {path}: cannot be opened\n"
