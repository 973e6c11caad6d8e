"""Croupier's table: the PySide6 scene, items, animations and dialogs (no game rule lives here).

Importing the package puts :mod:`gui.qt_enums` in place: PySide6's Python enums made after it (all of
those of the Qt classes the table names, whichever way the table is started) are made the quick way."""

from . import qt_enums

qt_enums.install()
