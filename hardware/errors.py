"""The one error hardware code raises to users: what could not be opened, and why, in a line."""

from companion.errors import CompanionError


class HardwareError(CompanionError):
    """A device is missing, busy or wired against the configuration."""
