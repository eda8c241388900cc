"""JSON text from a user's file, refused in one line where Python's parser would fail badly or
accept what no honest file holds: nesting deeper than any input of the companion (Python's
parser recurses: 100,000 brackets are a RecursionError), numbers of thousands of digits (Python
refuses to convert them, and SQLite stores at most 64 bits), NaN and Infinity (not JSON), and
floats too large to be finite."""

import json
import math
from typing import Any

from companion.errors import InputError, excerpt

MAX_DEPTH = 64  # the deepest input the companion reads is 6 levels deep
MAX_DIGITS = 18  # every whole number below 10**18 fits SQLite's 64-bit INTEGER


class _Refused(ValueError):
    pass


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused(f"the number {excerpt(text, 24)} has {len(text.lstrip('-'))} digits "
                       f"(at most {MAX_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {excerpt(text, 24)} is too large")
    return value


def _constant(name: str) -> float:
    raise _Refused(f"{name} is not a JSON value")


def depth(data: Any) -> int:
    """How deeply lists and objects nest in `data` (a scalar is 0), without recursion."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, level = stack.pop()
        children = value.values() if isinstance(value, dict) else \
            value if isinstance(value, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        if level > MAX_DEPTH:
            break
        stack.extend((child, level + 1) for child in children)
    return deepest


def parse_json(text: str, name: str) -> Any:
    """The JSON value in `text`; InputError naming `name` and the problem in one line."""
    too_deep = InputError(f"{name}: not valid JSON (nested more than {MAX_DEPTH} levels deep)")
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise InputError(f"{name}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    except _Refused as exc:
        raise InputError(f"{name}: not valid JSON ({exc})") from None
    except RecursionError:
        raise too_deep from None
    if depth(data) > MAX_DEPTH:
        raise too_deep
    return data
