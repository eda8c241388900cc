"""Resource cubes and the small counted piles that hold them (Surface Storage, the Dock...).

Kinds, as the rulebook names them: Kelp, Slag, Raw Osmium / Palladium / Gold and their Refined
forms. A pile is a plain dict kind -> count with no zero entries, so two equal piles compare
equal and serialise the same way.
"""

from collections.abc import Iterable, Mapping

ORES = ("gold", "palladium", "osmium")
TRACKS = ("ecology", "mineralogy", "zoology")
RAW = tuple(f"raw_{ore}" for ore in ORES)
REFINED = ORES
KINDS = ("kelp", "slag", *RAW, *REFINED)
MARKET = ("kelp", *ORES)  # the four Demand Tracks

Pile = dict[str, int]


def ore_of(kind: str) -> str | None:
    """The ore a raw or refined cube is made of ("raw_gold" -> "gold"), None for kelp and slag."""
    ore = kind.removeprefix("raw_")
    return ore if ore in ORES else None


def is_raw(kind: str) -> bool:
    return kind in RAW


def is_ore(kind: str) -> bool:
    """Raw or refined ore (slag is not ore: "non-Slag Ore")."""
    return ore_of(kind) is not None


def refined(kind: str) -> str:
    """What refining a raw cube gives."""
    return kind.removeprefix("raw_")


def name(kind: str) -> str:
    """The cube in the table's words: "Raw Gold", "Refined Osmium", "Kelp"."""
    if kind in RAW:
        return f"Raw {kind.removeprefix('raw_').title()}"
    if kind in REFINED:
        return f"Refined {kind.title()}"
    return kind.title()


def count(pile: Mapping[str, int], kinds: Iterable[str] | None = None) -> int:
    return sum(n for kind, n in pile.items() if kinds is None or kind in kinds)


def add(pile: Pile, kind: str, n: int = 1) -> None:
    left = pile.get(kind, 0) + n
    if left < 0:
        raise ValueError(f"no {name(kind)} left to take")
    if left:
        pile[kind] = left
    else:
        pile.pop(kind, None)


def ordered(pile: Mapping[str, int]) -> Pile:
    """The pile in KINDS order, so its JSON is stable."""
    return {kind: pile[kind] for kind in KINDS if pile.get(kind)}


def describe(pile: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {name(kind)}" for kind, n in ordered(pile).items()) or "nothing"


def article(word: str) -> str:
    """ "a Smelter", "an Extractor", "an Ecology anomaly"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")
