#!/usr/bin/env bash
# Rehearse an install on a Raspberry Pi without one: 64-bit ARM Debian bookworm (what Raspberry
# Pi OS bookworm is built on) in a chroot, run through qemu-user-static. Installs the project
# with its own command (`make install`, on the pi-debian path: plain Debian on a Pi), then runs
# the CLI, the app to its home screen (offscreen) and the engine tests, and prints the figures.
# Not part of `make test`: it takes tens of minutes. Run it by hand before a release, as root:
#
#   sudo nice scripts/arm64-rehearsal.sh
#
# The debootstrapped root is kept in $REHEARSAL_DIR (default /var/tmp/table-companion-arm64)
# and every rehearsal starts from a fresh copy of it; delete the folder to build it anew.
set -euo pipefail

dir=${REHEARSAL_DIR:-/var/tmp/table-companion-arm64}
base=$dir/bookworm-base
root=$dir/root
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
repo=$(cd "$(dirname "$0")/.." && pwd)
app=/home/pi/table-companion
started=$SECONDS

step() { printf '\n== %s (%s)\n' "$*" "$(date +%T)"; }
took() { echo "   took $(($SECONDS - $1)) s"; }
[[ $(id -u) -eq 0 ]] || { echo "arm64-rehearsal: run as root (debootstrap, chroot, binfmt)"; exit 2; }

step "host: debootstrap, qemu-user-static, binfmt-support"
tools=(debootstrap qemu-user-static binfmt-support)
if [[ $(dpkg-query -W -f='${Status}\n' "${tools[@]}" 2>/dev/null | grep -c "^install ok installed$") \
      -eq ${#tools[@]} ]]; then
  echo "   already installed"
else
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${tools[@]}"
fi
mountpoint -q /proc/sys/fs/binfmt_misc || mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
[[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]] || update-binfmts --enable qemu-aarch64
echo "   aarch64 binaries run through $(awk '/^interpreter/ {print $2}' /proc/sys/fs/binfmt_misc/qemu-aarch64)"

step "Debian bookworm arm64 root"
if [[ -e $base/.complete ]]; then
  echo "   debootstrapped before, $(date -r "$base/.complete" '+%F %T'): $base"
else
  t=$SECONDS
  rm -rf "$base"
  mkdir -p "$dir"
  # What docs/pi-setup.md has a person install before `make`: git, make, python3.
  debootstrap --arch=arm64 --include=ca-certificates,git,make,python3 bookworm "$base" "$mirror"
  touch "$base/.complete"
  took $t
fi
t=$SECONDS
rm -rf "$root"
cp -a "$base" "$root"
echo "   a fresh copy in $root ($(($SECONDS - t)) s)"

cleanup() {
  for m in dev/pts dev sys proc; do mountpoint -q "$root/$m" && umount -l "$root/$m"; done
  return 0
}
trap cleanup EXIT
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# pip checks PyPI's certificate against the host's bundle, which knows this network's proxies.
cp "${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}" "$root/etc/ssl/host-ca.crt"

step "the project, as git sees the working tree, to $app"
mkdir -p "$root$app"
git -C "$repo" ls-files -z --cached --others --exclude-standard \
  | (cd "$repo" && tar --null -T - -cf - 2>/dev/null) | tar -xf - -C "$root$app"
echo "   $(git -C "$repo" log -1 --format='%h %s')"

run() {  # a command line, run in the project's folder in the arm64 root, clean environment
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb KIVY_NO_CONSOLELOG=1 \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    PIP_CERT=/etc/ssl/host-ca.crt SSL_CERT_FILE=/etc/ssl/host-ca.crt \
    PIP_DISABLE_PIP_VERSION_CHECK=1 COMPANION_INSTALL_PATH=pi-debian \
    bash -c "cd $app && $1"
}
seconds_since() {  # t0 from `date +%s%N`
  local ns=$(($(date +%s%N) - $1))
  printf '%d.%02d' $((ns / 1000000000)) $((ns % 1000000000 / 10000000))
}

step "inside: the machine"
run 'echo "   $(uname -m), $(. /etc/os-release; echo "$PRETTY_NAME"), $(python3 --version)"'

step "install: make install (the pi-debian path: plain Debian on a Pi)"
t=$SECONDS
run "make install" | grep -v -E "^(Selecting|Preparing|Unpacking|Setting up|Processing|\(Reading)"
install_s=$(($SECONDS - t))
echo "   took $install_s s"
run '.venv/bin/python -c "import importlib.metadata as m, cv2, numpy, gpiozero, lgpio, kivy
print(\"   imported:\", \", \".join(p + \" \" + m.version(p) for p in
      (\"numpy\", \"opencv-python-headless\", \"kivy\", \"gpiozero\", \"lgpio\")))"'

step "CLI"
run 'printf "R . . . Y\nP R . . R\n. . . . .\nY R R . .\n. . Y . .\n" > /tmp/wall.txt
     printf "? ? ? ? ?\n? R ? ? ?\n? ? . ? ?\n? ? ? ? ?\n? ? ? ? ?\n" > /tmp/board.txt'
run '.venv/bin/companion mine-deeper check /tmp/wall.txt; echo "   exit $?"' || true
hint_runs=()
for _ in 1 2 3; do
  t0=$(date +%s%N)
  run ".venv/bin/companion mine-deeper hint /tmp/board.txt --json > /tmp/hint.json"
  hint_runs+=("$(seconds_since "$t0")")
done
run 'head -c 200 /tmp/hint.json; echo'
echo "   mine-deeper hint, spawn to exit: ${hint_runs[*]} s"

step "display choice and the app to its home screen"
run ".venv/bin/python -m ui.display"
home_runs=()
for _ in 1 2 3; do
  out=$(run 'KIVY_HOME=$(mktemp -d) .venv/bin/python -m ui --quit-after-home')
  echo "   $out"
  home_runs+=("$(echo "$out" | awk '/home screen after/ {print $4}')")
done

step "engine tests"
t=$SECONDS
run ".venv/bin/python -m pytest -q -p no:cacheprovider tests/companion/games \
     2>&1 | tail -3"
tests_s=$(($SECONDS - t))

step "figures (arm64 under qemu-user emulation on $(uname -m), several times slower than a Pi 4)"
echo "   install (make install):          $install_s s"
echo "   first hint in a new process:     ${hint_runs[*]} s"
echo "   app start to home screen drawn:  ${home_runs[*]} s"
echo "   engine tests:                    $tests_s s"
echo "   whole rehearsal:                 $(($SECONDS - started)) s"
