"""Beavers 32-56: "act on recruit, then every income phase". Each activation is one `Activate`
whose choices (`coins`, `ores`, `skip`) this module lists and carries out.

Readings: a "Pay ...:" or "Buy"/"Sell"/"Upgrade" beaver may be declined (`skip`); beaver 46
upgrades one or two cubes for its 2 coins; "Each cube upgrades only once per activation", so the
cubes named must all be in the supply before the activation.
"""

from collections import Counter

from companion.games.deep_claim.actions import Activate
from companion.games.deep_claim.catalog import contracts, critter_kind
from companion.games.deep_claim.economy import UPGRADES, gain, gain_ore
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.state import SUPPLY_CAP, Player, State

# fixed gains: card -> (coins, pickaxes, vp)
FIXED = {32: (1, 2, 0), 33: (2, 1, 0), 34: (0, 3, 0), 35: (3, 0, 0), 49: (0, 1, 1),
         52: (1, 0, 1)}
CHOICE = {36: 3, 40: 1, 50: 2}  # any N resources (+ a bonus computed below)
# optional: card -> (coins paid, pickaxes paid, ores it may name, how many)
PAID_UPGRADES = {45: (0, 2, ("gold",), 1), 46: (2, 0, ("coal", "silver"), 2),
                 47: (0, 0, ("coal", "silver"), 1)}


def icons(player: Player) -> Counter:
    return Counter(o for n in player.fulfilled for o in contracts()[n]["icons"])


def _kinds(player: Player) -> Counter:
    return Counter(critter_kind(n) for n in player.critters)


def _resource_choices(seat: int, card: int, total: int, **extra) -> list[Activate]:
    return [Activate(seat, card, coins=c, **extra) for c in range(total + 1)]


def _upgrade_sets(supply: dict[str, int], ores: tuple[str, ...], most: int) -> list[tuple]:
    sets = [(o,) for o in ores if supply[o] >= 1]
    if most == 2:
        sets += [(a, b) for i, a in enumerate(ores) for b in ores[i:]
                 if Counter((a, b))[a] <= supply[a] and Counter((a, b))[b] <= supply[b]]
    return sets


def options(state: State, seat: int, card: int) -> list[Activate]:
    p = state.players[seat]
    if card in FIXED or card in (38, 39, 41, 44, 48):
        return [Activate(seat, card)]
    if card in CHOICE:
        return _resource_choices(seat, card, CHOICE[card])
    if card == 51:
        return _resource_choices(seat, card, 1 + icons(p)["gold"])
    if card == 37:
        return [Activate(seat, card, coins=d) for d in range(-3, 4)
                if p.coins + d >= 0 and p.pickaxes - d >= 0]
    found = [Activate(seat, card, skip=True)]
    if card == 42 and p.coins >= 2 and p.ore_total() < SUPPLY_CAP:
        found.append(Activate(seat, card, ores=("gold",)))
    elif card == 43 and p.pickaxes >= 1 and p.ore_total() < SUPPLY_CAP:
        found.append(Activate(seat, card, ores=("silver",)))
    elif card in (53, 54) and (p.pickaxes if card == 53 else p.coins) >= 2:
        found.append(Activate(seat, card))
    elif card in PAID_UPGRADES:
        coins, pickaxes, ores, most = PAID_UPGRADES[card]
        if p.coins >= coins and p.pickaxes >= pickaxes:
            found += [Activate(seat, card, ores=s) for s in _upgrade_sets(p.supply, ores, most)]
    elif card in (55, 56):
        sold = ("diamond",) if card == 56 else ("coal", "silver", "gold")
        for ore in sold:
            if p.supply[ore]:
                found += _resource_choices(seat, card, 6 if card == 56 else 3, ores=(ore,))
    return found


def activate(state: State, action: Activate, events: list[Event]) -> None:
    """Carries out an activation already found among `options`."""
    p, card = state.players[action.seat], action.card
    before = (p.coins, p.pickaxes, p.vp, dict(p.supply))
    if action.skip:
        events.append(Event("beaver", action.seat, f"{p.name} declines beaver {card}"))
        return
    if card in FIXED:
        coins, pickaxes, vp = FIXED[card]
        gain(p, coins, pickaxes)
        p.vp += vp
    elif card in CHOICE or card == 51:
        total = CHOICE.get(card) or 1 + icons(p)["gold"]
        gain(p, action.coins, total - action.coins)
        kinds = _kinds(p)
        if card == 40 and all(kinds[k] for k in ("bear", "owl", "beaver")):
            p.vp += 2
        elif card == 50:
            p.vp += len(p.veins) // 2
    elif card == 37:
        p.coins += action.coins
        p.pickaxes -= action.coins
        gain(p)
    elif card == 38:
        gain(p, pickaxes=1)
        p.vp += p.ore_total() // 3
    elif card == 39:
        gain(p, coins=1)
        p.vp += sum(n // 2 for n in _kinds(p).values())
    elif card == 41:
        p.vp += 1
        gain(p, pickaxes=icons(p)["silver"])
    elif card == 44:
        gain_ore(p, "coal")
    elif card == 48:
        gain(p, coins=1)
        p.vp += len(p.fulfilled) // 2
    elif card == 42:
        p.coins -= 2
        gain_ore(p, "gold")
    elif card == 43:
        p.pickaxes -= 1
        gain_ore(p, "silver")
    elif card in (53, 54):
        if card == 53:
            p.pickaxes -= 2
        else:
            p.coins -= 2
        p.vp += 1
    elif card in PAID_UPGRADES:
        coins, pickaxes, _, _ = PAID_UPGRADES[card]
        p.coins -= coins
        p.pickaxes -= pickaxes
        for ore in action.ores:
            p.supply[ore] -= 1
            p.supply["diamond" if card == 45 else UPGRADES[ore]] += 1
    elif card in (55, 56):
        p.supply[action.ores[0]] -= 1
        gain(p, action.coins, (6 if card == 56 else 3) - action.coins)
    events.append(Event("beaver", action.seat, f"{p.name}'s beaver {card}: "
                        + _change(before, p)))


def _change(before: tuple, p: Player) -> str:
    coins, pickaxes, vp, supply = before
    parts = [f"{new - old:+d} {what}" for what, old, new in
             (("coins", coins, p.coins), ("pickaxes", pickaxes, p.pickaxes), ("VP", vp, p.vp))
             if new != old]
    parts += [f"{p.supply[o] - n:+d} {o}" for o, n in supply.items() if p.supply[o] != n]
    return ", ".join(parts) or "no change"
