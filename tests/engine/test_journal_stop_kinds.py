"""Each journal problem that stops the table carries its kind beside its message
(:attr:`JournalError.kind`), set by the class raised where it is found: the table chooses its way out
(NEW JOURNAL or not, the advice) by the kind, never by the words."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import DataFolderError, Journal, JournalLocked, JournalMissing
from croupier.engine.store.journal_rows import JournalError, StopKind


def _kind(folder: Path, *, new: bool = False) -> tuple[StopKind, str]:
    """The kind and message of the error opening (``new``: setting aside) the journal of ``folder``."""
    with pytest.raises(JournalError) as caught:
        if new:
            Journal.start_new(folder, "the director").close()
        else:
            Journal.in_folder(folder).close()
    return caught.value.kind, str(caught.value)


def test_a_damaged_journal_is_the_journals_own_problem(tmp_path: Path) -> None:
    (tmp_path / "journal.sqlite3").write_bytes(b"not a journal\x00" * 100)
    assert _kind(tmp_path) == (StopKind.JOURNAL, f"{tmp_path / 'journal.sqlite3'}: cannot open the journal: "
                                                 "the journal file is damaged (file is not a database)")  # fmt: skip


def test_a_data_folder_another_table_writes_is_in_use(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path):
        kind, why = _kind(tmp_path)
        assert kind is StopKind.IN_USE and "another Croupier" in why
        kind, why = _kind(tmp_path, new=True)  # never set aside while the other table writes it
        assert kind is StopKind.IN_USE and "another Croupier" in why
    assert JournalLocked.kind is StopKind.IN_USE


def test_a_data_folder_that_cannot_be_made_is_no_folder_when_opened_or_set_aside(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    for new in (False, True):  # setting aside raised the bare OSError (NotADirectoryError)
        kind, why = _kind(blocker / "data", new=new)
        assert kind is StopKind.NO_FOLDER
        assert why == f"{blocker / 'data'}: cannot make the data folder (Not a directory)"


def test_a_data_folder_whose_lock_cannot_be_opened_is_no_folder(tmp_path: Path) -> None:
    (tmp_path / "croupier.lock").mkdir()  # a folder where the lock file goes
    kind, why = _kind(tmp_path)
    assert kind is StopKind.NO_FOLDER and "cannot open the data folder's lock" in why


def test_a_deleted_journal_is_missing(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 1, 1)
    (tmp_path / "journal.sqlite3").unlink()
    kind, why = _kind(tmp_path)
    assert kind is StopKind.MISSING and "the journal is missing" in why
    assert JournalMissing.kind is StopKind.MISSING


def test_the_kind_is_the_classs_and_survives_pickling() -> None:
    for cls, kind in ((JournalError, StopKind.JOURNAL), (JournalLocked, StopKind.IN_USE),
                      (DataFolderError, StopKind.NO_FOLDER), (JournalMissing, StopKind.MISSING)):  # fmt: skip
        e = pickle.loads(pickle.dumps(cls("x: why")))
        assert type(e) is cls and e.kind is kind and str(e) == "x: why"
