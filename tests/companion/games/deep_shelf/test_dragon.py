"""The Depth Dragon (rulebook, "The Depth Dragon", "Exploitation Events", endgame scoring): free
Shelves only, no space twice, a sixth's turn per step, its full movement when possible, the fall
back to its start and its leaving, resources destroyed, red sides raising upkeep and green ones
paying Credits.

It starts on D14 facing the Docks: red sides towards D9 (north-west) and D13 (west), uncoloured
towards D19 (south-west) and D10 (north-east), green towards D20 (south-east) and D15 (east)."""

from companion.games.deep_shelf.actions import Advance
from companion.games.deep_shelf.ocean_actions import Settle, Swim
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    crawler,
    cubes,
    decide,
    facility,
    refused,
    shelf,
    started,
    sub,
    told,
)


def dragon_move(spaces, change=lambda state: None, names=None):
    """P0 about to move the dragon `spaces` spaces, after `change`."""
    return decide(arranged(started(names=names), change), "dragon", 0, spaces=spaces)


def test_johns_dragon_move_changes_his_upkeep_and_victorias():
    """Rulebook example: "John, playing as Mobius Incorporated (blue) moves the Depth Dragon 1
    Shelf from its starting position. Before moving, 1 of the Depth Dragon's red sides faced
    John's Mobile Extractor. After moving, 1 of the Depth Dragon's green sides faces John's
    Mobile Extractor. John reduces his upkeep cost by 1 and then gains $1. Unfortunately for
    Victoria, who is playing as the Living Ocean Group (green), 2 of the Depth Dragon's red sides
    now face her facilities. Victoria must increase her upkeep cost by 1."
    His Zoology research reward moves it: from D14 to D9, turning a sixth to the right."""
    def before_the_move(state):
        facility(state, 0, "extractor", "D13")  # a red side faces it
        facility(state, 1, "extractor", "D4")
        facility(state, 1, "smelter", "D5")
    game = arranged(started(names=("John", "Victoria")), before_the_move)
    upkeep = [p.upkeep for p in game.view(None).players]
    credits = [p.credits for p in game.view(None).players]
    assert upkeep == [1 + 1, 2]  # John's Extractor and the red side; Victoria's two facilities
    game = apply(decide(game, "advance", 0, count=1), Advance(0, "zoology"))
    assert game.waiting == {**game.waiting, "kind": "dragon", "seat": 0, "spaces": 1}
    game, said = told(game, Swim(0, shelf("D9"), -1))
    after = game.view(None).players
    assert after[0].upkeep == upkeep[0] - 1 and after[0].credits == credits[0] + 1
    assert after[1].upkeep == upkeep[1] + 1 and after[1].credits == credits[1]
    assert "John: upkeep falls by 1 and gains 1 Credit" in said
    assert "Victoria: upkeep rises by 1" in said
    assert game.state.board.sides_facing(1)["red"] == 2


def test_the_dragon_passing_a_unit_is_refused():
    """ "the Depth Dragon must pass through adjacent spaces that are unoccupied by any player
    units or facilities" """
    game = dragon_move(2, lambda s: (sub(s, 1, "D15"), facility(s, 1, "lab", "D10")))
    error = refused(game, Swim(0, shelf("D15"), 0))
    assert error.rule == "dragon-blocked" and "any Shelf that contains a facility or unit" in \
        error.quote
    assert refused(game, Swim(0, shelf("D10"), 0)).rule == "dragon-blocked"
    assert shelf("D15") not in {a.to for a in game.legal_actions()}


def test_the_dragon_never_passes_a_space_twice_and_turns_a_sixth_a_step():
    """ "it may not pass through the same space twice"; "For each space the Depth Dragon moves,
    it may be rotated 1/6 of a turn in either direction" """
    game = apply(dragon_move(3), Swim(0, shelf("D15"), 1))
    assert game.state.board.facing == 3
    assert refused(game, Swim(0, shelf("D14"), 0)).rule == "dragon-twice"
    assert refused(game, Swim(0, shelf("D16"), 2)).rule == "dragon-turn"
    game = apply(game, Swim(0, shelf("D16"), 1), Swim(0, shelf("D21"), -1))
    assert game.state.board.dragon == shelf("D21") and game.state.board.facing == 2 + 1 + 1 - 1
    assert game.waiting["kind"] == "card"


def test_the_full_movement_is_used_when_possible():
    """ "When possible, the Depth Dragon's full movement must be used" - D10 leads only into
    occupied Shelves, so a 2-space move may not start there."""
    def walls(state):
        for place in ("D5", "D6", "D11", "D15", "D9"):
            crawler(state, 1, place)
    game = dragon_move(2, walls)
    error = refused(game, Swim(0, shelf("D10"), 0))
    assert error.rule == "dragon-full" and "full movement must be used" in error.quote
    assert refused(game, Settle(0, shelf("D13"), 0)).rule == "dragon-full"


def test_a_blocked_dragon_goes_back_near_its_start_facing_any_way():
    """ "if its full movement cannot be used, the active player must move it to a Shelf within 1
    hex of the Shelf on which it started the game. If moved in this way, the Depth Dragon may face
    any direction the player chooses." """
    def boxed_in(state):
        state.board.dragon = shelf("T1")
        for place in ("D11", "D16", "T2"):
            crawler(state, 1, place)
    game = dragon_move(1, boxed_in)
    assert {type(a) for a in game.legal_actions()} == {Settle}
    assert {a.to for a in game.legal_actions()} == {shelf(s) for s in (
        "D14", "D15", "D10", "D9", "D13", "D19", "D20")}
    game = apply(game, Settle(0, shelf("D19"), 5))
    assert (game.state.board.dragon, game.state.board.facing) == (shelf("D19"), 5)


def test_the_dragon_leaves_when_all_seven_shelves_around_its_start_are_occupied():
    """ "If all 7 of these Shelves are occupied, the Depth Dragon has decided to leave in search
    of open waters - remove it from the game." """
    def boxed_in(state):
        state.board.dragon = shelf("T1")
        for place in ("D11", "D16", "T2", "D14", "D15", "D10", "D9", "D13", "D19", "D20"):
            crawler(state, 1, place)
    game = dragon_move(1, boxed_in)
    assert game.state.board.dragon is None and game.waiting["kind"] == "card"
    assert game.view(None).board.dragon is None
    assert game.state.board.sides_facing(1) == {"green": 0, "plain": 0, "red": 0}


def test_resources_alone_on_a_shelf_the_dragon_enters_are_destroyed():
    """ "If the Depth Dragon moves onto a space that contains only resources, those resources
    are destroyed - return them to the supply." """
    game = dragon_move(1, lambda s: cubes(s, "D15", raw_gold=2, slag=1))
    supply = dict(game.state.supply)
    game, said = told(game, Swim(0, shelf("D15"), 0))
    assert shelf("D15") not in game.state.board.cubes
    assert game.state.supply["raw_gold"] == supply["raw_gold"] + 2
    assert "the Depth Dragon destroys the resources on D15" in said


def test_green_sides_pay_one_credit_each_where_the_dragon_comes_to_rest():
    """ "If the Depth Dragon comes to rest with one of its green sides facing a player's
    facility, that player gains 1 Credit (to a maximum of 2 Credits)." Three spaces, D15, D11,
    D10, turning left each time: at rest on D10 its green sides face D5 and D9, an uncoloured
    one D6."""
    def position(state):
        for place in ("D5", "D9", "D6"):
            facility(state, 1, "extractor", place)
    game = dragon_move(3, position)
    credits = game.state.players[1].credits
    game = apply(game, Swim(0, shelf("D15"), 1), Swim(0, shelf("D11"), 1))
    assert game.state.players[1].credits == credits  # not at rest yet
    game, said = told(game, Swim(0, shelf("D10"), 1))
    assert game.state.board.sides_facing(1) == {"green": 2, "plain": 1, "red": 0}
    assert game.state.players[1].credits == credits + 2
    assert "the Depth Dragon comes to rest on D10" in said
