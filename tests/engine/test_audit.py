"""``croupier audit``: the meters reconcile with the balance and the keyed chain is whole; a tampered
row, a removed row, a tampered meter, a journal re-chained without the key, rounds cut off the end and
a result changed with the key are found and named."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.cli import main as cli
from croupier.engine.core.money import SCALE, parse_mills
from croupier.engine.core.table import build_config
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_rows import canonical, row_hash
from croupier.engine.store.keys import JournalKey
from croupier.engine.store.meters import MeterFold
from croupier.engine.store.recovery import StreamRandom, open_session


@pytest.fixture
def played(tmp_path: Path) -> Path:
    with Journal.in_folder(tmp_path) as j:
        play(j, 30, 9, boxes=3, credit=30 * SCALE)  # runs short: refills are money in
        s = open_session(j, build_config("france"), rng=StreamRandom(9))
        j.money(s, "out", 5 * SCALE, "cash-out")
    return tmp_path


def _db(folder: Path) -> sqlite3.Connection:
    return sqlite3.connect(folder / "journal.sqlite3")


def _hex(mac: bytes | str) -> str:
    """A MAC as stored (schema 3: its 32 bytes) in hex."""
    return mac.hex() if isinstance(mac, bytes) else mac


def _paid_row(folder: Path) -> tuple[int, str]:
    """An action row holding a ``main-pay`` (read through the journal) and its body as stored."""
    with Journal.in_folder(folder, read_only=True) as j:
        rid = next(
            r.id for r in j.rows() if r.kind == "action" and any(e["type"] == "main-pay" for e in r.data["events"])
        )
    (body,) = _db(folder).execute("SELECT body FROM journal WHERE id = ?", (rid,)).fetchone()
    return rid, body


def _tampered(body: str) -> str:
    """The same row paying 1 more (its stated balance raised)."""
    value = json.loads(body)
    if isinstance(value, list):
        value[2] += 1000
    else:
        value["balance"] += 1000
    return canonical(value)


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
    rid, body = _paid_row(played)
    db = _db(played)
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (_tampered(body), rid))
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
    from croupier.engine.core.cards import Card
    from croupier.engine.core.events import Action, Bet, Clear, Dealt, InsurancePay, MainPay, MainPush, SidePay
    from croupier.engine.core.events import Decision as D
    from croupier.engine.core.events import Kind as K

    c = Card.parse
    f = MeterFold()
    f.action("bet", (1, 10_000, 1_000), [Bet(1, K.MAIN, 10_000, 1), Bet(1, K.SIDE, 1_000)])
    assert f.undealt_total == 11_000
    f.action("deal", (), [Dealt(1, 1, c("8S"), 8, False), Dealt(0, 0, c("AS"), 11, True),
                          Dealt(1, 1, c("8D"), 16, False), SidePay(1, "any-20", 4_000, 4)])  # fmt: skip
    f.action("insure", (1, True), [Action(1, 0, D.INSURE), Bet(1, K.INSURANCE, 5_000)])
    f.action("split", (), [Action(1, 1, D.SPLIT), Bet(1, K.SPLIT, 10_000, 2), Dealt(1, 1, c("2S"), 10, False)])
    f.action("stand", (), [Action(1, 1, D.STAND), Dealt(1, 2, c("3D"), 11, False, False, True)])
    f.action("double", (), [Action(1, 2, D.DOUBLE), Bet(1, K.DOUBLE, 10_000, 2), Dealt(1, 2, c("9D"), 20, False)])
    f.action("stand", (), [InsurancePay(1, 10_000), MainPush(1, 1, 10_000), MainPay(1, 2, 20_000), Clear(0)])
    m = f.meters
    assert m.bets == {"main": 30_000, "insurance": 5_000, "side": 1_000, "hyper": 0}
    assert m.wins == {"main": 10_000 + 40_000, "insurance": 15_000, "side": 5_000, "hyper": 0}
    assert m.games == 1 and f.undealt_total == 0


# ------------------------------------------------------------------ forgery


def _rechain(folder: Path, start: int, mac: Any) -> str:
    """Recompute every row's chain value from ``start`` with ``mac`` and point the head at the last."""
    db = _db(folder)
    (prev,) = db.execute("SELECT hash FROM journal WHERE id = ?", (start - 1,)).fetchone()
    prev = _hex(prev)
    for rid, kind, rnd, body in db.execute(
        "SELECT id, kind, round, body FROM journal WHERE id >= ? ORDER BY id", (start,)
    ).fetchall():
        prev = mac(prev, rid, kind, rnd, body)
        db.execute("UPDATE journal SET hash = ? WHERE id = ?", (prev, rid))
    db.execute("UPDATE head SET hash = ?", (prev,))
    db.commit()
    db.close()
    return str(prev)


def test_a_journal_rewritten_with_the_chain_recomputed_without_the_key_fails_audit(
    played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rid, body = _paid_row(played)
    db = _db(played)
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (_tampered(body), rid))
    db.commit()
    _rechain(played, rid, row_hash)  # SHA-256 as schema 1 chained: anyone can compute it
    assert cli.main(["audit", "--data-dir", str(played)]) == 1
    assert f"audit: FAIL: row {rid}: its MAC does not match" in capsys.readouterr().out


def test_rounds_cut_off_the_end_fail_audit_by_the_high_water_mark(
    played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = _db(played)
    (last_round,) = db.execute("SELECT MAX(round) FROM journal").fetchone()
    (first,) = db.execute("SELECT MIN(id) FROM journal WHERE round = ?", (last_round,)).fetchone()
    db.execute("DELETE FROM journal WHERE id >= ?", (first,))
    keep, h = db.execute("SELECT id, hash FROM journal ORDER BY id DESC LIMIT 1").fetchone()
    db.execute("UPDATE head SET id = ?, hash = ?", (keep, _hex(h)))  # the head made to agree: no key needed
    db.commit()
    assert cli.main(["audit", "--data-dir", str(played)]) == 1
    out = capsys.readouterr().out
    assert f"audit: FAIL: row {keep}: the journal ends here" in out and "rows were cut off the end" in out


def test_a_lost_hand_turned_into_a_win_with_the_key_fails_the_re_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Whoever holds the key can re-chain, fix the meters and move the mark; the round dealt again
    through the engine still names the forgery."""
    with Journal.in_folder(tmp_path) as j:
        for n in range(1, 60):
            play(j, n, 5)
            (last,) = j.rows_of_kind("action", last=1)
            if any(e["type"] == "main-collect" for e in last.data["events"]) and last.id == j.head[0]:
                break
        else:
            pytest.fail("no lost hand ended a round")
        rnd, rid, data = j.current_round, last.id, last.data
        (lost,) = [e for e in data["events"] if e["type"] == "main-collect"][:1]
        amount = parse_mills(lost["amount"], "amount")
        lost["type"] = "main-pay"
        data["balance"] += 2 * amount
        new: list[list[Any]] = []
        forged = canonical(j.codec.copy().encode(data, new))  # written as the journal writes it
        assert not new
    db = _db(tmp_path)
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (forged, rid))
    db.execute("UPDATE meters SET value = value + ? WHERE name = 'wins.main'", (2 * amount,))
    db.commit()
    db.close()
    key = JournalKey.load()
    head = _rechain(tmp_path, rid, key.mac)
    mark = key.mark_for(tmp_path / "journal.sqlite3")
    assert mark is not None
    key.write_mark(tmp_path / "journal.sqlite3", dataclasses.replace(mark, head=head))
    assert cli.main(["audit", "--data-dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"audit: FAIL: round {rnd}: dealt again through the engine, row {rid}: round {rnd}:" in out
    assert "other events than the journal's" in out
    assert out.count("audit: FAIL") == 1  # the chain, the mark and the meters all agree with the forgery


def test_audit_prints_the_head_and_checks_expect_head(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["audit", "--data-dir", str(played)]) == 0
    out = capsys.readouterr().out
    head = next(line.split()[1] for line in out.splitlines() if line.startswith("head "))
    assert len(head) == 64 and "30 rounds dealt again" in out
    assert cli.main(["audit", "--data-dir", str(played), "--expect-head", head.upper()]) == 0
    capsys.readouterr()
    assert cli.main(["audit", "--data-dir", str(played), "--expect-head", "0" * 64]) == 1
    assert f"audit: FAIL: head {head} is not the expected" in capsys.readouterr().out


def test_audit_without_the_installs_key_cannot_pass(
    played: Path, monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    monkeypatch.setenv("CROUPIER_KEY_DIR", str(tmp_path_factory.mktemp("other-install")))
    assert cli.main(["audit", "--data-dir", str(played)]) == 1


def test_audit_of_a_journal_from_another_install_names_the_key(
    played: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    tmp_path_factory: pytest.TempPathFactory,
) -> None:  # fmt: skip
    other = tmp_path_factory.mktemp("other-install")
    monkeypatch.setenv("CROUPIER_KEY_DIR", str(other))
    JournalKey.load()  # that install has a key of its own
    assert cli.main(["audit", "--data-dir", str(played)]) == 1
    out = capsys.readouterr().out
    assert "row 1: its MAC does not match" in out and "chained with key" in out


def test_history_piped_into_head_prints_no_traceback(played: Path) -> None:
    p = subprocess.run(f"{sys.executable} -m croupier history --data-dir {played} --last 30 | head -3",
                       shell=True, capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2],
                       check=False)  # fmt: skip
    assert len(p.stdout.splitlines()) == 3 and "Traceback" not in p.stderr and "Error" not in p.stderr
    p = subprocess.run(f"{sys.executable} -m croupier audit --data-dir {played} | head -1",
                       shell=True, capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2],
                       check=False)  # fmt: skip
    assert p.stdout.startswith("journal ") and "Traceback" not in p.stderr


def test_exit_codes_one_for_a_broken_chain_two_for_no_journal(played: Path, tmp_path: Path) -> None:
    assert cli.main(["audit", "--data-dir", str(tmp_path / "nothing")]) == 2
    assert cli.main(["history", "--data-dir", str(tmp_path / "nothing")]) == 2
    db = _db(played)
    db.execute("UPDATE journal SET body = body || ' ' WHERE id = 5")
    db.commit()
    assert cli.main(["audit", "--data-dir", str(played)]) == 1
