"""Pictures of the table in each language for the README: docs/table-en.png, table-fr.png, table-es.png
(and, with ``--size 800x600``, docs/table-fr-800x600.png: the table as a window of that size shows it).

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


def shoot_window(language: str, profile: str, path: Path, width: int, height: int) -> None:
    """The same demonstration round as the table shows it in a window of ``width`` × ``height``: the
    geometry for that shape (4:3 at 800 × 600), drawn at the window's size."""
    from croupier.gui import app

    with tempfile.TemporaryDirectory() as tmp:
        args = argparse.Namespace(config=str(Path(tmp) / "settings.toml"), profile=profile, lang=language)
        scene, _controller, view = app.render_demo(args)
        view.resize(width, height)
        view.show()
        view.fit()
        if not app.save_scene(scene, str(path), width):
            raise SystemExit(f"could not draw {path}")
        from croupier.gui import layout

        layout.use(layout.WIDE)  # the next picture starts from the wide table again
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def main() -> int:
    """Write one picture per language (``--size WxH``: as a window of that size shows it)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--width", type=int, default=1280, help="picture width in pixels (default 1280)")
    ap.add_argument("--size", help="a window's size, e.g. 800x600: table-LANG-800x600.png, as that window shows it")
    ap.add_argument("--out", type=Path, default=ROOT / "docs", help="folder (default docs/)")
    ap.add_argument("languages", nargs="*", default=list(SHOTS), help="en, fr, es (default: all)")
    ns = ap.parse_args()
    ns.out.mkdir(parents=True, exist_ok=True)
    for lang in ns.languages:
        if ns.size:
            try:
                w, h = (int(v) for v in ns.size.lower().split("x"))
            except ValueError:
                ap.error(f"--size {ns.size!r}: give the window's width and height, e.g. 800x600")
            shoot_window(lang, SHOTS[lang], ns.out / f"table-{lang}-{w}x{h}.png", w, h)
        else:
            shoot(lang, SHOTS[lang], ns.out / f"table-{lang}.png", ns.width)
    return 0


if __name__ == "__main__":
    sys.exit(main())
