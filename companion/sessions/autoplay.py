"""`python -m companion.sessions.autoplay DATABASE SEED`: scripted play at two tables, headless
(`python -m ui --autoplay SEED` plays the same in the running app).

Resumes the unfinished Deep Claim and Mine Deeper sessions in DATABASE (or starts them) and
plays seeded random legal moves at one or the other: in Deep Claim now and then an illegal bid
that is held and then taken back; in Mine Deeper pushes, the next game of the best of three,
a new match when one is won. After each move is acknowledged by its session (its log entry is
on disk) it prints one JSON line: {"game", "session", "entries", and for Deep Claim "actions"
(the moves so far) and "last" (the last one)}. The power-cut tests kill this process, or the app,
at random moments and check that every acknowledged move survived.
"""

import json
import random
import sys

from companion.games.deep_claim import PlayBid, action_to_json
from companion.games.mine_deeper import ORIENTATIONS, Layout, orient
from companion.sessions.deep_claim import DeepClaimSession
from companion.sessions.mine_deeper import MineDeeperSession
from companion.sessions.store import SessionStore, StorageError

Table = DeepClaimSession | MineDeeperSession

ILLEGAL_EVERY = 10  # about one Deep Claim move in ten is an illegal bid, held then taken back


def resume_or_start(store: SessionStore, game: str, rng: random.Random) -> Table:
    for info in store.unfinished():
        if info.game == game:  # one a power cut left over (but not ended) is ended when opened
            session = (DeepClaimSession if game == "deep-claim" else MineDeeperSession)(
                store, info.id)
            if not session.over:
                return session
    if game == "deep-claim":
        return DeepClaimSession.start(store, ["Ana", "Ben"], rng.randrange(1000))
    return MineDeeperSession.start(store, ["Cy", "Di"], (random_wall(rng), random_wall(rng)))


WALL = Layout.parse("""
    . . . . .
    R . . P R
    Y . R R .
    . . Y . .
    R Y . . .
""")  # a valid wall; the eight ways of laying it are enough, and cost nothing to start


def random_wall(rng: random.Random) -> Layout:
    return orient(WALL, rng.choice(ORIENTATIONS))


def acknowledge(store: SessionStore, game: str, session: Table) -> None:
    ack = {"game": game, "session": session.id, "entries": len(store.entries(session.id))}
    if game == "deep-claim":
        ack["actions"] = len(session.moves)
        ack["last"] = action_to_json(session.moves[-1]) if session.moves else None
    print(json.dumps(ack), flush=True)


def deep_claim_move(session: DeepClaimSession, rng: random.Random) -> None:
    if session.held is not None:
        session.withdraw()
    elif rng.randrange(ILLEGAL_EVERY) == 0 and session.turn is not None:
        session.propose(PlayBid(1 - session.turn, 0, 99), source="camera")
    else:
        session.propose(rng.choice(session.choices()))


def mine_deeper_move(session: MineDeeperSession, rng: random.Random) -> None:
    if session.game.winner is None:
        push = rng.choice(session.game.legal_actions())
        session.push(push.seat, push.cell)
    else:
        session.next_game((random_wall(rng), random_wall(rng)))


class Autoplay:
    """Two tables played move by move: `step()` plays one move and acknowledges it."""

    def __init__(self, store: SessionStore, rng: random.Random):
        self.store, self.rng = store, rng
        self.tables = {game: resume_or_start(store, game, rng)
                       for game in ("deep-claim", "mine-deeper")}

    def step(self) -> Table:
        """Play one move at one of the tables; the session that moved."""
        game = self.rng.choice(list(self.tables))
        session = self.tables[game]
        (deep_claim_move if game == "deep-claim" else mine_deeper_move)(session, self.rng)
        acknowledge(self.store, game, session)
        if session.over:
            self.tables[game] = resume_or_start(self.store, game, self.rng)
        return session


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or not args[1].isdigit():
        print("usage: python -m companion.sessions.autoplay DATABASE SEED", file=sys.stderr)
        return 2
    try:
        with SessionStore(args[0]) as store:
            tables = Autoplay(store, random.Random(int(args[1])))
            while True:
                tables.step()
    except StorageError as problem:
        print(f"companion: play stopped: {problem}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
