"""The court figures' palette and drawing helpers (fill and outline a path, stroke a line, a gold
gradient), shared by the figure (:mod:`gui.art.court`) and its regalia (:mod:`gui.art.court_regalia`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QGradient, QPainter, QPainterPath, QPen

from .shapes import vgrad

OUT = QColor("#1b1b1b")
GOLD = QColor("#e3ad2f")
GOLD_DARK = QColor("#a8741a")
SKIN = QColor("#f7d8c3")
SKIN_SHADE = QColor("#e6b89c")
WHITE = QColor("#ffffff")


class FigurePainter:
    """Drawing helpers over the painter ``p`` with the figure's line width ``lw``."""

    p: QPainter
    lw: float

    def fill(
        self, shape: QPainterPath, brush: QColor | QBrush | QGradient, outline: bool = True, lw: float = 0
    ) -> None:
        self.p.fillPath(shape, brush if isinstance(brush, QBrush) else QBrush(brush))
        if outline:
            self.p.strokePath(
                shape,
                QPen(OUT, lw or self.lw, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin),
            )

    def line(self, shape: QPainterPath, colour: QColor = OUT, lw: float = 0) -> None:
        self.p.strokePath(
            shape,
            QPen(colour, lw or self.lw, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin),
        )

    def gold(self, y0: float, y1: float) -> QBrush:
        return QBrush(vgrad(y0, y1, (0, "#f7d77a"), (0.5, GOLD), (1, GOLD_DARK)))
