"""Checking an edited card catalog against its JSON schema, the same way for every game."""

from typing import Any


def schema_problems(data: Any, schema: dict[str, Any]) -> list[str]:
    """The first place `data` breaks `schema`, as ["path: what is wrong"]; [] when it fits.
    One problem is enough: the box-count checks that follow assume the shape is right."""
    import jsonschema

    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(data), key=str)
    if not errors:
        return []
    where = "/".join(str(p) for p in errors[0].absolute_path) or "top level"
    return [f"{where}: {errors[0].message}"]
