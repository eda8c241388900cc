"""Deep Shelf's actions and decisions in the table's words."""

from typing import Any

from companion.games.base import seat_name
from companion.games.deep_shelf import catalog
from companion.games.deep_shelf.actions import (
    Adjust,
    Advance,
    Borrow,
    Buy,
    ChooseFaction,
    ChooseOre,
    Develop,
    Done,
    PlaceScientist,
    PlayCard,
    Power,
    Refine,
    Restore,
    Sell,
    StoreAnomaly,
)
from companion.games.deep_shelf.cubes import name

STEP_WORDS = {
    "faction": "choose a faction", "dock": "claim a Dock", "scientist": "place a scientist",
    "card": "play an Action Card", "power": "choose whether to use the Power Action Step",
    "upkeep": "pay upkeep", "crack_upkeep": "pay upkeep", "income": "gain the Credit",
    "refine_storage": "refine in Surface Storage", "refine": "refine at the Smelters",
    "market": "trade at the Market", "adjust": "adjust the Market", "kelp": "discard Kelp",
    "develop": "develop technologies", "research": "advance on the Research Tracks",
    "advance": "advance on a Research Track", "ore": "choose a Raw Ore",
    "anomaly": "store the anomaly token", "paid_research": "pay for research",
    "borrow_rewards": "take research rewards", "crystal": "claim a Crystal's technology",
    "observatory": "develop a technology with the wild resource",
    "restore": "choose whether to lower the Exploitation Track",
    "momentum": "spend momentum", "spores_momentum": "spend momentum",
    "smelter_momentum": "spend momentum", "supercavitation": "spend momentum",
    "scout": "scout", "scout_adjacent": "scout again", "move_extractors": "move Extractors",
    "extractor_jump": "move an Extractor", "extract": "extract",
    "crack_extract": "extract", "recall_extract": "extract", "loop_extract": "extract",
    "facility": "build a facility", "deep_facility": "build a facility",
    "tubes": "build tubes and crawlers", "return": "bring the Submarine home",
    "slag_gather": "gather Slag", "spores": "spread Kelp", "loop_lift": "lift resources",
    "free_tube": "build the free Tube", "crawler_to_extractor": "replace a Crawler",
    "recall_crawler": "return a Crawler", "deep_scout": "scout or take the discount",
    "dragon": "move the Depth Dragon", "tally": "count the board",
    "cover": "choose the area the Void Space tiles cover", "setup_tile": "place the set-up tiles",
    "scouting": "draw and place the scouted tiles", "vent": "turn the Unstable Vent",
    "salvage": "take what the tile gives", "cavitation_scout": "scout where the Submarine stopped",
}


def step_words(kind: str) -> str:
    return STEP_WORDS.get(kind, kind.replace("_", " "))


def waiting(names: tuple[str, ...], d: dict[str, Any] | None) -> str:
    """What the game waits for, in a sentence."""
    if d is None:
        return "The game is over."
    return f"{names[d['seat']]} to {step_words(d['kind'])}"


def action(act: Any, names: tuple[str, ...], factions: list[str | None]) -> str:
    """An engine action in words (board actions are the board's to tell); an action naming a seat
    that does not exist is still told."""
    known = 0 <= act.seat < len(names)
    who = seat_name(names, act.seat)
    match act:
        case ChooseFaction(faction=faction):
            title = catalog.factions()[faction].title if faction in catalog.factions() else faction
            return f"{who} plays {title}"
        case PlaceScientist(space=space):
            return f"{who} places a scientist on {space.title()}"
        case PlayCard(card=card):
            faction = factions[act.seat] if known else None
            cards = catalog.factions()[faction].cards if faction else {}
            return f"{who} plays {cards[card].title if card in cards else card}"
        case Power():
            return f"{who} carries out the Power Action Step"
        case Done():
            return f"{who} is done with this step"
        case Advance(track=track):
            return f"{who} advances on {track.title()}"
        case ChooseOre(ore=ore):
            return f"{who} takes Raw {ore.title()}"
        case Buy(kind=kind):
            return f"{who} buys 1 {name(kind)}"
        case Sell(kind=kind):
            return f"{who} sells 1 {name(kind)}"
        case Refine(kind=kind, into=into):
            return f"{who} refines 1 {name(kind)} into {name(into)}"
        case Develop(tech=tech, into=into):
            techs = catalog.technologies()
            title = techs[tech].name if tech in techs else tech
            over = {"": "", "storage": ", covering 2 storage spaces"}.get(
                into, f" over {techs[into].name if into in techs else into}")
            return f"{who} develops {title}{over}"
        case StoreAnomaly(space=space, replace=replace):
            return f"{who} stores the anomaly in Lab space {space + 1}" + (
                ", replacing the tokens there" if replace else "")
        case Adjust(tokens=tokens):
            return f"{who} moves the Market tokens: {', '.join(tokens)}"
        case Borrow(track=track, space=space):
            return f"{who} takes the reward of {track.title()} space {space}"
        case Restore():
            return f"{who} lowers the Exploitation Track by 1"
    return f"{who}: {type(act).__name__}"
