#!/usr/bin/env bash
# Install the Debian / Raspberry Pi OS packages the Python libraries need.
# Only what is missing is installed; without root or sudo it says what to install and goes on.
set -euo pipefail

packages=(
  python3-venv      # the project's .venv
  libgl1 libegl1 libgl1-mesa-dri libgles2  # Kivy's OpenGL, Mesa's EGL for offscreen windows
  libmtdev1         # Kivy's multitouch input provider on Linux
  xclip             # Kivy's clipboard (text fields) under X11
  libglib2.0-0      # OpenCV
  espeak-ng         # the offline voice of spoken prompts (ui/voice.py)
)
if [[ "${1:-}" == "--pi" ]]; then
  packages+=(python3-picamera2 python3-lgpio)  # camera and GPIO, only from apt on a Pi
fi

command -v dpkg-query >/dev/null || { echo "system-deps: not a Debian system; install the equivalents of: ${packages[*]}"; exit 0; }

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -eq 0 ]]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
  echo "system-deps: please install as root: apt-get install ${missing[*]}"; exit 0
fi
echo "system-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
