"""The printed felt: baize, wooden rail, the arc of seven boxes with their side-bet spots, the
printed payout lines, the insurance band, the dealer's float, the shoe and the placard.

All of it is static for a session, so it is painted once per device scale into a pixmap and that
pixmap is what every frame draws (the whole felt costs one blit). The pixmap is also kept in the
user's cache folder, so the next start shows the complete felt at once instead of painting it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import math
import os
import random
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QStandardPaths, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from croupier.engine.core.paytables import LUCKY_LADIES
from croupier.engine.core.table import TableConfig

from . import artwork, layout
from .artwork import blit
from .items import GOLD, _scale, fitted, font
from .layout import (
    ARC_CENTRE,
    BOX_R,
    CARD_H,
    CARD_W,
    DISCARD,
    FELT_RECT,
    HEIGHT,
    INSURANCE_RADIUS,
    INSURANCE_SPAN,
    PLACARD,
    RAIL_INNER,
    RAIL_OUTER,
    SCENE_RECT,
    SHOE,
    SPOT_R,
    TEXT_RADII,
    TRAY,
    WIDTH,
    box_angle,
    box_centre,
    local,
    on_arc,
    placard_cut,
    side_centre,
)
from .placard import limits_lines, paint_placard, side_name

log = logging.getLogger(__name__)

FELT_COLOURS = {"green": ("#17874a", "#0b5a2f", "#053a1d"), "blue": ("#1f5fa8", "#123f78", "#0a2650")}


def printed_lines(config: TableConfig) -> tuple[str, str, str]:
    """The felt's printed payout, dealer rule and insurance lines in the player's language (in French,
    the regulation's own words: "BLACK JACK PAYÉ 3 POUR 2") [FR-BJ-5] [FR-BJ-6] [FR-BJ-7]."""
    r = config.rules
    a, b = r.blackjack_pays.split(":")
    pays = QCoreApplication.translate("Felt", "BLACKJACK PAYS %1 TO %2").replace("%1", a).replace("%2", b)
    if r.soft_17 == "stand":
        rule = QCoreApplication.translate("Felt", "DEALER MUST DRAW TO 16 AND STAND ON ALL 17s")
    else:
        rule = QCoreApplication.translate("Felt", "DEALER MUST DRAW TO 16 AND HIT SOFT 17")
    ins = QCoreApplication.translate("Felt", "INSURANCE PAYS 2 TO 1") if r.insurance else ""
    return pays, rule, ins


def arc_text(p: QPainter, text: str, radius: float, f: QFont, colour: QColor, centre: float = 0.0) -> None:
    """Print ``text`` along the arc at ``radius``, centred on angle ``centre``, letters upright
    towards the dealer (as the lettering of a real felt)."""
    fm = QFontMetricsF(f)
    spacing = f.pixelSize() * 0.08
    widths = [fm.horizontalAdvance(ch) + spacing for ch in text]
    span = math.degrees(sum(widths) / radius)
    a = centre - span / 2
    p.setFont(f)
    p.setPen(colour)
    for ch, w in zip(text, widths, strict=True):
        mid = a + math.degrees(w / 2 / radius)
        pt = on_arc(mid, radius)
        p.save()
        p.translate(pt)
        p.rotate(-mid)
        p.drawText(QPointF(-(w - spacing) / 2, fm.ascent() / 2 - fm.descent() / 2), ch)
        p.restore()
        a += math.degrees(w / radius)


@lru_cache(maxsize=1)
def _noise_tile() -> QPixmap:
    """A small tile of fibre-like speckles that gives the baize its texture."""
    rnd = random.Random(7)
    img = QImage(128, 128, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    for _ in range(2600):
        x, y = rnd.random() * 128, rnd.random() * 128
        light = rnd.random() < 0.5
        c = QColor(255, 255, 255, rnd.randint(6, 18)) if light else QColor(0, 0, 0, rnd.randint(8, 24))
        p.setPen(QPen(c, 1))
        ang = rnd.random() * math.tau
        p.drawLine(QPointF(x, y), QPointF(x + 2.2 * math.cos(ang), y + 2.2 * math.sin(ang)))
    p.end()
    return QPixmap.fromImage(img)


def _ring(r_in: float, r_out: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(ARC_CENTRE, r_out, r_out)
    inner = QPainterPath()
    inner.addEllipse(ARC_CENTRE, r_in, r_in)
    return path.subtracted(inner)


def paint_felt(p: QPainter, config: TableConfig, colour: str = "green") -> None:
    """Paint the whole static felt in scene coordinates."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    w, h = SCENE_RECT.width(), SCENE_RECT.height()
    cx, top = SCENE_RECT.center().x(), SCENE_RECT.top()
    whole = QRectF(FELT_RECT)  # the room and the baize continue past the geometry's rectangle
    # the room
    room = QRadialGradient(QPointF(cx, top + h * 0.35), w * 0.8)
    room.setColorAt(0, QColor("#2b211b"))
    room.setColorAt(1, QColor("#0b0807"))
    p.fillRect(whole, QBrush(room))
    # the baize, lit from above
    felt = QPainterPath()
    felt.addEllipse(ARC_CENTRE, RAIL_INNER, RAIL_INNER)
    light, mid, dark = (QColor(c) for c in FELT_COLOURS.get(colour, FELT_COLOURS["green"]))
    g = QRadialGradient(QPointF(cx, ARC_CENTRE.y() + 880 + HEIGHT * 0.38), WIDTH * 0.62)
    g.setColorAt(0, light)
    g.setColorAt(0.55, mid)
    g.setColorAt(1, dark)
    p.fillPath(felt, QBrush(g))
    p.save()
    p.setClipPath(felt)
    p.fillRect(whole, QBrush(_noise_tile()))
    p.restore()
    _paint_rail(p)
    pays, rule, ins = printed_lines(config)
    arc_text(p, pays, TEXT_RADII[0], font(34, serif=True, scaled=False), GOLD)
    arc_text(p, rule, TEXT_RADII[1], font(19, serif=True, bold=False, scaled=False), QColor("#f1e6c2"))
    if ins:
        _paint_insurance_band(p, ins)
    for n in range(1, 8):
        _paint_box(p, n)
        if config.side.table is not None:
            _paint_spot(p, n, config.side.game)
    _paint_tray(p)
    _paint_shoe(p)
    _paint_discard_tray(p)
    paint_placard(p, PLACARD, config, placard_cut(PLACARD))


def _paint_rail(p: QPainter) -> None:
    """The wooden rail along the players' edge, varnished, with its grain."""
    rail = _ring(RAIL_INNER, RAIL_OUTER)
    g = QRadialGradient(ARC_CENTRE, RAIL_OUTER)
    f0, f1 = RAIL_INNER / RAIL_OUTER, 1.0
    g.setColorAt(f0, QColor("#3a1a0b"))
    g.setColorAt(f0 + (f1 - f0) * 0.25, QColor("#8a4a22"))
    g.setColorAt(f0 + (f1 - f0) * 0.5, QColor("#a9612f"))
    g.setColorAt(f0 + (f1 - f0) * 0.8, QColor("#6e3515"))
    g.setColorAt(f1, QColor("#2a1206"))
    p.fillPath(rail, QBrush(g))
    p.save()
    p.setClipPath(rail)
    rnd = random.Random(11)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for _ in range(70):
        r = RAIL_INNER + rnd.random() * (RAIL_OUTER - RAIL_INNER)
        start = rnd.uniform(-40, 30)
        span = rnd.uniform(6, 30)
        c = QColor(40, 16, 4, rnd.randint(30, 80)) if rnd.random() < 0.6 else QColor(255, 200, 150, rnd.randint(12, 30))
        p.setPen(QPen(c, rnd.uniform(0.6, 2.0)))
        rect = QRectF(ARC_CENTRE.x() - r, ARC_CENTRE.y() - r, 2 * r, 2 * r)
        p.drawArc(rect, int((270 - start - span) * 16), int(span * 16))
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#c99a3c"), 2.2))
    p.drawEllipse(ARC_CENTRE, RAIL_INNER - 1, RAIL_INNER - 1)
    p.setPen(QPen(QColor(0, 0, 0, 110), 6))
    p.drawEllipse(ARC_CENTRE, RAIL_INNER - 5, RAIL_INNER - 5)


def _paint_insurance_band(p: QPainter, text: str) -> None:
    span = INSURANCE_SPAN
    r0, r1 = INSURANCE_RADIUS - 24, INSURANCE_RADIUS + 24
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(GOLD, 2.0))
    for r in (r0, r1):
        rect = QRectF(ARC_CENTRE.x() - r, ARC_CENTRE.y() - r, 2 * r, 2 * r)
        p.drawArc(rect, int((270 - span) * 16), int(2 * span * 16))
    for sgn in (-1, 1):
        a = on_arc(sgn * span, r0)
        b = on_arc(sgn * span, r1)
        p.drawLine(a, b)
    arc_text(p, text, INSURANCE_RADIUS, font(22, serif=True, scaled=False), GOLD)


def _paint_box(p: QPainter, n: int) -> None:
    """A betting box: a double gold circle, its seat number printed inside at the top (towards the
    dealer), box 1 on the dealer's left, the screen's right [FR-BJ-3]: where neither the controls on
    the rail nor a bet's chips and amount (:func:`gui.layout.amount_pos`) cover it."""
    c = box_centre(n)
    p.setBrush(QColor(0, 0, 0, 28))
    p.setPen(QPen(GOLD, 3))
    p.drawEllipse(c, BOX_R, BOX_R)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(227, 196, 106, 150), 1.2))
    p.drawEllipse(c, BOX_R - 7, BOX_R - 7)
    p.fillPath(seat_number_path(n), GOLD)


SEAT_NUMBER_PX = 24  #: the seat number's font size in scene units (16 px at 1280 × 720)


def seat_number_pos(n: int) -> QPointF:
    """The centre of box ``n``'s printed seat number: in its circle, near the top."""
    return local(n, 0.0, -(BOX_R - 26))


def seat_number_path(n: int) -> QPainterPath:
    """Box ``n``'s seat number as it is printed: its glyph's outline, centred on
    :func:`seat_number_pos`, turned with the box."""
    path = QPainterPath()
    path.addText(0, 0, font(SEAT_NUMBER_PX, serif=True, scaled=False), str(n))
    path.translate(-path.boundingRect().center())
    at = seat_number_pos(n)
    return QTransform().translate(at.x(), at.y()).rotate(-box_angle(n)).map(path)


def _paint_spot(p: QPainter, n: int, game: str) -> None:
    """A side-bet spot, labelled with the active side bet [FR-LL-1, PR-LL-2]."""
    c = side_centre(n)
    p.save()
    p.translate(c)
    p.rotate(-box_angle(n))
    g = QRadialGradient(QPointF(0, 0), SPOT_R)
    hue = QColor("#8e1b2a") if game == LUCKY_LADIES else QColor("#1d3f7a")
    g.setColorAt(0, hue.lighter(135))
    g.setColorAt(1, hue.darker(130))
    p.setBrush(QBrush(g))
    p.setPen(QPen(GOLD, 2.5))
    p.drawEllipse(QPointF(0, 0), SPOT_R, SPOT_R)
    p.setPen(QPen(QColor(227, 196, 106, 160), 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0, 0), SPOT_R - 5, SPOT_R - 5)
    words = side_name(game).split(" ", 1)
    f = font(18, scaled=False)
    for w in words:
        f = fitted(f, w, 2 * SPOT_R - 10, 1.0)
    p.setFont(f)
    p.setPen(QColor("#fbeec4"))
    if len(words) > 1:
        p.drawText(QRectF(-SPOT_R, -21, 2 * SPOT_R, 21), Qt.AlignmentFlag.AlignCenter, words[0])
        p.drawText(QRectF(-SPOT_R, 0, 2 * SPOT_R, 21), Qt.AlignmentFlag.AlignCenter, words[1])
    else:
        p.drawText(QRectF(-SPOT_R, -11, 2 * SPOT_R, 22), Qt.AlignmentFlag.AlignCenter, words[0])
    p.restore()


def _paint_tray(p: QPainter) -> None:
    """The dealer's float: tubes of chips seen from above, largest in the middle."""
    r = TRAY
    p.setPen(QPen(QColor("#2a1a0c"), 2))
    g = QLinearGradient(r.topLeft(), r.bottomLeft())
    g.setColorAt(0, QColor("#1a1410"))
    g.setColorAt(1, QColor("#3b2d22"))
    p.setBrush(QBrush(g))
    p.drawRoundedRect(r, 8, 8)
    values = sorted(artwork.DENOMINATIONS)
    order = values[::2] + values[1::2][::-1]
    slots = len(order) * 2
    sw = (r.width() - 16) / slots
    for i in range(slots):
        v = order[i % len(order)] if i < len(order) else order[::-1][i - len(order)]
        body, edge = artwork.chip_colours(v)
        slot = QRectF(r.left() + 8 + i * sw + 1, r.top() + 6, sw - 2, r.height() - 12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 120))
        p.drawRoundedRect(slot, 4, 4)
        y = slot.top() + 2
        while y + 5 < slot.bottom():
            chip = QRectF(slot.left() + 2, y, slot.width() - 4, 4.2)
            lg = QLinearGradient(chip.topLeft(), chip.topRight())
            lg.setColorAt(0, body.darker(150))
            lg.setColorAt(0.4, body.lighter(115))
            lg.setColorAt(1, body.darker(160))
            p.setBrush(QBrush(lg))
            p.drawRect(chip)
            p.setBrush(edge)
            p.drawRect(QRectF(chip.center().x() - 2, chip.top(), 4, chip.height()))
            y += 4.6
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#8a6a3a"), 1.5))
    p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 10, 10)


SHOE_BODY = QRectF(-22, -92, 128, 150)  #: the shoe around its mouth, before it is turned by -14°
DISCARD_BOX = QRectF(-CARD_W / 2 - 10, -CARD_H / 2 - 12, CARD_W + 20, CARD_H + 24)  #: the tray, turned by 10°


def shoe_outline() -> QPainterPath:
    """The painted shoe's outline on the felt, its shadow included: a rectangle turned with the shoe
    (nothing else may lie there; a card may pass beside its lower edge, inside :func:`shoe_rect`)."""
    path = QPainterPath()
    path.addRect(SHOE_BODY.adjusted(-4, -4, 10, 12))
    return QTransform().translate(SHOE.x(), SHOE.y()).rotate(-14).map(path)


def shoe_rect() -> QRectF:
    """The painted shoe's extent on the felt, its shadow included: :func:`shoe_outline`'s bounding
    rectangle (what the plates and the trainer's panel keep clear of)."""
    return shoe_outline().boundingRect()


def discard_outline() -> QPainterPath:
    """The painted discard tray's outline on the felt: its rectangle turned with it (what a piece
    beside it keeps clear of: the dealer's total at 4:3 passes its lower right corner, inside
    :func:`discard_rect`)."""
    path = QPainterPath()
    path.addRect(DISCARD_BOX)
    return QTransform().translate(DISCARD.x(), DISCARD.y()).rotate(10).map(path)


def discard_rect() -> QRectF:
    """The discard tray's extent on the felt: :func:`discard_outline`'s bounding rectangle."""
    return discard_outline().boundingRect()


def _paint_shoe(p: QPainter) -> None:
    """The dealing shoe, top right, its mouth towards the dealer."""
    p.save()
    p.translate(SHOE)
    p.rotate(-14)
    body = QRectF(SHOE_BODY)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(body.translated(6, 8), 12, 12)
    g = QLinearGradient(body.topLeft(), body.topRight())
    g.setColorAt(0, QColor("#3a3a40"))
    g.setColorAt(0.5, QColor("#18181c"))
    g.setColorAt(1, QColor("#2c2c32"))
    p.setBrush(QBrush(g))
    p.setPen(QPen(QColor("#6a6a72"), 2))
    p.drawRoundedRect(body, 12, 12)
    pm = artwork.card_pixmap(None, 160, **artwork.DECK)
    p.drawPixmap(QRectF(-CARD_W / 2 + 4, -CARD_H / 2 - 14, CARD_W, CARD_H), pm, QRectF(pm.rect()))
    p.setBrush(QColor(20, 20, 24, 150))
    p.setPen(QPen(QColor("#8a8a92"), 1.5))
    p.drawRoundedRect(QRectF(-24, 8, 132, 52), 8, 8)
    p.restore()


def _paint_discard_tray(p: QPainter) -> None:
    """The discard tray, top left: a clear box the used cards go into."""
    p.save()
    p.translate(DISCARD)
    p.rotate(10)
    r = QRectF(DISCARD_BOX)
    p.setPen(QPen(QColor(220, 230, 240, 150), 2))
    p.setBrush(QColor(200, 220, 240, 28))
    p.drawRoundedRect(r, 8, 8)
    p.restore()


#: felts already painted, by (table, colour, scale, words, deck): a rebuilt felt is one lookup
_FELTS: dict[tuple[object, ...], QPixmap] = {}


def _felt_file(key: tuple[object, ...]) -> Path | None:
    """Where a painted felt is kept between starts: the user's cache folder, one picture per table,
    colour, scale, words, deck and geometry (None when there is no cache folder). Its pixels as they
    lie in memory (:data:`RAW_MAGIC`, then width, height and line length, then the 32-bit pixels):
    larger than a PNG or a BMP but read straight into the picture's own pixels, what a start waits
    for (1 ms of CPU at 1280 × 720, against 20 ms when the bytes read were copied twice, and 80 ms
    or more for the BMP it was on a busy machine, which converts every pixel)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if not folder:
        return None
    from croupier.engine.store.journal_rows import config_data  # only when a felt is cached: the journal stays unloaded

    config = key[0]
    assert isinstance(config, TableConfig)
    table = json.dumps(config_data(config), sort_keys=True, default=str)
    digest = hashlib.sha256(f"{FELT_VERSION}{table}{key[1:]!r}".encode()).hexdigest()[:24]
    return Path(folder) / f"felt-{digest}.rgb32"


RAW_MAGIC = b"CRFELT32"  #: the cached felt's first bytes; then width, height, bytes per line (4 bytes each)
_HEADER = len(RAW_MAGIC) + 12


def _from_disk(key: tuple[object, ...], scale: float) -> QPixmap | None:
    path = _felt_file(key)
    if path is None or not path.is_file():
        return None
    try:
        with path.open("rb") as f:
            head = f.read(_HEADER)
            w, h, line = (int.from_bytes(head[i : i + 4], "little") for i in range(len(RAW_MAGIC), _HEADER, 4))
            if (not head.startswith(RAW_MAGIC) or len(head) != _HEADER or w != round(FELT_RECT.width() * scale)
                    or line != 4 * w or h <= 0 or os.fstat(f.fileno()).st_size != _HEADER + line * h):  # fmt: skip
                log.info("felt cache %s unreadable, painting the felt again", path)
                return None
            img = QImage(w, h, QImage.Format.Format_RGB32)
            pixels = memoryview(img.bits()).cast("B")  # read straight into the picture's own pixels
            if img.bytesPerLine() != line or f.readinto(pixels) != line * h:
                log.info("felt cache %s unreadable, painting the felt again", path)
                return None
    except OSError as e:
        log.info("felt cache %s unreadable (%s), painting the felt again", path, e)
        return None
    return QPixmap.fromImage(img)


def _to_disk(key: tuple[object, ...], pm: QPixmap) -> None:
    path = _felt_file(key)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        log.info("no felt cache: %s", e)
        return
    img = pm.toImage().convertToFormat(QImage.Format.Format_RGB32)
    size = (img.width(), img.height(), img.bytesPerLine())
    header = RAW_MAGIC + b"".join(n.to_bytes(4, "little") for n in size)
    tmp = path.with_suffix(".tmp")
    try:
        tmp.write_bytes(header + bytes(img.constBits())[: img.bytesPerLine() * img.height()])
        tmp.replace(path)
    except OSError as e:
        log.info("could not write the felt cache %s: %s", path, e)
        return
    kept = sorted(path.parent.glob("felt-*"), key=lambda f: f.stat().st_mtime, reverse=True)
    for old in kept[FELTS_KEPT:]:  # the other sizes, languages and tables of long ago
        with contextlib.suppress(OSError):
            old.unlink()


FELT_VERSION = 12  #: bump when the felt's painting changes, so an old cached picture is not used
FELTS_KEPT = 8  #: felts kept in the cache folder (the most recently painted)


class FeltItem(QGraphicsItem):
    """The static felt, painted once per device scale into a pixmap."""

    def __init__(self, config: TableConfig, colour: str = "green") -> None:
        super().__init__()
        self.config = config
        self.colour = colour
        self._pixmap: QPixmap | None = None
        self._scale = 0.0
        self._words: tuple[str, ...] = ()
        self._geometry = ""
        self.setZValue(-100)

    def relayout(self) -> None:
        """The scene's geometry changed: the felt is painted (or found) again for it."""
        self.prepareGeometryChange()
        self._pixmap = None
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(FELT_RECT)

    def words(self) -> tuple[str, ...]:
        """The felt's printed words in the language now chosen (a change repaints the felt)."""
        return (*printed_lines(self.config), side_name(self.config.side.game), *limits_lines(self.config))

    def pixmap_for(self, scale: float) -> QPixmap:
        """The felt at ``scale`` device pixels per scene unit, in the current language (cached)."""
        scale = min(max(scale, 0.25), 4.0)
        words = self.words()
        if (self._pixmap is None or abs(scale - self._scale) > 1e-3 or words != self._words
                or self._geometry != layout.GEOMETRY.name):  # fmt: skip
            self._words = words
            self._geometry = layout.GEOMETRY.name
            key = (self.config, self.colour, round(scale, 3), words, tuple(sorted(artwork.DECK.items())),
                   layout.GEOMETRY.name)  # fmt: skip
            cached = _FELTS.get(key) or _from_disk(key, scale)
            if cached is not None:  # the same felt painted before (an earlier scene, an earlier start)
                _FELTS[key] = cached
                self._pixmap, self._scale = cached, scale
                return cached
            pm = QPixmap(round(FELT_RECT.width() * scale), round(FELT_RECT.height() * scale))
            pm.fill(QColor("#0b0807"))
            p = QPainter(pm)
            p.scale(scale, scale)
            p.translate(-FELT_RECT.topLeft())
            paint_felt(p, self.config, self.colour)
            p.end()
            self._pixmap, self._scale = pm, scale
            _FELTS[key] = pm
            QTimer.singleShot(0, lambda: _to_disk(key, pm))  # after this frame
            while len(_FELTS) > 4:
                del _FELTS[next(iter(_FELTS))]
        return self._pixmap

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pm = self.pixmap_for(_scale(p))
        t = p.worldTransform()
        dev = p.device()
        dpr = float(dev.devicePixelRatioF()) if dev is not None else 1.0
        on_device = t.mapRect(QRectF(FELT_RECT))  # where the felt lands, in the device's logical pixels
        if (
            t.isAffine()
            and not t.isRotating()  # nor sheared
            and abs(on_device.width() * dpr - pm.width()) <= 2
            and abs(on_device.height() * dpr - pm.height()) <= 2
        ):
            # the picture was painted at this very scale: copied pixel for pixel at a whole device
            # pixel, not resampled (smooth scaling it by a fraction of a pixel cost 10 ms a frame at
            # 1920 × 1080, most of a frame's painting)
            pm.setDevicePixelRatio(dpr)
            p.save()
            p.resetTransform()
            blit(p, QPointF(round(on_device.x() * dpr) / dpr, round(on_device.y() * dpr) / dpr), pm)
            p.restore()
            return
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(QRectF(FELT_RECT), pm, QRectF(pm.rect()))


class DiscardPile(QGraphicsItem):
    """The used cards in the discard tray; the pile grows with every card cleared."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.setPos(DISCARD)
        self.setRotation(10)
        self.setZValue(5)

    def set_count(self, n: int) -> None:
        """Show ``n`` cards."""
        self.prepareGeometryChange()
        self.count = n
        self.update()

    def boundingRect(self) -> QRectF:
        h = min(self.count, 120) * 0.35
        return QRectF(-CARD_W / 2 - 2, -CARD_H / 2 - h - 2, CARD_W + 8, CARD_H + h + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.count:
            return
        pm = artwork.card_pixmap(None, artwork.pixel_size(CARD_W, _scale(p)), **artwork.DECK)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        layers = min(self.count, 120)
        p.setPen(QPen(QColor("#d8d2c4"), 1))
        p.setBrush(QColor("#efe9dc"))
        p.drawRoundedRect(QRectF(-CARD_W / 2, -CARD_H / 2 - layers * 0.35, CARD_W, CARD_H + layers * 0.35), 6, 6)
        p.drawPixmap(QRectF(-CARD_W / 2, -CARD_H / 2 - layers * 0.35, CARD_W, CARD_H), pm, QRectF(pm.rect()))
