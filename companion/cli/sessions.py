"""`companion sessions list | export ID [--bgstats]`: the games played at this table."""

import argparse
from datetime import datetime

from companion.cli.inputs import print_json
from companion.config import load_config
from companion.errors import InputError, excerpt
from companion.sessions.export import export_bgstats, export_json
from companion.sessions.resume import describe
from companion.sessions.store import SessionStore


def _store() -> SessionStore:
    return SessionStore(load_config().sessions_database())


def run_list(_args: argparse.Namespace) -> int:
    with _store() as store:
        sessions = store.unfinished() + store.history()
        if not sessions:
            print("No games played at this table yet.")
        for info in sessions:
            when = datetime.fromtimestamp(info.finished or info.created)
            state = "finished" if info.finished else "unfinished"
            print(f"{info.id:>5}  {when:%Y-%m-%d %H:%M}  {state:<10}  {describe(info)}")
    return 0


def session_number(text: str) -> int:
    """The ID argument; a one-line InputError for anything but a session number."""
    if not (text.isascii() and text.isdigit() and len(text) <= 18):
        raise InputError(f"{excerpt(repr(text))} is not a session number "
                         "(`companion sessions list` shows them)")
    return int(text)


def run_export(args: argparse.Namespace) -> int:
    number = session_number(args.id)
    with _store() as store:
        export = export_bgstats if args.bgstats else export_json
        print_json(export(store, number))
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    sessions = commands.add_parser("sessions", help="list and export the table's games")
    actions = sessions.add_subparsers(dest="action", required=True, metavar="ACTION")
    listing = actions.add_parser("list", help="unfinished games, then finished ones")
    listing.set_defaults(handler=run_list)
    export = actions.add_parser("export", help="one session as JSON (or a BG Stats play)")
    export.add_argument("id", help="the session number shown by `sessions list`")
    export.add_argument("--bgstats", action="store_true", help="a Board Game Stats play file")
    export.set_defaults(handler=run_export)
