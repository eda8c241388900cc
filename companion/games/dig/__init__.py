"""DIG: one gallery from its first card to its end and what its owner takes away (gallery.py,
`companion dig gallery`), and the whole game on the engine protocol (game.py)."""

from companion.games.dig.cards import CARD_NAMES, PRECIOUS_STONES
from companion.games.dig.gallery import Draw, Gallery, Slot
from companion.games.dig.result import GalleryResult

__all__ = ["CARD_NAMES", "PRECIOUS_STONES", "Draw", "Gallery", "GalleryResult", "Slot"]
