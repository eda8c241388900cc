"""DIG's Hill cards as one gallery sees them: which join the gallery and which act and go.

Names are the CLI contract's. Equipment never enters a gallery, so it is not listed here; `close`
is not a card but the owner closing the gallery by choice.
"""

PRECIOUS_STONES = frozenset({"iron", "gold", "diamond", "ruby"})
""""A Recruit may only be placed on a Precious Stone card"."""

END_CARDS = frozenset({"exit", "gem-room", "collapse"})
"""Added to the gallery (so they count toward the fifth card), then the gallery ends."""

ADDED = PRECIOUS_STONES | END_CARDS | {"rune", "gem-egg", "snake"}
"""Cards that take a place in the gallery."""

ATTACKERS = frozenset({"skeleton", "thief", "orc", "werewolf"})
"""Enemies that act on the gallery and force its owner to close it."""

ENEMIES_THAT_STAY_OPEN = frozenset({"spider", "ghost"})
"""Enemies that act on the gallery and are discarded; the gallery stays open."""

CLOSE = "close"

CARD_NAMES = ADDED | ATTACKERS | ENEMIES_THAT_STAY_OPEN | {CLOSE}

MAX_RECRUITS = 4
""""A Gallery may never contain more than 4 Recruits"."""

GEM_EVERY = 5
"""A recruit on the k-th card puts a gem on the (k+4)-th, (k+9)-th, ... card."""
