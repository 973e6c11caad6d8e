"""Windows that stay on the screen they open on: a dialog larger than a small screen (an 800 × 600
kiosk) is made smaller, title bar included, and moved back onto the screen, so its buttons stay in
reach. :func:`keep_on_screen` does it each time the window is shown; :func:`stack_when_narrow` lays a
page's columns one above the other when the window is too narrow for them side by side."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QTimer
from PySide6.QtWidgets import QBoxLayout, QWidget

#: the smallest a fitted window is made (its layout may keep it larger)
SMALLEST = 200


def fit(window: QWidget, room: QRect) -> None:
    """Keep ``window``, its frame included, within ``room`` (a screen's free area): smaller when the
    room is, and moved back into it."""
    frame = window.frameGeometry().size() - window.size()  # the window manager's title bar and borders
    w = min(window.width(), max(room.width() - max(frame.width(), 0), SMALLEST))
    h = min(window.height(), max(room.height() - max(frame.height(), 0), SMALLEST))
    if (w, h) != (window.width(), window.height()):
        window.resize(w, h)
    g = window.frameGeometry()
    x = max(min(g.x(), room.right() + 1 - g.width()), room.x())
    y = max(min(g.y(), room.bottom() + 1 - g.height()), room.y())
    if (x, y) != (g.x(), g.y()):
        window.move(x, y)


def fit_to_its_screen(window: QWidget) -> None:
    """:func:`fit` within the free area of the screen ``window`` is on (nothing when it is hidden)."""
    screen = window.screen()
    if screen is not None and window.isVisible():
        fit(window, screen.availableGeometry())


class _Keeper(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            window = watched
            QTimer.singleShot(0, window, lambda: fit_to_its_screen(window))
            # again once the window manager has framed it (its title bar counts against the room)
            QTimer.singleShot(150, window, lambda: fit_to_its_screen(window))
        return False


def keep_on_screen(window: QWidget) -> None:
    """Fit ``window`` to its screen each time it is shown."""
    keeper = _Keeper(window)
    window.installEventFilter(keeper)


def stack_when_narrow(row: QBoxLayout, columns: Sequence[Sequence[QWidget]], room: int) -> None:
    """Lay ``row``'s ``columns`` (each the widgets one above the other in it) side by side when ``room``
    pixels hold them all, else one above the other."""
    m = row.contentsMargins()
    both = sum(max(w.sizeHint().width() for w in column) for column in columns)
    both += row.spacing() * (len(columns) - 1) + m.left() + m.right()
    wanted = QBoxLayout.Direction.LeftToRight if room >= both else QBoxLayout.Direction.TopToBottom
    if row.direction() != wanted:
        row.setDirection(wanted)
