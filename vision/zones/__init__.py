"""Zone layouts per game: the table (or wall face) in millimetres, cut into named zones."""

from vision.zones.layout import (
    Zone,
    ZoneLayout,
    check_corners_clear,
    games_with_layouts,
    load_layout,
    parse_layout,
    read_layout,
)

__all__ = ["Zone", "ZoneLayout", "check_corners_clear", "games_with_layouts", "load_layout",
           "parse_layout", "read_layout"]
