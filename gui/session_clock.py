"""The session clock on the felt ("SESSION 0:12:34", beside the menu buttons): on its own, so the
first frame paints it without importing the rest of :mod:`gui.responsible` (its dialogs and notices)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

CTX = "Responsible"  #: the clock's word is translated with the rest of responsible play's


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def duration_text(seconds: float) -> str:
    """``3725`` → ``1:02:05``."""
    s = int(seconds)
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"


class SessionClock(QGraphicsObject):
    """ "SESSION 0:12:34" on the felt, beside the menu buttons."""

    RECT = QRectF(0, 0, 140, 52)

    def __init__(self) -> None:
        super().__init__()
        self.text = "0:00:00"
        self.setZValue(900)

    def set_elapsed(self, seconds: float) -> None:
        """Show the time played."""
        text = duration_text(seconds)
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return self.RECT.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#c9a227"), 2))
        p.setBrush(QColor(20, 20, 20, 200))
        p.drawRoundedRect(self.RECT, 8, 8)
        f = QFont("DejaVu Sans", 10)
        p.setFont(f)
        p.setPen(QColor("#e8d9a8"))
        p.drawText(self.RECT.adjusted(0, 4, 0, -28), Qt.AlignmentFlag.AlignCenter, _t("SESSION"))
        f.setPointSize(17)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("white"))
        p.drawText(self.RECT.adjusted(0, 18, 0, -2), Qt.AlignmentFlag.AlignCenter, self.text)
