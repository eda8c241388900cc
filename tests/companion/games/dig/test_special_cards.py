"""Special and end cards in the whole game, the recruit's fifth cards, and the tips about
them: what each card adds to a gallery and what its owner takes away."""

from companion.games.base import PointItem
from companion.games.dig import actions as a
from companion.games.dig.game import Game
from tests.companion.games.dig.table import Table

ANN, BEN = 0, 1


def test_a_rune_is_worth_a_gem_and_kept_until_the_end():
    """"Rune: Worth 1 Gem. Keep this card after the Gallery closes and until the game ends.\""""
    table = Table()
    table.open(ANN, "gold", "rune")
    table.turn_of(ANN)
    table.do(a.Close(ANN, 1))
    ann = table.player(ANN)
    assert (ann.runes, ann.total) == (1, 1) and "rune" not in table.state.discard
    assert [(i.vp, i.source) for i in table.game.points()[ANN].items] == [(0, "gallery"),
                                                                         (1, "rune")]


def test_runes_and_gem_eggs_count_only_in_a_gallery():
    """"the following cards can also be added to a Gallery and can only be collected if
    placed on a Gallery.\""""
    table = Table()
    table.dig(ANN, "gem-egg")
    table.dig(BEN, "rune")
    assert sorted(table.state.discard) == ["gem-egg", "rune"]
    assert table.player(ANN).total == table.player(BEN).total == 0


def test_a_gem_egg_is_traded_for_a_gem_unless_an_attack_closes_the_gallery():
    """"Gem Egg: When your Gallery closes (unless it results from an attack), trade this card
    for a Gem.\""""
    table = Table()
    table.open(ANN, "gold", "gem-egg")
    table.open(BEN, "gold", "gem-egg")
    table.turn_of(ANN)
    table.do(a.Close(ANN, 1))
    table.dig(BEN, "skeleton", gallery=1)
    assert (table.player(ANN).gems, table.player(BEN).gems) == (1, 0)
    assert table.state.supply == 39
    assert table.state.discard.count("gem-egg") == 2


def test_exit_gathers_everything_and_retrieves_the_recruits():
    """"Exit: Gather everything you have collected in your Gallery and retrieve your
    Recruit(s).\""""
    table = Table()
    table.open(ANN, "gold", "ruby", "rune")
    table.dig(ANN, "exit", gallery=1)
    ann = table.player(ANN)
    assert ann.galleries[0] is None and (ann.recruits, ann.runes) == (1, 1)
    assert (ann.stones["gold"], ann.stones["ruby"]) == (1, 1)


def test_gem_room_ends_the_gallery_and_adds_a_gem():
    """"Gem Room: Ends your Gallery and adds 1 gem. Gather everything ...\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "gem-room", gallery=1)
    assert table.player(ANN).gems == 1 and table.player(ANN).recruits == 1


def test_exit_as_a_fifth_card_adds_a_gem_and_the_gem_room_two():
    """Tips: "The Exit and the Gem Room will count towards your Recruit's set of 5 cards, so
    whenever you place one of them as a 5th/10th/15th... card, add a Gem (or 2 if you have
    drawn the Gem Room) before closing the Gallery and collecting everything!\""""
    table = Table()
    table.open(ANN, "gold", "iron", "iron", "iron", "exit")
    table.open(BEN, "gold", "iron", "iron", "iron", "gem-room")
    assert (table.player(ANN).gems, table.player(BEN).gems) == (1, 2)


def test_collapse_loses_everything():
    """"Collapse: Destroys your Gallery. You lose everything in it: Recruits are returned to the
    Tavern, Gems are lost and all cards from the Gallery are discarded.\""""
    table = Table()
    table.open(ANN, "gold", "iron", "rune", "iron", "diamond")  # a gem on the diamond
    table.dig(ANN, "collapse", gallery=1)
    ann = table.player(ANN)
    assert (ann.total, ann.recruits, ann.tavern) == (0, 0, 4)
    assert ann.stones == {"iron": 0, "gold": 0, "diamond": 0, "ruby": 0}
    assert table.state.supply == 40
    assert sorted(table.state.discard) == ["collapse", "diamond", "gold", "iron", "iron",
                                           "rune"]


def test_recruits_on_the_1st_and_3rd_cards_add_up():
    """Tips: "If you have several Recruits inside a Gallery, their abilities add up! i.e. If
    one Recruit is on the 1st card, then one Gem will appear on the 5th, 10th... card, and if
    another Recruit is on the 3rd card, then a Gem will also appear on the 8th, 13th...
    card!" The CLI contract's rule (a recruit on card k pays on k+4, k+9) puts the 3rd card's
    gems on the 7th and 12th: the tip's 8th contradicts its own 1st -> 5th (docs/rules-notes/
    dig.md)."""
    table = Table()
    table.stock(ANN, "ruby", "iron")
    table.turn_of(ANN)
    table.do(a.HireRecruits(ANN, 1, ("iron", "ruby")))
    table.do(a.LeaveTavern(ANN))
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "gold", gallery=1)
    table.do(a.PlaceCard(ANN, True))
    table.reveal(*["iron"] * 1)
    for _ in range(9):
        table.dig(ANN, "iron", gallery=1)
    gems = [slot.gems for slot in table.gallery(ANN, 1).slots]
    assert [n for n, g in enumerate(gems, start=1) if g] == [5, 7, 10, 12]


def test_the_view_says_where_the_next_gems_fall_and_what_closing_gives():
    table = Table()
    table.open(ANN, "gold", "gem-egg", "rune")
    gallery = table.game.view(None).players[ANN].galleries[0]
    assert gallery.next_gems[:2] == ((5, 1), (10, 1))
    assert (gallery.closing_gems, gallery.closing_runes, gallery.closing_stones) == (1, 1, 1)


def test_an_applied_card_is_discarded_not_added():
    """Tips: "Once you have applied a card's special effect, don't add it to your Gallery,
    instead discard it!\""""
    table = Table()
    table.open(ANN, "gold", "iron", "iron", "iron", "diamond")
    table.dig(ANN, "spider", gallery=1)
    table.dig(ANN, "bag")
    table.do(a.Use(ANN, "bag"))
    assert "spider" not in table.cards(ANN, 1)
    assert sorted(table.state.discard) == ["bag", "spider"]


def test_with_the_supply_empty_no_more_gems_are_placed():
    """The 40 gems are all there is (the rulebook is silent on running out): a fifth card
    gets none, a gem room adds none, nothing is owed."""
    table = Table()
    table.open(ANN, "gold", "iron", "iron", "iron")
    state = table.state.clone()  # every gem with Ben: set directly
    state.supply, state.players[BEN].items = 0, [PointItem(40, "gallery", "set directly")]
    table.game = Game(state, table.game.to_json()["setup"])
    table.dig(ANN, "gem-room", gallery=1)
    assert table.player(ANN).gems == 0 and table.state.supply == 0
