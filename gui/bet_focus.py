"""Betting from the keyboard: a visible focus ring walks the boxes and their side-bet spots.

← → (or 1–7) choose a box, ↑ ↓ its main bet or its side-bet spot, + adds the chosen chip there and −
takes one off, Page Up / Page Down choose the chip. Bets still go through the controller, so the
engine checks them as it checks a click [digest §4].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem

from croupier.engine.core.round import Phase

from .layout import BOX_R, SPOT_R, box_centre, side_centre

if TYPE_CHECKING:
    from .controller import TableController

K = Qt.Key
DIGITS = {getattr(K, f"Key_{n}"): n for n in range(1, 8)}
ADD = (K.Key_Plus, K.Key_Equal, K.Key_Insert)
REMOVE = (K.Key_Minus, K.Key_Delete, K.Key_Backspace)


class BetFocus:
    """Where a keyboard bet goes: a box (1–7) and its ``main`` or ``side`` spot, ringed on the felt."""

    def __init__(self, controller: TableController) -> None:
        self.controller = controller
        self.box = 4
        self.kind = "main"
        self.ring: QGraphicsEllipseItem | None = None

    def key(self, key: int) -> bool:
        """Handle a betting key; False when it is not one (or no bet can be placed now)."""
        c = self.controller
        rack = c.scene.rack
        if c.busy or c.round.phase is not Phase.BETTING or rack is None:
            return False
        has_side = c.session.config.side.game != "none"
        if key == K.Key_Left:
            self.box = min(7, self.box + 1)  # box 7 is on the screen's left
        elif key == K.Key_Right:
            self.box = max(1, self.box - 1)
        elif key in DIGITS:
            self.box = DIGITS[key]
        elif key in (K.Key_Up, K.Key_Down):
            self.kind = "side" if self.kind == "main" and has_side else "main"
        elif key in (K.Key_PageUp, K.Key_PageDown):
            values = rack.values
            i = values.index(rack.selected) + (1 if key == K.Key_PageUp else -1)
            rack.select(values[max(0, min(len(values) - 1, i))])
        elif key in ADD or key in REMOVE:
            self.show()
            c.place(self.box, self.kind, remove=key in REMOVE)
            return True
        else:
            return False
        self.show()
        return True

    def show(self) -> None:
        """Ring the focused spot (gold, dashed: the keyboard's visible focus)."""
        scene = self.controller.scene
        if self.ring is None or self.ring.scene() is not scene:
            self.ring = QGraphicsEllipseItem()
            pen = QPen(QColor("#ffd75e"), 5, Qt.PenStyle.DashLine)
            self.ring.setPen(pen)
            self.ring.setZValue(450)
            scene.addItem(self.ring)
        centre, r = (side_centre(self.box), SPOT_R + 9) if self.kind == "side" else (box_centre(self.box), BOX_R + 9)
        self.ring.setRect(QRectF(centre - QPointF(r, r), centre + QPointF(r, r)))
        self.ring.setVisible(True)

    def sync(self) -> None:
        """The ring shows only while bets can be placed."""
        if self.ring is not None:
            c = self.controller
            self.ring.setVisible(not c.busy and c.round.phase is Phase.BETTING)
