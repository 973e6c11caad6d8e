"""The help: the active table's rules, options, limits and pay table, from the engine's data."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from croupier.engine.core.paytables import FRENCH_LABELS, SPANISH_LABELS
from croupier.engine.core.rules import OPTIONS, Rules
from croupier.engine.core.table import build_config
from croupier.gui import help as helpmod
from croupier.gui.i18n import Languages


@pytest.fixture
def languages(qapp: QApplication):  # type: ignore[no-untyped-def]
    lang = Languages()
    yield lang
    lang.set_language("en")


def _values(key: str) -> list[object]:
    opt = OPTIONS[key]
    if opt.kind == "bool":
        return [True, False]
    if opt.kind == "int":
        return [opt.low, opt.high]
    return list(opt.choices)


@pytest.mark.parametrize("key", list(OPTIONS))
def test_every_rule_option_has_words_for_each_value(qapp: QApplication, key: str) -> None:
    """A new engine option cannot reach the table without the help saying what it does."""
    for value in _values(key):
        try:
            rules = Rules(decks=8).with_options({key: value})
        except Exception:
            continue  # a combination the engine refuses on its own
        helpmod.rule_sentence(key, rules)  # raises KeyError for an option it does not know


def test_france_help_lists_the_table_as_configured(qapp: QApplication, languages: Languages) -> None:
    languages.set_language("en")
    config = build_config("france", rules={"soft_17": "hit", "surrender": "late"})
    text = helpmod.help_html(config)
    assert "Blackjack with Lucky Ladies (France)" in text
    assert "also draws on soft 17" in text and "[FR-BJ-5]" in text
    assert "half your bet back" in text
    assert "no hole card" in text  # ENHC [FR-BJ-3]
    assert "Bet per box: €10 to €1,000." in text
    assert "Side bet: €1 to €100." in text
    assert "1,000 to 1" in text and "125 to 1" in text  # pay table A [FR-LL-3]


def test_fr_ll_3_french_table_shows_the_regulation_wording(qapp: QApplication, languages: Languages) -> None:
    assert languages.set_language("fr")
    text = helpmod.help_html(build_config("france"))
    for label in FRENCH_LABELS.values():
        assert label.replace("'", "&#x27;") in text or label in text


def test_pr_ll_6_spanish_table_shows_the_regulation_wording(qapp: QApplication, languages: Languages) -> None:
    assert languages.set_language("es")
    text = helpmod.help_html(build_config("puerto-rico"))
    for label in SPANISH_LABELS.values():
        assert label in text
    assert "Apuesta adicional: de $1 a $7.50." in text  # Puerto Rico writes dollars the US way


def test_pr_ll_3_help_shows_the_lowered_bonus_maximum(qapp: QApplication, languages: Languages) -> None:
    languages.set_language("en")
    text = helpmod.help_html(build_config("puerto-rico"))
    assert "Side bet: $1 to $7.50." in text  # 3 × 500 ÷ 200 [PR-LL-3]
    assert "dealer takes a hole card" in text


def test_unregulated_pay_table_is_marked(qapp: QApplication, languages: Languages) -> None:
    languages.set_language("en")
    text = helpmod.help_html(build_config("puerto-rico", side_bet={"table": "PT3", "min": "1", "max": "5"}))
    assert "not the one in the regulation" in text


def test_help_dialog_follows_a_language_change(qapp: QApplication, languages: Languages) -> None:
    languages.set_language("en")
    keys = [("H", "Hit")]
    dialog = helpmod.HelpDialog(build_config("france"), shortcuts=lambda: keys)
    assert dialog.windowTitle() == "Rules of the table"
    assert "Hit" in dialog.browser.toPlainText()
    languages.set_language("fr")
    QApplication.sendPostedEvents(dialog, QEvent.Type.LanguageChange)
    assert dialog.windowTitle() != "Rules of the table"
    assert "Paire de dames de cœur" in dialog.browser.toPlainText()
    languages.set_language("en")
    QApplication.sendPostedEvents(dialog, QEvent.Type.LanguageChange)
    assert dialog.windowTitle() == "Rules of the table"
    dialog.deleteLater()


def test_show_help_needs_no_round(qapp: QApplication) -> None:
    """Reachable before any bet: only the table's configuration is needed."""
    dialog = helpmod.show_help(build_config("puerto-rico"))
    assert dialog.isVisible()
    dialog.close()


def test_help_explains_betting_with_mouse_keys_and_touch(qtbot: Any) -> None:
    from croupier.gui.help import HelpDialog, help_html

    text = help_html(build_config("france"))
    assert "How to bet" in text
    for how in ("Mouse", "Keys", "Touch"):
        assert f"<b>{how}</b>" in text
    assert "Right-click" in text and "Page Up" in text and "Tap a chip" in text
    d = HelpDialog(build_config("france"))
    qtbot.addWidget(d)
    assert "How to bet" in d.browser.toPlainText()


def test_help_is_in_the_tables_style_and_kiosk_sized_at_a_kiosk(qtbot: Any) -> None:
    from PySide6.QtWidgets import QWidget

    from croupier.gui.help import HelpDialog
    from croupier.gui.style import TABLE

    desk = HelpDialog(build_config("france"))
    qtbot.addWidget(desk)
    assert TABLE.room in desk.styleSheet() and TABLE.gold in desk.styleSheet()
    kiosk_window = QWidget()
    kiosk_window.kiosk = True  # type: ignore[attr-defined]
    qtbot.addWidget(kiosk_window)
    k = HelpDialog(build_config("france"), kiosk_window)
    assert "font-size: 26px" in k.styleSheet() and "font-size: 17px" in desk.styleSheet()
    assert "At this table the buttons and chips are larger" in k.browser.toPlainText()


def test_help_fits_a_small_screen(qtbot: Any) -> None:
    from PySide6.QtGui import QGuiApplication

    from croupier.gui.help import HelpDialog

    d = HelpDialog(build_config("france"))
    qtbot.addWidget(d)
    room = QGuiApplication.primaryScreen().availableGeometry()
    assert d.width() <= room.width() and d.height() <= room.height()
