"""The install's journal key appears whole or not at all: processes starting at the same moment (a
table and an autoplay, the test suite's workers sharing a key folder) all read the one key; one of
them used to find the empty file another was still writing, and stopped on a "damaged" key."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

import pytest

from croupier.engine.store import keys
from croupier.engine.store.keys import KEY_FILE, JournalKey


def _load(folder: str, start: multiprocessing.synchronize.Event, out: multiprocessing.Queue[str]) -> None:
    start.wait()
    try:
        out.put(JournalKey.load(Path(folder)).id)
    except keys.KeyProblem as e:
        out.put(f"problem: {e}")


def test_processes_creating_the_key_at_once_all_read_the_same_whole_key(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("fork")
    for attempt in range(4):
        folder = tmp_path / f"keys-{attempt}"
        start, out = ctx.Event(), ctx.Queue()
        procs = [ctx.Process(target=_load, args=(str(folder), start, out)) for _ in range(6)]
        for p in procs:
            p.start()
        start.set()
        ids = [out.get(timeout=60) for _ in procs]
        for p in procs:
            p.join(60)
        assert len(set(ids)) == 1 and not ids[0].startswith("problem"), ids
        assert JournalKey.load(folder).id == ids[0]
        assert sorted(f.name for f in folder.iterdir() if f.is_file()) == [KEY_FILE]  # no part left behind


def test_without_hard_links_the_key_is_still_made_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_link(*_: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_link)
    first = JournalKey.load(tmp_path)
    assert JournalKey.load(tmp_path).id == first.id
    assert (tmp_path / KEY_FILE).stat().st_mode & 0o777 == 0o600
    assert [f.name for f in tmp_path.iterdir() if f.is_file()] == [KEY_FILE]


def test_a_key_folder_that_is_a_file_is_said_in_words(tmp_path: Path) -> None:
    blocker = tmp_path / "keys"
    blocker.write_text("x")
    with pytest.raises(keys.KeyProblem, match=r"journal key \(Not a directory\)"):
        JournalKey.load(blocker)


def test_a_key_file_of_other_bytes_is_a_damaged_key(tmp_path: Path) -> None:
    (tmp_path / KEY_FILE).write_bytes(b"\xff\xfe\x00 not hex")
    with pytest.raises(keys.KeyProblem, match="the journal key is damaged"):
        JournalKey.load(tmp_path)
