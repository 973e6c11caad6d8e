"""``croupier audit``: the meters reconcile with the balance and the hash chain is whole; a tampered
row, a removed row and a tampered meter are found and named."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from engine import cli
from engine.autoplay_cli import play
from engine.journal import Journal
from engine.meters import MeterFold
from engine.money import SCALE
from engine.recovery import StreamRandom, open_session
from engine.table import build_config


@pytest.fixture
def played(tmp_path: Path) -> Path:
    with Journal.in_folder(tmp_path) as j:
        play(j, 30, 9, boxes=3, credit=30 * SCALE)  # runs short: refills are money in
        s = open_session(j, build_config("france"), rng=StreamRandom(9))
        j.money(s, "out", 5 * SCALE, "cash-out")
    return tmp_path


def _db(folder: Path) -> sqlite3.Connection:
    return sqlite3.connect(folder / "journal.sqlite3")


def test_clean_journal_reconciles(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Journal.in_folder(played) as j:
        report = j.verify()
        m = report.meters
        assert report.ok, report.errors
        assert m.games == 30 and m.money_in > 0 and m.money_out == 5 * SCALE
        assert m.bets["side"] > 0 and m.bets["main"] > 0
        assert m.start + m.money_in - m.money_out + sum(m.wins.values()) - sum(m.bets.values()) == j.balance
        assert report.stored == m
    assert cli.main(["audit", "--data-dir", str(played)]) == 0
    assert "audit: OK" in capsys.readouterr().out


def test_tampered_row_is_named(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _db(played)
    rid, body = db.execute("SELECT id, body FROM journal WHERE kind = 'action' AND body LIKE '%main-pay%'").fetchone()
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (body.replace('"main-pay"', '"main-push"', 1), rid))
    db.commit()
    assert cli.main(["audit", "--data-dir", str(played)]) == 1
    assert f"audit: FAIL: row {rid}: its MAC does not match" in capsys.readouterr().out


def test_removed_last_row_is_found(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _db(played)
    (last,) = db.execute("SELECT MAX(id) FROM journal").fetchone()
    db.execute("DELETE FROM journal WHERE id = ?", (last,))
    db.commit()
    assert cli.main(["audit", "--data-dir", str(played)]) == 1
    assert f"row {last - 1}: the journal ends here but its head says row {last}" in capsys.readouterr().out


def test_removed_middle_row_is_found(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _db(played)
    db.execute("DELETE FROM journal WHERE id = 40")
    db.commit()
    assert cli.main(["audit", "--data-dir", str(played)]) == 1
    assert "row 40: missing" in capsys.readouterr().out


def test_tampered_meter_is_named(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _db(played)
    db.execute("UPDATE meters SET value = value + 1000 WHERE name = 'wins.side'")
    db.commit()
    assert cli.main(["audit", "--data-dir", str(played)]) == 1
    out = capsys.readouterr().out
    assert "audit: FAIL: meter wins.side: stored" in out and "the balance is" in out


def test_credits_changed_behind_the_journal_show_as_unjournaled_money(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 100 * SCALE, rng=StreamRandom(1))
        assert s.balances is not None
        s.balances["1"] += 7 * SCALE
        s.act("bet", 1, 10 * SCALE, 0)
        (money,) = j.rows_of_kind("money")
        assert money.data == {"dir": "in", "amount": 7 * SCALE, "balance": 107 * SCALE, "reason": "unjournaled"}
        assert j.verify().ok


def test_audit_without_journal(tmp_path: Path) -> None:
    assert cli.main(["audit", "--data-dir", str(tmp_path)]) == 2


def test_meters_count_doubles_splits_insurance_and_returned_stakes() -> None:
    """The fold's per-hand stakes: a split hand paid returns its own stake, a doubled one twice it."""
    from engine.events import Action, Bet, Clear, InsurancePay, MainPay, MainPush, SidePay

    f = MeterFold()
    f.action("bet", (1, 10_000, 1_000), [Bet(1, "main", 10_000), Bet(1, "side", 1_000)])
    assert f.undealt_total == 11_000
    f.action("deal", (), [SidePay(1, "any-20", 4_000, 4)])
    f.action("insure", (1, True), [Action(1, 0, "insure"), Bet(1, "insurance", 5_000)])
    f.action("split", (), [Action(1, 0, "split"), Bet(1, "split", 10_000)])
    f.action("double", (), [Action(1, 2, "double"), Bet(1, "double", 10_000)])
    f.action("stand", (), [InsurancePay(1, 10_000), MainPush(1, 1, 10_000), MainPay(1, 2, 20_000), Clear(0)])
    m = f.meters
    assert m.bets == {"main": 30_000, "insurance": 5_000, "side": 1_000}
    assert m.wins == {"main": 10_000 + 40_000, "insurance": 15_000, "side": 5_000}
    assert m.games == 1 and f.undealt_total == 0
