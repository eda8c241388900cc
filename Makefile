# Two commands do all set-up: `make run` and `make test`.
# They create .venv in the repo root, install the system packages the libraries need
# (through apt, when the user may), install the pinned dependencies and the project, then run.

VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
# generic, pi-os or pi-debian: `python3 scripts/install_path.py --why` says which and why.
INSTALL_PATH := $(shell python3 scripts/install_path.py)
ifeq ($(INSTALL_PATH),)
$(error no install path from scripts/install_path.py: is python3 installed?)
endif
# Every dependency pinned and hashed for this path (`make lock` writes them from pyproject.toml).
LOCK   := deploy/requirements/$(INSTALL_PATH).txt
# On Raspberry Pi OS the venv sees the apt-installed picamera2 and lgpio.
VENV_FLAGS := $(if $(filter pi-os,$(INSTALL_PATH)),--system-site-packages,)

.PHONY: run install test soak bench lock clean

# The app picks its screen itself (ui/display.py): the desktop, the Pi's display through
# KMS/DRM when there is no desktop, or offscreen where there is no display at all.
run: $(STAMP)
	$(PY) -m ui

install: $(STAMP)

test: $(STAMP)
	$(PY) -m ruff check .
	$(VENV)/bin/lint-imports
	SDL_VIDEODRIVER=offscreen $(PY) -m pytest

# Long correctness runs, not part of `make test`: 1,000 seeded games per engine (Deep Claim's
# and DIG's invariants after every action), the hostile-input properties with fifty times
# the examples, new ones every run, and 200 power cuts each of the driver and the app (~25 min).
soak: $(STAMP)
	$(PY) -m tests.companion.games.soak 1000
	$(PY) benchmarks/deep_claim_random_games.py 1000
	$(PY) benchmarks/dig_random_games.py 1000
	$(PY) benchmarks/dig_random_games.py 1000 --table-hill
	COMPANION_SOAK=1 SDL_VIDEODRIVER=offscreen $(PY) -m pytest tests/companion/cli/test_hostile_files.py \
		tests/companion/sessions/test_autoplay.py

bench: $(STAMP)
	for b in benchmarks/*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

lock:
	bash scripts/lock.sh

$(STAMP): pyproject.toml $(LOCK) scripts/system-deps.sh
	@echo "install path: $$(python3 scripts/install_path.py --why)"
	bash scripts/system-deps.sh $(INSTALL_PATH)
	python3 -m venv $(VENV_FLAGS) $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet --require-hashes --no-deps -r $(LOCK)
	$(PY) -m pip install --quiet --no-deps -e .
	touch $(STAMP)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
