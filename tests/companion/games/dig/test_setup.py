"""Game Setup and the Component Overview, sentence by sentence."""

from collections import Counter

import pytest

from companion.errors import IllegalMove
from companion.games.dig import actions as a
from companion.games.dig.cards import BOX
from companion.games.dig.catalog import default_catalog
from companion.games.dig.game import Game
from companion.games.dig.invariants import problems


def test_the_hill_is_162_cards_with_the_listed_counts():
    """"162 Hill cards - Precious Stones: 40x Iron, 25x Gold, 15x Diamond, 10x Ruby -
    Equipment: 3x Shield, 3x Bag, ... Enemies: 4x Skeleton, ... Special Cards: 5x Rune, 2x Gem
    Egg - End Cards: 10x Exit, 3x Gem Room, 9x Collapse"."""
    state = Game.new(["Ann", "Ben"], 5).state
    assert len(state.hill) == 162
    assert Counter(state.hill) == Counter(BOX)
    assert (BOX["iron"], BOX["gold"], BOX["diamond"], BOX["ruby"]) == (40, 25, 15, 10)
    assert (BOX["shield"], BOX["bag"], BOX["compass"], BOX["pickaxe"], BOX["chest"],
            BOX["parchment"], BOX["bomb"], BOX["potion"], BOX["scepter"], BOX["anchor"]) == (
        3, 3, 3, 3, 3, 2, 2, 2, 1, 1)
    assert (BOX["skeleton"], BOX["thief"], BOX["ghost"], BOX["spider"], BOX["snake"],
            BOX["werewolf"], BOX["orc"]) == (4, 4, 4, 3, 3, 1, 1)
    assert (BOX["rune"], BOX["gem-egg"], BOX["exit"], BOX["gem-room"], BOX["collapse"]) == (
        5, 2, 10, 3, 9)


def test_the_hill_is_shuffled_by_the_seed():
    """"Shuffle all of the Hill cards": the same seed shuffles alike, another differently."""
    first = Game.new(["Ann", "Ben"], 5).state.hill
    assert first == Game.new(["Ann", "Ben"], 5).state.hill
    assert first != Game.new(["Ann", "Ben"], 6).state.hill


def test_the_tavern_has_six_random_companions_with_all_recruits_and_gems():
    """"Randomly choose six Companion cards and set them aside face up. Place all of the
    Recruits and Gems in a pile near the Companions. These form THE TAVERN.\""""
    names = {c.name for c in default_catalog().companions}
    taverns = {tuple(Game.new(["Ann", "Ben"], seed).state.tavern) for seed in range(30)}
    assert all(len(set(t)) == 6 and set(t) <= names for t in taverns)
    assert len(taverns) > 20  # random, by the seed
    state = Game.new(["Ann", "Ben", "Cat"], 5).state
    assert state.supply == 40  # "40 Purple Gems"
    assert [p.tavern for p in state.players] == [3, 3, 3]


def test_each_player_receives_one_recruit_of_their_colour():
    """"Each player receives one Recruit of their player color."; "16 Wooden Recruits (four
    colors, one color per player)"."""
    state = Game.new(["Ann", "Ben", "Cat", "Dan"], 5).state
    assert [(p.recruits, p.tavern) for p in state.players] == [(1, 3)] * 4
    assert problems(state) == []


def test_the_shortest_person_starts_and_play_goes_clockwise():
    """"The shortest person starts to dig. Play then continues clockwise": `first` is the
    shortest; after their turn comes the next seat."""
    game = Game.new(["Ann", "Ben", "Cat"], 5, first=2)
    assert game.turn == 2
    game, _ = game.apply(a.Dig(2))
    while game.turn == 2:
        game, _ = game.apply(game.legal_actions()[0])
    assert game.turn == 0


@pytest.mark.parametrize("names", [["Ann"], ["Ann", "Ben", "Cat", "Dan", "Eve"]])
def test_dig_is_for_two_to_four_players(names):
    """Four colours of recruits, one per player; the end waits for "everyone else"."""
    with pytest.raises(IllegalMove) as caught:
        Game.new(names, 1)
    assert caught.value.rule == "players"


def test_a_tavern_named_by_the_table_must_be_six_companions_of_the_box():
    assert Game.new(["Ann", "Ben"], 1, tavern=["Scout", "Elf", "Hunter", "Knight", "Pirate",
                                               "Queen"]).state.tavern[0] == "Scout"
    for tavern in (["Scout"] * 6, ["Scout", "Elf", "Hunter", "Knight", "Pirate", "Dragon"]):
        with pytest.raises(IllegalMove) as caught:
            Game.new(["Ann", "Ben"], 1, tavern=tavern)
        assert caught.value.rule == "tavern"
