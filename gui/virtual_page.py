"""The director's "Computer players" page: how many sit at the table (0–6), the percentage of their
decisions made wrong on purpose, each one's own money when he sits down, and whether they bet the side
bet's minimum (:mod:`engine.lab.virtual`). Its fields are the settings file's ``[virtual_players]``.

The page is added to the director's dialog by :func:`add_virtual_page`; the dialog reads it back in
``current()`` through :meth:`VirtualPage.into`, and makes it read-only during a round like its other pages.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from croupier.engine.core.money import format_amount, parse_amount
from croupier.engine.lab.virtual import MOST
from croupier.engine.store.settings_data import Settings

CTX = "DirectorDialog"


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class VirtualPage(QWidget):
    """The page's widgets; ``changed`` (a callable) is called after every edit (the dialog re-validates)."""

    def __init__(self, changed: Any = None) -> None:
        super().__init__()
        self.setObjectName("virtual_page")
        self._changed = changed
        form = QFormLayout(self)
        self.count = QSpinBox()
        self.count.setRange(0, MOST)
        self.count.setAccessibleName(tr("Computer players at the table"))
        form.addRow(tr("Computer players at the table"), self.count)
        self.error_rate = QSpinBox()
        self.error_rate.setRange(0, 100)
        self.error_rate.setSuffix(" %")
        self.error_rate.setAccessibleName(tr("Their decisions made wrong on purpose"))
        form.addRow(tr("Their decisions made wrong on purpose"), self.error_rate)
        self.bankroll = QLineEdit()
        self.bankroll.setAccessibleName(tr("Each one's own money when he sits down"))
        form.addRow(tr("Each one's own money when he sits down"), self.bankroll)
        self.side_bet = QCheckBox(tr("They bet the side bet's minimum too"))
        form.addRow("", self.side_bet)
        note = QLabel(
            tr(
                "Computer players sit on the boxes the player does not play, bet the table minimum times "
                "1, 2 or 3, and play the computed basic strategy (never insurance), the percentage above "
                "made wrong on purpose. Their money is their own, apart from the player's: it is not in "
                "the player's balance, the meters or the statistics. One who cannot bet the minimum "
                "leaves his box."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        for w in (self.count, self.error_rate):
            w.valueChanged.connect(self._edited)
        self.bankroll.textChanged.connect(self._edited)
        self.side_bet.toggled.connect(self._edited)

    def _edited(self, *_: object) -> None:
        if self._changed is not None:
            self._changed()

    def fill(self, s: Settings) -> None:
        """Show the settings' computer players."""
        self.count.setValue(s.virtual_players)
        self.error_rate.setValue(s.virtual_error_rate)
        self.bankroll.setText(format_amount(s.virtual_bankroll))
        self.side_bet.setChecked(s.virtual_side_bet)

    def into(self, s: Settings) -> Settings:
        """``s`` with the page's values; raises :class:`engine.core.errors.ConfigError` naming the field
        when the bankroll does not read as an amount."""
        bankroll = parse_amount(self.bankroll.text(), "virtual_players.bankroll")
        return replace(s, virtual_players=self.count.value(), virtual_error_rate=self.error_rate.value(),
                       virtual_bankroll=bankroll, virtual_side_bet=self.side_bet.isChecked())  # fmt: skip

    def field_widget(self, field: str) -> QWidget | None:
        """The widget of a settings field, to mark a refusal."""
        widgets: dict[str, QWidget] = {
            "virtual_players.count": self.count,
            "virtual_players.error_rate": self.error_rate,
            "virtual_players.bankroll": self.bankroll,
            "virtual_players.side_bet": self.side_bet,
        }
        return widgets.get(field)


def add_virtual_page(dialog: Any) -> VirtualPage:
    """Add the Computer players page to the director's dialog (its ``tabs`` and ``refresh``)."""
    page = VirtualPage(lambda: None if getattr(dialog, "_filling", False) else dialog.refresh())
    dialog.tabs.addTab(page, tr("Computer players"))
    return page


__all__ = ["VirtualPage", "add_virtual_page"]
