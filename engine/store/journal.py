"""The game journal: an append-only SQLite file in the data folder, chained with a keyed MAC.

Every action of :meth:`engine.core.session.Session.act` is committed (WAL, ``synchronous=FULL``) by the
journal's observer before ``act`` returns, so before the table shows its events: a crash at any point
leaves a journal from which :mod:`engine.store.recovery` resumes the same round. An action that cannot be
committed (disk full, read-only, locked, damaged) is undone in the session and raises
:class:`JournalStopped`: the table never takes a bet it cannot journal.

Each row holds the HMAC-SHA-256, under the install's key (:mod:`engine.store.keys`, kept outside the data
folder), of the previous row's MAC with its own content (canonical JSON), so an edited, inserted or
removed row shows, and the high-water mark beside the key shows rows cut off the end. The undealt
shoe and a face-down hole card are sealed with the same key: no file shows a card before it is dealt.

A journal of schema 1 (rows chained by unkeyed SHA-256, :func:`row_hash`) is adopted the first time
it is opened for writing (:meth:`Journal._adopt`): its chain is checked whole, its rows are kept, and
the keyed chain starts at a new ``journal`` row that records the old head and row count.

A journal of schema 2 is carried on in schema 3 the first time it is opened for writing
(:meth:`Journal._upgrade`): its rows stay as written, new ones are compact.

Rows (``kind``): ``journal`` (row 1, or the adoption row: the journal's id, the key's id, the journal
it replaces or the schema-1 rows it ``adopts``),
``config`` (a table configuration as plain data), ``session`` (a table opened: its config, balance
and, when it cannot be told, shoe), ``round`` (a round begins: its config, the credits before it, the
row holding the shoe state it starts from), ``action`` (name, args, events, balance, the balances of
computer players seated at the table as ``others``, and the shoe state after it when the dealt cards
do not tell it; in schema 3 the compact array of
:class:`engine.store.journal_rows.Codec`), ``codec`` (event shapes, declared before their first use),
``money`` (money in or out) and ``audit`` (director events and alarms). This module opens the file
(the data folder's lock, the schema, the first rows, the start checks); the rows are written by
:mod:`engine.store.journal_write`, read by :mod:`engine.store.journal_read` and audited by
:mod:`engine.store.journal_audit` (the re-deal: :mod:`engine.store.journal_redeal`).
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import secrets
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

from ..core.paths import data_folder, private_folder
from ..core.safe_json import clip
from .journal_rows import (
    GENESIS,
    JournalError,
    StopKind,
    row_hash,
)
from .journal_write import INDEX_SQL, SCHEMA, JournalStopped, JournalWriter, plain_error
from .keys import JournalKey, KeyProblem
from .settings import set_aside

if TYPE_CHECKING:  # the audit (and the re-deal under it) is imported when a journal is verified, not at start
    from .journal_audit import AuditReport

FILE_NAME = "journal.sqlite3"
LOCK_FILE = "croupier.lock"
START_CHECK_ROWS = 2000  #: rows whose chain the table checks at start (the audit checks them all)
log = logging.getLogger(__name__)

_SCHEMA_SQL = """
CREATE TABLE IF NOT EXISTS journal (
    id INTEGER PRIMARY KEY, kind TEXT NOT NULL, round INTEGER, body TEXT NOT NULL, hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS meters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS head (
    one INTEGER PRIMARY KEY CHECK (one = 1), id INTEGER NOT NULL, hash TEXT NOT NULL,
    shoe_row INTEGER, config_row INTEGER, round INTEGER NOT NULL, round_open INTEGER NOT NULL);
"""


class JournalLocked(JournalError):
    """Another process has the data folder open for writing."""

    kind = StopKind.IN_USE


class JournalMissing(JournalError):
    """The data folder held a journal (this install's high-water mark says so) and it is gone."""

    kind = StopKind.MISSING


class DataFolderError(JournalError):
    """The data folder cannot be made, or its lock opened (a file in its place, no permission,
    read-only media): no journal, old or new, can be written there."""

    kind = StopKind.NO_FOLDER


def _make_folder(folder: Path) -> None:
    """:func:`private_folder`, its failure said as a :class:`DataFolderError` (not a traceback)."""
    try:
        private_folder(folder)
    except OSError as e:  # a parent is a file, no permission, read-only media
        why = plain_error(e) if e.errno == errno.ENOSPC else e.strerror or str(e)
        raise DataFolderError(f"{folder}: cannot make the data folder ({why})") from None


class Journal(JournalWriter):
    """The journal file ``path``; :meth:`observe` is the session observer that writes it.

    ``read_only`` opens it without writing anything, even on read-only media (``croupier audit``,
    ``croupier history``); a writer takes the data folder's lock (one process at a time), needs the
    install's key and checks the end of the chain and its high-water mark before it writes."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        create: bool = True,
        read_only: bool = False,
        key: JournalKey | None = None,
        _replaces: dict[str, Any] | None = None,
        _lock_fd: int | None = None,
    ) -> None:
        self.path = Path(path)
        self.read_only = read_only
        self.warnings: list[str] = []  #: what a reader could not do (rows left in a -wal on read-only media)
        self.on_stop: list[Callable[[str], None]] = []  #: told when a write fails (the table stops)
        self._lock_fd: int | None = None
        exists = self.path.exists()
        if (not create or read_only) and not exists:
            raise JournalError(f"{self.path}: no journal here")
        try:
            self.key = key if key is not None else JournalKey.load(create=not read_only)
        except KeyProblem as e:
            if not read_only:
                raise JournalError(str(e)) from None
            self.key = None  # the audit says what it cannot check
            self.key_problem: str | None = str(e)
        else:
            self.key_problem = None
        if not read_only:
            _make_folder(self.path.parent)
            if _lock_fd is not None:
                self._lock_fd = _lock_fd  # taken by start_new before it moved the old file
            else:
                self._lock()
            if not exists and _replaces is None and self.key is not None:
                mark = self.key.mark_for(self.path)
                if mark is not None and mark.rows > 0:
                    self._unlock()
                    raise JournalMissing(
                        f"{self.path}: the journal is missing (this install's record says it held {mark.rows} rows, "
                        f"{mark.games} games, head {mark.head[:16]}…); the director may start a new journal"
                    )
        try:
            self._db = self._connect(exists)
            if not read_only:  # the file opened: each write checks the path still names it
                st = os.stat(self.path)
                self._file_id = (st.st_dev, st.st_ino)
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, 1, 2, SCHEMA):
                raise JournalError(f"{self.path}: journal schema {version}, this version reads {SCHEMA}")
            self.id = ""
            if version == 0:
                if read_only:  # (a writer has refused another program's database before WAL mode)
                    self._refuse_foreign(self._db)
                    raise JournalError(f"{self.path}: not a journal (empty)")
                self._db.executescript(_SCHEMA_SQL)
                for sql in INDEX_SQL:
                    self._db.execute(sql)
                self._db.execute(f"PRAGMA user_version={SCHEMA}")
            for name in (self.path, *_companions(self.path)):
                _owner_only(name)
        except sqlite3.DatabaseError as e:
            self._unlock()
            raise JournalError(f"{self.path}: cannot open the journal: {plain_error(e)}") from None
        except JournalError:
            self._unlock()
            raise
        self._broken = None
        self.resumed = None
        self.replaces: dict[str, Any] | None = None  #: the journal this one was started in place of
        self.key_id = ""  #: the id of the key the journal says it was chained with
        self._where = None
        try:
            self._load(schema=version)
            if version == 0:
                self._genesis(_replaces)
            elif not read_only:
                if version == 1:
                    self._adopt()
                self.check_start()
                if version == 2:
                    self._upgrade()
        except (JournalError, sqlite3.DatabaseError) as e:
            self._db.close()
            self._unlock()
            if isinstance(e, JournalError):
                raise
            raise JournalError(f"{self.path}: cannot read the journal: {plain_error(e)}") from None

    def _refuse_foreign(self, db: sqlite3.Connection) -> None:
        """A journal not yet begun holds nothing: a database with tables of its own is another program's
        file, never written into nor taken for an empty journal."""
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        if tables:
            names = clip(", ".join(sorted(tables)), 80)
            raise JournalError(f"{self.path}: not a journal (a database with other tables: {names})")

    def _connect(self, exists: bool) -> sqlite3.Connection:
        if self.read_only:
            uri = f"file:{quote(str(self.path.resolve()))}?mode=ro"
            try:
                db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=True)
                db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            except sqlite3.OperationalError:  # read-only media: no -shm can be made; read the file as it is
                db = sqlite3.connect(uri + "&immutable=1", uri=True, isolation_level=None, check_same_thread=True)
                if Path(str(self.path) + "-wal").exists():
                    self.warnings.append(f"{self.path}: read-only media: the rows still in the -wal file are not read")
            return db
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=True)
        if exists and db.execute("PRAGMA user_version").fetchone()[0] == 0:
            try:  # before WAL mode, which writes the file's header
                self._refuse_foreign(db)
            except JournalError:
                db.close()
                raise
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        return db

    # ------------------------------------------------------------------ one writer per data folder

    def _lock(self) -> None:
        if fcntl is None:  # pragma: no cover - Windows: SQLite's own locking only
            return
        lock_path = self.path.parent / LOCK_FILE
        try:
            fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as e:
            raise DataFolderError(f"{lock_path}: cannot open the data folder's lock ({plain_error(e)})") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            try:
                other = os.read(fd, 32).decode("ascii", "replace").strip() or "?"
            except OSError:
                other = "?"
            os.close(fd)
            raise JournalLocked(
                f"{self.path.parent}: another Croupier (process {other}) is using this data folder; "
                "close it first (one table per data folder)"
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._lock_fd = fd

    def _unlock(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # closing the file releases the lock
            self._lock_fd = None

    @classmethod
    def in_folder(
        cls, folder: str | os.PathLike[str] | None = None, *, create: bool = True, read_only: bool = False
    ) -> Journal:
        """The journal of a data folder (``--data-dir``, else the user's data folder)."""
        return cls(data_folder(folder) / FILE_NAME, create=create, read_only=read_only)

    @classmethod
    def start_new(cls, folder: str | os.PathLike[str] | None, reason: str) -> Journal:
        """Set the data folder's journal aside (``journal.sqlite3.bad``, with its -wal and -shm) and
        start a new one whose first row names the old file, its head and its last balance before any
        unfinished round (read with the key when the old file still reads; else None)."""
        path = data_folder(folder) / FILE_NAME
        replaces: dict[str, Any] = {"reason": clip(reason, 300), "file": None, "head": None, "rows": None,
                                    "balance": None}  # fmt: skip
        _make_folder(path.parent)
        holder = cls.__new__(cls)  # the data folder's lock first: never move a journal another table writes
        holder.path, holder._lock_fd = path, None
        holder._lock()
        try:
            cls._set_aside(path, replaces)
            return cls(path, _replaces=replaces, _lock_fd=holder._lock_fd)
        except BaseException:
            holder._unlock()
            raise

    @classmethod
    def _set_aside(cls, path: Path, replaces: dict[str, Any]) -> None:
        if path.exists():
            try:
                with cls(path, read_only=True) as old:
                    replaces.update(head=old.head[1], rows=old.head[0], balance=old.balance_before_open_round())
            except (JournalError, sqlite3.Error) as e:
                replaces["unreadable"] = clip(str(e), 200)
            aside = set_aside(path)
            for comp in _companions(path):
                if comp.exists():
                    os.rename(comp, comp.with_name(aside.name + comp.name[len(path.name) :]))
            replaces["file"] = aside.name
        else:
            try:
                mark = JournalKey.load().mark_for(path)
            except KeyProblem:
                mark = None
            if mark is not None:
                replaces.update(head=mark.head, rows=mark.rows, file="(missing)")

    def close(self) -> None:
        """Close the file (every row is already committed) and release the data folder."""
        try:
            if not self.read_only and not self._broken:
                self._save_mark()
        finally:
            self._db.close()
            self._unlock()

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ the first rows and the start checks
    def _genesis(self, replaces: dict[str, Any] | None) -> None:
        """Row 1 of a new journal: its id, the install key's id and, when it replaces a journal set
        aside, that journal's file name, head and rows; then the high-water mark."""
        assert self.key is not None
        self.id = secrets.token_hex(16)
        self.key_id = self.key.id
        content: dict[str, Any] = {"id": self.id, "key": self.key.id, "schema": SCHEMA}
        if replaces is not None:
            content["replaces"] = replaces
        self.replaces = replaces
        self._write([("journal", None, content)])
        if replaces is not None:
            self.audit("journal-set-aside", replaces)

    def _adopt(self) -> None:
        """Adopt a journal of schema 1 into the keyed chain, once, in one transaction: its whole
        unkeyed SHA-256 chain must hold (else :class:`JournalError` naming the row); its rows stay as
        they are; a new opening row, MAC'd after the old head, records that head and the row count;
        the schema becomes :data:`SCHEMA` and the chain goes on keyed; then the high-water mark."""
        key = self.key
        assert key is not None
        mark = key.mark_for(self.path)
        if mark is not None:  # a damaged mark too: something keyed was recorded here
            raise JournalError(
                f"{self.path}: a schema-1 (unkeyed) journal where this install recorded the keyed journal "
                f"{mark.journal} ({mark.rows} rows, {mark.games} games): it was replaced; set it aside and "
                "start a new journal"
            )
        prev, expected = GENESIS, 1
        for r in self.rows():
            if r.id != expected:
                raise JournalError(f"{self.path}: schema-1 journal: row {expected} is missing; it cannot be adopted")
            if row_hash(prev, r.id, r.kind, r.round, r.body) != r.hash:
                raise JournalError(
                    f"{self.path}: schema-1 journal: row {r.id}: its SHA-256 hash does not match its content or the "
                    "row before it; it cannot be adopted (set it aside and start a new journal)"
                )
            prev, expected = r.hash, r.id + 1
        if (expected - 1, prev) != self.head:
            raise JournalError(
                f"{self.path}: schema-1 journal: it ends at row {expected - 1} but its head says row "
                f"{self._head_id}; it cannot be adopted"
            )
        self.id = secrets.token_hex(16)
        self.key_id = key.id
        adopts = {"schema": 1, "rows": self._head_id, "head": self._head_hash}
        self._write([("journal", None, {"id": self.id, "key": key.id, "schema": SCHEMA, "adopts": adopts})],
                    user_version=SCHEMA)  # fmt: skip
        self.keyed_from = self._head_id
        try:
            self._save_mark()  # even with a round left open: the adoption itself is anchored
        except KeyProblem as e:
            raise JournalError(f"cannot write the journal's high-water mark: {e}") from None
        log.info("%s: adopted a schema-1 journal of %d rows into the keyed chain", self.path, adopts["rows"])

    def _upgrade(self) -> None:
        """Carry a journal of schema 2 on in schema 3, once: its rows stay as they are (JSON content,
        hex MACs, the chain unbroken); an audit row records the change; the indexes become schema 3's;
        new rows are written in compact form."""
        self._write([("audit", None, {"kind": "journal-schema", "detail": {"from": 2, "to": SCHEMA}})],
                    user_version=SCHEMA)  # fmt: skip
        log.info("%s: carried on from schema 2 in schema %d", self.path, SCHEMA)

    def check_start(self) -> None:
        """Before the table writes: the stored head is the last row, the last rows chain with this
        install's key, and the journal is not shorter than its high-water mark. Raises
        :class:`JournalError` naming what is wrong."""
        key = self.key
        assert key is not None
        if self.key_id and self.key_id != key.id:
            raise JournalError(
                f"{self.path}: the journal was chained with another key ({self.key_id}, this install's is {key.id}); "
                "it cannot be continued here"
            )
        last = self._db.execute("SELECT MAX(id) FROM journal").fetchone()[0] or 0
        if last != self._head_id:
            raise JournalError(f"{self.path}: the journal ends at row {last} but its head says row {self._head_id}")
        start = max(self.keyed_from or 1, last - START_CHECK_ROWS)  # rows before an adoption: the audit
        prev = GENESIS if start == 1 else self.row(start - 1).hash
        expected = start
        for r in self.rows(start):
            if r.id != expected or key.mac(prev, r.id, r.kind, r.round, r.body) != r.hash:
                raise JournalError(f"{self.path}: row {expected}: the chain breaks (edited or removed rows)")
            prev, expected = r.hash, r.id + 1
        if last and prev != self._head_hash:
            raise JournalError(f"{self.path}: the head does not match the last row")
        mark = key.mark_for(self.path)
        if mark is None or mark.journal != self.id:
            return
        if mark.rows > last or mark.games > self.meters.games:
            raise JournalError(
                f"{self.path}: the journal is shorter than this install's record of it ({mark.rows} rows, "
                f"{mark.games} games; it has {last} rows, {self.meters.games} games): rows were removed"
            )
        if self._hash_at(mark.rows) != mark.head:
            raise JournalError(f"{self.path}: row {mark.rows}: not the row this install recorded (rewritten)")

    def _hash_at(self, row_id: int) -> str | None:
        if row_id == 0:
            return GENESIS
        r = self._db.execute("SELECT hash FROM journal WHERE id = ?", (row_id,)).fetchone()
        return None if r is None else r[0].hex() if isinstance(r[0], bytes) else str(r[0])

    def verify(self, *, redeal: bool = True, workers: int = 1) -> AuditReport:
        """The audit of the whole journal (:func:`engine.store.journal_audit.verify`; ``workers`` > 1
        checks ranges of whole rounds, chain, meters and re-deal, in that many worker processes)."""
        from .journal_audit import verify as audit_journal

        return audit_journal(self, redeal=redeal, workers=workers)


def _companions(path: Path) -> list[Path]:
    return [path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]


def _owner_only(path: Path) -> None:
    with contextlib.suppress(OSError):
        if path.exists() and path.stat().st_mode & 0o077:
            path.chmod(0o600)


__all__ = [
    "FILE_NAME",
    "SCHEMA",
    "Journal",
    "JournalLocked",
    "JournalMissing",
    "JournalStopped",
]
