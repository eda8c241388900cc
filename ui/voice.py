"""The table's voice, offline: espeak-ng (from apt) renders a prompt to a WAV file, cached by
its words, for the app to play. No Kivy here: rendering is a subprocess and a file."""

import hashlib
import shutil
import subprocess
from pathlib import Path

from companion.errors import CompanionError

PROGRAM = "espeak-ng"


def render(text: str, folder: Path, voice: str = "en", speed: int = 150) -> Path:
    """`text` spoken into folder/<digest>.wav (rendered once, then reused); CompanionError
    when espeak-ng is missing or fails."""
    program = shutil.which(PROGRAM)
    if program is None:
        raise CompanionError(f"{PROGRAM} is not installed: no spoken prompts "
                             "(scripts/system-deps.sh installs it)")
    digest = hashlib.sha256(f"{voice}|{speed}|{text}".encode()).hexdigest()[:16]
    path = folder / f"voice-{digest}.wav"
    if path.exists() and path.stat().st_size > 0:
        return path
    folder.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".part")
    try:
        subprocess.run([program, "-v", voice, "-s", str(speed), "-w", str(partial), "--", text],
                       check=True, capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as failed:
        raise CompanionError(f"{PROGRAM} could not speak {text!r}: {failed}") from None
    partial.replace(path)
    return path
