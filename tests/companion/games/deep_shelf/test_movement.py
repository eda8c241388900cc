"""Units on the Ocean Expanse (rulebook, "Units", "Move Action", "Acceleration Networks", "Home
Base Action", Mobius): momentum, Tubes for Crawlers, docking, cargo and its control.

P0 plays Mobius from Dock 3 (S13 with its Osmium Source, S16), P1 Living Ocean from Dock 2 (S7,
S10), unless a test says otherwise."""

from companion.games.deep_shelf.ocean_actions import (
    Drop,
    Home,
    Load,
    Move,
    Shift,
    Stop,
    Stow,
)
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    crawler,
    cubes,
    facility,
    finish_turn,
    refused,
    shelf,
    started,
    sub,
    tile,
    to_card,
    told,
    tube,
)


def moving(change=lambda state: None, factions=("mobius", "living-ocean")):
    """P0 at the start of a Move action, after `change`."""
    return to_card(arranged(started(factions), change), "move")


def test_the_first_submarine_move_is_from_beside_the_dock_onto_it():
    """ "The first time your Submarine moves, it will move to either of your Dock spaces." """
    game = moving()
    assert {a.to for a in game.legal_actions() if isinstance(a, Move)} == {
        shelf("S13"), shelf("S16")}
    assert refused(game, Move(0, "sub", shelf("S14"))).rule == "first-move"
    game = apply(game, Move(0, "sub", shelf("S16")))
    assert game.state.board.subs[0] == shelf("S16")


def test_a_submarine_has_1_momentum_and_improved_engine_gives_it_1_more():
    """ "All Submarines start with 1 momentum"; Improved Engine: "it gains 1 additional
    momentum". """
    game = apply(moving(lambda s: sub(s, 0, "S13")), Move(0, "sub", shelf("S14")))
    error = refused(game, Move(0, "sub", shelf("S15")))
    assert error.rule == "momentum" and "unspent momentum is forfeited" in error.quote
    engine = moving(lambda s: (sub(s, 0, "S13"),
                               s.players[0].techs.update({"improved-engine": ["propulsion", 1,
                                                                              0]})))
    game = apply(engine, Move(0, "sub", shelf("S14")), Move(0, "sub", shelf("S15")))
    assert game.state.board.subs[0] == shelf("S15")


def test_a_crawler_without_a_tube_is_refused_and_moves_along_any_players_tube():
    """ "Crawlers may only move between adjacent Shelves if those spaces are connected by Tube(s)
    (regardless of color)"; "All Crawlers start with 2 momentum." """
    def position(state):
        crawler(state, 0, "S13")
        tube(state, 1, "S13", "S10")  # Living Ocean's Tubes: this one and its Dock's S7-S10
    game = moving(position)
    error = refused(game, Move(0, "c0", shelf("S14")))
    assert error.rule == "crawler-tube" and "regardless of color" in error.quote
    game = apply(game, Move(0, "c0", shelf("S10")), Move(0, "c0", shelf("S7")))
    assert game.state.board.crawlers[0][0][0] == shelf("S7")
    assert refused(game, Move(0, "c0", shelf("S10"))).rule == "momentum"  # 2 spent


def test_crawler_ballast_moves_crawlers_without_tubes():
    """Crawler Ballast: "Your Crawlers may move between Shelves during a Move action, regardless
    of the presence of Tubes." """
    def position(state):
        crawler(state, 0, "S13")
        state.players[0].techs["crawler-ballast"] = ["robotics", 2, 1]
    game = apply(moving(position), Move(0, "c0", shelf("S14")))
    assert game.state.board.crawlers[0][0][0] == shelf("S14")


def test_an_acceleration_network_links_its_shelves_for_submarines_and_crawlers():
    """ "When spending momentum, Shelves that contain a faction's Acceleration Network facilities
    are considered adjacent" - Cogent's Smelters."""
    def position(state):
        facility(state, 0, "smelter", "S13")
        facility(state, 0, "smelter", "S5")
        sub(state, 0, "S13")
        crawler(state, 0, "S13")
    game = moving(position, factions=("cogent", "mobius"))
    game = apply(game, Move(0, "sub", shelf("S5")), Move(0, "c0", shelf("S5")))
    assert game.state.board.subs[0] == game.state.board.crawlers[0][0][0] == shelf("S5")


def test_units_enter_the_deep_only_with_high_density_hull_and_never_the_dragons_shelf():
    game = moving(lambda s: sub(s, 0, "S15"))
    error = refused(game, Move(0, "sub", shelf("D17")))
    assert error.rule == "hull" and "High Density Hull" in error.quote
    game = moving(lambda s: (sub(s, 0, "D13"),
                             s.players[0].techs.update({"high-density-hull": ["hull", 1, 0]})))
    assert refused(game, Move(0, "sub", shelf("D14"))).rule == "dragon-shelf"


def test_docking_spends_1_momentum_for_as_many_cubes_as_the_unit_carries():
    """ "it may spend 1 momentum to Dock. When a unit Docks, it may move resources equal to its
    carry capacity from their Shelf or Cargo Hold into Surface Storage." """
    def position(state):
        sub(state, 0, "S13")
        state.board.cargo[0] = {"raw_gold": 2}
        state.supply["raw_gold"] -= 2
        cubes(state, "S13", raw_osmium=1)
    game = moving(position)
    game = apply(game, Stow(0, "sub", "raw_gold", "cargo"), Stow(0, "sub", "raw_gold", "cargo"))
    assert game.state.players[0].storage == {"kelp": 1, "raw_gold": 2}
    error = refused(game, Stow(0, "sub", "raw_osmium", "shelf"))  # a 2nd Dock: no momentum
    assert error.rule == "momentum"


def test_cubes_an_opponent_controls_are_never_picked_up():
    """ "You may never pick up resources controlled by an opponent (held on a Submarine or
    Crawler, or on a Shelf with their facility)." """
    def position(state):
        sub(state, 0, "S13")
        facility(state, 1, "extractor", "S14")
        cubes(state, "S14", raw_gold=1)
        cubes(state, "S15", raw_gold=1)
    game = apply(moving(position), Move(0, "sub", shelf("S14")))
    error = refused(game, Load(0, "sub", "raw_gold"))
    assert error.rule == "foreign" and "P1's facility controls them" in str(error)
    game = to_card(finish_turn(finish_turn(game)), "move")
    game = apply(game, Move(0, "sub", shelf("S15")), Load(0, "sub", "raw_gold"),
                 Drop(0, "sub", "raw_gold"))
    assert game.state.board.cubes[shelf("S15")] == {"raw_gold": 1}


def test_a_unit_handles_its_carry_capacity_each_move():
    """ "Whenever a unit moves ... it may pick up, rearrange, or drop a number of resources
    equal to its carry capacity." """
    def position(state):
        sub(state, 0, "S13")
        cubes(state, "S13", raw_gold=3)
    game = apply(moving(position), Load(0, "sub", "raw_gold"), Load(0, "sub", "raw_gold"))
    assert refused(game, Load(0, "sub", "raw_gold")).rule == "carry"
    assert game.state.board.cargo[0] == {"raw_gold": 2}


def test_home_base_picks_up_goes_home_and_unloads():
    """ "pick up a number of resources from its current Shelf (without exceeding its carry
    capacity) and place the Submarine at their Dock. Any resources contained in the Submarine's
    Cargo Hold may be immediately transported to Surface Storage." """
    def position(state):
        sub(state, 0, "D13")
        cubes(state, "D13", raw_gold=3)
    game = to_card(arranged(started(), position), "home")
    game = apply(game, Load(0, "sub", "raw_gold"), Load(0, "sub", "raw_gold"))
    assert refused(game, Load(0, "sub", "raw_gold")).rule == "carry"
    game = apply(game, Home(0, shelf("S16")), Stow(0, "sub", "raw_gold", "cargo"),
                 Stow(0, "sub", "raw_gold", "cargo"))
    assert game.state.board.subs[0] == shelf("S16")
    assert game.state.players[0].storage == {"kelp": 1, "raw_gold": 2}
    assert game.waiting["kind"] == "market"


def test_mobius_moves_its_extractors_across_tubes_but_not_into_another_dock():
    """ "you may move any of your Extractors up to 1 Shelf each, across any Tube ... may not move
    into another players dock" """
    def position(state):
        facility(state, 0, "extractor", "S13")
        tube(state, 0, "S13", "S14")
        sub(state, 0, "S16")
    game = apply(moving(position), Stop(0))
    assert game.waiting["kind"] == "move_extractors"
    targets = {a.to for a in game.legal_actions() if isinstance(a, Shift)}
    assert targets == {shelf("S14"), shelf("S16")}  # the Tubes from S13
    game2 = arranged(game, lambda s: tube(s, 1, "S13", "S10"))
    assert refused(game2, Shift(0, shelf("S13"), shelf("S10"))).rule == "extractor-dock"
    game, said = told(game, Shift(0, shelf("S13"), shelf("S14")))
    assert game.state.board.facilities == {shelf("S14"): [[0, "extractor"]]}
    assert "P0 moves an Extractor from S13 to S14" in said


def test_a_mobius_extractor_beside_an_opponents_facility_neither_extracts_nor_controls():
    """ "your Extractors may occupy a Shelf containing any other facility, even if it belongs to
    an opponent. If you do so, your extractors lose the ability to extract ... do not control
    resources" """
    def position(state):
        facility(state, 0, "extractor", "S13")
        facility(state, 1, "smelter", "S14")
        tube(state, 0, "S13", "S14")
        tile(state, "S14", "gold")
        state.players[0].scientists = []
    game = apply(moving(position), Stop(0), Shift(0, shelf("S13"), shelf("S14")))
    assert game.state.board.controller(shelf("S14")) == 1
    game = to_card(finish_turn(game), "extract")  # P0's Extract: nothing to extract anywhere
    assert game.waiting["kind"] == "card"


def test_supercavitation_scouts_where_the_submarine_stops_after_under_3_momentum():
    """ "Your Submarine gains 3 momentum ... If you spend fewer than 3 total momentum, you may
    scout the Shelf where your Submarine ends its movement as normal." """
    def position(state):
        state.players[0].built["super"] = 1
        sub(state, 0, "S13")
    game = to_card(arranged(started(), position), "special")
    game = apply(game, Move(0, "sub", shelf("S14")), Move(0, "sub", shelf("S15")), Stop(0))
    assert game.waiting["kind"] == "cavitation_scout"
    game = apply(game, game.legal_actions()[0])
    assert game.waiting["kind"] == "scouting" and game.waiting["targets"] == [shelf("S15")]
    full = to_card(arranged(started(), position), "special")
    full = apply(full, *(Move(0, "sub", shelf(s)) for s in ("S14", "S15", "S12")), Stop(0))
    assert full.waiting["kind"] != "cavitation_scout"


def test_a_unit_ending_its_move_on_a_shipwreck_takes_its_credits_or_its_cubes_once():
    """Shipwreck: Kelp: "When a unit ends its movement here, immediately gain $2 or 2 Kelp,
    placed in the unit or on this Shelf. Single use." """
    def position(state):
        sub(state, 0, "S13")
        tile(state, "S14", "shipwreck-kelp")
    game = apply(moving(position), Move(0, "sub", shelf("S14")), Stop(0))
    assert game.waiting["kind"] == "salvage"
    game = apply(game, game.legal_actions()[[a.take for a in game.legal_actions()]
                                            .index("unit")])
    assert game.state.board.cargo[0] == {"kelp": 2}
    assert shelf("S14") in game.state.board.flipped
    again = apply(to_card(finish_turn(finish_turn(game)), "move"), Move(0, "sub", shelf("S15")),
                  Stop(0))
    assert again.waiting["kind"] != "salvage"


def test_the_dragon_burrow_pays_3_credits_or_moves_the_dragon_3_spaces():
    def position(state):
        sub(state, 0, "D8")
        state.players[0].techs["high-density-hull"] = ["hull", 1, 0]
        tile(state, "D9", "dragon-burrow")
    game = apply(moving(position), Move(0, "sub", shelf("D9")), Stop(0))
    takes = {a.take for a in game.legal_actions()}
    assert takes == {"credits", "dragon"}
    game = apply(game, game.legal_actions()[[a.take for a in game.legal_actions()]
                                            .index("dragon")])
    assert game.waiting == {**game.waiting, "kind": "dragon", "seat": 0, "spaces": 3}


def test_fission_engine_shares_3_momentum_and_crawler_beacon_adds_1_to_each_crawler():
    """Fission Engine: "gain an additional 3 momentum that can be divided among your units as you
    choose"; Crawler Beacon: "your Crawlers gain 1 additional momentum". """
    def position(state):
        sub(state, 0, "S13")
        crawler(state, 0, "S16")
        state.players[0].techs.update({"fission-engine": ["propulsion", 3, 2],
                                       "crawler-beacon": ["robotics", 1, 0]})
    game = moving(position)
    assert (game.waiting["left"], game.waiting["pool"]) == ({"sub": 1, "c0": 3}, 3)
    game = apply(game, *(Move(0, "sub", shelf(s)) for s in ("S14", "S15", "S18", "S17")))
    assert game.waiting["pool"] == 0
    assert refused(game, Move(0, "sub", shelf("S16"))).rule == "momentum"


def test_a_submarine_going_home_onto_a_shipwreck_finds_it():
    """Home Base places the Submarine at its Dock: its movement ends there."""
    def position(state):
        sub(state, 0, "S14")
        tile(state, "S16", "shipwreck-slag")
    game = to_card(arranged(started(), position), "home")
    game = apply(game, Home(0, shelf("S16")))
    assert game.waiting["kind"] == "salvage" and game.waiting["shelf"] == shelf("S16")
