"""Backend (c): a microcontroller that scans the wall and talks the line protocol over serial.

pyserial's `ReaderThread` reads the port and splits lines; a supervisor thread (re)opens the
port, asks for a full state after every (re)connect and after any rejected line, and treats
`silence_s` without a line as a lost board. What the host takes from the board:

- change lines feed the shared push detector, so settle, glitch and two-at-once rules apply;
- a corrupt line (bad checksum, unreadable) or a gap in the sequence numbers is a
  "corrupt-line" anomaly, never a move; change lines are then ignored until the full state
  that was asked for arrives (more bad lines meanwhile add no anomaly, and the board is asked
  again only every `retry_s`, never faster than it can answer);
- the host's own request echoed back (a board or adapter with echo on) is not a board line;
- a full state is compared with the last level the host knew of each square: a square that
  differs is an "unseen-change" anomaly (never a push) and its new level is taken as is;
- a lost link is a "disconnected" anomaly, its return a "reconnected" one.
"""

import logging
import threading
import time

import serial
from serial.threaded import Packetizer, ReaderThread

from hardware.errors import HardwareError
from hardware.sensors import protocol
from hardware.sensors.events import SensorAnomaly, square_name
from hardware.sensors.grid import SensorGrid

log = logging.getLogger(__name__)


class _BoardLink(Packetizer):
    """pyserial protocol object: one line at a time to the grid, the link's end reported."""

    TERMINATOR = b"\n"

    def __init__(self, grid: "SerialGrid"):
        super().__init__()
        self._grid = grid

    def handle_packet(self, packet: bytes) -> None:
        self._grid._line(bytes(packet))

    def connection_lost(self, exc: BaseException | None) -> None:
        self.transport = None
        if exc is not None:
            self._grid._lost_because = str(exc)


class SerialGrid(SensorGrid):
    """The wall as a serial sensor board reports it; waits up to `first_state_s` for a state."""

    def __init__(self, port: str, baudrate: int, settle_s: float, *, silence_s: float = 2.0,
                 retry_s: float = 0.5, first_state_s: float = 3.0):
        super().__init__(settle_s)
        self._port, self._baudrate = port, baudrate
        self._silence_s, self._retry_s = silence_s, retry_s
        self._link: ReaderThread | None = None
        self._lock = threading.Lock()  # the link state below
        self._last_seq: int | None = None
        self._awaiting_state = True
        self._last_heard = self._last_request = 0.0
        self._lost_because = ""
        self._was_lost = False
        self._first_state = threading.Event()
        self._stop = threading.Event()
        self._supervisor = threading.Thread(target=self._supervise, name="serial-board",
                                            daemon=True)
        self._supervisor.start()
        if not self._first_state.wait(first_state_s):
            why = self._lost_because or "no full state"
            self.close()
            raise HardwareError(f"serial sensor board on {port}: {why} "
                                f"(waited {first_state_s:g} s)")

    def close(self) -> None:
        self._stop.set()
        if self._supervisor is not threading.current_thread():
            self._supervisor.join()
        super().close()

    # -- the supervisor thread

    def _supervise(self) -> None:
        while not self._stop.is_set():
            link = self._open()
            if link is None:
                self._stop.wait(self._retry_s)
                continue
            self._watch_link(link)
            link.close()
            if not self._stop.is_set() and self._first_state.is_set() and not self._was_lost:
                self._was_lost = True
                self._anomaly("disconnected", None, (),
                              f"sensor board on {self._port} lost ({self._lost_because}); "
                              "pushes are not seen until it is back")
            self._stop.wait(self._retry_s)

    def _open(self) -> ReaderThread | None:
        try:
            port = serial.serial_for_url(self._port, baudrate=self._baudrate)
        except (serial.SerialException, OSError, ValueError) as exc:
            self._lost_because = str(exc)
            return None
        with self._lock:
            self._last_seq = None
            self._awaiting_state = True
            self._last_heard = time.monotonic()
        link = ReaderThread(port, lambda: _BoardLink(self))
        link.start()
        try:
            link.connect()
        except RuntimeError:  # the port failed as soon as it was read
            link.close()
            return None
        self._link = link
        self._request_state()
        return link

    def _watch_link(self, link: ReaderThread) -> None:
        while link.alive and not self._stop.wait(0.02):
            now = time.monotonic()
            with self._lock:
                silent = now - self._last_heard > self._silence_s
                ask_again = self._awaiting_state and now - self._last_request > self._retry_s
            if silent:
                self._lost_because = f"silent for {self._silence_s:g} s"
                return
            if ask_again:
                self._request_state()

    def _request_state(self) -> None:
        with self._lock:
            self._awaiting_state = True
            self._last_request = time.monotonic()
        try:
            self._link.write(protocol.frame(protocol.STATE_REQUEST))
        except (serial.SerialException, OSError) as exc:
            log.debug("state request not sent: %s", exc)

    # -- the reader thread

    def _line(self, line: bytes) -> None:
        with self._lock:
            self._last_heard = time.monotonic()
        try:
            message = protocol.parse(line)
        except protocol.BadFrame as exc:
            self._reject(f"serial line rejected: {exc}")
            return
        if message is None:
            log.debug("line noise from the sensor board: %r", line)
            return
        with self._lock:
            expected = None if self._last_seq is None else (self._last_seq + 1) % 256
            self._last_seq = message.seq
            awaiting = self._awaiting_state
        if isinstance(message, protocol.FullState):
            self._take_state(message.present)
        elif expected is not None and message.seq != expected:
            self._reject(f"serial lines lost (sequence {message.seq}, expected {expected})")
        elif isinstance(message, protocol.Change) and not awaiting:
            self._level(message.face, message.cell, message.present)

    def _reject(self, why: str) -> None:
        """One anomaly per resync, and the board is never asked faster than it can answer:
        while a request is out, the supervisor asks again only once `retry_s` has passed."""
        with self._lock:
            resyncing = self._awaiting_state
            asked = time.monotonic() - self._last_request < self._retry_s
            self._awaiting_state = True
        if not resyncing:
            self._anomaly("corrupt-line", None, (), f"{why}; asking the board for its full state")
        if not asked:
            self._request_state()

    def _take_state(self, present: dict[str, frozenset[int]]) -> None:
        with self._lock:
            self._awaiting_state = False
        if not self._first_state.is_set():
            self._watch(present)
            self._first_state.set()
            return
        changed = self._overwrite_differences(present)
        if self._was_lost:
            self._was_lost = False
            count = sum(len(cells) for cells in changed.values())
            self._anomaly("reconnected", None, (),
                          f"sensor board on {self._port} is back; "
                          f"{count} square(s) changed while it was away")
        for face, cells in changed.items():
            now = {cell: "in place" if cell in present[face] else "gone" for cell in cells}
            names = ", ".join(f"{square_name(cell)} {level}" for cell, level in now.items())
            self._anomaly("unseen-change", face, cells,
                          f"{face} squares changed unseen: {names}; no push counted")

    def _overwrite_differences(self, present: dict[str, frozenset[int]]
                               ) -> dict[str, tuple[int, ...]]:
        """Take the board's level of every square the host last knew otherwise."""
        changed: dict[str, tuple[int, ...]] = {}
        with self._wake:
            known = self._detector.present().keys()
            for face, cells in present.items():
                if face not in known:
                    continue
                differ = tuple(cell for cell in range(25)
                               if self._detector.raw(face, cell) != (cell in cells))
                for cell in differ:
                    self._detector.overwrite(face, cell, cell in cells)
                if differ:
                    changed[face] = differ
        return changed

    def _anomaly(self, kind: str, face: str | None, cells: tuple[int, ...], message: str) -> None:
        self._report([SensorAnomaly(kind, face, cells, message, time.monotonic())])
