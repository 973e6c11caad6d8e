"""The window onto the felt: a ``QGraphicsView`` that always shows the whole 1920 × 1080 scene,
scaled with ``fitInView(KeepAspectRatio)`` on resize; F11 toggles full screen; keys go to the
controller (H S D P R I N, Enter / Space).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from gui.controller import TableController
from gui.scene import TableScene


class TableView(QGraphicsView):
    """Shows a :class:`TableScene`, letterboxed in the room's dark colour."""

    def __init__(self, scene: TableScene, controller: TableController | None = None,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(scene, parent)
        self.controller = controller
        self.setWindowTitle(QCoreApplication.translate("Table", "Croupier"))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(QColor("#0b0807"))
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 270)
        self.resize(1280, 720)

    def fit(self) -> None:
        """Scale the whole scene into the window, keeping its proportions."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def toggle_full_screen(self) -> None:
        """F11: full screen and back."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
            return
        if event.isAutoRepeat():
            return
        if self.controller is not None and self.controller.key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
