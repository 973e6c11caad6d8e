"""The moving pieces of the felt: cards, chip stacks, total badges, the held ring, banners, toasts.

Each is a ``QGraphicsObject`` so ``pos``, ``rotation``, ``opacity`` (and a card's ``turn``) animate
with ``QPropertyAnimation``. Pixmaps come from :mod:`gui.artwork` at the size the view shows them.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import ClassVar

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui import artwork
from gui.fonts import fitted_font
from gui.layout import BOX_SPREAD, CARD_H, CARD_W, CHIP_D, SPOT_R

GOLD = QColor("#e3c46a")
GOLD_DARK = QColor("#a8842c")


def _scale(p: QPainter) -> float:
    """Device pixels per scene unit for this paint (view zoom × device pixel ratio)."""
    lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(p.worldTransform())
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    return float(lod) * float(dpr)


MAX_TEXT_SCALE = 1.3  #: the largest text scale the felt's fixed layout holds (labels shrink to fit beyond)

#: how much larger than usual the table's labels are drawn: the system font's scale
#: (:func:`gui.a11y.text_scale`) between 1 and :data:`MAX_TEXT_SCALE`; the host sets it for each felt
TEXT_SCALE = 1.0


def set_text_scale(scale: float) -> None:
    """Draw the labels ``scale`` times their usual size (held between 1 and :data:`MAX_TEXT_SCALE`:
    a smaller system font never makes the table's text smaller than designed)."""
    global TEXT_SCALE
    TEXT_SCALE = max(1.0, min(MAX_TEXT_SCALE, float(scale)))


def font(size: float, *, serif: bool = False, bold: bool = True, scaled: bool = True) -> QFont:
    """The felt's fonts: a serif for printed lettering, a sans for labels; ``size`` pixels times the
    text scale unless ``scaled`` is False (lettering printed on the cloth keeps its size)."""
    f = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    f.setPixelSize(max(1, round(size * (TEXT_SCALE if scaled else 1.0))))
    f.setBold(bold)
    return f


def fitted(f: QFont, text: str, width: float, min_scale: float = 0.6) -> QFont:
    """``f`` made smaller when ``text`` would not fit in ``width`` (:func:`gui.fonts.fitted_font`), down
    to ``min_scale`` of its designed size whatever the text scale, and a pixel less while rounding
    left it a hair too wide."""
    out = fitted_font(f, text, width, min_scale / TEXT_SCALE)
    floor = max(1, round(f.pixelSize() * min_scale / TEXT_SCALE))
    while out.pixelSize() > floor and QFontMetricsF(out).horizontalAdvance(text) > width:
        out.setPixelSize(out.pixelSize() - 1)
    return out


class CardItem(QGraphicsObject):
    """A card; ``turn`` goes 0 (back) → 1 (face), drawn as a flip around the vertical axis."""

    _RECT = QRectF(-CARD_W * 0.58 - 2, -CARD_H / 2 - CARD_W * 0.08 - 2, CARD_W * 1.16 + 4, CARD_H + CARD_W * 0.16 + 4)

    def __init__(self, code: str | None, *, face_up: bool = False) -> None:
        super().__init__()
        self.code = code
        self._turn = 1.0 if face_up else 0.0
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:
        return self._RECT

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, v: float) -> None:
        self._turn = float(v)
        self.update()

    turn = Property(float, _get_turn, _set_turn)

    @property
    def face_up(self) -> bool:
        """Whether the face shows."""
        return self._turn >= 0.5 and self.code is not None

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        sx = abs(1.0 - 2.0 * self._turn)
        if sx < 0.02:
            return
        scale = _scale(p)
        code = self.code if self.face_up else None
        width = artwork.pixel_size(CARD_W, scale)
        t = p.worldTransform()
        angle = round(math.degrees(math.atan2(t.m12(), t.m11())), 1)
        if sx > 0.999 and angle in REST_ANGLES and t.isAffine():
            # at rest: one untransformed blit of a pre-rotated pixmap (rotated smooth blits are slow)
            deck = deck_key()
            pm = rotated_card(code, width, angle, deck)
            dpr = pm.devicePixelRatio() or 1.0
            centre = t.map(QPointF(0, 0))
            zoom = math.hypot(t.m11(), t.m12()) * CARD_W * (1 + 2 * SHADOW_PAD)
            base = shadowed_card(code, width, deck).width() / (p.device().devicePixelRatioF() or 1.0)
            k = zoom / base if base else 1.0
            if abs(k - 1.0) < 0.06:
                w, h = pm.width() / dpr, pm.height() / dpr
                p.save()
                p.resetTransform()
                p.drawPixmap(QPointF(round(centre.x() - w / 2), round(centre.y() - h / 2)), pm)
                p.restore()
                return
        pm = shadowed_card(code, width, deck_key())
        pad = CARD_W * SHADOW_PAD
        rect = QRectF((-CARD_W / 2 - pad) * sx, -CARD_H / 2 - pad, (CARD_W + 2 * pad) * sx, CARD_H + 2 * pad)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(rect, pm, QRectF(pm.rect()))


#: the angles cards rest at (each box's, the dealer's, the shoe's and the discard tray's)
REST_ANGLES = frozenset(
    {0.0, -14.0, 10.0} | {round(-(4 - n) * BOX_SPREAD + turn, 1) for n in range(1, 8) for turn in (0.0, 90.0)}
)


def deck_key() -> tuple[bool, bool]:
    """The deck options cards are painted with now (four colours, high contrast), part of each cache key."""
    return bool(artwork.DECK["four_colour"]), bool(artwork.DECK["high_contrast"])


@lru_cache(maxsize=256)
def rotated_card(code: str | None, width: int, angle: float, deck: tuple[bool, bool] = (False, False)) -> QPixmap:
    """A shadowed card turned by ``angle`` degrees, rendered once per size, angle and deck style."""
    return shadowed_card(code, width, deck).transformed(
        QTransform().rotate(angle), Qt.TransformationMode.SmoothTransformation
    )


SHADOW_PAD = 0.08  #: the soft shadow's margin around a card, as a share of its width


@lru_cache(maxsize=256)
def shadowed_card(code: str | None, width: int, deck: tuple[bool, bool] = (False, False)) -> QPixmap:
    """A card with its soft shadow baked in, ``width`` pixels wide for the card itself: one blit per
    card per frame instead of a shadow path and a pixmap; ``deck`` is (four colours, high contrast)."""
    card = artwork.card_pixmap(code, width, four_colour=deck[0], high_contrast=deck[1])
    pad = round(width * SHADOW_PAD)
    w, h = card.width() + 2 * pad, card.height() + 2 * pad
    pm = QPixmap(w, h)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    r = width * 0.07
    for i, a in enumerate((18, 22, 28, 36)):
        grow = pad * (0.9 - i * 0.22)
        p.setBrush(QColor(0, 0, 0, a))
        p.drawRoundedRect(QRectF(pad - grow + pad * 0.35, pad - grow + pad * 0.55, card.width() + 2 * grow,
                                 card.height() + 2 * grow), r + grow, r + grow)  # fmt: skip
    p.drawPixmap(QRectF(pad, pad, card.width(), card.height()), card, QRectF(card.rect()))
    p.end()
    return pm


class ChipStack(QGraphicsObject):
    """A pile of chips worth ``amount`` mills, the largest at the bottom."""

    LIFT = 4.0  #: scene units between two chips of a pile

    def __init__(self, amount: int, diameter: float = CHIP_D) -> None:
        super().__init__()
        self.diameter = diameter
        self.amount = 0
        self._chips: list[int] = []
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_amount(amount)

    def set_amount(self, amount: int) -> None:
        """Show ``amount`` as the fewest chips."""
        self.prepareGeometryChange()
        self.amount = amount
        self._chips = artwork.split_chips(amount)
        self.update()

    def boundingRect(self) -> QRectF:
        d = self.diameter
        h = d + self.LIFT * max(len(self._chips) - 1, 0)
        return QRectF(-d / 2 - 2, d / 2 - h - 2, d + 6, h + 7)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        d = self.diameter
        px = artwork.pixel_size(d, _scale(p))
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawEllipse(QPointF(2, 3), d / 2, d / 2)
        for i, v in enumerate(self._chips):
            pm = artwork.chip_pixmap(v, px)
            y = -i * self.LIFT
            if i:
                p.setBrush(QColor(0, 0, 0, 60))
                p.drawEllipse(QPointF(0, y + 1.5), d / 2, d / 2)
            p.drawPixmap(QRectF(-d / 2, y - d / 2, d, d), pm, QRectF(pm.rect()))


class Badge(QGraphicsObject):
    """A small pill with a text: a hand's total ("7/17"), a result, the number of bonuses."""

    STYLES: ClassVar[dict[str, tuple[QColor, QColor, QColor]]] = {
        "plain": (QColor(12, 24, 18, 215), QColor("#f5efe0"), GOLD),
        "gold": (QColor("#e3c46a"), QColor("#2a1d05"), QColor("#fff3c4")),
        "bust": (QColor("#b3202a"), QColor("#ffffff"), QColor("#ffb3b3")),
        "win": (QColor("#1f7a3d"), QColor("#ffffff"), QColor("#b7f5c9")),
    }

    def __init__(self, text: str = "", style: str = "plain", size: float = 20.0, *, left: bool = False) -> None:
        super().__init__()
        self._text = text
        self._style = style
        self._size = size
        self._left = left  #: grows to the right of its position (beside the placard) instead of both ways
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set(self, text: str, style: str = "plain") -> None:
        """Change the text and colours."""
        if text != self._text or style != self._style:
            self.prepareGeometryChange()
            self._text, self._style = text, style
            self.update()

    @property
    def text(self) -> str:
        """The text shown."""
        return self._text

    def boundingRect(self) -> QRectF:
        size = self._size * TEXT_SCALE
        w = QFontMetricsF(font(self._size)).horizontalAdvance(self._text) + size * 1.2
        h = size * 1.5
        return QRectF(-1 if self._left else -w / 2 - 1, -h / 2 - 1, w + 2, h + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._text:
            return
        bg, fg, edge = self.STYLES[self._style]
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(edge, 1.5))
        p.setBrush(bg)
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        p.setFont(font(self._size))
        p.setPen(fg)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)


class HeldRing(QGraphicsObject):
    """The gold ring on a side-bet spot whose pair of queens of hearts is held [FR-LL-8]."""

    def __init__(self, label: str) -> None:
        super().__init__()
        self.label = label
        self.setZValue(40)

    TAB_W = 68.0  #: the label's tab, as wide as the spot allows
    TAB_H = 24.0

    def label_font(self) -> QFont:
        """The tab's font, smaller when the word is long in the player's language ("ATTENTE")."""
        return fitted(font(15), self.label, self.TAB_W - 8)

    def tab(self) -> QRectF:
        """The gold tab under the ring that carries the label."""
        return QRectF(-self.TAB_W / 2, SPOT_R + 4, self.TAB_W, self.TAB_H)

    def boundingRect(self) -> QRectF:
        r = SPOT_R + 16
        return QRectF(-r - 30, -r, 2 * r + 60, 2 * r + 30)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for w, a in ((14, 50), (8, 110)):
            c = QColor(GOLD)
            c.setAlpha(a)
            p.setPen(QPen(c, w))
            p.drawEllipse(QPointF(0, 0), SPOT_R + 7, SPOT_R + 7)
        p.setPen(QPen(QColor("#fff0b0"), 3))
        p.drawEllipse(QPointF(0, 0), SPOT_R + 7, SPOT_R + 7)
        tab = self.tab()
        g = QLinearGradient(tab.topLeft(), tab.bottomLeft())
        g.setColorAt(0, QColor("#f6e08e"))
        g.setColorAt(1, GOLD_DARK)
        p.setPen(QPen(QColor("#5a4510"), 1.2))
        p.setBrush(QBrush(g))
        p.drawRoundedRect(tab, 8, 8)
        p.setPen(QColor("#2a1d05"))
        p.setFont(self.label_font())
        p.drawText(tab, Qt.AlignmentFlag.AlignCenter, self.label)


class Marker(QGraphicsObject):
    """A gold frame around the hand that is to play (drawn over its cards)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(80)
        self._rect = QRectF(-CARD_W / 2 - 7, -CARD_H / 2 - 7, CARD_W + 14, CARD_H + 14)

    def fit(self, cards: int) -> None:
        """Frame a cascade of ``cards`` cards whose first card is at the item's origin."""
        self.prepareGeometryChange()
        n = max(cards - 1, 0)
        self._rect = QRectF(-CARD_W / 2 - 7, -CARD_H / 2 - 7 - n * 27, CARD_W + 14 + n * 15, CARD_H + 14 + n * 27)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-10, -10, 10, 10)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for w, a in ((12, 45), (7, 90), (2.5, 255)):
            c = QColor("#ffe27a")
            c.setAlpha(a)
            p.setPen(QPen(c, w))
            p.drawRoundedRect(self._rect, 10, 10)


class Banner(QGraphicsObject):
    """A ribbon across the felt for what the dealer says aloud (the bonuses in play [FR-LL-5])."""

    def __init__(self, text: str, sub: str = "") -> None:
        super().__init__()
        self.text = text
        self.sub = sub
        self.setZValue(200)

    def boundingRect(self) -> QRectF:
        return QRectF(-430, -70, 860, 140)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.moveTo(-420, -52)
        path.lineTo(420, -52)
        path.lineTo(392, 0)
        path.lineTo(420, 52)
        path.lineTo(-420, 52)
        path.lineTo(-392, 0)
        path.closeSubpath()
        g = QLinearGradient(0, -52, 0, 52)
        g.setColorAt(0, QColor("#7a0e16"))
        g.setColorAt(0.5, QColor("#a3161f"))
        g.setColorAt(1, QColor("#5c0a10"))
        p.setPen(QPen(GOLD, 4))
        p.setBrush(QBrush(g))
        p.drawPath(path.translated(0, 4))
        p.setPen(GOLD)
        top = QRectF(-400, -50, 800, 62 if self.sub else 104)
        p.setFont(fitted(font(40 if not self.sub else 36, serif=True), self.text, top.width() - 20))
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.sub:
            p.setFont(fitted(font(20, serif=True, bold=False), self.sub, top.width() - 20))
            p.setPen(QColor("#f8ecc8"))
            p.drawText(QRectF(-400, 10, 800, 40), Qt.AlignmentFlag.AlignCenter, self.sub)


class Toast(QGraphicsObject):
    """A message on the felt (a refused bet names its rule); it fades by itself."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.setZValue(300)
        f = font(22, bold=False)
        self._w = min(1400.0, QFontMetricsF(f).horizontalAdvance(text) + 60)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2, -30, self._w, 60)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        p.setPen(QPen(QColor("#e05a5a"), 2))
        p.setBrush(QColor(20, 12, 12, 230))
        p.drawRoundedRect(r, 14, 14)
        p.setPen(QColor("#fbeaea"))
        p.setFont(font(22, bold=False))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine, self.text)


class Ribbon(QGraphicsObject):
    """A large standing label across the felt: RECALL, DEMO, "Resumed round N". Unlike a
    :class:`Banner` it stays until removed, so a mode is always marked while it lasts."""

    COLOURS: ClassVar[dict[str, tuple[str, str, str]]] = {
        "red": ("#b3121d", "#6e0a11", "#ffffff"),
        "gold": ("#f1d27a", "#a8842c", "#2a1d05"),
        "blue": ("#1d4f91", "#0c2a55", "#ffffff"),
    }

    def __init__(self, text: str, sub: str = "", *, width: float = 720.0, size: float = 46.0,
                 style: str = "red") -> None:  # fmt: skip
        super().__init__()
        self.text = text
        self.sub = sub
        self._w = width
        self._size = size
        self._style = style
        self.setZValue(450)

    def set_text(self, text: str, sub: str = "") -> None:
        """Change the texts (same size)."""
        if (text, sub) != (self.text, self.sub):
            self.text, self.sub = text, sub
            self.update()

    def _height(self) -> float:
        return self._size * 1.45 + (self._size * 0.62 if self.sub else 0.0)

    def boundingRect(self) -> QRectF:
        h = self._height()
        return QRectF(-self._w / 2 - 4, -h / 2 - 4, self._w + 10, h + 12)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        top, bottom, ink = self.COLOURS[self._style]
        h = self._height()
        r = QRectF(-self._w / 2, -h / 2, self._w, h)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 120))
        p.drawRoundedRect(r.translated(3, 6), 16, 16)
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, QColor(top))
        g.setColorAt(1, QColor(bottom))
        p.setBrush(QBrush(g))
        p.setPen(QPen(GOLD, 4))
        p.drawRoundedRect(r, 16, 16)
        p.setPen(QColor(ink))
        head = QRectF(r.left(), r.top() + 2, r.width(), self._size * 1.4)
        p.setFont(fitted(font(self._size, serif=True), self.text, r.width() - 24))
        p.drawText(head, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.sub:
            p.setFont(fitted(font(self._size * 0.42, bold=False), self.sub, r.width() - 24))
            p.drawText(QRectF(r.left() + 10, head.bottom() - 6, r.width() - 20, self._size * 0.62),
                       Qt.AlignmentFlag.AlignCenter, self.sub)  # fmt: skip
