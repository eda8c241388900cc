"""Where the app draws: the desktop when there is one, the Pi's screen through KMS/DRM when
there is none, offscreen only where no screen exists at all. Decided before Kivy is imported
(SDL reads its video driver once); `python -m ui` applies it, for `make run` and the kiosk unit
alike. `python -m ui.display` prints the choice and why.
"""

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DRM = Path("/sys/class/drm")


@dataclass(frozen=True)
class Display:
    driver: str  # SDL's video driver: x11, wayland, kmsdrm, offscreen, or one SDL_VIDEODRIVER set
    why: str

    def graphics(self, rotation: int, fullscreen: bool) -> dict[str, str]:
        """Kivy's [graphics] settings. The rotation turns the picture and, through Kivy's
        window, every touch with it; without a desktop the whole screen is the app's."""
        full = fullscreen or self.driver == "kmsdrm"
        return {"rotation": str(rotation), "fullscreen": "auto" if full else "0"}

    def input_providers(self) -> dict[str, str] | None:
        """Kivy's [input] section in full, or None to keep Kivy's own. Without a desktop the
        touches come from the kernel's input devices (Kivy ignores SDL's touch on Linux), and
        the mouse SDL makes of the same finger is dropped while the touchscreen is in use, so
        a tap is not counted twice."""
        if self.driver != "kmsdrm":
            return None
        return {"mouse": "mouse,disable_on_activity",
                "touchscreen": "probesysfs,provider=hidinput"}


def connected_screens(drm: Path = DRM) -> list[str]:
    """Connectors with a screen plugged in, e.g. ['DSI-1'] for the official touchscreen."""
    screens = []
    for status in sorted(drm.glob("card*-*/status")):
        try:
            if status.read_text().strip() == "connected":
                screens.append(status.parent.name.split("-", 1)[1])
        except OSError:
            continue
    return screens


def choose(environ: Mapping[str, str], screens: list[str]) -> Display:
    if environ.get("SDL_VIDEODRIVER"):
        return Display(environ["SDL_VIDEODRIVER"], "SDL_VIDEODRIVER is set")
    if environ.get("DISPLAY"):  # X11, or a Wayland desktop's XWayland
        return Display("x11", f"a desktop (X11 display {environ['DISPLAY']})")
    if environ.get("WAYLAND_DISPLAY"):  # with no X11 beside it: Kivy's own SDL cannot do this
        return Display("wayland", f"a Wayland desktop ({environ['WAYLAND_DISPLAY']}) without "
                                  "X11; if no window appears, run the desktop's XWayland")
    if screens:
        return Display("kmsdrm", f"no desktop; the screen on {', '.join(screens)} through "
                                 "KMS/DRM, touch from the input devices")
    return Display("offscreen", "no desktop and no screen connected: drawing offscreen")


def main() -> int:
    display = choose(os.environ, connected_screens())
    print(f"{display.driver}: {display.why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
