"""Run `companion` inside the test process: quick enough for hundreds of examples, and still
showing everything a user would see, including what a C library (libjpeg, libpng, FFmpeg)
writes straight to file descriptor 2."""

import io
import os
import signal
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stderr, redirect_stdout

from companion.cli.main import main
from tests.companion.cli.run import Result


@contextmanager
def _native_stderr_into(file) -> Iterator[None]:
    sys.stderr.flush()
    saved = os.dup(2)
    os.dup2(file.fileno(), 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


@contextmanager
def _stdin(data: bytes) -> Iterator[None]:
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        yield
    finally:
        sys.stdin = saved


@contextmanager
def hang_guard(seconds: int) -> Iterator[None]:
    """A TimeoutError if the block has not ended after `seconds`: a guard against a hang,
    set far above any machine's real time, never a speed test."""
    def hung(*_args: object) -> None:
        raise TimeoutError(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run_main(*args: str, stdin: bytes | str = b"") -> Result:
    """`companion ARGS` with `stdin`; its exit code, standard output and everything on stderr."""
    data = stdin.encode() if isinstance(stdin, str) else stdin
    out, err = io.StringIO(), io.StringIO()
    with tempfile.TemporaryFile() as native:
        with _native_stderr_into(native), _stdin(data), redirect_stdout(out), \
                redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as exit_:  # argparse refusing the arguments
                code = exit_.code
        native.seek(0)
        chatter = native.read().decode("utf-8", "replace")
    return Result(code, out.getvalue(), err.getvalue() + chatter)
