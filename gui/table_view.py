"""The window onto the felt: a ``QGraphicsView`` that always shows the whole scene, laid out in the
geometry nearest the window's shape (:func:`gui.layout.for_size`: 16:9 or 4:3, so a 4:3 window shows
no black bars) and scaled with ``fitInView(KeepAspectRatio)`` on resize; the window fits the screen's
free area, its frame included; F11 toggles full screen; keys go to the
host's shortcuts (help, recall, director) and then to the controller (H S D P R I N, Enter / Space).
In kiosk mode the window cannot be closed (window close, Alt+F4, Escape) unless the host allows it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
    QTransform,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from . import layout
from .layout import ARC_CENTRE, RAIL_INNER, RAIL_OUTER, SCENE_RECT

if TYPE_CHECKING:
    from .controller import TableController


def paint_quick_felt(p: QPainter) -> None:
    """The room, the baize and the rail in a few fills: what the window shows in its first frame,
    while the full felt and its pieces are prepared."""
    p.fillRect(SCENE_RECT, QColor("#1a1410"))
    rail = QPainterPath()
    rail.addEllipse(ARC_CENTRE, RAIL_OUTER, RAIL_OUTER)
    p.fillPath(rail, QColor("#7a3f1b"))
    felt = QPainterPath()
    felt.addEllipse(ARC_CENTRE, RAIL_INNER, RAIL_INNER)
    g = QRadialGradient(SCENE_RECT.center(), SCENE_RECT.width() * 0.62)
    g.setColorAt(0, QColor("#17874a"))
    g.setColorAt(1, QColor("#063d20"))
    p.fillPath(felt, QBrush(g))


class QuickScene(QGraphicsScene):
    """An empty scene of the table's size that paints :func:`paint_quick_felt`."""

    def __init__(self) -> None:
        super().__init__(QRectF(SCENE_RECT))

    def apply_geometry(self, g: layout.Geometry) -> bool:
        """The window's shape asks for geometry ``g``."""
        layout.use(g)
        self.setSceneRect(QRectF(SCENE_RECT))
        return True

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_quick_felt(painter)


class TableView(QGraphicsView):
    """Shows the table's scene, letterboxed in the room's dark colour; ``painted`` fires after the
    first frame (the application builds the table then, so the window appears at once)."""

    painted = Signal()

    def __init__(self, scene: QGraphicsScene, controller: TableController | None = None,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(scene, parent)
        self._painted = False
        self._quick: QGraphicsScene | None = None  #: the first frame's scene, kept alive until replaced
        self.controller: Any = controller
        self.shortcuts: Callable[[QKeyEvent], bool] | None = None  #: the host's keys, tried first
        self.kiosk = False  #: no close, no Escape, no leaving full screen
        self.allow_close = False  #: set by the director's PIN-protected quit
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
        """Lay the scene out for the window's shape, then scale the whole of it into the window."""
        sc = self.scene()
        vp = self.viewport().size()
        apply = getattr(sc, "apply_geometry", None)
        if apply is not None and vp.width() > 0 and vp.height() > 0:
            g = layout.for_size(vp.width(), vp.height())
            if getattr(sc, "geometry", None) != g:
                animator = getattr(self.controller, "animator", None)
                if animator is not None and getattr(animator, "busy", False):
                    animator.finish()  # the pieces land first, then move with the layout
            apply(g)
            show = getattr(sc, "show_aspect", None)
            if show is not None:
                show(vp.width() / vp.height())  # the room continued around the felt: no black bars
        # as fitInView(KeepAspectRatio), without the margin it leaves (a 1280 × 720 window shows the
        # scene at exactly 2/3)
        rect = self.sceneRect()
        if vp.width() > 0 and vp.height() > 0 and rect.width() > 0 and rect.height() > 0:
            s = min(vp.width() / rect.width(), vp.height() / rect.height())
            self.setTransform(QTransform.fromScale(s, s))
            self.centerOn(rect.center())

    def show_fitted(self) -> None:
        """Show the window within the screen's free area (:meth:`fit_to_screen`), checked again once
        the window manager has put its frame around it. On a 4:3 or 5:4 screen it takes the screen's
        free area, so it opens in the 4:3 layout rather than as a 16:9 strip."""
        screen = self.screen()
        if screen is not None:
            free = screen.availableGeometry()
            if free.height() > 0 and layout.for_size(free.width(), free.height()) is not layout.WIDE:
                self.resize(free.width(), free.height())
        self.fit_to_screen()
        self.show()
        QTimer.singleShot(150, self.fit_to_screen)

    def fit_to_screen(self) -> None:
        """A window larger than the screen's free area (an 800 × 600 screen, a title bar and a
        panel) is made to fit it, frame included, so nothing of the felt is cut off."""
        screen = self.screen()
        if screen is None or self.isFullScreen() or self.isMaximized():
            return
        free = screen.availableGeometry()
        frame = self.frameGeometry()
        extra_w, extra_h = frame.width() - self.width(), frame.height() - self.height()
        if frame.width() <= free.width() and frame.height() <= free.height() and free.contains(frame):
            return
        w = min(self.width(), free.width() - extra_w)
        h = min(self.height(), free.height() - extra_h)
        self.resize(max(w, self.minimumWidth()), max(h, self.minimumHeight()))
        self.move(free.left() + max(0, (free.width() - w - extra_w) // 2),
                  free.top() + max(0, (free.height() - h - extra_h) // 2))  # fmt: skip

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.painted.emit()

    def set_table(self, scene: QGraphicsScene, controller: TableController | Any) -> None:
        """Put the real table in place of the first frame's quick felt."""
        self.table_scene = scene  # the view does not own its scene: keep it alive
        self.setScene(scene)
        self.controller = controller
        self.fit()

    def toggle_full_screen(self) -> None:
        """F11: full screen and back (a kiosk stays full screen)."""
        if self.kiosk:
            return
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def closeEvent(self, event: QCloseEvent) -> None:
        """A kiosk refuses to close (window button, Alt+F4) until the director's PIN allowed it."""
        if self.kiosk and not self.allow_close:
            event.ignore()
            return
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
            return
        if event.isAutoRepeat():
            return
        if self.shortcuts is not None and self.shortcuts(event):
            event.accept()
            return
        if self.kiosk and (event.key() == Qt.Key.Key_Escape or (
                event.key() == Qt.Key.Key_F4 and event.modifiers() & Qt.KeyboardModifier.AltModifier)):  # fmt: skip
            event.accept()  # never leaves the kiosk
            return
        handler = getattr(self.controller, "user_key", None) or getattr(self.controller, "key", None)
        if handler is not None and handler(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
