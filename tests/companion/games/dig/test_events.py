"""Events read as a person at the table would say them."""

from companion.games.dig.events import (
    CardAdded,
    CardRemoved,
    GalleryClosed,
    GemsPlaced,
    GemStolen,
    RecruitsSent,
)


def test_each_event_says_what_happened_and_where():
    assert str(CardAdded(1, "gold", True)) == "gold added as card 1 with a recruit"
    assert str(CardAdded(2, "iron", False)) == "iron added as card 2"
    assert str(GemsPlaced(5, 2)) == "2 gem(s) placed on card 5"
    assert str(GemStolen(5)) == "spider steals the gem on card 5"
    assert str(CardRemoved(4, "rune", "thief")) == "thief takes card 4 (rune) and everything on it"


def test_recruits_going_to_the_box_are_out_of_the_game():
    assert str(RecruitsSent(1, "box", "orc")) == "orc sends 1 recruit(s) out of the game"
    assert str(RecruitsSent(2, "tavern", "skeleton")).endswith("back to the tavern")


def test_closing_by_choice_reads_differently_from_an_end_card():
    assert str(GalleryClosed("close")) == "the owner closes the gallery"
    assert str(GalleryClosed("gem-room")) == "gem-room ends the gallery"
