"""The four suit symbols as vector paths, so they look the same on every machine and at every size.

Each path fits a unit box centred on the origin (height 1; width 1, or 0.76 for the diamond).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

SUIT_WIDTH = {"S": 1.0, "H": 1.0, "D": 0.78, "C": 1.0}

# Ink per suit: classic two colours, the four-colour deck, and their high-contrast versions.
_CLASSIC = {"S": "#161616", "C": "#161616", "H": "#c8102e", "D": "#c8102e"}
_FOUR = {"S": "#161616", "C": "#13803a", "H": "#c8102e", "D": "#1552c4"}
_CLASSIC_HC = {"S": "#000000", "C": "#000000", "H": "#e00000", "D": "#e00000"}
_FOUR_HC = {"S": "#000000", "C": "#007000", "H": "#e00000", "D": "#0000d0"}


def suit_colour(suit: str, *, four_colour: bool = False, high_contrast: bool = False) -> QColor:
    """The ink of ``suit`` ("S", "H", "D", "C") for the chosen deck options."""
    table = (_FOUR_HC if high_contrast else _FOUR) if four_colour else (_CLASSIC_HC if high_contrast else _CLASSIC)
    return QColor(table[suit])


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, -0.30)
    p.cubicTo(0.03, -0.44, 0.15, -0.5, 0.26, -0.5)
    p.cubicTo(0.42, -0.5, 0.5, -0.38, 0.5, -0.22)
    p.cubicTo(0.5, 0.04, 0.22, 0.22, 0, 0.5)
    p.cubicTo(-0.22, 0.22, -0.5, 0.04, -0.5, -0.22)
    p.cubicTo(-0.5, -0.38, -0.42, -0.5, -0.26, -0.5)
    p.cubicTo(-0.15, -0.5, -0.03, -0.44, 0, -0.30)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath()
    w = SUIT_WIDTH["D"] / 2
    p.moveTo(0, -0.5)
    p.cubicTo(0.12 * w / 0.39, -0.31, 0.24 * w / 0.39, -0.14, w, 0)
    p.cubicTo(0.24 * w / 0.39, 0.14, 0.12 * w / 0.39, 0.31, 0, 0.5)
    p.cubicTo(-0.12 * w / 0.39, 0.31, -0.24 * w / 0.39, 0.14, -w, 0)
    p.cubicTo(-0.24 * w / 0.39, -0.14, -0.12 * w / 0.39, -0.31, 0, -0.5)
    p.closeSubpath()
    return p


def _stem(top: float) -> QPainterPath:
    """The flared foot shared by spades and clubs."""
    p = QPainterPath()
    p.moveTo(-0.035, top)
    p.cubicTo(-0.04, 0.3, -0.09, 0.44, -0.22, 0.5)
    p.lineTo(0.22, 0.5)
    p.cubicTo(0.09, 0.44, 0.04, 0.3, 0.035, top)
    p.closeSubpath()
    return p


def _spade(big: QTransform) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, -0.5)
    p.cubicTo(0.08, -0.36, 0.26, -0.24, 0.38, -0.12)
    p.cubicTo(0.47, -0.03, 0.5, 0.04, 0.5, 0.12)
    p.cubicTo(0.5, 0.27, 0.39, 0.36, 0.26, 0.36)
    p.cubicTo(0.15, 0.36, 0.07, 0.31, 0.03, 0.23)
    p.lineTo(-0.03, 0.23)
    p.cubicTo(-0.07, 0.31, -0.15, 0.36, -0.26, 0.36)
    p.cubicTo(-0.39, 0.36, -0.5, 0.27, -0.5, 0.12)
    p.cubicTo(-0.5, 0.04, -0.47, -0.03, -0.38, -0.12)
    p.cubicTo(-0.26, -0.24, -0.08, -0.36, 0, -0.5)
    p.closeSubpath()
    return big.map(p).united(big.map(_stem(0.15))).simplified()


def _club(big: QTransform) -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    r = 0.235
    for cx, cy in ((0.0, -0.265), (-0.265, 0.09), (0.265, 0.09)):
        p.addEllipse(QPointF(cx, cy), r, r)
    core = QPainterPath()
    core.addEllipse(QPointF(0, 0.02), 0.13, 0.13)
    return big.map(p).united(big.map(core)).united(big.map(_stem(0.05))).simplified()


_BIG = 1000.0


@cache
def suit_path(suit: str) -> QPainterPath:
    """The unit path of ``suit`` (height 1, centred on the origin).

    Shapes that need a boolean union are built 1000 times larger, because the union flattens curves into
    segments: done at that scale, the segments stay invisible even on a 4K screen.
    """
    if suit in "SC":
        big = QTransform.fromScale(_BIG, _BIG)
        shape = _spade(big) if suit == "S" else _club(big)
        return QTransform.fromScale(1 / _BIG, 1 / _BIG).map(shape)
    return {"H": _heart, "D": _diamond}[suit]()


def placed_suit(suit: str, centre: QPointF, height: float, *, flip: bool = False) -> QPainterPath:
    """``suit`` scaled to ``height`` and centred on ``centre``; ``flip`` turns it upside down."""
    t = QTransform()
    t.translate(centre.x(), centre.y())
    t.scale(height, -height if flip else height)
    if flip:
        t.scale(-1, 1)
    return t.map(suit_path(suit))


def draw_suit(
    p: QPainter, suit: str, centre: QPointF, height: float, colour: QColor, *, flip: bool = False, outline: float = 0.0
) -> None:
    """Fill one suit symbol; an optional dark outline of ``outline`` units (high-contrast decks)."""
    path = placed_suit(suit, centre, height, flip=flip)
    p.fillPath(path, colour)
    if outline > 0:
        p.strokePath(path, QPen(QColor("#000000"), outline))


def suit_bounds(suit: str, centre: QPointF, height: float) -> QRectF:
    """The box a placed suit occupies (for layout)."""
    w = SUIT_WIDTH[suit] * height
    return QRectF(centre.x() - w / 2, centre.y() - height / 2, w, height)
