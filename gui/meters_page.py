"""The director's Meters page (behind the PIN, in the director's dialog): money in and out, bets and
wins per bet type, games played, the theoretical return beside the actual one, the audit's verdict and
the journal's head hash; exported as CSV or JSON, printed to PDF or a printer. Opening it and each
export are journaled.

The report is :func:`engine.lab.meters_report.build_report`'s (the figures of ``croupier meters`` and
``croupier audit``), built in a worker thread on its own read connection: the page says "…" until
it arrives. The table's journal is found through :mod:`gui.features` (the running table registers
it); without one the page says so.
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMarginsF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
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

from croupier.engine.lab.meters_report import MetersReport, build_report
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_rows import config_from_data

from . import background, player_info

log = logging.getLogger(__name__)
CTX = "Meters"
Audit = Callable[[str, dict[str, Any]], None]


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def read_report(path: Path) -> MetersReport:
    """The report of the journal at ``path``, on a connection of the calling thread; the main game's
    theoretical return is left to :func:`gui.player_info.returns` (shared with the help)."""
    with Journal(path, create=False, read_only=True) as j:  # beside the table's own connection, which holds the lock
        return build_report(j, main=lambda rules: None)


BET_LABELS = {
    "main": QT_TRANSLATE_NOOP(CTX, "Main game"),
    "insurance": QT_TRANSLATE_NOOP(CTX, "Insurance"),
    "side": QT_TRANSLATE_NOOP(CTX, "Side bet"),
    "hyper": QT_TRANSLATE_NOOP(CTX, "Hyper black jack"),
}


class MetersPage(QWidget):
    """The Meters page for the journal at ``path`` (None: no journal)."""

    def __init__(self, path: Path | None, audit: Audit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.audit = audit
        self.report: MetersReport | None = None
        self.opened = False
        self.setObjectName("meters")
        lay = QVBoxLayout(self)
        self.status = QLabel("…")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.money = QTableWidget(5, 1)
        self.money.setVerticalHeaderLabels(
            [_t("Games played"), _t("Starting credit"), _t("Money in"), _t("Money out"), _t("Balance")]
        )
        self.money.horizontalHeader().setVisible(False)
        self.money.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.money.setFixedHeight(5 * self.money.verticalHeader().defaultSectionSize() + 4)
        self.money.setAccessibleName(_t("Money meters"))
        lay.addWidget(self.money)
        self.bets = QTableWidget(0, 4)
        self.bets.setHorizontalHeaderLabels([_t("Bets"), _t("Wins"), _t("Actual return"), _t("Theoretical return")])
        self.bets.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.bets.setAccessibleName(_t("Bets and wins per bet type"))
        lay.addWidget(self.bets)
        self.verdict = QLabel("…")
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.verdict)
        row = QHBoxLayout()
        self.csv_button = QPushButton(_t("Export CSV…"))
        self.json_button = QPushButton(_t("Export JSON…"))
        self.pdf_button = QPushButton(_t("Print to PDF…"))
        for b, kind in ((self.csv_button, "csv"), (self.json_button, "json"), (self.pdf_button, "pdf")):
            b.clicked.connect(lambda _=False, k=kind: self._export(k))
            b.setEnabled(False)
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        if path is None:
            self.status.setText(_t("No journal: there are no meters to show."))
            self.verdict.setText("")

    def showEvent(self, event: Any) -> None:
        """The first showing is journaled and starts the count."""
        super().showEvent(event)
        if not self.opened and self.path is not None:
            self.opened = True
            self.audit("meters-open", {})
            self.reload()

    def reload(self) -> None:
        """Build the report in the background."""
        if self.path is None:
            return
        self.status.setText(_t("Reading the journal and checking its hash chain…"))
        path = self.path
        background.run(functools.partial(read_report, path), self.show_report, self._failed, self)

    def _failed(self, message: str) -> None:
        self.status.setText(_t("The meters cannot be read: %1").replace("%1", message))

    def show_report(self, report: MetersReport) -> None:
        """Fill the page."""
        from croupier.engine.core.money import format_amount as f

        if report.theoretical.get("main") is None and report.config is not None:
            rules = config_from_data(report.config).rules
            main = player_info.returns().get(rules)
            if main is None:  # still computing: the page fills it in when it comes
                player_info.watch(self._main_ready)
            report = replace(report, theoretical={**report.theoretical, "main": main})
        self.report = report
        m = report.meters
        values = [str(m.games), f(m.start), f(m.money_in), f(m.money_out),
                  "" if report.balance is None else f(report.balance)]  # fmt: skip
        for i, v in enumerate(values):
            item = QTableWidgetItem(v)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.money.setItem(i, 0, item)
        kinds = list(m.bets)
        self.bets.setRowCount(len(kinds) + 1)
        labels = [_t(str(BET_LABELS.get(k, k))) for k in kinds] + [_t("Main game, per initial bet")]

        def pct(x: float | None) -> str:
            return "—" if x is None else f"{x * 100:.2f} %"

        for i, k in enumerate(kinds):
            cells = [f(m.bets[k]), f(m.wins.get(k, 0)), pct(report.actual(k)), pct(report.theoretical.get(k))]
            for j, text in enumerate(cells):
                self.bets.setItem(i, j, QTableWidgetItem(text))
        last = [f(report.initial_main), "", pct(report.actual_per_initial()), pct(report.theoretical.get("main"))]
        for j, text in enumerate(last):
            self.bets.setItem(len(kinds), j, QTableWidgetItem(text))
        self.bets.setVerticalHeaderLabels(labels)
        self.status.setText(_t("Journal: %1").replace("%1", report.path))
        if report.audit_ok:
            text = _t("Audit: OK (hash chain whole, meters reconcile), %1 rows").replace("%1", str(report.rows))
            self.verdict.setStyleSheet("color: #1e6b30; font-weight: bold;")
        else:
            text = _t("Audit: FAIL: %1").replace("%1", "; ".join(report.audit_errors))
            self.verdict.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.verdict.setText(text + "\n" + _t("Head hash: %1").replace("%1", report.head))
        for b in (self.csv_button, self.json_button, self.pdf_button):
            b.setEnabled(True)

    def _main_ready(self) -> None:
        if self.report is not None and self.report.theoretical.get("main") is None:
            self.show_report(self.report)

    # ------------------------------------------------------------------ export

    def html(self) -> str:
        """The report as HTML, for printing."""
        assert self.report is not None
        rows = self.report.rows_table()
        out = [f"<h2>{_t('Meters')}</h2><table border='1' cellspacing='0' cellpadding='4'>"]
        for r in rows:
            out.append("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" if r else "<tr><td>&nbsp;</td></tr>")
        out.append("</table>")
        return "".join(out)

    def export(self, kind: str, path: str | Path) -> None:
        """Write the report as ``csv``, ``json`` or ``pdf`` (journaled)."""
        if self.report is None:
            raise OSError("the meters are not read yet")
        p = Path(path)
        if kind == "csv":
            p.write_text(self.report.csv(), encoding="utf-8")
        elif kind == "json":
            p.write_text(json.dumps(self.report.to_dict(), ensure_ascii=False, indent=2), encoding="utf-8")
        elif kind == "pdf":
            writer = QPdfWriter(str(p))
            writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                             QMarginsF(15, 15, 15, 15)))  # fmt: skip
            writer.setTitle("Croupier meters")
            doc = QTextDocument()
            doc.setHtml(self.html())
            doc.print_(writer)
        else:
            raise ValueError(f"unknown export {kind!r}")
        self.audit("meters-export", {"format": kind, "file": str(p), "head": self.report.head})

    def _export(self, kind: str) -> None:
        filters = {"csv": "CSV (*.csv)", "json": "JSON (*.json)", "pdf": "PDF (*.pdf)"}
        name, _ = QFileDialog.getSaveFileName(self, _t("Export"), f"croupier-meters.{kind}", filters[kind])
        if not name:
            return
        try:
            self.export(kind, name)
        except OSError as e:
            QMessageBox.warning(self, _t("Meters"), str(e))
