"""The card catalogs shipped as JSON in `data/`, and the check an edited contract catalog must pass.

Every physical card or tile has a `marker` id (the camera maps markers to cards): action cards
1000-1027, mines 1100-1115, vein tiles 1200-1247, critters 1300-1355, contracts 1400-1439,
objectives 1500-1515, magnates 1600-1609.

The rulebook lists only the contracts' icon totals ("Across the 40 contracts": 35 coal, 26
silver, 20 gold, 11 diamond), so the shipped contracts are a plausible reading marked
`editable`; `check_contracts` holds any edited catalog to those totals.
"""

import json
from collections import Counter
from functools import cache
from importlib import resources
from typing import Any

from companion.errors import InputError
from companion.games.catalog_check import schema_problems

ORES = ("coal", "silver", "gold", "diamond")
CONTRACT_ICON_TOTALS = {"coal": 35, "silver": 26, "gold": 20, "diamond": 11}
CONTRACT_COUNT = 40
MINE_ORE_TOTALS = {"coal": 64, "silver": 40, "gold": 24, "diamond": 16}
ROW_ORES = ({"coal", "silver"}, {"coal", "silver", "gold"}, {"silver", "gold", "diamond"})
VEIN_WORDS = {"coins3": "3 coins", "pickaxes3": "3 pickaxes", "coins2_pickaxes2":
              "2 coins and 2 pickaxes", "vp2": "2 VP", "coal_or_silver": "1 coal or 1 silver",
              "gold": "1 gold", "upgrade": "an upgrade", "contract": "a contract",
              "beaver": "a beaver activated again"}  # a vein tile's bonus in a sentence


def _data(name: str) -> Any:
    return json.loads(resources.files(__package__).joinpath("data", name).read_text("utf-8"))


@cache
def mines() -> dict[int, tuple[str, ...]]:
    """Mine number -> its 9 ores, row by row from the surface down."""
    return {m["number"]: tuple(o for row in m["rows"] for o in row)
            for m in _data("mines.json")["mines"]}


@cache
def vein_tiles() -> dict[int, str]:
    """Vein tile number -> its bonus id."""
    return {t["number"]: t["bonus"] for t in _data("vein_tiles.json")["tiles"]}


@cache
def critters() -> dict[int, dict[str, Any]]:
    return {c["number"]: c for c in _data("critters.json")["critters"]}


@cache
def objectives() -> dict[int, dict[str, Any]]:
    return {o["number"]: o for o in _data("objectives.json")["objectives"]}


@cache
def magnates() -> dict[int, dict[str, Any]]:
    return {m["number"]: m for m in _data("magnates.json")["magnates"]}


@cache
def contracts() -> dict[int, dict[str, Any]]:
    """Contract number -> {"icons": (...), "reward": {...}} from the shipped catalog (checked
    by the tests; `load_contracts` checks an edited one)."""
    return _by_number(_data("contracts.json"))


def _by_number(data: Any) -> dict[int, dict[str, Any]]:
    return {c["number"]: {"icons": tuple(c["icons"]), "reward": c["reward"]}
            for c in data["contracts"]}


def critter_kind(number: int) -> str:
    return critters()[number]["kind"]


def check_contracts(data: Any) -> list[str]:
    """Problems with a (possibly edited) contract catalog; empty when it matches the box."""
    problems = schema_problems(data, _data("contracts.schema.json"))
    if problems:
        return problems
    entries = data["contracts"]
    problems = []
    if len(entries) != CONTRACT_COUNT:
        problems.append(f"the box holds {CONTRACT_COUNT} contracts, the catalog {len(entries)}")
    icons = Counter(o for c in entries for o in c["icons"])
    for ore, total in CONTRACT_ICON_TOTALS.items():
        if icons[ore] != total:
            problems.append(f"the 40 contracts show {total} {ore} icons, the catalog {icons[ore]}")
    for key in ("number", "marker"):
        repeated = sorted(k for k, n in Counter(c[key] for c in entries).items() if n > 1)
        if repeated:
            problems.append(f"{key} used twice: {repeated}")
    return problems


def load_contracts(data: Any) -> dict[int, dict[str, Any]]:
    """A checked contract catalog by number; raises InputError naming the first problem."""
    problems = check_contracts(data)
    if problems:
        raise InputError("contract catalog: " + "; ".join(problems))
    return _by_number(data)


def check_mines() -> list[str]:
    """Problems with the mine catalog against the box table; empty when it matches."""
    problems = []
    ores = Counter(o for grid in mines().values() for o in grid)
    if dict(ores) != MINE_ORE_TOTALS:
        problems.append(f"ore across the 16 mines is {dict(ores)}, the box says {MINE_ORE_TOTALS}")
    for number, grid in mines().items():
        for row in range(3):
            wrong = set(grid[row * 3:row * 3 + 3]) - ROW_ORES[row]
            if wrong:
                problems.append(f"mine {number} row {row + 1} holds {sorted(wrong)}")
        if grid[6:].count("diamond") != 1:
            problems.append(f"mine {number} needs exactly one diamond, in the bottom row")
    return problems
