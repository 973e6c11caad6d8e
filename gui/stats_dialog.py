"""The player's statistics window (STATS button, F6): this session and all sessions, the side bet's
hits beside their exact expected counts, the bankroll over time with the sessions' boundaries, CSV
export, and a reset that only the player asks for (journaled).

The figures are :func:`engine.lab.stats.collect`'s, counted from the journal in a worker thread on its own
read connection; the window shows "…" until they arrive.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.core.money import Money
from croupier.engine.lab.stats import Point, Stats, Tally, collect, reset
from croupier.engine.store.journal import Journal

from . import background, on_screen
from .i18n import outcome_label

log = logging.getLogger(__name__)
CTX = "Stats"


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def read_stats(path: Path) -> Stats:
    """The statistics of the journal at ``path``, on a connection of the calling thread."""
    with Journal(path, create=False, read_only=True) as j:  # beside the table's own connection, which holds the lock
        return collect(j)


class BankrollChart(QWidget):
    """The balance after every round, a dashed line where each session began."""

    def __init__(self, money: Callable[[Money], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.money = money
        self.points: list[Point] = []
        self.setMinimumSize(520, 200)
        self.setAccessibleName(_t("Bankroll over time"))

    def set_points(self, points: list[Point]) -> None:
        """New figures."""
        self.points = list(points)
        self.update()

    def boundaries(self) -> list[tuple[int, int]]:
        """(round index, session number) where each session after the first began; of sessions that
        began at the same round (opened without a round played), the last."""
        out: dict[int, int] = {}
        for a, b in zip(self.points, self.points[1:], strict=False):
            if b.session != a.session:
                out[b.index] = b.session
        return sorted(out.items())

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#0f3d24"))
        area = QRectF(self.rect()).adjusted(70, 16, -16, -30)
        p.setPen(QColor("#e8d9a8"))
        p.setFont(QFont("DejaVu Sans", 9))
        if len(self.points) < 2:
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, _t("Not enough rounds to draw yet"))
            p.end()
            return
        lo = min(pt.balance for pt in self.points)
        hi = max(pt.balance for pt in self.points)
        if hi == lo:
            hi = lo + 1
        n = max(pt.index for pt in self.points) or 1

        def at(pt: Point) -> QPointF:
            return QPointF(area.left() + area.width() * pt.index / n,
                           area.bottom() - area.height() * (pt.balance - lo) / (hi - lo))  # fmt: skip

        p.setPen(QPen(QColor(255, 255, 255, 60), 1))
        p.drawRect(area)
        p.setPen(QColor("#e8d9a8"))
        p.drawText(QRectF(0, area.top() - 8, 66, 16), Qt.AlignmentFlag.AlignRight, self.money(hi))
        p.drawText(QRectF(0, area.bottom() - 8, 66, 16), Qt.AlignmentFlag.AlignRight, self.money(lo))
        p.drawText(QRectF(area.left(), area.bottom() + 6, area.width(), 18), Qt.AlignmentFlag.AlignRight,
                   _t("%1 rounds").replace("%1", str(n)))  # fmt: skip
        dash = QPen(QColor("#c9a227"), 1, Qt.PenStyle.DashLine)
        for idx, k in self.boundaries():
            x = area.left() + area.width() * idx / n
            p.setPen(dash)
            p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            label = _t("session %1").replace("%1", str(k))
            width = p.fontMetrics().horizontalAdvance(label)
            lx = x + 3 if x + 3 + width < area.right() else x - 3 - width  # a late session's label stays inside
            p.drawText(QPointF(lx, area.top() + 12), label)
        path = QPainterPath(at(self.points[0]))
        for pt in self.points[1:]:
            path.lineTo(at(pt))
        p.setPen(QPen(QColor("#f4d03f"), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.end()


ROWS: tuple[tuple[str, object], ...] = (
    ("rounds", QT_TRANSLATE_NOOP(CTX, "Rounds")),
    ("hands", QT_TRANSLATE_NOOP(CTX, "Hands")),
    ("wins", QT_TRANSLATE_NOOP(CTX, "Won")),
    ("pushes", QT_TRANSLATE_NOOP(CTX, "Pushed")),
    ("losses", QT_TRANSLATE_NOOP(CTX, "Lost")),
    ("surrenders", QT_TRANSLATE_NOOP(CTX, "Surrendered")),
    ("blackjacks", QT_TRANSLATE_NOOP(CTX, "Blackjacks")),
    ("doubles", QT_TRANSLATE_NOOP(CTX, "Doubled hands won")),
    ("split_hands", QT_TRANSLATE_NOOP(CTX, "Split hands won")),
    ("net", QT_TRANSLATE_NOOP(CTX, "Net result")),
)


def _cell(t: Tally, key: str, money: Callable[[Money], str]) -> str:
    if key == "net":
        return ("+" if t.net > 0 else "") + money(t.net)
    if key == "doubles":
        return f"{t.doubles_won} / {t.doubles}"
    if key == "split_hands":
        return f"{t.split_hands_won} / {t.split_hands}"
    return str(getattr(t, key))


class StatsDialog(QDialog):
    """The statistics window; ``journal`` is the table's (it writes the reset), ``game`` the side bet's."""

    def __init__(
        self,
        journal: Journal,
        money: Callable[[Money], str],
        game: str = "none",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.journal = journal
        self.money = money
        self.game = game
        self.stats: Stats | None = None
        self.setObjectName("stats")
        self.setWindowTitle(_t("Statistics"))
        lay = QVBoxLayout(self)
        self.status = QLabel("…")
        lay.addWidget(self.status)
        top = QHBoxLayout()
        self.table = QTableWidget(len(ROWS), 2)
        self.table.setHorizontalHeaderLabels([_t("This session"), _t("All sessions")])
        self.table.setVerticalHeaderLabels([_t(str(label)) for _, label in ROWS])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName(_t("Statistics"))
        top.addWidget(self.table, 3)
        self.side = QTableWidget(0, 3)
        self.side.setHorizontalHeaderLabels([_t("Side bet"), _t("Hits"), _t("Expected")])
        self.side.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.side.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.side.setAccessibleName(_t("Side bet hits and their expected counts"))
        self.side.verticalHeader().setVisible(False)
        top.addWidget(self.side, 3)
        lay.addLayout(top)
        lay.addWidget(QLabel(_t("Bankroll over time (dashed: a new session)")))
        self.chart = BankrollChart(money)
        lay.addWidget(self.chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = QPushButton(_t("Export CSV…"))
        self.reset_button = QPushButton(_t("Reset my statistics…"))
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.clicked.connect(self._export)
        self.reset_button.clicked.connect(self._reset)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(920, 680)
        on_screen.keep_on_screen(self)  # an 800 × 600 screen keeps its buttons in view
        self.reload()

    def reload(self) -> None:
        """Count again in the background; "…" until the figures arrive."""
        self.status.setText(_t("Counting from the journal…"))
        self.export_button.setEnabled(False)
        path = self.journal.path
        background.run(functools.partial(read_stats, path), self.show_stats, self._failed, self)

    def _failed(self, message: str) -> None:
        self.status.setText(_t("The statistics cannot be read: %1").replace("%1", message))

    def show_stats(self, stats: Stats) -> None:
        """Fill the tables and the chart."""
        self.stats = stats
        session = stats.sessions[-1].tally if stats.sessions else Tally()
        for i, (key, _) in enumerate(ROWS):
            for j, t in enumerate((session, stats.total)):
                item = QTableWidgetItem(_cell(t, key, self.money))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(i, j, item)
        outcomes = sorted(set(stats.total.side_expected) | set(stats.total.side_hits),
                          key=lambda o: -stats.total.side_expected.get(o, 0))  # fmt: skip
        self.side.setRowCount(len(outcomes))
        for i, o in enumerate(outcomes):
            cells = [outcome_label(o, self.game), str(stats.total.side_hits.get(o, 0)),
                     QLocale().toString(float(stats.total.side_expected.get(o, 0)), "f", 2)]  # fmt: skip
            for j, text in enumerate(cells):
                self.side.setItem(i, j, QTableWidgetItem(text))
        self.table.resizeRowsToContents()
        full = self.table.verticalHeader().length() + self.table.horizontalHeader().height() + 6
        self.table.setMinimumHeight(full)
        self.side.setMinimumHeight(full)
        self.side.resizeRowsToContents()
        self.chart.set_points(stats.points)
        text = _t("%1 session(s) counted, %2 side bet(s)").replace("%1", str(len(stats.sessions)))
        self.status.setText(text.replace("%2", str(stats.total.side_bets)))
        self.export_button.setEnabled(True)

    def export_csv(self, path: str | Path) -> None:
        """Write the statistics as CSV."""
        if self.stats is None:
            raise OSError("the statistics are not counted yet")
        Path(path).write_text(self.stats.csv(), encoding="utf-8")

    def _export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, _t("Export CSV…"), "croupier-statistics.csv", "CSV (*.csv)")
        if not name:
            return
        try:
            self.export_csv(name)
        except OSError as e:
            QMessageBox.warning(self, _t("Statistics"), str(e))

    def reset_stats(self) -> None:
        """Start the statistics afresh (journaled; the journal keeps every game)."""
        reset(self.journal, "player")
        self.reload()

    def _reset(self) -> None:
        ask = QMessageBox.question(
            self,
            _t("Reset my statistics…"),
            _t("Count the statistics afresh from now? The journal keeps every game."),
        )
        if ask == QMessageBox.StandardButton.Yes:
            self.reset_stats()
