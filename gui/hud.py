"""The player's figures, always in view below the rail: balance, bet on the table, and the last
round's net (what the round won or lost in all, side bet and insurance included: "+€15", "−€10").

Demonstration credit (the kiosk's, the attract mode's) is never shown as money of one's own: with
``demo`` set, the balance reads DEMO CREDIT and the read-outs carry a DEMO tag.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .controls import paint_picture
from .items import GOLD, fitted, font


class Hud(QGraphicsObject):
    """Three brass-framed read-outs; their texts are set by the controller."""

    W = 240.0
    H = 74.0
    GAP = 14.0
    STACK_GAP = 8.0  #: between two stacked read-outs

    def __init__(self) -> None:
        super().__init__()
        self.values = {"balance": "", "bet": "", "win": ""}
        self.demo = False
        self.stacked = False  #: the three read-outs one above the other (the square scene)
        self._kept = False  #: its first picture is in the cache folder (:func:`gui.controls.paint_picture`)
        self.setZValue(400)
        # painted again only when a figure changes: a frame is one blit, not six fitted texts
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_stacked(self, on: bool) -> None:
        """Stack the read-outs (the square scene's bottom left) or put them in a row."""
        if on != self.stacked:
            self.prepareGeometryChange()
            self.stacked = on
            self.update()

    def cell(self, i: int) -> QRectF:
        """Read-out ``i``'s frame (balance, bet, last round's net), in the item's coordinates."""
        if self.stacked:
            return QRectF(0, i * (self.H + self.STACK_GAP), self.W, self.H)
        return QRectF(i * (self.W + self.GAP), 0, self.W, self.H)

    def set_demo(self, on: bool) -> None:
        """Label the balance as demonstration credit (kiosk, attract mode)."""
        if on != self.demo:
            self.demo = on
            self.update()

    def captions(self) -> dict[str, str]:
        """The read-outs' captions, translated."""
        return {
            "balance": QCoreApplication.translate("Hud", "DEMO CREDIT")
            if self.demo
            else QCoreApplication.translate("Hud", "BALANCE"),
            "bet": QCoreApplication.translate("Hud", "BET"),
            "win": QCoreApplication.translate("Hud", "LAST ROUND NET"),
        }

    def set_values(self, balance: str, bet: str, win: str) -> None:
        """Show new figures (repaints only when something changed)."""
        new = {"balance": balance, "bet": bet, "win": win}
        if new != self.values:
            self.values = new
            self.update()

    def boundingRect(self) -> QRectF:
        if self.stacked:
            return QRectF(-4, -20, self.W + 10, 3 * self.H + 2 * self.STACK_GAP + 26)
        return QRectF(-4, -20, 3 * self.W + 2 * self.GAP + 10, self.H + 26)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The read-outs' picture (:func:`gui.controls.paint_picture`): the first the start shows is kept
        in the cache folder, and the next start with the same figures paints none."""
        caps = self.captions()
        state = "|".join([*caps.values(), *self.values.values(), str(self.demo), str(self.stacked), repr(self.W)])
        self._kept = (
            paint_picture(p, self.boundingRect(), "hud", state, self.paint_cells, keep=not self._kept) or self._kept
        )

    def paint_cells(self, p: QPainter) -> None:
        """Paint the three read-outs (and the DEMO tab) in the item's coordinates."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        caps = self.captions()
        for i, key in enumerate(("balance", "bet", "win")):
            r = self.cell(i)
            g = QLinearGradient(r.topLeft(), r.bottomLeft())
            g.setColorAt(0, QColor("#1b1511"))
            g.setColorAt(1, QColor("#0a0807"))
            p.setBrush(QBrush(g))
            p.setPen(QPen(QColor("#8d6d25"), 2))
            p.drawRoundedRect(r, 10, 10)
            p.setPen(QColor("#bfa66a"))
            p.setFont(fitted(font(18), caps[key], self.W - 12, 0.8))
            p.drawText(r.adjusted(0, 4, 0, -self.H / 2 + 2), Qt.AlignmentFlag.AlignCenter, caps[key])
            loss = self.values[key].startswith("\u2212")
            p.setPen(GOLD if key != "win" else QColor("#ff9a8a") if loss else QColor("#9fe6a8"))
            p.setFont(fitted(font(28, serif=True), self.values[key], self.W - 12, 0.7))
            p.drawText(r.adjusted(4, self.H * 0.38, -4, -2), Qt.AlignmentFlag.AlignCenter, self.values[key])
        if self.demo:  # a red DEMO tab over the balance: never mistaken for real money
            tab = QRectF(self.W / 2 - 38, -16, 76, 24)
            p.setPen(QPen(QColor("#ffe9a8"), 1.5))
            p.setBrush(QColor("#c0202c"))
            p.drawRoundedRect(tab, 7, 7)
            p.setPen(QColor("#ffffff"))
            demo = QCoreApplication.translate("Hud", "DEMO")
            p.setFont(fitted(font(18), demo, tab.width() - 8))
            p.drawText(tab, Qt.AlignmentFlag.AlignCenter, demo)
