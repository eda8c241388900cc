#!/usr/bin/env bash
# Install the Debian / Ubuntu / Raspberry Pi OS packages the Python libraries need, for one
# install path (scripts/install_path.py): generic | pi-os | pi-debian.
# Only what is missing is installed; without root or sudo it says what to install and goes on.
set -euo pipefail

path=${1:-generic}
packages=(
  python3-venv      # the project's .venv
  libgl1 libegl1 libgl1-mesa-dri libgles2  # Kivy's OpenGL, Mesa's EGL for offscreen windows
  libgbm1 libegl-mesa0  # SDL's KMS/DRM driver: the Pi's screen with no desktop
  libmtdev1         # Kivy's multitouch input provider on Linux
  xclip             # Kivy's clipboard (text fields) under X11
  libglib2.0-0      # OpenCV
  espeak-ng         # the offline voice of spoken prompts (ui/voice.py)
)
optional=()         # installed when the archive has them
case "$path" in
  generic) ;;
  pi-os)
    packages+=(python3-picamera2 python3-lgpio) ;;  # only Raspberry Pi OS's archive has them
  pi-debian)
    packages+=(swig python3-dev gcc)  # lgpio (gpiozero's pins) is source-only on PyPI
    optional+=(libcamera-v4l2) ;;     # libcamerify: a CSI camera as a V4L2 device for OpenCV
  *) echo "system-deps: unknown install path '$path' (generic, pi-os or pi-debian)" >&2; exit 2 ;;
esac

command -v dpkg-query >/dev/null || {
  echo "system-deps: not a Debian system; install the equivalents of: ${packages[*]} ${optional[*]}"
  exit 0
}

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for p in "${packages[@]}" "${optional[@]}"; do installed "$p" || missing+=("$p"); done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -eq 0 ]]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
  echo "system-deps: please install as root: apt-get install ${missing[*]}"; exit 0
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
wanted=()
for p in "${missing[@]}"; do
  policy=$(apt-cache policy "$p" 2>/dev/null)
  if [[ " ${optional[*]} " == *" $p "* && $policy != *"Candidate: "[0-9]* ]]; then
    echo "system-deps: $p is not in this system's archive; going on without it"
  else
    wanted+=("$p")
  fi
done
[[ ${#wanted[@]} -eq 0 ]] && exit 0
echo "system-deps ($path): installing ${wanted[*]}"
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${wanted[@]}"
