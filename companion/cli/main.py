"""Entry point: `companion <command> ...`. Exit codes: 0 done/valid, 1 invalid, 2 unreadable."""

import argparse
import importlib
import sys

from companion.errors import CompanionError, StorageError

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2

# Each module offers register(subparsers) for its command; a handler returns its exit code.
COMMANDS = {
    "mine-deeper": "companion.cli.mine_deeper",
    "dig": "companion.cli.dig",
    "deep-shelf": "companion.cli.deep_shelf",
    "deep-claim": "companion.cli.deep_claim",
    "doctor": "companion.cli.doctor",
    "vision": "companion.cli.vision",
    "markers": "companion.cli.markers",
    "calibrate": "companion.cli.calibrate",
    "sessions": "companion.cli.sessions",
}


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The parser for `argv`: only the named command's module is imported (a hint or a check
    starts without the other games' engines); every command for help or a mistyped one."""
    parser = argparse.ArgumentParser(
        prog="companion", description="Table Companion: rules, scoring and hardware checks."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    named = next((arg for arg in argv or [] if not arg.startswith("-")), None)
    for command, module in COMMANDS.items():
        if named not in COMMANDS or command == named:
            importlib.import_module(module).register(commands)
    return parser


def _tolerant_output() -> None:
    """A name or a file name the terminal's encoding cannot show is written escaped
    (`Zo\\xeb`), never a UnicodeEncodeError: standard output may be strict ASCII."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def one_line(message: str) -> str:
    """An error as the one line the contract allows."""
    return " ".join(message.split())


def main(argv: list[str] | None = None) -> int:
    _tolerant_output()
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(argv).parse_args(argv)
    try:
        return args.handler(args)
    except (CompanionError, StorageError) as exc:
        print(f"companion: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_UNREADABLE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # a bug must still not show a traceback to a player
        print(f"companion: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
