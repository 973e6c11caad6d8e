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

from . import artwork, layout
from .artwork import SMOOTH as _SMOOTH
from .artwork import blit
from .layout import CARD_H, CARD_W, CHIP_D, GEOMETRIES, SPOT_R

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
#: (:func:`gui.legibility.text_scale`) between 1 and :data:`MAX_TEXT_SCALE`; the host sets it for each felt
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
    """``f`` made smaller when ``text`` would not fit in ``width`` (as :func:`gui.fonts.fitted_font`), down
    to ``min_scale`` of its designed size whatever the text scale, and a pixel less while rounding
    left it a hair too wide."""
    need = QFontMetricsF(f).horizontalAdvance(text)
    out = f
    if need > width > 0:
        out = QFont(f)
        out.setPixelSize(max(1, round(f.pixelSize() * max(min_scale / TEXT_SCALE, width / need))))
    floor = max(1, round(f.pixelSize() * min_scale / TEXT_SCALE))
    while out.pixelSize() > floor and QFontMetricsF(out).horizontalAdvance(text) > width:
        out.setPixelSize(out.pixelSize() - 1)
    return out


def narrow(f: QFont, text: str, width: float, floor: float = 18.0) -> QFont:
    """``f`` as it fits ``width``: its own face, else its condensed face ("DejaVu Serif Condensed"),
    then smaller, but never below ``floor`` pixels (12 px at 1280 × 720)."""
    if QFontMetricsF(f).horizontalAdvance(text) <= width:
        return f
    c = QFont(f)
    c.setFamily(f"{f.family()} Condensed")
    return fitted(c, text, width, min(1.0, floor / max(1, f.pixelSize())))


_CardState = tuple[float, str | None, tuple[bool, bool], float]


class CardItem(QGraphicsObject):
    """A card; ``turn`` goes 0 (back) → 1 (face), drawn as a flip around the vertical axis."""

    _RECT = QRectF(-CARD_W * 0.58 - 2, -CARD_H / 2 - CARD_W * 0.08 - 2, CARD_W * 1.16 + 4, CARD_H + CARD_W * 0.16 + 4)

    def __init__(self, code: str | None, *, face_up: bool = False) -> None:
        super().__init__()
        self.code = code
        self._turn = 1.0 if face_up else 0.0
        #: the last blit at rest: (transform, (turn, code, deck, pixel ratio), where, pixmap), repeated while they hold
        self._memo: tuple[QTransform, _CardState, QPointF, QPixmap] | None = None
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
        t = p.worldTransform()
        memo = self._memo
        dev = p.device()
        state = (self._turn, self.code, deck_key(), dev.devicePixelRatioF() if dev is not None else 1.0)
        if memo is not None and memo[1] == state and memo[0] == t:
            # painted just so before (the card lies still, the view has not moved): the same blit
            p.setWorldTransform(_IDENTITY)
            blit(p, memo[2], memo[3])
            p.setWorldTransform(t)
            return
        self._memo = None
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
                at = QPointF(round(centre.x() - w / 2), round(centre.y() - h / 2))
                p.setWorldTransform(_IDENTITY)
                blit(p, at, pm)
                p.setWorldTransform(t)
                self._memo = (QTransform(t), state, at, pm)
                return
        pm = shadowed_card(code, width, deck_key())
        pad = CARD_W * SHADOW_PAD
        rect = QRectF((-CARD_W / 2 - pad) * sx, -CARD_H / 2 - pad, (CARD_W + 2 * pad) * sx, CARD_H + 2 * pad)
        smooth = p.testRenderHint(_SMOOTH)
        p.setRenderHint(_SMOOTH)
        p.drawPixmap(rect, pm, QRectF(pm.rect()))
        p.setRenderHint(_SMOOTH, smooth)  # the view does not save the painter's state around each item


_IDENTITY = QTransform()
#: the angles cards rest at (each box's in either geometry, the dealer's, the shoe's and the discard tray's)
REST_ANGLES = frozenset(
    {0.0, -14.0, 10.0}
    | {round(-(4 - n) * g.spread + turn, 1) for g in GEOMETRIES for n in range(1, 8) for turn in (0.0, 90.0)}
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
    """A pile of chips worth ``amount`` mills: the fewest chips, largest at the bottom, or the very
    chips the player stacked (:meth:`set_chips`)."""

    LIFT = 4.0  #: scene units between two chips of a pile

    def __init__(self, amount: int, diameter: float = CHIP_D) -> None:
        super().__init__()
        self.diameter = diameter
        self.amount = 0
        self._chips: list[int] = []
        self._rect = QRectF(-diameter / 2 - 2, -diameter / 2 - 2, diameter + 6, diameter + 7)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_amount(amount)

    def set_amount(self, amount: int) -> None:
        """Show ``amount`` as the fewest chips."""
        self.set_chips(artwork.split_chips(amount) if amount else [])
        self.amount = amount

    def set_chips(self, chips: list[int]) -> None:
        """Show these chips, bottom first (as the player stacked them)."""
        if chips == self._chips:
            return
        self.prepareGeometryChange()
        self._chips = list(chips)
        self.amount = sum(chips)
        d = self.diameter
        h = d + self.LIFT * max(len(self._chips) - 1, 0)
        self._rect = QRectF(-d / 2 - 2, d / 2 - h - 2, d + 6, h + 7)
        self.update()

    @property
    def chips(self) -> list[int]:
        """The chips of the pile, bottom first."""
        return list(self._chips)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        d = self.diameter
        px = artwork.pixel_size(d, _scale(p))
        smooth = p.testRenderHint(_SMOOTH)
        p.setRenderHint(_SMOOTH)
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
        p.setRenderHint(_SMOOTH, smooth)


@lru_cache(maxsize=4096)
def _text_width(text: str, px: int, serif: bool, bold: bool) -> float:
    f = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    f.setPixelSize(px)
    f.setBold(bold)
    return QFontMetricsF(f).horizontalAdvance(text)


WRAPPED_PX = 18.0  #: a badge's text on two lines: 12 px tall at 1280 × 720, like every text on the felt


class Badge(QGraphicsObject):
    """A small pill with a text: a hand's total ("7/17"), a result, the number of bonuses. Its font
    and size are worked out once per text (a frame only paints)."""

    STYLES: ClassVar[dict[str, tuple[QColor, QColor, QColor]]] = {
        "plain": (QColor(12, 24, 18, 215), QColor("#f5efe0"), GOLD),
        "gold": (QColor("#e3c46a"), QColor("#2a1d05"), QColor("#fff3c4")),
        "bust": (QColor("#b3202a"), QColor("#ffffff"), QColor("#ffb3b3")),
        "win": (QColor("#1f7a3d"), QColor("#ffffff"), QColor("#b7f5c9")),
        "lose": (QColor(40, 14, 14, 225), QColor("#ffd9d9"), QColor("#d46a6a")),
        "push": (QColor(24, 30, 44, 225), QColor("#e6ecff"), QColor("#9fb2e6")),
        "short": (QColor(58, 40, 6, 230), QColor("#ffd27a"), QColor("#e0a630")),
        "amount": (QColor(12, 24, 18, 215), QColor("#fbeec4"), GOLD),
    }

    def __init__(
        self, text: str = "", style: str = "plain", size: float = 20.0, *, left: bool = False, wrap: float = 0.0
    ) -> None:
        super().__init__()
        self._text = text
        self._style = style
        self._size = size
        self._left = left  #: grows to the right of its position (beside the placard) instead of both ways
        #: a text wider than this (a hand's result with its amount, "BLACK JACK +1 500 €") puts its
        #: amount on a second line, so a box's result stays clear of its neighbours' (0: one line always)
        self._wrap = wrap
        self._lines = [text]
        self._scale_at = -1.0
        self._rect = QRectF()
        self._font = QFont()
        self._measure()
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _measure(self) -> None:
        self._scale_at = TEXT_SCALE
        self._font = font(self._size)
        size = self._size * TEXT_SCALE
        px = self._font.pixelSize()
        self._lines = [self._text]
        w = _text_width(self._text, px, False, True) + size * 1.2
        cut = max(self._text.rfind(" +"), self._text.rfind(" \u2212"))
        if self._wrap and w > self._wrap and cut > 0:  # the amount under the word, 18 units tall
            self._lines = [self._text[:cut], self._text[cut + 1 :]]
            self._font = font(WRAPPED_PX)
            px, size = self._font.pixelSize(), WRAPPED_PX * TEXT_SCALE
            w = max(_text_width(line, px, False, True) for line in self._lines) + size * 0.8
        h = size * 1.5 + (len(self._lines) - 1) * size * 1.15
        self._rect = QRectF(-1 if self._left else -w / 2 - 1, -h / 2 - 1, w + 2, h + 2)

    def set(self, text: str, style: str = "plain") -> None:
        """Change the text and colours."""
        if text != self._text or style != self._style:
            self.prepareGeometryChange()
            self._text, self._style = text, style
            self._measure()
            self.update()

    @property
    def text(self) -> str:
        """The text shown."""
        return self._text

    @property
    def style(self) -> str:
        """The colours' name."""
        return self._style

    def text_font(self) -> QFont:
        """The font the text is painted with."""
        return self._font

    def boundingRect(self) -> QRectF:
        if self._scale_at != TEXT_SCALE:
            self._measure()
        return self._rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._text:
            return
        bg, fg, edge = self.STYLES[self._style]
        r = self._rect.adjusted(1, 1, -1, -1)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(edge, 1.5))
        p.setBrush(bg)
        radius = min(r.height(), self._size * TEXT_SCALE * 1.5) / 2
        p.drawRoundedRect(r, radius, radius)
        p.setFont(self._font)
        p.setPen(fg)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "\n".join(self._lines))

    @property
    def lines(self) -> list[str]:
        """The text as painted: one line, or the word over the amount (``wrap``)."""
        return list(self._lines)


class HeldRing(QGraphicsObject):
    """The gold ring on a side-bet spot whose pair of queens of hearts is held [FR-LL-8]."""

    def __init__(self, label: str) -> None:
        super().__init__()
        self.label = label
        self.setZValue(40)

    TAB_W = 100.0  #: the label's tab, wider than the spot for a long word ("RETENUE")
    TAB_H = 26.0

    def label_font(self) -> QFont:
        """The tab's font, smaller when the word is long in the player's language ("ATTENTE")."""
        return narrow(font(18), self.label, self.TAB_W - 8)

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
    """A message on the felt (a refused bet in a player's words, its clause in small print under it);
    it fades by itself."""

    SIZE = 24.0
    SMALL = 18.0

    def __init__(self, text: str, small: str = "") -> None:
        super().__init__()
        self.text = text
        self.small = small
        self.setZValue(460)
        f = font(self.SIZE, bold=True)
        w = QFontMetricsF(f).horizontalAdvance(text)
        if small:
            w = max(w, QFontMetricsF(font(self.SMALL, bold=False)).horizontalAdvance(small))
        self._w = min(1400.0, w + 60)
        self._h = 64.0 + (26.0 if small else 0.0)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        p.setPen(QPen(QColor("#e05a5a"), 2))
        p.setBrush(QColor(20, 12, 12))  # opaque: the felt's lettering never shows through
        p.drawRoundedRect(r, 14, 14)
        p.setPen(QColor("#fbeaea"))
        p.setFont(fitted(font(self.SIZE, bold=True), self.text, r.width() - 24))
        top = QRectF(r.left(), r.top() + 4, r.width(), 52)
        p.drawText(top, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine, self.text)
        if self.small:
            p.setPen(QColor("#d9b8b8"))
            p.setFont(font(self.SMALL, bold=False))
            p.drawText(QRectF(r.left(), top.bottom() - 8, r.width(), 30), Qt.AlignmentFlag.AlignCenter, self.small)


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


#: the widest announcement of the bonuses in play of the three languages (French and Spanish are narrower)
BONUS_WIDEST = "Bonuses in play: 7"


def bonus_room() -> QRectF:
    """The announcement of the bonuses in play's room on this felt, its widest text [FR-LL-5]."""
    return Badge(BONUS_WIDEST, "gold", layout.BONUS_PX, left=True).boundingRect().translated(layout.BONUS)
