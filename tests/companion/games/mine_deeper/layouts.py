"""Layouts used across the Mine Deeper tests."""

from companion.games.mine_deeper import Layout

VALID = Layout.parse("""
    . . . . .
    R . . P R
    Y . R R .
    . . Y . .
    R Y . . .
""")

# Rulebook, "Advanced Placement Example": "Incorrect placement: Even though each yellow gem is
# only touching one red gem and each purple gem is only touching 2 red gems, this arrangement is
# incorrect because a single red gem is touching both a yellow and a purple gem at the same time."
# The fix is "moving the placement of one of the red gems and adding another", so the example has
# only 4 reds: a fifth could touch no hint gem without breaking a count.
RED_TOUCHING_YELLOW_AND_PURPLE = Layout.parse("""
    . . . . .
    . Y R P .
    . . . R .
    R Y . . .
    R Y . . .
""")
