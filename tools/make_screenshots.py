"""Pictures of the table in each language for the README: docs/table-en.png, table-fr.png, table-es.png.

The French table deals Lucky Ladies (France), the Spanish one Lucky Lucky (Puerto Rico), the English one
the French game. Each is what ``croupier --screenshot FILE --profile P --lang L`` draws (the same
function, at the width asked for): the demonstration round at that table, within its limits.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SHOTS = {"en": "france", "fr": "france", "es": "puerto-rico"}


def shoot(language: str, profile: str, path: Path, width: int) -> None:
    """``croupier --screenshot path --profile profile --lang language``, ``width`` pixels wide, with no
    settings file (so the picture shows the profile's defaults) and the demonstration's credit."""
    from croupier.gui import app

    with tempfile.TemporaryDirectory() as tmp:
        args = argparse.Namespace(config=str(Path(tmp) / "settings.toml"), profile=profile, lang=language)
        if app.save_screenshot(str(path), args, width) != 0:
            raise SystemExit(f"could not draw {path}")
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def main() -> int:
    """Write one picture per language."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--width", type=int, default=1280, help="picture width in pixels (default 1280)")
    ap.add_argument("--out", type=Path, default=ROOT / "docs", help="folder (default docs/)")
    ap.add_argument("languages", nargs="*", default=list(SHOTS), help="en, fr, es (default: all)")
    ns = ap.parse_args()
    ns.out.mkdir(parents=True, exist_ok=True)
    for lang in ns.languages:
        shoot(lang, SHOTS[lang], ns.out / f"table-{lang}.png", ns.width)
    return 0


if __name__ == "__main__":
    sys.exit(main())
