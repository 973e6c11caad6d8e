"""Draw Croupier's application icon (two cards and a chip) and write it at every size installers need.

Writes assets/icons/croupier.svg, assets/icons/croupier-N.png (N = 16 … 512), croupier.ico (Windows)
and croupier.icns (macOS). Run after changing the drawing: ``python tools/make_icons.py``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QImageWriter,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtSvg import QSvgGenerator  # noqa: E402

from croupier.gui.art.suits import placed_suit  # noqa: E402

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICONS = ROOT / "assets" / "icons"
NAME = "croupier"


def _card(p: QPainter, centre: QPointF, angle: float, suit: str, ink: str, small: bool) -> None:
    """One card, 250 × 350 units, turned ``angle`` degrees about ``centre``, with one big suit."""
    p.save()
    p.translate(centre)
    p.rotate(angle)
    rect = QRectF(-125, -175, 250, 350)
    shadow = QPainterPath()
    shadow.addRoundedRect(rect.translated(8, 10), 26, 26)
    p.fillPath(shadow, QColor(0, 0, 0, 70))
    body = QPainterPath()
    body.addRoundedRect(rect, 26, 26)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#ffffff"))
    g.setColorAt(1, QColor("#e9e4d8"))
    p.fillPath(body, QBrush(g))
    p.strokePath(body, QPen(QColor("#5b5547"), 6 if not small else 14))
    p.fillPath(placed_suit(suit, QPointF(0, 10), 190 if not small else 230), QColor(ink))
    if not small:  # corner indices: a small suit at two corners
        p.fillPath(placed_suit(suit, QPointF(-88, -128), 46), QColor(ink))
        p.fillPath(placed_suit(suit, QPointF(88, 128), 46, flip=True), QColor(ink))
    p.restore()


def _chip(p: QPainter, centre: QPointF, r: float, small: bool) -> None:
    """A casino chip seen from above: red with white edge spots, a ring and a cream centre."""
    p.save()
    p.translate(centre)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawEllipse(QPointF(8, 10), r, r)
    g = QRadialGradient(QPointF(-r * 0.3, -r * 0.3), r * 1.4)
    g.setColorAt(0, QColor("#e23a3a"))
    g.setColorAt(1, QColor("#8e1016"))
    p.setBrush(QBrush(g))
    p.drawEllipse(QPointF(0, 0), r, r)
    spots = 4 if small else 6
    for k in range(spots):
        a = 360 / spots * k + 15
        p.save()
        p.rotate(a)
        spot = QPainterPath()
        spot.addRoundedRect(QRectF(-r * 0.17, -r, r * 0.34, r * 0.26), r * 0.05, r * 0.05)
        p.fillPath(spot, QColor("#f7f2e6"))
        p.restore()
    if not small:
        p.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(QColor("#f7f2e6"), r * 0.05, Qt.PenStyle.DashLine)
        pen.setDashPattern([2.0, 1.6])
        p.setPen(pen)
        p.drawEllipse(QPointF(0, 0), r * 0.68, r * 0.68)
    p.setPen(QPen(QColor("#8e1016"), r * 0.04))
    p.setBrush(QColor("#f7f2e6"))
    p.drawEllipse(QPointF(0, 0), r * 0.5, r * 0.5)
    if not small:
        p.fillPath(placed_suit("H", QPointF(0, 2), r * 0.5), QColor("#c8102e"))
    p.restore()


def paint_icon(p: QPainter, size: float) -> None:
    """The icon in a ``size`` × ``size`` square: an ace of spades and an ace of hearts fanned, and a chip.

    Below 48 px the details (corner indices, chip ring) are left out so the shapes stay readable.
    """
    small = size < 48
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 512, size / 512)
    _card(p, QPointF(200, 215), -14, "S", "#161616", small)
    _card(p, QPointF(285, 225), 9, "H", "#c8102e", small)
    _chip(p, QPointF(372, 385), 118 if not small else 130, small)
    p.restore()


def render_png(size: int) -> QImage:
    """The icon as a transparent ``size`` px image."""
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    paint_icon(p, size)
    p.end()
    return img


def write_svg(path: Path) -> None:
    """The icon as a scalable SVG (the same drawing, recorded by QSvgGenerator)."""
    gen = QSvgGenerator()
    gen.setFileName(str(path))
    gen.setSize(QSize(512, 512))
    gen.setViewBox(QRectF(0, 0, 512, 512))
    gen.setTitle("Croupier")
    gen.setDescription("Two cards and a chip")
    p = QPainter(gen)
    paint_icon(p, 512)
    p.end()


def main() -> int:
    """Write every icon file and print its path."""
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    ICONS.mkdir(parents=True, exist_ok=True)
    written = []
    for n in SIZES:
        path = ICONS / f"{NAME}-{n}.png"
        render_png(n).save(str(path))
        written.append(path)
    svg = ICONS / f"{NAME}.svg"
    write_svg(svg)
    written.append(svg)
    for fmt, sizes in (("ico", (16, 24, 32, 48, 64, 128, 256)), ("icns", (16, 32, 64, 128, 256, 512))):
        if QByteArray(fmt.encode()) not in QImageWriter.supportedImageFormats():
            print(f"skipped {fmt}: this Qt has no writer for it", file=sys.stderr)
            continue
        path = ICONS / f"{NAME}.{fmt}"
        writer = QImageWriter(str(path), QByteArray(fmt.encode()))
        # multi-size containers: Qt writes the largest image; installers pick sizes from the PNGs too
        if not writer.write(render_png(max(sizes))):
            print(f"could not write {path}: {writer.errorString()}", file=sys.stderr)
            continue
        written.append(path)
    for path in written:
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
