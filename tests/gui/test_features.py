"""The player's and director's extras on the running table: statistics (F6) equal to a count from the
journal, the director's Meters page equal to ``croupier audit``'s figures with its exports, the
reality check on a faked clock that blocks play until acknowledged, the player's limits (lowered at
once, raised after 24 hours), the return to player in the help equal to ``croupier odds``, and the
help-line notice in the help and on the kiosk's attract loop."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from croupier.engine.cli.main import main
from croupier.engine.core.responsible import COOLING_OFF
from croupier.engine.core.table import build_config
from croupier.engine.lab.stats import RESET_KIND, collect
from croupier.engine.store.journal import Journal
from croupier.engine.store.settings_data import Settings
from croupier.gui import features, player_info
from croupier.gui.director_dialog import DirectorDialog
from croupier.gui.help import help_html
from croupier.gui.responsible import LimitsDialog
from tests.gui.test_wiring import make_host, play_round


class FakeClock:
    def __init__(self) -> None:
        self.t = 1_700_000_000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def fake_clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    clock = FakeClock()
    monkeypatch.setattr(features, "clock", clock)
    return clock


def _audits(journal: Journal) -> list[str]:
    return [r.data["kind"] for r in journal.rows_of_kind("audit")]


def test_stats_button_and_key_show_the_journals_count_and_export_and_reset(
    qtbot: Any, tmp_path: Path, fake_clock: FakeClock
) -> None:
    host = make_host(qtbot, tmp_path)
    assert "menu_stats" in host.scene.buttons and "menu_limits" in host.scene.buttons
    for _ in range(4):
        play_round(host)
    QTest.keyClick(host.view, Qt.Key.Key_F6)
    d = host.extras.stats_dialog
    assert d is not None and d.isVisible()
    qtbot.waitUntil(lambda: d.stats is not None, timeout=10_000)
    assert host.journal is not None
    want = collect(host.journal)
    assert d.stats.total == want.total and want.total.rounds == 4
    rows = {d.table.verticalHeaderItem(i).text(): d.table.item(i, 1).text() for i in range(d.table.rowCount())}
    assert rows["Hands"] == str(want.total.hands) and rows["Rounds"] == "4"
    assert d.chart.points == want.points
    out = tmp_path / "stats.csv"
    d.export_csv(out)
    assert out.read_text().splitlines()[0].startswith("session,rounds")
    d.reset_stats()
    assert _audits(host.journal)[-1] == RESET_KIND
    qtbot.waitUntil(lambda: d.stats is not None and d.stats.total.rounds == 0, timeout=10_000)
    d.close()


def test_meters_page_equals_the_audit_and_exports_csv_json_pdf(
    qtbot: Any, tmp_path: Path, fake_clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    host = make_host(qtbot, tmp_path)
    for _ in range(3):
        play_round(host)
    dialog = DirectorDialog(host.settings, audit=host.audit)
    qtbot.addWidget(dialog)
    dialog.show()
    tabs = dialog.tabs
    tabs.setCurrentIndex(tabs.indexOf(dialog.meters_page))
    page = dialog.meters_page
    qtbot.waitUntil(lambda: page.report is not None, timeout=20_000)
    assert host.journal is not None
    assert "meters-open" in _audits(host.journal)
    stored = host.journal.verify().stored
    assert page.report.meters == stored
    assert page.money.item(0, 0).text() == str(stored.games) == "3"
    assert "OK" in page.verdict.text() and page.report.head in page.verdict.text()
    main(["audit", "--data-dir", str(tmp_path / "data")])
    audit_text = capsys.readouterr().out
    assert f"games played   {stored.games}" in audit_text
    for kind in ("csv", "json", "pdf"):
        page.export(kind, tmp_path / f"meters.{kind}")
    assert json.loads((tmp_path / "meters.json").read_text())["games"] == 3
    assert "games played,3" in (tmp_path / "meters.csv").read_text()
    assert (tmp_path / "meters.pdf").read_bytes().startswith(b"%PDF")
    assert _audits(host.journal).count("meters-export") == 3


def test_reality_check_appears_on_a_faked_clock_and_blocks_play_until_acknowledged(
    qtbot: Any, tmp_path: Path, fake_clock: FakeClock
) -> None:
    host = make_host(qtbot, tmp_path)
    extras = host.extras
    extras.limits.director_interval = 30
    play_round(host)
    fake_clock.t += 29 * 60
    extras.tick()
    assert extras.check_dialog is None
    fake_clock.t += 61
    extras.tick()
    assert extras.clock_item.text == "0:30:01"  # the session clock on the felt
    d = extras.check_dialog
    assert d is not None and d.isVisible()
    assert "30 min" in d.text.text()
    host.controller.place(2, "main")
    r = host.session.round
    assert not host.controller.trigger("deal") and r.phase.value == "betting"
    d.reject()  # Esc does not dismiss it
    assert d.isVisible() and extras.play.check_open
    d.continue_button.click()
    assert not d.isVisible() and not extras.play.check_open
    assert host.controller.trigger("deal")
    assert host.journal is not None
    kinds = _audits(host.journal)
    assert kinds.index("reality-check") < kinds.index("reality-check-ack")


def test_limits_lower_at_once_raise_after_24_hours_and_stop_the_deal(
    qtbot: Any, tmp_path: Path, fake_clock: FakeClock
) -> None:
    host = make_host(qtbot, tmp_path)
    extras = host.extras
    QTest.keyClick(host.view, Qt.Key.Key_F7)
    d: LimitsDialog = extras.limits_dialog
    assert d is not None and d.isVisible()
    d.loss.setText("5")
    assert d.apply()
    host.controller.place(2, "main")  # the table minimum, 10, is more than the 5 the limit leaves
    assert not host.controller.trigger("deal")
    d.loss.setText("100")
    assert d.apply()
    assert "Rises to" in d.loss_note.text()
    assert not host.controller.trigger("deal")  # the raise waits for its 24 hours
    fake_clock.t += COOLING_OFF
    assert host.controller.trigger("deal")
    d.loss.setText("abc")
    assert not d.apply() and "Loss limit" in d.message.text()
    assert host.journal is not None
    details = [r.data["detail"] for r in host.journal.rows_of_kind("audit") if r.data["kind"] == "player-limit"]
    assert [(x["value"], x["at_once"]) for x in details] == [(5000, True), (100000, False)]
    d.close()


def test_time_limit_stops_the_deal(qtbot: Any, tmp_path: Path, fake_clock: FakeClock) -> None:
    host = make_host(qtbot, tmp_path)
    host.extras.open_limits()
    d = host.extras.limits_dialog
    d.time.setValue(20)
    assert d.apply()
    fake_clock.t += 20 * 60
    host.controller.place(2, "main")
    assert not host.controller.trigger("deal")
    assert host.journal is not None and "limit-reached" in _audits(host.journal)


def test_return_to_player_in_help_equals_croupier_odds(qtbot: Any, capsys: pytest.CaptureFixture[str]) -> None:
    config = build_config("france")
    loc = QLocale("en_US")
    first = help_html(config, locale=loc)
    returns = player_info.returns()
    if returns.get(config.rules) is None:
        assert "…" in first
        qtbot.waitUntil(lambda: returns.get(config.rules) is not None, timeout=30_000)
    text = help_html(config, locale=loc)
    main(["odds", "blackjack", "--profile", "france", "--json"])
    edge = json.loads(capsys.readouterr().out)["house_edge"]
    main(["odds", "lucky-ladies", "--table", "A", "--decks", "6", "--json"])
    side = json.loads(capsys.readouterr().out)["house_edge"]
    assert f"{(1 - edge) * 100:.2f}\u202f%" in text
    assert f"{(1 - side) * 100:.2f}\u202f%" in text
    assert f"{3 * 96 / 311 * 100:.2f}\u202f%" in text  # insurance: 96 tens among 311 cards, paid 2 to 1
    assert "09\u00a074\u00a075\u00a013\u00a013" in text and "ANJ" in text
    fr = help_html(config, locale=QLocale("fr_FR"))
    assert f"{(1 - side) * 100:.2f}".replace(".", ",") in fr
    pr = help_html(build_config("puerto-rico"), locale=loc)
    assert "Gaming Commission" in pr and "09 74" not in pr


def test_kiosk_attract_loop_shows_the_help_line_notice(qtbot: Any, tmp_path: Path, fake_clock: FakeClock) -> None:
    host = make_host(qtbot, tmp_path, kiosk=True, settings=Settings(kiosk_idle_seconds=1))
    host.attract_time_scale = 0.01
    host.enter_attract()
    notice = host.attract.notice
    assert notice.scene() is host.attract.scene
    qtbot.waitUntil(lambda: host.attract.panel.isVisible(), timeout=5_000)
    assert notice.isVisible()  # with the pay table between demonstration rounds
    host.attract.panel.setVisible(False)
    assert not notice.isVisible()
    assert any("09\u00a074\u00a075" in line for line in player_info.help_notice(notice.profile))
    host.leave_attract()
    QApplication.processEvents()


def test_the_extras_speak_french_and_spanish(qtbot: Any) -> None:
    from croupier.gui.i18n import Languages
    from croupier.gui.responsible import SessionClock

    lang = Languages()
    try:
        assert lang.set_language("fr")
        fr = help_html(build_config("france"), locale=QLocale("fr_FR"))
        assert "Taux de retour au joueur" in fr and "Jouer comporte des risques" in fr
        assert "interdiction volontaire de jeux" in fr
        assert features.shortcuts()[0][1] == "statistiques"
        assert lang.set_language("es")
        es = help_html(build_config("puerto-rico"), locale=QLocale("es_PR"))
        assert "Retorno al jugador" in es and "Comisión de Juegos de Puerto Rico" in es
        assert SessionClock().text == "0:00:00"
    finally:
        lang.set_language("en")


def test_meters_page_without_a_journal_says_so(qtbot: Any) -> None:
    from croupier.gui.meters_page import MetersPage

    page = MetersPage(None, lambda kind, detail: None)
    qtbot.addWidget(page)
    page.show()
    assert "No journal" in page.status.text() and not page.csv_button.isEnabled()
