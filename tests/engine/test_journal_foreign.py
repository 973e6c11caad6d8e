"""Another program's SQLite database at the journal's path is not a journal: the table never writes
into it (it once added its tables beside the file's own and dealt on), and the audit says what it is."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from croupier.engine.cli.main import main
from croupier.engine.store.journal import Journal, JournalError


def _foreign(path: Path) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
    db.execute("INSERT INTO contacts VALUES ('Ana', '555')")
    db.commit()
    db.close()
    return path.read_bytes()


@pytest.mark.parametrize("read_only", [False, True])
def test_a_database_with_tables_of_its_own_is_refused_and_left_as_it_was(tmp_path: Path, read_only: bool) -> None:
    path = tmp_path / "data" / "journal.sqlite3"
    before = _foreign(path)
    with pytest.raises(JournalError, match=r"not a journal \(a database with other tables: contacts\)"):
        Journal(path, read_only=read_only)
    assert path.read_bytes() == before


def test_autoplay_and_audit_refuse_it_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CROUPIER_KEY_DIR", str(tmp_path / "key"))
    data = tmp_path / "data"
    before = _foreign(data / "journal.sqlite3")
    assert main(["autoplay", "--rounds", "2", "--seed", "1", "--data-dir", str(data)]) == 2
    assert main(["audit", "--data-dir", str(data)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all("other tables: contacts" in line for line in err)
    assert (data / "journal.sqlite3").read_bytes() == before


def test_an_empty_database_still_becomes_a_journal(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    sqlite3.connect(path).close()  # a file SQLite made, with nothing in it
    with Journal(path) as j:
        assert j.id


def test_a_data_folder_that_cannot_be_made_is_a_journal_error_not_a_traceback(tmp_path: Path) -> None:
    """``--data-dir`` under a file: the table's start said it with a traceback (NotADirectoryError)."""
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(JournalError, match=r"a-file/data: cannot make the data folder \(Not a directory\)"):
        Journal.in_folder(blocker / "data")
