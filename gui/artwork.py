"""The one door to card and chip art: :mod:`gui.art` when it is installed, plain painted stand-ins
otherwise, so the rest of the table never needs to know which.

Pixmaps are cached per size: a card face is painted once per (code, pixel width), not per frame.
"""

from __future__ import annotations

import importlib.util
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen, QPixmap, QRadialGradient

from engine.money import SCALE, format_amount

_cards: Any = None  #: gui.art.cards, imported at the first card painted (it is large; the first frame needs none)
_CARDS_FOUND = importlib.util.find_spec("gui.art.cards") is not None


def _card_art() -> Any:
    global _cards
    if _cards is None and _CARDS_FOUND:
        from gui.art import cards  # type: ignore[import-not-found, unused-ignore]

        _cards = cards
    return _cards


try:
    from gui.art import chips as _chips  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # pragma: no cover
    _chips = None

CARD_RATIO = 3.5 / 2.5  #: a card's height to width (gui.art.cards' too)
DENOMINATIONS: tuple[int, ...] = tuple(
    getattr(_chips, "DENOMINATIONS", (1 * SCALE, 5 * SCALE, 10 * SCALE, 25 * SCALE, 100 * SCALE, 500 * SCALE))
)
HAVE_ART = _CARDS_FOUND and _chips is not None

#: the player's card options (four-colour deck, high contrast), set by the host from the director's
#: settings; every card the table paints follows them
DECK: dict[str, bool] = {"four_colour": False, "high_contrast": False}

_SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_RANK = {"T": "10"}

#: stand-in chip colours (body, edge spots) by value in units, the usual casino ones
_CHIP_COLOURS = {
    1: ("#f4f1e8", "#2a5bd7"),
    2: ("#e9c62c", "#2b2b2b"),
    5: ("#c8202c", "#f7f3e8"),
    10: ("#2a5bd7", "#f7f3e8"),
    20: ("#e8e8e8", "#c8202c"),
    25: ("#1f8a3b", "#f7f3e8"),
    50: ("#e97b1f", "#f7f3e8"),
    100: ("#1d1d1d", "#f7f3e8"),
    500: ("#6d2c91", "#f1d36b"),
    1000: ("#e8b923", "#6d2c91"),
    5000: ("#8a4b2a", "#f7f3e8"),
}


def chip_colours(value: int) -> tuple[QColor, QColor]:
    """Body and edge colours of a chip of ``value`` mills."""
    if _chips is not None and hasattr(_chips, "chip_colours"):
        body, edge = _chips.chip_colours(value)[:2]
        return QColor(body), QColor(edge)
    units = value // SCALE
    body, edge = _CHIP_COLOURS.get(units, ("#5a6c7d", "#f7f3e8"))
    return QColor(body), QColor(edge)


def _paint_placeholder_card(p: QPainter, rect: QRectF, code: str | None, back: str) -> None:
    r = rect.width() * 0.07
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if code is None:
        g = QLinearGradient(rect.topLeft(), rect.bottomRight())
        base = QColor("#a3161c") if back == "red" else QColor("#173a8c")
        g.setColorAt(0, base.lighter(120))
        g.setColorAt(1, base.darker(120))
        p.setPen(QPen(QColor("#f8f4ea"), rect.width() * 0.05))
        p.setBrush(QBrush(g))
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r)
        inner = rect.adjusted(rect.width() * 0.12, rect.width() * 0.12, -rect.width() * 0.12, -rect.width() * 0.12)
        p.setPen(QPen(QColor(255, 240, 220, 140), max(1.0, rect.width() * 0.015)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, r / 2, r / 2)
        step = inner.width() / 6
        p.setClipRect(inner)
        for i in range(-8, 14):
            x = inner.left() + i * step
            p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            p.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        p.setClipping(False)
        return
    p.setPen(QPen(QColor("#9a9a9a"), max(1.0, rect.width() * 0.012)))
    p.setBrush(QColor("#fbfaf6"))
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), r, r)
    red = code[1] in "HD"
    colour = QColor("#c0141e") if red else QColor("#141414")
    p.setPen(colour)
    rank = _RANK.get(code[0], code[0])
    suit = _SUIT[code[1]]
    f = QFont("DejaVu Sans", 1)
    f.setPixelSize(max(4, int(rect.width() * 0.24)))
    f.setBold(True)
    p.setFont(f)
    corner = QRectF(
        rect.left() + rect.width() * 0.04, rect.top() + rect.width() * 0.04, rect.width() * 0.3, rect.width() * 0.3
    )
    p.drawText(corner, Qt.AlignmentFlag.AlignCenter, rank)
    f.setPixelSize(max(4, int(rect.width() * 0.2)))
    p.setFont(f)
    p.drawText(corner.translated(0, rect.width() * 0.26), Qt.AlignmentFlag.AlignCenter, suit)
    f.setPixelSize(max(6, int(rect.width() * 0.55)))
    p.setFont(f)
    p.drawText(rect.adjusted(0, rect.height() * 0.1, 0, 0), Qt.AlignmentFlag.AlignCenter, suit)


def paint_card(p: QPainter, rect: QRectF, code: str | None, back: str = "red", **kw: Any) -> None:
    """Paint a card face (``code`` like ``"QH"``) or its back (``None``) into ``rect``."""
    art = _card_art()
    if art is not None:
        art.paint_card(p, rect, code, back=back, **kw)
        return
    p.save()
    _paint_placeholder_card(p, rect, code, back)
    p.restore()


@lru_cache(maxsize=512)
def card_pixmap(
    code: str | None, width: int, back: str = "red", *, four_colour: bool = False, high_contrast: bool = False
) -> QPixmap:
    """A card painted ``width`` device pixels wide, cached by size and deck options (the stand-in
    painter has a single style)."""
    art = _card_art()
    if art is not None:
        return art.card_pixmap(  # type: ignore[no-any-return]
            code, width, dpr=1.0, back=back, four_colour=four_colour, high_contrast=high_contrast
        )
    h = round(width * CARD_RATIO)
    pm = QPixmap(width, h)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_card(p, QRectF(0, 0, width, h), code, back)
    p.end()
    return pm


def _paint_placeholder_chip(p: QPainter, rect: QRectF, value: int) -> None:
    body, edge = chip_colours(value)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = rect.center()
    rad = rect.width() / 2
    p.setPen(QPen(QColor(0, 0, 0, 120), max(1.0, rad * 0.04)))
    p.setBrush(body)
    p.drawEllipse(c, rad * 0.98, rad * 0.98)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(edge)
    for i in range(6):
        p.save()
        p.translate(c)
        p.rotate(i * 60)
        p.drawRect(QRectF(-rad * 0.13, -rad * 0.97, rad * 0.26, rad * 0.22))
        p.restore()
    g = QRadialGradient(c, rad * 0.68)
    g.setColorAt(0, body.lighter(125))
    g.setColorAt(1, body)
    p.setPen(QPen(edge, max(1.0, rad * 0.05), Qt.PenStyle.DashLine))
    p.setBrush(g)
    p.drawEllipse(c, rad * 0.66, rad * 0.66)
    text = format_amount(value)
    if value >= 1000 * SCALE:
        text = f"{value // (1000 * SCALE)}K"
    f = QFont("DejaVu Sans", 1)
    f.setBold(True)
    f.setPixelSize(max(4, int(rad * (0.62 if len(text) < 3 else 0.46))))
    p.setFont(f)
    p.setPen(QColor("#141414") if body.lightness() > 150 else QColor("#fbfaf6"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_chip(p: QPainter, rect: QRectF, value: int) -> None:
    """Paint a chip of ``value`` mills into ``rect`` (a square)."""
    if _chips is not None:
        _chips.paint_chip(p, rect, value)
        return
    p.save()
    _paint_placeholder_chip(p, rect, value)
    p.restore()


@lru_cache(maxsize=256)
def chip_pixmap(value: int, diameter: int) -> QPixmap:
    """A chip ``diameter`` device pixels wide, cached by size."""
    if _chips is not None:
        return _chips.chip_pixmap(value, diameter, dpr=1.0)  # type: ignore[no-any-return]
    pm = QPixmap(diameter, diameter)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_chip(p, QRectF(0, 0, diameter, diameter), value)
    p.end()
    return pm


def set_deck(four_colour: bool = False, high_contrast: bool = False) -> None:
    """Change the deck options every card is painted with, dropping the pixmaps painted before."""
    new = {"four_colour": bool(four_colour), "high_contrast": bool(high_contrast)}
    if new != DECK:
        DECK.update(new)
        card_pixmap.cache_clear()


def pixel_size(logical: float, scale: float) -> int:
    """A pixmap width for ``logical`` scene units at a device ``scale``, rounded up to a step of 8
    so a few sizes serve every zoom and the cache stays small."""
    px = max(8, int(logical * scale + 0.999))
    return (px + 7) // 8 * 8


def split_chips(amount: int) -> list[int]:
    """An amount as the fewest chips, largest first (odd cents end as a last small chip)."""
    out: list[int] = []
    left = amount
    for d in sorted(DENOMINATIONS, reverse=True):
        while left >= d and len(out) < 40:
            out.append(d)
            left -= d
    if left > 0:
        out.append(left)
    return out
