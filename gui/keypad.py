"""An on-screen keypad for the director's PIN: ten digits, rub out and clear, as large buttons in the
table's style, so a kiosk's touch screen needs no keyboard. The keys type into the PIN field that has
(or last had) the focus; the keyboard keeps working beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QBoxLayout, QDialog, QFrame, QGridLayout, QLineEdit, QPushButton, QSizePolicy, QWidget

from . import style

BACK = "⌫"


def _t(text: str) -> str:
    return QCoreApplication.translate("Keypad", text)


class Keypad(QFrame):
    """Digits 1–9, then clear, 0 and rub out, typing into one of ``fields``."""

    def __init__(self, fields: Sequence[QLineEdit], parent: QWidget | None = None, *, kiosk: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("tableStyle")
        self.fields = list(fields)
        self._target: QLineEdit | None = self.fields[0] if self.fields else None
        grid = QGridLayout(self)
        grid.setSpacing(10 if kiosk else 6)
        side = 84 if kiosk else 56
        self.keys: dict[str, QPushButton] = {}
        labels = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "C", "0", BACK]
        for i, label in enumerate(labels):
            b = QPushButton(label)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the PIN field keeps the focus
            b.setMinimumSize(side, side)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            b.setObjectName(f"key-{label}")
            if label == "C":
                b.setAccessibleName(_t("Clear"))
                b.setToolTip(_t("Clear"))
            elif label == BACK:
                b.setAccessibleName(_t("Rub out"))
                b.setToolTip(_t("Rub out"))
            b.clicked.connect(lambda _=False, k=label: self.press(k))
            grid.addWidget(b, i // 3, i % 3)
            self.keys[label] = b
        for f in self.fields:
            f.installEventFilter(self)
        self.sync()

    def target(self) -> QLineEdit | None:
        """The field the keys type into: the focused one, else the last focused, else the first enabled."""
        for f in self.fields:
            if f.hasFocus():
                self._target = f
        t = self._target
        if t is None or not t.isEnabled() or not t.isVisibleTo(self.window()):
            t = next((f for f in self.fields if f.isEnabled() and f.isVisibleTo(self.window())), None)
        return t

    def press(self, key: str) -> None:
        """One key: a digit (kept only when the field accepts it), C clears, ⌫ rubs out one digit."""
        t = self.target()
        if t is None:
            return
        if key == "C":
            t.clear()
        elif key == BACK:
            t.backspace()
        else:
            t.insert(key)  # the field's validator refuses a thirteenth digit
        t.setFocus()

    def sync(self) -> None:
        """Keys enabled only while a field takes input (not while the PIN is locked)."""
        on = any(f.isEnabled() for f in self.fields)
        for b in self.keys.values():
            b.setEnabled(on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress) and isinstance(watched, QLineEdit):
            self._target = watched
        elif event.type() == QEvent.Type.EnabledChange:
            self.sync()
        return False


def install(dialog: QDialog, fields: Sequence[QLineEdit], layout: QBoxLayout) -> Keypad:
    """Dress a PIN dialog in the table's style and put a keypad for its shown fields above its buttons."""
    kiosk = style.is_kiosk(dialog.parentWidget())
    style.dress(dialog, kiosk)
    shown = [f for f in fields if f.parentWidget() is not None]
    pad = Keypad(shown, dialog, kiosk=kiosk)
    layout.insertWidget(max(0, layout.count() - 1), pad)
    message = getattr(dialog, "message", None)
    if message is not None:  # the refusal in the style's own warning colour, readable on the dark room
        message.setObjectName("message")
        message.setStyleSheet("")
    intro = getattr(dialog, "intro", None)
    if intro is not None:
        intro.setObjectName("lead")
    return pad
