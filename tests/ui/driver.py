"""Drive the app as a player would: tap widgets, let frames pass, take screenshots."""

import time
from collections.abc import Callable
from pathlib import Path

from kivy.base import EventLoop
from kivy.core.window import Window
from kivy.tests.common import UnitTestTouch
from kivy.uix.scrollview import ScrollView

SCREENSHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"


def frames(count: int = 2) -> None:
    for _ in range(count):
        EventLoop.idle()


def tap(widget) -> None:
    """A finger down and up on the middle of `widget` (scrolled into view first)."""
    scroller = next((p for p in _parents(widget) if isinstance(p, ScrollView)), None)
    if scroller is not None:
        scroller.scroll_to(widget, padding=0, animate=False)
    frames(1)
    x, y = widget.to_window(*widget.center)
    touch = UnitTestTouch(x, y)
    touch.touch_down()
    touch.touch_up()
    frames()


def _parents(widget):
    while widget.parent is not None and widget.parent is not widget:
        widget = widget.parent
        yield widget


def wait_until(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    """Run frames until `condition()` holds (sensor events come from another thread)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the screen did not change in time")
        frames(1)
        time.sleep(0.005)


def screenshot(name: str) -> Path:
    """Save what the window shows as artifacts/screenshots/<name>.png."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    frames()
    taken = Path(Window.screenshot(name=str(SCREENSHOTS / f"{name}.png")))
    target = SCREENSHOTS / f"{name}.png"
    taken.replace(target)
    return target


def find(root, cls: type, **attributes):
    """The widgets under `root` of class `cls` whose attributes have the given values."""
    return [w for w in root.walk(restrict=True)
            if isinstance(w, cls) and all(getattr(w, k) == v for k, v in attributes.items())]
