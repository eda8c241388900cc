"""Cold start of the table app to its first drawn home screen: the first run, and the median of
several.

Each run is a fresh process (`python -m ui --quit-after-home`) with empty config, data and
Kivy home folders, so nothing is cached between runs but what the OS caches; the first run of
the series is printed on its own (it may meet colder disk caches). Times: from spawn to the
home screen drawn (the moment the app prints so), the app's own clock from `ui` starting, and
spawn to exit. Target: home screen drawn within 1.2 s of spawn.

    python benchmarks/startup.py [runs]
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGET_S = 1.2


def one_start() -> tuple[float, float, float]:
    """(spawn to home screen drawn, the app's own seconds to it, spawn to exit)."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "KIVY_HOME": home, "KIVY_NO_CONSOLELOG": "1",
               "COMPANION_CONFIG_DIR": f"{home}/config", "COMPANION_DATA_DIR": f"{home}/data",
               "COMPANION_CACHE_DIR": f"{home}/cache"}
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            env["SDL_VIDEODRIVER"] = "offscreen"
        started = time.perf_counter()
        app = subprocess.Popen([sys.executable, "-m", "ui", "--quit-after-home"], cwd=REPO,
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
        line = app.stdout.readline()
        home = time.perf_counter() - started
        _out, err = app.communicate(timeout=60)
        wall = time.perf_counter() - started
    if app.returncode != 0 or not line.startswith("home screen after "):
        sys.exit(f"the app failed to start:\n{err[-2000:]}")
    return home, float(line.split()[3]), wall


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    starts = [one_start() for _ in range(runs)]
    homes, clocks, walls = zip(*starts, strict=True)
    median = statistics.median
    print(f"cold start to the home screen, {runs} fresh processes (target: drawn within "
          f"{TARGET_S} s of spawn)")
    print(f"  first run:   spawn to home screen {homes[0]:.2f} s, the app's clock "
          f"{clocks[0]:.2f} s, spawn to exit {walls[0]:.2f} s")
    print(f"  median:      spawn to home screen {median(homes):.2f} s (min {min(homes):.2f}, "
          f"max {max(homes):.2f}), the app's clock {median(clocks):.2f} s, spawn to exit "
          f"{median(walls):.2f} s")
    verdict = "within" if median(homes) <= TARGET_S else "OVER"
    print(f"  target {TARGET_S:.1f} s against the median spawn to home screen: {verdict} "
          f"(ratio {median(homes) / TARGET_S:.2f})")


if __name__ == "__main__":
    main()
