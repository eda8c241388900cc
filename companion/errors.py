"""Exceptions shared by every engine and tool."""


class CompanionError(Exception):
    """Base class: a problem the user should read, never a traceback."""


class IllegalMove(CompanionError):
    """An action breaks a rule. `rule` is a short id; the message says why, in the table's
    words; `quote` is the rulebook's sentence it breaks, when there is one (often also quoted
    in the message)."""

    def __init__(self, rule: str, message: str, quote: str | None = None):
        super().__init__(message)
        self.rule = rule
        self.quote = quote


class InputError(CompanionError):
    """Input that cannot be read at all: missing file, bad syntax, wrong shape, unknown name."""


class ConfigError(CompanionError):
    """The configuration file is malformed or has a value out of range."""


class StorageError(Exception):
    """The sessions database cannot be opened or read, or did not take a write.

    Not a CompanionError on purpose: screens answer a CompanionError with "not counted" and let
    play go on, which is right for a refused move and wrong when nothing can be saved any more.
    The CLI reports it in one line like the others; the app stops play (ui/play_stopped.py)."""


def excerpt(text: str, limit: int = 40) -> str:
    """`text` cut to `limit` characters: a message quotes a bad value by its excerpt, so a
    megabyte-long value never becomes a megabyte-long error line."""
    return text if len(text) <= limit else text[:limit - 3] + "..."
