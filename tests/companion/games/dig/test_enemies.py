"""The seven enemies, each with and without the companion that protects from it; the orc's
three; the werewolf on every gallery and every recruit in hand."""

import pytest

from companion.games.dig import actions as a
from companion.games.dig.game import Game
from companion.games.dig.table_events import Protected
from tests.companion.games.dig.table import Table

ANN, BEN = 0, 1
PROTECTORS = {"spider": ("German Shepherd", ("iron", "gold"), 1),
              "snake": ("Elf", ("iron", "gold"), 1),
              "thief": ("Hunter", ("gold", "diamond"), 1),
              "skeleton": ("Knight", ("gold", "diamond"), 1),
              "orc": ("Paladin", ("iron", "iron", "iron"), 2),
              "ghost": ("Shadowman", ("gold", "gold"), 1),
              "werewolf": ("Ninja Cat", ("iron", "iron", "iron"), 2)}
TAVERN = ("German Shepherd", "Elf", "Hunter", "Knight", "Paladin", "Shadowman")


def with_companion(companion: str, price: tuple[str, ...]) -> Table:
    """Ann has hired `companion` (it is in the tavern) and then opened a gallery with a gem:
    a recruit on a gold, three irons, a diamond as the 5th card, a rune."""
    tavern = TAVERN if companion in TAVERN else (companion, *TAVERN[1:])
    table = Table(tavern=tavern)
    table.stock(ANN, *price)
    table.turn_of(ANN)
    table.do(a.HireCompanion(ANN, companion, price))
    table.do(a.LeaveTavern(ANN))
    table.open(ANN, "gold", "iron", "iron", "iron", "diamond", "rune")
    return table


def unprotected() -> Table:
    table = Table()
    table.open(ANN, "gold", "iron", "iron", "iron", "diamond", "rune")
    return table


@pytest.mark.parametrize("enemy", sorted(PROTECTORS))
def test_a_companion_protects_from_its_enemy_and_pays_its_gems(enemy):
    """"German Shepherd: Protects you from Spiders (discard the Enemy card). Receive 1 Gem for
    each Spider drawn." - and so the Elf, Hunter, Knight, Shadowman (1 gem), the Paladin and
    the Ninja Cat (2 gems)."""
    companion, price, gems = PROTECTORS[enemy]
    table = with_companion(companion, price)
    before = table.cards(ANN, 1)
    table.dig(ANN, enemy, gallery=1)
    assert table.cards(ANN, 1) == before and table.gallery(ANN, 1).recruits == 1
    assert table.player(ANN).gems == gems
    assert enemy in table.state.discard
    assert [e for e in table.events if isinstance(e, Protected)] == [
        Protected(ANN, companion, enemy, gems)]


@pytest.mark.parametrize("enemy", sorted(PROTECTORS))
def test_the_companion_pays_for_its_enemy_drawn_beside_too(enemy):
    """"Receive 1 Gem for each Spider drawn": drawn anywhere, beside a gallery too."""
    companion, price, gems = PROTECTORS[enemy]
    table = with_companion(companion, price)
    table.dig(ANN, enemy)
    assert table.player(ANN).gems == gems


def test_spider_steals_the_most_recent_gem_without_the_german_shepherd():
    """"Spider: Steals the most recently placed Gem in the Gallery. No effect if your Gallery
    has zero gems.\""""
    table = unprotected()
    table.dig(ANN, "spider", gallery=1)
    assert table.gallery(ANN, 1).gems == 0 and table.state.supply == 40
    table.dig(ANN, "spider", gallery=1)  # zero gems: no effect
    assert table.cards(ANN, 1) == ["gold", "iron", "iron", "iron", "diamond", "rune"]


def test_ghost_removes_the_last_card_and_everything_on_it():
    """"Ghost: Removes the last card of your Gallery (and everything on it as well).\""""
    table = unprotected()
    table.dig(ANN, "ghost", gallery=1)
    table.dig(ANN, "ghost", gallery=1)
    assert table.cards(ANN, 1) == ["gold", "iron", "iron", "iron"]
    assert table.state.supply == 40  # the diamond's gem went with it
    assert {"rune", "diamond"} <= set(table.state.discard)  # "Cards stolen by Enemies are
    # simply discarded"


def test_snake_joins_the_gallery_and_stops_its_gems():
    """"Snake: Add the card to the Gallery. A Gallery with a snake no longer produces
    Gems.\""""
    table = unprotected()
    table.dig(ANN, "snake", gallery=1)
    for card in ("iron", "iron", "iron"):
        table.dig(ANN, card, gallery=1)
    gallery = table.gallery(ANN, 1)
    assert gallery.slots[6].card == "snake" and gallery.slots[9].gems == 0  # card 10
    assert gallery.gems == 1  # the gem placed before the snake stays


def test_skeleton_frightens_the_recruits_and_forces_a_close():
    """"Skeleton: Frightens the Recruits in your Gallery (return them to the Tavern) and
    forces you to close it.\""""
    table = unprotected()
    table.dig(ANN, "skeleton", gallery=1)
    ann = table.player(ANN)
    assert ann.galleries[0] is None and (ann.recruits, ann.tavern) == (0, 4)
    assert (ann.gems, ann.runes) == (1, 1)  # what is left is still collected
    assert ann.stones == {"iron": 3, "gold": 1, "diamond": 1, "ruby": 0}


def test_thief_steals_the_last_two_cards_and_forces_a_close():
    """"Thief: Steals the last two cards from your Gallery (and anything on them) and forces
    you to close it.\""""
    table = unprotected()
    table.dig(ANN, "thief", gallery=1)
    ann = table.player(ANN)
    assert (ann.gems, ann.runes, ann.recruits) == (0, 0, 1)
    assert ann.stones == {"iron": 3, "gold": 1, "diamond": 0, "ruby": 0}
    assert {"diamond", "rune", "thief"} <= set(table.state.discard)


def test_the_wizard_discards_a_thief_or_skeleton_and_draws_another_card():
    """"Wizard: Protects you from Thieves and Skeletons. If you draw one of these Enemies,
    discard it and draw another card instead.\""""
    table = with_companion("Wizard", ("diamond", "ruby"))
    table.dig(ANN, "thief", gallery=1)
    assert table.game.turn == ANN  # the card drawn instead
    table.reveal("gem-egg")
    assert table.cards(ANN, 1)[-1] == "gem-egg" and table.player(ANN).gems == 0
    table.dig(ANN, "skeleton", gallery=1)
    table.reveal("rune")
    assert table.cards(ANN, 1)[-2:] == ["gem-egg", "rune"]


def test_werewolf_frightens_every_recruit_and_closes_every_gallery():
    """"Werewolf: Frightens all Recruits you have (return them to the Tavern) and forces you to
    close all of your Galleries": the recruits in hand too, and it acts wherever drawn."""
    table = Table()
    table.stock(ANN, "ruby", "iron", "ruby", "iron")
    table.turn_of(ANN)
    table.do(a.HireRecruits(ANN, 2, ("iron", "iron", "ruby", "ruby")))
    table.do(a.LeaveTavern(ANN))
    table.open(ANN, "gold", "rune")
    table.open(ANN, "diamond", "gem-egg")
    assert table.player(ANN).recruits == 1
    table.dig(ANN, "werewolf")  # beside
    ann = table.player(ANN)
    assert ann.open_galleries() == [] and (ann.recruits, ann.tavern) == (0, 4)
    assert (ann.runes, ann.gems) == (1, 0)  # the egg does not pay: an attack


def test_orc_eats_the_most_recent_recruit_and_forces_a_close():
    """"Orc: Eats the most recently placed Recruit in the Gallery (take it from the game and
    put it back into the box) and forces you to close it.\""""
    table = unprotected()
    table.dig(ANN, "orc", gallery=1)
    ann = table.player(ANN)
    assert (ann.eaten, ann.recruits, ann.tavern) == (1, 0, 3)
    assert (ann.gems, ann.runes) == (1, 1)


def test_the_orc_eats_no_more_than_three_of_a_players_recruits():
    """Tips: "Only the Orc will make you lose a Recruit for the rest of the game. Even if you
    meet it more than three times during the game, it cannot eat more than three of your
    Recruits!" The box holds one orc, met again only after the discard is reshuffled: the
    state of a player it has already eaten three recruits of is set directly."""
    table = Table()
    table.open(ANN, "gold", "iron")
    state = table.state.clone()
    state.players[ANN].eaten, state.players[ANN].tavern = 3, 0
    table.game = Game(state, table.game.to_json()["setup"])
    table.dig(ANN, "orc", gallery=1)
    ann = table.player(ANN)
    assert (ann.eaten, ann.recruits, ann.tavern) == (3, 1, 0)  # retrieved at the close
    assert ann.galleries[0] is None  # the orc still forces the close


def test_an_orc_that_has_eaten_two_eats_a_third():
    table = Table()
    table.open(ANN, "gold", "iron")
    state = table.state.clone()
    state.players[ANN].eaten, state.players[ANN].tavern = 2, 1
    table.game = Game(state, table.game.to_json()["setup"])
    table.dig(ANN, "orc", gallery=1)
    assert (table.player(ANN).eaten, table.player(ANN).recruits) == (3, 0)


def test_only_the_orc_loses_a_recruit_for_good():
    """"Only the Orc will make you lose a Recruit for the rest of the game."; "If your Gallery
    collapses or if your Recruit is attacked, return it to the Tavern. If you close a Gallery
    you retrieve your Recruit back.\""""
    for enemy in ("ghost", "skeleton", "thief", "werewolf", "collapse"):
        table = Table()
        table.open(ANN, "gold", "iron") if enemy != "ghost" else table.open(ANN, "gold",
                                                                            "shield")
        table.dig(ANN, enemy, gallery=1)
        if a.Accept(ANN) in table.legal():  # no shield this time
            table.do(a.Accept(ANN))
        ann = table.player(ANN)
        assert ann.eaten == 0 and ann.recruits + ann.tavern == 4, enemy
