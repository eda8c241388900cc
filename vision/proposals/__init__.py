"""Stable table changes turned into proposed actions: the typed proposals of
`companion.sessions.inputs`, which each game's session turns into its own actions.

A proposal is only a proposal: the session applies it through the engine, which may refuse it
(an illegal move is shown with its reason, never silently applied or dropped).
"""

from dataclasses import asdict

from companion.sessions.inputs import Proposal
from vision.proposals import deep_claim, dig
from vision.tracker import TrackerUpdate
from vision.zones import ZoneLayout


def propose(layout: ZoneLayout, update: TrackerUpdate) -> list[Proposal]:
    """The proposed actions of one tracker update, in the order its changes came."""
    proposals: list[Proposal] = []
    for change in update.changes:
        if layout.game == "deep-claim":
            proposals += deep_claim.propose(change, layout)
        elif layout.game == "dig":
            proposals += dig.propose(change, layout, update.snapshot)
    return proposals


def as_json(proposal: Proposal) -> dict:
    """`{"action": "bid", ...fields}`: the class name in kebab case, then its fields."""
    name = type(proposal).__name__
    action = "".join("-" + c.lower() if c.isupper() else c for c in name).lstrip("-")
    return {"action": action, **asdict(proposal)}
