#!/usr/bin/env bash
# `make lock`: pin every dependency in pyproject.toml, with its hashes, for each install path.
# One resolution, for Linux on x86-64 and aarch64 and every Python the project allows
# ([tool.uv] environments in pyproject.toml), kept in deploy/requirements/uv.lock and exported as
# one requirements file per install path (scripts/install_path.py), which the Makefile installs
# with `pip --require-hashes`. The loose ranges stay in pyproject.toml.
#   make lock            keep the pins that still fit pyproject.toml, pin what is new in it
#   make lock UPGRADE=1  move every pin to the newest version pyproject.toml allows
set -euo pipefail
cd "$(dirname "$0")/.."

UV_VERSION=0.13.9
tools=.venv-lock
out=deploy/requirements

if ! "$tools/bin/uv" --version 2>/dev/null | grep -q "^uv $UV_VERSION "; then
  python3 -m venv "$tools"
  "$tools/bin/python" -m pip install --quiet "uv==$UV_VERSION"
fi
uv=("$tools/bin/uv" --no-progress)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp pyproject.toml README.md "$work/"
[[ -f $out/uv.lock ]] && cp "$out/uv.lock" "$work/"
"${uv[@]}" lock --project "$work" ${UPGRADE:+--upgrade}

# Each path's file holds every extra but the other paths' own (pi-os, pi-debian).
paths=$(python3 scripts/install_path.py --all)
mapfile -t extras < <(python3 -c 'import tomllib; [print(e) for e in
    tomllib.load(open("pyproject.toml", "rb"))["project"].get("optional-dependencies", {})]')
mkdir -p "$out"
for path in $paths; do
  chosen=()
  for extra in "${extras[@]}"; do
    [[ $extra == "$path" || " $paths " != *" $extra "* ]] && chosen+=("$extra")
  done
  {
    echo "# Written by \`make lock\` from pyproject.toml for the $path install path (extras: ${chosen[*]})."
    echo "# Every package pinned and hashed, for Linux on x86-64 and aarch64. Do not edit: change"
    echo "# pyproject.toml, then run \`make lock\` (docs/pi-setup.md)."
    "${uv[@]}" export --project "$work" --frozen --no-emit-project --no-header \
      "${chosen[@]/#/--extra=}"
  } > "$out/$path.txt"
done
cp "$work/uv.lock" "$out/uv.lock"
echo "lock: wrote $out/uv.lock and $out/{${paths// /,}}.txt"
