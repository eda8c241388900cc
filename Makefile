# Two commands do all set-up: `make run` and `make test`.
# They create .venv in the repo root, install the system packages the libraries need
# (through apt, when the user may), install the project, then run.

VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
# On a Raspberry Pi the venv sees the apt-installed picamera2 and lgpio.
ON_PI  := $(shell grep -qsa "Raspberry Pi" /proc/device-tree/model && echo yes)
VENV_FLAGS := $(if $(ON_PI),--system-site-packages,)
# ...and gets a simplejpeg built for the venv's numpy 2: the apt one (picamera2's JPEG encoder)
# is built for Debian's numpy 1.x and fails to import beside numpy 2.
COMMA  := ,
EXTRAS := test$(if $(ON_PI),$(COMMA)pi,)

# Kivy draws through SDL; with no display it uses SDL's offscreen driver and Mesa's EGL.
HEADLESS := $(if $(DISPLAY)$(WAYLAND_DISPLAY),,SDL_VIDEODRIVER=offscreen)

.PHONY: run test soak bench clean

run: $(STAMP)
	$(HEADLESS) $(PY) -m ui

test: $(STAMP)
	$(PY) -m ruff check .
	$(VENV)/bin/lint-imports
	SDL_VIDEODRIVER=offscreen $(PY) -m pytest

# Long correctness runs, not part of `make test`: 1,000 seeded games per engine (Deep Claim's
# and DIG's invariants after every action), and the hostile-input properties with fifty times
# the examples, new ones every run (~20 min).
soak: $(STAMP)
	$(PY) -m tests.games.soak 1000
	$(PY) benchmarks/deep_claim_random_games.py 1000
	$(PY) benchmarks/dig_random_games.py 1000
	$(PY) benchmarks/dig_random_games.py 1000 --table-hill
	COMPANION_SOAK=1 SDL_VIDEODRIVER=offscreen $(PY) -m pytest tests/cli/test_hostile_files.py

bench: $(STAMP)
	for b in benchmarks/*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

$(STAMP): pyproject.toml scripts/system-deps.sh
	bash scripts/system-deps.sh $(if $(ON_PI),--pi,)
	python3 -m venv $(VENV_FLAGS) $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[$(EXTRAS)]"
	touch $(STAMP)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
