"""Every kind of decision by name: the engine's steps and choices, then the board's steps."""

from functools import cache
from typing import Any

from companion.errors import IllegalMove, InputError
from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.actions import Done
from companion.games.deep_shelf.board import Board, Step
from companion.games.deep_shelf.build import RestoreStep
from companion.games.deep_shelf.cards import CardStep, PowerStep
from companion.games.deep_shelf.economy_steps import (
    CrackUpkeepStep,
    IncomeStep,
    RefineStorageStep,
    UpkeepStep,
)
from companion.games.deep_shelf.market import AdjustStep, MarketStep
from companion.games.deep_shelf.research import (
    AdvanceStep,
    AnomalyStep,
    BorrowStep,
    OreStep,
    PaidResearchStep,
    ResearchStep,
)
from companion.games.deep_shelf.setup import FactionStep, ScientistStep
from companion.games.deep_shelf.state import State
from companion.games.deep_shelf.technology import (
    CrystalStep,
    DevelopStep,
    KelpStep,
    ObservatoryStep,
)

ENGINE_STEPS: dict[str, Step] = {step.name: step for step in (
    FactionStep(), ScientistStep(), CardStep(), PowerStep(), UpkeepStep(), CrackUpkeepStep(),
    IncomeStep(), RefineStorageStep(), MarketStep(), AdjustStep(), KelpStep(), DevelopStep(),
    ResearchStep(), AdvanceStep(), OreStep(), AnomalyStep(), PaidResearchStep(), BorrowStep(),
    CrystalStep(), ObservatoryStep(), RestoreStep(),
)}


def step(state: State, kind: str) -> Step:
    return ENGINE_STEPS.get(kind) or state.board.STEPS[kind]


def legal(state: State, d: dict[str, Any], action: Any) -> bool:
    try:
        step(state, d["kind"]).refuse(state, d, action)
    except IllegalMove:
        return False
    return True


def choices(state: State, d: dict[str, Any]) -> list[Any]:
    """The legal actions of decision `d`, "Done" last where the step may be ended."""
    handler = step(state, d["kind"])
    found = [a for a in handler.candidates(state, d) if legal(state, d, a)]
    if found and handler.optional:
        found.append(Done(d["seat"]))
    return found


@cache
def check_programs(board: type[Board]) -> None:
    """InputError naming a card step no rule carries out (an edited factions.json)."""
    known = set(ENGINE_STEPS) | set(board.STEPS)
    for faction in catalog.factions().values():
        for name, card in faction.cards.items():
            for step_name in (*card.steps, *([card.power] if card.power else [])):
                if step_name not in known:
                    raise InputError(f"deep_shelf/data/factions.json: {faction.title}'s {name} "
                                     f"card has a step {step_name!r} that no rule carries out")
