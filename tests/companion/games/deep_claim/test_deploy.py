"""Phase I, Deploy: turn order, six cards deployed and one kept, bids and digs."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import PlayBid, PlayDig
from tests.companion.games.deep_claim.play import drafted


def test_players_deploy_one_card_each_in_turn_until_six_are_out():
    """"Beginning with the first player and continuing clockwise, each player deploys one card
    on their turn. Play passes round and round until every player has deployed six cards.\""""
    game = drafted(3)
    turns = []
    while game.phase == "deploy":
        seat = game.waiting_for[1]
        turns.append(seat)
        card = game.view(seat).players[seat].hand[0]
        game, _ = game.apply(PlayDig(seat, card, seat))
    assert turns == [0, 1, 2] * 6
    assert all(len(p["hand"]) >= 1 for p in game.to_json()["players"])


def test_a_player_may_put_several_cards_at_one_location():
    """"A player may deploy as many cards as they like at the same location, as bids, as digs,
    or both.\""""
    game = drafted(2)
    game, _ = game.apply(PlayBid(0, 5, 0))
    game, _ = game.apply(PlayBid(1, 1, 1))
    game, _ = game.apply(PlayDig(0, 6, 0))
    game, _ = game.apply(PlayBid(1, 2, 1))
    game, _ = game.apply(PlayBid(0, 3, 0))
    loc = game.view(0).locations[0]
    assert [b.card for b in loc.bids] == [5, 3]  # "keep the bids in order, highest first"
    assert [(d.seat, d.card) for d in loc.digs] == [(0, 6)]


def test_a_card_already_deployed_is_not_in_hand():
    game = drafted(2)
    game, _ = game.apply(PlayBid(0, 5, 0))
    game, _ = game.apply(PlayBid(1, 5, 0))
    with pytest.raises(IllegalMove) as refused:
        game.apply(PlayDig(0, 5, 1))
    assert refused.value.rule == "hand"
    assert "Deploy six. Keep one." in str(refused.value)


def test_deploying_out_of_turn_is_refused():
    game = drafted(3)
    with pytest.raises(IllegalMove) as refused:
        game.apply(PlayBid(1, 5, 0))
    assert refused.value.rule == "turn"
    assert "green's turn" in str(refused.value)


def test_a_location_that_does_not_exist_is_refused_counting_as_the_table_does():
    """"Place one location board per player": two players, locations 1 and 2."""
    with pytest.raises(IllegalMove) as refused:
        drafted(2).apply(PlayBid(0, 5, 2))  # the third board, counted from 0 in the file
    assert refused.value.rule == "location"
    assert str(refused.value).startswith("location 3 does not exist; this table has locations "
                                         "1 to 2")


def all_six_deployed():
    """Two players deploy six digs each, always the first card in hand."""
    game = drafted(2)
    for _ in range(12):
        seat = game.waiting_for[1]
        hand = game.view(seat).players[seat].hand
        game, _ = game.apply(PlayDig(seat, hand[0], 0))
    return game


def test_the_seventh_card_stays_in_hand():
    """"The seventh card stays in hand - it will pay income in the next phase.\""""
    game = all_six_deployed()
    assert game.phase != "deploy"
    assert [p["hand"] for p in game.to_json()["players"]] == [[6], [6]]


def test_a_seventh_deployed_card_is_refused_with_the_keep_one_rule():
    """"Deploy six. Keep one - it pays its income in phase II." """
    game = all_six_deployed()
    with pytest.raises(IllegalMove) as refused:
        game.apply(PlayBid(0, 6, 0))
    assert refused.value.rule == "keep-one"
    assert "has deployed 6 cards this season" in str(refused.value)
