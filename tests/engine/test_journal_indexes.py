"""The journal's queries for rows of one kind read through its indexes, never the whole table: a
query for the codec, configuration, session or audit rows states the condition of the partial index
that leaves out the actions and the rounds' starts (SQLite uses a partial index only then), and the
rounds' starts are read through their own index. On a journal of 120,000 rounds each such scan took
40 to 80 ms, at the table's start (the codec, the player's limits, the PIN's state) and in the audit."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from croupier.engine.core.money import SCALE
from croupier.engine.lab.autoplay import play
from croupier.engine.store import pin
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_audit import _cuts, _declared, verify


@pytest.fixture(scope="module")
def journal_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("journal")
    with Journal.in_folder(folder) as j:
        play(j, 30, 5, credit=300 * SCALE)
    return folder


def _plans(db: sqlite3.Connection, statements: list[str]) -> dict[str, list[str]]:
    """Each SELECT naming a row kind, with the steps of SQLite's plan for it."""
    out = {}
    for sql in statements:
        if sql.lstrip().upper().startswith("SELECT") and "kind" in sql and "WHERE" in sql:
            out[sql] = [row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql)]
    return out


def test_rows_of_one_kind_are_read_through_an_index(journal_folder: Path) -> None:
    with Journal.in_folder(journal_folder, read_only=True) as j:
        statements: list[str] = []
        j._db.set_trace_callback(statements.append)
        j._load_codec()
        for kind in ("config", "audit", "session", "codec"):
            j.rows_of_kind(kind)
        pin.journal_state(j)
        _cuts(j, 5)
        _declared(j)
        j._db.set_trace_callback(None)
        plans = _plans(j._db, statements)
    assert len(plans) >= 9
    for sql, steps in plans.items():
        assert all(step != "SCAN journal" for step in steps), (sql, steps)  # a scan of every row
    starts = [steps for sql, steps in plans.items() if "kind = 'round'" in sql]
    assert starts and all("journal_starts" in " ".join(steps) for steps in starts)


def test_the_other_kinds_read_every_row_of_theirs(journal_folder: Path) -> None:
    """The indexes' conditions left out nothing: each kind's rows as a plain scan finds them."""
    with Journal.in_folder(journal_folder, read_only=True) as j:
        for kind in ("config", "audit", "session", "codec", "round", "action", "journal"):
            plain = [r[0] for r in j._db.execute("SELECT id FROM journal WHERE +kind = ? ORDER BY id", (kind,))]
            assert [r.id for r in j.rows_of_kind(kind)] == plain, kind
        assert verify(j, workers=2, chunk=5).ok
