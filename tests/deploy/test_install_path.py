"""The install path (scripts/install_path.py) on each kind of machine, and that the Makefile and
scripts/system-deps.sh take it: Raspberry Pi OS gets picamera2 and lgpio from apt, plain Debian
or Ubuntu on a Pi never asks apt for them (its archive has neither) and builds lgpio instead."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DEBIAN_SOURCES = "Types: deb\nURIs: http://deb.debian.org/debian\nSuites: bookworm\n"
PI_LIST = "deb http://archive.raspberrypi.com/debian/ bookworm main\n"


def machine(root: Path, model: str | None, files: dict[str, str]) -> Path:
    """A root file system with the device tree's model (None: no device tree) and `files`."""
    if model is not None:
        (root / "proc/device-tree").mkdir(parents=True)
        (root / "proc/device-tree/model").write_bytes(model.encode() + b"\0")
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


MACHINES = {
    "Pi OS bookworm": ("Raspberry Pi 4 Model B Rev 1.5", {
        "etc/apt/sources.list": "deb http://deb.debian.org/debian bookworm main\n",
        "etc/apt/sources.list.d/raspi.list": PI_LIST, "etc/rpi-issue": "Raspberry Pi reference"}),
    "Pi OS, rpi-issue removed": ("Raspberry Pi 5 Model B Rev 1.0", {
        "etc/apt/sources.list.d/raspi.sources": "URIs: http://archive.raspberrypi.com/debian/\n"}),
    "Debian on a Pi": ("Raspberry Pi 4 Model B Rev 1.4", {
        "etc/apt/sources.list.d/debian.sources": DEBIAN_SOURCES}),
    "Ubuntu on a Pi": ("Raspberry Pi 4 Model B Rev 1.4", {
        "etc/apt/sources.list": "deb http://ports.ubuntu.com/ubuntu-ports noble main\n"}),
    "a PC": (None, {"etc/apt/sources.list.d/debian.sources": DEBIAN_SOURCES}),
    "another ARM board": ("Pine64 RockPro64 v2.1", {"etc/apt/sources.list": PI_LIST}),
}
EXPECTED = {"Pi OS bookworm": "pi-os", "Pi OS, rpi-issue removed": "pi-os",
            "Debian on a Pi": "pi-debian", "Ubuntu on a Pi": "pi-debian", "a PC": "generic",
            "another ARM board": "generic"}


def env_for(root: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "COMPANION_INSTALL_PATH"}
    return {**env, "COMPANION_SYSTEM_ROOT": str(root), **extra}


def install_path(root: Path, *args: str, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "scripts/install_path.py", *args], cwd=REPO,
                          env=env_for(root, **extra), capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("name", MACHINES)
def test_each_machine_gets_its_install_path_and_is_told_why(tmp_path, name):
    model, files = MACHINES[name]
    root = machine(tmp_path, model, files)
    assert install_path(root).stdout.strip() == EXPECTED[name]
    why = install_path(root, "--why").stdout
    assert why.startswith(EXPECTED[name] + ": ")
    if model and "Raspberry" in model:
        assert model in why


def test_the_path_can_be_forced_and_a_wrong_name_is_refused(tmp_path):
    assert install_path(tmp_path, COMPANION_INSTALL_PATH="pi-debian").stdout.strip() == "pi-debian"
    wrong = install_path(tmp_path, COMPANION_INSTALL_PATH="raspbian")
    assert wrong.returncode != 0 and "'raspbian' is not one of" in wrong.stderr


def make_plan(root: Path) -> str:
    """The commands `make install` would run on that machine (make -n: nothing is run)."""
    done = subprocess.run(["make", "-n", "-B", "install"], cwd=REPO, env=env_for(root),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("name", ["Pi OS bookworm", "Debian on a Pi", "a PC"])
def test_the_makefile_installs_the_lock_file_and_system_packages_of_the_path(tmp_path, name):
    path = EXPECTED[name]
    plan = make_plan(machine(tmp_path, *MACHINES[name]))
    assert f"bash scripts/system-deps.sh {path}\n" in plan
    assert f"--require-hashes --no-deps -r deploy/requirements/{path}.txt" in plan
    assert (REPO / "deploy/requirements" / f"{path}.txt").exists()
    # only on Raspberry Pi OS does the venv see apt's picamera2 and lgpio
    assert ("--system-site-packages" in plan) == (path == "pi-os")


def system_deps(tmp_path: Path, path: str, in_archive: bool = True) -> tuple[int, str, str]:
    """Run scripts/system-deps.sh as root with nothing installed, apt replaced by a recorder.
    (exit code, what it printed, the apt-get commands it ran)"""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "apt.log"
    stubs = {"dpkg-query": "exit 1",  # nothing installed
             "id": "echo 0",  # root
             "apt-get": f'echo "apt-get $*" >> {log}',
             "apt-cache": 'echo "  Candidate: 0.0.3-6"' if in_archive else
                          'echo "  Candidate: (none)"'}
    for name, body in stubs.items():
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}
    done = subprocess.run(["bash", "scripts/system-deps.sh", path], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout + done.stderr, log.read_text() if log.exists() else ""


def test_raspberry_pi_os_gets_picamera2_and_lgpio_from_apt(tmp_path):
    code, _said, apt = system_deps(tmp_path, "pi-os")
    assert code == 0
    installed = apt.splitlines()[-1].split()
    assert {"python3-picamera2", "python3-lgpio", "python3-venv"} <= set(installed)


def test_debian_on_a_pi_asks_apt_for_nothing_it_lacks_and_can_build_lgpio(tmp_path):
    code, _said, apt = system_deps(tmp_path, "pi-debian")
    assert code == 0
    installed = apt.splitlines()[-1].split()
    assert "python3-picamera2" not in installed and "python3-lgpio" not in installed
    assert {"swig", "python3-dev", "gcc", "libcamera-v4l2"} <= set(installed)


def test_an_archive_without_libcamera_v4l2_is_said_and_the_install_goes_on(tmp_path):
    code, said, apt = system_deps(tmp_path, "pi-debian", in_archive=False)
    assert code == 0
    assert "libcamera-v4l2 is not in this system's archive" in said
    assert "libcamera-v4l2" not in apt and "swig" in apt


def test_an_unknown_path_stops_the_install_with_a_clear_line(tmp_path):
    code, said, apt = system_deps(tmp_path, "raspbian")
    assert code == 2 and "unknown install path 'raspbian'" in said and apt == ""
