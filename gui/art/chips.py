"""Casino chips painted as vectors: edge inserts, an inner ring and the denomination in the centre.

Values are in mills (1/1000 of a currency unit), like the engine's money. A chip painted once is kept
in the user's cache folder (:func:`chip_pixmap`): the rack on the table's first frame is read back,
not painted again at every start.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import math
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, QStandardPaths, Qt, QTimer, qVersion
from PySide6.QtGui import QColor, QFont, QFontInfo, QImage, QPainter, QPainterPath, QPen, QPixmap, QTransform

from .shapes import SANS, ellipse, glyph_path, rgrad, shade

log = logging.getLogger(__name__)

UNIT = 1000
DENOMINATIONS: tuple[int, ...] = (
    500, 1_000, 2_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000
)  # fmt: skip

# (main, accent, label colour) per denomination, after the usual casino colours.
_COLOURS: dict[int, tuple[str, str, str]] = {
    500: ("#9fb8d8", "#ffffff", "#28466e"),  # 0.50 light blue
    1_000: ("#f4f2ec", "#1f4e9c", "#1f4e9c"),  # 1 white
    2_000: ("#e9c62c", "#2b2b2b", "#5a4700"),  # 2 yellow
    2_500: ("#e483ad", "#ffffff", "#8c1f52"),  # 2.50 pink
    5_000: ("#c0161e", "#ffffff", "#c0161e"),  # 5 red
    10_000: ("#1f56b8", "#ffffff", "#1f56b8"),  # 10 blue
    25_000: ("#1e7b3a", "#ffffff", "#1e7b3a"),  # 25 green
    50_000: ("#e8761c", "#ffffff", "#a34700"),  # 50 orange
    100_000: ("#1c1c1c", "#ffffff", "#1c1c1c"),  # 100 black
    500_000: ("#5b2a86", "#f2d16b", "#5b2a86"),  # 500 purple
    1_000_000: ("#f2d22e", "#1c1c1c", "#6b5200"),  # 1000 yellow
    5_000_000: ("#8a4b2a", "#f2d16b", "#5a2e14"),  # 5000 brown
}


def _tier(value: int) -> int:
    """The denomination whose colours a value takes (the largest one not above it)."""
    best = DENOMINATIONS[0]
    for d in DENOMINATIONS:
        if d <= value:
            best = d
    return best


def chip_colours(value: int) -> tuple[QColor, QColor]:
    """(main, accent) colours of a chip worth ``value`` mills."""
    main, accent, _ = _COLOURS[_tier(value)]
    return QColor(main), QColor(accent)


def chip_label(value: int) -> str:
    """The denomination as printed on the chip: 1, 5, 25, 100, 500, 1000, ½, 2½, 1K5 …"""
    units, rest = divmod(value, UNIT)
    if rest == 0:
        if units >= 10_000 and units % 1000 == 0:
            return f"{units // 1000}K"
        return str(units)
    if rest == 500:
        return "½" if units == 0 else f"{units}½"
    return f"{value / UNIT:g}"


def paint_chip(p: QPainter, rect: QRectF, value: int, *, label: str | None = None) -> None:
    """Paint a chip worth ``value`` mills, seen from above, fitted and centred in ``rect``."""
    main_s, accent_s, ink_s = _COLOURS[_tier(value)]
    main, accent, ink = QColor(main_s), QColor(accent_s), QColor(ink_s)
    text = chip_label(value) if label is None else label
    d = min(rect.width(), rect.height())
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.translate(rect.center())
    p.scale(d / 100, d / 100)
    # Body and edge.
    body = ellipse(0, 0, 49.2)
    p.fillPath(body, main)
    # Edge inserts: six blocks of the accent colour, each split by a thin stripe of the main colour.
    inserts = QPainterPath()
    for i in range(6):
        a = i * 60.0
        block = _annular_sector(36.5, 49.2, a - 11, a + 11)
        inserts.addPath(block)
    p.fillPath(inserts, accent)
    stripes = QPainterPath()
    for i in range(6):
        a = i * 60.0
        for da in (-4.5, 4.5):
            stripes.addPath(_annular_sector(38.5, 49.2, a + da - 1.2, a + da + 1.2))
    p.fillPath(stripes, main)
    # Shading: a soft light from the top left and a darker rim.
    p.fillPath(
        body,
        rgrad(-18, -22, 70, (0, QColor(255, 255, 255, 70)), (0.6, QColor(255, 255, 255, 0)), (1, QColor(0, 0, 0, 60))),
    )
    p.strokePath(body, QPen(shade(main, 0.55), 1.4))
    # Inner ring with a dashed track, and the centre inlay.
    ring = ellipse(0, 0, 36.5).subtracted(ellipse(0, 0, 33.5))
    p.fillPath(ring, shade(main, 0.8))
    dash = QPen(accent, 1.3, Qt.PenStyle.CustomDashLine)
    dash.setDashPattern([2.5, 2.0])
    p.strokePath(ellipse(0, 0, 31.5), dash)
    inlay = ellipse(0, 0, 28)
    p.fillPath(inlay, rgrad(-8, -10, 40, (0, "#ffffff"), (1, "#ebe6dc")))
    p.strokePath(inlay, QPen(shade(main, 0.6), 1.0))
    # The denomination, as a path so it is the same everywhere.
    if text:
        condensed = len(text) >= 4
        g = glyph_path(text, False, True, condensed)
        b = g.boundingRect()
        cap = 20.0 if len(text) <= 2 else 15.0 if len(text) == 3 else 12.5
        sx = min(1.0, 40.0 / (b.width() * cap)) if b.width() else 1.0
        t = QTransform()
        t.translate(0, cap / 2)
        t.scale(cap * sx, cap)
        p.fillPath(t.map(g), ink)
    p.restore()


def _annular_sector(r0: float, r1: float, a0: float, a1: float) -> QPainterPath:
    """The ring between radii r0 and r1 from angle a0 to a1 (degrees, clockwise from the right)."""
    s = QPainterPath()
    s.moveTo(r1 * math.cos(math.radians(a0)), r1 * math.sin(math.radians(a0)))
    s.arcTo(QRectF(-r1, -r1, 2 * r1, 2 * r1), -a0, -(a1 - a0))
    s.lineTo(r0 * math.cos(math.radians(a1)), r0 * math.sin(math.radians(a1)))
    s.arcTo(QRectF(-r0, -r0, 2 * r0, 2 * r0), -a1, a1 - a0)
    s.closeSubpath()
    return s


def chip_image(value: int, diameter: int, dpr: float = 1.0, label: str | None = None) -> QImage:
    """An uncached image of one chip (transparent outside the disc)."""
    side = max(1, round(diameter * dpr))
    img = QImage(QSize(side, side), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    img.setDevicePixelRatio(dpr)
    p = QPainter(img)
    paint_chip(p, QRectF(0, 0, diameter, diameter), value, label=label)
    p.end()
    return img


CHIP_VERSION = 1  #: bump when a chip's painting changes, so a picture kept from before is not used
CHIPS_KEPT = 64  #: chips kept in the cache folder (the most recently painted: a few sizes of each)
RAW_MAGIC = b"CRCHIP32"  #: a kept chip's first bytes; then width, height, bytes per line (4 bytes each)
_HEADER = len(RAW_MAGIC) + 12


def _chip_file(value: int, side: int, dpr: float) -> Path | None:
    """Where a chip painted ``side`` pixels wide is kept between starts (None without a cache folder):
    one file per value, size, pixel ratio, painting version, Qt version and the font family its
    denomination is drawn in, its pixels as they lie in memory (as the felt's)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if not folder:
        return None
    font = QFont()
    font.setFamilies(SANS)
    key = f"{CHIP_VERSION}|{qVersion()}|{QFontInfo(font).family()}|{value}|{side}|{dpr!r}"
    return Path(folder) / f"chip-{hashlib.sha256(key.encode()).hexdigest()[:24]}.argb32"


def _from_disk(path: Path, side: int, dpr: float) -> QImage | None:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        log.info("chip cache %s unreadable (%s), painting the chip again", path, e)
        return None
    w, h, line = (int.from_bytes(data[i : i + 4], "little") for i in range(len(RAW_MAGIC), _HEADER, 4))
    if not data.startswith(RAW_MAGIC) or w != side or h != side or line < 4 * w or len(data) != _HEADER + line * h:
        log.info("chip cache %s unreadable, painting the chip again", path)
        return None
    img = QImage(data[_HEADER:], w, h, line, QImage.Format.Format_ARGB32_Premultiplied).copy()  # its own pixels
    img.setDevicePixelRatio(dpr)
    return img


def _to_disk(path: Path, img: QImage) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        size = (img.width(), img.height(), img.bytesPerLine())
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(RAW_MAGIC + b"".join(n.to_bytes(4, "little") for n in size)
                        + bytes(img.constBits())[: img.bytesPerLine() * img.height()])  # fmt: skip
        tmp.replace(path)
    except OSError as e:
        log.info("could not keep the chip %s: %s", path, e)
        return
    kept = sorted(path.parent.glob("chip-*"), key=lambda f: f.stat().st_mtime, reverse=True)
    for old in kept[CHIPS_KEPT:]:
        with contextlib.suppress(OSError):
            old.unlink()


@lru_cache(maxsize=256)
def _cached(value: int, diameter: int, dpr: float) -> QPixmap:
    side = max(1, round(diameter * dpr))
    path = _chip_file(value, side, dpr)
    img = _from_disk(path, side, dpr) if path is not None else None
    if img is None:
        painted = img = chip_image(value, diameter, dpr)
        if path is not None:
            where = path
            QTimer.singleShot(0, lambda: _to_disk(where, painted))  # after the frame that shows it
    pm = QPixmap.fromImage(img)
    pm.setDevicePixelRatio(dpr)
    return pm


def chip_pixmap(value: int, diameter: int, dpr: float = 1.0) -> QPixmap:
    """A chip ``diameter`` logical pixels wide, rendered once per (value, size, dpr)."""
    return _cached(int(value), int(diameter), float(dpr))


def clear_cache() -> None:
    """Forget every cached chip pixmap."""
    _cached.cache_clear()


_ = QPointF
