"""Winning the Game and the Tie: ten gems (runes count), the final round, the tie-break by
runes and a shared win. Players build galleries with all four of their recruits on the first
four cards, so cards 5 to 8 each get a gem, in turns played one after the other."""

from collections.abc import Callable

from companion.games.dig import actions as a
from companion.games.dig.table_events import FinalRound, GameOver
from tests.companion.games.dig.table import Table

ANN, BEN, CAT = 0, 1, 2
Step = Callable[[], None]


def hire_three(table: Table, seat: int) -> list[Step]:
    """Six turns keeping a ruby and an iron, then three recruits hired (3 x 5 crystals)."""
    steps = [lambda card=card: table.stock(seat, card) for card in ["ruby", "iron"] * 3]

    def hire() -> None:
        table.do(a.HireRecruits(seat, 3, ("iron",) * 3 + ("ruby",) * 3))
        table.do(a.LeaveTavern(seat))

    return [*steps, hire]


def rich_gallery(table: Table, seat: int, *cards: str, close: bool = True) -> list[Step]:
    """One turn opens a gallery with a recruit on each of its first four cards (each placed
    recruit draws the next card at once) and draws `cards[0]` as its 5th card; each later
    card is a turn of its own; then a turn closes it. Worth len(cards) gems, and its runes."""
    place = 1 + sum(g is not None for g in table.player(seat).galleries)

    def open_it() -> None:
        table.dig(seat, "gold")
        table.do(a.StartGallery(seat, place))
        for stone in ("diamond", "iron", "gold"):
            table.reveal(stone)
            table.do(a.PlaceCard(seat, True))
        table.reveal(cards[0])

    steps = [open_it] + [lambda card=card: table.dig(seat, card, gallery=place)
                         for card in cards[1:]]
    return steps + [lambda: table.do(a.Close(seat, place))] * close


def lockstep(table: Table, plans: dict[int, list[Step]]) -> None:
    """Each seat plays the next step of its plan on its turn, in turn order; a seat with
    nothing left to do keeps a stone drawn beside."""
    while any(plans.values()) and not table.game.over:
        seat = table.state.turn
        if plans.get(seat):
            plans[seat].pop(0)()
        else:
            table.stock(seat, table.filler())


def two_rich_galleries(table: Table, seat: int) -> list[Step]:
    return (hire_three(table, seat) + rich_gallery(table, seat, "iron", "iron", "iron", "iron")
            + rich_gallery(table, seat, "iron", "iron", "iron", "iron"))


def test_ten_gems_start_the_final_round_and_everyone_else_plays_once_more():
    """"When a player has gathered at least 10 Gems (remember that Runes count as Gems), play
    continues until everyone else has played one last time. Then, the player who has collected
    the most Gems wins the game and is declared King of the Hill.\""""
    table = Table(("Ann", "Ben", "Cat"), first=1)
    lockstep(table, {BEN: two_rich_galleries(table, BEN) + rich_gallery(table, BEN, "iron",
                                                                        "iron")})
    assert table.player(BEN).total == 10
    assert [e.seat for e in table.events if isinstance(e, FinalRound)] == [BEN]
    assert not table.game.over and table.game.turn == CAT
    table.dig(CAT, "exit")
    assert not table.game.over and table.game.turn == ANN
    table.dig(ANN, "exit")
    assert table.game.over and table.game.turn is None and table.game.legal_actions() == []
    assert table.game.winners() == [BEN]
    assert isinstance(table.events[-1], GameOver)


def test_the_final_round_lets_another_player_overtake():
    """"Then, the player who has collected the most Gems wins": not the first to reach 10."""
    table = Table()
    race(table, ann=("iron", "iron"), ben=("iron", "iron", "iron"))
    assert [e.seat for e in table.events if isinstance(e, FinalRound)] == [ANN]
    assert table.game.winners() == [BEN]
    assert [p.total for p in table.state.players] == [10, 11]


def race(table: Table, ann: tuple[str, ...], ben: tuple[str, ...]) -> None:
    """Both reach 8 gems and dig a third gallery; Ann closes hers first (10 or more), Ben
    his in the final round."""
    plans = {ANN: two_rich_galleries(table, ANN) + rich_gallery(table, ANN, *ann, close=False),
             BEN: two_rich_galleries(table, BEN) + rich_gallery(table, BEN, *ben, close=False)}
    longest = max(map(len, plans.values()))
    for seat, plan in plans.items():
        plan += [lambda s=seat: table.dig(s, "exit")] * (longest - len(plan))
        plan.append(lambda s=seat: table.do(a.Close(s, 1)))
    lockstep(table, plans)
    assert table.game.over


def test_runes_count_as_gems():
    """"remember that Runes count as Gems"; "Rune: Worth 1 Gem.\""""
    table = Table()
    race(table, ann=("rune", "rune"), ben=("iron",))
    ann = table.player(ANN)
    assert (ann.gems, ann.runes, ann.total) == (10, 2, 12)
    assert table.game.winners() == [ANN]


def test_a_tie_goes_to_the_player_with_the_most_runes():
    """"If there is a tie, the tied player who has collected the most Runes is declared
    winner!\""""
    table = Table()
    race(table, ann=("rune", "iron"), ben=("iron", "iron", "iron"))
    assert [(p.total, p.runes) for p in table.state.players] == [(11, 1), (11, 0)]
    assert table.game.winners() == [ANN]


def test_tied_on_gems_and_runes_the_players_share_the_win():
    """The rulebook breaks a tie by runes only; tied on both, they share the win."""
    table = Table()
    race(table, ann=("rune", "iron"), ben=("iron", "rune"))
    assert [(p.total, p.runes) for p in table.state.players] == [(11, 1), (11, 1)]
    assert table.game.winners() == [ANN, BEN]
    assert "share the win" in table.game.describe_event(table.events[-1])


def test_tied_without_runes_the_players_share_the_win():
    table = Table()
    race(table, ann=("iron", "iron", "iron"), ben=("iron", "iron", "iron"))
    assert [(p.total, p.runes) for p in table.state.players] == [(11, 0), (11, 0)]
    assert table.game.winners() == [ANN, BEN]
