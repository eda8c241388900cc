"""An error inside the running app is shown in one line and the app goes on; the session log
on disk is untouched by it. A storage error is different: the game can no longer be saved, so
play stops (ui/play_stopped.py). Installed by `python -m ui` only, so tests still see errors."""

from kivy.base import ExceptionHandler, ExceptionManager
from kivy.logger import Logger
from kivy.uix.label import Label
from kivy.uix.popup import Popup

from companion.errors import CompanionError
from companion.sessions.store import StorageError
from ui.play_stopped import stop_play


class ShowErrors(ExceptionHandler):
    def handle_exception(self, exception: BaseException) -> int:
        if isinstance(exception, KeyboardInterrupt | SystemExit):
            return ExceptionManager.RAISE
        Logger.exception("companion: an error reached the app")
        if isinstance(exception, StorageError):
            stop_play(exception)
            return ExceptionManager.PASS
        message = str(exception) if isinstance(exception, CompanionError) else \
            f"internal error: {type(exception).__name__}: {exception}"
        Popup(title="Something went wrong (the game is saved)", size_hint=(0.8, 0.4),
              content=Label(text=message, text_size=(560, None), halign="center")).open()
        return ExceptionManager.PASS


def install() -> None:
    ExceptionManager.add_handler(ShowErrors())
