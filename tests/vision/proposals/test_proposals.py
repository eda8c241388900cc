"""Snapshot changes become proposed actions, fed through the tracker as the camera would."""

from companion.sessions.inputs import AddToGallery, Bid, Dig, FulfilContract, LayBeside, Recruit
from vision.proposals import as_json, propose
from vision.sighting import FrameReading, Sighting
from vision.tracker import Tracker
from vision.zones import load_layout

DEEP_CLAIM, DIG = load_layout("deep-claim"), load_layout("dig")


def card(name: str, zone: str | None, x: float = 100.0, face_up: bool = True) -> Sighting:
    return Sighting(0, name, face_up, zone, (x, 100.0), 0.0)


class Table:
    """A tracker fed a few identical frames per scene (10 a second), collecting the
    proposals."""

    def __init__(self, layout):
        self.layout, self.tracker = layout, Tracker(present_s=0.2, absent_s=1.0)
        self.frames = 0

    def show(self, *cards: Sighting, frames: int = 12) -> list[object]:
        proposals = []
        for _ in range(frames):
            self.frames += 1
            update = self.tracker.update(FrameReading(cards), self.frames / 10)
            proposals += propose(self.layout, update)
        return proposals


def test_rulebook_example_three_bids_tucked_above_a_location():
    """"Three bids are tucked above this location. The yellow player has bid a 5. The green
    player has bid twice at the same location — a 3 and a 2." """
    table = Table(DEEP_CLAIM)
    display = [card("Bear 3", "location-1/display"), card("Owl 2", "location-1/display")]
    table.show(*display)
    bids = [card("Yellow action 5", "location-1/bids"), card("Green action 3", "location-1/bids"),
            card("Green action 2", "location-1/bids")]
    proposals = table.show(*display, *bids)
    assert sorted(proposals, key=lambda p: p.value) == [
        Bid("green", 2, 1), Bid("green", 3, 1), Bid("yellow", 5, 1)]


def test_rulebook_example_yellow_recruits_the_bear():
    """"Yellow resolves first: they take the 5 back into hand, pay five coins and recruit the
    bear." The bear leaves the display for yellow's critters (seat 2 here): one recruit."""
    table = Table(DEEP_CLAIM)
    table.show(card("Bear 3", "location-1/display"), card("Owl 2", "location-1/display"))
    proposals = table.show(card("Bear 3", "seat-2/critters"), card("Owl 2", "location-1/display"))
    assert proposals == [Recruit("Bear 3", 1, 2)]


def test_a_face_down_card_beside_a_mine_is_a_dig_with_its_value_kept():
    table = Table(DEEP_CLAIM)
    assert table.show(card("Red action 6", "location-4/digs", face_up=False)) == [
        Dig("red", 6, 4)]


def test_a_contract_taken_into_a_hand_is_a_recruit_by_the_resolving_seat():
    table = Table(DEEP_CLAIM)
    table.show(card("Contract 17", "location-2/display"))
    assert table.show() == [Recruit("Contract 17", 2, None)]


def test_a_contract_laid_in_the_third_column_is_fulfilled_there():
    table = Table(DEEP_CLAIM)
    zone = DEEP_CLAIM.zone("seat-4/contracts-3")
    proposals = table.show(card("Contract 9", zone.name, x=zone.x + 5))
    assert proposals == [FulfilContract("Contract 9", 4, 3)]
    assert as_json(proposals[0]) == {"action": "fulfil-contract", "card": "Contract 9",
                                     "seat": 4, "column": 3}


def test_a_glimpse_of_a_card_proposes_nothing():
    table = Table(DEEP_CLAIM)
    assert table.show(card("Blue action 4", "location-1/bids"), frames=2) == []


def test_dig_in_your_gallery_adds_the_card_to_it():
    """"If you choose to dig in your Gallery, add the card to it." """
    table = Table(DIG)
    row = [card("Gold 3", "seat-1/gallery-2", x=30), card("Iron 12", "seat-1/gallery-2", x=80)]
    table.show(*row)
    proposals = table.show(*row, card("Gem Egg 2", "seat-1/gallery-2", x=130))
    assert proposals == [AddToGallery("gem-egg", "Gem Egg 2", 1, 2, 3)]


def test_a_card_beside_the_galleries_is_laid_beside_and_the_tavern_is_no_move():
    """"If you choose to dig beside one of your Gallery/Galleries, draw the card and place it
    to the side"."""
    table = Table(DIG)
    assert table.show(card("Iron 1", "seat-3/beside"), card("Knight", "tavern")) == [
        LayBeside("iron", "Iron 1", 3)]


def test_a_card_moved_from_beside_into_an_empty_row_starts_that_gallery():
    """"...or place a Recruit on it to start a new Gallery": the card goes into a row."""
    table = Table(DIG)
    table.show(card("Gold 7", "seat-2/beside"))
    assert table.show(card("Gold 7", "seat-2/gallery-3", x=530)) == [
        AddToGallery("gold", "Gold 7", 2, 3, 1)]
