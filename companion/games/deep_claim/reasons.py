"""Why an action is refused, in the rulebook's words. Legality itself is one test (is the action
among the legal options?); this module only finds the rule to name."""

from companion.errors import IllegalMove
from companion.games.deep_claim import bears, mine
from companion.games.deep_claim.actions import (
    Activate,
    BuyLeftover,
    ChooseMagnate,
    DiscardOre,
    Done,
    DraftContract,
    Excavate,
    ExtraIcon,
    Forfeit,
    Fulfil,
    PlayBid,
    PlayDig,
    Recruit,
    ReuseVein,
    TakeIncome,
    TakeOre,
    TakeResources,
    Upgrade,
    UseBear,
)
from companion.games.deep_claim.cards import NEUTRAL_CELL, PATTERN_TEXT, placements
from companion.games.deep_claim.catalog import contracts
from companion.games.deep_claim.state import EMPTY, SUPPLY_CAP, State

KINDS = {  # decision kind -> the actions that answer it, and what the table waits for
    "magnate": ((ChooseMagnate,), "keep one of their two magnates"),
    "draft": ((DraftContract,), "draft a contract"),
    "deploy": ((PlayBid, PlayDig, UseBear), "deploy a card"),
    "deploy_extra": ((PlayBid, PlayDig, Done), "play a second card or decline"),
    "income": ((TakeIncome,), "take their income"),
    "beavers": ((Activate, UseBear), "activate their beavers"),
    "beaver": ((Activate,), "activate a beaver"),
    "recruit": ((Recruit, Forfeit), "resolve their bid"),
    "dig": ((Excavate, Forfeit, DiscardOre), "resolve their dig"),
    "take_ore": ((TakeOre,), "choose 1 coal or 1 silver"),
    "upgrade": ((Upgrade,), "upgrade an ore"),
    "resources": ((TakeResources,), "choose coins or pickaxes"),
    "contract": ((Fulfil, Done, UseBear, ExtraIcon, Upgrade), "fulfil contracts"),
    "rocky": ((BuyLeftover, Done), "claim an unbought card or decline"),
    "waldo": ((ReuseVein, Done), "reactivate a vein tile or decline"),
}


def explain(state: State, action) -> IllegalMove:
    seat = getattr(action, "seat", None)
    if state.phase == "over":
        return IllegalMove("game-over", "the game is over: \"After the fourth season has been "
                           "scored, the game is over.\"")
    if not isinstance(seat, int) or not 0 <= seat < len(state.players):
        return IllegalMove("seat", f"seat {seat} does not exist; seats are 0 to "
                           f"{len(state.players) - 1}")
    if isinstance(action, UseBear) and action.bear in bears.FREE:
        return _bear(state, action)
    kind, actor = state.queue[0][0], state.queue[0][1]
    types, waiting = KINDS[kind]
    if not isinstance(action, types):
        deployer = state.players[seat]
        if isinstance(action, PlayBid | PlayDig) and deployer.deployed >= deployer.quota:
            return IllegalMove("keep-one", f"{deployer.name} has deployed {deployer.deployed} "
                               "cards this season: \"Deploy six. Keep one\" - the seventh card "
                               "stays in hand and pays income in phase II")
        return IllegalMove("phase", f"{type(action).__name__} cannot be played now: the table "
                           f"is in the {state.phase} phase, waiting for "
                           f"{state.players[actor].name} to {waiting}")
    if seat != actor:
        return IllegalMove("turn", f"it is {state.players[actor].name}'s turn to {waiting}, not "
                           f"{state.players[seat].name}'s")
    p = state.players[seat]
    if isinstance(action, UseBear) and action.bear not in p.critters:
        return IllegalMove("bear", f"{p.name} holds no bear {action.bear}")
    if isinstance(action, PlayBid | PlayDig):
        return _deploy(state, action)
    if isinstance(action, Recruit):
        return _recruit(state, action)
    if isinstance(action, Excavate):
        return _excavate(state, action)
    if isinstance(action, Fulfil):
        return _fulfil(state, action)
    if isinstance(action, DraftContract) and action.contract not in state.draft:
        return IllegalMove("draft", f"contract {action.contract} is not among the revealed "
                           f"contracts {sorted(state.draft)}")
    if isinstance(action, Activate):
        return IllegalMove("beaver", f"beaver {action.card} cannot be activated that way: "
                           "check the card's effect, its cost and your supply")
    if isinstance(action, TakeIncome | TakeResources):
        return IllegalMove("income", "that split of coins and pickaxes is not what is owed")
    if isinstance(action, Upgrade | TakeOre | DiscardOre):
        return IllegalMove("ore", f"{action.ore} is not a choice here: \"Move one ore in your "
                           "supply up a tier: coal becomes silver, silver becomes gold. Never "
                           "to diamond.\"")
    return IllegalMove("choice", f"{type(action).__name__} is not one of the choices open to "
                       f"{p.name} now")


def _deploy(state: State, action: PlayBid | PlayDig) -> IllegalMove:
    p = state.players[action.seat]
    if not 0 <= action.location < len(state.locations):
        return IllegalMove("location", f"location {action.location} does not exist; they are "
                           f"0 to {len(state.locations) - 1} from the top")
    if action.card not in p.hand:
        return IllegalMove("hand", f"card {action.card} is not in {p.name}'s hand: "
                           "\"Deploy six. Keep one.\"")
    return IllegalMove("deploy", "that card cannot be deployed there")


def _recruit(state: State, action: Recruit) -> IllegalMove:
    p = state.players[action.seat]
    _, _, index = state.queue[0]
    bid = state.locations[index].bids[0][3]
    if action.item not in state.locations[index].display:
        return IllegalMove("display", f"{action.item} is not on display at location "
                           f"{index + 1}: a bid \"takes any one card still on display at that "
                           "location\"")
    if action.bear == 29 and 29 not in p.critters:
        return IllegalMove("bear", f"{p.name} holds no bear 29")
    if p.coins < bid:
        return IllegalMove("pay", f"{p.name} has {p.coins} coins and cannot pay the bid of "
                           f"{bid}: \"A player may instead forfeit and take 2 coins + 2 "
                           "pickaxes - and must do so if they cannot pay the bid.\"")
    return IllegalMove("recruit", "that recruit is not possible now")


def _excavate(state: State, action: Excavate) -> IllegalMove:
    p = state.players[action.seat]
    _, _, index = state.queue[0]
    loc = state.locations[index]
    card = loc.digs[0][3]
    cells = tuple(sorted(action.cells))
    if not cells or any(not isinstance(c, int) or not 0 <= c < 9 for c in cells):
        return IllegalMove("cells", "cells are 0-8, row by row from the surface; a dig places "
                           "at least one miner (or forfeits)")
    if NEUTRAL_CELL in cells:
        return IllegalMove("neutral", "the neutral miner's cell \"cannot be dug, but it counts "
                           "toward surrounding vein tiles and belongs to nobody\"")
    if any(loc.cells[c] != EMPTY for c in cells):
        return IllegalMove("dug", "\"Miners may only go on ore nobody has dug yet.\"")
    if cells not in placements(card):
        return IllegalMove("pattern", f"card {card} digs {PATTERN_TEXT[card]}; those cells do "
                           "not fit its pattern")
    if p.ore_total() + len(cells) > SUPPLY_CAP:
        return IllegalMove("supply", f"{p.name} holds {p.ore_total()} ore: \"you may never hold "
                           "more than ten. To take an eleventh, discard one first.\"")
    if action.bear == 18 and 18 not in p.critters:
        return IllegalMove("bear", f"{p.name} holds no bear 18")
    cost = mine.cost(state, action.seat, cells)
    return IllegalMove("toll", f"that dig costs {cost} pickaxes and {p.name} has {p.pickaxes}: "
                       "\"spend pickaxes equal to the toll of the deepest row you reach, plus 1 "
                       "more pickaxe for every ore after the first that you dig up\"")


def _fulfil(state: State, action: Fulfil) -> IllegalMove:
    p = state.players[action.seat]
    if action.contract not in p.contracts:
        return IllegalMove("hand", f"contract {action.contract} is not in {p.name}'s hand")
    if action.bear is not None and action.bear not in p.critters:
        return IllegalMove("bear", f"{p.name} holds no bear {action.bear}")
    icons = ", ".join(contracts()[action.contract]["icons"])
    return IllegalMove("ore", f"contract {action.contract} asks for {icons}: \"Spend exactly "
                       "these from your supply to fulfil the contract.\"")


def _bear(state: State, action: UseBear) -> IllegalMove:
    p = state.players[action.seat]
    if action.bear not in p.critters:
        return IllegalMove("bear", f"{p.name} holds no bear {action.bear}")
    phase = bears.FREE[action.bear]
    if phase is not None and phase != state.phase:
        return IllegalMove("bear-phase", f"bear {action.bear} acts in the {phase} phase, and "
                           f"the table is in the {state.phase} phase")
    return IllegalMove("bear-target", f"bear {action.bear} has nothing of {p.name}'s to act on "
                       "there")
