"""Scripted play inside the running app: one move per frame, each shown on its table's screen."""

import random

from kivy.clock import Clock

from companion.sessions.autoplay import Autoplay
from companion.sessions.store import StorageError
from ui.play_stopped import stop_play


def play_every_frame(app, seed: int) -> None:
    """A move a frame, silently: sixty prompts a second would tell the table nothing."""
    app.announcer.cues_on = app.announcer.voice_on = False
    tables: list[Autoplay] = []

    def step(_dt: float) -> bool:
        if not tables:  # the store is the app's, opened once the app runs
            for name in ("deep_claim_table", "mine_deeper_table"):
                app.screens.get_screen(name)  # built before the first move: one move a frame
            tables.append(Autoplay(app.store, random.Random(seed)))
        try:
            session = tables[0].step()
        except StorageError as problem:
            stop_play(problem)
            return False  # no more moves: play has stopped
        if app.session is not session:
            app.play(session)
        return True

    Clock.schedule_interval(step, 0)
