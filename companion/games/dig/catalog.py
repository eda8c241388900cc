"""DIG's card catalog (`data/catalog.json`): what the rulebook leaves to the box.

The rulebook gives the hill's counts and one stone's value ("this Ruby is worth 4 Crystals"); it
names twelve companions for thirteen cards and gives no prices ("a Companion will ask for a
certain amount of Precious Stones"). The shipped catalog fills these in with defaults marked
`editable` (docs/rules-notes/dig.md):
- crystals: iron 1, gold 2, diamond 3, ruby 4 (the rulebook's);
- each companion's price is a list of precious stones ("ask for a certain amount of Precious
  Stones"; a chest stands for one of them: "1 Precious Stone of your choice");
- the thirteenth card, "Companion 13", has no ability until the catalog gives it one.
`check_catalog` holds an edited catalog to the box: the 162 hill cards by kind, 13 companions
each with its own name, every companion the rulebook names, and the ruby at 4 crystals.
"""

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from companion.errors import InputError
from companion.games.catalog_check import schema_problems
from companion.games.dig.cards import BOX, COMPANION_CARDS, STONES

NAMED_ABILITIES = ("german-shepherd", "scout", "elf", "hunter", "knight", "pirate", "wizard",
                   "paladin", "shadowman", "queen", "superbacker", "ninja-cat")
"""The twelve companions the rulebook describes, by ability."""
RUBY = 4


@dataclass(frozen=True)
class Companion:
    name: str  # as printed, and as the camera's catalog names the card
    ability: str  # one of NAMED_ABILITIES, or "none"
    price: tuple[str, ...]  # precious stones, cheapest first


@dataclass(frozen=True)
class Catalog:
    crystals: tuple[tuple[str, int], ...]  # (stone, value) for iron, gold, diamond, ruby
    companions: tuple[Companion, ...]

    def value(self, stone: str) -> int:
        return dict(self.crystals)[stone]

    def companion(self, name: str) -> Companion:
        for companion in self.companions:
            if companion.name == name:
                return companion
        raise KeyError(name)


def _data(name: str) -> Any:
    return json.loads(resources.files(__package__).joinpath("data", name).read_text("utf-8"))


def check_catalog(data: Any) -> list[str]:
    """Problems with a (possibly edited) catalog; empty when it agrees with the box."""
    problems = schema_problems(data, _data("catalog.schema.json"))
    if problems:
        return problems
    problems = [f"the box holds {count} {kind} cards, the catalog {data['hill'].get(kind, 0)}"
                for kind, count in BOX.items() if data["hill"].get(kind, 0) != count]
    problems += [f"{kind!r} is no hill card" for kind in data["hill"] if kind not in BOX]
    if data["crystals"]["ruby"]["value"] != RUBY:
        problems.append("the ruby is worth 4 crystals (\"this Ruby is worth 4 Crystals\")")
    companions = data["companions"]
    if len(companions) != COMPANION_CARDS:
        problems.append(f"the box holds {COMPANION_CARDS} companion cards, the catalog "
                        f"{len(companions)}")
    twice = sorted(n for n, k in Counter(c["name"] for c in companions).items() if k > 1)
    if twice:
        problems.append(f"companion names used twice: {', '.join(twice)}")
    missing = [a for a in NAMED_ABILITIES if a not in {c["ability"] for c in companions}]
    if missing:
        problems.append(f"the rulebook's companions missing: {', '.join(missing)}")
    return problems


def load_catalog(data: Any) -> Catalog:
    """A checked catalog; InputError naming every problem."""
    problems = check_catalog(data)
    if problems:
        raise InputError("DIG catalog: " + "; ".join(problems))
    return Catalog(
        tuple((stone, data["crystals"][stone]["value"]) for stone in STONES),
        tuple(Companion(c["name"], c["ability"], tuple(sorted(c["price"], key=STONES.index)))
              for c in data["companions"]))


@cache
def default_catalog() -> Catalog:
    """The shipped catalog (checked by the tests as any edited one is)."""
    return load_catalog(_data("catalog.json"))
