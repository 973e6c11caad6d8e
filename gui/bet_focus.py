"""Betting from the keyboard: a visible focus ring walks the boxes and their side-bet spots.

← → (or 1–7) choose a box, ↑ ↓ its main bet or its side-bet spot, + adds the chosen chip there and −
takes one off, Page Up / Page Down choose the chip. Bets still go through the controller, so the
engine checks them as it checks a click [digest §4].

At a table offering hyper black jack, ↑ from a box's main bet goes up to the field of cases along the
insurance line [FR-HBJ-1] (↓ comes back): there ← → choose the case, 1–7 the box whose stake it is
(its chips' place in the case is ringed too), and + / − add or take off the chosen chip [FR-HBJ-4].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem

from croupier.engine.core.hyper import CASES
from croupier.engine.core.round import Phase

from .betting import hyper_kind
from .hyper_field import CHIP_D, case_path, chip_pos
from .layout import BOX_R, SPOT_R, box_centre, side_centre

if TYPE_CHECKING:
    from .controller import TableController

K = Qt.Key
DIGITS = {getattr(K, f"Key_{n}"): n for n in range(1, 8)}
ADD = (K.Key_Plus, K.Key_Equal, K.Key_Insert)
REMOVE = (K.Key_Minus, K.Key_Delete, K.Key_Backspace)


class BetFocus:
    """Where a keyboard bet goes: a box (1–7) and its ``main`` or ``side`` spot, or (``hyper``) a hyper
    black jack case for that box, ringed on the felt."""

    def __init__(self, controller: TableController) -> None:
        self.controller = controller
        self.box = 4
        self.kind = "main"
        self.case = "20"  #: the hyper black jack case chosen (when ``kind`` is ``hyper``)
        self.ring: QGraphicsEllipseItem | None = None
        self.case_ring: QGraphicsPathItem | None = None

    def key(self, key: int) -> bool:
        """Handle a betting key; False when it is not one (or no bet can be placed now)."""
        c = self.controller
        rack = c.scene.rack
        if c.busy or c.round.phase is not Phase.BETTING or rack is None:
            return False
        has_side = c.session.config.side.game != "none"
        hyper = c.session.config.hyper.offered
        if key in (K.Key_Left, K.Key_Right) and self.kind == "hyper":  # 17 on the left, BUST on the right
            i = CASES.index(self.case) + (-1 if key == K.Key_Left else 1)
            self.case = CASES[max(0, min(len(CASES) - 1, i))]
        elif key == K.Key_Left:
            self.box = min(7, self.box + 1)  # box 7 is on the screen's left
        elif key == K.Key_Right:
            self.box = max(1, self.box - 1)
        elif key in DIGITS:
            self.box = DIGITS[key]
        elif key in (K.Key_Up, K.Key_Down) and hyper:  # side spot, main bet, hyper field: bottom to top
            order = ["side", "main", "hyper"] if has_side else ["main", "hyper"]
            i = order.index(self.kind) if self.kind in order else 1
            self.kind = order[max(0, min(len(order) - 1, i + (1 if key == K.Key_Up else -1)))]
        elif key in (K.Key_Up, K.Key_Down):
            self.kind = "side" if self.kind == "main" and has_side else "main"
        elif key in (K.Key_PageUp, K.Key_PageDown):
            values = rack.values
            i = values.index(rack.selected) + (1 if key == K.Key_PageUp else -1)
            rack.select(values[max(0, min(len(values) - 1, i))])
        elif key in ADD or key in REMOVE:
            self.show()
            kind = hyper_kind(self.case) if self.kind == "hyper" else self.kind
            c.place(self.box, kind, remove=key in REMOVE)
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
        if self.kind == "hyper":
            centre, r = chip_pos(self.case, self.box), CHIP_D / 2 + 5
        elif self.kind == "side":
            centre, r = side_centre(self.box), SPOT_R + 9
        else:
            centre, r = box_centre(self.box), BOX_R + 9
        self.ring.setRect(QRectF(centre - QPointF(r, r), centre + QPointF(r, r)))
        self.ring.setPen(QPen(QColor("#ffd75e"), 3 if self.kind == "hyper" else 5, Qt.PenStyle.DashLine))
        self.ring.setVisible(True)
        if self.kind == "hyper":
            if self.case_ring is None or self.case_ring.scene() is not scene:
                self.case_ring = QGraphicsPathItem()
                self.case_ring.setPen(QPen(QColor("#ffd75e"), 5, Qt.PenStyle.DashLine))
                self.case_ring.setZValue(450)
                scene.addItem(self.case_ring)
            self.case_ring.setPath(case_path(self.case))
            self.case_ring.setVisible(True)
        elif self.case_ring is not None:
            self.case_ring.setVisible(False)

    def sync(self) -> None:
        """The ring shows only while bets can be placed."""
        c = self.controller
        on = not c.busy and c.round.phase is Phase.BETTING
        if self.ring is not None:
            self.ring.setVisible(on)
        if self.case_ring is not None:
            self.case_ring.setVisible(on and self.kind == "hyper")
