"""A finished (or unfinished) session as plain JSON, and as a Board Game Stats play file.

The BG Stats file follows the shape of the app's own "share play" files (`about`, `players`,
`games`, `locations`, `plays` with `playerScores` referring to players and the game by id);
it is built from a public example file, not from a published schema.
"""

import time
import uuid
from typing import Any

from companion.errors import InputError
from companion.sessions.resume import GAME_TITLES
from companion.sessions.store import SessionInfo, SessionStore

BGSTATS_ABOUT = ("This is a Play file that can be read by Board Game Stats. Open it with Board "
                 "Game Stats to add the play.")
NAMESPACE = uuid.UUID("4f6d1c1e-0a5b-4c1f-9a53-7461626c6531")  # stable ids for the same names


def _info(store: SessionStore, session_id: int) -> SessionInfo:
    try:
        return store.get(session_id)
    except KeyError:
        raise InputError(f"no session {session_id} in {store.path}") from None


def _stamp(seconds: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(seconds))


def export_json(store: SessionStore, session_id: int) -> dict[str, Any]:
    """Everything the session holds: set-up, result and every log entry in order."""
    info = _info(store, session_id)
    return {
        "session": info.id, "game": info.game, "players": info.players, "seed": info.seed,
        "catalog_version": info.catalog_version, "setup": info.setup,
        "started": _stamp(info.created),
        "finished": _stamp(info.finished) if info.finished else None, "result": info.result,
        "log": [{"seq": e.seq, "kind": e.kind, "at": _stamp(e.created), **e.payload}
                for e in store.entries(session_id)],
    }


def export_bgstats(store: SessionStore, session_id: int) -> dict[str, Any]:
    """One play for Board Game Stats; only a finished session has a result to export."""
    info = _info(store, session_id)
    if info.finished is None or not info.result:
        raise InputError(f"session {session_id} is not finished: nothing to export yet")
    scores = info.result.get("scores", {})
    winners = set(info.result.get("winner", "").split(" and "))
    title = GAME_TITLES.get(info.game, info.game)
    stamp = _stamp(info.finished)
    players = [{"id": n + 1, "uuid": str(uuid.uuid5(NAMESPACE, name)), "name": name,
                "isAnonymous": False, "modificationDate": stamp, "bggUsername": ""}
               for n, name in enumerate(info.players)]
    ranked = sorted(info.players, key=lambda name: -scores.get(name, 0))
    return {
        "about": BGSTATS_ABOUT,
        "players": players,
        "locations": [],
        "games": [{"id": 1, "uuid": str(uuid.uuid5(NAMESPACE, info.game)), "name": title,
                   "modificationDate": stamp, "cooperative": False, "highestWins": True,
                   "noPoints": not scores, "usesTeams": False, "bggId": 0}],
        "plays": [{
            "uuid": str(uuid.uuid5(NAMESPACE, f"{store.path}/{info.id}/{info.created}")),
            "modificationDate": stamp, "entryDate": stamp,
            "playDate": _stamp(info.created),
            "durationMin": max(1, round((info.finished - info.created) / 60)),
            "gameRefId": 1, "ignored": False, "manualWinner": False, "rounds": 0,
            "usesTeams": False, "board": "", "scoringSetting": 0,
            "playerScores": [{
                "playerRefId": seat + 1, "score": str(scores.get(name, "")),
                "winner": name in winners, "newPlayer": False, "startPlayer": seat == 0,
                "seatOrder": seat, "rank": ranked.index(name) + 1 if scores else 0,
            } for seat, name in enumerate(info.players)],
        }],
    }
