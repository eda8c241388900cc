"""A sensor board emulator on a pty pair, speaking docs/serial-protocol.md (POSIX only).

For tests, benchmarks and firmware authors who want a reference: the host opens `link`, a
symlink to the pty's slave end (as udev's /dev/serial/by-id links are); `unplug()` closes the
pty and removes the link, `plug()` makes a new one. It answers `?` with its `present` squares;
`change` sends a change line; `muted` stops all output (a hung board); `echo` sends every line
it receives back (a firmware or adapter with local echo on).
"""

import os
import select
import threading
import tty
from pathlib import Path

from hardware.sensors import protocol
from hardware.sensors.protocol import face_bits, frame

STATE_REQUEST = frame(protocol.STATE_REQUEST).strip()


class BoardEmulator:
    def __init__(self, link: Path, heartbeat_s: float | None = None, echo: bool = False):
        self.link = link
        self.present = {"north": set(range(25)), "south": set(range(25))}
        self.muted = False
        self.echo = echo  # send every line received back first, as a board with echo on does
        self.requests = 0  # state requests received
        self._heartbeat_s = heartbeat_s
        self._seq = 0
        self._write_lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.plug()

    def plug(self) -> None:
        self._master, self._slave = os.openpty()
        tty.setraw(self._slave)
        self.link.symlink_to(os.ttyname(self._slave))
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def unplug(self) -> None:
        self._stop.set()
        self._thread.join()
        self.link.unlink()
        os.close(self._master)
        os.close(self._slave)

    def next_frame(self, payload: str) -> bytes:
        """A frame with the next sequence number: `next_frame("C {seq} N 7 0")`."""
        return frame(payload.format(seq=self._next_seq()))

    def send(self, payload: str) -> None:
        self.send_raw(self.next_frame(payload))

    def send_raw(self, data: bytes) -> None:
        with self._write_lock:
            os.write(self._master, data)

    def change(self, face: str, cell: int, present: bool) -> None:
        (self.present[face].add if present else self.present[face].discard)(cell)
        self.send(f"C {{seq}} {face[0].upper()} {cell} {int(present)}")

    def skip_seq(self) -> None:
        self._next_seq()

    def _next_seq(self) -> int:
        seq, self._seq = self._seq, (self._seq + 1) % 256
        return seq

    def _full_state(self) -> None:
        north, south = (face_bits(frozenset(self.present[f])) for f in ("north", "south"))
        self.send(f"S {{seq}} {north} {south}")

    def _serve(self) -> None:
        buffer = b""
        while not self._stop.is_set():
            ready, _, _ = select.select([self._master], [], [], self._heartbeat_s or 0.02)
            if self.muted:
                continue
            if not ready:
                if self._heartbeat_s:
                    self.send("H {seq}")
                continue
            buffer += os.read(self._master, 1024)
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                if self.echo:
                    self.send_raw(line + b"\n")
                if line.strip() == STATE_REQUEST:
                    self.requests += 1
                    self._full_state()

    def close(self) -> None:
        if not self._stop.is_set():
            self.unplug()
