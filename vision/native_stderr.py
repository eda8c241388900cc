"""What C libraries print on their own, past Python's sys.stderr, kept off the terminal.

libjpeg ("Corrupt JPEG data: premature end of data segment"), libpng ("libpng warning: iCCP:
known incorrect sRGB profile"), FFmpeg ("moov atom not found") and OpenCV's own log write to
file descriptor 2 directly, so a command's one-line answer came with their extra lines. Around a
decode, fd 2 points at /dev/null. This is process-wide while it lasts (milliseconds around one
decode): a line another thread writes to fd 2 in that time is lost too.
"""

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def silenced() -> Iterator[None]:
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    saved = os.dup(2)
    with open(os.devnull, "wb") as sink:
        os.dup2(sink.fileno(), 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
