"""Reading players' tallies, and refusing tables the game cannot produce."""

import pytest

from companion.errors import IllegalMove, InputError
from companion.games.deep_shelf import PlayerSheet, check_table, read_table
from tests.companion.games.deep_shelf.sheets import CONTRACT_EXAMPLE, sheet


def test_the_contract_example_reads_into_track_order():
    cogent = PlayerSheet.from_json(CONTRACT_EXAMPLE)
    assert (cogent.shallows, cogent.deep, cogent.deep_explorer) == (4, 2, True)
    assert cogent.tech_tiles == (2, 1, 0)  # gold, palladium, osmium
    assert cogent.research == (5, 2, 0)  # ecology, mineralogy, zoology
    assert cogent.anomaly_stacks == (2, 1) and cogent.other_vp == 4


def test_whole_numbers_written_as_3_point_0_stay_whole():
    cogent = PlayerSheet.from_json({**CONTRACT_EXAMPLE, "credits": 17.0})
    assert cogent.credits == 17 and isinstance(cogent.credits, int)


def test_two_players_with_one_name_are_refused():
    with pytest.raises(InputError, match=r"players\[1\].name: 'cogent' is used twice"):
        read_table({"players": [CONTRACT_EXAMPLE, CONTRACT_EXAMPLE]})


def test_deep_shelf_is_for_1_to_4_players():
    """Rulebook: "Players: 1-4"."""
    check_table([sheet(f"p{i}") for i in range(4)])
    for players in (0, 5):
        with pytest.raises(IllegalMove) as caught:
            check_table([sheet(f"p{i}") for i in range(players)])
        assert caught.value.rule == "players"


def test_only_one_player_holds_the_deep_explorer_token():
    """Rulebook: "the first player to end their turn with a unit or building in the Deep will
    receive the Deep Explorer token" (there is "1 Deep Explorer token")."""
    with pytest.raises(IllegalMove) as caught:
        check_table([sheet("a", deep_explorer=True), sheet("b", deep_explorer=True)])
    assert caught.value.rule == "deep-explorer"


def test_an_anomaly_stack_holds_at_most_3():
    """Rulebook: "Each Anomaly Storage space may hold up to 3 Anomaly Tokens of the same type.\""""
    check_table([sheet("a", anomaly_stacks=(3, 3))])
    with pytest.raises(IllegalMove) as caught:
        check_table([sheet("a", anomaly_stacks=(4,))])
    assert caught.value.rule == "anomaly-stack"
