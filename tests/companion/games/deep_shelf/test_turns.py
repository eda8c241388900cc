"""Turns: set-up order, two Action Cards a turn carried out step by step, the Power Action Step
on the second card only, Overworked, and steps that cannot be done (rulebook, "Turn Structure"
and the Reference's "On Your turn")."""

from companion.games.deep_shelf.actions import (
    Advance,
    ChooseFaction,
    Done,
    PlaceScientist,
    PlayCard,
    Power,
)
from companion.games.deep_shelf.game import Game
from companion.games.deep_shelf.ocean_actions import ClaimDock, Move, Stop
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    refused,
    shelf,
    started,
    to_card,
    told,
)


def tiles_set(game):
    """The board's set-up tiles placed (the first choice each time)."""
    while game.waiting["kind"] == "setup_tile":
        game = apply(game, game.legal_actions()[0])
    return game


def test_docks_by_dock_initiative_and_the_first_turn_by_play_initiative():
    """ "the order will always be: Living Ocean Group (green), Menesewo Foundation (purple), Mobius
    Incorporated (blue), and finally Cogent Industrial (red)"; "Cogent Industrial's Submarine
    Board shows ... a play initative number of 1": Cogent plays first, then clockwise."""
    game = Game.new(["Ann", "Bob", "Cat", "Dan"], seed=3)
    for seat, faction in enumerate(("cogent", "mobius", "living-ocean", "meneswo")):
        game = apply(game, ChooseFaction(seat, faction))
    game = tiles_set(game)
    docking = []
    while game.waiting["kind"] == "dock":
        docking.append(game.turn)
        game = apply(game, ClaimDock(game.turn, len(docking)))
    assert docking == [2, 3, 1, 0]  # green, purple, blue, red
    placing = []
    while game.waiting["kind"] == "scientist":
        placing.append(game.turn)
        game = apply(game, PlaceScientist(game.turn, "extract"))
    assert placing == [0, 1, 2, 3]  # "each player, in turn order": Cogent first
    assert game.waiting["kind"] == "card" and game.turn == 0


def test_a_taken_faction_and_a_taken_dock_are_refused():
    game = apply(Game.new(["A", "B"], seed=1), ChooseFaction(0, "cogent"))
    assert refused(game, ChooseFaction(1, "cogent")).rule == "faction-taken"
    game = tiles_set(apply(game, ChooseFaction(1, "meneswo")))
    assert refused(game, ClaimDock(1, 1)).rule == "dock"  # covered at 2 players
    game = apply(game, ClaimDock(1, 2))  # Meneswo docks first
    assert refused(game, ClaimDock(0, 2)).rule == "dock-taken"


def test_first_game_scientists_go_to_extract_and_otherwise_are_chosen():
    """ "If this is your first game, it is recommended that you choose Extract" """
    game = started(("mobius", "cogent"))
    assert [p.scientists for p in game.view(None).players] == [("extract",), ("extract",)]
    game = Game.new(["A", "B"], seed=1)
    game = tiles_set(apply(game, ChooseFaction(0, "mobius"), ChooseFaction(1, "cogent")))
    game = apply(game, ClaimDock(0, 2), ClaimDock(1, 3))
    assert game.waiting["kind"] == "scientist" and game.turn == 1  # Cogent first
    game = apply(game, PlaceScientist(1, "research"))
    assert game.waiting["kind"] == "advance"  # "Advance exactly once on a Research Track"
    game = apply(game, Advance(1, "ecology"))
    assert game.view(None).players[1].research["ecology"] == 1


def test_a_power_step_on_the_first_card_is_refused():
    """Reference: "Play a card to your First Action space. Carry out each line item in order.
    Ignore any Power Action steps." (Cogent's Science card has one.)"""
    game = started(("cogent", "mobius"))
    game = arranged(game, lambda s: s.players[0].storage.update(kelp=2))
    game = to_card(game, "science")  # nothing to develop, no Labs: the card is done
    error = refused(game, Power(0))
    assert error.rule == "power-first-card" and "Ignore any Power Action steps" in error.quote


def test_the_second_card_offers_its_power_step_after_its_other_steps():
    """Cogent: "Science Power Action Step: You may pay 4 Credits to advance 1 space on a Research
    Track. This cost is reduced by 1 Credit for each Smelter you have built." """
    game = started(("cogent", "mobius"))
    game = arranged(game, lambda s: s.players[0].storage.update(kelp=2))
    game = to_card(to_card(game, "process"), "science")
    assert game.waiting["kind"] == "power"
    credits = game.state.players[0].credits
    game = apply(game, Power(0), Advance(0, "zoology"))
    assert game.state.players[0].credits == credits - 4
    assert game.state.players[0].research["zoology"] == 1


def test_a_declined_power_step_ends_the_card():
    game = started(("cogent", "mobius"))
    game = arranged(game, lambda s: s.players[0].storage.update(kelp=2))
    game = apply(to_card(to_card(game, "process"), "science"), Done(0))
    assert game.turn == 1 and game.waiting["kind"] == "card"


def test_the_second_card_is_overworked_for_the_next_turn_and_the_first_comes_back():
    """ "The second card played on a turn will be unavailable for the duration of your next
    turn." """
    game = to_card(to_card(started(), "process"), "home")
    game = apply(game, Done(0))  # nothing sold or bought
    assert game.view(None).players[0].overworked == "Home Base"
    game = to_card(to_card(game, "process"), "move")  # the other player's turn
    game = apply(game, Stop(1))  # the Submarine stays beside its Dock
    assert game.turn == 0
    error = refused(game, PlayCard(0, "home"))
    assert error.rule == "overworked" and "Home Base is Overworked" in str(error)
    game = to_card(game, "process")  # the 1st card of last turn is back in hand
    assert refused(game, PlayCard(0, "process")).rule == "card-played"


def test_an_extract_card_needs_its_upkeep_paid_first():
    """ "If a player does not have enough Credits to pay their current upkeep, they may not take
    the Extract action." """
    def broke(state):
        state.players[0].built["extractor"] = 3  # upkeep 3
        state.players[0].credits = 2
    game = arranged(started(), broke)
    error = refused(game, PlayCard(0, "extract"))
    assert error.rule == "upkeep" and "upkeep of 3 Credits" in str(error)
    game = arranged(game, lambda s: setattr(s.players[0], "credits", 3))
    game, said = told(game, PlayCard(0, "extract"))
    assert "P0 pays 3 Credits of upkeep" in said and game.state.players[0].credits == 0


def test_a_step_that_cannot_be_done_is_skipped():
    """ "In the event that a step on an Action Card cannot be resolved, skip that step and move
    to the next one." Process Ore with nothing to refine: the Credit, then both refining steps
    skipped."""
    game, said = told(started(), PlayCard(0, "process"))
    assert "P0 gains 1 Credit" in said
    assert "P0 cannot refine in Surface Storage: step skipped" in said
    assert "P0 cannot refine at the Smelters: step skipped" in said
    assert game.waiting["kind"] == "card"


def test_the_special_card_is_locked_until_the_super_structure_is_built():
    game = started()
    assert refused(game, PlayCard(0, "special")).rule == "card-locked"
    game = arranged(game, lambda s: s.players[0].built.update(super=1))
    assert game.is_legal(PlayCard(0, "special"))


def test_only_the_seat_waited_on_may_act():
    game = started()
    error = refused(game, PlayCard(1, "move"))
    assert error.rule == "turn" and "P0 to play an Action Card" in str(error)


def test_actions_no_rule_knows_are_refused_with_a_reason_not_an_error():
    """What a hostile or careless game file may hold: every one an IllegalMove with its rule."""
    from companion.games.deep_shelf.actions import Adjust, Buy, Develop, Refine
    from companion.games.deep_shelf.ocean_actions import Build, Extract, Swim, Tube

    game = to_card(started(), "build")
    for action, rule in ((Build(0, "castle", shelf("S13")), "facility"),
                         (Build(0, "lab", 999), "shelf"),
                         (Build(0, "lab", -1), "shelf"),
                         (Build(7, "lab", shelf("S13")), "seat"),
                         (Build(0, "lab", shelf("S13"), slag=999), "slag"),
                         (Extract(0, 3, "anomaly", ""), "step"),
                         (Swim(0, 9, 1), "step"),
                         (Develop(0, "warp-drive"), "step"),
                         (Refine(0, "raw_gold", "diamond"), "step"),
                         (Adjust(0, ("gold",)), "step"),
                         (Buy(0, "diamond"), "market-step")):
        assert refused(game, action).rule == rule, action
    game = to_card(arranged(started(), lambda s: s.players[0].storage.update(slag=1)), "build")
    game = apply(game, Done(0))  # no facility: on to the Tubes and Crawlers
    assert refused(game, Tube(0, 5, 5, "slag")).rule == "tube-space"
    assert refused(game, Tube(0, -4, 5, "slag")).rule == "tube-space"


def test_a_move_for_a_seat_or_shelf_that_does_not_exist_is_still_told():
    game = started()
    assert game.describe_action(PlayCard(5, "move")) == "seat 5 plays move"
    assert game.describe_action(Move(5, "sub", shelf("S4"))) == "seat 5's Submarine moves to S4"
    assert game.describe_action(Move(0, "c9", 999)) == "P0's Crawler 9 moves to #999"
