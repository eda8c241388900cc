"""Setting up for 2, 3 and 4 players."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import Game, default_names

MIXED_CONTRACTS = {2: 8, 3: 10, 4: 12}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_table_is_laid_out_for_the_player_count(seats):
    """"Place one location board per player" ... "8 contracts at two players, 10 at three, 12
    at four" ... "Set the coin and pickaxe tracks to 7".\""""
    state = Game.new(default_names(seats), seed=7).to_json()
    assert len(state["locations"]) == seats
    for loc in state["locations"]:
        assert loc["mine"] is not None
        assert all(v is not None for v in loc["veins"]) and len(loc["veins"]) == 4
        assert loc["cells"][4] == -2  # the neutral miner, on the centre cell
        assert loc["display"][3].startswith("contract:")
        assert all(item is not None for item in loc["display"])
    mixed = state["decks"]["mixed"] + [i for loc in state["locations"] for i in loc["display"][:3]]
    assert sum(item.startswith("contract:") for item in mixed) == MIXED_CONTRACTS[seats]
    assert sum(item.startswith("critter:") for item in mixed) == 56
    for p in state["players"]:
        assert (p["coins"], p["pickaxes"], p["vp"]) == (7, 7, 0)
        assert p["hand"] == list(range(7))
    assert len(state["draft"]) == 2 * seats


def test_the_modules_deal_objectives_and_magnates():
    """"Deal each player 3 objective cards" and "deal each player 2 magnates. Keep one".\""""
    game = Game.new(default_names(2), seed=3, objectives=True, magnates=True)
    state = game.to_json()
    assert all(len(p["objectives"]) == 3 for p in state["players"])
    assert game.waiting_for == ("magnate", 0)
    offer = state["players"][0]["magnate_offer"]
    assert len(offer) == 2
    assert game.view(1).players[0].objectives is None  # hidden: a count only
    assert game.view(1).players[0].objective_count == 3


def test_two_games_from_one_seed_are_the_same():
    four = default_names(4)
    assert Game.new(four, seed=11).to_json() == Game.new(four, seed=11).to_json()
    assert Game.new(four, seed=11).to_json() != Game.new(four, seed=12).to_json()


def test_five_players_are_refused():
    with pytest.raises(IllegalMove, match="2-4 players"):
        Game.new(["ann", "ben", "cy", "di", "eve"], seed=1)


def test_the_first_player_is_chosen_at_set_up_and_leads_the_draft_and_the_deploy():
    """"Choose a first player and give them the hammer." ... "Beginning with the first player
    and going clockwise, each player chooses one contract".\""""
    game = Game.new(default_names(3), seed=2, first=2)
    order = []
    while game.waiting_for[0] == "draft":
        order.append(game.waiting_for[1])
        game, _ = game.apply(game.legal_actions()[0])
    assert order[:5] == [2, 0, 1, 1, 0]
    assert game.waiting_for == ("deploy", 2)
    assert game.to_json()["setup"]["first"] == 2
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize("first", [3, -1])
def test_a_first_player_who_is_not_at_the_table_is_refused(first):
    with pytest.raises(IllegalMove) as refused:
        Game.new(default_names(3), seed=2, first=first)
    assert refused.value.rule == "first-player"
    assert "Choose a first player and give them the hammer." in str(refused.value)
