"""A Deep Claim game at a table: legal moves applied, illegal ones held until the table chooses."""

import random

import pytest

from companion.errors import IllegalMove
from companion.games.deep_claim import Game, PlayBid, PlayDig
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.store import SessionStore
from tests.companion.games.deep_claim.play import unpayable_dig


@pytest.fixture
def store(tmp_path):
    with SessionStore(tmp_path / "s.sqlite3") as opened:
        yield opened


def start(store, seed=2, players=("Ana", "Ben")):
    return DeepClaimSession.start(store, list(players), seed)


def play_until(session, condition, seed=0):
    """Legal moves picked by a seeded die until `condition(session)`."""
    rng = random.Random(seed)
    while not condition(session):
        assert session.propose(rng.choice(session.choices()))


def deploying(session):
    return session.game.phase == "deploy"


def test_legal_moves_are_applied_and_a_reopened_session_replays_to_the_same_game(store):
    session = start(store)
    play_until(session, lambda s: s.game.phase == "recruit")
    again = DeepClaimSession(store, session.id)
    assert again.game.to_json() == session.game.to_json()
    assert again.log == session.log


def test_a_seventh_deployed_card_is_held_with_its_reason_and_taking_it_back_restores(store):
    """Rulebook, Deploy: "Play passes round and round until every player has deployed six
    cards. The seventh card stays in hand." """
    session = start(store)
    play_until(session, lambda s: not deploying(s) and s.game.phase != "setup")
    before = session.game.to_json()
    kept = session.game.to_json()["players"][0]["hand"][0]
    heard = []
    session.subscribe(heard.append)
    assert not session.propose(PlayBid(0, kept, 0), source="camera")
    assert session.held.rule == "keep-one" and "Deploy six. Keep one" in session.held.reason
    assert heard[-1].kind == "held"
    assert heard[-1].text.startswith(f"Held: Ana bids {kept} at location 1")
    assert session.game.to_json() == before  # never silently applied
    reopened = DeepClaimSession(store, session.id)
    assert reopened.held.action == PlayBid(0, kept, 0)  # nor dropped by a restart
    session.withdraw()
    assert session.held is None and session.game.to_json() == before
    assert DeepClaimSession(store, session.id).held is None


def test_a_dig_the_player_cannot_pay_is_held_then_corrected_to_a_forfeit(store):
    """Rulebook, Mine: "On their turn a player takes the card back into their hand, places its
    miners on ore in the mine, pays the cost in pickaxes, and takes the matching ore." """
    session = start(store)
    play_until(session, lambda s: unpayable_dig(s.game) is not None)
    dig = unpayable_dig(session.game)
    assert not session.propose(dig)
    assert session.held.rule == "toll" and "pickaxes" in session.held.reason
    forfeit = next(a for a in session.choices() if type(a).__name__ == "Forfeit")
    session.correct(forfeit)
    assert session.held is None
    assert any(line.startswith(f"Corrected {session.describe(dig)} to ") and "forfeits" in line
               for line in session.log)
    assert DeepClaimSession(store, session.id).game.to_json() == session.game.to_json()


def test_a_correction_must_itself_be_legal(store):
    session = start(store)
    play_until(session, lambda s: deploying(s))
    session.propose(PlayBid(1, 0, 0))  # Ben out of turn
    with pytest.raises(IllegalMove):
        session.correct(PlayBid(1, 0, 0))
    assert session.held is not None


def test_an_override_is_recorded_and_the_engine_goes_on_without_the_move(store):
    session = start(store)
    play_until(session, deploying)
    before = session.game.to_json()
    session.propose(PlayBid(1, 0, 0))
    session.override()
    assert session.held is None and session.game.to_json() == before
    assert session.log[-1].startswith("House rule: Ben bids 0 at location 1 stands")
    kinds = [entry.kind for entry in store.entries(session.id)]
    assert kinds[-2:] == ["held", "override"]


def test_moves_seen_while_one_is_held_wait_and_are_checked_after_it(store):
    session = start(store)
    play_until(session, deploying)
    waiting_seat = session.turn
    legal = next(a for a in session.choices() if isinstance(a, PlayBid))
    session.propose(PlayBid(1 - waiting_seat, 0, 0))  # out of turn: held
    assert not session.propose(legal)  # waits behind it
    assert session.held.action.seat == 1 - waiting_seat
    session.withdraw()
    assert session.held is None
    assert session.game.to_json()["players"][waiting_seat]["deployed"] == 1


def test_a_face_down_dig_is_never_named_before_the_mine_phase(store):
    """Rulebook, Deploy: a card deployed "Face down, to the right of a mine - a dig"."""
    session = start(store)
    play_until(session, deploying)
    seat = session.turn
    dig = next(a for a in session.choices() if isinstance(a, PlayDig))
    session.propose(dig)
    shown = session.view()
    assert all(d.card is None for loc in shown.locations for d in loc.digs)
    assert f"card {dig.card}" not in session.log[-1]
    assert session.describe(dig) == (f"{session.players[seat]} deploys a face-down dig at "
                                     f"location {dig.location + 1}")


def test_undo_takes_back_the_last_move_and_survives_a_restart(store):
    session = start(store)
    play_until(session, deploying)
    before = session.game.to_json()
    session.propose(next(a for a in session.choices() if isinstance(a, PlayBid)))
    session.undo()
    assert session.game.to_json() == before
    assert DeepClaimSession(store, session.id).game.to_json() == before


def test_phase_numbers_follow_the_six_phases(store):
    session = start(store)
    assert session.phase is None  # the contract draft before the first season
    play_until(session, deploying)
    assert session.phase == 1
    play_until(session, lambda s: s.game.phase == "recruit")
    assert session.phase == 3


def test_a_finished_game_is_in_the_history_with_its_winner_and_scores(store):
    session = start(store)
    play_until(session, lambda s: s.game.over)
    (info,) = store.history()
    vp = session.game.scores()["vp"]
    assert info.result["scores"] == vp
    assert info.result["winner"] == max(vp, key=vp.get)
    assert session.phase == 6


def test_the_race_has_each_players_vp_after_every_season(store):
    session = start(store)
    play_until(session, lambda s: s.game.over)
    race = session.race()
    assert all(len(points) == 5 for points in race.values())  # the start, then 4 seasons
    assert {name: points[-1] for name, points in race.items()} == session.game.scores()["vp"]
    assert all(points == sorted(points) for points in race.values())  # VP never falls


def test_a_sighting_that_is_no_move_is_logged_and_shown_never_applied(store):
    session = start(store)
    before = session.game.to_json()
    heard = []
    session.subscribe(heard.append)
    session.note("The camera saw Purple action 3, a colour no seat plays")
    assert heard[-1].kind == "alert" and session.game.to_json() == before
    assert store.entries(session.id)[-1].kind == "alert"
    assert DeepClaimSession(store, session.id).game.to_json() == before


def test_a_drafted_contract_is_not_named_on_the_table(store):
    """Rulebook: "Contracts stay private in your hand from the moment you take one until you
    fulfil it in the Contract phase." """
    session = start(store)
    drafted = session.choices()[0]
    session.propose(drafted)
    assert session.log[-1] == "Ana drafts a contract"
    assert str(drafted.contract) not in session.log[-1]
    assert DeepClaimSession(store, session.id).log[-1] == "Ana drafts a contract"


def test_a_session_records_its_catalog_and_says_so_when_it_changed_since(store):
    session = start(store)
    assert store.get(session.id).catalog_version == Game.catalog_version()
    assert not any("catalog changed" in line for line in DeepClaimSession(store, session.id).log)
    older = store.create("deep-claim", ["Ana", "Ben"], {"objectives": False, "magnates": False},
                         seed=2, catalog_version="0123456789ab")
    assert "catalog changed" in DeepClaimSession(store, older).log[-1]
