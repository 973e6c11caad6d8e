"""The audit split into ranges of whole rounds (each checked completely by a worker process, the
seams between them checked by the audit's process) finds what the audit in one walk finds, row for
row and round for round, wherever the ranges are cut: on a clean journal, a row whose MAC does not
hold, a row removed, a balance changed and the chain taken again with the key (inside a range and
on the round start that opens one), and a round whose result was changed; and the workers, reading
the file anew, report the audit's snapshot when the file changes under it."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.money import SCALE
from croupier.engine.core.table import build_config
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_audit import AuditReport, verify
from croupier.engine.store.journal_rows import canonical
from croupier.engine.store.keys import JournalKey
from croupier.engine.store.recovery import StreamRandom, open_session

#: rounds per range: every cut of a short journal (one round a range puts a seam at every round start)
CUTS = (1, 2, 3, 5)


def _report(r: AuditReport) -> tuple[Any, ...]:
    return (
        r.ok, r.rows, r.head, r.redealt, r.errors, r.meters, r.balance, r.undealt, r.initial_main, r.hyper_cases,
        r.walked, r.unkeyed,
    )  # fmt: skip


def _same_at_every_cut(folder: Path) -> AuditReport:
    with Journal.in_folder(folder, read_only=True) as j:
        alone = verify(j)
        for cut in CUTS:
            assert _report(verify(j, workers=2, chunk=cut)) == _report(alone), cut
            assert _report(verify(j, redeal=False, workers=2, chunk=cut)) == _report(verify(j, redeal=False)), cut
    return alone


@pytest.fixture
def played(tmp_path: Path) -> Path:
    with Journal.in_folder(tmp_path) as j:
        play(j, 14, 3, boxes=2, credit=40 * SCALE)  # runs short: refills are money rows inside rounds
        s = open_session(j, build_config("france"), rng=StreamRandom(3))
        j.money(s, "out", 5 * SCALE, "cash-out")
    return tmp_path


def _rows(folder: Path, kind: str) -> list[int]:
    db = sqlite3.connect(folder / "journal.sqlite3")
    try:
        return [r for (r,) in db.execute("SELECT id FROM journal WHERE kind = ? ORDER BY id", (kind,))]
    finally:
        db.close()


def _rechain(folder: Path, rid: int, body: str, *, mark: bool = True) -> None:
    """Row ``rid``'s content replaced by ``body`` and the chain taken again from it with the key
    (the head and, with ``mark``, the high-water mark follow): only the content can tell."""
    path = folder / "journal.sqlite3"
    key = JournalKey.load()
    db = sqlite3.connect(path)
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (body, rid))
    before = db.execute("SELECT hash FROM journal WHERE id = ?", (rid - 1,)).fetchone()
    prev = "0" * 64 if before is None else before[0].hex()  # row 1 follows the genesis
    for r, kind, rn, b in db.execute(
        "SELECT id, kind, round, body FROM journal WHERE id >= ? ORDER BY id", (rid,)
    ).fetchall():
        prev = key.mac_bytes(prev, r, kind, rn, b).hex()
        db.execute("UPDATE journal SET hash = ? WHERE id = ?", (bytes.fromhex(prev), r))
    db.execute("UPDATE head SET hash = ?", (prev,))
    db.commit()
    db.close()
    if mark:
        recorded = key.mark_for(path)
        assert recorded is not None
        key.write_mark(path, dataclasses.replace(recorded, head=prev))


def _body(folder: Path, rid: int) -> str:
    db = sqlite3.connect(folder / "journal.sqlite3")
    try:
        (body,) = db.execute("SELECT body FROM journal WHERE id = ?", (rid,)).fetchone()
        return str(body)
    finally:
        db.close()


def test_a_clean_journal_reads_the_same_in_ranges(played: Path) -> None:
    alone = _same_at_every_cut(played)
    assert alone.ok and alone.redealt == 14 and alone.meters.money_out == 5 * SCALE


def test_a_row_whose_mac_fails_is_named_the_same(played: Path) -> None:
    rid = _rows(played, "action")[20]
    db = sqlite3.connect(played / "journal.sqlite3")
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (_body(played, rid).replace("1", "2", 1), rid))
    db.commit()
    db.close()
    alone = _same_at_every_cut(played)
    assert alone.errors[0].startswith(f"row {rid}: its MAC does not match")


@pytest.mark.parametrize("before", [0, 1])
def test_a_removed_row_is_named_the_same(played: Path, before: int) -> None:
    """A round's start (a seam for several cuts) or the row just before it (the last of a range)."""
    rid = _rows(played, "round")[6] - before
    db = sqlite3.connect(played / "journal.sqlite3")
    db.execute("DELETE FROM journal WHERE id = ?", (rid,))
    db.commit()
    db.close()
    alone = _same_at_every_cut(played)
    assert alone.errors[0] == f"row {rid}: missing (the chain jumps to row {rid + 1})"


@pytest.mark.parametrize("kind", ["round", "action"])
def test_a_balance_changed_with_the_key_is_named_the_same(played: Path, kind: str) -> None:
    """A round start's balance (where a range opens: the seam's check) or an action's (inside a range)."""
    rid = _rows(played, kind)[7]
    value = json.loads(_body(played, rid))
    if isinstance(value, list):
        value[2] += 1000
    else:
        value["balance"] += 1000
    _rechain(played, rid, canonical(value))
    alone = _same_at_every_cut(played)
    assert (
        alone.errors[0].startswith(f"row {rid}: the balance ") and "does not follow from the meters" in alone.errors[0]
    )


def test_a_round_dealt_otherwise_is_named_the_same(played: Path) -> None:
    """An action's recorded decision swapped for another with the key: the meters may agree, the
    re-deal does not."""
    rid = next(r for r in _rows(played, "action") if json.loads(_body(played, r))[0] == "stand")
    value = json.loads(_body(played, rid))
    value[0] = "hit"
    _rechain(played, rid, canonical(value))
    alone = _same_at_every_cut(played)
    assert not alone.ok and any("dealt again through the engine" in e for e in alone.errors)


def test_the_workers_read_the_audits_snapshot_even_when_the_file_changes_under_it(played: Path) -> None:
    """The last row (the cash-out) rewritten to take out more, its balance to match, and the chain
    taken again with the key after the audit's read transaction began: the worker reading the last
    range anew finds it whole, but its chain does not end at the MAC of the audit's snapshot, so the
    range is walked again from the snapshot and the audit reports the journal as it stood."""
    with Journal.in_folder(played, read_only=True) as j:
        j._db.execute("BEGIN")
        clean = verify(j)  # in the transaction: the snapshot is taken
        last = _rows(played, "money")[-1]
        value = json.loads(_body(played, last))
        assert last == clean.rows and value["dir"] == "out"
        value["amount"] += 1000
        value["balance"] -= 1000
        _rechain(played, last, canonical(value), mark=False)
        for cut in CUTS:
            assert _report(verify(j, workers=2, chunk=cut)) == _report(clean), cut
        j._db.execute("COMMIT")
    with Journal.in_folder(played, read_only=True) as j:
        again = verify(j)  # the rewritten file: its head is no longer the recorded one
    assert clean.ok and not again.ok and again.head != clean.head
