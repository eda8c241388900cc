"""Reading a JSON FILE that must match a schema shipped in a game package.

A mismatch becomes one line naming the file, the key and the problem, e.g.
`game.json: players[0].credits: negative count -3`.
"""

import json
from importlib import resources
from typing import TYPE_CHECKING, Any

from companion.cli.inputs import display_name, read_json
from companion.errors import InputError, excerpt

if TYPE_CHECKING:  # jsonschema costs ~90 ms to import: only commands that read JSON pay it
    from jsonschema import ValidationError

JSON_TYPES = {"object": "an object", "array": "a list", "string": "a string",
              "integer": "a whole number", "number": "a number", "boolean": "true or false"}


def key_path(path: Any) -> str:
    """`players[0].credits` from jsonschema's path ["players", 0, "credits"]."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "top level"


def _shown(value: Any) -> str:
    return excerpt(json.dumps(value))


def problem(error: "ValidationError") -> str:
    """jsonschema's complaint in a player's words, for the kinds a hand-typed file hits."""
    kind, expected, got = error.validator, error.validator_value, error.instance
    if kind == "type":
        return f"expected {JSON_TYPES.get(expected, expected)}, got {_shown(got)}"
    if kind == "enum":
        return f"unknown name {_shown(got)} (expected one of {', '.join(expected)})"
    if kind == "minimum" and expected == 0:
        return f"negative count {got}"
    if kind == "additionalProperties":
        unknown = sorted(set(got) - set(error.schema.get("properties", {})))
        allowed = ", ".join(error.schema.get("properties", {}))
        others = f" and {len(unknown) - 1} more" if len(unknown) > 1 else ""
        return f"unknown key {excerpt(repr(unknown[0]))}{others} (expected {allowed})"
    return excerpt(error.message, 120)


def read_valid_json(name: str, package: str, schema_file: str) -> Any:
    """The parsed FILE (`-` is standard input); InputError if it does not match the schema."""
    import jsonschema
    from jsonschema.exceptions import best_match, by_relevance

    data = read_json(name)
    schema = json.loads(resources.files(package).joinpath(schema_file).read_text())
    errors = jsonschema.Draft202012Validator(schema).iter_errors(data)
    # an unknown key usually explains a missing one (a typo), so it is named first
    error = best_match(errors, key=by_relevance(strong=frozenset({"additionalProperties"})))
    if error is not None:
        where = key_path(error.absolute_path)
        raise InputError(f"{display_name(name)}: {where}: {problem(error)}")
    return data
