"""Open any stored session with the class that plays its game."""

from companion.sessions.base import Session
from companion.sessions.deep_claim import GAME as DEEP_CLAIM
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.deep_shelf import GAME as DEEP_SHELF
from companion.sessions.deep_shelf import DeepShelfSession
from companion.sessions.deep_shelf_turns import GAME as DEEP_SHELF_TURNS
from companion.sessions.deep_shelf_turns import DeepShelfTurnsSession
from companion.sessions.dig import GAME as DIG
from companion.sessions.dig import DigSession
from companion.sessions.mine_deeper import GAME as MINE_DEEPER
from companion.sessions.mine_deeper import MineDeeperSession
from companion.sessions.store import SessionInfo, SessionStore

SESSION_CLASSES: dict[str, type[Session]] = {
    MINE_DEEPER: MineDeeperSession, DEEP_CLAIM: DeepClaimSession, DEEP_SHELF: DeepShelfSession,
    DEEP_SHELF_TURNS: DeepShelfTurnsSession, DIG: DigSession}
GAME_TITLES = {MINE_DEEPER: "Mine Deeper", DEEP_CLAIM: "Deep Claim", DEEP_SHELF: "Deep Shelf",
               DEEP_SHELF_TURNS: "Deep Shelf", DIG: "DIG"}


def open_session(store: SessionStore, info: SessionInfo) -> Session:
    """The session rebuilt by replaying its log."""
    return SESSION_CLASSES[info.game](store, info.id)


def describe(info: SessionInfo) -> str:
    """One line for a list: game, players and, once finished, the winner."""
    line = f"{GAME_TITLES.get(info.game, info.game)}: {' vs '.join(info.players)}"
    if info.result and info.result.get("winner"):
        line += f", won by {info.result['winner']}"
    if info.result and info.result.get("scores"):
        line += " (" + ", ".join(f"{name} {vp}" for name, vp in info.result["scores"].items()) + ")"
    return line
