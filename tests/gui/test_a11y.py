"""Accessibility: the round read aloud for screen readers, high contrast, four colours, text scale."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from croupier.engine.core import events as ev
from croupier.engine.core.cards import Card
from croupier.engine.core.table import build_config
from croupier.engine.lab.replay import parse_scenario, play
from croupier.gui import fonts, legibility
from croupier.gui.a11y import Announcer, TableAssist, card_name
from croupier.gui.i18n import Languages
from croupier.gui.legibility import DeckStyle, contrast_ratio, high_contrast_palette, text_scale

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
PLAYABLE = sorted(
    p for p in SCENARIOS.glob("*.json") if "error" not in json.loads(p.read_text(encoding="utf-8")).get("expected", {})
)  # the scenarios that deal a round (the others are refused before the deal)


def _round(path: Path):  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text(encoding="utf-8"))
    config, plans, cards, balances = parse_scenario(data["scenario"])
    return config, play(config, plans, cards, balances)


@pytest.mark.parametrize("path", PLAYABLE, ids=lambda p: p.stem)
def test_announcer_keeps_the_same_hands_as_the_engine(qapp: QApplication, path: Path) -> None:
    """Every lab scenario: the announcer's hands (splits included) match the engine's before clearing."""
    config, r = _round(path)
    a = Announcer(config)
    for e in r.events:
        if isinstance(e, ev.Clear):
            break
        a.feed(e)
    for box in r.order:
        for i, hand in enumerate(box.hands, start=1):
            seen = a.hand(box.n, i if len(box.hands) > 1 else 0)
            assert seen is not None and seen.cards == hand.cards, f"box {box.n} hand {i}"
    dealer = a.hand(0)
    shown = [c for c in r.dealer.cards]
    if dealer is not None:
        assert dealer.cards == shown[: len(dealer.cards)]


@pytest.fixture
def english(qapp: QApplication):  # type: ignore[no-untyped-def]
    lang = Languages()
    assert lang.set_language("en")
    yield lang


def test_announcer_says_cards_totals_and_results_in_english(english: Languages) -> None:
    config = build_config("france")
    target = QWidget()
    a = Announcer(config, target)
    heard: list[tuple[str, bool]] = []
    a.feed(ev.Bet(3, ev.Kind.MAIN, 10000, 1))  # before anything is listened to
    a.announced.connect(lambda text, dealer: heard.append((text, dealer)))
    a.feed(ev.Dealt(3, 1, Card.parse("AS"), 11, True))
    a.feed(ev.Dealt(0, 0, Card.parse("9H"), 9, False))
    a.feed(ev.Dealt(3, 1, Card.parse("6D"), 17, True))
    a.feed(ev.Announce(2))
    a.feed(ev.MainPay(3, 1, 15000))
    assert [t for t, _ in heard] == [
        "Box 3: ace of spades, total soft 11.",
        "Dealer: nine of hearts, total 9.",
        "Box 3: six of diamonds, total soft 17.",
        "2 bonuses in play.",
        "Box 3 wins €15.",
    ]
    assert [d for _, d in heard] == [False, True, False, True, False]  # the dealer's own words
    assert target.accessibleDescription() == "Box 3 wins €15."


def test_fr_ll_5_no_bonus_is_announced_too(qapp: QApplication) -> None:
    a = Announcer(build_config("france"))
    assert a.feed(ev.Announce(0)) == "No bonus in play."


def test_blackjack_and_bust_are_named(qapp: QApplication) -> None:
    a = Announcer(build_config("france"))
    for box in (1, 2):
        a.feed(ev.Bet(box, ev.Kind.MAIN, 10000, 1))
    a.feed(ev.Dealt(1, 1, Card.parse("KS"), 10, False))
    assert a.feed(ev.Dealt(1, 1, Card.parse("AH"), 21, True)) == "Box 1: ace of hearts, total blackjack."
    a.feed(ev.Dealt(2, 1, Card.parse("KS"), 10, False))
    a.feed(ev.Dealt(2, 1, Card.parse("6H"), 16, False))
    assert a.feed(ev.Dealt(2, 1, Card.parse("9C"), 25, False)) == "Box 2: nine of clubs, total bust, 25."


def test_split_hands_are_named_by_hand(qapp: QApplication) -> None:
    a = Announcer(build_config("france"))
    a.feed(ev.Bet(4, ev.Kind.MAIN, 10000, 1))
    for code, total in (("8S", 8), ("8H", 16)):
        a.feed(ev.Dealt(4, 1, Card.parse(code), total, False))
    assert a.feed(ev.Action(4, 1, ev.Decision.SPLIT)) == "Box 4 splits."
    assert a.feed(ev.Dealt(4, 1, Card.parse("3C"), 11, False, split=True)) == "Box 4, hand 1: three of clubs, total 11."
    king = ev.Dealt(4, 2, Card.parse("KD"), 18, False, split=True)
    assert a.feed(king) == "Box 4, hand 2: king of diamonds, total 18."


def test_hole_card_is_not_read_out(qapp: QApplication) -> None:
    a = Announcer(build_config("puerto-rico"))
    a.feed(ev.Dealt(0, 0, Card.parse("TH"), 10, False))
    assert a.feed(ev.Dealt(0, 0, Card.parse("AS"), 10, False, True)) == "The dealer takes a hole card."
    assert a.feed(ev.Reveal(Card.parse("AS"), 21, True)) == "The dealer turns ace of spades, total blackjack."


def test_card_names_cover_the_deck(qapp: QApplication) -> None:
    names = {card_name(Card.parse(r + s)) for r in "A23456789TJQK" for s in "SHDC"}
    assert len(names) == 52


def test_high_contrast_palette_meets_wcag_aaa(qapp: QApplication) -> None:
    pal = high_contrast_palette()
    pairs = [
        (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
        (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
        (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
        (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
    ]
    for fg, bg in pairs:
        assert contrast_ratio(pal.color(fg), pal.color(bg)) >= 7.0, (fg, bg)
    assert contrast_ratio(legibility.FOCUS_COLOUR, QColor("#0b5d2a")) >= 3.0  # the focus ring on the felt


def test_set_high_contrast_switches_and_restores_the_palette(qapp: QApplication) -> None:
    before = QApplication.palette().color(QPalette.ColorRole.Window)
    legibility.set_high_contrast(qapp, True)
    assert QApplication.palette().color(QPalette.ColorRole.Window) == QColor("#000000")
    legibility.set_high_contrast(qapp, False)
    assert QApplication.palette().color(QPalette.ColorRole.Window) == before


def test_deck_style_passes_the_card_painter_flags() -> None:
    assert DeckStyle(True, False).card_kwargs() == {"four_colour": True, "high_contrast": False}


def test_text_scales_with_the_system_font(qapp: QApplication) -> None:
    small, large = QFont(), QFont()
    small.setPointSizeF(legibility.REFERENCE_POINT_SIZE)
    large.setPointSizeF(legibility.REFERENCE_POINT_SIZE * 1.5)
    assert text_scale(small) == pytest.approx(1.0)
    assert text_scale(large) == pytest.approx(1.5)
    assert text_scale(large, user=1.2) == pytest.approx(1.8)
    assert text_scale(large, user=10) == 3.0  # capped so the felt stays readable
    pixel = QFont()
    pixel.setPixelSize(24)
    assert text_scale(pixel) == pytest.approx(1.8)
    assert fonts.scaled_font(large, 2.0).pointSizeF() == pytest.approx(legibility.REFERENCE_POINT_SIZE * 3)


def test_announcer_speaks_french_and_spanish(qapp: QApplication) -> None:
    lang = Languages()
    a = Announcer(build_config("france"))
    try:
        a.feed(ev.Bet(2, ev.Kind.MAIN, 10_000, 1))
        lang.set_language("fr")
        a.feed(ev.Dealt(2, 1, Card.parse("QH"), 10, False))
        assert a.feed(ev.Dealt(2, 1, Card.parse("AS"), 21, True)) == "Case 2\u00a0: as de pique, total black jack."
        assert a.feed(ev.Announce(1)) == "1 bonus en jeu."
        lang.set_language("es")
        assert a.feed(ev.Announce(3)) == "3 bonos en juego."
        assert a.feed(ev.MainPay(2, 1, 15_000)) == "Casilla 2 gana 15\u00a0€."
    finally:
        lang.set_language("en")


def test_fitted_font_shrinks_a_long_label_to_its_button(qapp: QApplication) -> None:
    from PySide6.QtGui import QFontMetricsF

    f = QFont()
    f.setPointSizeF(19)
    width = QFontMetricsF(f).horizontalAdvance("SURRENDER")
    fitted = fonts.fitted_font(f, "ABANDONNER", width)
    assert QFontMetricsF(fitted).horizontalAdvance("ABANDONNER") <= width * 1.02
    assert fonts.fitted_font(f, "HIT", width).pointSizeF() == 19  # short labels keep their size
    assert fonts.fitted_font(f, "X" * 200, width).pointSizeF() >= 19 * 0.6 - 0.01  # never unreadable


def test_table_assist_announces_a_keyboard_round_in_the_tables_language(qapp: QApplication) -> None:
    """Attached to the real table: the director's language, the sentences of a round played with keys
    only, M's mute and F1's help."""

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from croupier.engine.core.cards import parse_cards
    from croupier.engine.core.money import SCALE
    from croupier.engine.core.session import Session
    from croupier.engine.core.shoe import FixedShoe
    from croupier.engine.store.settings_data import Settings
    from croupier.gui.controller import TableController
    from croupier.gui.help import HelpDialog
    from croupier.gui.scene import TableScene
    from croupier.gui.table_view import TableView

    config = build_config("france")
    cards = parse_cards("QH 8S KD AH KC QH 8D QD 9C 3H 7S 2C 9D 5S TC 6H 4D")
    session = Session(config, 5000 * SCALE, shoe=FixedShoe(config.rules, cards))
    scene = TableScene(config)
    controller = TableController(session, scene)
    controller.animator.speed = "instant"
    view = TableView(scene, controller)
    settings = Settings(language="fr", volume=40, four_colour=True)
    assist = TableAssist(view, controller, settings)
    try:
        assert assist.languages.language() == "fr"
        assert view.accessibleName() == "Black jack avec Lucky Ladies (France)"
        assert assist.deck.four_colour and assist.sound.volume() == 0.4
        session.act("bet", 1, 25 * SCALE, 5 * SCALE)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_S, Qt.Key.Key_S, Qt.Key.Key_S):
            controller.key(key)
            controller.animator.finish()
        said = assist.announcer.history
        assert "Case 1\u00a0: dame de cœur, total 10." in said
        assert "Croupier\u00a0: huit de pique, total 8." in said
        assert "1 bonus en jeu." in said  # [FR-LL-5]
        assert "Case 1 reste." in said  # S, from the keyboard
        assert said[-1] == "Case 1 gagne 25\u00a0€."
        assert view.accessibleDescription() == said[-1]
        view.show()
        view.activateWindow()
        assert QTest.qWaitForWindowActive(view, 2000)
        QTest.keyClick(view, Qt.Key.Key_M)
        assert assist.sound.is_muted()
        QTest.keyClick(view, Qt.Key.Key_F1)
        QTest.keyClick(view, Qt.Key.Key_F1)  # a second F1 brings the same window forward
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, HelpDialog) and w.isVisible()]
        assert len(dialogs) == 1 and dialogs[0].windowTitle() == "Règles de la table"
        dialogs[0].close()
        assist.toggle_mute()
        assert not assist.sound.is_muted()
    finally:
        assist.languages.set_language("en")
        view.close()
        view.deleteLater()


def test_v_turns_the_voice_on_and_off_and_says_so(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    from croupier.gui import speech

    mod = speech._tts_module()
    if mod is None or "mock" not in mod.QTextToSpeech.availableEngines():
        pytest.skip("QtTextToSpeech (PySide6-Addons) is not installed")
    from croupier.gui.app import build_table, demo_session

    lang = Languages()
    lang.set_language("en")
    _scene, controller, view = build_table(demo_session())
    assist = TableAssist(view, controller)
    assist.speaker = speech.Speaker(assist, engine="mock")
    spoken: list[str] = []
    assist.speaker.spoken.connect(spoken.append)
    assist.toggle_voice()
    assert assist.speaker.is_enabled() and spoken == ["Voice on."]
    assist.announcer.feed(ev.Bet(1, ev.Kind.MAIN, 1000, 1))  # a player's bet and result: announced, not spoken
    assist.announcer.feed(ev.Announce(2))
    assist.announcer.feed(ev.MainPay(1, 1, 1000))
    assert spoken == ["Voice on.", "2 bonuses in play."]
    assist.toggle_voice()
    assert not assist.speaker.is_enabled() and assist.announcer.history[-1] == "Voice off."
    view.close()


# --- the player's own language (a button on the felt) ---------------------------------------------


def test_language_button_changes_the_language_for_this_player_only(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication

    from croupier.engine.store.settings_data import Settings
    from tests.gui.test_wiring import click, make_host

    host = make_host(qtbot, tmp_path, settings=Settings(language="en"), aids=True)
    assist = host.assist
    try:
        b = host.scene.buttons["language"]
        assert b.label == "LANGUAGE: ENGLISH"
        speed = host.scene.buttons["speed"]
        assert not b.mapRectToScene(b.face).intersects(speed.mapRectToScene(speed.face))
        click(host.view, b.mapToScene(b.face.center()))  # a real click on the felt's button
        assert assist.languages.language() == "fr"  # the next language
        assert host.scene.buttons["language"].label == "LANGUE : FRANÇAIS"
        assert QCoreApplication.translate("Table", "DEAL") == "DONNER"
        assert not (tmp_path / "settings.toml").exists()  # the director's settings are not touched
        # the director applies other settings: the player's language stays
        host.apply_settings(Settings(language="en", volume=10), False)
        assert assist.languages.language() == "fr" and host.scene.buttons["language"].label.startswith("LANGUE")
        # the director changes the table's language: his applies
        host.apply_settings(Settings(language="es", volume=10), False)
        assert assist.languages.language() == "es"
        assist.next_language()
        assert assist.languages.language() == "en"
        # a new player (the kiosk's attract mode) starts in the director's language
        assist.new_player()
        assert assist.languages.language() == "es"
    finally:
        assist.languages.set_language("en")
