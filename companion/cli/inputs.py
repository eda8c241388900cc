"""Reading a FILE argument (`-` is standard input), with errors a person can act on."""

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.errors import InputError


def display_name(name: str) -> str:
    """How a FILE argument is named in messages."""
    return "standard input" if name == "-" else name


def read_text(name: str) -> str:
    if name == "-":
        return sys.stdin.read()
    path = Path(name)
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{name}: is a folder, not a file") from None
    except UnicodeDecodeError:
        raise InputError(f"{name}: not a text file") from None
    except OSError as exc:
        raise InputError(f"{name}: cannot read ({exc.strerror})") from None


def read_json(name: str) -> Any:
    text = read_text(name)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"{exc.msg} at line {exc.lineno}"
        raise InputError(f"{display_name(name)}: not valid JSON ({where})") from None


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
