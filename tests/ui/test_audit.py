"""The audit can fail: a label too small, a text too faint, a button too small or too close to
the next, each on a real screen, is reported with its figures."""

from kivy.metrics import sp
from kivy.uix.label import Label

from tests.ui.audit import audit, smallest
from tests.ui.driver import find, frames
from ui import theme
from ui.widgets.buttons import BarButton


def with_extra(screen, widget):
    """`widget` laid over the screen's top-right corner (over the title) for one audit."""
    widget.size_hint = (None, None)
    widget.pos = (screen.right - widget.width - 10, screen.top - widget.height - 6)
    screen.add_widget(widget)
    frames(2)


def test_a_too_small_label_is_caught(app):
    screen = app.screens.current_screen
    assert audit(screen) == []
    small = Label(text="Ana's turn", font_size=sp(14), size=(200, 40))
    with_extra(screen, small)
    try:
        assert audit(screen) == ['"Ana\'s turn": 14 sp, under 20 sp']
        assert audit(screen, at_least={small: theme.BAND_SP})[0].endswith("under 40 sp")
    finally:
        screen.remove_widget(small)


def test_a_faint_text_is_caught_with_its_contrast(app):
    screen = app.screens.current_screen
    faint = Label(text="disabled look", color=(0.3, 0.3, 0.3, 1), size=(200, 40))
    with_extra(screen, faint)
    try:
        [problem] = audit(screen)
        ratio = theme.contrast((0.3, 0.3, 0.3), theme.BACKGROUND)
        assert problem == f"'disabled look': contrast {ratio:.2f}:1, under 4.5:1"
    finally:
        screen.remove_widget(faint)


def test_a_small_target_and_a_crowded_one_are_caught(app):
    screen = app.screens.current_screen
    tiny = BarButton(text="-1", width=40)
    tiny.height = 40
    with_extra(screen, tiny)
    try:
        problems = audit(screen)
        assert "target BarButton '-1': 40x40 px, under 53 px (10 mm)" in problems
        history = find(screen, BarButton, text="History")[0]
        tiny.size = (60, 60)
        tiny.pos = (history.x, history.top + 3)  # 3 px above the History button
        frames(1)
        assert any("'-1'" in p and "'History'" in p and ": 3 px apart" in p
                   for p in audit(screen))
    finally:
        screen.remove_widget(tiny)


def test_the_home_screen_measures_within_the_numbers(app):
    figures = smallest(app.screens.current_screen)
    assert figures["text_sp"] >= theme.MIN_SP and figures["contrast"] >= theme.AA_CONTRAST
    assert figures["target_px"] >= theme.TARGET - 0.5 and figures["gap_px"] >= theme.GAP - 0.5
