#!/bin/sh
# Install a built Croupier bundle (dist/croupier/) with its menu entry, icons and AppStream data.
#   packaging/install-linux.sh [PREFIX]      PREFIX defaults to ~/.local (use /usr/local as root)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
PREFIX=${1:-$HOME/.local}
APP_ID=io.croupier.Croupier
BUNDLE=${BUNDLE:-$ROOT/dist/croupier}

[ -x "$BUNDLE/croupier" ] || { echo "no bundle at $BUNDLE: run python packaging/build.py first" >&2; exit 1; }

mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$PREFIX/share/applications" "$PREFIX/share/metainfo"
rm -rf "$PREFIX/lib/croupier"
cp -a "$BUNDLE" "$PREFIX/lib/croupier"
ln -sf "$PREFIX/lib/croupier/croupier" "$PREFIX/bin/croupier"
sed "s|^Exec=croupier|Exec=$PREFIX/bin/croupier|; s|^TryExec=croupier|TryExec=$PREFIX/bin/croupier|" \
    "$HERE/croupier.desktop" > "$PREFIX/share/applications/$APP_ID.desktop"
cp "$HERE/$APP_ID.metainfo.xml" "$PREFIX/share/metainfo/"
for n in 16 24 32 48 64 128 256 512; do
  mkdir -p "$PREFIX/share/icons/hicolor/${n}x${n}/apps"
  cp "$ROOT/assets/icons/croupier-$n.png" "$PREFIX/share/icons/hicolor/${n}x${n}/apps/$APP_ID.png"
done
mkdir -p "$PREFIX/share/icons/hicolor/scalable/apps"
cp "$ROOT/assets/icons/croupier.svg" "$PREFIX/share/icons/hicolor/scalable/apps/$APP_ID.svg"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$PREFIX/share/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$PREFIX/share/icons/hicolor" || true
echo "installed: $PREFIX/bin/croupier"
