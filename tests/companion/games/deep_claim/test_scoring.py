"""Season scoring by the chart with its tie rule, and the game-end table."""

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.deep_claim.scoring import EndPosition, score_end, score_season

NONE = {"coal": 0, "silver": 0, "gold": 0, "diamond": 0}


def icons(**counts):
    return {**NONE, **counts}


def test_the_third_season_gold_tie():
    """"In the third season the green player has 5 gold icons across their fulfilled contracts,
    the yellow player also has 5, and the blue player has 2. Green and yellow are tied for
    first: pool the 6 and the 3 for 9, and split it - 4 each, rounding down. Blue scores nothing
    for gold this season.\""""
    result = score_season(3, {"green": icons(gold=5), "yellow": icons(gold=5),
                              "blue": icons(gold=2)})
    assert [result.points[n]["gold"] for n in ("green", "yellow", "blue")] == [4, 4, 0]
    assert "gold: green and yellow tie on 5, pool 6+3, 4 each" in result.lines


def test_first_and_second_place_take_the_chart_values():
    result = score_season(4, {"green": icons(diamond=3), "yellow": icons(diamond=1)})
    assert result.points["green"]["diamond"] == 10
    assert result.points["yellow"]["diamond"] == 5
    assert result.points["green"]["total"] == 10


def test_coal_has_no_second_place_and_tied_leaders_split_it():
    """"Coal has no second place, so tied leaders split its value.\""""
    result = score_season(2, {"a": icons(coal=4), "b": icons(coal=4), "c": icons(coal=1)})
    assert [result.points[n]["coal"] for n in "abc"] == [1, 1, 0]
    result = score_season(1, {"a": icons(coal=4), "b": icons(coal=1)})
    assert [result.points[n]["coal"] for n in "ab"] == [2, 0]


def test_a_tie_for_second_pools_only_the_second_place():
    result = score_season(1, {"a": icons(silver=3), "b": icons(silver=1), "c": icons(silver=1)})
    assert [result.points[n]["silver"] for n in "abc"] == [4, 1, 1]


def test_no_icon_takes_no_place():
    result = score_season(1, {"a": icons(gold=1), "b": icons()})
    assert result.points["b"]["gold"] == 0
    assert result.points["a"]["gold"] == 5


def test_sly_foxworth_always_wins_ties_and_the_tie_is_called_a_tie():
    """Sly: "always wins ties"."""
    result = score_season(3, {"sly": icons(gold=2), "b": icons(gold=2)}, tie_winner="sly")
    assert (result.points["sly"]["gold"], result.points["b"]["gold"]) == (6, 3)
    assert "gold: sly and b tie on 2; Sly Foxworth always wins ties: sly first, 6 VP; b " \
        "second, 3 VP" in result.lines
    assert result.whys["sly"]["gold"] == ("Season 3: gold, sly tied with b on 2 icons and wins "
                                          "the tie (Sly Foxworth), first")
    assert "tied with sly" in result.whys["b"]["gold"]


def test_extra_icons_are_named_in_the_chart_line():
    result = score_season(1, {"a": icons(gold=3), "b": icons(gold=1)},
                          bonus={"a": {"gold": "2 from bear 23"}})
    assert "gold: a (2 from bear 23) first with 3, 5 VP" in result.lines
    assert result.whys["a"]["gold"] == "Season 1: gold, a first with 3 icons (2 from bear 23)"


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.lists(st.fixed_dictionaries(
    {o: st.integers(0, 8) for o in NONE}), min_size=2, max_size=4))
def test_renaming_players_never_changes_scores(season, counts):
    names = [f"p{i}" for i in range(len(counts))]
    forward = score_season(season, dict(zip(names, counts, strict=True)))
    backward = score_season(season, dict(zip(reversed(names), counts, strict=True)))
    for name, count in zip(names, counts, strict=True):
        other = names[len(names) - 1 - names.index(name)]
        assert forward.points[name] == backward.points[other], count


def position(**overrides):
    base = dict(coins=0, pickaxes=0, supply=dict(NONE), fulfilled=[], critters=[],
                discarded=[], vein_tiles=0, objectives=[])
    return EndPosition(**{**base, **overrides})


def test_leftover_economy_and_banked_ore():
    """"Coins + pickaxes combined, divided by 4, rounded down" and "1 VP per gold and per
    diamond - 1 VP per two coal and/or silver".\""""
    end = score_end(position(coins=9, pickaxes=6, supply=icons(coal=2, silver=1, gold=1,
                                                                diamond=1)))
    parts, lines = end.parts, end.lines
    assert parts["economy"] == 3
    assert parts["banked_ore"] == 1 + 1 + 1
    assert parts["total"] == 6
    assert lines[0] == "economy: 9 coins + 6 pickaxes = 15, divided by 4: 3 VP"


def test_bears_held_score_by_the_set_and_discarded_ones_do_not():
    """"Bears you never discard score 1, 3, 7 or 12 VP for holding 1, 2, 3 or 4 of them.\""""
    assert score_end(position(critters=[16, 17, 18])).parts["bears"] == 7
    assert score_end(position(critters=[16, 17, 18], discarded=[18])).parts["bears"] == 3
    assert score_end(position(critters=list(range(16, 22)))).parts["bears"] == 12


def test_owls_score_their_printed_condition():
    fulfilled = [("gold", "diamond"), ("coal",), ("coal", "silver", "gold")]
    parts = score_end(position(critters=[4, 5, 11, 16], fulfilled=fulfilled)).parts
    assert parts["owls"] == 3 * 1 + 2 * 2 + 2 * 1  # diamonds, golds, bears held


def test_owl_counting_every_recruited_critter_includes_discarded_bears():
    parts = score_end(position(critters=[8, 16, 32], discarded=[16])).parts
    assert parts["owls"] == 4  # one set of bear, owl and beaver


def test_objectives_score_by_count_plus_difficulty():
    """"2 / 5 / 9 VP for 1 / 2 / 3 completed, plus each card's difficulty bonus".\""""
    fulfilled = [("coal",), ("coal", "silver"), ("gold", "gold", "diamond")]
    done = position(fulfilled=fulfilled, objectives=[11, 14, 4], vein_tiles=4)
    end = score_end(done)
    parts, lines = end.parts, end.lines
    assert parts["objectives"] == 5 + 0 + 0  # 11 and 14 done (+0 each), 4 not (1 diamond)
    assert "2 of 3 completed" in lines[-1]


def test_an_owl_line_gives_the_count_behind_its_points():
    """Owl 5: "2 VP per gold icon on your fulfilled contracts"."""
    end = score_end(position(critters=[5], fulfilled=[("gold", "gold"), ("gold", "coal")]))
    assert end.parts["owls"] == 6
    assert ("owls: owl 5 (2 VP per gold icon on your fulfilled contracts): 3 gold icons, 6 VP: "
            "6 VP") in end.lines
    assert (6, "Game end, owl 5 (2 VP per gold icon on your fulfilled contracts): 3 gold "
            "icons") in end.items


def test_the_game_end_items_add_up_to_the_game_end_total():
    end = score_end(position(coins=9, pickaxes=6, critters=[5, 9, 16, 32], supply=icons(gold=2),
                             fulfilled=[("gold",), ("coal", "gold")], objectives=[7]))
    assert sum(vp for vp, _ in end.items) == end.parts["total"]
    assert all(why.startswith("Game end, ") for _, why in end.items)
