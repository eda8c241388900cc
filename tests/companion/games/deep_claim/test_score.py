"""Phase VI, Score: its own phase, where bears 23 and 25 and Sly Foxworth count extra icons
before the chart is scored; every VP of the chart with its sentence."""

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import Done, UseBear
from tests.companion.games.deep_claim.play import arranged, drafted, settle

BEAR_25 = "Count as having 1 more diamond icon"


def holding_bear_25():
    return arranged(drafted(2, seed=4), lambda s: s.players[1].critters.append(25))


def test_the_score_phase_is_phase_six_and_waits_for_a_bear_of_phase_six():
    """Bear 25 acts in phase VI, the Score phase: "this bear acts in phase VI, the Score phase.
    Whatever the card does, it does it then.\""""
    game = settle(holding_bear_25(), lambda g: g.waiting_for == ("deploy", 1))
    with pytest.raises(IllegalMove) as refused:
        game.apply(UseBear(1, 25))
    assert refused.value.rule == "bear-phase"
    assert "phase VI, Score" in str(refused.value)
    game = settle(game, lambda g: g.phase == "score")
    assert game.waiting_for == ("score", 1) and game.season == 1
    assert set(game.legal_actions()) == {Done(1), UseBear(1, 25)}
    game, _ = game.apply(UseBear(1, 25))
    assert game.season == 2
    (item,) = [i for i in game.points()[1].items if i.source == "chart"]
    assert item.why == "Season 1: diamond, yellow first with 1 icon (1 from bear 25)"


def test_with_nothing_to_decide_the_score_phase_scores_at_once():
    waited = []
    settle(drafted(2, seed=4), lambda g: waited.append(g.waiting_for) or g.season == 2)
    assert not any(kind == "score" for kind, _ in waited)


def test_declining_the_bear_keeps_it():
    game = settle(holding_bear_25(), lambda g: g.phase == "score")
    game, _ = game.apply(Done(1))
    assert 25 in game.view(None).players[1].critters
