"""Cold start of the table app to its first drawn home screen: median of several runs.

Each run is a fresh process (`python -m ui --quit-after-home`) with empty config, data and
Kivy home folders, so nothing is cached between runs; the wall time counts the interpreter,
the imports, the window, the devices (simulated off a Pi) and the first frame. Budget: 3 s.

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
BUDGET_S = 3.0


def one_start() -> tuple[float, float]:
    """(wall seconds from spawn to exit, the app's own seconds from `ui` starting to the
    home screen drawn)."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "KIVY_HOME": home, "KIVY_NO_CONSOLELOG": "1",
               "COMPANION_CONFIG_DIR": f"{home}/config", "COMPANION_DATA_DIR": f"{home}/data",
               "COMPANION_CACHE_DIR": f"{home}/cache"}
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            env["SDL_VIDEODRIVER"] = "offscreen"
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "ui", "--quit-after-home"], cwd=REPO,
                              env=env, capture_output=True, text=True, timeout=60)
        wall = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"the app failed to start:\n{done.stderr[-2000:]}")
    reported = float(done.stdout.split("home screen after ")[1].split()[0])
    return wall, reported


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    walls, homes = zip(*(one_start() for _ in range(runs)), strict=True)
    print(f"cold start to the home screen, {runs} runs")
    print(f"  ui start to home screen drawn (the app's clock): median "
          f"{statistics.median(homes):.2f} s, min {min(homes):.2f} s, max {max(homes):.2f} s")
    print(f"  spawn to process exit (interpreter start and shutdown included): median "
          f"{statistics.median(walls):.2f} s")
    worst = statistics.median(walls)  # an upper bound of spawn to home screen
    verdict = "within" if worst < BUDGET_S else "OVER"
    print(f"  budget {BUDGET_S:.1f} s against spawn to exit: {verdict} "
          f"(ratio {worst / BUDGET_S:.2f})")


if __name__ == "__main__":
    main()
