"""Journal or stop: an action the journal cannot commit (disk full, read-only) is undone and stops the
table in words; a damaged, missing or locked journal is refused at start; the director's way out is
a new journal whose first rows name the old one."""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.table import build_config
from croupier.engine.lab.autoplay import play, play_round
from croupier.engine.store.journal import Journal, JournalMissing, JournalStopped
from croupier.engine.store.journal_rows import JournalError
from croupier.engine.store.recovery import StreamRandom, open_session


class FaultyConnection:
    """An SQLite connection that fails like a full (or read-only) disk once armed: the COMMIT raises,
    and the ROLLBACK after it finds no transaction, as SQLite does when the disk filled mid-write."""

    def __init__(self, db: sqlite3.Connection, error: str = "database or disk is full") -> None:
        self.db = db
        self.error = error
        self.armed = False

    def execute(self, sql: str, *args: Any) -> Any:
        if self.armed and sql == "COMMIT":
            self.db.execute("ROLLBACK")
            raise sqlite3.OperationalError(self.error)
        if self.armed and sql == "ROLLBACK":
            raise sqlite3.OperationalError("cannot rollback - no transaction is active")
        return self.db.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)


def faulty(j: Journal, error: str = "database or disk is full") -> FaultyConnection:
    f = FaultyConnection(j._db, error)
    j._db = f  # type: ignore[assignment]
    return f


def test_a_full_disk_refuses_the_bet_says_disk_full_and_stops(tmp_path: Path) -> None:
    told: list[str] = []
    with Journal.in_folder(tmp_path) as j:
        j.on_stop.append(told.append)
        s = open_session(j, build_config("france"), 100 * SCALE, rng=StreamRandom(2))
        s.act("bet", 1, 10 * SCALE, 0)
        rows, balance = j.head[0], s.balance
        disk = faulty(j)
        disk.armed = True
        with pytest.raises(JournalStopped) as stopped:
            s.act("bet", 2, 20 * SCALE, 0)
        msg = str(stopped.value)
        assert "disk full" in msg and "rollback" not in msg and msg.startswith("[JOURNAL]")
        assert told and "disk full" in told[0]
        assert set(s.round.boxes) == {1} and s.balance == balance == j.balance  # the bet was not taken
        assert j.head[0] == rows
        with pytest.raises(JournalStopped):  # still stopped, and still nothing taken
            s.act("bet", 3, 10 * SCALE, 0)
        assert set(s.round.boxes) == {1} and s.balance == balance
        disk.armed = False
    with Journal.in_folder(tmp_path) as j:  # the next start resumes what was journaled
        again = open_session(j, build_config("france"), rng=StreamRandom(2))
        assert set(again.round.boxes) == {1} and again.balance == balance
        assert j.verify().ok


@pytest.mark.parametrize("how", ["deleted", "replaced"])
def test_a_journal_deleted_or_replaced_under_a_running_table_stops_it_and_takes_nothing(
    tmp_path: Path, how: str
) -> None:
    """SQLite writes on into a deleted file (its rows would be lost at the next start, the journal found
    missing): the next action is refused, undone and the table stops, saying what happened to the file."""
    told: list[str] = []
    with Journal.in_folder(tmp_path) as j:
        j.on_stop.append(told.append)
        s = open_session(j, build_config("france"), 100 * SCALE, rng=StreamRandom(2))
        s.act("bet", 1, 10 * SCALE, 0)
        rows, balance = j.head[0], s.balance
        if how == "deleted":
            j.path.unlink()
        else:  # another file put in its place (a copy of it: the same bytes, not the same file)
            copy = tmp_path / "copy.sqlite3"
            shutil.copyfile(j.path, copy)
            copy.replace(j.path)
        with pytest.raises(JournalStopped) as stopped:
            s.act("bet", 2, 20 * SCALE, 0)
        msg = str(stopped.value)
        assert ("was deleted while" if how == "deleted" else "was replaced by another while") in msg, msg
        assert told and told[0] in msg
        assert set(s.round.boxes) == {1} and s.balance == balance  # the bet was not taken
        assert j.head[0] == rows
        with pytest.raises(JournalStopped):
            s.act("deal")
        assert s.round.phase is Phase.BETTING


def test_a_deal_that_cannot_be_journaled_is_undone_bets_and_shoe_as_journaled(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 100 * SCALE, rng=StreamRandom(3))
        s.act("bet", 1, 10 * SCALE, 0)
        shoe = j.last_shoe()
        faulty(j).armed = True
        with pytest.raises(JournalStopped, match="disk full"):
            s.act("deal")
        assert s.round.phase is Phase.BETTING and set(s.round.boxes) == {1}
        assert not s.round.dealer.cards
        assert shoe is not None
        assert "".join(c.code for c in s.shoe.cards) == shoe["cards"]


def test_a_mid_round_write_failure_puts_the_round_back_as_journaled(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 100 * SCALE, rng=StreamRandom(3))
        s.act("bet", 1, 10 * SCALE, 0)
        s.act("deal")
        if s.round.phase is Phase.DONE:
            pytest.skip("the seeded round ended at the deal")
        cards = [c.code for h in s.round.boxes[1].hands for c in h.cards]
        faulty(j, "attempt to write a readonly database").armed = True
        name = "insure" if s.round.phase is Phase.INSURANCE else "hit"
        args = (1, False) if name == "insure" else ()
        with pytest.raises(JournalStopped, match="read-only"):
            s.act(name, *args)
        assert [c.code for h in s.round.boxes[1].hands for c in h.cards] == cards
        assert j.round_open and s.round.phase is not Phase.DONE


def test_a_damaged_journal_file_is_refused_in_words(tmp_path: Path) -> None:
    (tmp_path / "journal.sqlite3").write_bytes(b"this is not a journal\x00" * 100)
    with pytest.raises(JournalError, match="damaged"):
        Journal.in_folder(tmp_path)


def test_a_deleted_journal_is_missing_not_a_fresh_start(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 3, 1)
        rows, head = j.head
    (tmp_path / "journal.sqlite3").unlink()
    with pytest.raises(JournalMissing, match=f"held {rows} rows, 3 games"):
        Journal.in_folder(tmp_path)
    with Journal.start_new(tmp_path, "the journal was missing") as new:
        first = next(new.rows()).data
        assert first["replaces"]["file"] == "(missing)" and first["replaces"]["head"] == head
        assert first["replaces"]["balance"] is None  # nothing to carry: the table uses the starting credit
        assert new.rows_of_kind("audit")[0].data["kind"] == "journal-set-aside"
        assert new.verify().ok


def test_a_damaged_journal_is_set_aside_and_a_new_one_names_it(tmp_path: Path) -> None:
    (tmp_path / "journal.sqlite3").write_bytes(b"garbage" * 100)
    with Journal.start_new(tmp_path, "damaged") as new:
        first = next(new.rows()).data["replaces"]
        assert first["file"] == "journal.sqlite3.bad" and first["head"] is None and "unreadable" in first
    assert (tmp_path / "journal.sqlite3.bad").read_bytes() == b"garbage" * 100


def test_setting_aside_a_journal_with_an_open_round_carries_the_credits_before_it(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 100 * SCALE, rng=StreamRandom(3))
        s.act("bet", 1, 10 * SCALE, 0)
        s.act("deal")
        rows, head = j.head
    with Journal.start_new(tmp_path, "director") as new:
        replaced = next(new.rows()).data["replaces"]
        assert replaced["balance"] == 100 * SCALE and replaced["head"] == head and replaced["rows"] == rows
        assert replaced["file"] == "journal.sqlite3.bad" and not new.round_open
    with Journal(tmp_path / "journal.sqlite3.bad", read_only=True) as old:  # the set-aside file still reads
        assert old.head == (rows, head)


# ------------------------------------------------------------------ a real small disk


@contextlib.contextmanager
def tmpfs(where: Path, size: str) -> Iterator[Path]:
    where.mkdir()
    if shutil.which("mount") is None:
        pytest.skip("no mount command")
    p = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", f"croupier-{uuid.uuid4().hex[:6]}", str(where)],
                       capture_output=True, text=True, check=False)  # fmt: skip
    if p.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({p.stderr.strip()}); the fault-injecting tests cover it")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def test_a_really_full_disk_says_disk_full_and_the_journal_stays_whole(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "small", "1m") as small:
        data = small / "data"
        with Journal.in_folder(data) as j:
            s = open_session(j, build_config("france"), 100_000 * SCALE, rng=StreamRandom(5))
            policy = lambda r: "stand"  # noqa: E731
            with pytest.raises(JournalStopped) as stopped:
                for _ in range(100_000):
                    play_round(s, j, policy, 3, 100_000 * SCALE)
            assert "disk full" in str(stopped.value) and "rollback" not in str(stopped.value)
            games = j.meters.games
            assert games > 0
        with Journal.in_folder(data, read_only=True) as j:
            report = j.verify()
            assert report.ok, report.errors
            assert report.meters.games == games


def test_a_journal_on_read_only_media_is_read_by_the_audit_and_refused_for_play(tmp_path: Path) -> None:
    from croupier.engine.cli import main as cli

    with tmpfs(tmp_path / "media", "4m") as media:
        with Journal.in_folder(media / "data") as j:
            play(j, 5, 3)
        subprocess.run(["mount", "-o", "remount,ro", str(media)], check=True)
        with pytest.raises(JournalError):
            Journal.in_folder(media / "data")
        assert cli.main(["audit", "--data-dir", str(media / "data")]) == 0
        assert cli.main(["history", "--data-dir", str(media / "data"), "--last", "2"]) == 0


def test_a_journal_another_table_writes_is_never_set_aside(tmp_path: Path) -> None:
    from croupier.engine.store.journal import JournalLocked

    with Journal.in_folder(tmp_path) as j:
        play(j, 1, 1)
        with pytest.raises(JournalLocked, match="another Croupier"):
            Journal.start_new(tmp_path, "director")
        assert not (tmp_path / "journal.sqlite3.bad").exists()
        assert j.verify().ok
