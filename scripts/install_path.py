"""Which install path this machine takes; the Makefile and scripts/system-deps.sh follow it.

    pi-os      Raspberry Pi OS on a Pi: picamera2 and lgpio from apt, seen by the venv
    pi-debian  Debian or Ubuntu on a Pi: their archives have no picamera2, so the camera goes
               through OpenCV's V4L2 and gpiozero's pins through lgpio built from PyPI
    generic    not a Pi (a PC, CI, the arm64 rehearsal): simulated hardware

`python3 scripts/install_path.py` prints the name, `--why` the reason, `--all` every name. It
runs on the system Python before the venv exists (standard library only).
COMPANION_INSTALL_PATH overrides the detection (scripts/arm64-rehearsal.sh rehearses pi-debian
that way); COMPANION_SYSTEM_ROOT reads another root file system instead of / (the tests' fake
machines).
"""

import os
import sys
from pathlib import Path

PATHS = ("pi-os", "pi-debian", "generic")
PI_ARCHIVE = "archive.raspberrypi."  # Raspberry Pi OS's own apt archive (.com, formerly .org)


def pi_model(root: Path) -> str | None:
    """The board's name from the device tree, when it is a Raspberry Pi."""
    try:
        raw = (root / "proc/device-tree/model").read_bytes()
    except OSError:
        return None
    model = raw.rstrip(b"\0").decode(errors="replace")
    return model if "Raspberry Pi" in model else None


def has_pi_archive(root: Path) -> bool:
    """Raspberry Pi OS: its image marks itself in /etc/rpi-issue and lists the Pi's archive."""
    if (root / "etc/rpi-issue").exists():
        return True
    apt = root / "etc/apt"
    lists = [apt / "sources.list", *sorted((apt / "sources.list.d").glob("*"))]
    for listing in lists:
        try:
            if PI_ARCHIVE in listing.read_text(errors="replace"):
                return True
        except OSError:
            continue
    return False


def detect(root: Path) -> tuple[str, str]:
    """(install path, why) for the machine whose root file system is `root`."""
    model = pi_model(root)
    if model is None:
        return "generic", "not a Raspberry Pi: simulated camera, pins and sensors"
    if has_pi_archive(root):
        return "pi-os", f"{model} on Raspberry Pi OS: picamera2 and lgpio from apt"
    return "pi-debian", (f"{model} without the Raspberry Pi OS archive (no picamera2): "
                         "camera through OpenCV/V4L2, GPIO through lgpio from PyPI")


def choose(environ: dict[str, str] | os._Environ) -> tuple[str, str]:
    forced = environ.get("COMPANION_INSTALL_PATH", "")
    if forced:
        if forced not in PATHS:
            raise SystemExit(f"install_path: COMPANION_INSTALL_PATH={forced!r} is not one of "
                             f"{', '.join(PATHS)}")
        return forced, "COMPANION_INSTALL_PATH says so"
    return detect(Path(environ.get("COMPANION_SYSTEM_ROOT", "/")))


def main(argv: list[str]) -> int:
    if "--all" in argv:
        print(" ".join(PATHS))
        return 0
    path, why = choose(os.environ)
    print(f"{path}: {why}" if "--why" in argv else path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
