"""The table's shell when files go wrong: a journal that is damaged, locked, missing or full stops the
table in words on the felt (no bet taken, no deal) until the director starts a new journal; bad
settings, balance and PIN files are set aside, their reasons shown until dismissed and logged; a kiosk
without a PIN does not start; an explicit --config that does not exist is an error."""

from __future__ import annotations

import argparse
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from croupier.engine.core.money import SCALE
from croupier.engine.store.journal import Journal
from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.recovery import StreamRandom
from croupier.engine.store.settings_data import Settings
from croupier.engine.store.wallet import FILE_NAME as BALANCE_FILE
from croupier.gui.host import TableHost
from croupier.gui.table_view import QuickScene, TableView
from tests.engine.test_journal_stop import faulty
from tests.gui.test_wiring import PIN, box_centre, click, play_round


def host_on(qtbot: Any, tmp_path: Path, *, kiosk: bool = False, pin_set: bool = True) -> TableHost:
    settings = Settings()
    view = TableView(QuickScene())
    qtbot.addWidget(view)
    pin = DirectorPin(tmp_path / "director-pin.json", n=2**8, key_folder=tmp_path / "keys", kiosk=kiosk)
    if pin_set and not pin.is_set():
        pin.set(PIN)
    host = TableHost(view, settings, settings.validate(), settings_path=tmp_path / "settings.toml",
                     data_dir=tmp_path / "data", kiosk=kiosk, rng=StreamRandom(7), pin=pin, sound=False)  # fmt: skip
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    host.controller.animator.speed = "instant"
    return host


def yes(*_: Any) -> bool:
    return True


def assert_no_input(host: TableHost) -> None:
    """Clicks and keys reach nothing: no bet, no deal, nothing journaled."""
    rows = host.journal.head[0] if host.journal is not None else None
    click(host.view, box_centre(2))
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    assert not host.session.round.boxes and not host.session.round.dealer.cards
    if host.journal is not None:
        assert host.journal.head[0] == rows


def test_a_damaged_journal_stops_the_table_in_words_until_the_director_starts_a_new_one(
    qtbot: Any, tmp_path: Path
) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "journal.sqlite3").write_bytes(b"not a journal at all\x00" * 64)
    host = host_on(qtbot, tmp_path)
    assert host.stopped is not None and host.stop_panel is not None
    words = host.stop_panel.words()
    assert "THE TABLE DOES NOT DEAL" in words and "journal.sqlite3" in words and "damaged" in words
    assert "NEW JOURNAL" in words and host.stop_panel.scene() is host.scene
    assert_no_input(host)
    assert host.start_new_journal(ask=yes)
    assert (tmp_path / "data" / "journal.sqlite3.bad").exists()
    assert host.stopped is None and host.stop_panel is None and host.journal is not None
    first = next(host.journal.rows()).data
    assert first["replaces"]["file"] == "journal.sqlite3.bad"
    play_round(host)
    assert host.journal.meters.games == 1 and host.journal.verify().ok


def test_a_journal_locked_by_another_table_stops_this_one(qtbot: Any, tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path / "data"):
        host = host_on(qtbot, tmp_path)
        assert host.stopped is not None and "another Croupier" in host.stopped
        assert host.stop_panel is not None and "Close the other table" in host.stop_panel.words()
        assert "stop_new_journal" not in host.stop_panel.buttons  # never set aside a journal in use
        assert_no_input(host)


def test_a_full_disk_mid_play_refuses_the_bet_and_stops_the_table(qtbot: Any, tmp_path: Path) -> None:
    host = host_on(qtbot, tmp_path)
    assert host.journal is not None
    play_round(host)
    balance = host.session.balance
    faulty(host.journal).armed = True
    click(host.view, box_centre(2))  # the bet cannot be journaled: refused
    assert not host.session.round.boxes and host.session.balance == balance
    assert host.stopped is not None and "disk full" in host.stopped and "rollback" not in host.stopped
    assert host.stop_panel is not None and "Free some space" in host.stop_panel.words()
    assert_no_input(host)


def test_a_broken_chain_at_start_stops_the_table(qtbot: Any, tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path / "data") as j:
        from croupier.engine.lab.autoplay import play

        play(j, 2, 1)
    db = sqlite3.connect(tmp_path / "data" / "journal.sqlite3")
    db.execute("UPDATE journal SET body = replace(body, '\"balance\":', '\"balance\": ') WHERE id = 4")
    db.commit()
    db.close()
    host = host_on(qtbot, tmp_path)
    assert host.stopped is not None and "chain breaks" in host.stopped
    assert_no_input(host)


def test_a_deleted_journal_stops_and_the_balance_file_is_no_credit(qtbot: Any, tmp_path: Path) -> None:
    first = host_on(qtbot, tmp_path)
    play_round(first)
    assert first.journal is not None
    first.journal.close()
    (tmp_path / "data" / "journal.sqlite3").unlink()
    (tmp_path / "data" / BALANCE_FILE).write_text('{"schema": 1, "balance": "999999"}\n')  # edited by hand
    host = host_on(qtbot, tmp_path)
    assert host.stopped is not None and "missing" in host.stopped
    assert_no_input(host)
    assert host.start_new_journal(ask=yes)
    assert host.session.balance == Settings().starting_credit != 999_999 * SCALE


def test_bad_files_are_set_aside_and_their_reasons_stay_on_the_felt_until_dismissed(
    qtbot: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from croupier.gui import app

    (tmp_path / "settings.toml").write_text('schema = 1\n[limits]\nmin = "abc"\n')
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / BALANCE_FILE).write_text("[" * 1000)
    (tmp_path / "director-pin.json").write_text('{"schema": 1, "scrypt": "\\u0000"')
    view = TableView(QuickScene())
    qtbot.addWidget(view)
    args = argparse.Namespace(config=str(tmp_path / "settings.toml"), data_dir=str(tmp_path / "data"), kiosk=False,
                              profile=None)  # fmt: skip
    with caplog.at_level(logging.WARNING, logger="croupier.gui.host"):
        host = app._load(view, args)
    assert host.stopped is None  # the table plays on the defaults
    for name in ("settings.toml.bad", "data/balance.json.bad", "director-pin.json.bad"):
        assert (tmp_path / name).exists(), name
    assert host.notice is not None and host.notice.scene() is host.scene
    words = host.notice.words()
    assert "settings.toml:3: limits.min" in words and "balance" in words and "PIN file is damaged" in words
    assert all("\n" not in line and len(line) <= 300 for line in host.notice.lines)
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert "limits.min" in logged and "PIN file" in logged
    qtbot.wait(3500)  # longer than any toast: the notice stays
    assert host.notice.scene() is host.scene
    host.build()  # a rebuilt felt keeps it
    assert host.notice is not None and host.notice.scene() is host.scene
    assert host.dismiss_notice() and host.notice is None
    assert host.pin.problem is not None  # the director's menu is locked, not open to a new PIN


def test_a_kiosk_without_a_pin_does_not_start_and_says_how_to_set_one(qtbot: Any, tmp_path: Path) -> None:
    host = host_on(qtbot, tmp_path, kiosk=True, pin_set=False)
    assert host.stopped is not None and host.stop_panel is not None
    assert "croupier pin set" in host.stop_panel.words() and "stop_quit" in host.stop_panel.buttons
    assert host.view.allow_close
    assert_no_input(host)


def test_the_table_refuses_an_explicit_config_that_does_not_exist_and_a_kiosk_without_pin(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from croupier.gui import app

    missing = argparse.Namespace(config=str(tmp_path / "nope.toml"), data_dir=str(tmp_path), kiosk=False,
                                 screenshot=None, profile=None)  # fmt: skip
    assert app.run_table(missing) == 2
    assert "nope.toml: no such settings file" in capsys.readouterr().err
    (tmp_path / "kiosk.toml").write_text("schema = 1\n")
    kiosk = argparse.Namespace(config=str(tmp_path / "kiosk.toml"), data_dir=str(tmp_path), kiosk=True,
                               screenshot=None, profile=None)  # fmt: skip
    assert app.run_table(kiosk) == 2
    assert "croupier pin set" in capsys.readouterr().err


@pytest.mark.parametrize(
    "content",
    ["schema = 1\nx = " + "[" * 1000 + "]" * 1000 + "\n", "schema = 1\nkiosk_idle_seconds = " + "9" * 5000 + "\n",
     'schema = 1\n"' + "k" * 10_000_000 + '" = 1\n', 'schema = 1\nstarting_credit = "1e999999"\n'],
    ids=["nesting", "digits", "10MB", "exponent"],
)  # fmt: skip
def test_the_table_starts_on_hostile_settings_and_says_why_in_one_line(
    qtbot: Any, tmp_path: Path, content: str
) -> None:
    from croupier.gui import app

    (tmp_path / "settings.toml").write_text(content)
    view = TableView(QuickScene())
    qtbot.addWidget(view)
    args = argparse.Namespace(config=str(tmp_path / "settings.toml"), data_dir=str(tmp_path / "data"), kiosk=False,
                              profile=None)  # fmt: skip
    host = app._load(view, args)
    assert host.stopped is None and (tmp_path / "settings.toml.bad").exists()
    assert host.notice is not None and all("\n" not in line and len(line) <= 300 for line in host.notice.lines)


def test_a_full_disk_when_the_bets_are_cleared_or_dealt_stops_the_table_and_keeps_the_bet(
    qtbot: Any, tmp_path: Path
) -> None:
    """Every action the felt takes goes through the journal: clearing the bets (C) or dealing a bet the
    slip changed, when the journal cannot commit, stops the table in words and the engine keeps what
    the journal holds."""
    for key in (Qt.Key.Key_C, Qt.Key.Key_Return):
        folder = tmp_path / key.name
        host = host_on(qtbot, folder)
        assert host.journal is not None
        click(host.view, box_centre(2))  # a bet, journaled
        held = dict(host.session.round.boxes)
        assert held
        if key == Qt.Key.Key_Return:  # a second chip on the slip: the deal places the new amount first
            host.controller.slip.add(2, "main", host.scene.rack.selected)
        faulty(host.journal).armed = True
        QTest.keyClick(host.view, key)
        assert host.stopped is not None and "disk full" in host.stopped
        assert host.stop_panel is not None and "Free some space" in host.stop_panel.words()
        assert {n: (b.bet, b.side) for n, b in host.session.round.boxes.items()} == {
            n: (b.bet, b.side) for n, b in held.items()
        }
        assert not host.session.round.dealer.cards
