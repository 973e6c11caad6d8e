"""Build Croupier's one-folder application for this OS, then pack it for distribution.

    python packaging/build.py            # dist/croupier/ (+ Croupier.app on macOS) and an archive

Linux: dist/croupier-VERSION-linux-ARCH.tar.gz; Windows: dist/croupier-VERSION-windows-ARCH.zip;
macOS: dist/Croupier-VERSION.dmg (hdiutil) or a zip of Croupier.app. Needs ``pip install -e '.[packaging]'``.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def version() -> str:
    """The version in pyproject.toml (the one the bundle is built with)."""
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on packaging/croupier.spec; returns the one-folder application."""
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--distpath", str(dist),
         "--workpath", str(work), str(ROOT / "packaging" / "croupier.spec")],
        check=True, cwd=ROOT,
    )  # fmt: skip
    return dist / "croupier"


def pack(dist: Path) -> Path:
    """An archive of the built application, named after the version, OS and machine."""
    v, arch = version(), platform.machine().lower() or "unknown"
    if sys.platform == "darwin":
        app = dist / "Croupier.app"
        dmg = dist / f"Croupier-{v}.dmg"
        if shutil.which("hdiutil"):
            dmg.unlink(missing_ok=True)
            subprocess.run(["hdiutil", "create", "-volname", "Croupier", "-srcfolder", str(app), "-ov",
                            "-format", "UDZO", str(dmg)], check=True)  # fmt: skip
            return dmg
        return Path(shutil.make_archive(str(dist / f"Croupier-{v}-macos-{arch}"), "zip", dist, app.name))
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(dist / f"croupier-{v}-windows-{arch}"), "zip", dist, "croupier"))
    return Path(shutil.make_archive(str(dist / f"croupier-{v}-linux-{arch}"), "gztar", dist, "croupier"))


def main() -> int:
    """Build, pack, print where the results are."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    ap.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (default: build/)")
    ap.add_argument("--no-archive", action="store_true", help="build the folder only")
    ap.add_argument("--pure", action="store_true", help="ship the Python round engine, not the compiled one")
    ns = ap.parse_args()
    if not ns.pure:  # the compiled round engine (mypyc); when it cannot be built the Python one ships
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_compiled.py")], check=False, cwd=ROOT)
    folder = build(ns.dist, ns.work)
    print(f"application: {folder}")
    if not ns.no_archive:
        print(f"archive: {pack(ns.dist)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
