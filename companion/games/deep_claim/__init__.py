"""Deep Claim: the rules engine (four seasons of six phases), its catalogs and its scoring."""

from companion.games.deep_claim.actions import (
    Action,
    Activate,
    ChooseMagnate,
    DiscardOre,
    Done,
    DraftContract,
    Excavate,
    Forfeit,
    Fulfil,
    PlayBid,
    PlayDig,
    Recruit,
    TakeIncome,
    TakeOre,
    TakeResources,
    Upgrade,
    UseBear,
    action_from_json,
    action_to_json,
)
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.game import Game
from companion.games.deep_claim.scoring import EndPosition, score_end, score_season

__all__ = [
    "Action", "Activate", "ChooseMagnate", "DiscardOre", "Done", "DraftContract", "EndPosition",
    "Event", "Excavate", "Forfeit", "Fulfil", "Game", "PlayBid", "PlayDig", "Recruit",
    "TakeIncome", "TakeOre", "TakeResources", "Upgrade", "UseBear", "action_from_json",
    "action_to_json", "score_end", "score_season",
]
