"""The director's Side bet page (:class:`SidePage`, a component the director's dialog holds): the side
bet and its limits, the pay-table editor (a regulated preset or a custom table, outcome by outcome,
odds to 1) and the edited table's exact house edge for the edited deck count. A pay-table change
ends the session [FR-LL-3]; the dialog asks first.

A French table may also offer hyper black jack (art. 55-4 6°) with its minimum and maximum per case
[FR-HBJ-3]: with the side bet above, the director chooses Lucky Ladies, hyper black jack, both or
none, and the page says in words which the table offers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
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
from croupier.engine.core.money import format_amount, parse_amount
from croupier.engine.core.paytables import LUCKY_LADIES, MAX_ODDS, OUTCOMES, PRESETS, PayTable
from croupier.engine.math.odds import house_edge
from croupier.engine.store.settings_data import Settings

from .director_fields import SettingControl, add_rows, amount_edit, select
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


class SidePage(QWidget):
    """The Side bet page the director's dialog holds: the side bet, its pay table and limits, the
    edited table's exact house edge, and hyper black jack's group, whose controls the dialog makes
    from the settings schema and hands over (``hyper``: :class:`gui.director_fields.SettingControl`
    by file key; the page places and reads them). The dialog talks to it through :meth:`fill`,
    :meth:`into`, :meth:`show_state`, :meth:`field_widget` and :meth:`markable`; ``changed`` is
    emitted after every edit the director makes on the page. ``original`` is the settings the dialog
    opened with (a side bet chosen again brings back the pay table it had); with ``read_only`` (a
    round in progress) nothing on the page is enabled."""

    changed = Signal()

    def __init__(self, original: Settings, hyper: Mapping[str, SettingControl], *, read_only: bool = False) -> None:
        super().__init__()
        self.setObjectName("side_page")
        self.original = original
        self.read_only = read_only
        self.hyper_controls = dict(hyper)
        self._filling = False
        self._decks = 0
        self._language = original.language
        self._build()

    def _emit(self, *_: object) -> None:
        if not self._filling:
            self.changed.emit()

    def _build(self) -> None:
        grid = QGridLayout(self)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.side_bet = QComboBox()
        for key, label in SIDE_LABELS.items():
            self.side_bet.addItem(tr(str(label)), key)
        self.side_bet.currentIndexChanged.connect(self._side_changed)
        form.addRow(tr("Side bet"), self.side_bet)
        self.preset = QComboBox()
        self.preset.currentIndexChanged.connect(self._preset_changed)
        form.addRow(tr("Pay table"), self.preset)
        self.custom_name = QLineEdit("custom")
        self.custom_name.setMaximumWidth(160)
        self.custom_name.textChanged.connect(self._emit)
        form.addRow(tr("Custom table's name"), self.custom_name)
        limits = QHBoxLayout()
        self.side_min = amount_edit()
        self.side_max = amount_edit()
        self.side_min.textChanged.connect(self._emit)
        self.side_max.textChanged.connect(self._emit)
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

    def _hyper_group(self) -> QGroupBox:
        """Hyper black jack: offered or not, its limits per case [FR-HBJ-3], and in words which side
        bets the table offers."""
        group = QGroupBox(tr("Hyper black jack (France, art. 55-4 6°)"))
        form = QFormLayout(group)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        controls = dict(self.hyper_controls)
        box = controls.pop("hyper.offered").widget
        assert isinstance(box, QCheckBox)
        self.hyper_box = box
        self.hyper_min = controls.pop("hyper.min").widget
        self.hyper_max = controls.pop("hyper.max").widget
        self.hyper_box.setObjectName("hyper-offered")
        self.hyper_min.setObjectName("hyper-min")
        self.hyper_max.setObjectName("hyper-max")
        form.addRow("", self.hyper_box)
        limits = QHBoxLayout()
        limits.addWidget(self.hyper_min)
        limits.addWidget(QLabel(tr("to")))
        limits.addWidget(self.hyper_max)
        limits.addWidget(QLabel(tr("per case")))
        limits.addStretch(1)
        form.addRow(tr("Hyper black jack limits"), limits)
        add_rows(form, controls.values())  # another setting of the group: a row of its own
        self.offer_label = QLabel()
        self.offer_label.setObjectName("side-bets-offered")
        f = QFont(self.offer_label.font())
        f.setBold(True)
        self.offer_label.setFont(f)
        form.addRow(tr("Side bets offered"), self.offer_label)
        return group

    def _show_offer(self, france: bool) -> None:
        """Which side bets the edited table offers, in words; hyper black jack only in France."""
        self.hyper_box.setEnabled(france and not self.read_only)
        on = france and self.hyper_box.isChecked()
        for control in self.hyper_controls.values():
            if control.widget is not self.hyper_box:
                control.widget.setEnabled(on and not self.read_only)
        key = (str(self.side_bet.currentData()), on)
        self.offer_label.setText(tr(str(OFFER_LABELS.get(key, ""))))

    # ------------------------------------------------------------------ what the dialog calls

    def fill(self, s: Settings) -> None:
        """Show the side bet, its pay table and limits, and hyper black jack's settings of ``s`` (the
        rows worded in ``s.language``)."""
        was = self._filling
        self._filling = True
        try:
            self._language = s.language
            select(self.side_bet, s.side_bet)
            game = s.side_bet if s.side_bet != "none" else LUCKY_LADIES
            self._fill_presets(game)
            self.side_min.setText(format_amount(s.side_min))
            self.side_max.setText(format_amount(s.side_max))
            for control in self.hyper_controls.values():
                control.fill(s)
            if s.side_pays is not None:
                select(self.preset, CUSTOM)
                self.custom_name.setText(s.side_table)
                self._fill_pays(game, dict(s.side_pays))
            else:
                select(self.preset, s.side_table)
                table = PRESETS[game].get(s.side_table)
                self._fill_pays(game, dict(table.pays) if table else {})
        finally:
            self._filling = was

    def into(self, s: Settings, france: bool) -> Settings:
        """``s`` with the page's side bet, pay table, limits and hyper black jack; raises
        :class:`engine.core.errors.ConfigError` naming the field when an amount does not read. Hyper
        black jack is offered only at a French table [FR-HBJ-3]; when it is not, its limits keep the
        values the dialog opened with."""
        game = self.side_bet.currentData()
        custom = self.preset.currentData() == CUSTOM
        hyper = france and self.hyper_box.isChecked()
        limits = [c for c in self.hyper_controls.values() if c.widget is not self.hyper_box]
        kept: dict[str, Any] = {c.attr: c.read() if hyper else getattr(self.original, c.attr) for c in limits}
        s = replace(
            s,
            side_bet=game,
            side_table=(self.custom_name.text().strip() or "custom") if custom else self.preset.currentData(),
            side_pays=self._edited_pays() if custom else None,
            side_min=parse_amount(self.side_min.text(), "side_bet.min"),
            side_max=parse_amount(self.side_max.text(), "side_bet.max"),
            hyper=hyper,
            **kept,
        )
        if game == "none":  # the table it had is kept for when a side bet is offered again
            s = replace(s, side_table=self.original.side_table, side_pays=None)
        return s

    def show_state(self, decks: int, france: bool, language: str) -> None:
        """After every edit of the dialog: what can be edited, which side bets are offered, and the
        edited table's house edge for ``decks`` (``language``: the rows' wording at the next refill)."""
        self._decks = decks
        self._language = language
        game = self.side_bet.currentData()
        self.preset.setEnabled(game != "none" and not self.read_only)
        self.pays.setEnabled(game != "none" and not self.read_only)
        self.custom_name.setEnabled(self.preset.currentData() == CUSTOM and not self.read_only)
        self._show_offer(france)
        self._show_edge()

    def show_cap(self, text: str) -> None:
        """The note under the side-bet limits (a lowered bonus maximum [PR-LL-3]); "" for none."""
        self.side_cap.setText(text)

    def field_widget(self, field: str) -> QWidget | None:
        """The page's widget of a settings field (by file key), to mark a refusal; None if not here."""
        simple: dict[str, QWidget] = {
            "side_bet.min": self.side_min,
            "side_bet.max": self.side_max,
            "side_bet.table": self.preset,
            "side_bet.name": self.side_bet,
            "hyper": self.hyper_box,
        }
        simple.update({key: c.widget for key, c in self.hyper_controls.items()})
        if field.startswith("side_bet.pays"):
            return self.pays
        return simple.get(field)

    def markable(self) -> list[QWidget]:
        """The widgets a refusal may mark (the dialog clears them before each check)."""
        return [self.side_min, self.side_max, self.preset, self.side_bet, self.pays,
                *(c.widget for c in self.hyper_controls.values())]  # fmt: skip

    # ------------------------------------------------------------------ the page's own reactions

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
        lang = self._language
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
            select(self.preset, default)
            self._filling = False
            self._fill_pays(game, dict(PRESETS[game][default].pays))
        self.changed.emit()

    def _preset_changed(self) -> None:
        if self._filling:
            return
        tid = self.preset.currentData()
        game = self.side_bet.currentData()
        if tid != CUSTOM and game in PRESETS and tid in PRESETS[game]:
            self._fill_pays(game, dict(PRESETS[game][tid].pays))
        self.changed.emit()

    def _pays_edited(self, *_: object) -> None:
        """Editing a row makes the table a custom one."""
        if self._filling:
            return
        for outcome, checked in self._rows():
            self.odds_spins[outcome].setEnabled(checked and not self.read_only)
        if self.preset.currentData() != CUSTOM:
            self._filling = True
            select(self.preset, CUSTOM)
            self._filling = False
        self.changed.emit()

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
        """The exact house edge of the edited pay table for the deck count last shown (odds engine)."""
        table = self.edited_table()
        return None if table is None else house_edge_of(table, self._decks)

    def _show_edge(self) -> None:
        decks = self._decks
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
