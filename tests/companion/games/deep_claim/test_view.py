"""What each seat may see: hands, objectives and face-down digs stay hidden."""

from companion.games.deep_claim import DigView, PlayDig
from tests.companion.games.deep_claim.play import deploy, drafted, settle


def test_a_face_down_dig_is_hidden_until_its_mine_is_turned_up():
    """"Face down, to the right of a mine - a dig" ... "take the face-down pile sitting beside a
    mine ... turn it face up".\""""
    game = drafted(2)
    game, _ = game.apply(PlayDig(0, 6, 1))
    assert game.view(1).locations[1].digs == (DigView(seat=0, card=None),)
    assert game.view(0).locations[1].digs == (DigView(seat=0, card=6),)
    assert game.view(None).locations[1].digs == (DigView(seat=0, card=None),)


def test_digs_show_their_value_once_their_mine_is_resolving():
    game = deploy(drafted(2), {0: [("dig", c, 1) for c in range(6)],
                               1: [("dig", c, 0) for c in range(6)]})
    game = settle(game, lambda g: g.phase == "mine" and g.waiting_for[1] == 1)
    top = game.view(0).locations[0].digs
    assert [d.card for d in top] == [0, 1, 2, 3, 4, 5]  # mine 1 is face up
    assert all(d.card is None for d in game.view(1).locations[1].digs)


def test_other_players_contracts_in_hand_are_a_count():
    view = drafted(3).view(1)
    assert view.players[0].contracts is None and view.players[0].contracts_in_hand == 2
    assert len(view.players[1].contracts) == 2
    assert not hasattr(view, "decks") and not hasattr(view, "log")


def test_the_table_screen_sees_no_hand_at_all():
    game, _ = drafted(2).apply(PlayDig(0, 6, 1))
    table = game.view(None)
    assert all(p.hand is None and p.contracts is None and p.objectives is None
               for p in table.players)
    assert [p.hand_size for p in table.players] == [6, 7]


def test_other_players_action_cards_are_a_count():
    """Face-down digs stay secret only if the cards left in hand do too."""
    game, _ = drafted(2).apply(PlayDig(0, 6, 1))
    assert game.view(1).players[0].hand is None and game.view(1).players[0].hand_size == 6
    assert game.view(0).players[0].hand == (0, 1, 2, 3, 4, 5)
