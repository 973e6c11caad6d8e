"""A standing panel of words on the felt with its buttons (a stopped journal, problems in the
table's files), and the cover that swallows every click on the felt while the table is stopped."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsTextItem,
)

from . import layout
from .controls import Button, hold_felt


class Blocker(QGraphicsRectItem):
    """Covers the felt while the table is stopped: every click on it is swallowed, and every button
    and the chip rack under it look disabled while it lies there (:func:`gui.controls.hold_felt`)."""

    def cover(self) -> None:
        """Lie over the whole felt as painted, the room a wider or taller window shows around the
        geometry's rectangle included (:data:`gui.layout.FELT_RECT`), in the geometry now in use."""
        self.setRect(QRectF(layout.FELT_RECT))

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change is QGraphicsItem.GraphicsItemChange.ItemSceneChange and self.scene() is not None:
            hold_felt(self.scene(), False, self.zValue())  # taken off: the felt is given back
        elif change is QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
            self.cover()
            hold_felt(value, True, self.zValue())
            changed = getattr(value, "geometry_changed", None)
            if changed is not None:  # a window of another shape lays the felt out again: cover it all again
                me = weakref.ref(self)  # the felt's signal must not hold the cover

                def again(*_: object) -> None:
                    b = me()
                    if b is not None:
                        b.cover()

                changed.connect(again)
        return super().itemChange(change, value)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


class Panel(QGraphicsRectItem):
    """A standing panel of words on the felt (a stopped journal, bad files) with its buttons."""

    def __init__(self, title: str, lines: list[str], colour: str, width: float = 1100.0) -> None:
        super().__init__()
        self.setZValue(900)
        self.setBrush(QBrush(QColor(colour)))
        self.setPen(QPen(QColor("#f1d27a"), 3))
        self.title = title
        self.lines = list(lines)
        text = QGraphicsTextItem(self)
        text.setDefaultTextColor(QColor("#ffffff"))
        f = QFont()
        f.setPointSizeF(15)
        text.setFont(f)
        body = "".join(f"<p>{_html(line)}</p>" for line in self.lines)
        text.setHtml(f"<h2>{_html(title)}</h2>{body}")
        text.setTextWidth(width - 40)
        text.setPos(20, 14)
        self.text = text
        h = text.boundingRect().height() + 96
        self.setRect(QRectF(0, 0, width, h))
        self.buttons: dict[str, Button] = {}

    def add_button(self, name: str, label: str, on_click: Callable[[str], object]) -> Button:
        """A button along the panel's bottom edge, right to left."""
        r = self.rect()
        b = Button(name, label, "", QRectF(0, 0, 230, 52), on_click)
        b.setParentItem(self)
        b.setZValue(1)
        b.setPos(QPointF(r.width() - 250 - 244 * len(self.buttons), r.height() - 68))
        self.buttons[name] = b
        return b

    def words(self) -> str:
        """The panel's text, as a person reads it."""
        return "\n".join([self.title, *self.lines])


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
