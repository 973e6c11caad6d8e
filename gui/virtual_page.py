"""The director's "Computer players" page: how many sit at the table (0–6), the percentage of their
decisions made wrong on purpose, each one's own money when he sits down, and whether they bet the side
bet's minimum (:mod:`engine.lab.virtual`). Its fields are the settings file's ``[virtual_players]``,
the schema's ``virtual`` group: the dialog makes their controls from the schema
(:mod:`gui.director_fields`), fills and reads them back; this page lays them out with a word on what
computer players do.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from .director_fields import SettingControl, add_rows

CTX = "DirectorDialog"


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class VirtualPage(QWidget):
    """The page: a row for each of the group's ``controls``, then the note."""

    def __init__(self, controls: Iterable[SettingControl]) -> None:
        super().__init__()
        self.setObjectName("virtual_page")
        self.form = QFormLayout(self)
        self.controls = {c.key.key: c for c in controls}
        add_rows(self.form, self.controls.values())
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
        self.form.addRow(note)


__all__ = ["VirtualPage"]
