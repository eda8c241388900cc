"""The lock files (deploy/requirements/*.txt, written by `make lock`) agree with pyproject.toml:
on each machine the Makefile installs for (Linux on x86-64 and aarch64, Python 3.11 and 3.13),
every dependency pyproject.toml asks for, extras included, is pinned once, hashed, and within
its range. When this fails after pyproject.toml changed, run `make lock`."""

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[2]
LOCKS = REPO / "deploy" / "requirements"
MACHINES = [(machine, python) for machine in ("x86_64", "aarch64") for python in ("3.11", "3.13")]
PATHS = subprocess.run([sys.executable, "scripts/install_path.py", "--all"], cwd=REPO,
                       capture_output=True, text=True, check=True).stdout.split()
PROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]


def marker_environment(machine: str, python: str) -> dict[str, str]:
    return {"platform_machine": machine, "sys_platform": "linux", "platform_system": "Linux",
            "os_name": "posix", "python_version": python, "python_full_version": f"{python}.0",
            "implementation_name": "cpython", "platform_python_implementation": "CPython",
            "extra": ""}


def pins(path: str) -> list[tuple[Requirement, list[str]]]:
    """Each requirement of a lock file with its hashes (continuation lines joined)."""
    text = re.sub(r"\\\n", " ", (LOCKS / f"{path}.txt").read_text())
    found = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            spec, *hashes = line.split(" --hash=")
            found.append((Requirement(spec), hashes))
    return found


def wanted(path: str) -> list[Requirement]:
    """pyproject.toml's dependencies and every extra but the other install paths' own."""
    extras = [name for name in PROJECT.get("optional-dependencies", {})
              if name == path or name not in PATHS]
    return [Requirement(r) for r in PROJECT["dependencies"]] + \
        [Requirement(r) for e in extras for r in PROJECT["optional-dependencies"][e]]


def test_there_is_one_lock_file_per_install_path():
    assert sorted(p.stem for p in LOCKS.glob("*.txt")) == sorted(PATHS)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("machine, python", MACHINES)
def test_every_dependency_is_pinned_once_hashed_and_within_its_range(path, machine, python):
    environment = marker_environment(machine, python)
    chosen: dict[str, str] = {}
    for requirement, hashes in pins(path):
        if requirement.marker is not None and not requirement.marker.evaluate(environment):
            continue
        name = canonicalize_name(requirement.name)
        (pin,) = requirement.specifier  # exactly one ==
        assert pin.operator == "==", f"{requirement} is not pinned"
        assert hashes and all(h.startswith("sha256:") for h in hashes), f"{name} has no hash"
        assert name not in chosen, f"{name} is pinned twice for {machine}, Python {python}"
        chosen[name] = pin.version
    for requirement in wanted(path):
        if requirement.marker is not None and not requirement.marker.evaluate(environment):
            continue
        name = canonicalize_name(requirement.name)
        assert name in chosen, (f"pyproject.toml wants {requirement}, which {path}.txt lacks "
                                f"for {machine}, Python {python}: run `make lock`")
        assert requirement.specifier.contains(chosen[name], prereleases=True), (
            f"{path}.txt pins {name}=={chosen[name]}, outside pyproject.toml's {requirement}: "
            "run `make lock`")


def test_the_lock_files_are_exports_of_the_one_resolution_in_uv_lock():
    resolved = {(canonicalize_name(p["name"]), p["version"])
                for p in tomllib.loads((LOCKS / "uv.lock").read_text())["package"]
                if "version" in p}
    for path in PATHS:
        for requirement, _hashes in pins(path):
            (pin,) = requirement.specifier
            assert (canonicalize_name(requirement.name), pin.version) in resolved, \
                f"{path}.txt: {requirement.name}=={pin.version} is not in uv.lock: run `make lock`"
