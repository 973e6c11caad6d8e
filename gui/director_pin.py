"""The director's PIN dialog: set on first use (twice, home play only), asked before the settings,
changed from them; after too many wrong PINs it shows the lock's countdown and refuses input; with
the PIN file missing or damaged it says the menu is locked and how to set a PIN (command line).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRegularExpression, QTimer
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from croupier.engine.store.pin import DirectorPin, PinError

from . import keypad

CTX = "DirectorDialog"


def tr(text: str, n: int = -1) -> str:
    """Translate a string of the director's dialog (``%n`` is replaced by ``n`` with the right plural)."""
    return QCoreApplication.translate(CTX, text, None, n)


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
        self.keypad = keypad.install(self, [self.old_edit, self.pin_edit, self.confirm_edit], lay)  # touch, style
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.show_lock)
        self.show_lock()

    def show_lock(self) -> None:
        """While locked, say for how long and refuse input; the timer counts down."""
        if self.pin.problem is not None:  # no usable PIN file: locked until `croupier pin set`
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            for e in (self.old_edit, self.pin_edit, self.confirm_edit):
                e.setEnabled(False)
            self.message.setText(tr("The PIN file is missing or damaged: the director's menu is locked. "
                                    "Set a new PIN from the command line: croupier pin set"))  # fmt: skip
            return
        left = self.pin.locked_for() if self.mode != "set" else 0.0
        locked = left > 0
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not locked)
        for e in (self.old_edit, self.pin_edit, self.confirm_edit):
            e.setEnabled(not locked)
        if locked:
            self.message.setText(tr("Too many wrong PINs: locked for %n second(s).", int(min(left, 86_400) + 0.999)))
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
                self.message.setText(tr("Wrong PIN: %n try(s) left before a lock.", attempt.tries_left))
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
