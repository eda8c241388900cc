"""A refused move names the rule it breaks and quotes the rulebook where it speaks."""

import random

import pytest

from companion.errors import IllegalMove
from companion.games.dig import actions as a
from companion.games.dig.game import Game
from tests.companion.games.dig.table import Table

ANN, BEN = 0, 1


def test_out_of_turn_names_whose_turn_it_is():
    refusal = Table().refused(a.Dig(BEN))
    assert refusal.rule == "turn" and "it is Ann's turn" in str(refusal)
    assert refusal.quote.startswith("Play then continues clockwise")


def test_a_recruit_goes_on_a_precious_stone_only():
    quote = "A Recruit may only be placed on a Precious Stone card to start a Gallery!"
    table = Table()
    table.dig(ANN, "bag")  # beside: keep it or use it, no gallery on it
    refusal = table.refused(a.StartGallery(ANN, 1))
    assert refusal.rule == "recruit-stone" and refusal.quote == quote
    table.do(a.Keep(ANN))
    table.stock(ANN, "anchor")
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "collapse", gallery=1)  # the anchor, or let it collapse
    assert table.refused(a.PlaceCard(ANN, True)).rule == "recruit-stone"


def test_keeping_a_second_card_of_a_kind():
    table = Table()
    table.stock(ANN, "compass")
    table.dig(ANN, "compass")
    refusal = table.refused(a.Keep(ANN))
    assert refusal.rule == "one-per-kind" and refusal.quote == "However you can only keep " \
        "one card per type."


def test_a_decision_comes_before_any_other_move():
    table = Table()
    table.dig(ANN, "ruby")
    refusal = table.refused(a.Close(ANN, 1))
    assert refusal.rule == "decide-first" and "what becomes of the ruby" in str(refusal)


def test_recruits_hired_once_a_visit_and_paid_without_change():
    table = Table()
    table.stock(ANN, "ruby", "gold", "iron", "iron")
    table.turn_of(ANN)
    refusal = table.refused(a.HireRecruits(ANN, 1, ("iron", "gold", "ruby")))
    assert refusal.rule == "price" and "The Tavern cannot give any Crystals back" in \
        refusal.quote
    assert table.refused(a.HireRecruits(ANN, 1, ("diamond", "gold"))).rule == "payment-cards"
    table.do(a.HireRecruits(ANN, 1, ("iron", "ruby")))
    assert table.refused(a.HireRecruits(ANN, 1, ("iron", "gold", "iron"))).rule == "hire-once"


def test_digging_in_each_gallery_needs_several():
    table = Table()
    table.open(ANN, "gold", "iron")
    table.turn_of(ANN)
    refusal = table.refused(a.Dig(ANN, each=True))
    assert refusal.rule == "several-galleries" and "If you own several Galleries" in \
        refusal.quote
    assert table.refused(a.Dig(ANN, 3)).rule == "no-gallery"


def test_a_seeded_game_draws_its_own_cards():
    """Only a table-hill game is told the cards drawn."""
    game = Game.new(["Ann", "Ben"], 1)
    rng = random.Random(1)
    while not game.state.tasks:  # until a drawn card waits for a decision
        game, _ = game.apply(rng.choice(game.legal_actions()))
    with pytest.raises(IllegalMove) as caught:
        game.apply(a.Reveal(game.turn, "ruby"))
    assert caught.value.rule == "seeded-hill"


def test_a_card_the_hill_no_longer_holds_is_refused():
    table = Table()
    table.dig(ANN, "werewolf")
    table.turn_of(BEN)
    table.do(a.Dig(BEN))
    refusal = table.refused(a.Reveal(BEN, "werewolf"))
    assert refusal.rule == "hill-count" and "no werewolf is left in the hill" in str(refusal)


def test_unknown_actions_and_seats_are_refused_not_crashed():
    game = Game.new(["Ann", "Ben"], 1)
    assert Table().refused(a.Dig(7)).rule == "seat"
    assert not game.is_legal("dig")  # not an action at all
