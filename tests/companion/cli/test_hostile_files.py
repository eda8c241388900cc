"""Every FILE command of the CLI fed what a careless or hostile user types: random bytes, random
JSON and random mutations of valid inputs. The contract allows only exit 0 (done), 1 (readable but
invalid: the output says why) and 2 (unreadable: exactly one short line on stderr naming the
problem); never "internal error" (exit 3), never a traceback, never a C library's own chatter.

Commands run in this process through `main()`, each example under a generous hang guard (a
guard against a hang, not a speed test). `make soak` runs the same properties with many more
examples (COMPANION_SOAK=1).
"""

import json
import os
import tempfile
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import cv2
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.cli.whole_games import selfplay
from companion.games.mine_deeper import Layout
from companion.games.registry import engine
from tests.companion.cli.inprocess import hang_guard, run_main
from tests.companion.cli.run import Result
from tests.companion.cli.test_whole_games import WHOLE_GAMES
from tests.companion.games.deep_shelf.sheets import CONTRACT_EXAMPLE as SHELF_PLAYER
from tests.companion.games.mine_deeper.layouts import VALID
from vision.synthetic import render_scene
from vision.synthetic.wall import render_wall

HANG_GUARD_S = 60
LONGEST_ERROR = 400  # characters: a short excerpt of a bad value, never the value itself

SOAK = os.environ.get("COMPANION_SOAK") == "1"


def examples(count: int) -> settings:
    """`count` examples, the same every run, in `make test`; fifty times as many, new each
    run, in `make soak`."""
    return settings(max_examples=count * 50 if SOAK else count, derandomize=not SOAK,
                    deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                          HealthCheck.data_too_large])


def as_the_contract_allows(result: Result) -> None:
    assert result.code in (0, 1, 2), f"exit {result.code}: {result.err}"
    assert "Traceback" not in result.err and "internal error" not in result.err
    if result.code == 2:
        assert result.err.count("\n") == 1 and result.err.endswith("\n"), result.err
        assert len(result.err) <= LONGEST_ERROR, result.err[:LONGEST_ERROR]
    else:
        assert result.err == "", result.err


def run(args: list[str], stdin: bytes = b"") -> Result:
    with hang_guard(HANG_GUARD_S):
        result = run_main(*args, stdin=stdin)
    as_the_contract_allows(result)
    return result


# -- valid inputs to start from ------------------------------------------------------------------

BOARD = "? ? ? ? ?\n? R ? . ?\n? ? . ? ?\n? . ? ? ?\n? ? ? ? ?\n"
DIG = {"cards": [{"card": "gold", "recruit": True}, {"card": "iron"}, {"card": "spider"},
                 {"card": "rune"}, {"card": "exit"}]}
SHELF = {"players": [SHELF_PLAYER, {**SHELF_PLAYER, "name": "kelp", "deep_explorer": False}]}
CLAIM = {"season": 3, "final": True, "players": [
    {"name": "green", "fulfilled": [["gold", "diamond"], ["coal"]], "coins": 9, "pickaxes": 6,
     "supply": {"coal": 2, "silver": 1, "gold": 1, "diamond": 0}, "critters": [5, 16, 17, 32],
     "discarded": [17], "vein_tiles": 2, "objectives": [7, 13, 14]},
    {"name": "blue", "fulfilled": [["silver"]], "coins": 0, "pickaxes": 0, "supply": {},
     "critters": [], "discarded": [], "vein_tiles": 0, "objectives": []}]}


def game_file(game: str) -> dict:
    """The first 60 actions of a seeded random game, as `selfplay` writes it."""
    whole = selfplay(engine(game), seed=4, players=2)
    return {**whole, "actions": whole["actions"][:60]}


TEXT_COMMANDS = {  # command: a valid input
    ("mine-deeper", "check"): str(VALID),
    ("mine-deeper", "hint"): BOARD,
    ("mine-deeper", "keycard"): str(VALID),
}
JSON_COMMANDS = {
    ("dig", "gallery"): DIG,
    ("deep-shelf", "score"): SHELF,
    ("deep-claim", "score"): CLAIM,
    **{(game, "replay"): game_file(game) for game in WHOLE_GAMES},
}


# -- hostile inputs ------------------------------------------------------------------------------

scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
           | st.text(max_size=12) | st.sampled_from(["gold", "iron", "recruit", "name", "type"]))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=5),
                           max_leaves=25)


def paths(value: object, path: tuple = ()) -> Iterator[tuple]:
    yield path
    children = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        yield from paths(child, (*path, key))


def replaced(value: object, path: tuple, new: object) -> object:
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = replaced(copy[path[0]], path[1:], new)
    return copy


@st.composite
def json_mutations(draw, valid: object) -> object:
    """The valid input with a few of its values (or keys' values) replaced by random JSON."""
    data = valid
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(list(paths(data))))
        data = replaced(data, where, draw(json_values))
    return data


@st.composite
def byte_mutations(draw, valid: bytes, head: int | None = None) -> bytes:
    """The valid bytes with a few flips, deletions, insertions or a cut (within the first
    `head` bytes, where a file's header is, when given)."""
    data = bytearray(valid)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, max(0, min(len(data), head or len(data)) - 1)))
        kind = draw(st.sampled_from(["flip", "delete", "insert", "cut", "repeat"]))
        if kind == "flip" and data:
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif kind == "delete":
            del data[at:at + draw(st.integers(1, 16))]
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif kind == "cut":
            del data[at:]
        else:
            data[at:at] = data[at:at + draw(st.integers(1, 64))] * draw(st.integers(2, 50))
    return bytes(data)


def text_input(valid: str) -> st.SearchStrategy[bytes]:
    return (st.binary(max_size=300) | byte_mutations(valid.encode())
            | st.text(alphabet="RPY.? #\n\t5xé", max_size=80).map(str.encode))


def json_input(valid: object) -> st.SearchStrategy[bytes]:
    dumped = json.dumps(valid).encode()
    return (st.binary(max_size=300) | json_values.map(lambda v: json.dumps(v).encode())
            | json_mutations(valid).map(lambda v: json.dumps(v).encode())
            | byte_mutations(dumped))


# -- the properties ------------------------------------------------------------------------------

@pytest.mark.parametrize("command", list(TEXT_COMMANDS), ids=" ".join)
@examples(40)
@given(data=st.data())
def test_a_text_command_answers_any_bytes_as_the_contract_allows(command, data):
    stdin = data.draw(text_input(TEXT_COMMANDS[command]))
    run([*command, "-", "--json"] if command[1] != "keycard" else [*command, "-"], stdin)


@pytest.mark.parametrize("command", list(JSON_COMMANDS), ids=" ".join)
@examples(60)
@given(data=st.data())
def test_a_json_command_answers_any_bytes_as_the_contract_allows(command, data):
    stdin = data.draw(json_input(JSON_COMMANDS[command]))
    run([*command, "-", "--json"], stdin)
    run([*command, "-"], stdin)  # the table for a person takes its own paths


# -- image files and the files commands take beside them -----------------------------------------

SIGNATURES = [b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", b"\xff\xd8\xff\xc0\x00\x11\x08", b"BM",
              b"II*\x00", b"MM\x00*", b"RIFF\x00\x00\x00\x00WEBPVP8X",
              b"RIFF\x00\x00\x00\x00WEBPVP8L"]


def encoded(image: np.ndarray, suffix: str) -> bytes:
    return cv2.imencode(suffix, image)[1].tobytes()


@pytest.fixture(scope="module")
def photos() -> dict[str, bytes]:
    """A wall face and a Deep Claim table as a camera would save them."""
    wall = render_wall(Layout.parse(WALL), 3).image
    table = render_scene("deep-claim", 2, "easy").image
    return {"wall.jpg": encoded(wall, ".jpg"), "table.jpg": encoded(table, ".jpg"),
            "wall.png": encoded(cv2.resize(wall, (320, 180)), ".png")}


def image_input(valid: bytes) -> st.SearchStrategy[bytes]:
    return (st.binary(max_size=300)
            | st.tuples(st.sampled_from(SIGNATURES), st.binary(max_size=200)).map(b"".join)
            | byte_mutations(valid, head=2048) | byte_mutations(valid))


WALL = "YR...\n.RPR.\n.....\nRY..Y\n....R\n"
IMAGE_COMMANDS = {  # the command, with {image} and {out}; which photo is valid for it
    "vision wall {image}": "wall.jpg",
    "vision scan {image} --game deep-claim": "table.jpg",
    "calibrate table {image} -o {out}": "table.jpg",
    "calibrate colours {image} --layout {layout} -o {out}": "wall.jpg",
    "calibrate intrinsics {image} -o {out}": "wall.png",
}


def run_with_files(command: str, files: dict[str, bytes]) -> Result:
    with tempfile.TemporaryDirectory() as folder:
        paths = {key: Path(folder) / key for key in ("image", "layout", "zones", "colours")}
        for key, data in files.items():
            paths[key].write_bytes(data)
        paths["layout"].write_bytes(files.get("layout", WALL.encode()))
        paths["out"] = Path(folder) / "out.json"
        return run(command.format(**paths).split())


@pytest.fixture(autouse=True, scope="module")
def own_folders(tmp_path_factory):
    """The configuration and calibration folders of a fresh machine."""
    home = tmp_path_factory.mktemp("home")
    saved = {key: os.environ.get(key) for key in ("COMPANION_CONFIG_DIR", "COMPANION_DATA_DIR")}
    os.environ.update(COMPANION_CONFIG_DIR=str(home), COMPANION_DATA_DIR=str(home))
    yield
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.mark.parametrize("command", list(IMAGE_COMMANDS))
@examples(15)
@given(data=st.data())
def test_an_image_command_answers_any_file_as_the_contract_allows(photos, command, data):
    image = data.draw(image_input(photos[IMAGE_COMMANDS[command]]))
    run_with_files(command, {"image": image})


BLANK = encoded(np.full((60, 80, 3), 128, np.uint8), ".png")
ZONES = (resources.files("vision.zones") / "deep_claim.json").read_text()
COLOURS = json.dumps({"prototypes": {"R": [355, 0.8, 0.75], "P": [300, 0.65, 0.55],
                                     "Y": [50, 0.8, 0.85], ".": [210, 0.05, 0.5]}})
OPTION_FILES = {  # a command whose other file is hostile; its image is a plain grey one
    "vision scan {image} --game deep-claim --zones {zones}": ("zones", json.loads(ZONES)),
    "vision wall {image} --calibration {colours}": ("colours", json.loads(COLOURS)),
    "calibrate colours {image} --layout {layout} -o {out}": ("layout", None),
}


@pytest.mark.parametrize("command", list(OPTION_FILES))
@examples(30)
@given(data=st.data())
def test_a_file_beside_an_image_is_answered_as_the_contract_allows(command, data):
    key, valid = OPTION_FILES[command]
    hostile = data.draw(text_input(WALL) if valid is None else json_input(valid))
    run_with_files(command, {"image": BLANK, key: hostile})


def test_the_valid_inputs_are_valid(photos):
    """The starting points above are valid: mutations start from real files."""
    for command, valid in TEXT_COMMANDS.items():
        assert run([*command, "-"], valid.encode()).code == 0
    for command, valid in JSON_COMMANDS.items():
        assert run([*command, "-"], json.dumps(valid).encode()).code == 0
    for command, photo in IMAGE_COMMANDS.items():
        expected = 2 if "intrinsics" in command else 0  # one photo of no board: too few
        assert run_with_files(command, {"image": photos[photo]}).code == expected, command

