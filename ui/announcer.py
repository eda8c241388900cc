"""What the table hears: a cue, then a spoken prompt, for a new turn ("Ana's turn"), a held
move ("Held: Ana bids 3 at location 1"), an alert and the end of a game ("Ben wins"), played
through Kivy's SoundLoader. It reads only the Session base. Prompts are rendered by espeak-ng
on a thread (ui/voice.py) and played on Kivy's main thread; each part is switched on or off in
Settings ([sound] cues, voice).
"""

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kivy.clock import Clock, mainthread
from kivy.core.audio import SoundLoader
from kivy.logger import Logger

from companion.errors import CompanionError
from companion.sessions.base import Session, Update
from ui import cues, voice


class Announcer:
    def __init__(self, folder: Path, cues_on: bool = True, voice_on: bool = True,
                 voice_name: str = "en", speed: int = 150):
        self.folder = folder
        self.cues_on, self.voice_on = cues_on, voice_on
        self.voice_name, self.speed = voice_name, speed
        self.on_turn: Callable[[int | None], None] = lambda _seat: None
        self.heard: list[tuple[str, Path, bool]] = []  # (cue or words, file, played) in order
        self._session: Session | None = None
        self._turn: int | None = None
        self._over = False
        self._sounds: dict[Path, Any] = {}  # each file loaded once, kept while it plays

    @classmethod
    def from_config(cls, sound: dict[str, Any], folder: Path) -> "Announcer":
        return cls(folder, sound["cues"], sound["voice"], sound["voice_name"], sound["speed"])

    def follow(self, session: Session) -> None:
        """Listen to `session` (and stop listening to the one before)."""
        if self._session is not None:
            self._session.unsubscribe(self._heard)
        self._session = session
        self._turn, self._over = session.turn, session.over
        session.subscribe(self._heard)
        self.on_turn(session.turn)

    def _heard(self, update: Update) -> None:
        session = self._session
        if session is None:
            return
        if update.kind == "held":
            self.announce("held", ": ".join(update.text.split(": ")[:2]))
        elif update.kind == "alert":
            self.announce("alert", f"Alert. {update.text}")
        if session.over and not self._over:
            result = session.result() or {}
            self.announce("end", f"{result.get('winner', 'Nobody')} wins!")
        elif session.turn != self._turn and session.turn is not None and not session.over:
            self.announce("turn", f"{session.players[session.turn]}'s turn")
        if session.turn != self._turn or session.over != self._over:
            self.on_turn(None if session.over else session.turn)
        self._turn, self._over = session.turn, session.over

    def announce(self, cue: str, words: str) -> None:
        """The cue now, the words once it has sounded (each if switched on)."""
        if self.cues_on:
            self._play(cue, cues.render(cue, self.folder))
        if self.voice_on:
            delay = sum(seconds for _f, seconds in cues.CUES[cue]) if self.cues_on else 0
            threading.Thread(target=self._speak, args=(words, delay), daemon=True).start()

    def _speak(self, words: str, delay: float) -> None:
        try:
            path = voice.render(words, self.folder, self.voice_name, self.speed)
        except CompanionError as problem:
            Logger.warning(f"companion: {problem}")
            return
        self._play_later(words, path, delay)

    @mainthread
    def _play_later(self, words: str, path: Path, delay: float) -> None:
        Clock.schedule_once(lambda _dt: self._play(words, path), delay)

    def _play(self, what: str, path: Path) -> None:
        if path not in self._sounds:
            self._sounds[path] = SoundLoader.load(str(path))
        sound = self._sounds[path]
        if sound is not None:
            sound.stop()
            sound.play()
        self.heard.append((what, path, sound is not None))
