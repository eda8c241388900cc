"""Mine Deeper key cards by camera: taught once, then recognised by their marker at set-up.

A key card carries a sticker on each side (ids 30-49 side A, 50-69 side B, `vision/catalogs/
mine-deeper.json`), and each side shows one layout. The printed picture is the publisher's and
is not read: a side is taught by filling the wall face the camera watches from it and showing the
card (`teach`: the layout read from the wall, the id from the card). From then on, showing that
side names its layout (`recognise`), which the set-up screen takes instead of a square-by-square
entry; the player still turns or flips it the way they lay the card.

The book is a small JSON file (`{"30": "RR.Y. ..."}`, one 25-symbol string per side taught).
"""

import json
from pathlib import Path

import cv2
import numpy as np

from companion.errors import InputError
from companion.games.mine_deeper import Layout
from vision.detector import MarkerDetector
from vision.markers import registry

KEY_CARD_IDS = range(30, 70)


def card_name(marker_id: int) -> str:
    """ "Key card 3, side A" for id 32; "side B" for its back (id 52)."""
    marker = registry().lookup(marker_id)
    assert marker is not None and marker.component is not None
    side = "B" if marker.id >= 50 else "A"
    return f"{marker.component.name}, side {side}"


def key_card_in(frame: np.ndarray) -> int:
    """The id of the one key-card side in view (InputError when none or several are)."""
    grey = frame if frame.ndim == 2 else cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    found = sorted({int(i) for i in MarkerDetector(1.0).detect(grey)[1] if i in KEY_CARD_IDS})
    if not found:
        raise InputError("no key card in view: hold its sticker up to the camera")
    if len(found) > 1:
        raise InputError("more than one key card in view: " + ", ".join(map(card_name, found)))
    return found[0]


class KeyCardBook:
    def __init__(self, path: Path):
        self.path = path
        self.layouts: dict[int, Layout] = {}
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            self.layouts = {int(key): Layout(tuple(cells)) for key, cells in data.items()
                            if int(key) in KEY_CARD_IDS}
        except FileNotFoundError:
            pass
        except (OSError, ValueError, TypeError, AttributeError, InputError) as exc:
            raise InputError(f"{path}: not a key-card file ({exc}); delete it to teach the "
                             "cards again") from None

    def teach(self, marker_id: int, layout: Layout) -> str:
        """Remember `layout` for this side; the sentence to show."""
        self.layouts[marker_id] = layout
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps({str(k): "".join(v.cells)
                                         for k, v in sorted(self.layouts.items())}, indent=1),
                             encoding="utf-8")
        temporary.replace(self.path)
        return f"{card_name(marker_id)} learnt"

    def recognise(self, frame: np.ndarray) -> tuple[str, Layout]:
        """The name and layout of the key-card side in view (InputError when there is none or
        it has not been taught)."""
        marker_id = key_card_in(frame)
        if marker_id not in self.layouts:
            raise InputError(f"{card_name(marker_id)} is not known yet: fill the wall from it "
                             "once and teach it")
        return card_name(marker_id), self.layouts[marker_id]
