"""Where the companion keeps user files (config, sessions, calibration, caches)."""

import os
from pathlib import Path

import platformdirs

APP = "table-companion"


def _dir(env: str, default: str) -> Path:
    return Path(os.environ.get(env) or default)


def config_dir() -> Path:
    return _dir("COMPANION_CONFIG_DIR", platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    return _dir("COMPANION_DATA_DIR", platformdirs.user_data_dir(APP))


def cache_dir() -> Path:
    return _dir("COMPANION_CACHE_DIR", platformdirs.user_cache_dir(APP))
