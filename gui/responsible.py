"""Responsible play on the table: the session clock on the felt, the reality check that waits for the
player's acknowledgement, the player's limits dialog, the help-line notice for the kiosk's attract
loop, and the director's reality-check interval (a page of the director's dialog).

The rules (cooling-off, what stops a deal) are :mod:`engine.core.responsible`'s; every change is journaled
through the audit callable it is given.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QDialog, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from croupier.engine.core.errors import ConfigError
from croupier.engine.core.money import Money, format_amount, parse_amount
from croupier.engine.core.responsible import (
    COOLING_OFF,
    KIND_INTERVAL,
    KIND_LIMIT,
    MAX_MINUTES,
    LimitError,
    PlayerLimits,
    PlaySession,
)

from .player_info import help_notice
from .session_clock import SessionClock as SessionClock
from .session_clock import duration_text as duration_text

CTX = "Responsible"


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def minutes_text(seconds: float) -> str:
    """Time played in words: ``1 h 02 min``, ``45 min``."""
    m = int(seconds) // 60
    return _t("%1 h %2 min").replace("%1", str(m // 60)).replace("%2", f"{m % 60:02d}") if m >= 60 else \
        _t("%1 min").replace("%1", str(m))  # fmt: skip


def refusal_text(reason: str, figures: dict[str, Any], money: Callable[[Money], str]) -> str:
    """Why the table does not deal, in the current language."""
    if reason == "reality-check":
        return _t("Please read the reality check first.")
    if reason == "time-limit":
        return _t("Your time limit (%1 min) is reached: no more deals this session.").replace(
            "%1", str(figures["minutes"])
        )
    if reason == "loss-limit":
        return _t("Your loss limit (%1) is reached: no more deals this session.").replace("%1", money(figures["limit"]))
    return (
        _t("These bets could take you past your loss limit: %1 left, %2 at stake.")
        .replace("%1", money(figures["left"]))
        .replace("%2", money(figures["stakes"]))
    )


class NoticePanel(QGraphicsObject):
    """The help-line and self-exclusion notice, for the kiosk's attract loop."""

    RECT = QRectF(-560, -60, 1120, 120)

    def __init__(self, profile: str) -> None:
        super().__init__()
        self.profile = profile
        self.setZValue(440)

    def boundingRect(self) -> QRectF:
        return self.RECT.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#c9a227"), 2))
        p.setBrush(QColor(10, 10, 10, 215))
        p.drawRoundedRect(self.RECT, 10, 10)
        p.setPen(QColor("white"))
        p.setFont(QFont("DejaVu Sans", 13))
        text = "\n".join(help_notice(self.profile))
        p.drawText(self.RECT.adjusted(18, 8, -18, -8), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


class RealityCheckDialog(QDialog):
    """Time played and net result; play waits until the player presses "Continue" (Esc does nothing)."""

    def __init__(
        self,
        session: PlaySession,
        money: Callable[[Money], str],
        parent: QWidget | None = None,
        limits: Callable[[], object] | None = None,
        profile: str = "france",
    ) -> None:
        from PySide6.QtWidgets import (  # here: the dialogs' widgets are not the first frame's
            QDialogButtonBox,
            QLabel,
            QVBoxLayout,
        )

        super().__init__(parent)
        self.session = session
        self.setObjectName("reality-check")
        self.setModal(True)
        self.setWindowTitle(_t("Reality check"))
        lay = QVBoxLayout(self)
        net = session.net()
        played = _t("You have been playing for %1.").replace("%1", minutes_text(session.elapsed()))
        sign = "+" if net > 0 else ""
        result = _t("Your net result this session: %1.").replace("%1", sign + money(net))
        self.text = QLabel(f"{played}\n{result}")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        f = self.text.font()
        f.setPointSize(f.pointSize() + 4)
        f.setBold(True)
        self.text.setFont(f)
        lay.addWidget(self.text)
        self.notice = QLabel("\n".join(help_notice(profile)))
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #444;")
        lay.addWidget(self.notice)
        buttons = QDialogButtonBox()
        self.continue_button = buttons.addButton(_t("Continue playing"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.continue_button.setDefault(True)
        self.limits_button = buttons.addButton(_t("My limits…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.limits_button.setAutoDefault(False)  # Enter always means "Continue playing"
        buttons.accepted.connect(self.accept)
        if limits is not None:
            self.limits_button.clicked.connect(limits)
        else:
            self.limits_button.setVisible(False)
        lay.addWidget(buttons)
        self.setMinimumWidth(520)

    def accept(self) -> None:
        """The player read it: the session goes on (journaled)."""
        self.session.acknowledge()
        super().accept()

    def reject(self) -> None:
        """Esc or the window's close button: the check stays until acknowledged."""


class LimitsDialog(QDialog):
    """The player's loss limit, time limit and reality check; each change journaled."""

    def __init__(
        self,
        limits: PlayerLimits,
        audit: Callable[[str, dict[str, Any]], None],
        money: Callable[[Money], str],
        *,
        profile: str = "france",
        clock: Callable[[], float] = time.time,
        parent: QWidget | None = None,
    ) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout

        super().__init__(parent)
        self.limits, self.audit, self.money, self.clock = limits, audit, money, clock
        self.setObjectName("limits")
        self.setWindowTitle(_t("My limits"))
        lay = QVBoxLayout(self)
        intro = QLabel(
            _t("A lower limit applies at once. A higher limit, or none, applies only 24 hours after you ask.")
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        self.loss = QLineEdit()
        self.loss.setPlaceholderText(_t("none"))
        self.loss.setObjectName("loss-limit")
        form.addRow(_t("Loss limit per session"), self.loss)
        self.loss_note = QLabel()
        form.addRow("", self.loss_note)
        self.time = QSpinBox()
        self.time.setRange(0, MAX_MINUTES)
        self.time.setSuffix(_t(" min"))
        self.time.setSpecialValueText(_t("none"))
        form.addRow(_t("Time limit per session"), self.time)
        self.time_note = QLabel()
        form.addRow("", self.time_note)
        self.reality = QSpinBox()
        self.reality.setRange(0, MAX_MINUTES)
        self.reality.setSuffix(_t(" min"))
        form.addRow(_t("Reality check every"), self.reality)
        self.reality_note = QLabel()
        form.addRow("", self.reality_note)
        lay.addLayout(form)
        self.message = QLabel()
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        notice = QLabel("\n".join(help_notice(profile)))
        notice.setWordWrap(True)
        notice.setStyleSheet("color: #555;")
        lay.addWidget(notice)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Close)
        self.apply_button = buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.clicked.connect(self.apply)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.fill()
        self.setMinimumWidth(560)

    def fill(self) -> None:
        """Show the limits in force and the pending raises."""
        now = self.clock()
        lim = self.limits
        loss = lim.effective("loss", now)
        self.loss.setText("" if loss is None else format_amount(loss))
        self.time.setValue(lim.effective("time", now) or 0)
        self.reality.setValue(lim.effective("reality", now) or 0)
        director = lim.director_interval
        self.reality.setSpecialValueText(
            _t("the table's (%1 min)").replace("%1", str(director)) if director else _t("off")
        )
        for name, note in (("loss", self.loss_note), ("time", self.time_note), ("reality", self.reality_note)):
            p = lim.pending.get(name)
            note.setVisible(p is not None)
            if p is None:
                note.setText("")
                continue
            when = QDateTime.fromSecsSinceEpoch(int(p.effective)).toString("yyyy-MM-dd HH:mm")
            if p.value is None:
                value = _t("none")
            elif name == "loss":
                value = self.money(p.value)
            else:
                value = _t("%1 min").replace("%1", str(p.value))
            note.setText(_t("Rises to %1 on %2").replace("%1", value).replace("%2", when))

    def apply(self) -> bool:
        """Ask for every changed limit; a bad entry names its field and changes nothing."""
        now = self.clock()
        text = self.loss.text().strip()
        try:
            loss = parse_amount(text, "loss") if text else None
        except ConfigError as e:
            self.message.setStyleSheet("color: #c0392b; font-weight: bold;")
            self.message.setText(_t("Loss limit: %1").replace("%1", e.detail))
            return False
        wanted = {"loss": loss, "time": self.time.value() or None, "reality": self.reality.value() or None}
        done: list[str] = []
        for name, value in wanted.items():
            if self.limits.effective(name, now) == value and name not in self.limits.pending:
                continue
            try:
                change = self.limits.request(name, value, now)
            except LimitError as e:
                self.message.setStyleSheet("color: #c0392b; font-weight: bold;")
                self.message.setText(str(e))
                return False
            self.audit(KIND_LIMIT, change.detail(now))
            done.append(name)
        self.message.setStyleSheet("color: #1e6b30;")
        pending = any(n in self.limits.pending for n in done)
        self.message.setText(
            _t("Saved. A higher limit applies in 24 hours.") if pending else _t("Saved.") if done else _t("No change.")
        )
        self.fill()
        return True


class DirectorPlayPage(QWidget):
    """The director's reality-check interval (0 = off), applied at once and journaled."""

    def __init__(self, limits: PlayerLimits | None, audit: Callable[[str, dict[str, Any]], None]) -> None:
        from PySide6.QtWidgets import QFormLayout, QLabel, QPushButton, QSpinBox

        super().__init__()
        self.limits = limits
        self.audit = audit
        self.setObjectName("director-play")
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.interval = QSpinBox()
        self.interval.setRange(0, MAX_MINUTES)
        self.interval.setSuffix(_t(" min"))
        self.interval.setSpecialValueText(_t("off"))
        self.interval.setValue(limits.director_interval if limits is not None else 0)
        self.interval.setEnabled(limits is not None)
        form.addRow(_t("Reality check every"), self.interval)
        note = QLabel(_t("Players may choose a shorter interval, and their own loss and time limits (F7)."))
        note.setWordWrap(True)
        form.addRow("", note)
        self.apply_button = QPushButton(_t("Apply"))
        self.apply_button.clicked.connect(self.apply)
        self.apply_button.setEnabled(limits is not None)
        form.addRow("", self.apply_button)
        self.message = QLabel("" if limits is not None else _t("No journal: nothing can be set here."))
        form.addRow("", self.message)

    def apply(self) -> None:
        """Journal the new interval and put it in force."""
        if self.limits is None:
            return
        old, new = self.limits.director_interval, self.interval.value()
        if old == new:
            self.message.setText(_t("No change."))
            return
        self.audit(KIND_INTERVAL, {"minutes": new, "old": old, "by": "director"})
        self.limits.director_interval = new
        self.message.setText(_t("Saved."))


__all__ = [
    "COOLING_OFF",
    "DirectorPlayPage",
    "LimitsDialog",
    "NoticePanel",
    "RealityCheckDialog",
    "SessionClock",
    "duration_text",
    "refusal_text",
]
