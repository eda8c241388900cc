"""The look every screen shares: sizes read from across the table, finger-sized targets, seat
colours a colour-blind player can tell apart, and text contrast worked out, not guessed.

The table screen is an 800x480 panel of 7" (1 px is about 0.19 mm) read by 2-4 players 0.5 to
1.2 m away. Sixteen arc-minutes of cap height (ISO 9241-3) is about 34 sp of Roboto at 1 m and
41 sp at 1.2 m, hence:

| size | sp | for |
| --- | --- | --- |
| BAND_SP | 40 | whose turn and what to do, the winner |
| READ_SP | 34 | what a player reads from their chair: scores, phase, held move, hand-off |
| TEXT_SP | 24 | what a player reads leaning in: buttons, details, logs |
| MIN_SP | 20 | nothing on a screen is smaller |

Touch targets are at least 10 mm with 1.5 mm between them. Seat colours are Okabe-Ito's, each
paired with a shape and the seat number; red is kept for alerts. Every text reaches WCAG AA
contrast (4.5:1) on what it is drawn over (`contrast`).
"""

import math

from kivy.metrics import dp

MM_PER_PX = 0.19  # the Raspberry Pi 7" touchscreen: 154.2 mm over 800 px
BAND_SP, READ_SP, TEXT_SP, MIN_SP = 40, 34, 24, 20
TARGET_MM, GAP_MM = 10.0, 1.5
AA_CONTRAST = 4.5  # WCAG 2 level AA, normal text


def mm(length: float) -> float:
    """A length in millimetres on the table's panel, in pixels (density-independent)."""
    return dp(math.ceil(length / MM_PER_PX))


TARGET = mm(TARGET_MM)  # 53 px: the smallest side of anything a finger taps
GAP = mm(GAP_MM)  # 8 px: the least space between two targets
BOARD = 5 * TARGET + 4 * GAP  # a 5x5 wall or memory board of finger-sized squares: 297 px


def rgb(hex_colour: str) -> tuple[float, float, float, float]:
    """'#D55E00' as Kivy's (r, g, b, a) in 0..1."""
    value = hex_colour.lstrip("#")
    return (*(int(value[n:n + 2], 16) / 255 for n in (0, 2, 4)), 1.0)


# -- colours -------------------------------------------------------------------------------------
BACKGROUND = rgb("#121416")
PANEL = rgb("#23272C")
TEXT = rgb("#FFFFFF")
DARK_TEXT = rgb("#000000")
MUTED = rgb("#BFC5CC")
BUTTON = rgb("#2E5C8A")
BUTTON_PRIMARY = rgb("#0B5FA5")
SELECTED = rgb("#56B4E9")  # Okabe-Ito sky blue: a toggle that is down (dark text on it)
DISABLED = rgb("#2A2D31")
DISABLED_TEXT = rgb("#A3A9B0")
ALERT = rgb("#B00020")  # red is for alerts and held moves only
ALERT_TEXT = TEXT

# Okabe-Ito (2008), "Color Universal Design": told apart with every common colour deficiency.
SEAT_COLOURS = (rgb("#009E73"), rgb("#F0E442"), rgb("#0072B2"), rgb("#CC79A7"))
SEAT_COLOUR_NAMES = ("green", "yellow", "blue", "purple")
SEAT_SHAPES = ("●", "▲", "■", "◆")  # drawn in DejaVu Sans, which has them
SHAPE_FONT = "DejaVuSans"
NEUTRAL_SEAT = PANEL  # no one's turn


def seat_colour(seat: int | None) -> tuple[float, float, float, float]:
    return NEUTRAL_SEAT if seat is None else SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_mark(seat: int) -> str:
    """The seat's shape and number, "▲2": what tells seats apart without colour."""
    return f"{SEAT_SHAPES[seat % len(SEAT_SHAPES)]}{seat + 1}"


def text_on(background) -> tuple[float, float, float, float]:
    """Black or white, whichever contrasts more with `background`."""
    return DARK_TEXT if contrast(DARK_TEXT, background) >= contrast(TEXT, background) else TEXT


# -- contrast (WCAG 2.x) -------------------------------------------------------------------------
def luminance(colour) -> float:
    """Relative luminance of an sRGB colour (r, g, b[, a]) in 0..1."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(c) for c in colour[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(foreground, background) -> float:
    """WCAG contrast ratio, 1 to 21."""
    lighter, darker = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def over(colour, background, alpha: float | None = None) -> tuple[float, float, float, float]:
    """`colour` drawn with its alpha (or `alpha`) over an opaque `background`."""
    a = colour[3] if alpha is None and len(colour) > 3 else (1.0 if alpha is None else alpha)
    return (*(a * c + (1 - a) * b for c, b in zip(colour[:3], background[:3], strict=True)),
            1.0)
