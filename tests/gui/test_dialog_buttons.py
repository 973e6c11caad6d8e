"""The table's dialogs wear its own buttons: no desktop theme's tick or cross beside OK and Cancel,
even on a desktop whose style gives a dialog's standard buttons icons (GNOME's, KDE's)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QProxyStyle, QStyle, QStyleOption, QWidget

from croupier.engine.store.pin import DirectorPin
from croupier.gui.director_pin import PinDialog


class IconsOnButtons(QProxyStyle):
    """A desktop style that puts icons on a dialog's standard buttons."""

    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,
                  widget: QWidget | None = None, returnData: Any = None) -> int:  # fmt: skip
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return int(super().styleHint(hint, option, widget, returnData))

    def standardIcon(self, icon: QStyle.StandardPixmap, option: QStyleOption | None = None,
                     widget: QWidget | None = None) -> Any:  # fmt: skip
        pix = QPixmap(16, 16)
        pix.fill()
        return QIcon(pix)


@pytest.fixture
def icon_style(qapp: QApplication) -> Iterator[None]:
    before = qapp.style().name()
    qapp.setStyle(IconsOnButtons(before))
    yield
    qapp.setStyle(before)


def test_the_pin_dialog_buttons_have_no_icons(icon_style: None, qtbot: Any, tmp_path: Path) -> None:
    dlg = PinDialog(DirectorPin(tmp_path / "director-pin.json", n=2**8))
    qtbot.addWidget(dlg)
    buttons = dlg.findChild(QDialogButtonBox).buttons()
    assert buttons and all(b.icon().isNull() for b in buttons)


def test_without_the_table_style_the_same_style_does_give_icons(icon_style: None, qtbot: Any) -> None:
    """The control: the style above does put icons on a plain button box."""
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert not box.buttons()[0].icon().isNull()
