"""The table's dialogs wear its own buttons (no desktop theme's tick or cross beside OK and Cancel,
even on a desktop whose style gives a dialog's standard buttons icons: GNOME's, KDE's), and the
director's dialog fits the screen it opens on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QDialogButtonBox,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QWidget,
)

from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.settings_data import Settings
from croupier.gui import on_screen
from croupier.gui.director_dialog import DirectorDialog
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


def test_the_director_dialog_fits_a_small_screen_with_its_buttons_in_view(qtbot: Any) -> None:
    """At an 800 × 600 kiosk (and smaller) the director's dialog fits the screen: its pages scroll,
    "Apply and close" and "Cancel" stay in view (the Rules page alone was 786 px wide, the French
    dialog 1,015)."""
    d = DirectorDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    d.tabs.setCurrentWidget(d.rules_page)
    for room in (QRect(0, 0, 800, 600), QRect(0, 0, 640, 480)):
        on_screen.fit(d, room)
        QApplication.processEvents()
        assert room.contains(d.frameGeometry()), (room, d.frameGeometry())
        assert d.rect().contains(d.buttons.geometry())
    assert d.pages_scroll.verticalScrollBar().maximum() > 0  # the page scrolls rather than being cut


def test_the_director_dialog_is_moved_back_onto_the_screen(qtbot: Any) -> None:
    d = DirectorDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    d.move(700, 500)
    on_screen.fit(d, QRect(0, 0, 1024, 768))
    QApplication.processEvents()
    assert QRect(0, 0, 1024, 768).contains(d.frameGeometry())


def test_the_rules_page_stacks_its_columns_in_a_narrow_dialog(qtbot: Any) -> None:
    """Side by side in a wide dialog; one above the other at 640 px, so the page scrolls down, not
    sideways, and the house edge stays on screen."""
    d = DirectorDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.wait(300)  # shown, it was fitted to the test's screen; the resizes below are the test's own
    d.tabs.setCurrentWidget(d.rules_page)
    d.resize(1400, 700)
    QApplication.processEvents()
    assert d.rules_row.direction() == QBoxLayout.Direction.LeftToRight
    on_screen.fit(d, QRect(0, 0, 640, 480))
    QApplication.processEvents()
    assert d.rules_row.direction() == QBoxLayout.Direction.TopToBottom
    assert d.pages_scroll.horizontalScrollBar().maximum() < 60
    d.resize(1400, 700)
    QApplication.processEvents()
    assert d.rules_row.direction() == QBoxLayout.Direction.LeftToRight


def test_the_statistics_window_fits_a_small_screen_once_shown(qtbot: Any, tmp_path: Path) -> None:
    """F6's window was 920 × 680: at 800 × 600 its Close, Export and Reset buttons lay off the screen.
    Shown, it is fitted to its screen's free area (here the test's screen, made to look small)."""
    from croupier.engine.store.journal import Journal
    from croupier.gui import on_screen
    from croupier.gui.stats_dialog import StatsDialog

    with Journal(tmp_path / "journal.sqlite3") as journal:
        d = StatsDialog(journal, str)
        qtbot.addWidget(d)
        room = QRect(0, 0, 800, 600)
        d.show()
        on_screen.fit(d, room)
        QApplication.processEvents()
        assert room.contains(d.frameGeometry()) and d.rect().contains(d.findChild(QDialogButtonBox).geometry())
        qtbot.waitUntil(lambda: d.stats is not None, timeout=10_000)
        d.close()


def test_keep_on_screen_fits_the_window_each_time_it_is_shown(qtbot: Any) -> None:
    w = QWidget()
    qtbot.addWidget(w)
    on_screen.keep_on_screen(w)
    room = w.screen().availableGeometry()
    w.resize(room.width() + 300, room.height() + 300)
    w.show()
    qtbot.waitUntil(lambda: w.width() <= room.width() and w.height() <= room.height(), timeout=2_000)
    w.hide()
    w.resize(room.width() + 100, 100)
    w.show()
    qtbot.waitUntil(lambda: w.width() <= room.width(), timeout=2_000)
