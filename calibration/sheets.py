"""Printable marker sheets (PDF, exact physical size): a game's sleeve stickers (face and back)
with each card's name beside its marker, the four table-corner markers, and the ChArUco board.

Markers are drawn as vector squares, one per bit cell, so they print sharp at any resolution;
the ChArUco board is embedded as an image at exactly its physical size. Print at 100 % ("actual
size", no "fit to page") and check the ruler on each page.
"""

from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

import cv2
import numpy as np
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from calibration.intrinsics import BOARD_SQUARES, SQUARE_MM, charuco_board
from vision.markers import (
    BACK,
    CARD_MARKER_MM,
    FACE,
    QUIET_ZONE_MM,
    TABLE_CORNER_MARKER_MM,
    TABLE_CORNERS,
    WALL_CORNER_MARKER_MM,
    marker_image,
    registry,
)

MARGIN_MM = 12.0
LABEL_MM = 42.0  # room for the name to the right of a sticker
GAP_MM = 4.0


@dataclass(frozen=True)
class Sticker:
    marker_id: int
    label: str
    marker_mm: float


@dataclass(frozen=True)
class SheetPage:
    """What one page holds, for the caller and the tests: each sticker's id, size and place."""

    title: str
    stickers: tuple[tuple[Sticker, float, float], ...]  # sticker, x mm, y mm of its centre


def game_stickers(game: str) -> list[Sticker]:
    stickers = []
    for part in registry().components(game):
        stickers.append(Sticker(part.face_id, f"{part.name} ({FACE})", CARD_MARKER_MM))
        if part.back_id is not None:
            stickers.append(Sticker(part.back_id, f"{part.name} ({BACK})", CARD_MARKER_MM))
    return stickers


def _draw_marker(pdf: Canvas, marker_id: int, x_mm: float, y_mm: float, side_mm: float) -> None:
    """The marker centred on (x, y) mm from the page's top-left, with its quiet zone and a thin
    grey cut line."""
    cells = marker_image(marker_id, 8)  # one pixel per bit cell, border included
    page_h = A4[1]
    outer = side_mm + 2 * QUIET_ZONE_MM
    pdf.setStrokeGray(0.6)
    pdf.setLineWidth(0.2)
    pdf.rect((x_mm - outer / 2) * mm, page_h - (y_mm + outer / 2) * mm, outer * mm, outer * mm,
             stroke=1, fill=0)
    cell = side_mm / cells.shape[0]
    pdf.setFillGray(0)
    left, top = x_mm - side_mm / 2, y_mm - side_mm / 2
    for row, column in zip(*np.nonzero(cells < 128), strict=True):
        pdf.rect((left + column * cell) * mm, page_h - (top + (row + 1) * cell) * mm,
                 cell * mm, cell * mm, stroke=0, fill=1)


def _fit(pdf: Canvas, label: str) -> str:
    """The label, shortened with an ellipsis if it would run into the next sticker."""
    room = (LABEL_MM - 2) * mm
    if pdf.stringWidth(label) <= room:
        return label
    while label and pdf.stringWidth(label + "...") > room:
        label = label[:-1]
    return label + "..."


def _ruler(pdf: Canvas) -> None:
    """A 100 mm ruler at the foot of the page, to check the printer kept the size."""
    y = 6 * mm
    pdf.setStrokeGray(0)
    pdf.setLineWidth(0.3)
    pdf.line(MARGIN_MM * mm, y, (MARGIN_MM + 100) * mm, y)
    for tick in range(0, 101, 10):
        pdf.line((MARGIN_MM + tick) * mm, y, (MARGIN_MM + tick) * mm, y + 2 * mm)
    pdf.setFont("Helvetica", 6)
    pdf.drawString((MARGIN_MM + 102) * mm, y, "100 mm: print at actual size (100 %)")


def _sticker_pages(title: str, stickers: list[Sticker]) -> list[SheetPage]:
    page_w, page_h = A4[0] / mm, A4[1] / mm
    pages = []
    for size in sorted({s.marker_mm for s in stickers}):
        same = [s for s in stickers if s.marker_mm == size]
        cell_w = size + 2 * QUIET_ZONE_MM + LABEL_MM + GAP_MM
        cell_h = size + 2 * QUIET_ZONE_MM + GAP_MM
        columns = int((page_w - 2 * MARGIN_MM) // cell_w)
        rows = int((page_h - 2 * MARGIN_MM - 10) // cell_h)
        per_page = columns * rows
        for start in range(0, len(same), per_page):
            placed = []
            for n, sticker in enumerate(same[start:start + per_page]):
                row, column = divmod(n, columns)
                x = MARGIN_MM + column * cell_w + size / 2 + QUIET_ZONE_MM
                y = MARGIN_MM + 10 + row * cell_h + size / 2 + QUIET_ZONE_MM
                placed.append((sticker, x, y))
            pages.append(SheetPage(title, tuple(placed)))
    return pages


def plan(game: str) -> list[SheetPage]:
    """The pages of a game's sheet, in order; the ChArUco board comes last, on its own page."""
    title = registry().titles[game]
    corner_mm = WALL_CORNER_MARKER_MM if game == "mine-deeper" else TABLE_CORNER_MARKER_MM
    where = "wall face" if game == "mine-deeper" else "table"
    corners = [Sticker(i, f"{where} corner {i}: {name}", corner_mm)
               for i, name in TABLE_CORNERS.items()]
    return (_sticker_pages(f"{title}: {where} corners", corners)
            + _sticker_pages(f"{title}: sleeve stickers", game_stickers(game)))


def write_sheet(game: str, path: Path) -> list[SheetPage]:
    """Write the PDF for `game` to `path`; returns the sticker pages (the board page follows)."""
    pages = plan(game)
    pdf = Canvas(str(path), pagesize=A4)
    pdf.setTitle(f"Table Companion markers: {registry().titles[game]}")
    page_h = A4[1]
    for page in pages:
        pdf.setFont("Helvetica-Bold", 10)
        pdf.drawString(MARGIN_MM * mm, page_h - (MARGIN_MM + 4) * mm, page.title)
        pdf.setFont("Helvetica", 7)
        for sticker, x, y in page.stickers:
            _draw_marker(pdf, sticker.marker_id, x, y, sticker.marker_mm)
            text_x = (x + sticker.marker_mm / 2 + QUIET_ZONE_MM + 2) * mm
            pdf.drawString(text_x, page_h - (y - 1) * mm, _fit(pdf, sticker.label))
            pdf.drawString(text_x, page_h - (y + 3) * mm, f"id {sticker.marker_id}, "
                                                          f"{sticker.marker_mm:g} mm")
        _ruler(pdf)
        pdf.showPage()
    _board_page(pdf)
    pdf.save()
    return pages


def _board_page(pdf: Canvas) -> None:
    columns, rows = BOARD_SQUARES
    width_mm, height_mm = columns * SQUARE_MM, rows * SQUARE_MM
    pixels_per_mm = 20
    image = charuco_board().generateImage((round(width_mm * pixels_per_mm),
                                           round(height_mm * pixels_per_mm)))
    ok, png = cv2.imencode(".png", image)
    assert ok
    page_h = A4[1]
    pdf.setFont("Helvetica-Bold", 10)
    pdf.drawString(MARGIN_MM * mm, page_h - (MARGIN_MM + 4) * mm,
                   f"Camera calibration board: {columns} x {rows} squares of {SQUARE_MM:g} mm")
    pdf.drawImage(ImageReader(BytesIO(png.tobytes())), MARGIN_MM * mm,
                  page_h - (MARGIN_MM + 10 + height_mm) * mm, width_mm * mm, height_mm * mm)
    _ruler(pdf)
    pdf.showPage()
