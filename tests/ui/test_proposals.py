"""Camera proposals as engine moves: seats by colour, places counted from 0, unknowns refused."""

from companion.games.deep_claim import Fulfil, PlayBid, PlayDig, Recruit
from ui.proposals import to_action
from vision.proposals import deep_claim as seen


def test_a_yellow_bid_at_the_second_location_is_seat_1_bidding_at_location_1():
    assert to_action(seen.Bid("yellow", 4, 2), waiting_seat=0) == PlayBid(1, 4, 1)


def test_a_face_down_card_beside_a_mine_is_a_dig():
    assert to_action(seen.Dig("green", 6, 1), waiting_seat=None) == PlayDig(0, 6, 0)


def test_a_contract_leaving_a_display_unseen_is_recruited_by_the_waiting_seat():
    assert to_action(seen.Recruit("Contract 12", 3, None), waiting_seat=1) == \
        Recruit(1, "contract:12")
    assert to_action(seen.Recruit("Beaver 47", 1, 2), waiting_seat=0) == Recruit(1, "critter:47")


def test_a_contract_in_a_seats_column_is_fulfilled():
    assert to_action(seen.FulfilContract("Contract 7", 3, 1), waiting_seat=0) == Fulfil(2, 7)


def test_what_names_no_move_gives_none():
    assert to_action(seen.Bid("purple", 4, 2), waiting_seat=0) is None
    assert to_action(seen.Recruit("Contract 12", 3, None), waiting_seat=None) is None
