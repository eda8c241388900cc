"""The Research Tracks, their rewards and anomalies (rulebook, "Research", "Extracting Anomalies",
"Anomaly Storage", "Endgame #1")."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_shelf import research
from companion.games.deep_shelf.actions import (
    Advance,
    Borrow,
    Done,
    PlayCard,
    Power,
    StoreAnomaly,
)
from companion.games.deep_shelf.ocean_actions import Extract, Stop
from tests.companion.games.deep_shelf.play import (
    apply,
    arranged,
    facility,
    shelf,
    started,
    tile,
    told,
)


def an_anomaly(track, labs=0, stored=()):
    """P0's Extractor on S4, a Shallows Anomaly tile with its token."""
    def change(state):
        tile(state, "S4", f"{track}-anomaly")
        facility(state, 0, "extractor", "S4")
        state.players[0].built["lab"] = labs
        state.players[0].anomalies = [list(stored)] if stored else []
    return change


def extract_anomaly(track, **position):
    game = apply(arranged(started(), an_anomaly(track, **position)), PlayCard(0, "extract"))
    return told(game, Extract(0, shelf("S4"), "anomaly", ""))


def science_with_labs(game, seat, labs, **positions):
    def change(state):
        player = state.players[seat]
        player.built["lab"] = labs
        player.storage["kelp"] = 1
        player.research.update(positions)
    return apply(arranged(game, change), PlayCard(seat, "science"))


def test_only_one_player_may_occupy_the_last_space_of_a_track():
    """ "Only 1 player may occupy and gain the reward for the last space on each Research
    Track." Read: the advance onto a held last space is lost, the cube stays on the space
    before."""
    last = research.last("ecology")

    def other_holds_it(state):
        state.players[1].research["ecology"] = last
    game = arranged(started(), other_holds_it)
    game = science_with_labs(game, 0, 2, ecology=last - 1)
    with pytest.raises(IllegalMove) as refused:
        game.check(Advance(0, "ecology"))
    assert refused.value.rule == "research-last"
    assert "another player holds the last space" in str(refused.value)
    assert {a.track for a in game.legal_actions()} == {"mineralogy", "zoology"}


def test_advancing_gains_every_reward_passed_and_the_third_space_benefit():
    """ "gaining any rewards their tracking token passes over or ends on" """
    game = science_with_labs(started(), 0, 2)
    credits = game.state.players[0].credits
    game, said = told(game, Advance(0, "zoology"))
    assert said == ["P0 advances 1 on Zoology to space 1, gaining a Depth Dragon move of 1"]
    assert game.waiting["kind"] == "dragon" and game.waiting["spaces"] == 1
    game, said = told(game, game.legal_actions()[0])
    assert said[-1].startswith("the Depth Dragon comes to rest on D")  # nobody's facility faces
    game, said = told(game, Advance(0, "ecology"))
    assert game.state.players[0].storage == {"kelp": 1} and game.state.players[0].credits == \
        credits


def test_the_first_complete_oceanic_research_triggers_the_end():
    """Rulebook example: "All oceanic research has been completed, with a Living Ocean Group
    (green) cube at the end of the Ecology Track and Meneswo Foundation (purple) cubes at the ends
    of the Mineralogy and Zoology Tracks. This triggers the end of the game." """
    last = {t: research.last(t) for t in ("ecology", "mineralogy", "zoology")}

    def almost(state):
        state.players[0].research.update(mineralogy=last["mineralogy"], zoology=last["zoology"])
    game = arranged(started(("meneswo", "living-ocean")), almost)
    assert game.turn == 0  # Meneswo plays before Living Ocean
    game = apply(game, PlayCard(0, "process"), PlayCard(0, "move"), Stop(0))
    game = science_with_labs(game, 1, 2, ecology=last["ecology"] - 1)
    game, said = told(game, Advance(1, "ecology"))
    assert game.state.trigger == {"seat": 1, "how": "research"}
    assert any("The end of the game is triggered (all three Research Tracks are complete)"
               in line for line in said)


def test_an_anomaly_advances_two_spaces_and_its_token_may_be_stored_with_a_lab():
    """ "Regardless of if the token was placed in Anomaly Storage or not, immediately advance 2
    spaces on the Anomaly's corresponding Research Track." """
    game, _ = extract_anomaly("zoology", labs=1)
    assert game.state.players[0].research["zoology"] == 2
    assert game.waiting["kind"] == "anomaly"
    game = apply(game, StoreAnomaly(0, 0))
    assert game.state.players[0].anomalies == [["zoology"]]


def test_a_stack_holds_one_type_unless_probe_bay_or_an_overwrite():
    """ "Each Anomaly Storage space may hold up to 3 Anomaly Tokens of the same type"; "players may
    choose to overwrite a previous Anomaly Tile" (read: that space's tokens go back to the box);
    Probe Bay: "you may stack it with other Anomaly Tokens of any type". """
    game, _ = extract_anomaly("zoology", labs=1, stored=["ecology"])
    with pytest.raises(IllegalMove) as refused:
        game.check(StoreAnomaly(0, 0))
    assert refused.value.rule == "anomaly-type"
    assert apply(game, StoreAnomaly(0, 0, replace=True)).state.players[0].anomalies == [
        ["zoology"]]
    probe = arranged(game, lambda s: s.players[0].techs.update({"probe-bay": ["hull", 2, 1]}))
    assert apply(probe, StoreAnomaly(0, 0)).state.players[0].anomalies == [
        ["ecology", "zoology"]]
    assert apply(game, Done(0)).state.players[0].anomalies == [["ecology"]]  # returned to box


def test_without_a_lab_the_anomaly_token_returns_to_the_box():
    game, said = extract_anomaly("ecology")
    assert "P0 has no Lab: the Ecology anomaly token returns to the box" in said
    assert game.state.players[0].research["ecology"] == 2


def test_meneswo_deep_build_power_takes_rewards_under_other_players_cubes():
    """ "For each Extractor you've built (max. 3), gain 1 resource reward listed underneath
    another player's tracking cube on a Research Track. You may choose a maximum of 1 reward from
    each track." """
    def position(state):
        meneswo = state.players[0]
        meneswo.built.update(super=1, extractor=2)
        state.players[1].research.update(ecology=1, mineralogy=2, zoology=1)
    game = arranged(started(("meneswo", "living-ocean")), position)
    game = apply(game, PlayCard(0, "process"), PlayCard(0, "special"))
    while game.waiting["kind"] != "power":  # no scouting nor building wanted
        game = apply(game, Done(0))
    game = apply(game, Power(0))
    assert {(a.track, a.space) for a in game.legal_actions() if isinstance(a, Borrow)} == {
        ("ecology", 1), ("mineralogy", 2)}  # Zoology 1 moves the dragon: no resource
    kelp = game.state.players[0].storage.get("kelp", 0)
    game = apply(game, Borrow(0, "ecology", 1))
    assert game.state.players[0].storage.get("kelp", 0) == kelp + 1
    with pytest.raises(IllegalMove) as refused:
        game.check(Borrow(0, "ecology", 1))
    assert refused.value.rule == "borrow-track"
