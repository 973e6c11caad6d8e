"""The director's controls made from the settings schema: one per declared setting
(:data:`engine.store.settings_data.DECLARED`), the control its kind calls for within its bounds: a
check box (``bool``), a list of its choices (``choice``), a spin box from its low to its high bound
(``int``) or an amount field (``amount``). Each fills itself from a :class:`Settings` value and reads
itself back, naming the file key when it does not read; the words come from
:data:`gui.director_labels.FIELD_TEXTS`.

A setting added to the schema gets its control here, on the dialog's page of its ``group``, with no
second list to keep.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from croupier.engine.core.money import format_amount, parse_amount
from croupier.engine.store.settings_data import DECLARED, Key, Settings

from .director_labels import CHOICE_LABELS, CHOICE_TEXTS, CTX, FIELD_TEXTS, FieldText


def tr(text: object) -> str:
    """Translate a string of the director's dialog (marked with ``QT_TRANSLATE_NOOP``)."""
    return QCoreApplication.translate(CTX, str(text))


def amount_edit() -> QLineEdit:
    """An amount field: digits with at most two decimals, right-aligned."""
    e = QLineEdit()
    e.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,9}(\.\d{0,2})?")))
    e.setAlignment(Qt.AlignmentFlag.AlignRight)
    e.setMaximumWidth(140)
    return e


def select(combo: QComboBox, key: object) -> None:
    """Show the item whose data is ``key`` (nothing changes when no item has it)."""
    i = combo.findData(key)
    if i >= 0:
        combo.setCurrentIndex(i)


def choice_text(field: str, choice: str) -> str:
    """A choice as the dialog lists it (translated), never its file value alone."""
    words = CHOICE_TEXTS.get(field, CHOICE_LABELS)
    return tr(words.get(choice, CHOICE_LABELS.get(choice, choice)))


class SettingControl:
    """The control of one declared setting (``attr`` of :class:`Settings`, its schema ``key``);
    ``changed`` is called after every edit."""

    def __init__(self, attr: str, key: Key, changed: Callable[[], None]) -> None:
        self.attr = attr
        self.key = key
        self.text = FIELD_TEXTS.get(key.key, FieldText(key.key))
        self.widget = self._make(changed)
        self.widget.setObjectName(f"setting-{key.key}")
        self.widget.setAccessibleName(tr(self.text.label))
        if self.text.tip:
            self.widget.setToolTip(tr(self.text.tip))

    def _make(self, changed: Callable[[], None]) -> QWidget:
        key, text = self.key, self.text
        if key.kind == "bool":
            box = QCheckBox(tr(text.label))
            box.toggled.connect(changed)
            return box
        if key.kind == "choice":
            combo = QComboBox()
            for choice in key.choices:
                combo.addItem(choice_text(key.key, choice), choice)
            combo.currentIndexChanged.connect(changed)
            return combo
        if key.kind == "int":
            spin = QSpinBox()
            spin.setRange(key.low, key.high)
            if text.suffix:
                spin.setSuffix(tr(text.suffix))
            if text.special:
                spin.setSpecialValueText(tr(text.special))
            spin.valueChanged.connect(changed)
            return spin
        if key.kind == "amount":
            edit = amount_edit()
            edit.textChanged.connect(changed)
            return edit
        raise ValueError(f"{key.key}: no control for a setting of kind {key.kind!r}")

    def row_label(self) -> str:
        """The label of the control's row: a check box's heading (its own text says what it is)."""
        return tr(self.text.heading) if self.key.kind == "bool" else tr(self.text.label)

    def fill(self, s: Settings) -> None:
        """Show the setting's value in ``s``."""
        value = getattr(s, self.attr)
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            select(w, value)
        elif isinstance(w, QSpinBox):
            assert isinstance(value, int)
            w.setValue(value)
        elif isinstance(w, QLineEdit):
            assert isinstance(value, int)
            w.setText(format_amount(value))

    def read(self) -> object:
        """The value as edited; raises :class:`engine.core.errors.ConfigError` naming the file key when
        an amount does not read (the bounds are checked with the whole settings)."""
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QSpinBox):
            return w.value()
        assert isinstance(w, QLineEdit)
        return parse_amount(w.text(), self.key.key)


def setting_controls(changed: Callable[[], None]) -> dict[str, SettingControl]:
    """A control for every declared setting, by file key, in the schema's order."""
    return {key.key: SettingControl(attr, key, changed) for attr, key in DECLARED}


def add_rows(form: QFormLayout, controls: Iterable[SettingControl]) -> None:
    """A row for each control: its label (a check box's heading) and the control."""
    for control in controls:
        form.addRow(control.row_label(), control.widget)
