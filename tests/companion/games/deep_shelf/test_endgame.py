"""The two endgame triggers, the last turns, and the endgame scoring the engine computes itself
(rulebook, "Ending the Game" and "Endgame Scoring")."""

import pytest

from companion.games.deep_shelf import final, tiebreak
from companion.games.deep_shelf.actions import PlayCard
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    crawler,
    cubes,
    facility,
    finish_turn,
    next_event,
    shelf,
    started,
    tile,
    tube,
)


@pytest.mark.parametrize("players, collapse", [(2, 10), (3, 12), (4, 14)])
def test_environmental_collapse_at_10_12_14_by_player_count(players, collapse):
    """ "2 Players: Environmental Collapse occurs at 10. 3 Players: ... 12. 4 Players: ... 14." """
    factions = ("mobius", "living-ocean", "meneswo", "cogent")[:players]

    def near(state):
        state.exploitation, state.impending = collapse - 2, collapse - 1
    game = finish_turn(arranged(started(factions), near))
    assert game.state.trigger is None  # one short
    game = next_event(arranged(game, lambda s: setattr(s, "impending", collapse)), 4)
    while game.state.trigger is None:
        game = finish_turn(game)
        while game.waiting["kind"] in ("adjust", "dragon"):
            game = apply(game, game.legal_actions()[0])
    assert game.state.exploitation == collapse and game.state.trigger["how"] == "collapse"


def test_every_player_takes_a_last_turn_and_the_triggering_player_the_final_one():
    """ "When the endgame is triggered, every player will have 1 last turn - the player who
    triggered the endgame will take the final turn of the game." """
    game = started(("cogent", "mobius", "meneswo"), names=("A", "B", "C"))
    game = finish_turn(game)  # A's turn
    assert game.state.turn.seat == 1
    game = arranged(game, lambda s: setattr(s, "impending", 12))

    def play_turn(game):
        game = finish_turn(game)
        while game.waiting is not None and game.waiting["kind"] in ("adjust", "dragon"):
            game = apply(game, game.legal_actions()[0])
        return game
    game = arranged(game, lambda s: setattr(s, "exploitation", 10))
    game = play_turn(game)  # B's turn raises the marker to 12: B triggers
    assert game.state.trigger == {"seat": 1, "how": "collapse"}
    seats = []
    while game.state.stage == "play":
        seats.append(game.state.turn.seat)
        game = play_turn(game)
    assert seats == [2, 0, 1]  # C, A, then B last
    assert game.over and game.winners()


def test_a_second_trigger_in_the_last_turns_changes_nothing():
    """ "If both endgame triggers occur in the same game, the first triggering event will
    determine which player takes the final turn of the game." """
    game = arranged(started(), lambda s: setattr(s, "trigger", {"seat": 0, "how": "research"}))
    game = arranged(game, lambda s: setattr(s, "impending", 10))
    game = finish_turn(game)
    assert game.state.trigger == {"seat": 0, "how": "research"}


def ended(change):
    """A 2-player game's state, changed, for scoring."""
    game = arranged(started(("cogent", "living-ocean"), names=("Cog", "Liv")), change)
    return game.state


def items(state, seat):
    return {why.split(":")[0]: vp for vp, _source, why in final.score(state)["players"][seat][
        "items"]}


def test_level_four_tiles_score_one_each_plus_their_effect():
    """ "each Level 4 tile is worth a minimum of 1 VP on its own"; Mobile Dwellings "is worth a
    total of 4 VP: 3 from the tile, plus 1 as a Level-4 tile" and makes Crawlers structures."""
    def change(state):
        cog = state.players[0]
        cog.techs = {"mobile-dwellings": ["robotics", 3, 2], "metallurgy-dept": ["surface", 3, 2],
                     "systems-hub": ["hull", 3, 2], "maglev-boosters": ["propulsion", 3, 2]}
        cog.storage = {"raw_gold": 2, "osmium": 1, "kelp": 3}
        crawler(state, 0, "S13")
        crawler(state, 0, "S14")
        for a, b in (("S13", "S14"), ("S14", "S15"), ("S14", "S17"), ("S16", "S17")):
            tube(state, 0, a, b)  # 5 with the Dock's
    state = ended(change)
    scored = items(state, 0)
    assert scored["Mobile Dwellings"] == 4
    assert scored["Metallurgy Dept"] == 1 + 3  # 3 Ore in storage, kelp is no ore
    assert scored["Systems Hub"] == 1 + 4
    assert scored["Maglev Boosters"] == 1 + 2 + 5 // 2
    assert scored["Most structures in the Shallows (7/3/1)"] == 7  # 2 Crawlers, none for Liv


def test_green_tide_cogent_and_the_dragon_are_computed_from_the_board():
    """Green Tide: "1 VP for each Shelf that contains 1 or more Kelp and is not controlled by an
    opponent"; Planet Cracker: "2 VP ... for every 3 facilities they have in play, rounded down";
    the dragon: "1 VP for each green and uncolored side of the Depth Dragon that borders a
    player's facility, to a maximum of 4 points"; "Subtract 1 VP for each red side ... to a
    maximum of 2 points". The dragon rests on D14 as at the start: red sides towards D9 and D13,
    green towards D15 and D20, uncoloured towards D10 and D19."""
    def change(state):
        for kind, place in (("super", "D10"), ("extractor", "D15"), ("extractor", "D19"),
                            ("extractor", "D20"), ("extractor", "S13"), ("smelter", "S14"),
                            ("smelter", "S15")):
            facility(state, 0, kind, place)  # 7 in play
        facility(state, 1, "super", "D9")
        facility(state, 1, "extractor", "D13")
        for place in ("S8", "S9", "S11"):
            cubes(state, place, kelp=1)
        cubes(state, "S14", kelp=1)  # Cogent's Smelter controls it
    state = ended(change)
    assert items(state, 0)["Planet Cracker"] == 2 * (7 // 3)
    assert items(state, 0)["Depth Dragon"] == 4  # 2 green, 2 uncoloured
    assert items(state, 1)["Green Tide Project"] == 3
    assert items(state, 1)["Depth Dragon"] == -2


def test_trench_tiles_under_facilities_score():
    """ "Sunken City ... that facility's owner gains VP equal to 2 plus half their current
    upkeep"; "Volcanic Pool ... If there is a facility on this Shelf, this tile is worth 2 VP". """
    def change(state):
        tile(state, "T1", "sunken-city")
        tile(state, "T2", "volcanic-pool")
        facility(state, 0, "extractor", "T1")
        facility(state, 0, "smelter", "T2")
        for place in ("S13", "S16", "S14"):
            facility(state, 0, "extractor" if place != "S14" else "smelter", place)
    state = ended(change)
    assert state.players[0].built == {"extractor": 3, "smelter": 2}  # upkeep 5
    scored = items(state, 0)
    assert scored["Sunken City"] == 2 + 5 // 2
    assert scored["Volcanic Pool under the player's facility"] == 2


def test_restoration_hub_takes_the_better_of_its_two_choices():
    """ "gain your choice of 2 VP, or 1 VP for each space remaining on the Exploitation Track" """
    def change(state):
        state.players[0].techs = {"restoration-hub": ["surface", 2, 1]}
        state.exploitation = 3
    assert items(ended(change), 0)["Restoration Hub"] == 10 - 3


def test_the_items_add_up_and_a_tie_goes_to_the_most_ore_controlled():
    """ "In the event of a tie, the victor is determined by the player who controls the most Ore
    on the Ocean Expanse Board and/or their Submarine's Cargo Hold (excluding Slag)." """
    def change(state):
        state.board.subs = [shelf("S14"), shelf("S8")]
        state.board.cargo = [{"slag": 3}, {"raw_gold": 1, "slag": 1}]
        for kind, n in (("slag", 4), ("raw_gold", 1)):
            state.supply[kind] -= n
    scored = final.score(ended(change))
    assert [p["total"] for p in scored["players"]] == [2, 2]  # 10 Credits each
    assert scored["ore_controlled"] == [0, 1] and scored["winners"] == [1]


@pytest.mark.parametrize("totals, ore, left, winners", [
    ([30, 30, 12], [2, 2, 9], [3, 5, 0], [0]),  # then the fewest facilities left
    ([30, 30], [2, 2], [3, 3], [0, 1]),  # still tied: a shared win
    ([30, 30], [None, None], [1, 2], [0]),  # ore not counted: passed over
    ([31, 30], [0, 9], [9, 0], [0]),
])
def test_the_tie_breakers(totals, ore, left, winners):
    assert tiebreak.winners(totals, ore, left) == winners


def test_the_board_knows_every_figure_of_the_endgame_so_nothing_is_asked():
    """Green Tide's Kelp Shelves, read off the board after the final turn."""
    def near_the_end(state):
        facility(state, 1, "super", "S7")
        for place in ("S7", "S8", "S9", "S11"):
            cubes(state, place, kelp=1)
        state.trigger = {"seat": 1, "how": "collapse"}
        state.last_turns = []
        state.turn.seat = 1
    game = arranged(started(("cogent", "living-ocean")), near_the_end)
    game = finish_turn(game)
    assert game.over
    assert any(item.why.startswith("Green Tide Project: 4") for item in game.points()[1].items)
    for points in game.points():
        assert points.total == sum(item.vp for item in points.items)


def test_nothing_scores_before_the_end():
    game = apply(started(), PlayCard(0, "process"))
    assert [p.total for p in game.points()] == [0, 0] and game.winners() == []
