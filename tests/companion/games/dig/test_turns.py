"""Game Turn: digging in, beside and before every gallery; recruits and galleries; the tavern;
closing; the end of the game. Each test quotes the sentence it checks."""

import random

from companion.games.dig import actions as a
from companion.games.dig.game import Game
from companion.games.dig.invariants import problems
from companion.games.dig.table_events import Drawn, Reshuffled
from tests.companion.games.dig.table import Table

ANN, BEN, CAT = 0, 1, 2


def test_a_turn_is_one_of_dig_tavern_or_close():
    """"On your turn you must perform one of the following actions: Dig in THE HILL ... Go to
    the Tavern ... Close one of your Galleries.\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.stock(ANN, "ruby", "gold")
    table.turn_of(ANN)
    kinds = {type(action).__name__ for action in table.legal()}
    assert kinds == {"Dig", "Close", "HireRecruits"}
    table.do(a.Close(ANN, 1))
    assert table.game.turn == BEN  # closing was the whole turn


def test_digging_beside_a_stone_is_kept_in_hand_or_starts_a_gallery():
    """"draw the card and place it to the side... ...then, depending on the card you have
    drawn, choose either to collect the card into your hand or place a Recruit on it to start
    a new Gallery.\""""
    table = Table()
    table.dig(ANN, "ruby")
    assert table.legal() == [a.Keep(ANN)] + [a.StartGallery(ANN, p) for p in (1, 2, 3, 4)]
    table.do(a.Keep(ANN))
    assert table.player(ANN).stones["ruby"] == 1


def test_placing_a_recruit_immediately_draws_another_card_into_the_gallery():
    """"Whenever you place a Recruit, immediately draw another card and add it to the
    Gallery!\""""
    table = Table()
    table.dig(ANN, "gold")
    table.do(a.StartGallery(ANN, 1))
    assert table.game.turn == ANN and all(isinstance(x, a.Reveal) for x in table.legal())
    table.reveal("rune")
    assert table.cards(ANN, 1) == ["gold", "rune"]
    assert table.player(ANN).recruits == 0


def test_the_immediate_draw_in_a_seeded_game_comes_from_the_hill():
    game = Game.new(["Ann", "Ben"], 3)
    rng = random.Random(3)
    while True:  # play until a gallery is started
        options = game.legal_actions()
        start = [x for x in options if isinstance(x, a.StartGallery)]
        if start:
            game, events = game.apply(start[0])
            break
        game, _ = game.apply(rng.choice(options))
    drawn = [e for e in events if isinstance(e, Drawn)]
    assert drawn and drawn[0].via == "recruit" and drawn[0].gallery == start[0].gallery


def test_a_recruit_goes_only_on_a_precious_stone():
    """"A Recruit may only be placed on a Precious Stone card to start a Gallery!\""""
    table = Table()
    table.dig(ANN, "rune")  # beside: a rune "can only be collected if placed on a Gallery"
    assert table.game.turn == BEN
    assert table.player(ANN).galleries == [None] * 4
    table.dig(BEN, "rune")
    assert table.state.discard.count("rune") == 2


def test_digging_in_a_gallery_adds_the_card_to_it():
    """"If you choose to dig in your Gallery, add the card to it.\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "diamond", gallery=1)  # no recruit in hand: nothing to decide
    assert table.cards(ANN, 1) == ["gold", "iron", "diamond"]
    assert table.game.turn == BEN


def hire(table: Table, seat: int, count: int) -> None:
    """`seat` keeps stones beside, then hires `count` recruits with them (a ruby and an iron
    each: 5 crystals)."""
    table.stock(seat, *["ruby", "iron"] * count)
    table.turn_of(seat)
    table.do(a.HireRecruits(seat, count, ("iron",) * count + ("ruby",) * count))
    table.do(a.LeaveTavern(seat))


def test_a_second_recruit_goes_on_a_stone_drawn_into_the_gallery_and_draws_again():
    """"only one Recruit is allowed per card"; "Whenever you place a Recruit, immediately draw
    another card and add it to the Gallery!\""""
    table = Table()
    hire(table, ANN, 1)
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "ruby", gallery=1)
    assert table.legal() == [a.PlaceCard(ANN), a.PlaceCard(ANN, True)]
    table.do(a.PlaceCard(ANN, True))
    table.reveal("diamond")
    assert [(s.card, s.recruit) for s in table.gallery(ANN, 1).slots] == [
        ("gold", True), ("iron", False), ("ruby", True), ("diamond", False)]
    table.dig(ANN, "rune", gallery=1)
    assert table.refused(a.PlaceCard(ANN, True)).rule in ("turn", "no-card")


def test_a_gallery_holds_at_most_four_recruits():
    """"A Gallery may never contain more than 4 Recruits\"."""
    table = Table()
    hire(table, ANN, 3)
    table.open(ANN, "gold", "iron")
    for stone in ("gold", "gold", "gold"):
        table.dig(ANN, stone, gallery=1)
        table.do(a.PlaceCard(ANN, True))
        table.reveal("iron")
        table.plainly(ANN)
    assert table.gallery(ANN, 1).recruits == 4 and table.player(ANN).recruits == 0
    assert table.player(ANN).tavern == 0  # all four of Ann's colour are in the gallery


def test_a_player_owns_at_most_four_recruits_and_galleries():
    """"Each player can hire up to 4 Recruits in total. You can create and manage up to 4
    Galleries at the same time.\""""
    table = Table()
    table.stock(ANN, "ruby", "ruby", "ruby", "ruby", "iron", "iron", "iron", "iron")
    table.turn_of(ANN)
    four = a.HireRecruits(ANN, 4, ("iron",) * 4 + ("ruby",) * 4)
    assert four not in table.legal()
    assert table.refused(four).rule == "recruit-count"
    table.do(a.HireRecruits(ANN, 3, ("iron",) * 3 + ("ruby",) * 3))
    table.do(a.LeaveTavern(ANN))
    for _ in range(4):
        table.open(ANN, "gold", "iron")
    assert len(table.player(ANN).open_galleries()) == 4
    table.dig(ANN, "gold")  # a fifth stone beside: no place and no recruit for a gallery
    assert table.player(ANN).stones["gold"] == 1
    assert table.refused(a.StartGallery(ANN, 1)).rule == "turn"


def test_a_new_gallery_takes_a_free_place():
    table = Table()
    hire(table, ANN, 1)
    table.open(ANN, "gold", "iron", place=3)
    table.dig(ANN, "gold")
    assert table.legal() == [a.Keep(ANN), a.StartGallery(ANN, 1), a.StartGallery(ANN, 2),
                             a.StartGallery(ANN, 4)]
    assert table.refused(a.StartGallery(ANN, 3)).rule == "gallery-taken"


def test_several_galleries_one_card_face_down_each_then_turned_up():
    """"If you own several Galleries, place one card face down in front of each of your
    Galleries, then turn them face up and apply their effect if any to the Gallery they have
    been added to." The table may turn them up in any order; they apply gallery by gallery."""
    table = Table()
    hire(table, ANN, 2)
    for _ in range(3):
        table.open(ANN, "gold", "iron")
    table.turn_of(ANN)
    table.do(a.Dig(ANN, each=True))
    table.reveal("rune", gallery=3)
    table.reveal("gem-egg", gallery=1)
    assert table.cards(ANN, 1) == ["gold", "iron"]  # nothing applies before all are up
    table.reveal("snake", gallery=2)
    assert [table.cards(ANN, p)[-1] for p in (1, 2, 3)] == ["gem-egg", "snake", "rune"]
    assert table.game.turn == BEN


def test_several_galleries_face_down_in_a_seeded_game_draw_one_card_each():
    game = Game.new(["Ann", "Ben"], 8)
    rng = random.Random(8)
    while a.Dig(game.turn, each=True) not in game.legal_actions():
        game, _ = game.apply(rng.choice(game.legal_actions()))
    seat = game.turn
    places = [p for p, _ in game.state.players[seat].open_galleries()]
    game, events = game.apply(a.Dig(seat, each=True))
    drawn = [e for e in events if isinstance(e, Drawn)]
    assert [e.gallery for e in drawn] == places and {e.via for e in drawn} == {"face down"}


def test_a_werewolf_turned_up_first_leaves_the_other_face_down_cards_nothing_to_join():
    table = Table()
    hire(table, ANN, 1)
    table.open(ANN, "gold", "iron")
    table.open(ANN, "gold", "iron")
    table.turn_of(ANN)
    table.do(a.Dig(ANN, each=True))
    table.reveal("werewolf", gallery=1)
    table.reveal("ruby", gallery=2)
    assert table.player(ANN).open_galleries() == []
    assert "ruby" in table.state.discard  # its gallery closed before it was applied


def test_the_tavern_hires_recruits_for_five_crystals_without_change():
    """"A Recruit can be hired at the Tavern for 5 Crystals. You may hire more than one Recruit
    at the same time (as long as you have enough Crystals)"; "The Tavern cannot give any
    Crystals back. It is up to you to overpay ... or wait until you have the exact amount.\""""
    table = Table()
    table.stock(ANN, "ruby", "gold", "iron")
    table.turn_of(ANN)
    hires = [x for x in table.legal() if isinstance(x, a.HireRecruits)]
    assert hires == [a.HireRecruits(ANN, 1, ("iron", "ruby")),
                     a.HireRecruits(ANN, 1, ("gold", "ruby"))]  # 5, or 6 with no change
    assert table.refused(a.HireRecruits(ANN, 1, ("iron", "gold"))).rule == "price"
    assert table.refused(a.HireRecruits(ANN, 1, ("iron", "gold", "ruby"))).rule == "price"
    table.do(a.HireRecruits(ANN, 1, ("ruby", "gold")))  # overpaid by 1: no change
    assert table.player(ANN).stones == {"iron": 1, "gold": 0, "diamond": 0, "ruby": 0}
    assert (table.player(ANN).recruits, table.player(ANN).tavern) == (2, 2)
    assert table.refused(a.HireRecruits(ANN, 1, ("iron",))).rule == "hire-once"
    table.do(a.LeaveTavern(ANN))
    assert table.game.turn == BEN


def test_hired_companions_stay_and_as_many_as_one_can_pay():
    """"Once hired, a Companion will stick with you until the game ends. You can hire as many
    Companions as you like (as long as you can pay them)!\""""
    table = Table()
    table.stock(ANN, "iron", "gold", "gold", "diamond")
    table.turn_of(ANN)
    table.do(a.HireCompanion(ANN, "German Shepherd", ("iron", "gold")))
    table.do(a.HireCompanion(ANN, "Knight", ("gold", "diamond")))
    table.do(a.LeaveTavern(ANN))
    assert table.player(ANN).companions == ["German Shepherd", "Knight"]
    assert "Knight" not in table.state.tavern
    table.turn_of(ANN)
    assert table.refused(a.HireCompanion(ANN, "Knight", ())).rule == "tavern-companion"


def test_closing_a_gallery_collects_its_cards_gems_and_recruits():
    """"When a Gallery closes collect all of the cards, Gems and Recruits in it": the stones go
    to the hand, the gems and runes to the player, the recruit back."""
    table = Table()
    table.open(ANN, "gold", "iron")
    for card in ("rune", "iron", "diamond"):
        table.dig(ANN, card, gallery=1)
    assert table.gallery(ANN, 1).slots[4].gems == 1  # the 5th card
    table.turn_of(ANN)
    table.do(a.Close(ANN, 1))
    ann = table.player(ANN)
    assert (ann.gems, ann.runes, ann.total, ann.recruits) == (1, 1, 2, 1)
    assert ann.stones == {"iron": 2, "gold": 1, "diamond": 1, "ruby": 0}
    assert ann.galleries == [None] * 4


def test_a_card_that_cannot_be_played_is_discarded_and_the_turn_passes():
    """Tips: "If you draw a card and can't play it (i.e. you draw a Spider beside a Gallery),
    discard it and pass your turn.\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "spider")
    assert table.game.turn == BEN and table.state.discard == ["spider"]
    assert table.cards(ANN, 1) == ["gold", "iron"]


def test_once_the_hill_is_empty_the_discard_is_shuffled_into_a_new_one():
    """Tips: "Once the Hill is empty, shuffle all discarded cards to form a new one!\""""
    game = Game.new(["Ann", "Ben"], 4)
    rng = random.Random(4)
    while True:
        game, events = game.apply(rng.choice(game.legal_actions()))
        shuffled = [e for e in events if isinstance(e, Reshuffled)]
        if shuffled:
            break
    state = game.state
    assert shuffled[0].cards > 0 and state.shuffles == 1 and problems(state) == []


def test_with_no_card_left_to_draw_and_nothing_to_close_or_hire_a_player_passes():
    """The rulebook is silent on a turn with no possible action: the player passes. (A state
    with the hill and the discard empty is built directly: the cards are set aside.)"""
    game = Game.new(["Ann", "Ben"], 4)
    state = game.state.clone()
    state.hill = []
    stuck = Game(state, game.to_json()["setup"])
    assert stuck.legal_actions() == [a.Pass(0)]
    assert not stuck.is_legal(a.Dig(0))
    after, _ = stuck.apply(a.Pass(0))
    assert after.turn == 1
