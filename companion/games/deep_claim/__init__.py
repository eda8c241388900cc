"""Deep Claim: the rules engine (four seasons of six phases), its catalogs and its scoring."""

from companion.games.deep_claim.actions import (
    Action,
    Activate,
    BuyLeftover,
    ChooseMagnate,
    DiscardOre,
    Done,
    DraftContract,
    Excavate,
    ExtraIcon,
    Forfeit,
    Fulfil,
    PlayBid,
    PlayDig,
    Recruit,
    ReuseVein,
    TakeIncome,
    TakeOre,
    TakeResources,
    Upgrade,
    UseBear,
    action_from_json,
    action_to_json,
)
from companion.games.deep_claim.events import Event
from companion.games.deep_claim.game import Game, default_names
from companion.games.deep_claim.scoring import score_end, score_season
from companion.games.deep_claim.tally import EndPosition
from companion.games.deep_claim.view import BidView, DigView, LocationView, PlayerView, TableView

__all__ = [
    "Action", "Activate", "BidView", "BuyLeftover", "DigView", "LocationView", "PlayerView",
    "TableView", "ChooseMagnate", "DiscardOre", "Done", "DraftContract",
    "EndPosition", "Event", "Excavate", "ExtraIcon", "Forfeit", "Fulfil", "Game", "PlayBid",
    "PlayDig", "Recruit", "ReuseVein", "TakeIncome", "TakeOre", "TakeResources", "Upgrade",
    "UseBear", "action_from_json", "action_to_json", "default_names", "score_end", "score_season",
]
