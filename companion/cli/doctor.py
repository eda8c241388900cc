"""`companion doctor`: what hardware, camera and calibration this machine has, and the fallbacks."""

import argparse
import platform
import sys
from pathlib import Path

from companion.config import load_config, user_config_path


def _section(title: str, lines: list[tuple[str, str]]) -> None:
    print(title)
    for what, finding in lines:
        print(f"  {what:<22} {finding}")


def _sessions_database(path: Path) -> tuple[str, bool]:
    """The database in words, and whether the app can use it. Reads only."""
    from companion.sessions.store import StorageError, check_database

    try:
        check_database(path)
    except StorageError as problem:
        return f"PROBLEM: {problem}", False
    return (str(path) if path.exists() else f"{path} (made at the first game)"), True


def run_doctor(args: argparse.Namespace) -> int:
    """Exit 1 when something the app cannot start with was found (the sessions database)."""
    from hardware.probe import describe as describe_hardware
    from vision.probe import describe as describe_camera

    config = load_config()
    database, usable = _sessions_database(config.sessions_database())
    _section("System", [
        ("python", f"{sys.version.split()[0]} on {platform.machine()}"),
        ("config file", str(config.source) if config.source else
         f"defaults only (create {user_config_path()} to override)"),
        ("sessions database", database),
        ("calibration folder", str(config.calibration_dir())),
    ])
    _section("Hardware", describe_hardware(config))
    _section("Camera and calibration", describe_camera(config))
    return 0 if usable else 1


def register(commands: argparse._SubParsersAction) -> None:
    doctor = commands.add_parser("doctor", help="report hardware, camera, calibration, fallbacks")
    doctor.set_defaults(handler=run_doctor)
