"""Run the installed `companion` command as a user would."""

import os
import subprocess
import sys
from dataclasses import dataclass


@dataclass
class Result:
    code: int
    out: str
    err: str


def companion(*args: str, stdin: str = "", env: dict[str, str] | None = None) -> Result:
    done = subprocess.run(
        [sys.executable, "-m", "companion", *args],
        input=stdin, capture_output=True, text=True, timeout=120,
        env={**os.environ, **(env or {})},
    )
    return Result(done.returncode, done.stdout, done.stderr)
