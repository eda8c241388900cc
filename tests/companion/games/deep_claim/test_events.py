"""Typed events, told to each viewer without what that viewer may not know."""

import random

from companion.games.deep_claim import DraftContract, Game, PlayDig, default_names
from companion.games.deep_claim.events import ContractDrafted, DigCommitted, Event
from tests.companion.games.deep_claim.play import drafted


def test_a_drafted_contract_is_named_to_its_owner_only():
    """"Keep your contracts as a private hand, hidden from the other players.\""""
    game = Game.new(default_names(3), seed=2)
    pick = next(a for a in game.legal_actions() if isinstance(a, DraftContract))
    game, events = game.apply(pick)
    drafted_event = next(e for e in events if isinstance(e, ContractDrafted))
    assert drafted_event.contract == pick.contract
    assert game.describe_event(drafted_event, 0) == f"green drafts contract {pick.contract}"
    for viewer in (None, 1, 2):
        assert game.describe_event(drafted_event, viewer) == "green drafts a contract"


def test_a_face_down_dig_names_its_card_to_its_owner_only():
    """"Face down, to the right of a mine - a dig, committed to that mine.\""""
    game, events = drafted(2).apply(PlayDig(0, 6, 1))
    (dig,) = [e for e in events if isinstance(e, DigCommitted)]
    assert game.describe_event(dig, 0) == \
        "green commits a face-down dig (card 6) to the mine at location 2"
    assert game.describe_event(dig, 1) == game.describe_event(dig, None) == \
        "green commits a face-down dig to the mine at location 2"


def test_no_event_of_a_whole_game_tells_another_player_a_hidden_card():
    rng = random.Random(4)
    game = Game.new(default_names(3), seed=4, objectives=True, magnates=True)
    while not game.over:
        game, events = game.apply(rng.choice(game.legal_actions()))
        for event in events:
            assert isinstance(event, Event)
            for viewer in (None, 0, 1, 2):
                words = game.describe_event(event, viewer)
                if viewer != event.seat and hasattr(event, "contract") and \
                        not words.startswith(game.names[event.seat] + " fulfils"):
                    assert f"contract {event.contract}" not in words
                if isinstance(event, DigCommitted) and viewer != event.seat:
                    assert "card" not in words


def test_every_action_is_told_in_table_words_counting_locations_from_one():
    rng = random.Random(8)
    game = Game.new(default_names(4), seed=8, objectives=True, magnates=True)
    while not game.over:
        legal = game.legal_actions()
        for action in legal:
            words = game.describe_action(action, None)
            assert words.startswith(game.names[action.seat])
            assert "None" not in words and "location 0" not in words and "mine 0" not in words
            if isinstance(action, PlayDig):
                assert "card" not in words
        game, _ = game.apply(rng.choice(legal))
