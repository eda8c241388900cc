"""Deep Claim moves in table words: names, places in the mine, singular and plural."""

from companion.games.deep_claim import Excavate, Forfeit, PlayBid, PlayDig, TakeResources
from companion.games.deep_claim.words import describe

NAMES = ["Ana", "Ben"]


def test_a_dig_names_the_places_a_player_sees_not_cell_numbers():
    assert describe(Excavate(0, (3, 6)), NAMES) == "Ana digs middle left and bottom left"


def test_one_coin_is_singular():
    assert describe(TakeResources(1, 1), NAMES) == "Ben takes 1 coin as the choice"
    assert describe(TakeResources(1, 2), NAMES) == "Ben takes 2 coins as the choice"


def test_a_face_down_card_is_named_to_its_owner_only():
    dig = PlayDig(0, 3, 1)
    assert describe(dig, NAMES) == "Ana deploys a face-down dig at location 2"
    assert describe(dig, NAMES, viewer=1) == "Ana deploys a face-down dig at location 2"
    assert describe(dig, NAMES, viewer=0) == "Ana deploys a face-down dig 3 at location 2"


def test_every_move_reads_as_a_sentence_about_a_player():
    for action in (PlayBid(1, 4, 0), Forfeit(1)):
        assert describe(action, NAMES).startswith("Ben ")
        assert "seat" not in describe(action, NAMES)
