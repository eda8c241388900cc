"""Set-up choices: keeping a magnate and the snake draft of contracts."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import ChooseMagnate, DraftContract, Game, default_names


def test_the_draft_snakes_back_around_the_table():
    """"When the last player has chosen, they immediately choose a second, and the picking runs
    back the other way around the table until everyone holds two.\""""
    game = Game.new(default_names(3), seed=2)
    order = []
    while game.waiting_for[0] == "draft":
        seat = game.waiting_for[1]
        order.append(seat)
        pick = next(a for a in game.legal_actions() if isinstance(a, DraftContract))
        game, _ = game.apply(pick)
    assert order[:5] == [0, 1, 2, 2, 1]  # the sixth pick is the last contract, taken for seat 0
    assert all(len(p["contracts"]) == 2 for p in game.to_json()["players"])
    assert game.waiting_for == ("deploy", 0)


def test_keeping_one_of_two_magnates():
    """"Deal each player 2 magnates. Keep one and return the other to the box.\""""
    game = Game.new(default_names(2), seed=3, magnates=True)
    offer = game.to_json()["players"][0]["magnate_offer"]
    game, _ = game.apply(ChooseMagnate(0, offer[1]))
    player = game.to_json()["players"][0]
    assert (player["magnate"], player["magnate_offer"]) == (offer[1], [])


def test_drafting_a_contract_that_is_not_revealed_is_refused():
    game = Game.new(default_names(2), seed=2)
    taken = next(n for n in range(1, 41) if n not in game.to_json()["draft"])
    with pytest.raises(IllegalMove) as refused:
        game.apply(DraftContract(0, taken))
    assert refused.value.rule == "draft"
    with pytest.raises(IllegalMove) as refused:
        game.apply(DraftContract(1, game.to_json()["draft"][0]))
    assert refused.value.rule == "turn"
