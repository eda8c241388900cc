"""Credits, Surface Storage and upkeep.

- Surface Storage: "Surface Storage is divided into 2 rows: the first row is available at the
  start of the game, while the second row may only be used if the player first acquires a
  Warehouse Technology Tile." Meneswo: "a total capacity of 2 fewer resources" (its first row is
  2 shorter) and "You may cover 2 of your Surface Storage spaces to accommodate 1 additional
  Technology Tile".
- Cubes bought, or won from events and rewards, "may be placed directly into Surface Storage or
  either Dock space": they go to Surface Storage while it has room, else to the Dock (reading:
  a careful player keeps them where they can be sold and spent).
- Spending "from anywhere the player controls" takes a cube on the board first, then from
  Surface Storage (reading: storage is where cubes score and sell, so a careful player keeps it).
  A generic cost ("1 Refined Ore") is paid with the cheapest such cube at today's Market.
- Upkeep: the Upkeep Track starts at 0; facilities raise or lower it as printed on the Industry
  Board (Worker Complexes lower it, Living Ocean's by 1 only), Pulverizer Drill and Nano
  Extraction raise it by 1, the third Zoology space lowers it by 1, a red side of the Depth
  Dragon facing the player's facilities raises it "by a maximum of 1". It never goes below 0.
"""

from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.cubes import ORES, RAW, REFINED, add, count, ore_of
from companion.games.deep_shelf.state import Player, State

UPKEEP_TECHS = ("pulverizer-drill", "nano-extraction")


def faction(player: Player) -> catalog.Faction:
    assert player.faction is not None, "factions are chosen before anything else"
    return catalog.factions()[player.faction]


def capacity(player: Player) -> int:
    first, second = faction(player).storage
    room = first + (second if player.has("warehouse") else 0)
    return room - (faction(player).storage_for_slot if player.covered else 0)


def room(player: Player) -> int:
    return capacity(player) - count(player.storage)


def store(state: State, seat: int, kind: str, n: int = 1) -> list[str]:
    """Cubes gained off the board: into Surface Storage while there is room, else the Dock.
    Returns where each went."""
    player = state.players[seat]
    places = []
    for _ in range(n):
        if room(player) > 0:
            add(player.storage, kind)
            places.append("storage")
        else:
            state.board.put_at_dock(seat, kind)
            places.append("dock")
    return places


def trim_storage(player: Player) -> dict[str, int]:
    """A storage that lost room (a Warehouse overwritten) returns its excess to the supply,
    cheapest kinds first. Returns what went."""
    lost: dict[str, int] = {}
    order = ("slag", *RAW, "kelp", *REFINED)
    while room(player) < 0:
        kind = next(k for k in order if player.storage.get(k))
        add(player.storage, kind, -1)
        lost[kind] = lost.get(kind, 0) + 1
    return lost


def controlled(state: State, seat: int, kind: str) -> int:
    """Cubes of `kind` the player may spend: on the board and in Surface Storage."""
    return state.board.holds(seat, kind) + state.players[seat].storage.get(kind, 0)


def spend(state: State, seat: int, kind: str) -> None:
    """Spend one cube of `kind` from the board first, else from Surface Storage."""
    if state.board.holds(seat, kind):
        state.board.take(seat, kind)
    else:
        add(state.players[seat].storage, kind, -1)


def eligible(form: str) -> tuple[str, ...]:
    """The cubes that pay a cost of `form`: "Ore of a more refined form may be spent in place of
    a lower form"."""
    return {"kelp": ("kelp",), "slag": ("slag",), "raw": (*RAW, *REFINED),
            "refined": REFINED}.get(form, (form,))


def plan(state: State, seat: int, costs: dict[str, int]) -> dict[str, int] | None:
    """The cubes that would pay `costs` (kelp, slag, raw, refined or a kind), most particular
    forms first and the cheapest cube for each; None if the player is short."""
    from companion.games.deep_shelf.market import value

    available = {kind: controlled(state, seat, kind)
                 for form in costs for kind in eligible(form)}
    chosen: dict[str, int] = {}
    for form in sorted(costs, key=lambda f: len(eligible(f))):
        for _ in range(costs[form]):
            held = [kind for kind in eligible(form) if available[kind] > chosen.get(kind, 0)]
            if not held:
                return None
            kind = min(held, key=lambda k: (value(state, k), k))
            chosen[kind] = chosen.get(kind, 0) + 1
    return chosen


def can_pay(state: State, seat: int, costs: dict[str, int]) -> bool:
    return plan(state, seat, costs) is not None


def pay(state: State, seat: int, costs: dict[str, int]) -> dict[str, int]:
    """Spend the cubes `plan` chooses (the caller has checked the player can pay)."""
    chosen = plan(state, seat, costs)
    assert chosen is not None, "costs are checked before they are paid"
    for kind, n in chosen.items():
        for _ in range(n):
            spend(state, seat, kind)
    return chosen


def upkeep(state: State, seat: int) -> int:
    """The player's place on the Upkeep Track: what an Extract action costs."""
    player = state.players[seat]
    facilities = faction(player).facilities
    total = sum(facilities[kind].upkeep * n for kind, n in player.built.items())
    total += sum(1 for tech in UPKEEP_TECHS if player.has(tech))
    total -= 1 if player.research["zoology"] >= 3 else 0
    total += 1 if state.board.red_sides(seat) else 0
    return max(0, min(total, catalog.tracks()["upkeep_track"]))


def smelters(player: Player) -> int:
    """Smelters for the Power Action Steps: those built, plus 1 per scientist on Refine ("The
    player also gains +1 Smelter for the purposes of all future Power Action Step triggers")."""
    return player.count("smelter") + player.on("refine")


def gain_credits(player: Player, n: int) -> int:
    """Credits gained or lost (never below 0); returns the change made."""
    change = max(n, -player.credits)
    player.credits += change
    return change


def ore_in_storage(player: Player) -> int:
    return sum(n for kind, n in player.storage.items() if ore_of(kind) in ORES)
