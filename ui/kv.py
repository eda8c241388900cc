"""Load the `.kv` file that sits beside a Python module and carries its name."""

from pathlib import Path

from kivy.lang import Builder


def load_beside(module_file: str) -> None:
    """`load_beside(__file__)` in `home.py` loads `home.kv` once."""
    path = str(Path(module_file).with_suffix(".kv"))
    if path not in Builder.files:
        Builder.load_file(path)
