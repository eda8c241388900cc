"""An error inside the running app is one line on screen, and the app goes on."""

from kivy.base import ExceptionManager
from kivy.core.window import Window
from kivy.uix.popup import Popup

from companion.errors import InputError
from tests.ui.driver import frames
from ui.errors import ShowErrors


def test_an_error_is_shown_in_one_line_and_passed_over(app):
    handler = ShowErrors()
    assert handler.handle_exception(InputError("camera.path: no such file")) == \
        ExceptionManager.PASS
    frames()
    shown = next(w for w in Window.children if isinstance(w, Popup))
    assert shown.content.text == "camera.path: no such file"
    shown.dismiss(animation=False)
    assert handler.handle_exception(KeyError("seat")) == ExceptionManager.PASS
    frames()
    shown = next(w for w in Window.children if isinstance(w, Popup))
    assert shown.content.text == "internal error: KeyError: 'seat'"
    shown.dismiss(animation=False)
    frames()
