"""Ranked awards with ties: pooled places split evenly, rounding down; 0 takes no place."""

from hypothesis import given
from hypothesis import strategies as st

from companion.games.deep_shelf.majorities import most_shares, place_shares

SHALLOWS = (7, 3, 1)


def test_places_go_to_the_highest_counts_in_order():
    assert place_shares([2, 5, 3, 1], SHALLOWS) == [1, 7, 3, 0]


def test_tied_players_pool_the_places_they_occupy():
    """Rulebook: "In the event of a tie, sum the VP values of the tied positions and divide by
    the number of tied players, rounded down; each tied player receives that many VP.\""""
    assert place_shares([4, 4, 2], SHALLOWS) == [5, 5, 1]  # (7 + 3) / 2, then third place
    assert place_shares([1, 3, 3, 3], SHALLOWS) == [0, 3, 3, 3]  # (7 + 3 + 1) / 3, none left
    assert place_shares([6, 2, 2], (10, 4, 2)) == [10, 3, 3]  # (4 + 2) / 2


def test_a_player_with_0_takes_no_place():
    """Contract: "a player with 0 takes no place"."""
    assert place_shares([0, 0, 2], SHALLOWS) == [0, 0, 7]
    assert place_shares([0, 0], SHALLOWS) == [0, 0]


def test_the_most_alone_or_tied():
    """Rulebook: "Player with the most Technology Tiles ... 3 VP per track. In the event of a
    tie, each tied player receives 2 VP.\""""
    assert most_shares([2, 1, 0], 3, 2) == [3, 0, 0]
    assert most_shares([2, 2, 1], 3, 2) == [2, 2, 0]
    assert most_shares([0, 0, 0], 3, 2) == [0, 0, 0]


counts = st.lists(st.integers(min_value=0, max_value=6), min_size=1, max_size=4)


@given(counts)
def test_ties_split_evenly_rounding_down(players):
    """The leaders split the places they occupy evenly, rounding down; nothing is created."""
    shares = place_shares(players, SHALLOWS)
    leaders = [i for i, count in enumerate(players) if count == max(players) and count > 0]
    for i in leaders:
        assert shares[i] == sum(SHALLOWS[:len(leaders)]) // len(leaders)
    assert sum(shares) <= sum(SHALLOWS)


@given(counts)
def test_equal_counts_always_get_equal_shares(players):
    for share in (place_shares(players, (2, 1)), most_shares(players, 3, 2)):
        for i, a in enumerate(players):
            for j, b in enumerate(players):
                if a == b:
                    assert share[i] == share[j]
