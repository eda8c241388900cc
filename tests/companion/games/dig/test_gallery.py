"""One DIG gallery: the contract's rules, the rulebook's cards and examples, and the readings."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.errors import IllegalMove
from companion.games.dig import CARD_NAMES, PRECIOUS_STONES, Draw, Gallery
from companion.games.dig.events import CardAdded, GemsPlaced, GemStolen, RecruitsSent


def draws(*cards: str) -> list[Draw]:
    """`"gold+"` is a gold card with a recruit placed on it."""
    return [Draw(card.rstrip("+"), card.endswith("+")) for card in cards]


def play(*cards: str) -> Gallery:
    gallery = Gallery()
    for draw in draws(*cards):
        gallery, _ = gallery.apply(draw)
    return gallery


def gems_on(gallery: Gallery) -> list[int]:
    return [slot.gems for slot in gallery.slots]


def refused(*cards: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        play(*cards)
    return caught.value


# -- the contract ------------------------------------------------------------------------------

def test_a_recruit_on_card_k_puts_a_gem_on_cards_k_plus_4_and_k_plus_9():
    """Contract: "A recruit on the k-th card puts a gem on the (k+4)-th, (k+9)-th, ... card"."""
    gallery = play("gold+", "iron", "iron+", *["iron"] * 9)
    assert gems_on(gallery) == [0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 1]


def test_several_recruits_on_the_same_fifth_card_add_up():
    """Contract: "several recruits add up" (recruits on cards 1 and 6 both reach card 10)."""
    gallery = play("gold+", *["iron"] * 4, "ruby+", *["iron"] * 5)
    assert gems_on(gallery) == [0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0]


def test_the_first_card_must_carry_a_recruit():
    """Contract: "`"recruit": true` places a recruit on that card (only on a precious stone;
    the first card must carry one)"."""
    assert refused("gold", "iron").rule == "first-recruit"


@pytest.mark.parametrize("card", sorted(CARD_NAMES - PRECIOUS_STONES))
def test_a_recruit_goes_only_on_a_precious_stone(card):
    """Contract: a recruit goes "only on a precious stone"."""
    assert refused("gold+", card + "+").rule == "recruit-stone"


def test_a_list_that_goes_on_after_the_gallery_closed_is_invalid():
    """Contract: "A list that goes on after the gallery has closed ... is invalid"."""
    error = refused("gold+", "exit", "iron")
    assert error.rule == "closed" and "closed by exit" in str(error)


def test_a_card_after_a_ghost_took_the_only_card_is_invalid():
    assert refused("gold+", "ghost", "iron+").rule == "closed"


def test_a_name_that_is_no_card_is_refused():
    assert refused("gold+", "dragon").rule == "card"


def test_an_empty_list_has_no_first_recruit():
    with pytest.raises(IllegalMove) as caught:
        Gallery.from_json({"cards": []})
    assert caught.value.rule == "first-recruit"


def test_from_json_names_the_card_that_breaks_a_rule():
    with pytest.raises(IllegalMove) as caught:
        Gallery.from_json({"cards": [{"card": "gold", "recruit": True}, {"card": "close"},
                                     {"card": "iron"}]})
    assert str(caught.value).startswith("card 3 (iron): ")


def test_a_gallery_holding_a_snake_places_no_further_gems():
    """Contract: "A gallery holding a snake places no further gems.\""""
    gallery = play("gold+", "iron", "snake", *["iron"] * 8)
    assert sum(gems_on(gallery)) == 0


def test_a_snake_added_as_a_fifth_card_gets_none():
    """Contract: "A snake stops only the gems placed on fifth cards (a snake added as a fifth
    card gets none)"."""
    gallery = play("gold+", "iron", "iron", "iron", "snake")
    assert gems_on(gallery) == [0, 0, 0, 0, 0]


def test_gems_placed_before_the_snake_stay():
    gallery = play("gold+", "iron", "iron", "iron", "iron", "snake", *["iron"] * 4)
    assert gems_on(gallery)[4] == 1 and gallery.result().gems == 1


def test_with_a_snake_gem_eggs_still_pay_and_so_does_the_gem_room():
    """Contract: "A snake stops only the gems placed on fifth cards ...; gem eggs still pay at a
    close that is not an attack." The gem room's gem is not a fifth-card gem either."""
    assert play("gold+", "snake", "gem-egg", "gem-room").result().gems == 2


@pytest.mark.parametrize("card", ["snake", "rune", "gem-egg"])
def test_snake_rune_and_gem_egg_count_toward_the_fifth_card(card):
    """Contract: "`snake`, `rune`, `gem-egg` and the end cards are added, and so count toward
    the fifth card.\""""
    gallery = play("gold+", card, "iron", "iron", "iron")
    assert [slot.card for slot in gallery.slots][1] == card and len(gallery.slots) == 5
    assert gems_on(gallery)[4] == (0 if card == "snake" else 1)


@pytest.mark.parametrize("card", ["exit", "gem-room", "collapse"])
def test_end_cards_count_toward_the_fifth_card(card):
    """Contract: "... and the end cards are added, and so count toward the fifth card.\""""
    gallery, events = play("gold+", "iron", "iron", "iron").apply(Draw(card))
    assert gallery.slots[-1].card == card and GemsPlaced(5, 1) in events


@pytest.mark.parametrize("card", ["spider", "ghost", "skeleton", "thief", "orc", "werewolf"])
def test_spiders_ghosts_and_attackers_are_not_added(card):
    """Contract: "Spiders, ghosts and attackers act as the rulebook says and are not added to
    the gallery"."""
    gallery = play("gold+", "iron", "iron", card)
    assert card not in [slot.card for slot in gallery.slots]


def test_after_a_ghost_the_next_card_takes_the_removed_cards_place():
    """Contract: "after a ghost has removed the last card, the next card takes that place"."""
    gallery = play("gold+", "iron", "iron", "iron", "ghost", "iron", "ruby")
    assert [slot.card for slot in gallery.slots] == ["gold", "iron", "iron", "iron", "ruby"]
    assert gems_on(gallery) == [0, 0, 0, 0, 1]


def test_an_egg_pays_only_when_the_close_is_not_an_attack():
    """Contract: "an egg pays only when the close is not an attack"."""
    assert play("gold+", "gem-egg", "close").result().gems == 1
    assert play("gold+", "gem-egg", "exit").result().gems == 1
    for attacker in ("skeleton", "thief", "orc", "werewolf"):
        assert play("gold+", "gem-egg", "iron", "iron", attacker).result().gems == 0


def test_an_open_gallery_reports_what_closing_it_now_would_give():
    """Contract: "If the list ends with the gallery still open, `closed_by` is null and the
    counts say what closing it by choice now would give.\""""
    cards = ("gold+", "gem-egg", "rune", "iron", "iron")
    opened, closed = play(*cards).result(), play(*cards, "close").result()
    assert opened.closed_by is None and closed.closed_by == "close"
    assert opened.as_json() == {**closed.as_json(), "closed_by": None}
    assert (opened.gems, opened.runes, opened.recruits_back) == (2, 1, 1)


def test_closing_by_choice_takes_no_place():
    gallery = play("gold+", "iron", "iron", "iron", "close")
    assert len(gallery.slots) == 4 and gallery.result().gems == 0


# -- the rulebook's cards ----------------------------------------------------------------------

def test_spider_steals_the_most_recently_placed_gem():
    """Spider: "Steals the most recently placed Gem in the Gallery.\""""
    gallery, events = play("gold+", "iron", "iron+", *["iron"] * 5).apply(Draw("spider"))
    assert events == [GemStolen(7)]
    assert gems_on(gallery) == [0, 0, 0, 0, 1, 0, 0, 0]


def test_spider_has_no_effect_on_a_gallery_without_gems():
    """Spider: "No effect if your Gallery has zero gems.\""""
    before = play("gold+", "iron")
    after, events = before.apply(Draw("spider"))
    assert events == [] and after.slots == before.slots


def test_ghost_removes_the_last_card_and_everything_on_it():
    """Ghost: "Removes the last card of your Gallery (and everything on it as well)." Its
    recruit is attacked, so it goes back to the tavern."""
    gallery = play("gold+", "iron", "iron", "iron", "diamond+", "ghost")
    assert [slot.card for slot in gallery.slots] == ["gold", "iron", "iron", "iron"]
    result = gallery.result()
    assert (result.gems, result.recruits_back, result.recruits_to_tavern) == (0, 1, 1)


def test_a_ghost_that_takes_the_only_card_ends_the_gallery():
    """Reading: with its only card gone there is no gallery left; the recruit went to the
    tavern with the card."""
    gallery = play("gold+", "ghost")
    assert gallery.result().as_json() == {"gems": 0, "runes": 0, "recruits_back": 0,
                                          "recruits_to_tavern": 1, "recruits_lost": 0,
                                          "closed_by": "ghost"}


def test_a_ghost_taking_the_snake_lets_fifth_cards_pay_again():
    """Reading: "A Gallery with a snake no longer produces Gems": once the ghost has taken
    the snake, the gallery no longer holds one."""
    gallery = play("gold+", "iron", "iron", "snake", "ghost", "iron", "iron")
    assert gems_on(gallery) == [0, 0, 0, 0, 1]


def test_skeleton_frightens_the_recruits_and_forces_a_close():
    """Skeleton: "Frightens the Recruits in your Gallery (return them to the Tavern) and forces
    you to close it." The gems and runes are still collected."""
    result = play("gold+", "iron+", "rune", "iron", "iron", "iron", "skeleton").result()
    assert result.as_json() == {"gems": 2, "runes": 1, "recruits_back": 0,
                                "recruits_to_tavern": 2, "recruits_lost": 0,
                                "closed_by": "skeleton"}


def test_thief_steals_the_last_two_cards_and_forces_a_close():
    """Thief: "Steals the last two cards from your Gallery (and anything on them) and forces you
    to close it." A recruit on a stolen card goes to the tavern; the others come back."""
    gallery = play("gold+", "iron", "rune", "iron", "ruby", "iron+", "thief")
    assert [slot.card for slot in gallery.slots] == ["gold", "iron", "rune", "iron"]
    assert gallery.result().as_json() == {"gems": 0, "runes": 1, "recruits_back": 1,
                                          "recruits_to_tavern": 1, "recruits_lost": 0,
                                          "closed_by": "thief"}


def test_werewolf_frightens_all_recruits_and_forces_a_close():
    """Werewolf: "Frightens all Recruits you have (return them to the Tavern) and forces you to
    close all of your Galleries.\""""
    result = play("gold+", "iron+", "werewolf").result()
    assert (result.recruits_back, result.recruits_to_tavern, result.closed_by) == (0, 2,
                                                                                   "werewolf")


def test_orc_eats_the_most_recently_placed_recruit():
    """Orc: "Eats the most recently placed Recruit in the Gallery (take it from the game and put
    it back into the box) and forces you to close it.\""""
    gallery, events = play("gold+", "iron", "ruby+", "iron").apply(Draw("orc"))
    assert RecruitsSent(1, "box", "orc") in events
    assert [slot.recruit for slot in gallery.slots] == [True, False, False, False]
    result = gallery.result()
    assert (result.recruits_back, result.recruits_lost, result.closed_by) == (1, 1, "orc")


def test_only_the_orc_makes_a_recruit_lost():
    """Tips: "Only the Orc will make you lose a Recruit for the rest of the game.\""""
    for enemy in ("ghost", "skeleton", "thief", "werewolf"):
        assert play("gold+", "iron+", enemy).result().recruits_lost == 0


def test_collapse_loses_everything():
    """Collapse: "Destroys your Gallery. You lose everything in it: Recruits are returned to the
    Tavern, Gems are lost and all cards from the Gallery are discarded.\""""
    result = play("gold+", "rune", "gem-egg", "iron", "iron", "iron+", "collapse").result()
    assert result.as_json() == {"gems": 0, "runes": 0, "recruits_back": 0,
                                "recruits_to_tavern": 2, "recruits_lost": 0,
                                "closed_by": "collapse"}


def test_exit_gathers_everything_and_retrieves_the_recruits():
    """Exit: "Gather everything you have collected in your Gallery and retrieve your
    Recruit(s).\""""
    result = play("gold+", "rune", "iron+", "iron", "iron", "exit").result()
    assert (result.gems, result.runes, result.recruits_back) == (1, 1, 2)


def test_gem_egg_is_traded_for_a_gem_when_the_gallery_closes():
    """Gem Egg: "When your Gallery closes (unless it results from an attack), trade this card
    for a Gem.\""""
    assert play("gold+", "gem-egg", "gem-egg", "exit").result().gems == 2


def test_runes_are_kept_after_the_gallery_closes():
    """Rune: "Keep this card after the Gallery closes and until the game ends.\""""
    result = play("gold+", "rune", "rune", "close").result()
    assert (result.runes, result.gems) == (2, 0)


def test_a_gallery_never_contains_more_than_4_recruits():
    """Tavern: "A Gallery may never contain more than 4 Recruits\""""
    assert refused("gold+", "iron+", "iron+", "iron+", "iron+").rule == "recruit-limit"
    assert play("gold+", "iron+", "iron+", "iron+", "ghost", "ruby+").recruits == 4


# -- the rulebook's examples -------------------------------------------------------------------

def test_example_recruits_on_the_1st_and_3rd_cards():
    """Tips: "If one Recruit is on the 1st card, then one Gem will appear on the 5th, 10th...
    card, and if another Recruit is on the 3rd card, then a Gem will also appear on the 8th,
    13th... card!" The 1st-card half agrees with the contract; for the 3rd card the contract's
    "(k+4)-th, (k+9)-th" wins over the tip's 8th and 13th: the 7th and 12th."""
    gallery = play("gold+", "iron", "iron+", *["iron"] * 10)
    assert [i for i, gems in enumerate(gems_on(gallery), start=1) if gems] == [5, 7, 10, 12]


def test_example_exit_as_a_fifth_card_adds_a_gem():
    """Tips: "whenever you place one of them as a 5th/10th/15th... card, add a Gem ... before
    closing the Gallery and collecting everything!\""""
    gallery, events = play("gold+", "iron", "iron", "iron").apply(Draw("exit"))
    assert events[:2] == [CardAdded(5, "exit", False), GemsPlaced(5, 1)]
    assert gallery.result().gems == 1


def test_example_gem_room_as_a_fifth_card_gives_2():
    """Tips: "add a Gem (or 2 if you have drawn the Gem Room)"."""
    assert play("gold+", "iron", "iron", "iron", "gem-room").result().gems == 2
    assert play("gold+", "iron", "gem-room").result().gems == 1


# -- properties --------------------------------------------------------------------------------

cards = st.lists(st.tuples(st.sampled_from(sorted(CARD_NAMES)), st.booleans()), max_size=30)


def play_until_refused(picks: list[tuple[str, bool]]) -> list[Gallery]:
    """Every state of a gallery started on a recruited gold, up to the first card refused."""
    states = [Gallery()]
    for card, recruit in [("gold", True), *picks]:
        try:
            after, _ = states[-1].apply(Draw(card, recruit and card in PRECIOUS_STONES))
        except IllegalMove:
            break
        states.append(after)
    return states[1:]


@given(cards)
def test_a_gallerys_gems_are_never_negative(picks):
    for gallery in play_until_refused(picks):
        assert all(slot.gems >= 0 for slot in gallery.slots)
        result = gallery.result()
        assert min(result.gems, result.runes, result.recruits_back) >= 0


@given(cards)
def test_every_recruit_placed_is_accounted_for(picks):
    """Each recruit ends up back with the owner, in the tavern or out of the game."""
    gallery = play_until_refused(picks)[-1]
    result = gallery.result()
    placed = sum(draw.recruit for draw in gallery.draws)
    assert result.recruits_back + result.recruits_to_tavern + result.recruits_lost == placed


@given(cards)
def test_replaying_the_json_gives_the_same_gallery(picks):
    gallery = play_until_refused(picks)[-1]
    assert Gallery.from_json(gallery.to_json()) == gallery


@given(cards, cards)
def test_a_state_is_never_changed_by_the_draws_that_follow_it(picks, later):
    """Every state shares its cards with the states after it; none of them may alter it."""
    states = play_until_refused(picks)
    before = [(g.slots, g.draws, g.result()) for g in states]
    for gallery in states:
        for card, recruit in later:
            try:
                gallery, _ = gallery.apply(Draw(card, recruit and card in PRECIOUS_STONES))
            except IllegalMove:
                break
    assert [(g.slots, g.draws, g.result()) for g in states] == before
