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
from croupier.engine.store.journal_rows import StopKind
from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.recovery import StreamRandom
from croupier.engine.store.settings_data import Settings
from croupier.engine.store.wallet import FILE_NAME as BALANCE_FILE
from croupier.gui.books import journal_advice
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


def face_colour(host: TableHost, name: str) -> tuple[int, int, int]:
    """The colour of button ``name``'s face as the window shows it (inside its rim, left of its label)."""
    from PySide6.QtGui import QImage

    img = host.view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    b = host.scene.buttons[name]
    face = b.mapRectToScene(b.face)
    at = host.view.mapFromScene(face.left() + 7, face.center().y())
    c = img.pixelColor(at)
    return c.red(), c.green(), c.blue()


def test_a_stopped_tables_controls_all_look_disabled_and_its_way_out_does_not(qtbot: Any, tmp_path: Path) -> None:
    """A bet on the felt when the journal stops the table: CLEAR, DEAL, the menu, the chips… every
    control under the cover (which swallows the clicks) is painted greyed out, the panel's NEW JOURNAL
    is not; the new journal's felt is live again."""
    from croupier.gui.controls import Button, ChipRack

    host = host_on(qtbot, tmp_path)
    assert host.journal is not None
    click(host.view, box_centre(2))
    assert host.scene.buttons["clear"].looks_enabled
    red, green, _blue = face_colour(host, "clear")
    assert red > green + 40  # a live button's face is red
    faulty(host.journal).armed = True
    QTest.keyClick(host.view, Qt.Key.Key_C)
    assert host.stopped is not None and host.stop_panel is not None
    host.controller.refresh()  # the felt refreshed after the stop: it still cannot act
    panel = host.stop_panel
    under = [i for i in host.scene.items() if isinstance(i, (Button, ChipRack)) and not panel.isAncestorOf(i)]
    assert {host.scene.buttons[n] for n in ("clear", "deal", "menu_help", "menu_director")} <= set(under)
    assert all(i.held for i in under) and host.scene.rack.opacity() < 0.5
    assert not any(isinstance(i, Button) and i.looks_enabled for i in under)
    red, green, _blue = face_colour(host, "clear")
    assert abs(red - green) < 16, (red, green)  # grey, under the cover's shade
    assert panel.buttons["stop_new_journal"].looks_enabled
    cover = next(i for i in host.scene.items() if type(i).__name__ == "Blocker")
    for w, h in ((1024, 768), (1920, 1050), (1280, 720)):  # the cover follows the window's shape
        host.view.resize(w, h)
        host.view.fit()
        shown = host.view.mapToScene(host.view.viewport().rect()).boundingRect()
        assert cover.sceneBoundingRect().contains(shown.adjusted(2, 2, -2, -2)), (w, h, shown, cover.rect())
    click(host.view, box_centre(3))  # swallowed
    assert 3 not in host.session.round.boxes
    faulty(host.journal).armed = False
    assert host.start_new_journal(ask=yes)
    assert not any(b.held for b in host.scene.buttons.values()) and host.scene.rack.opacity() == 1.0


def test_a_stopped_tables_panel_says_why_in_the_tables_language_with_the_file_and_the_cause(
    qtbot: Any, tmp_path: Path
) -> None:
    """The panel's first line is a sentence of the table's language (French typography: a space before
    ":"), naming the journal's file and what is wrong with it; the engine's own words stay in the log."""
    from croupier.gui.i18n import Languages
    from croupier.gui.stop_words import split_path, stop_sentence

    (tmp_path / "data").mkdir()
    journal = tmp_path / "data" / "journal.sqlite3"
    journal.write_bytes(b"not a journal at all\x00" * 64)
    languages = Languages()
    try:
        assert languages.set_language("fr")
        host = host_on(qtbot, tmp_path)
        assert host.stopped is not None and host.stop_panel is not None
        first = host.stop_panel.lines[0]
        assert first == f"Le journal {journal} est endommagé : il ne peut pas être lu.", first
        full = stop_sentence(f"{journal}: cannot write the journal: disk full (free some space, then start again)")
        assert full == f"Le journal {journal} ne peut pas être écrit : le disque est plein."
        held = stop_sentence(f"{journal}: the journal is missing (this install's record says it held 40 rows, "
                             "7 games, head 0123456789abcdef…); the director may start a new journal")  # fmt: skip
        end = "cette installation en avait noté la fin à la ligne 40, partie 7."
        assert held == f"Le journal {journal} est introuvable : {end}"
        other = stop_sentence(f"{journal.parent}: another Croupier (process 4242) is using this data folder; close it")
        assert other.startswith("Une autre table Croupier (processus 4242) utilise le dossier de données") and (
            str(journal.parent) in other and " : " in other
        )
        odd = stop_sentence(f"{journal}: the journal failed earlier (a reason); restart to resume")
        assert (
            odd == f"Le journal {journal} ne peut pas servir : the journal failed earlier (a reason); restart to resume"
        )
        assert languages.set_language("es")
        assert stop_sentence(f"{journal}: row 12: the chain breaks (edited or removed rows)") == (
            f"El diario {journal} fue modificado después de escribirse (fila 12)."
        )
        assert split_path("row 4: missing") == ("", "row 4: missing")
    finally:
        languages.set_language("en")


def test_a_journal_deleted_under_the_table_stops_it_at_the_next_bet_and_says_so(qtbot: Any, tmp_path: Path) -> None:
    """The journal's file deleted while the table runs (SQLite would write on into the deleted file, and
    the next start find it missing): the next bet is refused, the table stops, the panel says in the
    table's language that the file was deleted; the chip is not on the felt."""
    from croupier.gui.i18n import Languages

    languages = Languages()
    try:
        assert languages.set_language("fr")
        host = host_on(qtbot, tmp_path)
        assert host.journal is not None and host.stopped is None
        path = host.journal.path
        path.unlink()
        click(host.view, box_centre(2))
        assert host.stopped is not None and host.stop_panel is not None
        assert host.stop_panel.lines[0] == (
            f"Le journal {path} a été supprimé pendant que la table était ouverte : plus rien n’est distribué, "
            "afin qu’aucune partie ne reste sans trace."
        ), host.stop_panel.lines[0]
        assert 2 not in host.session.round.boxes and not host.controller.slip
    finally:
        languages.set_language("en")


def test_a_data_folder_that_cannot_be_made_stops_the_table_in_words(qtbot: Any, tmp_path: Path) -> None:
    """``--data-dir`` under a file: the start ended in a traceback; now the table stops and says to
    check the folder (no NEW JOURNAL: a new journal could not be made there either)."""
    (tmp_path / "data").write_text("a file where the data folder should be")
    host = host_on(qtbot, tmp_path)
    assert host.stopped is not None and "cannot make the data folder" in host.stopped
    assert host.stop_panel is not None and "permissions" in host.stop_panel.words()
    assert "stop_new_journal" not in host.stop_panel.buttons
    assert_no_input(host)


@pytest.mark.parametrize(
    ("kind", "new_journal", "advice"),
    [
        (StopKind.JOURNAL, True, "croupier audit"),
        (StopKind.MISSING, True, "starting credit"),
        (StopKind.IN_USE, False, "Close the other table"),
        (StopKind.NO_FOLDER, False, "permissions"),
    ],
)
def test_the_stop_panel_chooses_its_way_out_by_the_kind_of_stop_not_its_words(
    qtbot: Any, tmp_path: Path, kind: StopKind, new_journal: bool, advice: str
) -> None:
    """NEW JOURNAL is offered for the journal's own problems and a missing journal, never while another
    table writes the data folder nor where no folder can be made, whatever the message says (here the
    other kinds' words)."""
    host = host_on(qtbot, tmp_path)
    words = ("another Croupier (process 1) is using this data folder; cannot make the data folder"
             if new_journal else "the chain breaks; the journal is missing")  # fmt: skip
    host.books.stop(f"{tmp_path}: {words}", lambda: journal_advice(words, kind), kind)
    host.show_stop()
    assert host.books.stop_kind is kind and host.stop_panel is not None
    assert ("stop_new_journal" in host.stop_panel.buttons) is new_journal
    assert advice in host.stop_panel.words()
    assert_no_input(host)
    if new_journal:  # the way out works, and the new journal's table is no longer stopped
        assert host.start_new_journal(ask=yes)
        assert host.books.stop_kind is None and host.stop_panel is None
