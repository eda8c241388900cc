"""Every board step of the Ocean Expanse by name, as the cards (data/factions.json), set-up, the
events and the endgame name them (board.py), and the decisions the board steps ask for in turn
(the area to cover, set-up tiles, a scout's draws, a Shipwreck's choice, the Vent's turn)."""

from typing import Any

from companion.errors import IllegalMove
from companion.games.deep_shelf.board import Step
from companion.games.deep_shelf.ocean_building import BuildStep
from companion.games.deep_shelf.ocean_dragon import DragonStep
from companion.games.deep_shelf.ocean_extraction import (
    ExtractStep,
    GatherStep,
    LoopExtractStep,
    RecallExtractStep,
)
from companion.games.deep_shelf.ocean_extractors import ShiftStep
from companion.games.deep_shelf.ocean_finds import SalvageStep
from companion.games.deep_shelf.ocean_moves import MomentumStep, ReturnStep, move_budget, sub_budget
from companion.games.deep_shelf.ocean_pieces import FreeTubeStep
from companion.games.deep_shelf.ocean_powers import GraftStep, RecallStep, SporesStep
from companion.games.deep_shelf.ocean_refining import LiftStep, SmeltStep
from companion.games.deep_shelf.ocean_scouting import (
    ScoutAtStep,
    ScoutingStep,
    ScoutStep,
    VentStep,
)
from companion.games.deep_shelf.ocean_setup import CoverStep, DockStep, SetupTileStep
from companion.games.deep_shelf.state import State


class TallyStep(Step):
    """After the final turn: the board knows every figure of the endgame, so nothing is asked."""

    name = "tally"
    automatic = True

    def refuse(self, state: State, d: dict[str, Any], action: Any) -> None:
        raise IllegalMove("step", "the board's figures need no report")

    def carry_out(self, state: State, d: dict[str, Any], action: Any, events: list) -> None:
        raise AssertionError("never legal")


STEPS: dict[str, Step] = {step.name: step for step in (
    CoverStep(), SetupTileStep(), DockStep(),
    MomentumStep("momentum", move_budget),
    MomentumStep("spores_momentum", sub_budget(lambda state, seat: 1)),
    MomentumStep("smelter_momentum",
                 sub_budget(lambda state, seat: state.players[seat].count("smelter"))),
    MomentumStep("supercavitation", sub_budget(lambda state, seat: 3)),
    SalvageStep(), ReturnStep(),
    ShiftStep("move_extractors", jump=False), ShiftStep("extractor_jump", jump=True),
    ScoutStep(), ScoutAtStep("scout_adjacent", "adjacent"),
    ScoutAtStep("deep_scout", "anywhere", modifier=1), ScoutAtStep("cavitation_scout", "sub"),
    ScoutingStep(), VentStep(),
    ExtractStep("extract", nano=True, scientists=True), ExtractStep("crack_extract"),
    RecallExtractStep("recall_extract"), LoopExtractStep(), GatherStep(),
    SmeltStep(), LiftStep(),
    BuildStep("facility"), BuildStep("tubes", pieces_too=True),
    BuildStep("deep_facility", deep_build=True),
    FreeTubeStep(), GraftStep(), RecallStep(), SporesStep(),
    DragonStep(), TallyStep(),
)}
