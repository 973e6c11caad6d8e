"""Small vector helpers shared by the card and chip painters: symmetric paths, gradients, glyph paths."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainterPath, QRadialGradient, QTransform

Pt = tuple[float, float]
# A segment is either (end,) for a line or (c1, c2, end) for a cubic Bézier curve.
Seg = tuple[Pt] | tuple[Pt, Pt, Pt]


def sym_path(start: Pt, segs: Sequence[Seg]) -> QPainterPath:
    """A closed path symmetric about x = 0: ``segs`` trace the right side from ``start`` (on the axis)."""
    p = QPainterPath(QPointF(*start))
    pts: list[Pt] = [start]
    for s in segs:
        if len(s) == 1:
            p.lineTo(*s[0])
        else:
            p.cubicTo(QPointF(*s[0]), QPointF(*s[1]), QPointF(*s[2]))
        pts.append(s[-1])
    # Walk back down the mirrored side.
    for i in range(len(segs) - 1, -1, -1):
        s = segs[i]
        prev = pts[i]
        if len(s) == 1:
            p.lineTo(-prev[0], prev[1])
        else:
            c1, c2, _ = s
            p.cubicTo(QPointF(-c2[0], c2[1]), QPointF(-c1[0], c1[1]), QPointF(-prev[0], prev[1]))
    p.closeSubpath()
    return p


def path(start: Pt, segs: Sequence[Seg], *, close: bool = True) -> QPainterPath:
    """A path from ``start`` through line or cubic ``segs``."""
    p = QPainterPath(QPointF(*start))
    for s in segs:
        if len(s) == 1:
            p.lineTo(*s[0])
        else:
            p.cubicTo(QPointF(*s[0]), QPointF(*s[1]), QPointF(*s[2]))
    if close:
        p.closeSubpath()
    return p


def mirrored(p: QPainterPath) -> QPainterPath:
    """``p`` reflected about x = 0."""
    return QTransform.fromScale(-1, 1).map(p)


def ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return p


def vgrad(y0: float, y1: float, *stops: tuple[float, QColor | str]) -> QLinearGradient:
    """A vertical linear gradient from ``y0`` to ``y1``."""
    g = QLinearGradient(0, y0, 0, y1)
    for at, c in stops:
        g.setColorAt(at, QColor(c))
    return g


def rgrad(
    cx: float, cy: float, r: float, *stops: tuple[float, QColor | str], fx: float | None = None, fy: float | None = None
) -> QRadialGradient:
    """A radial gradient centred on (cx, cy), optionally with a focal point."""
    g = QRadialGradient(QPointF(cx, cy), r, QPointF(cx if fx is None else fx, cy if fy is None else fy))
    for at, c in stops:
        g.setColorAt(at, QColor(c))
    return g


def shade(c: QColor | str, factor: float) -> QColor:
    """``c`` darker (factor < 1) or lighter (factor > 1), keeping its hue."""
    q = QColor(c)
    return q.lighter(int(factor * 100)) if factor >= 1 else q.darker(int(100 / factor))


SERIF = ["DejaVu Serif", "Liberation Serif", "Times New Roman", "serif"]
SANS = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "sans-serif"]


@cache
def glyph_path(text: str, serif: bool = True, bold: bool = True, condensed: bool = False) -> QPainterPath:
    """``text`` as a vector path with its capital height scaled to 1, baseline at y = 0, centred on x = 0."""
    f = QFont()
    f.setFamilies(SERIF if serif else SANS)
    f.setPointSizeF(100)
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    f.setStyleStrategy(QFont.StyleStrategy.PreferOutline)
    if condensed:
        f.setStretch(QFont.Stretch.Condensed)
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    p = QPainterPath()
    p.addText(0, 0, f, text)
    cap = QFontMetricsF(f).capHeight() or 72.0
    b = p.boundingRect()
    t = QTransform()
    t.scale(1 / cap, 1 / cap)
    t.translate(-b.center().x(), 0)
    out = t.map(p)
    out.setFillRule(Qt.FillRule.WindingFill)
    return out
