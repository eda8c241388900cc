"""Short sound cues, synthesised once into WAV files (no sound files to ship): a rising pair
for a new turn, three low beeps for a held move, a fast two-tone for an alert, a chord climbing
for the end of a game. No Kivy here: notes in, a file out."""

import math
import struct
import wave
from pathlib import Path

RATE = 22050
CUES: dict[str, tuple[tuple[float, float], ...]] = {  # name: (frequency Hz, seconds) notes
    "turn": ((660, 0.12), (880, 0.18)),
    "held": ((330, 0.12), (0, 0.06), (330, 0.12), (0, 0.06), (330, 0.12)),
    "alert": ((988, 0.1), (740, 0.1), (988, 0.1), (740, 0.1)),
    "end": ((523, 0.15), (659, 0.15), (784, 0.15), (1047, 0.35)),
}


def render(name: str, folder: Path) -> Path:
    """The cue `name` as folder/cue-<name>.wav (written once)."""
    path = folder / f"cue-{name}.wav"
    if path.exists() and path.stat().st_size > 0:
        return path
    folder.mkdir(parents=True, exist_ok=True)
    samples = bytearray()
    for frequency, seconds in CUES[name]:
        count = int(RATE * seconds)
        for n in range(count):
            fade = min(1.0, n / 200, (count - n) / 200)  # no clicks at the note's edges
            value = math.sin(2 * math.pi * frequency * n / RATE) * 0.5 * fade
            samples += struct.pack("<h", int(value * 32767))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(samples))
    return path
