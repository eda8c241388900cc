"""Equipment: the ten kinds, one kept per kind, used right away or later, inside or beside a
gallery, on the gallery the player chooses. Each test quotes the card or tip it checks."""

from companion.games.dig import actions as a
from companion.games.dig.table_events import Drawn
from tests.companion.games.dig.table import Table

ANN, BEN = 0, 1
STONES = {"iron": 0, "gold": 0, "diamond": 0, "ruby": 0}


def two_galleries(equipment: str, companion: str | None = None) -> Table:
    """Ann's turn with two open galleries (a recruit hired for the second), `equipment` in
    hand and, when named, `companion` hired first."""
    tavern = (companion, "Elf", "Hunter", "Knight", "Paladin", "Shadowman") if companion else None
    table = Table(tavern=tavern) if tavern else Table()
    table.stock(ANN, *(("gold", "diamond") if companion else ()), "ruby", "iron", equipment)
    table.turn_of(ANN)
    if companion:
        table.do(a.HireCompanion(ANN, companion, ("gold", "diamond")))
    table.do(a.HireRecruits(ANN, 1, ("iron", "ruby")))
    table.do(a.LeaveTavern(ANN))
    table.open(ANN, "gold", "iron")
    table.open(ANN, "gold", "iron")
    table.turn_of(ANN)
    return table


def test_equipment_drawn_is_used_right_away_or_kept():
    """"When drawn, you can either choose to use the card right away or keep it for a later
    use.\""""
    table = Table()
    table.dig(ANN, "bag")
    assert table.legal() == [a.Keep(ANN), a.Use(ANN, "bag")]
    table.do(a.Keep(ANN))
    assert table.player(ANN).equipment == ["bag"]


def test_only_one_card_of_a_kind_is_kept_but_the_second_may_be_used_at_once():
    """"However you can only keep one card per type."; Tips: "You cannot keep more than one
    equipment card of a kind but you can immediately use the second one you just drew.\""""
    table = Table()
    table.stock(ANN, "bag")
    table.dig(ANN, "bag")
    assert table.legal() == [a.Use(ANN, "bag"), a.Discard(ANN)]
    assert table.refused(a.Keep(ANN)).rule == "one-per-kind"
    table.do(a.Use(ANN, "bag"))
    assert table.player(ANN).equipment == ["bag"] and table.player(ANN).recruits == 2


def test_a_second_card_of_a_kind_that_cannot_be_used_now_is_discarded():
    table = Table()
    table.stock(ANN, "shield")
    table.dig(ANN, "shield")
    assert table.player(ANN).equipment == ["shield"]
    assert table.state.discard == ["shield"]  # the only choice: no use now, no second kept


def test_bag_trades_for_a_recruit():
    """"Bag: Trade this card for a Recruit.\""""
    table = Table()
    table.stock(ANN, "bag")
    table.turn_of(ANN)
    assert a.Use(ANN, "bag") in table.legal()  # before the dig: the turn is then a dig
    table.do(a.Use(ANN, "bag"))
    ann = table.player(ANN)
    assert (ann.recruits, ann.tavern, ann.equipment) == (2, 2, [])
    assert "bag" in table.state.discard
    kinds = {type(x).__name__ for x in table.legal()}
    assert kinds == {"Dig"}  # "If you chose to dig": no tavern, no close this turn


def test_chest_is_worth_5_crystals_or_one_stone_of_your_choice():
    """"Chest: This card is worth 5 Crystals or 1 Precious Stone of your choice.\""""
    table = Table()
    table.stock(ANN, "chest", "gold")
    table.turn_of(ANN)
    legal = table.legal()
    assert a.HireRecruits(ANN, 1, ("chest",)) in legal
    assert a.HireCompanion(ANN, "German Shepherd", ("gold", "chest")) in legal  # iron, gold
    table.do(a.HireCompanion(ANN, "German Shepherd", ("chest", "gold")))
    assert table.player(ANN).equipment == [] and table.player(ANN).stones == STONES


def test_the_pirate_makes_a_chest_worth_10_crystals_or_two_stones():
    """"Pirate: Each Chest you have is worth 10 Crystals or 2 Precious Stones of your
    choice.\""""
    table = Table(tavern=("Pirate", "Elf", "Hunter", "Knight", "Paladin", "Shadowman"))
    table.stock(ANN, "diamond", "ruby", "chest", "ruby")
    table.turn_of(ANN)
    table.do(a.HireCompanion(ANN, "Pirate", ("diamond", "ruby")))
    legal = table.legal()
    assert a.HireRecruits(ANN, 2, ("chest",)) in legal  # 10 crystals
    assert a.HireCompanion(ANN, "Hunter", ("chest",)) in legal  # gold and diamond
    table.do(a.HireRecruits(ANN, 2, ("chest",)))
    assert table.player(ANN).recruits == 3


def test_shield_cancels_an_attack_on_a_gallery():
    """"Shield: If your Gallery gets attacked by an Enemy card, discard the Shield to cancel
    the attack.\""""
    table = Table()
    table.stock(ANN, "shield")
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "skeleton", gallery=1)
    assert table.legal() == [a.Use(ANN, "shield"), a.Accept(ANN)]
    table.do(a.Use(ANN, "shield"))
    assert table.cards(ANN, 1) == ["gold", "iron"] and table.gallery(ANN, 1).recruits == 1
    assert table.player(ANN).equipment == []
    assert sorted(table.state.discard) == ["shield", "skeleton"]


def test_without_the_shield_the_attack_goes_on():
    table = Table()
    table.stock(ANN, "shield")
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "skeleton", gallery=1)
    table.do(a.Accept(ANN))
    assert table.player(ANN).galleries[0] is None and table.player(ANN).tavern == 4
    assert table.player(ANN).equipment == ["shield"]


def test_bomb_sends_the_recruit_closest_to_it_back_to_the_tavern():
    """"Bomb: Place the Bomb on another player's Gallery (of your choice), the Recruit closest
    to the Bomb will return to the Tavern.\""""
    table = Table()
    table.stock(BEN, "ruby", "iron")
    table.turn_of(BEN)
    table.do(a.HireRecruits(BEN, 1, ("iron", "ruby")))
    table.do(a.LeaveTavern(BEN))
    table.open(BEN, "gold", "iron")
    table.dig(BEN, "ruby", gallery=1)
    table.do(a.PlaceCard(BEN, True))
    table.reveal("iron")
    table.dig(ANN, "bomb")
    assert a.Use(ANN, "bomb", gallery=1, victim=BEN) in table.legal()
    assert not any(x.victim == ANN for x in table.legal() if isinstance(x, a.Use))
    table.do(a.Use(ANN, "bomb", gallery=1, victim=BEN))
    assert [s.recruit for s in table.gallery(BEN, 1).slots] == [True, False, False, False]
    assert table.player(BEN).tavern == 3


def test_compass_draws_three_and_one_must_be_chosen_and_used():
    """"Compass: Draw 3 cards from the Hill, choose one (mandatory) and use it. Discard the
    remaining cards.\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.stock(ANN, "compass")
    table.turn_of(ANN)
    table.do(a.Use(ANN, "compass", gallery=1))
    table.reveal("rune", "ghost", "ruby")
    assert table.legal() == [a.Choose(ANN, "ghost"), a.Choose(ANN, "ruby"),
                             a.Choose(ANN, "rune")]  # mandatory: no discarding all three
    table.do(a.Choose(ANN, "rune"))
    assert table.cards(ANN, 1) == ["gold", "iron", "rune"]
    assert sorted(table.state.discard) == ["compass", "ghost", "ruby"]
    assert table.game.turn == ANN  # equipment first: the turn is a dig, still to be made


def test_compass_used_beside_takes_the_chosen_stone_into_the_hand():
    """"According to each Equipment card, their effect apply inside or beside a Gallery".
    Used beside, the chosen card is played as a card drawn beside."""
    table = Table()
    table.stock(ANN, "compass")
    table.dig(ANN, "exit")  # the dig itself: beside, nothing
    table.stock(BEN, "iron")
    table.turn_of(ANN)
    table.do(a.Dig(ANN))
    table.reveal("iron")
    table.do(a.Keep(ANN))
    table.do(a.Use(ANN, "compass"))
    table.reveal("diamond", "spider", "exit")
    table.do(a.Choose(ANN, "diamond"))
    table.do(a.Keep(ANN))
    assert table.player(ANN).stones["diamond"] == 1


def test_the_scout_applies_the_compass_to_each_gallery():
    """"Scout: When you use a Compass, its effect applies to each of your Galleries (instead
    of just one Gallery).\""""
    table = two_galleries("compass", companion="Scout")
    assert a.Use(ANN, "compass", each=True) in table.legal()
    table.do(a.Use(ANN, "compass", each=True))
    table.reveal("rune", "exit", "snake")
    table.do(a.Choose(ANN, "rune"))
    table.reveal("gem-egg", "exit", "snake")
    table.do(a.Choose(ANN, "gem-egg"))
    assert (table.cards(ANN, 1)[-1], table.cards(ANN, 2)[-1]) == ("rune", "gem-egg")


def test_several_galleries_need_a_chosen_one_unless_a_companion_says_otherwise():
    """Tips: "If you have several Galleries, you have to choose to which Gallery you want to
    apply the effect of an Equipment card (unless you have a Companion that says
    otherwise).\""""
    table = two_galleries("compass")
    uses = [x for x in table.legal() if isinstance(x, a.Use)]
    assert uses == [a.Use(ANN, "compass"), a.Use(ANN, "compass", gallery=1),
                    a.Use(ANN, "compass", gallery=2)]
    assert table.refused(a.Use(ANN, "compass", each=True)).rule == "each-gallery"


def test_pickaxe_draws_two_cards_used_in_order():
    """"Pickaxe: Draw 2 cards from the Hill, use them in the order you draw them and apply
    their effects if any.\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.stock(ANN, "pickaxe")
    table.turn_of(ANN)
    table.do(a.Use(ANN, "pickaxe", gallery=1))
    table.reveal("rune")
    table.reveal("diamond")
    assert table.cards(ANN, 1) == ["gold", "iron", "rune", "diamond"]


def test_pickaxe_stops_if_the_gallery_collapses():
    """"The Pickaxe's effect stops if the Gallery collapses.\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.stock(ANN, "pickaxe")
    table.turn_of(ANN)
    table.do(a.Use(ANN, "pickaxe", gallery=1))
    table.reveal("collapse")
    assert table.player(ANN).galleries[0] is None
    assert not any(isinstance(x, a.Reveal) for x in table.legal())  # no second card
    assert [e.via for e in table.events if isinstance(e, Drawn)].count("pickaxe") == 1


def test_the_superbacker_applies_the_pickaxe_to_each_gallery():
    """"Superbacker: When you use a Pickaxe, its effect applies to each of your Galleries
    (instead of just one Gallery).\""""
    table = two_galleries("pickaxe", companion="Superbacker")
    table.do(a.Use(ANN, "pickaxe", each=True))
    table.reveal("rune", "snake", "gem-egg", "rune")
    assert table.cards(ANN, 1)[2:] == ["rune", "snake"]
    assert table.cards(ANN, 2)[2:] == ["gem-egg", "rune"]


def test_parchment_uses_up_to_two_of_three_in_any_order():
    """"Parchment: Draw 3 cards from the Hill, choose and use up to 2 of them in any
    order.\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.stock(ANN, "parchment")
    table.turn_of(ANN)
    table.do(a.Use(ANN, "parchment", gallery=1))
    table.reveal("rune", "snake", "gem-egg")
    assert a.Discard(ANN) in table.legal()  # none at all is allowed: "up to 2"
    table.do(a.Choose(ANN, "gem-egg"))
    table.do(a.Choose(ANN, "rune"))
    assert table.cards(ANN, 1)[2:] == ["gem-egg", "rune"]
    assert "snake" in table.state.discard


def test_parchment_may_stop_after_one():
    table = Table()
    table.open(ANN, "gold", "iron")
    table.stock(ANN, "parchment")
    table.turn_of(ANN)
    table.do(a.Use(ANN, "parchment", gallery=1))
    table.reveal("rune", "snake", "gem-egg")
    table.do(a.Choose(ANN, "rune"))
    table.do(a.Discard(ANN))
    assert table.cards(ANN, 1)[2:] == ["rune"]
    assert {"snake", "gem-egg"} <= set(table.state.discard)


def test_potion_steals_the_last_card_and_its_gems():
    """"Potion: Steal the last card, and any Gems on it, of any opponent's Gallery.\""""
    table = Table()
    table.open(BEN, "gold", "iron", "iron", "iron", "ruby")  # the ruby is card 5: a gem
    table.dig(ANN, "potion")
    table.do(a.Use(ANN, "potion", gallery=1, victim=BEN))
    assert table.cards(BEN, 1) == ["gold", "iron", "iron", "iron"]
    ann = table.player(ANN)
    assert (ann.gems, ann.stones["ruby"]) == (1, 1)


def test_potion_cannot_take_a_card_with_a_recruit():
    """"You cannot use the Potion if the last card of a Gallery has a Recruit on it.\""""
    table = Table()
    table.stock(BEN, "ruby", "iron")
    table.turn_of(BEN)
    table.do(a.HireRecruits(BEN, 1, ("iron", "ruby")))
    table.do(a.LeaveTavern(BEN))
    table.open(BEN, "gold", "shield")  # the card drawn at once is kept: the gold stays last
    table.open(BEN, "gold", "iron")
    assert table.cards(BEN, 1) == ["gold"] and table.gallery(BEN, 1).slots[-1].recruit
    table.stock(ANN, "potion")
    table.turn_of(ANN)
    uses = [x for x in table.legal() if isinstance(x, a.Use)]
    assert uses == [a.Use(ANN, "potion", gallery=2, victim=BEN)]
    refusal = table.refused(a.Use(ANN, "potion", gallery=1, victim=BEN))
    assert refusal.rule == "potion-recruit" and "Recruit on it" in refusal.quote


def test_scepter_repels_the_enemy_just_drawn_to_any_players_gallery():
    """"Scepter: Repel the Enemy you just drew to any player's Gallery.\""""
    table = Table()
    table.stock(ANN, "scepter")
    table.open(ANN, "gold", "iron")
    table.open(BEN, "gold", "iron", "iron")
    table.dig(ANN, "thief", gallery=1)
    assert a.Use(ANN, "scepter", gallery=1, victim=BEN) in table.legal()
    table.do(a.Use(ANN, "scepter", gallery=1, victim=BEN))
    assert table.cards(ANN, 1) == ["gold", "iron"]
    ben = table.player(BEN)
    assert ben.galleries[0] is None  # the thief took the two irons and closed it
    assert (ben.stones["gold"], ben.recruits) == (1, 1)  # the gold and its recruit come back
    assert table.state.discard.count("iron") == 2 and "scepter" in table.state.discard


def test_scepter_can_repel_an_enemy_drawn_beside():
    table = Table()
    table.stock(ANN, "scepter")
    table.open(BEN, "gold", "iron")
    table.dig(ANN, "orc")
    table.do(a.Use(ANN, "scepter", gallery=1, victim=BEN))
    assert table.player(BEN).eaten == 1 and table.player(BEN).galleries[0] is None


def test_anchor_avoids_a_collapse():
    """"Anchor: Discard the Anchor to avoid a Collapse (discard the Collapse card).\""""
    table = Table()
    table.stock(ANN, "anchor")
    table.open(ANN, "gold", "iron")
    table.dig(ANN, "collapse", gallery=1)
    assert table.legal() == [a.Use(ANN, "anchor"), a.Accept(ANN)]
    table.do(a.Use(ANN, "anchor"))
    assert table.cards(ANN, 1) == ["gold", "iron"]
    assert sorted(table.state.discard) == ["anchor", "collapse"]


def test_several_equipment_cards_in_one_dig_turn_inside_and_beside():
    """Tips: "If you chose to dig, you can use as many Equipment cards you want during your
    turn. According to each Equipment card, their effect apply inside or beside a Gallery,
    thus you apply their respective effect accordingly.\""""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.stock(ANN, "pickaxe", "bag")
    table.turn_of(ANN)
    table.do(a.Use(ANN, "pickaxe", gallery=1))  # inside the gallery, before the dig
    table.reveal("rune", "iron")
    table.do(a.Dig(ANN))  # the dig itself, beside: a diamond kept (no recruit to place)
    table.reveal("diamond")
    assert table.game.turn == ANN and a.Use(ANN, "bag") in table.legal()
    table.do(a.Use(ANN, "bag"))  # after the dig
    assert table.game.turn == BEN
    assert table.cards(ANN, 1) == ["gold", "iron", "rune", "iron"]
    assert (table.player(ANN).stones["diamond"], table.player(ANN).recruits) == (1, 1)


def test_equipment_used_at_the_start_makes_the_turn_a_dig():
    """"If you chose to dig, you can use ... Equipment cards": using one is choosing to dig,
    so the tavern and closing are no longer this turn's."""
    table = Table()
    table.open(ANN, "gold", "iron")
    table.stock(ANN, "bag", "ruby", "iron")
    table.turn_of(ANN)
    table.do(a.Use(ANN, "bag"))
    assert table.refused(a.Close(ANN, 1)).rule == "one-action"
    assert table.refused(a.HireRecruits(ANN, 1, ("iron", "ruby"))).rule == "one-action"
