"""The director's side of the table: the PIN dialog and the settings dialog.

The settings dialog builds its rule widgets from :data:`engine.rules.OPTIONS`, validates the whole
table on every edit through :meth:`engine.settings.Settings.validate` (the refusal names the field),
shows the chosen pay table's exact house edge for the chosen deck count, never applies anything
during a round, and asks before a pay-table change ends the session [FR-LL-3].
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRegularExpression, Qt, QTimer
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine import settings as st
from engine.errors import ConfigError, CroupierError
from engine.money import Money, format_amount, parse_amount
from engine.paytables import LUCKY_LADIES, LUCKY_LUCKY, MAX_ODDS, OUTCOMES, PRESETS, PayTable
from engine.pin import MAX_FAILURES, DirectorPin, PinError
from engine.rules import FRANCE, OPTIONS, PUERTO_RICO
from engine.settings import Settings
from engine.table import CURRENCIES, FR_MAX_MULTIPLES
from engine.wallet import Wallet

Audit = Callable[[str, dict[str, Any]], None]
CUSTOM = "__custom__"
CTX = "DirectorDialog"

RULE_LABELS = {
    "decks": QT_TRANSLATE_NOOP(CTX, "Decks"),
    "shuffle": QT_TRANSLATE_NOOP(CTX, "Shuffle"),
    "burn": QT_TRANSLATE_NOOP(CTX, "Cards burnt at a new shoe"),
    "cut_card": QT_TRANSLATE_NOOP(CTX, "Cards behind the cut card (0: one deck)"),
    "hole_card": QT_TRANSLATE_NOOP(CTX, "Dealer's hole card"),
    "soft_17": QT_TRANSLATE_NOOP(CTX, "Dealer on soft 17"),
    "double_on": QT_TRANSLATE_NOOP(CTX, "Double on"),
    "double_after_split": QT_TRANSLATE_NOOP(CTX, "Double after a split"),
    "split_by": QT_TRANSLATE_NOOP(CTX, "Pairs split by"),
    "max_hands": QT_TRANSLATE_NOOP(CTX, "Most hands from one box"),
    "resplit_aces": QT_TRANSLATE_NOOP(CTX, "Split aces again"),
    "surrender": QT_TRANSLATE_NOOP(CTX, "Surrender"),
    "dealer_blackjack_takes": QT_TRANSLATE_NOOP(CTX, "Dealer blackjack takes (no hole card)"),
    "blackjack_pays": QT_TRANSLATE_NOOP(CTX, "Blackjack pays"),
    "insurance": QT_TRANSLATE_NOOP(CTX, "Insurance offered"),
    "draw_on_21": QT_TRANSLATE_NOOP(CTX, "A hand of 21 may draw"),
    "max_boxes_per_player": QT_TRANSLATE_NOOP(CTX, "Most boxes per player"),
    "lone_player_min_boxes": QT_TRANSLATE_NOOP(CTX, "Boxes a lone player must play"),
    "side_bet_seated_only": QT_TRANSLATE_NOOP(CTX, "Side bet for seated players only"),
    "no_split_after_side_win": QT_TRANSLATE_NOOP(CTX, "No split after a side-bet win"),
}
#: the house options (règlement intérieur) grouped apart from the dealing rules
HOUSE_OPTIONS = ("max_boxes_per_player", "lone_player_min_boxes", "side_bet_seated_only", "no_split_after_side_win")
#: rule options shown on the Table page rather than the Rules page
TABLE_PAGE_OPTIONS = ("decks", "shuffle")
CHOICE_LABELS = {
    "shoe": QT_TRANSLATE_NOOP(CTX, "Shoe with a cut card"),
    "continuous": QT_TRANSLATE_NOOP(CTX, "Continuous shuffler"),
    "none": QT_TRANSLATE_NOOP(CTX, "None"),
    "peek": QT_TRANSLATE_NOOP(CTX, "Hole card, peek for blackjack"),
    "stand": QT_TRANSLATE_NOOP(CTX, "Stands"),
    "hit": QT_TRANSLATE_NOOP(CTX, "Hits"),
    "any": QT_TRANSLATE_NOOP(CTX, "Any two cards"),
    "9-11": QT_TRANSLATE_NOOP(CTX, "Hard 9 to 11"),
    "10-11": QT_TRANSLATE_NOOP(CTX, "Hard 10 and 11"),
    "value": QT_TRANSLATE_NOOP(CTX, "Equal value"),
    "rank": QT_TRANSLATE_NOOP(CTX, "Equal rank"),
    "late": QT_TRANSLATE_NOOP(CTX, "Late surrender"),
    "all": QT_TRANSLATE_NOOP(CTX, "The whole stake"),
    "original": QT_TRANSLATE_NOOP(CTX, "The original bet only"),
}
PROFILE_LABELS = {FRANCE: QT_TRANSLATE_NOOP(CTX, "France"), PUERTO_RICO: QT_TRANSLATE_NOOP(CTX, "Puerto Rico")}
SIDE_LABELS = {
    LUCKY_LADIES: QT_TRANSLATE_NOOP(CTX, "Lucky Ladies"),
    LUCKY_LUCKY: QT_TRANSLATE_NOOP(CTX, "Lucky Lucky"),
    "none": QT_TRANSLATE_NOOP(CTX, "None"),
}
LANGUAGE_LABELS = {"en": "English", "fr": "Français", "es": "Español"}
SPEED_LABELS = {
    "slow": QT_TRANSLATE_NOOP(CTX, "Slow"),
    "normal": QT_TRANSLATE_NOOP(CTX, "Normal"),
    "fast": QT_TRANSLATE_NOOP(CTX, "Fast"),
    "instant": QT_TRANSLATE_NOOP(CTX, "Instant"),
}
ERROR_STYLE = "border: 2px solid #c0392b;"


def tr(text: str, n: int = -1) -> str:
    """Translate a string of this module (``%n`` is replaced by ``n`` with the right plural)."""
    return QCoreApplication.translate(CTX, text, None, n)


def format_edge(edge: Fraction) -> str:
    """A house edge as a percentage with four decimals (``24.7089 %``)."""
    pct = (Decimal(edge.numerator) * 100 / Decimal(edge.denominator)).quantize(
        Decimal("0.0001"), rounding=ROUND_HALF_EVEN
    )
    return f"{pct} %"


def house_edge_of(table: PayTable, decks: int) -> Fraction | None:
    """The exact house edge from the odds engine, or None when it is absent or refuses the table."""
    try:
        odds = importlib.import_module("engine.odds")
    except ImportError:
        return None
    try:
        edge = odds.house_edge(table, decks)
        return edge if isinstance(edge, Fraction) else None
    except (CroupierError, ValueError):
        return None


def _amount_edit() -> QLineEdit:
    e = QLineEdit()
    e.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,9}(\.\d{0,2})?")))
    e.setAlignment(Qt.AlignmentFlag.AlignRight)
    e.setMaximumWidth(140)
    return e


# ---------------------------------------------------------------------------------------- PIN


class PinDialog(QDialog):
    """Asks the director's PIN; on first use, asks for a new one twice. Shows the lock's countdown."""

    def __init__(self, pin: DirectorPin, parent: QWidget | None = None, *, change: bool = False) -> None:
        super().__init__(parent)
        self.pin = pin
        self.mode = "change" if change else ("enter" if pin.is_set() else "set")
        self.setWindowTitle(tr("Director"))
        self.setModal(True)
        lay = QVBoxLayout(self)
        intro = {
            "set": tr("Choose the director's PIN (4 to 12 digits). It opens the director's settings."),
            "enter": tr("Enter the director's PIN."),
            "change": tr("Enter the current PIN, then the new one twice."),
        }[self.mode]
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        form = QFormLayout()
        digits = QRegularExpressionValidator(QRegularExpression(r"\d{0,12}"))

        def field() -> QLineEdit:
            e = QLineEdit()
            e.setEchoMode(QLineEdit.EchoMode.Password)
            e.setValidator(digits)
            e.setMinimumWidth(180)
            return e

        self.old_edit = field()
        self.pin_edit = field()
        self.confirm_edit = field()
        if self.mode == "change":
            form.addRow(tr("Current PIN"), self.old_edit)
        form.addRow(tr("PIN") if self.mode == "enter" else tr("New PIN"), self.pin_edit)
        if self.mode != "enter":
            form.addRow(tr("New PIN again"), self.confirm_edit)
        lay.addLayout(form)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c0392b;")
        lay.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.show_lock)
        self.show_lock()

    def show_lock(self) -> None:
        """While locked, say for how long and refuse input; the timer counts down."""
        left = self.pin.locked_for() if self.mode != "set" else 0.0
        locked = left > 0
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not locked)
        for e in (self.old_edit, self.pin_edit, self.confirm_edit):
            e.setEnabled(not locked)
        if locked:
            self.message.setText(tr("Too many wrong PINs: locked for %n second(s).", int(left + 0.999)))
            self.timer.start()
        elif self.timer.isActive():
            self.timer.stop()
            self.message.setText("")
            self.pin_edit.setFocus()

    def try_accept(self) -> None:
        """Check the PIN (or set it); close only when accepted."""
        if self.mode == "enter":
            attempt = self.pin.verify(self.pin_edit.text())
            if attempt.ok:
                self.accept()
                return
            self.pin_edit.clear()
            if attempt.locked:
                self.show_lock()
            else:
                self.message.setText(tr("Wrong PIN: %n try(s) left before a one-minute lock.", attempt.tries_left))
            return
        new, again = self.pin_edit.text(), self.confirm_edit.text()
        if new != again:
            self.message.setText(tr("The two new PINs differ."))
            return
        try:
            self.pin.set(new, old=self.old_edit.text() if self.mode == "change" else None)
        except PinError as e:
            self.message.setText(str(e))
            self.show_lock()
            return
        self.accept()


def ask_pin(pin: DirectorPin, parent: QWidget | None = None) -> bool:
    """Open the PIN dialog (setting the PIN on first use); True when the director may go on."""
    return PinDialog(pin, parent).exec() == QDialog.DialogCode.Accepted


# ---------------------------------------------------------------------------------------- settings


@dataclass(frozen=True)
class DirectorResult:
    """What the director applied: the new settings, and whether the session must end [FR-LL-3]."""

    settings: Settings
    ends_session: bool


class DirectorDialog(QDialog):
    """The director's settings. ``path`` (optional) is where accepted settings are saved; ``pin`` and
    ``wallet`` (optional) add "Change PIN" and "Reset balance". With ``round_in_progress`` the dialog
    opens read-only: nothing applies during a round."""

    def __init__(
        self,
        settings: Settings,
        *,
        round_in_progress: bool = False,
        audit: Audit | None = None,
        path: str | Path | None = None,
        pin: DirectorPin | None = None,
        wallet: Wallet | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.original = settings
        self.round_in_progress = round_in_progress
        self.audit: Audit = audit or (lambda kind, detail: None)
        self.path = Path(path) if path is not None else None
        self.pin = pin
        self.wallet = wallet
        self.result_settings: Settings | None = None
        self.ends_session = False
        self.error: ConfigError | None = None
        self._filling = False
        self.setWindowTitle(tr("Director's settings"))
        self._build()
        self._fill(settings)
        if round_in_progress:
            self._make_read_only()
        self.audit("director-open", {"round_in_progress": round_in_progress})
        self.refresh()

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        lay = QVBoxLayout(self)
        self.banner = QLabel(
            tr("A round is in progress: the settings can be read, but nothing can change until the round is over.")
        )
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background: #fdebd0; color: #7e5109; padding: 6px; border-radius: 3px;")
        self.banner.setVisible(self.round_in_progress)
        lay.addWidget(self.banner)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._table_page(), tr("Table"))
        self.tabs.addTab(self._side_page(), tr("Side bet"))
        self.tabs.addTab(self._rules_page(), tr("Rules"))
        self.tabs.addTab(self._kiosk_page(), tr("Kiosk and access"))
        lay.addWidget(self.tabs)
        self.session_note = QLabel()
        self.session_note.setWordWrap(True)
        self.session_note.setStyleSheet("color: #7e5109;")
        lay.addWidget(self.session_note)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Apply and close"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.resize(820, 600)

    def _combo(self, items: Mapping[str, object]) -> QComboBox:
        c = QComboBox()
        for key, label in items.items():
            c.addItem(tr(str(label)), key)
        c.currentIndexChanged.connect(self.refresh)
        return c

    def _rule_widget(self, key: str) -> QWidget:
        o = OPTIONS[key]
        w: QWidget
        if o.kind == "bool":
            cb = QCheckBox()
            cb.toggled.connect(self.refresh)
            w = cb
        elif o.kind == "choice":
            w = self._combo({c: CHOICE_LABELS.get(c, c) for c in o.choices})
        else:
            sp = QSpinBox()
            sp.setRange(o.low, o.high)
            sp.valueChanged.connect(self.refresh)
            w = sp
        w.setToolTip(f"{o.doc} [{o.rule}]")
        w.setObjectName(f"rule-{key}")
        self.rule_widgets[key] = w
        return w

    def _rule_label(self, key: str) -> QLabel:
        label = QLabel(tr(str(RULE_LABELS.get(key, key.replace("_", " ").capitalize()))))
        label.setToolTip(f"{OPTIONS[key].doc} [{OPTIONS[key].rule}]")
        return label

    def _table_page(self) -> QWidget:
        self.rule_widgets: dict[str, QWidget] = {}
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.profile = self._combo(PROFILE_LABELS)
        self.profile.currentIndexChanged.connect(self._profile_changed)
        form.addRow(tr("Profile"), self.profile)
        self.currency = self._combo({c: f"{c} ({sym})" if sym != c else c for c, sym in CURRENCIES.items()})
        form.addRow(tr("Currency"), self.currency)
        self.min_bet = _amount_edit()
        self.min_bet.textChanged.connect(self._min_changed)
        form.addRow(tr("Table minimum"), self.min_bet)
        max_row = QHBoxLayout()
        self.max_bet = _amount_edit()
        self.max_bet.textChanged.connect(self.refresh)
        self.max_multiple = QComboBox()
        self.max_multiple.currentIndexChanged.connect(self.refresh)
        self.max_multiple.setToolTip(tr("[FR-LIM-1] the maximum is 50, 100 or 200 times the minimum"))
        max_row.addWidget(self.max_bet)
        max_row.addWidget(self.max_multiple)
        max_row.addStretch(1)
        form.addRow(tr("Table maximum"), max_row)
        for key in TABLE_PAGE_OPTIONS:
            form.addRow(self._rule_label(key), self._rule_widget(key))
        self.language = self._combo(LANGUAGE_LABELS)
        form.addRow(tr("Language"), self.language)
        self.speed = self._combo(SPEED_LABELS)
        form.addRow(tr("Animation speed"), self.speed)
        self.starting_credit = _amount_edit()
        self.starting_credit.textChanged.connect(self.refresh)
        form.addRow(tr("Player's starting credit"), self.starting_credit)
        return page

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
        self.side_min = _amount_edit()
        self.side_max = _amount_edit()
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
        grid.setColumnStretch(0, 1)
        return page

    def _rules_page(self) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        play = QGroupBox(tr("Dealing and play"))
        play_form = QFormLayout(play)
        house = QGroupBox(tr("House options"))
        house_form = QFormLayout(house)
        for key in OPTIONS:
            if key in TABLE_PAGE_OPTIONS:
                continue
            target = house_form if key in HOUSE_OPTIONS else play_form
            target.addRow(self._rule_label(key), self._rule_widget(key))
        row.addWidget(play, 3)
        col = QVBoxLayout()
        col.addWidget(house)
        col.addStretch(1)
        row.addLayout(col, 2)
        return page

    def _kiosk_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.volume = QSpinBox()
        self.volume.setRange(0, 100)
        self.volume.setSuffix(" %")
        self.volume.valueChanged.connect(self.refresh)
        form.addRow(tr("Sound volume"), self.volume)
        self.mute = QCheckBox(tr("Mute"))
        self.mute.toggled.connect(self.refresh)
        form.addRow("", self.mute)
        self.four_colour = QCheckBox(tr("Four-colour deck"))
        self.four_colour.toggled.connect(self.refresh)
        form.addRow(tr("Accessibility"), self.four_colour)
        self.high_contrast = QCheckBox(tr("High contrast"))
        self.high_contrast.toggled.connect(self.refresh)
        form.addRow("", self.high_contrast)
        self.kiosk_idle = QSpinBox()
        self.kiosk_idle.setRange(0, st.IDLE_MAX)
        self.kiosk_idle.setSuffix(tr(" s"))
        self.kiosk_idle.setSpecialValueText(tr("never"))
        self.kiosk_idle.valueChanged.connect(self.refresh)
        form.addRow(tr("Kiosk: attract mode after"), self.kiosk_idle)
        self.change_pin = QPushButton(tr("Change the PIN…"))
        self.change_pin.clicked.connect(self._change_pin)
        self.change_pin.setVisible(self.pin is not None)
        self.reset_balance = QPushButton(tr("Reset the player's balance…"))
        self.reset_balance.clicked.connect(self._reset_balance)
        self.reset_balance.setVisible(self.wallet is not None)
        buttons = QHBoxLayout()
        buttons.addWidget(self.change_pin)
        buttons.addWidget(self.reset_balance)
        buttons.addStretch(1)
        form.addRow(tr("Director"), buttons)
        return page

    # ------------------------------------------------------------------ filling

    @staticmethod
    def _select(combo: QComboBox, key: object) -> None:
        i = combo.findData(key)
        if i >= 0:
            combo.setCurrentIndex(i)

    def _fill(self, s: Settings) -> None:
        """Show a complete set of settings in the widgets."""
        self._filling = True
        try:
            self._select(self.profile, s.profile)
            self._select(self.currency, s.currency)
            self.min_bet.setText(format_amount(s.min_bet))
            self._fill_multiples(s.min_bet, s.max_bet)
            self.max_bet.setText(format_amount(s.max_bet))
            self._select(self.language, s.language)
            self._select(self.speed, s.speed)
            self.starting_credit.setText(format_amount(s.starting_credit))
            rules = s.effective_rules()
            for key, w in self.rule_widgets.items():
                value = getattr(rules, key)
                if isinstance(w, QCheckBox):
                    w.setChecked(bool(value))
                elif isinstance(w, QComboBox):
                    self._select(w, value)
                elif isinstance(w, QSpinBox):
                    w.setValue(int(value))
            self._select(self.side_bet, s.side_bet)
            self._fill_presets(s.side_bet if s.side_bet != "none" else LUCKY_LADIES)
            self.side_min.setText(format_amount(s.side_min))
            self.side_max.setText(format_amount(s.side_max))
            game = s.side_bet if s.side_bet != "none" else LUCKY_LADIES
            if s.side_pays is not None:
                self._select(self.preset, CUSTOM)
                self.custom_name.setText(s.side_table)
                self._fill_pays(game, dict(s.side_pays))
            else:
                self._select(self.preset, s.side_table)
                table = PRESETS[game].get(s.side_table)
                self._fill_pays(game, dict(table.pays) if table else {})
            self.volume.setValue(s.volume)
            self.mute.setChecked(s.mute)
            self.four_colour.setChecked(s.four_colour)
            self.high_contrast.setChecked(s.high_contrast)
            self.kiosk_idle.setValue(s.kiosk_idle_seconds)
        finally:
            self._filling = False
        self._layout_for_profile()
        self.refresh()

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
            item = QTableWidgetItem(st.outcome_label(game, outcome, lang))
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

    def _fill_multiples(self, min_bet: Money, max_bet: Money | None = None) -> None:
        was = self._filling
        self._filling = True
        current = self.max_multiple.currentData()
        self.max_multiple.clear()
        for m in FR_MAX_MULTIPLES:
            self.max_multiple.addItem(f"{format_amount(m * min_bet)}  (× {m})", m)
        want = max_bet // min_bet if max_bet and min_bet and max_bet % min_bet == 0 else current
        self._select(self.max_multiple, want if want in FR_MAX_MULTIPLES else 100)
        self._filling = was

    def _layout_for_profile(self) -> None:
        france = self.profile.currentData() == FRANCE
        self.max_multiple.setVisible(france)
        self.max_bet.setVisible(not france)

    # ------------------------------------------------------------------ reactions

    def _profile_changed(self) -> None:
        """A new profile brings its own defaults (side bet, limits, currency, rules); the director's
        own choices (language, speed, sound, kiosk) stay."""
        if self._filling:
            return
        try:
            keep = self.current(validate=False)
        except ConfigError:
            keep = self.original
        fresh = Settings.for_profile(
            self.profile.currentData(),
            language=keep.language,
            speed=keep.speed,
            volume=keep.volume,
            mute=keep.mute,
            four_colour=keep.four_colour,
            high_contrast=keep.high_contrast,
            kiosk_idle_seconds=keep.kiosk_idle_seconds,
            starting_credit=keep.starting_credit,
        )
        self._fill(fresh)

    def _min_changed(self) -> None:
        if self._filling:
            return
        try:
            m = parse_amount(self.min_bet.text(), "limits.min")
        except ConfigError:
            self.refresh()
            return
        self._fill_multiples(m)
        self.refresh()

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

    # ------------------------------------------------------------------ reading

    def _value(self, key: str) -> object:
        w = self.rule_widgets[key]
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        assert isinstance(w, QSpinBox)
        return w.value()

    def current(self, *, validate: bool = True) -> Settings:
        """The settings as edited; raises :class:`ConfigError` naming the field when they are invalid."""
        profile = self.profile.currentData()
        game = self.side_bet.currentData()
        min_bet = parse_amount(self.min_bet.text(), "limits.min")
        if profile == FRANCE:
            max_bet = min_bet * int(self.max_multiple.currentData() or 100)
        else:
            max_bet = parse_amount(self.max_bet.text(), "limits.max")
        custom = self.preset.currentData() == CUSTOM
        s = Settings(
            profile=profile,
            rules={key: self._value(key) for key in OPTIONS},
            side_bet=game,
            side_table=(self.custom_name.text().strip() or "custom") if custom else self.preset.currentData(),
            side_pays=self._edited_pays() if custom else None,
            side_min=parse_amount(self.side_min.text(), "side_bet.min"),
            side_max=parse_amount(self.side_max.text(), "side_bet.max"),
            min_bet=min_bet,
            max_bet=max_bet,
            currency=self.currency.currentData(),
            language=self.language.currentData(),
            speed=self.speed.currentData(),
            volume=self.volume.value(),
            mute=self.mute.isChecked(),
            four_colour=self.four_colour.isChecked(),
            high_contrast=self.high_contrast.isChecked(),
            kiosk_idle_seconds=self.kiosk_idle.value(),
            starting_credit=parse_amount(self.starting_credit.text(), "starting_credit"),
        )
        if s.side_bet == "none":
            s = replace(s, side_table=self.original.side_table, side_pays=None)
        if validate:
            s.validate()
        return s.normalised()

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

    def decks(self) -> int:
        """The edited deck count."""
        w = self.rule_widgets["decks"]
        assert isinstance(w, QSpinBox)
        return w.value()

    # ------------------------------------------------------------------ validation

    def _field_widget(self, field: str) -> QWidget | None:
        simple: dict[str, QWidget] = {
            "limits.min": self.min_bet,
            "limits.max": self.max_multiple if self.profile.currentData() == FRANCE else self.max_bet,
            "side_bet.min": self.side_min,
            "side_bet.max": self.side_max,
            "side_bet.table": self.preset,
            "side_bet.name": self.side_bet,
            "currency": self.currency,
            "starting_credit": self.starting_credit,
        }
        if field in simple:
            return simple[field]
        if field.startswith("rules."):
            return self.rule_widgets.get(field[6:])
        if field.startswith("side_bet.pays"):
            return self.pays
        return None

    def refresh(self) -> None:
        """Re-validate after every edit: the reason of a refusal, the OK button, the house edge."""
        if self._filling:
            return
        for w in [
            *self.rule_widgets.values(),
            self.min_bet,
            self.max_bet,
            self.max_multiple,
            self.side_min,
            self.side_max,
            self.preset,
            self.side_bet,
            self.currency,
            self.starting_credit,
            self.pays,
        ]:
            w.setStyleSheet("")  # fmt: skip
        self.error = None
        new: Settings | None = None
        try:
            new = self.current()
        except ConfigError as e:
            self.error = e
            bad = self._field_widget(e.field)
            if bad is not None:
                bad.setStyleSheet(ERROR_STYLE)
        self.error_label.setText("" if self.error is None else tr("Refused: %1").replace("%1", str(self.error)))
        self.ok_button.setEnabled(self.error is None and not self.round_in_progress)
        game = self.side_bet.currentData()
        self.preset.setEnabled(game != "none" and not self.round_in_progress)
        self.pays.setEnabled(game != "none" and not self.round_in_progress)
        self.custom_name.setEnabled(self.preset.currentData() == CUSTOM and not self.round_in_progress)
        self._layout_for_profile()
        self._show_edge()
        if new is not None and new.pay_table_key() != self.original.pay_table_key():
            self.session_note.setText(
                tr("The side bet or its pay table changes: the pay table is fixed for a whole session [FR-LL-3], "
                   "so applying this ends the current session.")
            )  # fmt: skip
        else:
            self.session_note.setText("")
        cap = ""
        if new is not None and new.side_bet == LUCKY_LUCKY:
            eff = new.table_config().side_max_effective
            if eff < new.side_max:
                cap = tr("[PR-LL-3] the bonus maximum is lowered to %1 so that the top payout stays within "
                         "3 × the table maximum.").replace("%1", format_amount(eff))  # fmt: skip
        self.side_cap.setText(cap)

    def _show_edge(self) -> None:
        decks = self.decks()
        table = self.edited_table()
        if table is None:
            self.edge_label.setText("—")
            self.edge_note.setText(tr("no side bet") if self.side_bet.currentData() == "none" else "")
            return
        edge = house_edge_of(table, decks)
        self.edge_label.setText("—" if edge is None else format_edge(edge))
        note = tr("exact, for 1 deck") if decks == 1 else tr("exact, for %1 decks").replace("%1", str(decks))
        if edge is None:
            try:
                table.check_decks(decks)
                note = tr("the odds engine is not available")
            except ConfigError as e:
                note = e.detail
        self.edge_note.setText(note)

    # ------------------------------------------------------------------ read-only, accept

    def _make_read_only(self) -> None:
        for i in range(self.tabs.count()):
            page = self.tabs.widget(i)
            assert page is not None
            for w in page.findChildren(QWidget):
                if isinstance(w, (QComboBox, QLineEdit, QSpinBox, QCheckBox, QTableWidget, QPushButton)):
                    w.setEnabled(False)
        self.ok_button.setEnabled(False)

    def confirm(self, text: str) -> bool:
        """Ask the director a yes/no question (replaced in tests)."""
        answer = QMessageBox.question(self, tr("End the session?"), text)
        return answer == QMessageBox.StandardButton.Yes

    def accept(self) -> None:
        """Apply: refused during a round or while invalid; asks before ending the session; saves;
        journals every change (old → new)."""
        if self.round_in_progress:
            self.error_label.setText(tr("Refused: a round is in progress; settings change only between rounds."))
            self.audit("settings-refused", {"reason": "round in progress"})
            return
        try:
            new = self.current()
        except ConfigError as e:
            self.error_label.setText(tr("Refused: %1").replace("%1", str(e)))
            return
        ends = new.pay_table_key() != self.original.pay_table_key()
        if ends and not self.confirm(
            tr("The pay table is fixed for the whole session [FR-LL-3]. Changing the side bet or its pay "
               "table ends the current session. End the session and apply the new settings?")
        ):  # fmt: skip
            return
        if self.path is not None:
            try:
                st.save(self.path, new)
            except (ConfigError, st.SaveError) as e:
                self.error_label.setText(tr("Not saved: %1").replace("%1", str(e)))
                return
        for field, old, value in st.diff(self.original, new):
            self.audit("setting-changed", {"field": field, "old": old, "new": value})
        if ends:
            self.audit(
                "session-end",
                {
                    "reason": "pay table changed [FR-LL-3]",
                    "old": st.flatten(self.original).get("side_bet.table", "none"),
                    "new": st.flatten(new).get("side_bet.table", "none"),
                },
            )
        self.result_settings = new
        self.ends_session = ends
        super().accept()

    def outcome(self) -> DirectorResult | None:
        """The applied settings, or None when nothing was applied."""
        if self.result_settings is None:
            return None
        return DirectorResult(self.result_settings, self.ends_session)

    # ------------------------------------------------------------------ director tools

    def _change_pin(self) -> None:
        if self.pin is not None:
            PinDialog(self.pin, self, change=True).exec()

    def _reset_balance(self) -> None:
        if self.wallet is None or self.round_in_progress:
            return
        text = tr("Put the player's balance back to the starting credit (%1)?").replace(
            "%1", format_amount(self.wallet.starting_credit)
        )
        if self.confirm(text):
            try:
                self.wallet.reset()
            except st.SaveError as e:
                self.error_label.setText(str(e))


def open_director(
    settings: Settings,
    pin: DirectorPin,
    *,
    round_in_progress: bool = False,
    audit: Audit | None = None,
    path: str | Path | None = None,
    wallet: Wallet | None = None,
    parent: QWidget | None = None,
) -> DirectorResult | None:
    """The table's menu entry: the PIN (set on first use), then the settings; None if nothing applied."""
    if not ask_pin(pin, parent):
        return None
    dialog = DirectorDialog(
        settings, round_in_progress=round_in_progress, audit=audit, path=path, pin=pin, wallet=wallet, parent=parent
    )
    dialog.exec()
    return dialog.outcome()


__all__ = ["MAX_FAILURES", "DirectorDialog", "DirectorResult", "PinDialog", "ask_pin", "open_director"]
