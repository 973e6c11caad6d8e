"""High contrast on the felt: the baize, the printed lettering, the placard, the buttons, the read-outs,
the totals and the banners drawn in black, white and yellow only (text contrast 13.6:1 to 21:1).

The felt's painters keep their own colours; this module maps what they paint onto the three colours,
each to its nearest: the felt pixmap once per size (it is cached), and every other piece through a
:class:`HighContrastEffect`. Cards keep their own high-contrast deck (:class:`gui.legibility.DeckStyle`),
chips their denomination colours.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsEffect, QGraphicsItem, QGraphicsScene

BLACK, WHITE, YELLOW = QColor("#000000"), QColor("#ffffff"), QColor("#ffd400")
COLOURS = (BLACK, WHITE, YELLOW)
_TABLE = [c.rgba() for c in COLOURS]


def posterize(image: QImage) -> QImage:
    """``image`` with every pixel replaced by the nearest of black, white and yellow (alpha kept)."""
    src = image.convertToFormat(QImage.Format.Format_ARGB32)
    alpha = src.convertToFormat(QImage.Format.Format_Alpha8)
    flags = Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither
    three = src.convertToFormat(QImage.Format.Format_Indexed8, _TABLE, flags)
    out = three.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(out)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    p.drawImage(0, 0, alpha)  # the original's transparency (antialiased edges stay smooth)
    p.end()
    out.setDevicePixelRatio(image.devicePixelRatio())
    return out


class HighContrastEffect(QGraphicsEffect):
    """Draws its item in black, white and yellow only."""

    def draw(self, painter: QPainter) -> None:
        # the logical-coordinates form: PySide6 6.11 crashes on the forms that return an offset
        pm = self.sourcePixmap(Qt.CoordinateSystem.LogicalCoordinates)
        if pm.isNull():
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(self.boundingRect(), posterize(pm.toImage()))
        painter.restore()


def _wanted(item: QGraphicsItem) -> bool:
    """The felt's lettering and controls: buttons, read-outs, badges, banners, toasts (not cards or
    chips, which carry their own meaning in colour)."""
    from .controls import Button
    from .hud import Hud
    from .items import Badge, Ribbon, Toast

    if type(item).__name__ in ("PayTablePanel", "RecallPanel"):  # the kiosk's placard, the recall's account
        return True
    return isinstance(item, (Button, Hud, Badge, Ribbon, Toast))


def _felt_pixmaps(felt: QGraphicsItem, on: bool) -> None:
    """Swap the felt's pixmap for its black/white/yellow copy (or back). No reference cycle through
    the felt: the replacement holds it weakly (a collected cycle holding a Qt item is a crash risk)."""
    patched = "pixmap_for" in vars(felt)
    if on and not patched:
        ref = weakref.ref(felt)
        plain = type(felt).pixmap_for  # type: ignore[attr-defined]
        cache: dict[float, QPixmap] = {}

        def contrast_pixmap_for(scale: float) -> QPixmap:
            item = ref()
            if item is None:
                return QPixmap()
            if scale not in cache:
                cache.clear()  # one size at a time, as the felt itself keeps
                src = plain(item, scale)
                pm = QPixmap.fromImage(posterize(src.toImage()))
                pm.setDevicePixelRatio(src.devicePixelRatio())
                cache[scale] = pm
            return cache[scale]

        felt.pixmap_for = contrast_pixmap_for  # type: ignore[attr-defined]
        felt.update()
    elif not on and patched:
        del felt.pixmap_for  # type: ignore[attr-defined]  # the class's own painter again
        felt.update()


def apply(scene: QGraphicsScene, on: bool) -> int:
    """Put the scene in high contrast (or take it out); call again for pieces added since. Returns
    how many pieces were switched."""
    felt = getattr(scene, "felt", None)
    if felt is not None and hasattr(felt, "pixmap_for"):
        _felt_pixmaps(felt, on)
    n = 0
    for item in scene.items():
        if not _wanted(item):
            continue
        has = isinstance(item.graphicsEffect(), HighContrastEffect)
        if on and not has:
            effect = HighContrastEffect()
            item._contrast_effect = effect  # type: ignore[attr-defined]  # the wrapper lives with its item
            item.setGraphicsEffect(effect)
            n += 1
        elif not on and has:
            item.setGraphicsEffect(None)  # type: ignore[arg-type]
            item._contrast_effect = None  # type: ignore[attr-defined]
            n += 1
    return n
