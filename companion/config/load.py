"""Load defaults, merge the user's overrides, validate against the schema."""

import json
import math
import os
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from companion.errors import ConfigError, excerpt
from companion.paths import config_dir, data_dir


def user_config_path() -> Path:
    """`COMPANION_CONFIG` if set, else config.toml in the user's config directory."""
    env = os.environ.get("COMPANION_CONFIG")
    return Path(env) if env else config_dir() / "config.toml"


@dataclass(frozen=True)
class Config:
    """The merged, validated configuration, read like `config["sensors"]["backend"]`."""

    data: dict[str, Any]
    source: Path | None  # the user file merged in, if there was one

    def __getitem__(self, section: str) -> Any:
        return self.data[section]

    def calibration_dir(self) -> Path:
        return Path(self.data["calibration"]["dir"] or data_dir() / "calibration")

    def sessions_database(self) -> Path:
        return Path(self.data["sessions"]["database"] or data_dir() / "sessions.sqlite3")


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            merged[key] = _merge(base[key], value)
        else:
            merged[key] = value
    return merged


NO_NUL = "^[^\\u0000]*$"  # the schema's pattern for paths
EXPECTED = {
    "enum": lambda v: "one of " + ", ".join(repr(x) for x in v),
    "type": lambda v: f"{'an' if v[0] in 'aeiou' else 'a'} {v}",
    "minimum": lambda v: f"at least {v}",
    "maximum": lambda v: f"at most {v}",
    "minItems": lambda v: f"at least {v} items",
    "maxItems": lambda v: f"at most {v} items",
    "uniqueItems": lambda v: "no pin listed twice",
    "pattern": lambda v: {NO_NUL: "a path without NUL characters"}.get(v, f"text matching {v}"),
}


SHOWN_PROBLEMS = 3


def _key(path: Any) -> str:
    return ".".join(str(p) for p in path) or "(top level)"


def _describe(error: jsonschema.ValidationError) -> str:
    """`sensors.backend: expected one of 'auto', ..., got 'foo'`."""
    key = _key(error.absolute_path)
    expected = EXPECTED.get(str(error.validator))
    if expected is None:  # unknown keys, alternatives: jsonschema's own words name them
        return f"{key}: {excerpt(error.message, 120)}"
    return f"{key}: expected {expected(error.validator_value)}, got {excerpt(repr(error.instance))}"


def _not_finite(data: Any, path: tuple = ()) -> dict[str, str]:
    """TOML has nan and inf; a range check passes nan (every comparison with it is false), so
    they are refused by name: `sensors.settle_ms: expected a finite number, got nan`."""
    if isinstance(data, float) and not math.isfinite(data):
        return {_key(path): f"{_key(path)}: expected a finite number, got {data}"}
    children = data.items() if isinstance(data, dict) else \
        enumerate(data) if isinstance(data, list) else ()
    found: dict[str, str] = {}
    for key, child in children:
        found.update(_not_finite(child, (*path, key)))
    return found


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML ({excerpt(str(exc), 120)})") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not valid TOML (not UTF-8 text)") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read ({exc.strerror})") from None


def validate(data: dict[str, Any], where: str) -> None:
    schema = json.loads(resources.files(__package__).joinpath("schema.json").read_text())
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(data),
                    key=lambda e: list(map(str, e.absolute_path)))
    not_finite = _not_finite(data)
    problems = [*not_finite.values(), *(_describe(e) for e in errors
                                        if _key(e.absolute_path) not in not_finite)]
    if problems:
        more = len(problems) - SHOWN_PROBLEMS
        raise ConfigError(f"{where}: " + "; ".join(problems[:SHOWN_PROBLEMS])
                          + (f"; and {more} more" if more > 0 else ""))


def load_config(path: Path | None = None) -> Config:
    """Defaults merged with `path` (or the user's config.toml when it exists)."""
    defaults = tomllib.loads(resources.files(__package__).joinpath("defaults.toml").read_text())
    user_path = path or user_config_path()
    if path is None and not user_path.exists():
        return Config(defaults, None)
    overrides = _read_toml(user_path)
    validate(overrides, str(user_path))
    merged = _merge(defaults, overrides)
    validate(merged, str(user_path))
    return Config(merged, user_path)
