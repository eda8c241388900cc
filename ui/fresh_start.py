"""At start, a sessions database that failed SQLite's check: the app says so in one line and
offers to set it aside (renamed, kept for recovery, never written to) and start a fresh one.
Until the player chooses, the app holds its games in memory only and the offer covers the
screen, so nothing is played or written."""

import sys
from typing import Any

from companion.sessions.store import DamagedDatabase, SessionStore, set_aside
from ui.widgets.dialogs import Dialog

FRESH, QUIT = "Start fresh", "Quit"


def offer_fresh_start(app: Any, damage: DamagedDatabase) -> Dialog:
    """The offer on screen (and its one line on the process's stderr, for the log)."""
    print(f"companion: {damage}", file=sys.__stderr__, flush=True)

    def start_fresh() -> None:
        set_aside(damage.path)
        app.store.close()
        app.store = SessionStore(damage.path)
        app.screens.get_screen("home").list_unfinished()

    return Dialog(f"The saved games cannot be read: {damage.path.name} is damaged. Nothing "
                  "has been written to it.\n\nSet it aside (renamed and kept) and start "
                  "fresh?", [(FRESH, start_fresh), (QUIT, app.stop)]).show()
