"""The director's Side bet page: the side bet and its limits, the pay-table editor (a regulated
preset or a custom table, outcome by outcome, odds to 1) and the edited table's exact house edge for
the edited deck count. A pay-table change ends the session [FR-LL-3]; the dialog asks first.

A French table may also offer hyper black jack (art. 55-4 6°) with its minimum and maximum per case
[FR-HBJ-3]: with the side bet above, the director chooses Lucky Ladies, hyper black jack, both or
none, and the page says in words which the table offers.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.core.errors import ConfigError, CroupierError
from croupier.engine.core.paytables import LUCKY_LADIES, MAX_ODDS, OUTCOMES, PRESETS, PayTable
from croupier.engine.math.odds import house_edge
from croupier.engine.store.settings_data import Settings

from .director_labels import OFFER_LABELS, SIDE_LABELS
from .figures import ELLIPSIS, PENDING, figures, while_alive
from .i18n import outcome_label

CUSTOM = "__custom__"
CTX = "DirectorDialog"


def tr(text: str, n: int = -1) -> str:
    """Translate a string of the director's dialog (the same context as :mod:`gui.director_dialog`)."""
    return QCoreApplication.translate(CTX, text, None, n)


def format_edge(edge: Fraction) -> str:
    """A house edge as a percentage with four decimals (``24.7089 %``)."""
    pct = (Decimal(edge.numerator) * 100 / Decimal(edge.denominator)).quantize(
        Decimal("0.0001"), rounding=ROUND_HALF_EVEN
    )
    return f"{pct} %"


def house_edge_of(table: PayTable, decks: int) -> Fraction | None:
    """The exact house edge from the odds engine, or None when it refuses the table."""
    try:
        return house_edge(table, decks)
    except (CroupierError, ValueError):
        return None


def amount_edit() -> QLineEdit:
    """An amount field: digits with at most two decimals, right-aligned."""
    e = QLineEdit()
    e.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,9}(\.\d{0,2})?")))
    e.setAlignment(Qt.AlignmentFlag.AlignRight)
    e.setMaximumWidth(140)
    return e


class PayTableEditor:
    """The Side bet page of :class:`gui.director_dialog.DirectorDialog`, which mixes it in and provides
    ``_combo``, ``_select``, ``refresh``, ``decks``, ``language``, ``original``, ``round_in_progress``
    and ``_filling``."""

    if TYPE_CHECKING:  # what the dialog that mixes this page in provides
        original: Settings
        round_in_progress: bool
        language: QComboBox
        _filling: bool

        def _combo(self, items: Mapping[str, object]) -> QComboBox: ...

        @staticmethod
        def _select(combo: QComboBox, key: object) -> None: ...

        def decks(self) -> int: ...

        def refresh(self) -> None: ...

    def _side_page(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.side_bet = self._combo(SIDE_LABELS)
        self.side_bet.currentIndexChanged.connect(self._side_changed)
        form.addRow(tr("Side bet"), self.side_bet)
        self.preset = QComboBox()
        self.preset.currentIndexChanged.connect(self._preset_changed)
        form.addRow(tr("Pay table"), self.preset)
        self.custom_name = QLineEdit("custom")
        self.custom_name.setMaximumWidth(160)
        self.custom_name.textChanged.connect(self.refresh)
        form.addRow(tr("Custom table's name"), self.custom_name)
        limits = QHBoxLayout()
        self.side_min = amount_edit()
        self.side_max = amount_edit()
        self.side_min.textChanged.connect(self.refresh)
        self.side_max.textChanged.connect(self.refresh)
        limits.addWidget(self.side_min)
        limits.addWidget(QLabel(tr("to")))
        limits.addWidget(self.side_max)
        limits.addStretch(1)
        form.addRow(tr("Side-bet limits"), limits)
        self.side_cap = QLabel()
        self.side_cap.setWordWrap(True)
        form.addRow("", self.side_cap)
        grid.addLayout(form, 0, 0, 1, 2)
        self.pays = QTableWidget(0, 2)
        self.pays.setHorizontalHeaderLabels([tr("Outcome (tick to pay it)"), tr("Pays (to 1)")])
        self.pays.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.pays.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.pays.verticalHeader().setVisible(False)
        self.pays.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.pays.itemChanged.connect(self._pays_edited)
        self.odds_spins: dict[str, QSpinBox] = {}
        grid.addWidget(self.pays, 1, 0)
        box = QGroupBox(tr("House edge"))
        box_lay = QVBoxLayout(box)
        self.edge_label = QLabel("—")
        f = QFont(self.edge_label.font())
        f.setPointSizeF(f.pointSizeF() * 2)
        f.setBold(True)
        self.edge_label.setFont(f)
        self.edge_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.edge_note = QLabel()
        self.edge_note.setWordWrap(True)
        self.edge_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box_lay.addWidget(self.edge_label)
        box_lay.addWidget(self.edge_note)
        box_lay.addStretch(1)
        box.setMinimumWidth(220)
        grid.addWidget(box, 1, 1)
        grid.addWidget(self._hyper_group(), 2, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        return page

    def _hyper_group(self) -> QGroupBox:
        """Hyper black jack: offered or not, its limits per case [FR-HBJ-3], and in words which side
        bets the table offers."""
        group = QGroupBox(tr("Hyper black jack (France, art. 55-4 6°)"))
        form = QFormLayout(group)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.hyper_box = QCheckBox(tr("Offer hyper black jack at this table"))
        self.hyper_box.setObjectName("hyper-offered")
        self.hyper_box.setToolTip(tr("[FR-HBJ-1] seven cases along the insurance line, on the dealer's final hand"))
        self.hyper_box.toggled.connect(self.refresh)
        form.addRow("", self.hyper_box)
        limits = QHBoxLayout()
        self.hyper_min = amount_edit()
        self.hyper_max = amount_edit()
        self.hyper_min.setObjectName("hyper-min")
        self.hyper_max.setObjectName("hyper-max")
        for edit in (self.hyper_min, self.hyper_max):
            edit.setToolTip(tr("[FR-HBJ-3] the limits apply to the stake on each case"))
            edit.textChanged.connect(self.refresh)
        limits.addWidget(self.hyper_min)
        limits.addWidget(QLabel(tr("to")))
        limits.addWidget(self.hyper_max)
        limits.addWidget(QLabel(tr("per case")))
        limits.addStretch(1)
        form.addRow(tr("Hyper black jack limits"), limits)
        self.offer_label = QLabel()
        self.offer_label.setObjectName("side-bets-offered")
        f = QFont(self.offer_label.font())
        f.setBold(True)
        self.offer_label.setFont(f)
        form.addRow(tr("Side bets offered"), self.offer_label)
        return group

    def _show_offer(self, france: bool) -> None:
        """Which side bets the edited table offers, in words; hyper black jack only in France."""
        self.hyper_box.setEnabled(france and not self.round_in_progress)
        on = france and self.hyper_box.isChecked()
        for edit in (self.hyper_min, self.hyper_max):
            edit.setEnabled(on and not self.round_in_progress)
        key = (str(self.side_bet.currentData()), on)
        self.offer_label.setText(tr(str(OFFER_LABELS.get(key, ""))))

    def _fill_presets(self, game: str) -> None:
        was = self._filling
        self._filling = True
        self.preset.clear()
        for tid, table in PRESETS.get(game, {}).items():
            mark = tr("regulated") if table.regulated else tr("not in the regulation")
            note = f", {table.note}" if table.note else ""
            self.preset.addItem(f"{tid} ({mark}{note})", tid)
        self.preset.addItem(tr("Custom table"), CUSTOM)
        self._filling = was

    def _fill_pays(self, game: str, pays: dict[str, int]) -> None:
        was = self._filling
        self._filling = True
        self.pays.setRowCount(0)
        self.odds_spins = {}
        lang = self.language.currentData() or "en"
        for outcome in OUTCOMES[game]:
            r = self.pays.rowCount()
            self.pays.insertRow(r)
            item = QTableWidgetItem(outcome_label(outcome, game, lang))
            item.setData(Qt.ItemDataRole.UserRole, outcome)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if outcome in pays else Qt.CheckState.Unchecked)
            self.pays.setItem(r, 0, item)
            spin = QSpinBox()
            spin.setRange(1, MAX_ODDS)
            spin.setValue(pays.get(outcome, 1))
            spin.setEnabled(outcome in pays)
            spin.setObjectName(f"odds-{outcome}")
            spin.valueChanged.connect(self._pays_edited)
            self.pays.setCellWidget(r, 1, spin)
            self.odds_spins[outcome] = spin
        self.pays.resizeRowsToContents()
        self._filling = was

    def _side_changed(self) -> None:
        if self._filling:
            return
        game = self.side_bet.currentData()
        if game != "none":
            self._fill_presets(game)
            default = "A" if game == LUCKY_LADIES else "PT1"
            if self.original.side_bet == game and self.original.side_pays is None:
                default = self.original.side_table
            self._filling = True
            self._select(self.preset, default)
            self._filling = False
            self._fill_pays(game, dict(PRESETS[game][default].pays))
        self.refresh()

    def _preset_changed(self) -> None:
        if self._filling:
            return
        tid = self.preset.currentData()
        game = self.side_bet.currentData()
        if tid != CUSTOM and game in PRESETS and tid in PRESETS[game]:
            self._fill_pays(game, dict(PRESETS[game][tid].pays))
        self.refresh()

    def _pays_edited(self, *_: object) -> None:
        """Editing a row makes the table a custom one."""
        if self._filling:
            return
        for outcome, checked in self._rows():
            self.odds_spins[outcome].setEnabled(checked and not self.round_in_progress)
        if self.preset.currentData() != CUSTOM:
            self._filling = True
            self._select(self.preset, CUSTOM)
            self._filling = False
        self.refresh()

    def _rows(self) -> list[tuple[str, bool]]:
        """The editor's rows: outcome id and whether it is paid."""
        rows = []
        for r in range(self.pays.rowCount()):
            item = self.pays.item(r, 0)
            assert item is not None
            rows.append((str(item.data(Qt.ItemDataRole.UserRole)), item.checkState() == Qt.CheckState.Checked))
        return rows

    def _edited_pays(self) -> dict[str, int]:
        return {outcome: self.odds_spins[outcome].value() for outcome, paid in self._rows() if paid}

    def edited_table(self) -> PayTable | None:
        """The pay table as shown in the editor (None with no side bet or an invalid custom table)."""
        game = self.side_bet.currentData()
        if game == "none":
            return None
        tid = self.preset.currentData()
        if tid != CUSTOM:
            return PRESETS[game].get(tid)
        try:
            return PayTable(self.custom_name.text().strip() or "custom", game, tuple(self._edited_pays().items()))
        except ConfigError:
            return None

    def house_edge(self) -> Fraction | None:
        """The exact house edge of the edited pay table for the edited deck count (odds engine)."""
        table = self.edited_table()
        return None if table is None else house_edge_of(table, self.decks())

    def _show_edge(self) -> None:
        decks = self.decks()
        table = self.edited_table()
        if table is None:
            self.edge_label.setText("—")
            self.edge_note.setText(tr("no side bet") if self.side_bet.currentData() == "none" else "")
            return
        try:
            table.check_decks(decks)
        except ConfigError as e:  # impossible with these decks: nothing to count
            self.edge_label.setText("—")
            self.edge_note.setText(e.detail)
            return
        edge = figures().side_edge(table, decks, while_alive(self.edge_label, self._show_edge))
        if edge is PENDING:  # counted off the GUI thread; this runs again when it is ready
            self.edge_label.setText(ELLIPSIS)
            self.edge_note.setText(tr("counting…"))
            return
        self.edge_label.setText("—" if edge is None else format_edge(edge))
        note = tr("exact, for 1 deck") if decks == 1 else tr("exact, for %1 decks").replace("%1", str(decks))
        if edge is None:
            try:
                table.check_decks(decks)
                note = tr("the odds engine is not available")
            except ConfigError as e:
                note = e.detail
        self.edge_note.setText(note)
