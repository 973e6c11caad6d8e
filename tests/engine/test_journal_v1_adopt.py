"""A journal of schema 1 (rows chained by an unkeyed SHA-256) is adopted into the keyed chain the first
time it is opened for writing: its whole chain is checked, its rows stay as they are, a new opening row
MAC'd after the old head records that head and the row count, and the chain goes on keyed. Read-only,
it is checked as it is and said to be unkeyed; one standing where this install recorded a keyed journal
was put there and fails.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from croupier.engine.cli import main as cli
from croupier.engine.core.money import SCALE
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import SCHEMA, Journal
from croupier.engine.store.journal_rows import JournalError, row_hash
from croupier.engine.store.keys import JournalKey

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "journal_v1.sqlite3"
V1_ROWS = 429  #: rows of the fixture
FILE = "journal.sqlite3"


def _copy(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FIXTURE, folder / FILE)
    return folder


def _rows(path: Path) -> list[tuple[int, str, int | None, str, str]]:
    db = sqlite3.connect(path)
    try:
        return list(db.execute("SELECT id, kind, round, body, hash FROM journal ORDER BY id"))
    finally:
        db.close()


def _user_version(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("PRAGMA user_version").fetchone()[0])
    finally:
        db.close()


def _edit_row(path: Path, row_id: int, old: str, new: str, *, rehash: bool) -> None:
    """Edit one row's content; ``rehash`` recomputes the unkeyed SHA-256 chain from it to the last
    schema-1 row (anyone can) and the stored head when that row is the last one."""
    db = sqlite3.connect(path)
    (body,) = db.execute("SELECT body FROM journal WHERE id = ?", (row_id,)).fetchone()
    assert old in body
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (body.replace(old, new, 1), row_id))
    if rehash:
        (prev,) = db.execute("SELECT hash FROM journal WHERE id = ?", (row_id - 1,)).fetchone()
        for rid, kind, rnd, b in db.execute(
            "SELECT id, kind, round, body FROM journal WHERE id >= ? AND id <= ? ORDER BY id", (row_id, V1_ROWS)
        ).fetchall():
            prev = row_hash(prev, rid, kind, rnd, b)
            db.execute("UPDATE journal SET hash = ? WHERE id = ?", (prev, rid))
        db.execute("UPDATE head SET hash = ? WHERE id = ?", (prev, V1_ROWS))
    db.commit()
    db.close()


def test_adoption_keeps_the_old_rows_and_records_their_head_once(tmp_path: Path) -> None:
    folder = _copy(tmp_path / "data")
    path = folder / FILE
    old = _rows(path)
    assert len(old) == V1_ROWS and _user_version(path) == 1
    with Journal.in_folder(folder) as j:
        assert j.keyed_from == V1_ROWS + 1 and j.id
        adoption = j.row(V1_ROWS + 1)
        assert adoption.kind == "journal"
        assert adoption.data["adopts"] == {"schema": 1, "rows": V1_ROWS, "head": old[-1][4]}
        assert adoption.hash == j.key.mac(old[-1][4], adoption.id, "journal", None, adoption.body)
        journal_id, key = j.id, j.key
    assert _user_version(path) == SCHEMA
    now = _rows(path)
    assert now[:V1_ROWS] == old  # the schema-1 rows and their hashes are kept as they were
    mark = key.mark_for(path)
    assert mark is not None and (mark.journal, mark.rows, mark.games) == (journal_id, V1_ROWS + 1, 40)
    with Journal.in_folder(folder) as j:  # adopted once: a second open adds no opening row
        assert j.id == journal_id and j.head[0] == V1_ROWS + 1
    assert len(_rows(path)) == V1_ROWS + 1


def test_an_adopted_journal_audits_clean_and_says_what_is_unkeyed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _copy(tmp_path / "data")
    Journal.in_folder(folder).close()
    assert cli.main(["audit", "--data-dir", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"rows 1 to {V1_ROWS} unkeyed (schema 1, SHA-256): they prove order, not authorship" in out
    assert f"adopted at row {V1_ROWS + 1}" in out
    assert "audit: OK (keyed chain whole" in out
    with Journal.in_folder(folder, read_only=True) as j:
        report = j.verify()
    assert report.ok and (report.unkeyed, report.adopted) == (V1_ROWS, V1_ROWS + 1)


def test_a_pre_adoption_row_edited_fails_audit_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = _copy(tmp_path / "data")
    Journal.in_folder(folder).close()
    _edit_row(folder / FILE, 4, '"balance":989000', '"balance":999000', rehash=False)
    assert cli.main(["audit", "--data-dir", str(folder)]) == 1
    assert "audit: FAIL: row 4: its SHA-256 hash (schema 1, unkeyed) does not match" in capsys.readouterr().out


def test_a_pre_adoption_row_edited_and_rehashed_fails_at_the_adoption_row(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Recomputing the unkeyed chain takes no key (the edit keeps every balance and meter), but the
    adoption row recorded the old head (and its MAC covers it): the audit fails there, and the table
    does not start on it."""
    folder = _copy(tmp_path / "data")
    Journal.in_folder(folder).close()
    _edit_row(folder / FILE, 204, '"reason":"deposit"', '"reason":"cash-out reversed"', rehash=True)
    assert cli.main(["audit", "--data-dir", str(folder)]) == 1
    out = capsys.readouterr().out
    assert f"audit: FAIL: row {V1_ROWS + 1}: the schema-1 rows 1 to {V1_ROWS} no longer end at the head" in out
    with pytest.raises(JournalError, match=f"row {V1_ROWS + 1}: the chain breaks"):
        Journal.in_folder(folder)


def test_a_schema_1_journal_read_only_is_checked_and_said_to_be_unkeyed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _copy(tmp_path / "data")
    assert cli.main(["audit", "--data-dir", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "chain: unkeyed (schema 1): the chain proves order, not authorship" in out
    assert "audit: OK (unkeyed schema-1 chain whole, every round dealt again, meters reconcile)" in out
    with Journal.in_folder(folder, read_only=True) as j:  # the recall reads it too
        assert [g.round for g in j.last_games(3)] == [41, 40, 39]
    assert _user_version(folder / FILE) == 1 and len(_rows(folder / FILE)) == V1_ROWS  # nothing written


def test_a_broken_schema_1_journal_is_not_adopted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = _copy(tmp_path / "data")
    _edit_row(folder / FILE, 100, '"balance":', '"balance":1', rehash=False)
    before = _rows(folder / FILE)
    with pytest.raises(JournalError, match=r"row 100: its SHA-256 hash does not match .* cannot be adopted"):
        Journal.in_folder(folder)
    assert _user_version(folder / FILE) == 1 and _rows(folder / FILE) == before
    assert JournalKey.load().mark_for(folder / FILE) is None
    assert cli.main(["audit", "--data-dir", str(folder)]) == 1
    assert "audit: FAIL: row 100: its SHA-256 hash" in capsys.readouterr().out


def test_a_schema_1_file_in_place_of_a_keyed_journal_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The high-water mark beside the key says a keyed journal stood here: an unkeyed file in its place
    (an old copy, or one written to pass for it) is neither adopted nor passed by the audit."""
    folder = tmp_path / "data"
    with Journal.in_folder(folder) as j:
        play(j, 3, 5, boxes=1, credit=20 * SCALE)
        keyed_id = j.id
    for name in (FILE, FILE + "-wal", FILE + "-shm"):
        (folder / name).unlink(missing_ok=True)
    _copy(folder)
    with pytest.raises(JournalError, match=rf"schema-1 .* where this install recorded the keyed journal {keyed_id}"):
        Journal.in_folder(folder)
    assert _user_version(folder / FILE) == 1
    assert cli.main(["audit", "--data-dir", str(folder)]) == 1
    out = capsys.readouterr().out
    assert f"audit: FAIL: {folder / FILE}: a schema-1 (unkeyed) journal where this install recorded" in out


def test_a_damaged_mark_where_a_schema_1_file_stands_is_refused_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A mark is only written for a keyed journal: one that no longer reads still says one stood here."""
    folder = _copy(tmp_path / "data")
    key = JournalKey.load()
    mark_file = key._mark_file(folder / FILE)
    mark_file.parent.mkdir(parents=True, exist_ok=True)
    mark_file.write_text("{not json", encoding="utf-8")
    with pytest.raises(JournalError, match=r"a schema-1 \(unkeyed\) journal where this install recorded"):
        Journal.in_folder(folder)
    assert _user_version(folder / FILE) == 1
    assert cli.main(["audit", "--data-dir", str(folder)]) == 1
    assert "audit: FAIL: " in capsys.readouterr().out


def test_an_adopted_journal_under_another_key_names_the_keys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _copy(tmp_path / "data")
    with Journal.in_folder(folder) as j:
        first = j.key.id
    other = JournalKey(bytes(range(32)), tmp_path / "other-keys")
    with Journal.in_folder(folder, read_only=True) as j:
        j.key = other
        report = j.verify()
    assert report.errors[0] == (
        f"row {V1_ROWS + 1}: its MAC does not match its content or the row before it "
        f"(chained with key {first}, this install's is {other.id})"
    )
