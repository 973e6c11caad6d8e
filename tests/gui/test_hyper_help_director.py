"""Hyper black jack beyond the felt: the director chooses which side bets a French table offers (Lucky
Ladies, hyper black jack, both or none) and its limits per case, saved and read back [FR-HBJ-3]; the
help explains it with each case's exact house edge, counted off the GUI thread [FR-HBJ-2]; the
placard's text is legible; the announcer says the bets and their results [FR-HBJ-6]."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QComboBox

from croupier.engine.core import events as ev
from croupier.engine.core.hyper import CASES
from croupier.engine.core.money import SCALE
from croupier.engine.core.paytables import LUCKY_LADIES
from croupier.engine.core.rules import PUERTO_RICO
from croupier.engine.core.table import build_config
from croupier.engine.math.hyper_odds import hyper_odds
from croupier.engine.store import settings as st
from croupier.engine.store.settings_data import Settings
from croupier.gui import help as helpmod
from croupier.gui.a11y import Announcer
from croupier.gui.director_dialog import DirectorDialog
from croupier.gui.figures import figures
from croupier.gui.hyper_figures import case_odds
from croupier.gui.placard import hyper_placard_lines, limits_lines


def _dialog(qtbot: Any, settings: Settings | None = None) -> DirectorDialog:
    d = DirectorDialog(settings or Settings())
    qtbot.addWidget(d)
    return d


def _select(combo: QComboBox, data: object) -> None:
    i = combo.findData(data)
    assert i >= 0, data
    combo.setCurrentIndex(i)


@pytest.mark.parametrize(
    ("side", "hyper", "words"),
    [
        (LUCKY_LADIES, False, "Lucky Ladies only"),
        ("none", True, "Hyper black jack only"),
        (LUCKY_LADIES, True, "Lucky Ladies and hyper black jack"),
        ("none", False, "No side bet"),
    ],
)
def test_fr_hbj_3_the_director_s_choice_of_side_bets_round_trips_to_the_settings_file(
    qtbot: Any, tmp_path: Path, side: str, hyper: bool, words: str
) -> None:
    path = tmp_path / "settings.toml"
    d = _dialog(qtbot)
    d.path = path
    d.confirm = lambda text: True  # type: ignore[method-assign]
    _select(d.side_page.side_bet, side)
    d.side_page.hyper_box.setChecked(hyper)
    if hyper:
        d.side_page.hyper_min.setText("2")
        d.side_page.hyper_max.setText("50")
    assert d.side_page.offer_label.text() == words
    assert d.error is None and d.ok_button.isEnabled()
    d.accept()
    assert d.result() == 1
    loaded, problems = st.load(path)
    assert problems == []
    assert (loaded.side_bet, loaded.hyper) == (side, hyper)
    if hyper:
        assert (loaded.hyper_min, loaded.hyper_max) == (2 * SCALE, 50 * SCALE)
        config = loaded.table_config()
        assert config.hyper.offered and (config.hyper.min, config.hyper.max) == (2 * SCALE, 50 * SCALE)
    again = _dialog(qtbot, loaded)  # and the dialog shows what the file says
    assert again.side_page.hyper_box.isChecked() == hyper and again.side_page.offer_label.text() == words


def test_fr_hbj_3_limits_the_wrong_way_round_are_refused_naming_the_field(qtbot: Any) -> None:
    d = _dialog(qtbot)
    d.side_page.hyper_box.setChecked(True)
    d.side_page.hyper_min.setText("50")
    d.side_page.hyper_max.setText("10")
    assert d.error is not None and d.error.field == "hyper.max"
    assert not d.ok_button.isEnabled()
    assert d.side_page.hyper_max.styleSheet()  # the field at fault is marked
    d.side_page.hyper_max.setText("100")
    assert d.error is None


def test_fr_hbj_1_hyper_black_jack_is_french_only_in_the_dialog(qtbot: Any) -> None:
    d = _dialog(qtbot, Settings(hyper=True))
    assert d.side_page.hyper_box.isEnabled() and d.side_page.hyper_box.isChecked()
    _select(d.profile, PUERTO_RICO)
    assert not d.side_page.hyper_box.isEnabled()
    assert d.current().hyper is False  # a Puerto Rico table never offers it
    assert d.error is None


def test_fr_hbj_2_help_explains_hyper_black_jack_with_each_case_s_exact_house_edge(qtbot: Any) -> None:
    config = build_config("france", rules={"decks": 2}, hyper={"min": "1", "max": "100"})
    first = helpmod.help_html(config)
    assert "Hyper black jack" in first and "17, 18, 19, 20, 21, BLACK JACK and BUST" in first
    assert "Per case" not in first  # the placard's words are the felt's, the help has its own
    assert "between €1 and €100" in first
    assert "<td>…</td>" in first  # not counted on the GUI thread: the worker counts it, "…" until then
    assert figures().wait(20_000)
    assert case_odds(config.rules) is not None
    text = helpmod.help_html(config)
    exact = hyper_odds(config.rules)
    for o in exact.outcomes:
        assert f"{float(o.house_edge) * 100:.2f}\u202f%" in text, o.outcome
    assert "losing hyper black jack bets are collected, then the losing main bets" in text
    assert "Hyper black jack" not in helpmod.help_html(build_config("france"))


def test_fr_hbj_2_the_help_dialog_redraws_when_the_figures_arrive(qtbot: Any) -> None:
    config = build_config("france", rules={"decks": 3}, hyper={})
    dialog = helpmod.HelpDialog(config)
    qtbot.addWidget(dialog)
    edge = hyper_odds(config.rules).outcome("bust").house_edge
    want = f"{float(edge) * 100:.2f}"
    qtbot.waitUntil(lambda: want in dialog.browser.toPlainText(), timeout=20_000)


def test_fr_hbj_2_the_placard_lists_every_case_with_its_odds_and_the_limits() -> None:
    config = build_config("france", hyper={"min": "2", "max": "40"})
    lines = hyper_placard_lines(config)
    assert lines[0] == "HYPER BLACK JACK"
    assert lines[1:8] == ["17 4 to 1", "18 5 to 1", "19 5 to 1", "20 4 to 1", "21 10 to 1", "BLACK JACK 19 to 1",
                          "BUST 2 to 1"]  # fmt: skip
    assert len(lines) == 8
    assert "Hyper black jack: min €2 · max €40" in limits_lines(config)  # with the other limits
    assert hyper_placard_lines(build_config("france")) == []
    assert not any("Hyper" in line for line in limits_lines(build_config("france")))


def test_fr_hbj_6_the_announcer_says_hyper_bets_and_their_results() -> None:
    config = build_config("france", hyper={})
    a = Announcer(config)
    a.feed(ev.Bet(3, ev.Kind.MAIN, 10 * SCALE, 1))  # the round's own stream: the box's main bet first
    assert a.feed(ev.Bet(3, ev.Kind.HYPER, 5 * SCALE, 0, "bust")) == "Box 3: hyper black jack €5 on BUST."
    for case in ("17", "blackjack"):  # the stakes the results settle
        a.feed(ev.Bet(3, ev.Kind.HYPER, 5 * SCALE, 0, case))
    assert a.feed(ev.HyperCollect(3, "17", 5 * SCALE)) == "Box 3 loses the hyper black jack bet on 17."
    assert a.feed(ev.HyperPay(3, "blackjack", 95 * SCALE)) == (
        "Box 3 wins the hyper black jack bet on BLACK JACK: paid €95."
    )
    assert len(CASES) == 7


def test_fr_hbj_1_every_text_of_the_hyper_table_is_at_least_12_px_tall_at_1280_by_720(qtbot: Any) -> None:
    from croupier.engine.core.cards import parse_cards
    from croupier.engine.core.session import Session
    from croupier.engine.core.shoe import FixedShoe
    from croupier.gui import i18n
    from croupier.gui.app import build_table

    from .test_text_size import rendered_texts

    lang = i18n.Languages()
    try:
        for language in ("en", "fr", "es"):
            assert lang.set_language(language)
            config = build_config("france", hyper={"min": "1", "max": "100"})
            session = Session(config, 5000 * SCALE, shoe=FixedShoe(config.rules, parse_cards("TS 9C 7D 8H 6S 2C TH")))
            scene, controller, view = build_table(session)
            qtbot.addWidget(view)
            controller.animator.speed = "instant"
            scene.rack.select(10 * SCALE)
            controller.place(3, "main")
            scene.rack.select(5 * SCALE)
            controller.place(3, "hyper:blackjack")
            controller.place(3, "hyper:20")
            controller.deal()
            controller.key(0x53)  # S: stand
            controller.animator.finish()
            texts = rendered_texts(scene, config)
            hyper = [t for t, _h in texts if "pour 1" in t or "to 1" in t or " a 1" in t or "BLACK" in t]
            assert hyper, language
            small = [(t, round(h, 2)) for t, h in texts if h < 12 - 1e-6]
            assert small == [], language
    finally:
        lang.set_language("en")
