"""Reading a FILE argument (`-` is standard input), with errors a person can act on."""

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from companion.file_input import MAX_TEXT_BYTES, decode_text, read_at_most, read_text_file
from companion.json_input import parse_json


def display_name(name: str) -> str:
    """How a FILE argument is named in messages."""
    return "standard input" if name == "-" else name


def read_text(name: str) -> str:
    """The FILE's text, which must be UTF-8 whatever the locale says standard input is."""
    if name == "-":
        stdin = display_name(name)
        return decode_text(read_at_most(sys.stdin.buffer, MAX_TEXT_BYTES, stdin), stdin)
    return read_text_file(name)


def read_json(name: str) -> Any:
    return parse_json(read_text(name), display_name(name))


def print_json(data: Any) -> None:
    print(json.dumps(data, separators=(", ", ": ")))


def file_command(sub: argparse._SubParsersAction, name: str, help: str, file_help: str,
                 handler: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
    """A sub-command of the contract: one FILE (`-` for stdin) and `--json`."""
    command = sub.add_parser(name, help=help)
    command.add_argument("file", metavar="FILE", help=file_help)
    command.add_argument("--json", action="store_true", help="one JSON object")
    command.set_defaults(handler=handler)
    return command
