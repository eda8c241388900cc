"""`run`: `companion ARGS` in the test process, as a user would see it (inprocess.run_main)."""

import pytest

from tests.companion.cli.inprocess import run_main


@pytest.fixture
def run():
    return run_main
