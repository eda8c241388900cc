"""The red-gem posterior over every valid layout agreeing with a memory board."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.mine_deeper import MemoryBoard
from companion.games.mine_deeper.hints import posterior
from companion.games.mine_deeper.valid_layouts import layout_from_masks, valid_layout_masks

MASKS = valid_layout_masks()


def naive(board: MemoryBoard) -> tuple[int, np.ndarray]:
    """Filter all layouts square by square, then average the red squares."""
    red, purple, yellow = MASKS
    agree = np.ones(len(red), dtype=bool)
    for cell, piece in board.pushed().items():
        bits = {"R": red, "P": purple, "Y": yellow}.get(piece)
        if bits is None:
            agree &= (((red | purple | yellow) >> cell) & 1) == 0
        else:
            agree &= ((bits >> cell) & 1) == 1
    kept = red[agree]
    fractions = np.array([((kept >> c) & 1).mean() if kept.size else 0 for c in range(25)])
    return int(agree.sum()), fractions.reshape(5, 5)


def board_from(layout_index: int, pushed: list[int]) -> MemoryBoard:
    red, purple, yellow = MASKS
    layout = layout_from_masks(red[layout_index], purple[layout_index], yellow[layout_index])
    board = MemoryBoard()
    for cell in pushed:
        board = board.with_piece(cell, layout.cells[cell])
    return board


def test_an_untouched_board_counts_every_valid_layout_and_is_symmetric():
    result = posterior(MemoryBoard())
    red = np.array(result.red)
    assert result.layouts == 728_044
    assert np.allclose(red, red[::-1, :]) and np.allclose(red, red.T)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 728_043), st.lists(st.integers(0, 24), max_size=12, unique=True))
def test_posterior_matches_a_plain_filter(layout_index, pushed):
    board = board_from(layout_index, pushed)
    result = posterior(board)
    layouts, fractions = naive(board)
    assert result.layouts == layouts >= 1
    assert np.allclose(result.red, fractions)
    # Five red gems in every layout: the chances add up to 5.
    assert abs(sum(map(sum, result.red)) - 5) < 1e-9


def test_pushed_squares_are_certain():
    board = MemoryBoard.parse("R . ? ? ?\n" + "? ? ? ? ?\n" * 4)
    red = posterior(board).red
    assert red[0][0] == 1.0 and red[0][1] == 0.0


def test_a_purple_in_a_corner_pins_both_its_reds():
    """"2 red gems are located above, below, right, or left": a corner has only 2 such squares."""
    board = MemoryBoard.parse("P ? ? ? ?\n" + "? ? ? ? ?\n" * 4)
    red = posterior(board).red
    assert red[0][1] == red[1][0] == 1.0


def test_a_board_no_layout_agrees_with_has_no_posterior():
    board = MemoryBoard.parse("P . ? ? ?\n. ? ? ? ?\n" + "? ? ? ? ?\n" * 3)
    result = posterior(board)
    assert result.layouts == 0 and result.red is None
