#!/usr/bin/env bash
# The README's two quick-start commands, copied as written, on a bare Debian bookworm.
#
# Bootstraps Debian bookworm (debootstrap --variant=minbase) once into WORKDIR/base, then for each of the
# Quick start's two command blocks (play, test) takes a fresh copy of it, installs only python3,
# python3-venv, python3-pip and git, clones the repository's committed HEAD into /root/croupier and runs
# the block there as root (so its leading `sudo ` is dropped, as the README says). The play block's
# window opens on an Xvfb display of the host (bind-mounted X socket); once the table's window is up a
# picture is taken and the table is closed. Then, in the same system: a second start's stderr (must be
# empty), a start without a display (must exit 1 with one paragraph), `croupier doctor`.
#
#   sudo tools/bare-debian-check.sh [WORKDIR]        (default /tmp/croupier-bare-debian)
#
# Needs on the host: root, debootstrap, Xvfb, xdotool, ImageMagick's `import`, network to the Debian
# mirror ($MIRROR, default http://deb.debian.org/debian) and to PyPI. Results: WORKDIR/out/ (logs,
# play.png, summary.txt). WORKDIR/base is kept for the next run; the copies are removed (KEEP=1 keeps them).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=${1:-/tmp/croupier-bare-debian}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
DNUM=${DISPLAY_NUM:-57}
BASE=$WORK/base
OUT=$WORK/out
BARE="python3 python3-venv python3-pip git"
CHROOT_ENV=(env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
            TERM=dumb DEBIAN_FRONTEND=noninteractive PIP_CERT=/etc/ssl/certs/ca-certificates.crt)

[ "$(id -u)" = 0 ] || { echo "run as root (debootstrap, chroot, mount)" >&2; exit 2; }
for tool in debootstrap Xvfb xdotool import git; do
  command -v "$tool" >/dev/null || { echo "missing on the host: $tool" >&2; exit 2; }
done
mkdir -p "$WORK" "$OUT"
: > "$OUT/summary.txt"
say() { echo "$*" | tee -a "$OUT/summary.txt"; }
now() { date +%s; }

MOUNTED=()
XVFB_PID=
cleanup() {
  set +e
  for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do umount -l "${MOUNTED[$i]}" 2>/dev/null; done
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
}
trap cleanup EXIT

if [ ! -f "$BASE/.bootstrapped" ]; then
  t=$(now)
  rm -rf "$BASE"
  debootstrap --variant=minbase bookworm "$BASE" "$MIRROR" > "$OUT/debootstrap.log" 2>&1
  touch "$BASE/.bootstrapped"
  say "debootstrap --variant=minbase bookworm: $(( $(now) - t )) s"
fi

# one fresh system: a copy of the bootstrap, mounts, network, the bare packages, the clone
fresh() {
  local root=$1
  rm -rf "$root"
  cp -a "$BASE" "$root"
  for m in proc sys dev dev/pts; do
    mkdir -p "$root/$m"
    case $m in
      proc) mount -t proc proc "$root/proc" ;;
      sys) mount -t sysfs sys "$root/sys" ;;
      *) mount --bind "/$m" "$root/$m" ;;
    esac
    MOUNTED+=("$root/$m")
  done
  mkdir -p "$root/tmp/.X11-unix"
  mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
  MOUNTED+=("$root/tmp/.X11-unix")
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  echo "deb $MIRROR bookworm main" > "$root/etc/apt/sources.list"
  local t
  t=$(now)
  chroot "$root" "${CHROOT_ENV[@]}" sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $BARE" \
    > "$OUT/$(basename "$root")-bare.log" 2>&1
  say "$(basename "$root"): apt-get install $BARE: $(( $(now) - t )) s, $(chroot "$root" dpkg-query -W | wc -l) packages"
  # the host's certificate authorities, for a network that re-signs TLS (pip verifies PyPI's certificate)
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  git -C "$REPO" bundle create "$root/root/croupier.bundle" HEAD > /dev/null 2>&1
  chroot "$root" "${CHROOT_ENV[@]}" git clone -q /root/croupier.bundle /root/croupier
}

# the n-th ```sh block of the README's Quick start, run as root: a leading `sudo ` dropped
block() {
  awk -v want="$2" '
    /^## / { in_qs = ($0 == "## Quick start") }
    in_qs && /^```sh$/ { n++; inside = (n == want); next }
    in_qs && /^```$/ { inside = 0; next }
    inside { sub(/^sudo /, ""); print }' "$1/root/croupier/README.md"
}

unmount_all() {
  for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do umount -l "${MOUNTED[$i]}" 2>/dev/null || true; done
  MOUNTED=()
}

say "repository: $(git -C "$REPO" rev-parse --short HEAD) ($(git -C "$REPO" log -1 --format=%cd --date=iso))"

# ---- the play block, with a window on Xvfb
if ! DISPLAY=":$DNUM" xdotool getdisplaygeometry > /dev/null 2>&1; then
  rm -f "/tmp/.X11-unix/X$DNUM" "/tmp/.X$DNUM-lock"  # a stale socket of a server that is gone
  Xvfb ":$DNUM" -screen 0 1920x1080x24 -nolisten tcp > "$OUT/xvfb.log" 2>&1 &
  XVFB_PID=$!
  sleep 2
fi
ROOT=$WORK/root-play
fresh "$ROOT"
{ echo "set -e"; echo "cd /root/croupier"; block "$ROOT" 1; } > "$ROOT/root/play.sh"
say "play block:"; sed 's/^/    /' "$ROOT/root/play.sh" | tee -a "$OUT/summary.txt"
t=$(now)
setsid chroot "$ROOT" "${CHROOT_ENV[@]}" DISPLAY=":$DNUM" bash /root/play.sh > "$OUT/play.log" 2> "$OUT/play.err" &
PLAY=$!
win=
for _ in $(seq 1 900); do
  win=$(DISPLAY=":$DNUM" xdotool search --name '^Croupier' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  kill -0 "$PLAY" 2>/dev/null || break
  sleep 2
done
if [ -n "$win" ]; then
  sleep 8  # the felt is built into the window after its first frame
  import -display ":$DNUM" -window root "$OUT/play.png"
  say "play: the table's window is up after $(( $(now) - t )) s (picture: $OUT/play.png)"
  kill -- "-$PLAY" 2>/dev/null || true
  wait "$PLAY" 2>/dev/null || true
  PLAY_OK=1
else
  wait "$PLAY" && rc=0 || rc=$?
  say "play: FAILED, no window (status $rc); see $OUT/play.err"
  tail -20 "$OUT/play.err" | tee -a "$OUT/summary.txt"
  PLAY_OK=0
fi
say "play: $(chroot "$ROOT" dpkg-query -W | wc -l) packages after the block; .venv $(du -sh "$ROOT/root/croupier/.venv" | cut -f1)"

if [ "$PLAY_OK" = 1 ]; then
  run_in() {  # a command in the play system's venv
    chroot "$ROOT" "${CHROOT_ENV[@]}" "$@"
  }
  venv=". /root/croupier/.venv/bin/activate && cd /root/croupier"
  run_in DISPLAY=":$DNUM" bash -c "$venv && timeout 25 croupier" > "$OUT/start.log" 2> "$OUT/start.err" || true
  say "a second start with a display: $(wc -l < "$OUT/start.err") lines on stderr"
  sed 's/^/    /' "$OUT/start.err" | head -20 | tee -a "$OUT/summary.txt"
  rc=0
  run_in bash -c "$venv && croupier" > /dev/null 2> "$OUT/nodisplay.err" || rc=$?
  say "a start without a display: status $rc"
  sed 's/^/    /' "$OUT/nodisplay.err" | tee -a "$OUT/summary.txt"
  run_in bash -c "$venv && croupier doctor" > "$OUT/doctor.txt" 2>&1 || true
  say "croupier doctor:"; sed 's/^/    /' "$OUT/doctor.txt" | tee -a "$OUT/summary.txt"
fi
unmount_all
[ "${KEEP:-0}" = 1 ] || rm -rf "$ROOT"

# ---- the test block, in its own fresh system
ROOT=$WORK/root-test
fresh "$ROOT"
{ echo "set -e"; echo "cd /root/croupier"; block "$ROOT" 2; } > "$ROOT/root/test.sh"
say "test block:"; sed 's/^/    /' "$ROOT/root/test.sh" | tee -a "$OUT/summary.txt"
t=$(now)
rc=0
chroot "$ROOT" "${CHROOT_ENV[@]}" bash /root/test.sh > "$OUT/test.log" 2>&1 || rc=$?
say "test: status $rc after $(( $(now) - t )) s: $(grep -E '^[0-9]+ (passed|failed)|passed|failed|error' "$OUT/test.log" | tail -1)"
unmount_all
[ "${KEEP:-0}" = 1 ] || rm -rf "$ROOT"
say "done: $OUT/summary.txt"
[ "$PLAY_OK" = 1 ] && [ "$rc" = 0 ]
