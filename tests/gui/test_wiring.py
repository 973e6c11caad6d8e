"""The table wired to the journal and the director: an unfinished round resumes on the felt with its
cards, bets and box to act and says so; the balance is the journal's; the director's menu changes the
limits on the placard, a new pay table ends the session and is journaled [FR-LL-3], nothing applies
mid-round; help opens before any bet; sounds and announcements follow the felt's events."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from croupier.engine.core.money import SCALE
from croupier.engine.core.paytables import LUCKY_LADIES, PRESETS
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.store.journal import Journal
from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.recovery import StreamRandom, open_session
from croupier.engine.store.settings_data import Settings
from croupier.engine.store.wallet import FILE_NAME as BALANCE_FILE
from croupier.gui import director_pin
from croupier.gui.director_dialog import DirectorDialog
from croupier.gui.host import TableHost
from croupier.gui.i18n import odds_text, table_locale
from croupier.gui.items import CardItem, Ribbon
from croupier.gui.layout import box_centre
from croupier.gui.placard import limits_lines, rows
from croupier.gui.table_view import QuickScene, TableView

PIN = "2580"


def make_host(qtbot: Any, tmp_path: Path, *, kiosk: bool = False, settings: Settings | None = None,
              seed: int = 7, aids: bool = False) -> TableHost:  # fmt: skip
    """A table as ``croupier --data-dir tmp --config tmp/settings.toml`` opens it, on a seeded shoe."""
    settings = settings or Settings()
    view = TableView(QuickScene())
    qtbot.addWidget(view)
    pin = DirectorPin(tmp_path / "director-pin.json", n=2**8)
    if kiosk:  # a kiosk does not start without a PIN
        pin.set(PIN)
    host = TableHost(view, settings, settings.validate(), settings_path=tmp_path / "settings.toml",
                     data_dir=tmp_path / "data", kiosk=kiosk, rng=StreamRandom(seed), pin=pin,
                     sound=aids)  # fmt: skip
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    host.controller.animator.speed = "instant"
    return host


def click(view: Any, pt: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    """A real mouse click on the viewport at a scene point."""
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(pt))


def play_round(host: TableHost, box: int = 2, clicks: int = 1) -> Any:
    """Bet by clicking a box, deal with Enter, decline insurance (N) and stand (S) to the end; the
    finished round."""
    view, s = host.view, host.session
    host.controller.animator.speed = "instant"
    for _ in range(clicks):
        click(view, box_centre(box))
    r = s.round
    assert r.boxes, "the bet was not placed"
    QTest.keyClick(view, Qt.Key.Key_Return)
    while s.round is r:
        assert not host.controller.busy
        QTest.keyClick(view, Qt.Key.Key_N if r.phase is Phase.INSURANCE else Qt.Key.Key_S)
    return r


def felt_cards(scene: Any, box: int) -> list[list[str]]:
    """The card codes on a box of the felt, hand by hand."""
    return [[c.code or "" for c in hand] for hand in scene.boxes[box].hands if hand]


# ------------------------------------------------------------------------------ crash recovery


def _part_of_a_round(s: Session) -> None:
    """Bet on box 2, deal, decline insurance and draw once: a round still in play (mostly)."""
    s.act("bet", 2, 20 * SCALE, 1 * SCALE)
    s.act("deal")
    if s.round.phase is Phase.INSURANCE:
        s.act("insure", 2, False)
    if s.round.phase is Phase.PLAY and s.round.can_hit() and s.round.boxes[2].hands[0].total < 12:
        s.act("hit")


def unfinished_round(tmp_path: Path) -> tuple[int, int, list[list[str]], int]:
    """A journal whose last round was dealt and left in play, the session then dropped as a crash
    would: the seed, the round number, box 2's cards and the journal's balance."""
    settings = Settings()
    config = settings.validate()
    seed = next(n for n in range(1, 200) if _in_play(config, settings.starting_credit, n))
    journal = Journal.in_folder(tmp_path / "data")
    s = open_session(journal, config, settings.starting_credit, rng=StreamRandom(seed))
    _part_of_a_round(s)
    assert s.round.phase is Phase.PLAY
    cards = [[c.code for c in h.cards] for h in s.round.boxes[2].hands]
    n, bal = s.round_no, journal.balance
    journal.close()
    del s
    assert bal is not None
    return seed, n, cards, bal


def _in_play(config: Any, credit: int, seed: int) -> bool:
    s = Session(config, credit, rng=StreamRandom(seed))
    _part_of_a_round(s)
    return s.round.phase is Phase.PLAY


def test_unfinished_round_resumes_on_the_felt_with_a_banner_and_finishes_on_the_journals_balance(
    qtbot: Any, tmp_path: Path
) -> None:
    seed, n, cards, balance = unfinished_round(tmp_path)
    host = make_host(qtbot, tmp_path, seed=seed)
    s = host.session
    assert host.journal is not None and host.journal.resumed == n and s.round_no == n
    assert s.round.phase is Phase.PLAY and s.balance == balance
    # the same cards, bets and box to act on the felt
    assert felt_cards(host.scene, 2) == cards
    dealer = [c for c in host.scene.items() if isinstance(c, CardItem) and c in host.scene.dealer]
    assert [c.code for c in dealer] == [c.code for c in s.round.dealer.cards]
    assert host.scene.chips_on_felt() == s.round.on_table
    assert host.scene.boxes[2].side is None or host.scene.boxes[2].side.amount == s.round.boxes[2].side
    assert host.scene.marker.isVisible() and s.round.to_act == (2, 1)
    ribbons = [i for i in host.scene.items() if isinstance(i, Ribbon)]
    assert [r.text for r in ribbons] == [f"Resumed round {n}"]
    assert host.scene.hud.values["balance"] == host.money_text(s.config, balance)
    # finish it through the GUI: the balance is the journal's, the file follows, the audit is clean
    while s.round.phase is Phase.PLAY:
        QTest.keyClick(host.view, Qt.Key.Key_S)
    assert not host.journal.round_open and s.round_no == n + 1
    assert s.balance == host.journal.balance
    assert f'"{host.journal.balance // SCALE}' in (tmp_path / "data" / BALANCE_FILE).read_text()
    assert not any(isinstance(i, Ribbon) for i in host.scene.items())
    assert host.journal.verify().ok


def test_every_action_is_journaled_before_the_felt_shows_it(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    journal = host.journal
    assert journal is not None
    seen: list[int] = []
    host.controller.animator.shown.connect(lambda e: seen.append(journal.head[0]))
    before = journal.head[0]
    play_round(host)
    assert seen and min(seen) > before  # every event was shown after a commit
    assert journal.verify().ok and not journal.round_open


def test_balance_file_follows_the_journal_and_a_new_table_keeps_it(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    play_round(host, clicks=2)
    bal = host.session.balance
    assert bal is not None and bal != Settings().starting_credit
    assert host.wallet.balance == bal == host.journal.balance  # type: ignore[union-attr]
    host.journal.close()  # type: ignore[union-attr]
    (tmp_path / "data" / BALANCE_FILE).write_text('{"schema": 1, "balance": "1"}\n')  # a stale file
    again = make_host(qtbot, tmp_path, seed=9)
    assert again.session.balance == bal and again.wallet.balance == bal  # the journal wins, the file follows


# ------------------------------------------------------------------------------ director


@pytest.fixture
def pin_ok(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The PIN dialog answered with the director's PIN (checked by the real PIN store)."""
    asked: list[bool] = []

    def ask(pin: DirectorPin, parent: Any = None) -> bool:
        if not pin.is_set():
            pin.set(PIN)
        ok = pin.verify(PIN).ok
        asked.append(ok)
        return ok

    monkeypatch.setattr(director_pin, "ask_pin", ask)
    return asked


def script_dialog(monkeypatch: pytest.MonkeyPatch, edit: Any) -> list[DirectorDialog]:
    """The settings dialog driven by ``edit(dialog)`` then Apply, instead of waiting for a person."""
    opened: list[DirectorDialog] = []

    def run(self: DirectorDialog) -> int:
        opened.append(self)
        self.confirm = lambda text: True  # type: ignore[method-assign]
        edit(self)
        self.accept()
        return 1

    monkeypatch.setattr(DirectorDialog, "exec", run)
    return opened


def _select(combo: Any, data: object) -> None:
    i = combo.findData(data)
    assert i >= 0, data
    combo.setCurrentIndex(i)


def _audits(journal: Journal) -> list[str]:
    return [r.data["kind"] for r in journal.rows_of_kind("audit")]


def test_fr_lim_1_director_changes_the_limits_and_the_placard_shows_them(
    qtbot: Any, tmp_path: Path, pin_ok: list[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    host = make_host(qtbot, tmp_path)
    play_round(host)
    opened = script_dialog(monkeypatch, lambda d: _select(d.max_multiple, 200))
    QTest.keyClick(host.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert pin_ok == [True] and len(opened) == 1 and not opened[0].round_in_progress
    cfg = host.session.config
    assert cfg.max_bet == 2000 * SCALE and host.scene.config is cfg and host.scene.felt.config is cfg
    assert any("2\u202f000" in line or "2 000" in line or "2,000" in line for line in limits_lines(cfg))
    assert host.view.scene() is host.scene and host.controller.session is host.session
    journal = host.journal
    assert journal is not None
    assert "setting-changed" in _audits(journal) and "director-open" in _audits(journal)
    assert (tmp_path / "settings.toml").exists()
    play_round(host)  # the new table plays on, journaled
    assert journal.verify().ok


def test_fr_ll_3_pay_table_change_ends_the_session_is_journaled_and_shown(
    qtbot: Any, tmp_path: Path, pin_ok: list[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    host = make_host(qtbot, tmp_path)
    play_round(host)
    journal = host.journal
    assert journal is not None
    sessions = len(journal.rows_of_kind("session"))
    old = host.session
    script_dialog(monkeypatch, lambda d: _select(d.side_page.preset, "B"))
    click(host.view, host.scene.buttons["menu_director"].mapToScene(QPointF(60, 20)))
    assert host.session is not old and host.session.balance == old.balance
    assert len(journal.rows_of_kind("session")) == sessions + 1
    assert journal.last_config()["side_bet"]["table"] == "B"  # type: ignore[index]
    assert "session-end" in _audits(journal)
    table_b = PRESETS[LUCKY_LADIES]["B"]
    assert host.scene.config.side.table == table_b
    assert [odds for _label, odds in rows(host.scene.config)] == [
        odds_text(n, table_locale(host.scene.config.profile)) for _o, n in table_b.pays
    ]
    play_round(host)
    assert journal.verify().ok


def test_fr_ll_3_director_is_read_only_mid_round_and_nothing_changes(
    qtbot: Any, tmp_path: Path, pin_ok: list[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    host = make_host(qtbot, tmp_path)
    click(host.view, box_centre(2))
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    if host.session.round.phase is Phase.DONE:
        pytest.skip("the seed dealt a finished round")
    session, config = host.session, host.session.config
    opened = script_dialog(monkeypatch, lambda d: _select(d.side_page.preset, "B"))
    assert host.open_director() is False
    assert opened[0].round_in_progress and opened[0].outcome() is None
    assert host.session is session and host.session.config is config and host.scene.config is config
    assert "settings-refused" in _audits(host.journal)  # type: ignore[arg-type]
    assert not (tmp_path / "settings.toml").exists()


def test_reset_balance_goes_through_the_journal(
    qtbot: Any, tmp_path: Path, pin_ok: list[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    host = make_host(qtbot, tmp_path)
    play_round(host, clicks=3)
    assert host.session.balance != Settings().starting_credit
    script_dialog(monkeypatch, lambda d: d._reset_balance())
    host.open_director()
    journal = host.journal
    assert journal is not None
    assert host.session.balance == journal.balance == Settings().starting_credit == host.wallet.balance
    assert journal.rows_of_kind("money")[-1].data["reason"] == "balance-reset"
    assert journal.verify().ok


# ------------------------------------------------------------------------------ the player's aids


def test_help_opens_with_f1_before_any_bet(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    QTest.keyClick(host.view, Qt.Key.Key_F1)
    dialog = host.help_dialog
    assert dialog is not None and dialog.isVisible()
    assert "F9" in dialog.browser.toPlainText()
    dialog.close()
    assert not host.session.round.boxes


def test_sound_and_announcer_follow_the_felts_events(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    played: list[str] = []

    class Board:
        def play_event(self, e: object) -> None:
            played.append(type(e).__name__)

    host.aids.sound = Board()
    assert host.announcer is not None
    said = len(host.announcer.history)
    play_round(host)
    assert "Dealt" in played and "Clear" in played
    assert len(host.announcer.history) > said


def test_table_assist_follows_each_new_felt_and_announces_the_resumed_round(qtbot: Any, tmp_path: Path) -> None:
    seed, n, _cards, _balance = unfinished_round(tmp_path)
    host = make_host(qtbot, tmp_path, seed=seed, aids=True)
    assist = host.assist
    assert assist is not None and assist.controller is host.controller
    assert f"Resumed round {n}" in assist.announcer.history
    while host.session.round.phase is Phase.PLAY:
        QTest.keyClick(host.view, Qt.Key.Key_S)
    assert any("wins" in t or "loses" in t or "push" in t for t in assist.announcer.history)
    assert host.show_help() and host.help_dialog is not None
    host.help_dialog.close()
    host.build()  # a new felt (the director's changes): the assist follows it
    assert assist.controller is host.controller
