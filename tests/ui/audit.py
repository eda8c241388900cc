"""Measure what is on screen against ui/theme.py: text sizes, touch targets and their gaps, and
the contrast of every text with what it is drawn over. Everything is read from the widget tree
as Kivy lays it out and paints it (font sizes in px, boxes in window coordinates, the colours
of the Color instructions before each painted rectangle), so a screen is measured as drawn.

`audit()` returns one line per problem; `assert_readable(...)` fails with all of them.
"""

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kivy.core.window import Window
from kivy.graphics import (
    BorderImage,
    Color,
    Rectangle,
    RoundedRectangle,
    StencilPush,
    StencilUse,
)
from kivy.metrics import sp
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.label import Label
from kivy.uix.modalview import ModalView
from kivy.uix.scrollview import ScrollView
from kivy.uix.textinput import TextInput
from kivy.uix.vkeyboard import VKeyboard
from kivy.uix.widget import Widget

from ui import theme

MARKUP_COLOUR = re.compile(r"\[color=#?([0-9a-fA-F]{6})\]")
MARKUP_TAG = re.compile(r"\[/?[a-z_]+(=[^\]]*)?\]")


@dataclass(frozen=True)
class Text:
    widget: Widget
    text: str
    size_sp: float
    colours: tuple[tuple[float, ...], ...]  # as drawn over its background
    background: tuple[float, ...] | None  # None: painted with an image, colour unknown

    def contrast(self) -> float:
        if self.background is None:
            return 0.0
        return min(theme.contrast(c, self.background) for c in self.colours)


def shown(root: Widget | None = None) -> Iterator[tuple[Widget, float]]:
    """Every widget drawn under `root` (the whole window by default) with its opacity: hidden
    ones (opacity 0, nothing left of their box) are skipped with all they hold."""
    roots = [root] if root is not None else list(reversed(Window.children))
    for top in roots:
        yield from _shown(top, 1.0)


def _shown(widget: Widget, opacity: float) -> Iterator[tuple[Widget, float]]:
    opacity *= widget.opacity
    if opacity <= 0.01 or isinstance(widget, VKeyboard):
        return
    if widget.width > 0 and widget.height > 0:
        yield widget, opacity
    for child in reversed(widget.children):
        yield from _shown(child, opacity)


def texts(root: Widget | None = None) -> list[Text]:
    found = []
    for widget, opacity in shown(root):
        words = _words(widget)
        if not words.strip():
            continue
        background = background_of(widget)
        colours = [_text_colour(widget)]
        if isinstance(widget, Label) and widget.markup:
            colours += [theme.rgb(f"#{hex_colour}")
                        for hex_colour in MARKUP_COLOUR.findall(widget.text)]
        if background is not None:
            colours = [theme.over(c, background, c[3] * opacity) for c in colours]
        found.append(Text(widget, words, widget.font_size / sp(1), tuple(colours), background))
    return found


def _words(widget: Widget) -> str:
    if isinstance(widget, TextInput):
        return widget.text or widget.hint_text
    if isinstance(widget, Label):
        return MARKUP_TAG.sub("", widget.text) if widget.markup else widget.text
    return ""


def _text_colour(widget: Widget) -> tuple[float, ...]:
    if isinstance(widget, TextInput):
        if not widget.text:
            return tuple(widget.hint_text_color)
        return tuple(widget.disabled_foreground_color if widget.disabled
                     else widget.foreground_color)
    return tuple(widget.disabled_color if widget.disabled else widget.color)


def background_of(widget: Widget) -> tuple[float, ...] | None:
    """The colour painted under `widget`'s middle: its own background if it paints one, else
    the nearest parent's, else the window's; None when it is an image (unknown colour)."""
    layers: list[tuple[float, ...]] = []
    node: Widget | None = widget
    while node is not None:
        painted = _painted(node, widget)
        if painted is _IMAGE:
            return None
        if painted is not None:
            layers.append(painted)
            if painted[3] >= 0.999:
                break
        node = node.parent if node.parent is not node else None
        if node is Window:
            break
    colour = tuple(Window.clearcolor)
    for layer in reversed(layers):
        colour = theme.over(layer, colour)
    return (*colour[:3], 1.0)


_IMAGE = (-1.0, -1.0, -1.0, -1.0)


def _painted(node: Widget, target: Widget) -> tuple[float, ...] | None:
    """The last colour `node` paints over `target`'s middle with a plain shape (no texture)."""
    if isinstance(node, ButtonBehavior) and hasattr(node, "background_normal"):
        image = node.disabled_image if node.disabled else node.state_image
        return tuple(node.background_color) if not image else _IMAGE
    if isinstance(node, TextInput):
        image = node.background_active if node.focus else (
            node.background_disabled_normal if node.disabled else node.background_normal)
        return tuple(node.background_color) if not image else _IMAGE
    if isinstance(node, ModalView):
        return tuple(node.background_color) if not node.background else _IMAGE
    x, y = target.to_window(*target.center)
    colour, painted = (1.0, 1.0, 1.0, 1.0), None
    for canvas in (node.canvas.before, node.canvas):
        if canvas is None:
            continue
        masking = False  # shapes between StencilPush and StencilUse only clip, never paint
        for instruction in canvas.children:
            if isinstance(instruction, StencilPush | StencilUse):
                masking = isinstance(instruction, StencilPush)
            elif masking:
                continue
            elif isinstance(instruction, Color):
                colour = tuple(instruction.rgba)
            elif isinstance(instruction, Rectangle | RoundedRectangle | BorderImage) and \
                    _plain(instruction):
                left, bottom = node.to_window(*instruction.pos)
                width, height = instruction.size
                inside = left <= x <= left + width and bottom <= y <= bottom + height
                if inside and colour[3] > 0:
                    painted = colour
    return painted


def _plain(shape) -> bool:
    """A shape painted in its colour alone (not a text's or a picture's texture)."""
    if isinstance(shape, BorderImage):
        return not shape.source
    return shape.texture is None or shape.texture == Rectangle().texture  # Kivy's blank one


# -- targets --------------------------------------------------------------------------------------
def targets(root: Widget | None = None) -> list[Widget]:
    """What a finger can tap: buttons (and widgets behaving as one) and text fields."""
    return [w for w, _opacity in shown(root)
            if isinstance(w, ButtonBehavior | TextInput) and not _scrolled_out(w)]


def _box(widget: Widget) -> tuple[float, float, float, float]:
    left, bottom = widget.to_window(widget.x, widget.y)
    right, top = widget.to_window(widget.right, widget.top)
    return left, bottom, right, top


def _scrolled_out(widget: Widget) -> bool:
    """Inside a ScrollView but not in its view now (it is measured once scrolled to)."""
    parent = widget.parent
    while parent is not None and parent is not Window:
        if isinstance(parent, ScrollView):
            left, bottom, right, top = _box(widget)
            v_left, v_bottom, v_right, v_top = _box(parent)
            return bottom >= v_top or top <= v_bottom or left >= v_right or right <= v_left
        parent = parent.parent
    return False


def gap_between(a: Widget, b: Widget) -> float:
    """The space between two boxes (negative when they overlap)."""
    a_left, a_bottom, a_right, a_top = _box(a)
    b_left, b_bottom, b_right, b_top = _box(b)
    across = max(b_left - a_right, a_left - b_right)
    up = max(b_bottom - a_top, a_bottom - b_top)
    if across >= 0 and up >= 0:
        return (across ** 2 + up ** 2) ** 0.5
    return max(across, up)


# -- the audit ------------------------------------------------------------------------------------
def audit(root: Widget | None = None, at_least: Mapping[Widget, float] | None = None,
          min_sp: float = theme.MIN_SP) -> list[str]:
    """Every problem with what is on screen under `root`: a text under `min_sp` (or under the
    size `at_least` asks of that widget), a text under AA contrast, a target under 10 mm or
    closer than 1.5 mm to the next."""
    problems = []
    wanted = dict(at_least or {})
    for text in texts(root):
        least = wanted.pop(text.widget, min_sp)
        if text.size_sp < least - 0.01:
            problems.append(f"{text.text[:40]!r}: {text.size_sp:.0f} sp, under {least} sp")
        if text.background is None:
            problems.append(f"{text.text[:40]!r}: drawn on an image, contrast unknown")
        elif text.contrast() < theme.AA_CONTRAST:
            problems.append(f"{text.text[:40]!r}: contrast {text.contrast():.2f}:1, "
                            f"under {theme.AA_CONTRAST}:1")
    for widget in wanted:
        problems.append(f"{type(widget).__name__} {_words(widget)[:40]!r} is not on screen")
    tappable = targets(root)
    for target in tappable:
        if min(target.size) < theme.TARGET - 0.5:
            problems.append(f"target {_name(target)}: {target.width:.0f}x{target.height:.0f} "
                            f"px, under {theme.TARGET:.0f} px ({theme.TARGET_MM:g} mm)")
    for n, a in enumerate(tappable):
        for b in tappable[n + 1:]:
            gap = gap_between(a, b)
            if gap < theme.GAP - 0.5:
                problems.append(f"targets {_name(a)} and {_name(b)}: {gap:.0f} px apart, under "
                                f"{theme.GAP:.0f} px ({theme.GAP_MM:g} mm)")
    return problems


def _name(widget: Widget) -> str:
    return f"{type(widget).__name__} {_words(widget)[:24]!r}"


def assert_readable(root: Widget | None = None, at_least: Mapping[Widget, float] | None = None
                    ) -> None:
    problems = audit(root, at_least)
    assert not problems, "\n".join(problems)


def smallest(root: Widget | None = None) -> dict[str, float]:
    """The figures for a report: smallest text (sp), target side (px) and gap (px), lowest
    contrast."""
    found, tappable = texts(root), targets(root)
    gaps = [gap_between(a, b) for n, a in enumerate(tappable) for b in tappable[n + 1:]]
    return {"text_sp": min((t.size_sp for t in found), default=0),
            "contrast": min((t.contrast() for t in found), default=0),
            "target_px": min((min(t.size) for t in tappable), default=0),
            "gap_px": min(gaps, default=0)}


def band_needs(band: Widget) -> dict[Widget, float]:
    """What the table band must show big: whose turn at BAND_SP, phase and scores at READ_SP."""
    needs: dict[Widget, float] = {band.ids.turn: theme.BAND_SP}
    if band.phase:
        needs[band.ids.phase] = theme.READ_SP
    for chip in band.ids.scores.children:
        needs[chip.ids.value] = theme.READ_SP
    return needs


def on_top(cls: type) -> Widget:
    """The newest window child of class `cls` (a dialog, picker or hand-off)."""
    return next(w for w in Window.children if isinstance(w, cls))
