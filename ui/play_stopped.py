"""When the sessions database stops taking writes (disk full, a failing SD card), play stops:
a dialog that covers the table says that the last move was not saved and every earlier one is,
and offers only to quit. Nothing more is written; the next start resumes the game at its last
saved move."""

import sys

from kivy.app import App

from companion.errors import StorageError
from ui.widgets.dialogs import Dialog

QUIT = "Quit"

_shown: list[Dialog] = []


def stop_play(problem: StorageError) -> Dialog:
    """Show the stop (once, however many writes fail after it) and say it in one line on the
    process's stderr too (Kivy takes sys.stderr over for its log)."""
    if _shown:
        return _shown[0]
    print(f"companion: play stopped: {problem}", file=sys.__stderr__, flush=True)
    reason = getattr(problem, "reason", "the storage failed")
    dialog = Dialog(f"Play stopped: this move could not be saved ({reason}).\n\n"
                    "Every earlier move is saved. Free some space (or replace a failing SD "
                    "card), then start again to resume.",
                    [(QUIT, lambda: App.get_running_app().stop())])
    dialog.bind(on_dismiss=lambda _dialog: _shown.clear())
    _shown.append(dialog.show())
    return dialog
