"""The director's settings dialog.

Its fields come from the schema: a control for every setting declared in
:mod:`engine.store.settings_data` (:mod:`gui.director_fields`, on the page of the setting's group, in
the order declared) and a widget for every rule option of :data:`engine.core.rules.OPTIONS`; a setting
added to the schema gets its control with no second list. The dialog validates the whole table on
every edit through :meth:`engine.store.settings_data.Settings.validate` (the refusal names the field),
holds the Side bet page (:class:`gui.director_pays.SidePage`, with the chosen pay table's exact house
edge for the chosen deck count), never applies anything during a round, and asks before a pay-table
change ends the session [FR-LL-3].
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.core.errors import ConfigError
from croupier.engine.core.money import Money, format_amount, parse_amount
from croupier.engine.core.paths import SaveError
from croupier.engine.core.paytables import LUCKY_LUCKY
from croupier.engine.core.rules import FRANCE, OPTIONS, profile_rules
from croupier.engine.core.table import FR_MAX_MULTIPLES
from croupier.engine.store import settings as st
from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.settings_data import KEYS, Settings, diff, flatten
from croupier.engine.store.wallet import Wallet

from . import on_screen
from .director_fields import SettingControl, add_rows, amount_edit, select, setting_controls
from .director_labels import CHOICE_LABELS, PROFILE_LABELS, RULE_LABELS
from .director_pays import SidePage
from .director_pin import PinDialog
from .figures import ELLIPSIS, _Pending, figures, percent, while_alive
from .virtual_page import VirtualPage

Audit = Callable[[str, dict[str, Any]], None]
CTX = "DirectorDialog"

#: the house options (règlement intérieur) grouped apart from the dealing rules
HOUSE_OPTIONS = ("max_boxes_per_player", "lone_player_min_boxes", "side_bet_seated_only", "no_split_after_side_win")
#: rule options shown on the Table page rather than the Rules page
TABLE_PAGE_OPTIONS = ("decks", "shuffle")
ERROR_STYLE = "border: 2px solid #c0392b;"


def tr(text: str, n: int = -1) -> str:
    """Translate a string of this module (``%n`` is replaced by ``n`` with the right plural)."""
    return QCoreApplication.translate(CTX, text, None, n)


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
        self.controls = setting_controls(self.refresh)  #: a control per declared setting, by file key
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
        self.side_page = SidePage(self.original, self._group("hyper"), read_only=self.round_in_progress)
        self.side_page.changed.connect(self.refresh)
        self.tabs.addTab(self.side_page, tr("Side bet"))
        self.rules_page = self._rules_page()
        self.tabs.addTab(self.rules_page, tr("Rules"))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.tabs.addTab(self._kiosk_page(), tr("Kiosk and access"))
        self._add_meters_pages()
        self.virtual_page = VirtualPage(self._group("virtual").values())
        self.tabs.addTab(self.virtual_page, tr("Computer players"))
        placed = {"table", "hyper", "kiosk", "virtual"}  # a group no page holds: rows on the Table page
        add_rows(self.table_form, (c for c in self.controls.values() if c.key.group not in placed))
        # the pages scroll inside the dialog when the screen is smaller than they are (a kiosk's
        # 800 × 600): the dialog always fits the screen it opens on, its buttons in view
        self.pages_scroll = QScrollArea()
        self.pages_scroll.setWidgetResizable(True)
        self.pages_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.pages_scroll.setWidget(self.tabs)
        lay.addWidget(self.pages_scroll, 1)
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
        on_screen.keep_on_screen(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        """The Rules page's two columns side by side when the dialog is wide enough for both, else the
        house options and the house edge under the dealing rules (the page then scrolls down, not
        sideways)."""
        frame = self.tabs.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
        on_screen.stack_when_narrow(self.rules_row, self.rules_columns, self.pages_scroll.width() - 2 * frame - 8)

    def _group(self, group: str) -> dict[str, SettingControl]:
        """The controls of a group of the schema's settings, in the order declared."""
        return {k: c for k, c in self.controls.items() if c.key.group == group}

    def _add_meters_pages(self) -> None:
        """The Meters and Responsible play pages (imported when the dialog opens)."""
        from . import features
        from .meters_page import MetersPage
        from .responsible import DirectorPlayPage

        self.meters_page = MetersPage(features.journal_path(), self.audit)
        self.tabs.addTab(self.meters_page, QCoreApplication.translate("Meters", "Meters"))
        self.play_page = DirectorPlayPage(features.player_limits(), self.audit)
        self.tabs.addTab(self.play_page, QCoreApplication.translate("Meters", "Responsible play"))

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
        """The Table page: the schema's ``table`` group in the order declared; the profile, the limits
        and the deck and shuffle rules have their own widgets, the declared settings their controls."""
        self.rule_widgets: dict[str, QWidget] = {}
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.table_form = form
        self.profile = self._combo(PROFILE_LABELS)
        self.profile.currentIndexChanged.connect(self._profile_changed)
        self.min_bet = amount_edit()
        self.min_bet.textChanged.connect(self._min_changed)
        max_row = QHBoxLayout()
        self.max_bet = amount_edit()
        self.max_bet.textChanged.connect(self.refresh)
        self.max_multiple = QComboBox()
        self.max_multiple.currentIndexChanged.connect(self.refresh)
        self.max_multiple.setToolTip(tr("[FR-LIM-1] the maximum is 50, 100 or 200 times the minimum"))
        max_row.addWidget(self.max_bet)
        max_row.addWidget(self.max_multiple)
        max_row.addStretch(1)
        for _attr, key in KEYS:
            if key.group != "table":
                continue
            if key.key in self.controls:
                add_rows(form, [self.controls[key.key]])
            elif key.key == "profile":
                form.addRow(tr("Profile"), self.profile)
            elif key.key == "limits.min":
                form.addRow(tr("Table minimum"), self.min_bet)
            elif key.key == "limits.max":
                form.addRow(tr("Table maximum"), max_row)
            elif key.key == "rules":
                for option in TABLE_PAGE_OPTIONS:
                    form.addRow(self._rule_label(option), self._rule_widget(option))
        return page

    def _rules_page(self) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        self.rules_row = row  # side by side, or one above the other in a narrow dialog (see arrange)
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
        edge = QGroupBox(tr("Main game's house edge"))
        edge_lay = QVBoxLayout(edge)
        self.base_edge_label = QLabel("—")
        f = self.base_edge_label.font()
        f.setPointSizeF(f.pointSizeF() * 2)
        f.setBold(True)
        self.base_edge_label.setFont(f)
        self.base_edge_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.base_edge_note = QLabel()
        self.base_edge_note.setWordWrap(True)
        self.base_edge_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        edge_lay.addWidget(self.base_edge_label)
        edge_lay.addWidget(self.base_edge_note)
        col.addWidget(edge)
        col.addStretch(1)
        row.addLayout(col, 2)
        self.rules_columns = ((play,), (house, edge))
        return page

    def _kiosk_page(self) -> QWidget:
        """The Kiosk and access page: the schema's ``kiosk`` group, then the director's own buttons."""
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        add_rows(form, self._group("kiosk").values())
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

    def _fill(self, s: Settings) -> None:
        """Show a complete set of settings in the widgets."""
        self._filling = True
        try:
            select(self.profile, s.profile)
            self.min_bet.setText(format_amount(s.min_bet))
            self._fill_multiples(s.min_bet, s.max_bet)
            self.max_bet.setText(format_amount(s.max_bet))
            rules = s.effective_rules()
            for key, w in self.rule_widgets.items():
                value = getattr(rules, key)
                if isinstance(w, QCheckBox):
                    w.setChecked(bool(value))
                elif isinstance(w, QComboBox):
                    select(w, value)
                elif isinstance(w, QSpinBox):
                    w.setValue(int(value))
            for control in self.controls.values():
                control.fill(s)
            self.side_page.fill(s)
        finally:
            self._filling = False
        self._layout_for_profile()
        self.refresh()

    def _fill_multiples(self, min_bet: Money, max_bet: Money | None = None) -> None:
        was = self._filling
        self._filling = True
        current = self.max_multiple.currentData()
        self.max_multiple.clear()
        for m in FR_MAX_MULTIPLES:
            self.max_multiple.addItem(f"{format_amount(m * min_bet)}  (× {m})", m)
        want = max_bet // min_bet if max_bet and min_bet and max_bet % min_bet == 0 else current
        select(self.max_multiple, want if want in FR_MAX_MULTIPLES else 100)
        self._filling = was

    def _layout_for_profile(self) -> None:
        france = self.profile.currentData() == FRANCE
        self.max_multiple.setVisible(france)
        self.max_bet.setVisible(not france)

    # ------------------------------------------------------------------ reactions

    def _profile_changed(self) -> None:
        """A new profile brings its own defaults (side bet, limits, currency, rules); the director's
        own choices (language, speed, sound, kiosk, computer players) stay
        (:meth:`engine.store.settings_data.Settings.with_profile`)."""
        if self._filling:
            return
        try:
            keep = self.current(validate=False)
        except ConfigError:
            keep = self.original
        self._fill(keep.with_profile(self.profile.currentData()))

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
        min_bet = parse_amount(self.min_bet.text(), "limits.min")
        if profile == FRANCE:
            max_bet = min_bet * int(self.max_multiple.currentData() or 100)
        else:
            max_bet = parse_amount(self.max_bet.text(), "limits.max")
        placed = self.side_page.hyper_controls  # read by the Side bet page, which places them
        declared: dict[str, Any] = {c.attr: c.read() for key, c in self.controls.items() if key not in placed}
        s = replace(
            self.original,
            profile=profile,
            rules={key: self._value(key) for key in OPTIONS},
            min_bet=min_bet,
            max_bet=max_bet,
            **declared,
        )
        s = self.side_page.into(s, profile == FRANCE)
        if validate:
            s.validate()
        return s.normalised()

    def _tab_changed(self, _index: int) -> None:
        if not self._filling:
            self._show_base_edge()

    def _show_base_edge(self) -> None:
        """The edited rules' house edge with basic strategy, computed off the GUI thread ("…" till then),
        while the Rules page is shown (a figure is counted when the director looks at it)."""
        if self.tabs.currentWidget() is not self.rules_page:
            self.base_edge_label.setText(ELLIPSIS)
            self.base_edge_note.setText("")
            return
        try:
            rules = profile_rules(self.profile.currentData(), {key: self._value(key) for key in OPTIONS})
        except ConfigError:
            self.base_edge_label.setText("—")
            self.base_edge_note.setText(tr("the rules are not valid"))
            return
        edge = figures().base_edge(rules, while_alive(self.base_edge_label, self._show_base_edge))
        if isinstance(edge, _Pending):
            self.base_edge_label.setText(ELLIPSIS)
            self.base_edge_note.setText(tr("counting…"))
            return
        self.base_edge_label.setText("—" if edge is None else percent(edge))
        self.base_edge_note.setText(
            tr("the strategy engine is not available") if edge is None
            else tr("with the basic strategy computed for these rules, off the top of a full shoe")
        )  # fmt: skip

    def decks(self) -> int:
        """The edited deck count."""
        w = self.rule_widgets["decks"]
        assert isinstance(w, QSpinBox)
        return w.value()

    # ------------------------------------------------------------------ validation

    def _field_widget(self, field: str) -> QWidget | None:
        """The widget of a settings field (by file key), to mark a refusal."""
        if field == "limits.min":
            return self.min_bet
        if field == "limits.max":
            return self.max_multiple if self.profile.currentData() == FRANCE else self.max_bet
        if field == "profile":
            return self.profile
        if field.startswith("rules."):
            return self.rule_widgets.get(field[6:])
        on_side = self.side_page.field_widget(field)
        if on_side is not None:
            return on_side
        control = self.controls.get(field)
        return None if control is None else control.widget

    def refresh(self) -> None:
        """Re-validate after every edit: the reason of a refusal, the OK button, the house edge."""
        if self._filling:
            return
        for w in [
            *self.rule_widgets.values(),
            self.min_bet,
            self.max_bet,
            self.max_multiple,
            self.profile,
            *self.side_page.markable(),
            *(c.widget for c in self.controls.values()),
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
        self._layout_for_profile()
        language = self.controls["language"].read()
        self.side_page.show_state(self.decks(), self.profile.currentData() == FRANCE, str(language))
        self._show_base_edge()
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
        self.side_page.show_cap(cap)

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
            except (ConfigError, SaveError) as e:
                self.error_label.setText(tr("Not saved: %1").replace("%1", str(e)))
                return
        for field, old, value in diff(self.original, new):
            self.audit("setting-changed", {"field": field, "old": old, "new": value})
        if ends:
            self.audit(
                "session-end",
                {
                    "reason": "pay table changed [FR-LL-3]",
                    "old": flatten(self.original).get("side_bet.table", "none"),
                    "new": flatten(new).get("side_bet.table", "none"),
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
            except SaveError as e:
                self.error_label.setText(str(e))
