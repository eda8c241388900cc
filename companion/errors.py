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
