"""Actions as plain JSON, for every engine whose actions are frozen dataclasses.

`{"type": "<class name>", <field>: <value>, ...}`: a field equal to its default is left out (a
field without one, like `seat`, never is), a tuple is a list. Reading checks the type name, that
no field is unknown or missing, and every value against the dataclass's annotation (`int`,
`bool`, `str`, `None`, unions and tuples of them), so a hostile game file or a damaged log entry
is an InputError naming what is wrong, with a short excerpt, never a crash or a half-made action.
"""

import types
import typing
from collections.abc import Iterable
from dataclasses import MISSING, fields
from functools import cache
from typing import Any

from companion.errors import InputError, excerpt

MAX_TEXT = 60  # no name or id in any game is longer; a longer string is no action


def to_json(action: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(action).__name__}
    for spec in fields(action):
        value = getattr(action, spec.name)
        if spec.default is MISSING or value != spec.default:
            data[spec.name] = list(value) if isinstance(value, tuple) else value
    return data


def from_json(data: Any, kinds: Iterable[type], game: str) -> Any:
    """An action of one of `kinds` from its JSON form; InputError names what is wrong."""
    by_name = {kind.__name__: kind for kind in kinds}
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise InputError(f"a {game} action is a JSON object with a \"type\", not "
                         f"{_excerpt(data)}")
    kind = by_name.get(data["type"])
    if kind is None:
        raise InputError(f"no {game} action is called {_excerpt(data['type'])}")
    hints = _hints(kind)
    given = set(data) - {"type"}
    unknown = sorted(given - set(hints))
    if unknown:
        raise InputError(f"{kind.__name__} has no field {_excerpt(unknown[0])}")
    missing = sorted(f.name for f in fields(kind)
                     if f.default is MISSING and f.default_factory is MISSING
                     and f.name not in given)
    if missing:
        raise InputError(f"{kind.__name__} needs {', '.join(missing)}")
    values = {}
    for name in given:
        value = data[name]
        if isinstance(value, list):
            value = tuple(value)
        if not fits(value, hints[name]):
            raise InputError(f"{kind.__name__}: {name} cannot be {_excerpt(data[name])}")
        values[name] = value
    return kind(**values)


def malformed(action: Any, kinds: Iterable[type], game: str) -> str | None:
    """What is wrong with an action built in code (a wrong class, a field of the wrong type),
    or None."""
    if type(action) not in tuple(kinds):
        return f"{_excerpt(action)} is not a {game} action"
    hints = _hints(type(action))
    for name, hint in hints.items():
        if not fits(getattr(action, name), hint):
            return f"{type(action).__name__}: {name} cannot be {_excerpt(getattr(action, name))}"
    return None


def fits(value: object, hint: object) -> bool:
    """`value` is of type `hint` (int, bool, str, None, unions and tuples of them)."""
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return any(fits(value, option) for option in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if typing.get_origin(hint) is tuple:
        item = typing.get_args(hint)[0]
        return isinstance(value, tuple) and all(fits(v, item) for v in value)
    if hint is str:
        return isinstance(value, str) and len(value) <= MAX_TEXT
    return type(value) is hint  # int refuses True, bool refuses 1


@cache
def _hints(kind: type) -> dict[str, Any]:
    return typing.get_type_hints(kind)


def _excerpt(value: object) -> str:
    return excerpt(repr(value))
