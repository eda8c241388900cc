"""Player tallies for the Deep Shelf tests: the contract's example and a zero tally to vary."""

from dataclasses import replace

from companion.games.deep_shelf import PlayerSheet

CONTRACT_EXAMPLE = {
    "name": "cogent", "structures": {"shallows": 4, "deep": 2}, "deep_explorer": True,
    "tech_tiles": {"gold": 2, "palladium": 1, "osmium": 0},
    "research": {"ecology": 5, "mineralogy": 2, "zoology": 0},
    "research_vp_markers": 3, "credits": 17, "refined_ore": 3, "anomaly_stacks": [2, 1],
    "other_vp": 4,
}

NOTHING = PlayerSheet(name="nobody", shallows=0, deep=0, deep_explorer=False, tech_tiles=(0, 0, 0),
                      research=(0, 0, 0), research_vp_markers=0, credits=0, refined_ore=0,
                      anomaly_stacks=(), other_vp=0)


def sheet(name: str, **changes) -> PlayerSheet:
    return replace(NOTHING, name=name, **changes)
