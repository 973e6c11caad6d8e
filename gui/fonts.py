"""Font sizing shared by the felt's items and the accessibility options: a font scaled, or fitted to a width."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF


def scaled_font(font: QFont, scale: float) -> QFont:
    """A copy of ``font`` scaled by ``scale`` (point or pixel size, whichever it uses)."""
    out = QFont(font)
    if font.pointSizeF() > 0:
        out.setPointSizeF(font.pointSizeF() * scale)
    elif font.pixelSize() > 0:
        out.setPixelSize(max(1, round(font.pixelSize() * scale)))
    return out


def fitted_font(font: QFont, text: str, width: float, min_scale: float = 0.6) -> QFont:
    """``font``, made smaller when ``text`` would not fit in ``width`` (a button's label in a longer
    language: "ABANDONNER" where "SURRENDER" fitted), but never below ``min_scale`` of its size."""
    need = QFontMetricsF(font).horizontalAdvance(text)
    if need <= width or need <= 0:
        return font
    return scaled_font(font, max(min_scale, width / need))
