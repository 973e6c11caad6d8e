"""Pictures of the table in each language for the README: docs/table-en.png, table-fr.png, table-es.png.

The French table deals Lucky Ladies (France), the Spanish one Lucky Lucky (Puerto Rico), the English one
the French game; each is the demonstration round of ``croupier --screenshot``, in that language.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SHOTS = {"en": "france", "fr": "france", "es": "puerto-rico"}
#: the demonstration's bets within Puerto Rico's bonus limit (at most 7.50 with a 500 maximum [PR-LL-3])
PR_BETS = {1: (25, 5), 3: (50, 5), 4: (25, 5), 6: (100, 5)}


def shoot(language: str, profile: str, path: Path, width: int) -> None:
    """Deal the demonstration round at a ``profile`` table speaking ``language`` and save it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from engine.table import build_config
    from gui import app as table_app
    from gui.i18n import Languages

    qt_app = table_app._app()
    languages = Languages(qt_app)  # type: ignore[arg-type]
    if not languages.set_language(language):
        raise SystemExit(f"no translation for {language}")
    session = table_app.demo_session(build_config(profile))
    scene, controller, _view = table_app.build_table(session)
    saved = dict(table_app.DEMO_BETS)
    if profile == "puerto-rico":
        table_app.DEMO_BETS.clear()
        table_app.DEMO_BETS.update(PR_BETS)
    try:
        table_app.play_demo(controller)
    finally:
        table_app.DEMO_BETS.clear()
        table_app.DEMO_BETS.update(saved)
    img = QImage(width, round(width * 1080 / 1920), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(p, QRectF(0, 0, img.width(), img.height()), scene.sceneRect())
    p.end()
    if not img.save(str(path)):
        raise SystemExit(f"could not write {path}")
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
