"""Beavers 32-56: "act on recruit, then every income phase". Each beaver is one entry of
`BEAVERS`, keyed by its card number: the kind of effect it has, with its numbers. An effect
lists the `Activate` actions to consider, refuses the ones its card does not allow (one rule,
which both filters the options and explains a refusal) and carries one out.

Readings: a "Pay ...:" or "Buy"/"Sell"/"Upgrade" beaver may be declined (`skip`); beaver 46
upgrades one or two cubes for its 2 coins; "Each cube upgrades only once per activation", so the
cubes named must all be in the supply before the activation.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from companion.errors import IllegalMove
from companion.games.deep_claim.actions import Activate
from companion.games.deep_claim.catalog import contracts, critter_kind, critters
from companion.games.deep_claim.economy import UPGRADES, gain, gain_ore
from companion.games.deep_claim.state import Decision, Player, State
from companion.games.deep_claim.steps import refuse

Count = Callable[[Player], int]


def icons(player: Player) -> Counter:
    return Counter(o for n in player.fulfilled for o in contracts()[n]["icons"])


def _kinds(player: Player) -> Counter:
    return Counter(critter_kind(n) for n in player.critters)


def _same(n: int) -> int:
    return n


def _refused(action: Activate, why: str) -> IllegalMove:
    return refuse("beaver", f"beaver {action.card} {why}", critters()[action.card]["text"])


def _plain(action: Activate, why: str, coins: bool = False, ores: bool = False,
           skip: bool = False) -> IllegalMove | None:
    """Refuses an activation naming what its beaver does not ask for."""
    if (action.coins and not coins) or (action.ores and not ores) or (action.skip and not skip):
        return _refused(action, why)
    return None


@dataclass(frozen=True)
class Extra:
    """The part of a beaver's effect that counts something: `value(count)` more `gives`."""

    counted: str  # what it counts, in the plural: "ore in your supply"
    count: Count
    value: Callable[[int], int]
    gives: str = "VP"  # or "pickaxes"


def _award(state: State, seat: int, card: int, vp: int, count: str = "") -> None:
    state.players[seat].award(vp, "beaver", f"Beaver {card} ({critters()[card]['text']}) in "
                              f"season {state.season}{count}")


@dataclass(frozen=True)
class Gain:
    """Fixed gains, plus what `extra` counts."""

    coins: int = 0
    pickaxes: int = 0
    vp: int = 0
    ore: str | None = None
    extra: Extra | None = None

    def candidates(self, p: Player, seat: int, card: int) -> list[Activate]:
        return [Activate(seat, card)]

    def refusal(self, p: Player, action: Activate) -> IllegalMove | None:
        return _plain(action, "has nothing to choose and may not be declined")

    def apply(self, state: State, action: Activate) -> list[Decision]:
        p = state.players[action.seat]
        pickaxes, vp, count = self.pickaxes, self.vp, ""
        if self.extra:
            n = self.extra.count(p)
            more = self.extra.value(n)
            if self.extra.gives == "VP":
                vp += more
                count = f": {n} {self.extra.counted}"
            else:
                pickaxes += more
        gain(p, self.coins, pickaxes)
        _award(state, action.seat, action.card, vp, count)
        return gain_ore(state, action.seat, self.ore) if self.ore else []


@dataclass(frozen=True)
class Choose:
    """`total(p)` resources of your choice (`coins` of them coins), plus what `extra` counts."""

    total: Count
    extra: Extra | None = None

    def candidates(self, p: Player, seat: int, card: int) -> list[Activate]:
        return [Activate(seat, card, coins=c) for c in range(self.total(p) + 1)]

    def refusal(self, p: Player, action: Activate) -> IllegalMove | None:
        total = self.total(p)
        if not 0 <= action.coins <= total:
            return _refused(action, f"gives {total} resources of your choice: 0 to {total} of "
                            "them coins, the rest pickaxes")
        return _plain(action, "asks only how many of its resources are coins", coins=True)

    def apply(self, state: State, action: Activate) -> list[Decision]:
        p = state.players[action.seat]
        gain(p, action.coins, self.total(p) - action.coins)
        if self.extra:
            n = self.extra.count(p)
            _award(state, action.seat, action.card, self.extra.value(n),
                   f": {n} {self.extra.counted}")
        return []


@dataclass(frozen=True)
class Exchange:
    """Up to `most` coins for pickaxes or back (`coins` is the change in coins)."""

    most: int = 3

    def candidates(self, p: Player, seat: int, card: int) -> list[Activate]:
        return [Activate(seat, card, coins=d) for d in range(-self.most, self.most + 1)]

    def refusal(self, p: Player, action: Activate) -> IllegalMove | None:
        if abs(action.coins) > self.most:
            return _refused(action, f"exchanges up to {self.most}, not {abs(action.coins)}")
        if p.coins + action.coins < 0 or p.pickaxes - action.coins < 0:
            return _refused(action, f"exchanges what {p.name} has: {p.coins} coins and "
                            f"{p.pickaxes} pickaxes")
        return _plain(action, "asks only how many coins change into pickaxes or back",
                      coins=True)

    def apply(self, state: State, action: Activate) -> list[Decision]:
        p = state.players[action.seat]
        p.coins += action.coins
        p.pickaxes -= action.coins
        gain(p)
        return []


@dataclass(frozen=True)
class Pay:
    """Optional: pay coins or pickaxes for an ore or VP."""

    coins: int = 0
    pickaxes: int = 0
    ore: str | None = None
    vp: int = 0

    def candidates(self, p: Player, seat: int, card: int) -> list[Activate]:
        bought = (self.ore,) if self.ore else ()
        return [Activate(seat, card, skip=True), Activate(seat, card, ores=bought)]

    def refusal(self, p: Player, action: Activate) -> IllegalMove | None:
        if action.skip:
            return _plain(action, "is declined with nothing else named", skip=True)
        bought = (self.ore,) if self.ore else ()
        if action.ores != bought or action.coins:
            return _refused(action, f"buys {self.ore}" if self.ore else "names nothing")
        if p.coins < self.coins or p.pickaxes < self.pickaxes:
            return _refused(action, f"costs {self.coins or self.pickaxes} "
                            f"{'coins' if self.coins else 'pickaxes'}, and {p.name} has "
                            f"{p.coins if self.coins else p.pickaxes}")
        return None

    def apply(self, state: State, action: Activate) -> list[Decision]:
        p = state.players[action.seat]
        p.coins -= self.coins
        p.pickaxes -= self.pickaxes
        _award(state, action.seat, action.card, self.vp)
        return gain_ore(state, action.seat, self.ore) if self.ore else []


@dataclass(frozen=True)
class PaidUpgrade:
    """Optional: pay, then upgrade up to `most` cubes among `ores` one tier each (gold to
    diamond for beaver 45)."""

    ores: tuple[str, ...]
    most: int = 1
    coins: int = 0
    pickaxes: int = 0

    def candidates(self, p: Player, seat: int, card: int) -> list[Activate]:
        sets = [(o,) for o in self.ores]
        if self.most == 2:
            sets += [(a, b) for i, a in enumerate(self.ores) for b in self.ores[i:]]
        return [Activate(seat, card, skip=True)] + [Activate(seat, card, ores=s) for s in sets]

    def refusal(self, p: Player, action: Activate) -> IllegalMove | None:
        if action.skip:
            return _plain(action, "is declined with nothing else named", skip=True)
        if (action.coins or not 1 <= len(action.ores) <= self.most
                or any(o not in self.ores for o in action.ores)):
            return _refused(action, f"upgrades up to {self.most} of {', '.join(self.ores)}")
        if p.coins < self.coins or p.pickaxes < self.pickaxes:
            return _refused(action, f"costs {self.coins or self.pickaxes} "
                            f"{'coins' if self.coins else 'pickaxes'}, and {p.name} has "
                            f"{p.coins if self.coins else p.pickaxes}")
        if any(p.supply[o] < n for o, n in Counter(action.ores).items()):
            return _refused(action, f"upgrades cubes in the supply, each once per activation; "
                            f"{p.name} holds {p.supply}")
        return None

    def apply(self, state: State, action: Activate) -> list[Decision]:
        p = state.players[action.seat]
        p.coins -= self.coins
        p.pickaxes -= self.pickaxes
        for ore in action.ores:
            p.supply[ore] -= 1
            p.supply[UPGRADES.get(ore, "diamond")] += 1
        return []


@dataclass(frozen=True)
class Sell:
    """Optional: sell one cube of `ores` for `total` resources of your choice."""

    ores: tuple[str, ...]
    total: int

    def candidates(self, p: Player, seat: int, card: int) -> list[Activate]:
        return [Activate(seat, card, skip=True)] + [
            Activate(seat, card, coins=c, ores=(o,)) for o in self.ores
            for c in range(self.total + 1)]

    def refusal(self, p: Player, action: Activate) -> IllegalMove | None:
        if action.skip:
            return _plain(action, "is declined with nothing else named", skip=True)
        if len(action.ores) != 1 or action.ores[0] not in self.ores:
            return _refused(action, f"sells one {' or '.join(self.ores)}")
        if not p.supply[action.ores[0]]:
            return _refused(action, f"sells a {action.ores[0]}, and {p.name} holds none")
        if not 0 <= action.coins <= self.total:
            return _refused(action, f"pays {self.total} resources: 0 to {self.total} of them "
                            "coins")
        return None

    def apply(self, state: State, action: Activate) -> list[Decision]:
        p = state.players[action.seat]
        p.supply[action.ores[0]] -= 1
        gain(p, action.coins, self.total - action.coins)
        return []


Beaver = Gain | Choose | Exchange | Pay | PaidUpgrade | Sell

BEAVERS: dict[int, Beaver] = {
    32: Gain(coins=1, pickaxes=2),
    33: Gain(coins=2, pickaxes=1),
    34: Gain(pickaxes=3),
    35: Gain(coins=3),
    36: Choose(lambda p: 3),
    37: Exchange(),
    38: Gain(pickaxes=1, extra=Extra("ore in the supply", Player.ore_total, lambda n: n // 3)),
    39: Gain(coins=1, extra=Extra("pairs of the same critter type",
                                  lambda p: sum(n // 2 for n in _kinds(p).values()), _same)),
    40: Choose(lambda p: 1, Extra("critter types held", lambda p: len(+_kinds(p)),
                                  lambda n: 2 if n == 3 else 0)),
    41: Gain(vp=1, extra=Extra("silver icons on the fulfilled contracts",
                               lambda p: icons(p)["silver"], _same, gives="pickaxes")),
    42: Pay(coins=2, ore="gold"),
    43: Pay(pickaxes=1, ore="silver"),
    44: Gain(ore="coal"),
    45: PaidUpgrade(("gold",), pickaxes=2),
    46: PaidUpgrade(("coal", "silver"), most=2, coins=2),
    47: PaidUpgrade(("coal", "silver")),
    48: Gain(coins=1, extra=Extra("fulfilled contracts", lambda p: len(p.fulfilled),
                                  lambda n: n // 2)),
    49: Gain(pickaxes=1, vp=1),
    50: Choose(lambda p: 2, Extra("claimed vein tiles", lambda p: len(p.veins), lambda n: n // 2)),
    51: Choose(lambda p: 1 + icons(p)["gold"]),
    52: Gain(coins=1, vp=1),
    53: Pay(pickaxes=2, vp=1),
    54: Pay(coins=2, vp=1),
    55: Sell(("coal", "silver", "gold"), 3),
    56: Sell(("diamond",), 6),
}
