"""The result carries exactly the contract's output keys."""

from companion.games.dig.result import GalleryResult


def test_as_json_has_the_contracts_keys_and_values():
    result = GalleryResult(gems=3, runes=1, recruits_back=2, recruits_to_tavern=1,
                           recruits_lost=0, closed_by=None)
    assert result.as_json() == {"gems": 3, "runes": 1, "recruits_back": 2,
                                "recruits_to_tavern": 1, "recruits_lost": 0, "closed_by": None}
