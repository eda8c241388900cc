"""`python -m companion.sessions.autoplay DATABASE SEED`: scripted Deep Claim play, headless.

Resumes the unfinished Deep Claim session in DATABASE (or starts one) and plays seeded random
legal moves, now and then an illegal one that is held and then taken back, starting a new game
when one ends. After each move is acknowledged by the session (its log entry is on disk) it
prints one JSON line: {"session", "actions", "last", "held"}. The power-cut test kills this
process at random moments and checks that every acknowledged move survived.
"""

import json
import random
import sys

from companion.games.deep_claim import PlayBid, action_to_json
from companion.sessions.deep_claim import GAME, DeepClaimSession
from companion.sessions.store import SessionStore

ILLEGAL_EVERY = 10  # about one move in ten is an illegal bid, held and then taken back


def resume_or_start(store: SessionStore, seed: int) -> DeepClaimSession:
    unfinished = [info for info in store.unfinished() if info.game == GAME]
    if unfinished:
        return DeepClaimSession(store, unfinished[0].id)
    return DeepClaimSession.start(store, ["Ana", "Ben"], seed)


def acknowledge(session: DeepClaimSession) -> None:
    log = session.moves
    print(json.dumps({"session": session.id, "actions": len(log),
                      "last": action_to_json(log[-1]) if log else None,
                      "held": len(session.pending)}), flush=True)


def play(store: SessionStore, rng: random.Random, moves: int | None = None) -> None:
    session = resume_or_start(store, rng.randrange(1000))
    while moves is None or moves > 0:
        if session.held is not None:
            session.withdraw()
        elif rng.randrange(ILLEGAL_EVERY) == 0 and session.turn is not None:
            session.propose(PlayBid(1 - session.turn, 0, 99), source="camera")
        else:
            session.propose(rng.choice(session.choices()))
        acknowledge(session)
        if session.game.over:
            session = resume_or_start(store, rng.randrange(1000))
        moves = None if moves is None else moves - 1


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or not args[1].isdigit():
        print("usage: python -m companion.sessions.autoplay DATABASE SEED", file=sys.stderr)
        return 2
    with SessionStore(args[0]) as store:
        play(store, random.Random(int(args[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
