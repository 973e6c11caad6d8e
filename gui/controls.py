"""What the player touches on the felt: buttons, the chip rack, and the invisible hot spots over
each box and side-bet spot. They only report clicks; the controller decides what happens.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QStandardPaths, Qt, QTimer, qVersion
from PySide6.QtGui import QBrush, QColor, QFont, QFontInfo, QImage, QLinearGradient, QPainter, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import artwork
from .items import GOLD, ChipStack, _scale, font, narrow
from .layout import BOX_R, SPOT_R
from .legibility import high_contrast_active

log = logging.getLogger(__name__)

PICTURE_VERSION = 1  #: bump when a button's, the rack's or the read-outs' painting changes (:func:`paint_picture`)
PICTURES_KEPT = 64  #: pictures of each kind kept in the cache folder (the most recently painted)
BUTTON_MAGIC = b"CRPICT32"  #: a kept picture's first bytes; then width, height, bytes per line (4 bytes each)
_HEADER = len(BUTTON_MAGIC) + 12
#: the pictures painted or read in this process, by key (:func:`paint_picture`)
_PICTURES: dict[str, QImage] = {}
_PICTURES_HELD = 256
_families: list[str] = []  #: the font families the labels are drawn in, as this machine resolves them


def _label_families() -> str:
    """The families the label and the key are drawn in here (a picture painted with another font
    is not used), looked up once per process."""
    if not _families:
        _families.append(f"{QFontInfo(font(22, serif=True)).family()},{QFontInfo(font(18, bold=False)).family()}")
    return _families[0]


def _picture_file(kind: str, key: str) -> Path | None:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if not folder:
        return None
    return Path(folder) / f"{kind}-{hashlib.sha256(key.encode()).hexdigest()[:24]}.argb32"


def _picture_from_disk(path: Path, width: int, height: int) -> QImage | None:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        log.info("picture %s unreadable (%s), painting it again", path, e)
        return None
    w, h, line = (int.from_bytes(data[i : i + 4], "little") for i in range(len(BUTTON_MAGIC), _HEADER, 4))
    if (not data.startswith(BUTTON_MAGIC) or (w, h) != (width, height) or line < 4 * w
            or len(data) != _HEADER + line * h):  # fmt: skip
        log.info("picture %s unreadable, painting it again", path)
        return None
    return QImage(data[_HEADER:], w, h, line, QImage.Format.Format_ARGB32_Premultiplied).copy()  # its own pixels


def _picture_to_disk(path: Path, img: QImage) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        size = (img.width(), img.height(), img.bytesPerLine())
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(BUTTON_MAGIC + b"".join(n.to_bytes(4, "little") for n in size)
                        + bytes(img.constBits())[: img.bytesPerLine() * img.height()])  # fmt: skip
        tmp.replace(path)
    except OSError as e:
        log.info("could not keep the picture %s: %s", path, e)
        return
    kind = path.name.split("-", 1)[0]
    kept = sorted(path.parent.glob(f"{kind}-*"), key=lambda f: f.stat().st_mtime, reverse=True)
    for old in kept[PICTURES_KEPT:]:
        with contextlib.suppress(OSError):
            old.unlink()


def clear_pictures() -> None:
    """Forget the pictures held in memory (those in the cache folder stay)."""
    _PICTURES.clear()


def paint_picture(p: QPainter, box: QRectF, kind: str, state: str, paint: Callable[[QPainter], None],
                  keep: bool) -> bool:  # fmt: skip
    """Paint an item of the felt (its ``box`` in its own coordinates) as a picture painted once per
    ``state`` (what its look depends on: its size, words and state), view scale, fraction of a pixel
    it starts at, painter's hints, high contrast, label fonts and Qt version, held in memory and
    copied at a whole pixel of the device. ``keep``: a picture painted now is written to the user's
    cache folder after the frame (an item's first: what the next start shows), and is read from
    there at the next start instead of painted (the buttons, the chip rack, the read-outs: the
    start's first frame paints none of them). Painted directly, without a picture, when the view
    turns the item or the device has another pixel ratio. Returns whether a picture was kept."""
    t = p.worldTransform()
    dev = p.device()
    if t.type().value > QTransform.TransformationType.TxScale.value or dev is None or dev.devicePixelRatioF() != 1.0:
        paint(p)
        return False
    corner = t.map(box.topLeft())
    x, y = math.floor(corner.x()), math.floor(corner.y())
    dx, dy = round(corner.x() - x, 2), round(corner.y() - y, 2)
    width, height = math.ceil(box.width() * t.m11() + dx), math.ceil(box.height() * t.m22() + dy)
    if width <= 0 or height <= 0:
        return False
    from . import items

    key = (f"{kind}|{PICTURE_VERSION}|{qVersion()}|{_label_families()}|{items.TEXT_SCALE!r}|{high_contrast_active()}|"
           f"{state}|{t.m11()!r}|{t.m22()!r}|{dx}|{dy}|{p.renderHints().value}")  # fmt: skip
    img = _PICTURES.get(key)
    kept = False
    if img is None:
        path = _picture_file(kind, key)
        img = _picture_from_disk(path, width, height) if path is not None else None
        kept = img is not None
        if img is None:
            img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(0)
            q = QPainter(img)
            q.setRenderHints(p.renderHints())
            q.translate(dx, dy)
            q.scale(t.m11(), t.m22())
            q.translate(-box.topLeft())
            paint(q)
            q.end()
            if path is not None and keep:
                painted, where, kept = img, path, True
                QTimer.singleShot(0, lambda: _picture_to_disk(where, painted))  # after the frame that shows it
        while len(_PICTURES) >= _PICTURES_HELD:
            del _PICTURES[next(iter(_PICTURES))]
        _PICTURES[key] = img
    p.save()
    p.resetTransform()
    p.drawImage(QPointF(x, y), img)
    p.restore()
    return kept


class Button(QGraphicsObject):
    """A brass-rimmed button with a label and its key ("HIT" · H)."""

    def __init__(self, name: str, label: str, key: str, rect: QRectF, on_click: Callable[[str], object]) -> None:
        super().__init__()
        self.name = name
        self.label = label
        self.key = key
        self._rect = rect
        self._on_click = on_click
        self._enabled = True
        self._held = False  #: greyed out whatever its state: the table is stopped (:func:`hold_felt`)
        self._down = False
        #: (label, key) in the language now chosen, for a button whose creator knows them (the felt's
        #: language may change after it was built: :meth:`gui.guides.Guides.retranslate` asks it)
        self.relabel: Callable[[], tuple[str, str]] | None = None
        self._kept = False  #: its first picture is in the cache folder (:func:`paint_picture`)
        self.setZValue(400)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_size(self, width: float, height: float) -> None:
        """Give the button's face a new size (the layout of another window shape)."""
        if (width, height) != (self._rect.width(), self._rect.height()):
            self.prepareGeometryChange()
            self._rect = QRectF(self._rect.left(), self._rect.top(), width, height)
            self.update()

    def set_enabled(self, on: bool) -> None:
        """Enable or grey out (a disabled button swallows clicks)."""
        if on != self._enabled:
            self._enabled = on
            self.update()

    def hold(self, on: bool) -> None:
        """Grey the button out and swallow its clicks whatever :meth:`set_enabled` says (the table is
        stopped: nothing on the felt can act), or give it back its own state."""
        if on != self._held:
            self._held = on
            self.update()

    @property
    def held(self) -> bool:
        """Whether the button is held greyed out (:meth:`hold`)."""
        return self._held

    @property
    def looks_enabled(self) -> bool:
        """Whether the button is painted as one that acts."""
        return self._enabled and not self._held

    @property
    def face(self) -> QRectF:
        """The button's face (without its shadow)."""
        return self._rect

    @property
    def enabled(self) -> bool:
        """Whether a click does anything."""
        return self.looks_enabled and self.isVisible()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 5, 7)

    LABEL_MARGIN = 12.0  #: room left and right of the label, together

    LABEL_PX = 22.0
    KEY_PX = 18.0  #: 12 px tall at 1280 × 720, like every text on the felt

    def label_font(self) -> QFont:
        """The label's font, smaller when a longer language would not fit ("ABANDONNER"), never
        below the key's size."""
        return narrow(font(self.LABEL_PX, serif=True), self.label, self._rect.width() - self.LABEL_MARGIN, self.KEY_PX)

    def key_font(self) -> QFont:
        """The key's font under the label (the key's name in the player's language)."""
        return narrow(font(self.KEY_PX, bold=False), self.key, self._rect.width() - self.LABEL_MARGIN, self.KEY_PX)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.looks_enabled:
            self._down = True
            self.update()
            self._on_click(self.name)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._down = False
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The button's picture (:func:`paint_picture`): the first frame of a start paints no button."""
        self._kept = paint_picture(
            p, self.boundingRect(), "button",
            f"{self._rect.width()!r}|{self._rect.height()!r}|{self.label}|{self.key}|{self.looks_enabled}|{self._down}",
            self.paint_face, keep=not self._kept,
        ) or self._kept  # fmt: skip

    def paint_face(self, p: QPainter) -> None:
        """Paint the button (its shadow, face, rim, label and key) in its own coordinates."""
        r = self._rect
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(r.translated(2, 4), 12, 12)
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        enabled = self.looks_enabled
        if enabled:
            top, bottom = (
                (QColor("#7c1119"), QColor("#4a070c")) if not self._down else (QColor("#4a070c"), QColor("#7c1119"))
            )
            rim, ink = GOLD, QColor("#fbeec4")
        else:
            top, bottom, rim, ink = QColor("#3a3634"), QColor("#252321"), QColor("#6b6252"), QColor("#8a8478")
            if high_contrast_active():  # its grey would turn yellow, the colour of what is active: white, unframed
                ink = QColor("#d8d8d8")
        g.setColorAt(0, top)
        g.setColorAt(1, bottom)
        p.setBrush(QBrush(g))
        p.setPen(QPen(rim, 2.2))
        p.drawRoundedRect(r, 12, 12)
        p.setPen(ink)
        if not self.key:
            p.setFont(self.label_font())
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label)
            return
        p.setFont(self.label_font())
        p.drawText(r.adjusted(0, 2, 0, -r.height() * 0.36), Qt.AlignmentFlag.AlignCenter, self.label)
        p.setFont(self.key_font())
        p.setPen(ink if not enabled else QColor("#e8d9a8"))
        p.drawText(r.adjusted(0, r.height() * 0.56, 0, -3), Qt.AlignmentFlag.AlignCenter, self.key)


#: the insurance offer's height: over the player aids that may lie near it (the trainer's flat panel in
#: the 4:3 scene with hyper black jack), so its question and answers are never hidden; under the
#: trainer's flag, which asks about the answer given
OFFER_Z = 430.0


class InsuranceOffer(QGraphicsObject):
    """The insurance question for one box [FR-BJ-6]: "Insurance for box 3?" and the two answers (the
    controller's buttons, placed inside the panel; the stake is on the INSURANCE button). It sits in
    the middle of the felt, between the insurance line and the boxes' cards, hiding none of them."""

    RECT = QRectF(-210, -46, 420, 92)
    BUTTON_W = 420 / 2 - 18
    BUTTON_H = 48.0

    def __init__(self, touch: bool = False) -> None:
        super().__init__()
        self.title = ""
        if touch:  # larger answers for a finger
            self.RECT = QRectF(-232, -56, 464, 112)
            self.BUTTON_W, self.BUTTON_H = 464 / 2 - 18, 60.0
        self.setZValue(OFFER_Z)

    def set_touch(self, touch: bool) -> None:
        """Larger answers for a finger (the kiosk)."""
        self.prepareGeometryChange()
        fresh = InsuranceOffer(touch)
        self.RECT, self.BUTTON_W, self.BUTTON_H = fresh.RECT, fresh.BUTTON_W, fresh.BUTTON_H
        fresh.deleteLater()

    def ask(self, title: str) -> None:
        """Show the question for a box."""
        self.title = title
        self.update()

    def button_slots(self) -> tuple[QPointF, QPointF]:
        """Scene positions of the two answers' top-left corners (insure, decline)."""
        r = self.RECT
        base = self.pos() + QPointF(r.left() + 12, r.bottom() - 8 - self.BUTTON_H)
        return base, base + QPointF(self.BUTTON_W + 12, 0)

    def boundingRect(self) -> QRectF:
        return self.RECT.adjusted(-2, -2, 3, 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.RECT
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(r.translated(1, 3), 14, 14)
        p.setBrush(QColor(10, 20, 14))  # opaque: the felt's lettering never shows through
        p.setPen(QPen(GOLD, 2.5))
        p.drawRoundedRect(r, 14, 14)
        p.setPen(QColor("#fbeec4"))
        p.setFont(narrow(font(24, serif=True), self.title, r.width() - 24))
        p.drawText(QRectF(r.left(), r.top() + 3, r.width(), 32), Qt.AlignmentFlag.AlignCenter, self.title)


class ChipRack(QGraphicsObject):
    """The player's chips: click one to choose it, or drag it onto a box or a side-bet spot."""

    D = 66.0
    GAP = 78.0

    def __init__(self, values: list[int], on_select: Callable[[int], object],
                 on_drop: Callable[[QPointF, int], object]) -> None:  # fmt: skip
        super().__init__()
        self.values = values
        self.selected = values[0]
        self._on_select = on_select
        self._on_drop = on_drop
        self._drag_from: QPointF | None = None
        self._ghost: QGraphicsItem | None = None
        self.held = False  #: greyed out, its chips taking no click: the table is stopped (:func:`hold_felt`)
        self._kept = False  #: its first picture is in the cache folder (:func:`paint_picture`)
        self.setZValue(400)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def hold(self, on: bool) -> None:
        """Grey the rack out (its chips dimmed, none chosen or dragged) while the table is stopped, or
        give it back."""
        if on != self.held:
            self.held = on
            self.setOpacity(HELD_OPACITY if on else 1.0)
            self.update()

    def select(self, value: int) -> None:
        """Choose the chip of ``value`` (a click, or Page Up / Page Down)."""
        self.selected = value
        self._on_select(value)
        self.update()

    def chip_centre(self, value: int) -> QPointF:
        """Scene-local centre of the chip of ``value`` in the rack."""
        i = self.values.index(value)
        return QPointF(self.D / 2 + 12 + i * self.GAP, self.D / 2 + 14)

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, len(self.values) * self.GAP + 32, self.D + 40)

    def _value_at(self, pos: QPointF) -> int | None:
        for v in self.values:
            c = self.chip_centre(v)
            if (pos - c).manhattanLength() < self.D * 0.7:
                return v
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        v = self._value_at(event.pos())
        if self.held:
            event.accept()  # swallowed: the table is stopped
            return
        if v is None:
            event.ignore()
            return
        self.select(v)
        self._drag_from = event.pos()
        self.update()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag_from is None or (event.pos() - self._drag_from).manhattanLength() <= 12:
            return
        sc = self.scene()
        if self._ghost is None and sc is not None:
            ghost = ChipStack(0, self.D * 0.8)
            ghost.set_chips([self.selected])
            ghost.setZValue(480)
            ghost.setOpacity(0.9)
            sc.addItem(ghost)
            self._ghost = ghost
        if self._ghost is not None:
            self._ghost.setPos(event.scenePos())  # the chip follows the pointer (or the finger)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        ghost = self._ghost
        self._ghost = None
        self._drag_from = None
        if ghost is not None:
            if ghost.scene() is not None:
                ghost.scene().removeItem(ghost)
            self._on_drop(event.scenePos(), self.selected)
        self.update()

    @property
    def dragging(self) -> QGraphicsItem | None:
        """The chip being dragged, or None."""
        return self._ghost

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The rack's picture (:func:`paint_picture`), its chips as :func:`gui.artwork.chip_pixmap` paints them."""
        from .art.chips import CHIP_VERSION

        state = f"{CHIP_VERSION}|{self.values}|{self.selected}|{self.held}|{artwork.pixel_size(self.D, _scale(p))}"
        self._kept = (
            paint_picture(p, self.boundingRect(), "rack", state, self.paint_rack, keep=not self._kept) or self._kept
        )

    def paint_rack(self, p: QPainter) -> None:
        """Paint the tray and its chips, the chosen one lifted and ringed, in the rack's coordinates."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        tray = QRectF(0, 4, len(self.values) * self.GAP + 16, self.D + 22)
        g = QLinearGradient(tray.topLeft(), tray.bottomLeft())
        g.setColorAt(0, QColor("#3b2414"))
        g.setColorAt(1, QColor("#1c1009"))
        p.setBrush(QBrush(g))
        p.setPen(QPen(QColor("#8a5a2a"), 2))
        p.drawRoundedRect(tray, 14, 14)
        px = artwork.pixel_size(self.D, _scale(p))
        for v in self.values:
            c = self.chip_centre(v)
            lift = 8.0 if v == self.selected and not self.held else 0.0
            if v == self.selected and not self.held:
                for w, a in ((12, 60), (5, 200)):
                    col = QColor("#ffe27a")
                    col.setAlpha(a)
                    p.setPen(QPen(col, w))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawEllipse(c - QPointF(0, lift), self.D / 2 + 3, self.D / 2 + 3)
            pm = artwork.chip_pixmap(v, px)
            p.drawPixmap(QRectF(c.x() - self.D / 2, c.y() - self.D / 2 - lift, self.D, self.D), pm, QRectF(pm.rect()))


HELD_OPACITY = 0.4  #: the chip rack's while the table is stopped: dimmed like a greyed-out button


def hold_felt(scene: QGraphicsScene, on: bool, cover: float) -> None:
    """Grey out every button and the chip rack under a cover at height ``cover`` (the stopped table's:
    it swallows every click, and no key reaches the felt, so none of them can act), but the buttons of
    what lies above it (the panel saying why, with the director's way out); ``on=False`` gives them
    back their own state."""
    for item in scene.items():
        if isinstance(item, (Button, ChipRack)) and item.topLevelItem().zValue() < cover:
            item.hold(on)


class Hotspot(QGraphicsObject):
    """An invisible disc over a box (``main``) or a side-bet spot (``side``): left click adds the
    chosen chip, right click takes one off."""

    def __init__(self, box: int, kind: str, on_click: Callable[[int, str, bool], object]) -> None:
        super().__init__()
        self.box = box
        self.kind = kind
        self._r = BOX_R if kind == "main" else SPOT_R + 4
        self._on_click = on_click
        self.setZValue(300)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._r, -self._r, 2 * self._r, 2 * self._r)

    def shape(self):  # type: ignore[no-untyped-def]
        from PySide6.QtGui import QPainterPath

        path = QPainterPath()
        path.addEllipse(self.boundingRect())
        return path

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._on_click(self.box, self.kind, event.button() == Qt.MouseButton.RightButton)
        event.accept()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        return
