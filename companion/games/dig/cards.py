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

# -- the whole hill ----------------------------------------------------------------------------

EQUIPMENT = ("shield", "bag", "compass", "pickaxe", "chest", "parchment", "bomb", "potion",
             "scepter", "anchor")
ENEMIES = ("skeleton", "thief", "ghost", "spider", "snake", "werewolf", "orc")
SPECIAL = ("rune", "gem-egg")
STONES = ("iron", "gold", "diamond", "ruby")  # PRECIOUS_STONES in the order of their value

BOX = {
    "iron": 40, "gold": 25, "diamond": 15, "ruby": 10,
    "shield": 3, "bag": 3, "compass": 3, "pickaxe": 3, "chest": 3, "parchment": 2, "bomb": 2,
    "potion": 2, "scepter": 1, "anchor": 1,
    "skeleton": 4, "thief": 4, "ghost": 4, "spider": 3, "snake": 3, "werewolf": 1, "orc": 1,
    "rune": 5, "gem-egg": 2,
    "exit": 10, "gem-room": 3, "collapse": 9,
}
"""The rulebook's "Component Overview": 162 Hill cards, by kind."""

HILL_KINDS = tuple(BOX)
HILL_SIZE = 162
COMPANION_CARDS = 13
TAVERN_COMPANIONS = 6  # "Randomly choose six Companion cards and set them aside face up"
GEMS = 40  # "40 Purple Gems"
RECRUITS_PER_COLOUR = 4  # "16 Wooden Recruits (four colors, one color per player)"
MAX_GALLERIES = 4  # "You can create and manage up to 4 Galleries at the same time"
GOAL = 10  # "When a player has gathered at least 10 Gems"
ORC_MEALS = 3  # "it cannot eat more than three of your Recruits"
RECRUIT_PRICE, QUEEN_PRICE = 5, 3  # crystals: "for 5 Crystals"; Queen: "for 3 Crystals"
CHEST_CRYSTALS, PIRATE_CHEST_CRYSTALS = 5, 10
CHEST_STONES, PIRATE_CHEST_STONES = 1, 2
ACTIVE_EQUIPMENT = frozenset({"bag", "bomb", "compass", "pickaxe", "parchment", "potion"})
"""Equipment a player uses by choice on a dig turn; the others answer a card (shield, scepter,
anchor) or pay at the tavern (chest)."""
