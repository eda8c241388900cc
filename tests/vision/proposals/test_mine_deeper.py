import pytest

from vision.proposals.mine_deeper import SquareEmptied, propose

WALL = list("RY..." "P...." "....." "....." "....Y")


def test_a_pushed_square_is_proposed_with_the_piece_it_held():
    after = list(WALL)
    after[1] = None
    assert propose(WALL, after) == [SquareEmptied("A2", "Y")]


def test_a_square_seen_again_or_still_unseen_is_no_push():
    before = list(WALL)
    before[24] = None
    assert propose(before, WALL) == [] and propose(before, before) == []


def test_a_reading_that_is_not_5x5_is_refused():
    with pytest.raises(ValueError, match="25 squares"):
        propose(WALL[:20], WALL)
