"""Card faces and backs painted as vectors: classic pip layouts, corner indices, ornate aces, court figures.

Everything is drawn in a 250 × 350 design box and scaled to the target rectangle, so a card is crisp at any
size. ``card_pixmap`` renders each (card, size, options) once into a cache for the table.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform

from . import court
from .shapes import ellipse, glyph_path, path, rgrad, shade, sym_path
from .suits import SUIT_WIDTH, draw_suit, placed_suit, suit_colour

CARD_RATIO = 3.5 / 2.5
W, H = 250.0, 350.0
RADIUS = 12.0
RANKS = "A23456789TJQK"
SUITS = "SHDC"
BACKS = {"red": ("#7d1420", "#a32430", "#f3d9c8"), "blue": ("#142a63", "#22418c", "#d8e2f5")}
#: every back in high contrast, whatever its colour: the ornament in yellow on black in its white border,
#: the felt's three colours (the shoe's, the discard tray's, the dealer's hole card and the recall's alike)
HIGH_CONTRAST_BACK = ("#000000", "#000000", "#ffd400")

# Pip centres in design units (classic layouts), per rank.
_L, _C, _R = 74.0, 125.0, 176.0
_T, _B = 68.0, 282.0
_ROW4 = [_T + i * (_B - _T) / 3 for i in range(4)]
_MID = (_T + _B) / 2
PIPS: dict[str, list[tuple[float, float]]] = {
    "2": [(_C, _T), (_C, _B)],
    "3": [(_C, _T), (_C, _MID), (_C, _B)],
    "4": [(_L, _T), (_R, _T), (_L, _B), (_R, _B)],
    "5": [(_L, _T), (_R, _T), (_C, _MID), (_L, _B), (_R, _B)],
    "6": [(_L, _T), (_R, _T), (_L, _MID), (_R, _MID), (_L, _B), (_R, _B)],
    "7": [(_L, _T), (_R, _T), (_C, (_T + _MID) / 2), (_L, _MID), (_R, _MID), (_L, _B), (_R, _B)],
    "8": [(_L, _T), (_R, _T), (_C, (_T + _MID) / 2), (_L, _MID), (_R, _MID), (_C, (_MID + _B) / 2), (_L, _B), (_R, _B)],
    "9": [(x, y) for y in _ROW4 for x in (_L, _R)] + [(_C, _MID)],
    "10": [(x, y) for y in _ROW4 for x in (_L, _R)]
    + [(_C, (_ROW4[0] + _ROW4[1]) / 2), (_C, (_ROW4[2] + _ROW4[3]) / 2)],
}
PIP_HEIGHT = 46.0


def _parse(code: str) -> tuple[str, str]:
    code = code.strip().upper()
    if len(code) == 3 and code.startswith("10"):
        code = "T" + code[2]
    if len(code) != 2 or code[0] not in RANKS or code[1] not in SUITS:
        raise ValueError(f"bad card code {code!r}")
    return code[0], code[1]


def card_outline() -> QPainterPath:
    """The card's rounded rectangle in design units."""
    p = QPainterPath()
    p.addRoundedRect(QRectF(0.5, 0.5, W - 1, H - 1), RADIUS, RADIUS)
    return p


def paint_card(
    p: QPainter,
    rect: QRectF,
    code: str | None,
    *,
    back: str = "red",
    four_colour: bool = False,
    high_contrast: bool = False,
) -> None:
    """Paint card ``code`` ("QH", "TD", …), or its back when ``code`` is None, fitted and centred in ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    s = min(rect.width() / W, rect.height() / H)
    p.translate(rect.center().x() - W * s / 2, rect.center().y() - H * s / 2)
    p.scale(s, s)
    if code is None:
        _paint_back(p, back, high_contrast)
    else:
        rank, suit = _parse(code)
        _paint_face(p, rank, suit, four_colour, high_contrast)
    p.restore()


def _paint_face(p: QPainter, rank: str, suit: str, four: bool, hc: bool) -> None:
    ink = suit_colour(suit, four_colour=four, high_contrast=hc)
    outline = card_outline()
    p.fillPath(outline, QColor("#ffffff"))
    if rank in "JQK":
        court.paint_court(p, QRectF(40, 42, W - 80, H - 84), rank, suit, ink, hc)
    elif rank == "A":
        _paint_ace(p, suit, ink, hc)
    else:
        n = "10" if rank == "T" else rank
        for x, y in PIPS[n]:
            draw_suit(p, suit, QPointF(x, y), PIP_HEIGHT, ink, flip=y > _MID + 1, outline=1.2 if hc else 0.0)
    _paint_indices(p, rank, suit, ink, hc)
    p.strokePath(outline, QPen(QColor("#000000" if hc else "#8a8a8a"), 2.4 if hc else 1.0))


def _paint_indices(p: QPainter, rank: str, suit: str, ink: QColor, hc: bool) -> None:
    """Rank and suit in the top-left corner and, turned half round, in the bottom-right one."""
    cap = 36.0 if hc else 29.0
    cx = 21.0 if hc else 19.0
    top = 11.0
    text = "10" if rank == "T" else rank
    g = glyph_path(text, True, True, rank == "T")
    max_w = 32.0 if hc else 27.0
    gw = g.boundingRect().width() * cap
    sx = min(1.0, max_w / gw) if gw else 1.0
    t = QTransform()
    t.translate(cx, top + cap)
    t.scale(cap * sx, cap)
    rank_path = t.map(g)
    suit_h = 25.0 if hc else 21.0
    suit_c = QPointF(cx, top + cap + 8 + suit_h / 2)
    pip = placed_suit(suit, suit_c, suit_h)
    both = QPainterPath()
    both.addPath(rank_path)
    both.addPath(pip)
    rot = QTransform()
    rot.translate(W, H)
    rot.rotate(180)
    both.addPath(rot.map(rank_path))
    both.addPath(rot.map(pip))
    p.fillPath(both, ink)


def _paint_ace(p: QPainter, suit: str, ink: QColor, hc: bool) -> None:
    c = QPointF(W / 2, H / 2)
    if suit == "S":
        _paint_ace_of_spades(p, ink, hc)
        return
    h = 118.0
    big = placed_suit(suit, c, h)
    p.fillPath(big, ink)
    if not hc:
        # A fine engraved line inside the big pip and a soft sheen: one large ornate pip.
        inner = placed_suit(suit, QPointF(c.x(), c.y() + (4 if suit == "H" else 0)), h * 0.84)
        p.save()
        if suit == "C":
            p.setClipRect(QRectF(0, 0, W, c.y() + h * 0.12))  # the engraved line follows the leaves, not the foot
        p.strokePath(inner, QPen(QColor(255, 255, 255, 150), 1.1))
        p.restore()
        p.fillPath(
            big, rgrad(c.x() - 20, c.y() - 30, 70, (0, QColor(255, 255, 255, 70)), (1, QColor(255, 255, 255, 0)))
        )
    else:
        p.strokePath(big, QPen(QColor("#000000"), 2.0))
    _flourish_frame(p, ink, hc, 84.0)


def _flourish_frame(p: QPainter, ink: QColor, hc: bool, r: float) -> None:
    """A light ring of small dots around an ace's pip, like the engraved cartouche of old aces."""
    col = QColor(ink)
    col.setAlpha(255 if hc else 110)
    dots = QPainterPath()
    for i in range(48):
        a = 2 * math.pi * i / 48
        rad = 1.3 if i % 4 == 0 else 0.7
        dots.addEllipse(QPointF(W / 2 + r * math.cos(a), H / 2 + r * 1.18 * math.sin(a)), rad, rad)
    p.fillPath(dots, col)


def _paint_ace_of_spades(p: QPainter, ink: QColor, hc: bool) -> None:
    """The ace of spades: a large spade in a scrolled cartouche, the house name on a ribbon."""
    cx, cy = W / 2, H / 2 - 8
    gold = QColor("#b8892a")
    # A laurel wreath round the spade: two branches meeting under the ribbon.
    R = 80.0
    stem = QPainterPath()
    leaves = QPainterPath()
    leaf = path((0, 0), [((3, -3.2), (9, -3.6), (13, 0)), ((9, 3.6), (3, 3.2), (0, 0))])
    for side in (1, -1):
        a0, a1 = 104.0, -58.0
        stem.moveTo(cx + side * R * math.cos(math.radians(a0)), cy + R * 1.08 * math.sin(math.radians(a0)))
        n = 14
        for i in range(1, n + 1):
            ang = a0 + (a1 - a0) * i / n
            x = cx + side * R * math.cos(math.radians(ang))
            y = cy + R * 1.08 * math.sin(math.radians(ang))
            stem.lineTo(x, y)
            if i == n:
                break
            tangent = math.degrees(math.atan2(-math.cos(math.radians(ang)) * 1.08, side * -math.sin(math.radians(ang))))
            for k in (-1, 1):
                t = QTransform()
                t.translate(x, y)
                t.rotate(tangent + k * side * 38)
                scale = 1.0 - 0.35 * i / n
                t.scale(scale, scale)
                leaves.addPath(t.map(leaf))
        tip = QTransform()
        x = cx + side * R * math.cos(math.radians(a1))
        y = cy + R * 1.08 * math.sin(math.radians(a1))
        tip.translate(x, y)
        tip.rotate(math.degrees(math.atan2(-math.cos(math.radians(a1)) * 1.08, side * -math.sin(math.radians(a1)))))
        tip.scale(0.7, 0.7)
        leaves.addPath(tip.map(leaf))
    p.strokePath(stem, QPen(ink, 1.6 if hc else 1.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.fillPath(leaves, ink)
    # The spade itself with an engraved inner line and a small inset spade.
    big = placed_suit("S", QPointF(cx, cy), 132)
    p.fillPath(big, ink)
    if not hc:
        p.fillPath(big, rgrad(cx - 22, cy - 30, 80, (0, QColor(255, 255, 255, 55)), (1, QColor(255, 255, 255, 0))))
    inner = placed_suit("S", QPointF(cx, cy + 3), 112)
    p.save()
    p.setClipRect(QRectF(0, 0, W, cy + 3 + 112 * 0.2))  # the engraved line follows the blade, not the foot
    p.strokePath(inner, QPen(QColor(255, 255, 255, 230), 1.2))
    p.restore()
    medal = ellipse(cx, cy + 4, 17, 17)
    p.fillPath(medal, QColor("#ffffff"))
    p.strokePath(ellipse(cx, cy + 4, 14, 14), QPen(ink, 1.0))
    small = placed_suit("S", QPointF(cx, cy + 4), 19)
    p.fillPath(small, gold if not hc else ink)
    # Ribbon with the house name.
    ry = cy + 92
    ribbon = sym_path(
        (0, ry - 9),
        [((44, ry - 13),), ((58, ry - 7),), ((52, ry + 1),), ((58, ry + 9),), ((44, ry + 9),), ((0, ry + 13),)],
    )
    ribbon.translate(cx, 0)
    p.fillPath(ribbon, QColor("#ffffff"))
    p.strokePath(ribbon, QPen(ink, 1.3))
    word = glyph_path("CROUPIER", True, True, False)
    t = QTransform()
    t.translate(cx, ry + 4.5)
    t.scale(9.5, 9.5)
    p.fillPath(t.map(word), ink)


def _paint_back(p: QPainter, back: str, hc: bool) -> None:
    """A white-bordered back: a fine lattice with rosettes and a medallion, point-symmetric like real backs."""
    deep, light_field, tint_s = HIGH_CONTRAST_BACK if hc else BACKS.get(back, BACKS["red"])
    tint = QColor(tint_s)
    outline = card_outline()
    p.fillPath(outline, QColor("#ffffff"))
    m = 11.0
    field = QPainterPath()
    field.addRoundedRect(QRectF(m, m, W - 2 * m, H - 2 * m), 6, 6)
    p.fillPath(field, rgrad(W / 2, H / 2, 200, (0, light_field), (1, deep)))
    parts = _back_parts()
    p.save()
    p.setClipPath(parts["lattice_clip"])
    p.strokePath(parts["lattice"], QPen(tint, 0.9))
    p.fillPath(parts["rosettes"], tint)
    p.restore()
    thin = QPen(tint, 0.8)
    p.strokePath(parts["frame"], QPen(tint, 1.4))
    p.strokePath(parts["frame2"], thin)
    p.strokePath(parts["rings"], QPen(tint, 2.4))
    p.strokePath(parts["rings2"], thin)
    p.fillPath(parts["solid"], tint)
    p.strokePath(outline, QPen(QColor("#000000" if hc else "#8a8a8a"), 2.4 if hc else 1.0))


@cache
def _back_parts() -> dict[str, QPainterPath]:
    """The back's ornament as a few paths built once: lattice, rosettes, frames, medallion, corner rosettes."""
    m = 11.0
    inner = QRectF(m + 6, m + 6, W - 2 * m - 12, H - 2 * m - 12)
    cx, cy = W / 2, H / 2
    frame = QPainterPath()
    frame.addRoundedRect(inner, 4, 4)
    frame2 = QPainterPath()
    frame2.addRoundedRect(inner.adjusted(3, 3, -3, -3), 3, 3)
    area = inner.adjusted(5, 5, -5, -5)
    clip = QPainterPath()
    clip.setFillRule(Qt.FillRule.OddEvenFill)
    clip.addRect(area)
    clip.addEllipse(QPointF(cx, cy), 53, 71)
    corner_r = 10.0
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        clip.addEllipse(
            QPointF(cx + sx * (area.width() / 2 - 6), cy + sy * (area.height() / 2 - 6)), corner_r, corner_r
        )
    # Lattice: two families of diagonal lines.
    lattice = QPainterPath()
    step = 13.0
    k = int(H / step) + 4
    for i in range(-k, k + 1):
        o = i * step
        lattice.moveTo(cx + o - 200, cy - 200)
        lattice.lineTo(cx + o + 200, cy + 200)
        lattice.moveTo(cx + o + 200, cy - 200)
        lattice.lineTo(cx + o - 200, cy + 200)
    # A four-pointed star in every cell (straight edges keep this many shapes quick to fill).
    ros = QPainterPath()
    for i in range(-k, k + 1):
        for j in range(-k, k + 1):
            x = cx + (i + j) * step / 2
            y = cy + (j - i) * step / 2 + step / 2
            if area.adjusted(-4, -4, 4, 4).contains(QPointF(x, y)):
                a, b = 3.6, 0.9
                ros.addPolygon(
                    QPolygonF(
                        [
                            QPointF(x + dx, y + dy)
                            for dx, dy in ((0, -a), (b, -b), (a, 0), (b, b), (0, a), (-b, b), (-a, 0), (-b, -b))
                        ]
                    )
                )
                ros.closeSubpath()
    rings = ellipse(cx, cy, 49, 67)
    rings2 = ellipse(cx, cy, 44, 62)
    solid = QPainterPath()
    solid.setFillRule(Qt.FillRule.WindingFill)
    for i in range(36):
        a = 2 * math.pi * i / 36
        solid.addEllipse(QPointF(cx + 53 * math.cos(a), cy + 71 * math.sin(a)), 1.6, 1.6)
    for st, (dx, dy), flip in (
        ("S", (0, -34), False),
        ("H", (22, 0), False),
        ("D", (-22, 0), False),
        ("C", (0, 34), True),
    ):
        solid.addPath(placed_suit(st, QPointF(cx + dx, cy + dy), 22, flip=flip))
    star = sym_path((0, cy - 9), [((2.5, cy - 2.5),), ((9, cy),), ((2.5, cy + 2.5),), ((0, cy + 9),)])
    solid.addPath(QTransform.fromTranslate(cx, 0).map(star))
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        ccx, ccy = cx + sx * (area.width() / 2 - 6), cy + sy * (area.height() / 2 - 6)
        solid.addPath(placed_suit("D", QPointF(ccx, ccy), 9))
        rings2.addEllipse(QPointF(ccx, ccy), 7, 7)
    return {
        "lattice_clip": clip,
        "lattice": lattice,
        "rosettes": ros,
        "frame": frame,
        "frame2": frame2,
        "rings": rings,
        "rings2": rings2,
        "solid": solid,
    }


def _render(code: str | None, width: int, dpr: float, back: str, four: bool, hc: bool) -> QImage:
    height = round(width * CARD_RATIO)
    img = QImage(
        QSize(max(1, round(width * dpr)), max(1, round(height * dpr))), QImage.Format.Format_ARGB32_Premultiplied
    )
    img.fill(Qt.GlobalColor.transparent)
    img.setDevicePixelRatio(dpr)
    p = QPainter(img)
    paint_card(p, QRectF(0, 0, width, height), code, back=back, four_colour=four, high_contrast=hc)
    p.end()
    return img


@lru_cache(maxsize=1024)
def _cached(code: str | None, width: int, dpr: float, back: str, four: bool, hc: bool) -> QPixmap:
    pm = QPixmap.fromImage(_render(code, width, dpr, back, four, hc))
    pm.setDevicePixelRatio(dpr)
    return pm


def card_pixmap(
    code: str | None,
    width: int,
    *,
    dpr: float = 1.0,
    back: str = "red",
    four_colour: bool = False,
    high_contrast: bool = False,
) -> QPixmap:
    """Card ``code`` (or the back when None) ``width`` logical pixels wide, rendered once per size and options."""
    key = None if code is None else "".join(_parse(code))
    return _cached(key, int(width), float(dpr), back, bool(four_colour), bool(high_contrast))


def card_image(
    code: str | None,
    width: int,
    *,
    dpr: float = 1.0,
    back: str = "red",
    four_colour: bool = False,
    high_contrast: bool = False,
) -> QImage:
    """An uncached QImage of the card (for tests, benchmarks and screenshots; needs no GUI thread)."""
    return _render(None if code is None else "".join(_parse(code)), width, dpr, back, four_colour, high_contrast)


def clear_cache() -> None:
    """Forget every cached card pixmap (for example when the deck options change)."""
    _cached.cache_clear()


def all_codes() -> list[str]:
    """The 52 card codes, suit by suit, ace to king."""
    return [r + s for s in SUITS for r in RANKS]


__all__ = ["CARD_RATIO", "all_codes", "card_image", "card_pixmap", "clear_cache", "paint_card"]
_ = (QBrush, SUIT_WIDTH, shade)
