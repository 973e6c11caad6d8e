"""The game journal: an append-only, hash-chained SQLite file in the data folder.

Every action of :meth:`engine.session.Session.act` is committed (WAL, ``synchronous=FULL``) by the
journal's observer before ``act`` returns, so before the table shows its events: a crash at any point
leaves a journal from which :mod:`engine.recovery` resumes the same round. Each row holds the SHA-256
of the previous row's hash with its own content (canonical JSON), so an edited or removed row shows.

Rows (``kind``): ``config`` (a table configuration as plain data), ``session`` (a table opened: its
config, balance and shoe), ``round`` (a round begins: its config, the credits before it, the row
holding the shoe state before its deal), ``action`` (name, args, events, balance and, when it
changed, the shoe state after it), ``money`` (money in or out) and ``audit`` (director events).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.events import SCHEMA as EVENTS_SCHEMA
from engine.events import Event, to_dict
from engine.journal_read import AuditReport, Game, JournalReader, Step  # re-exported
from engine.journal_rows import (  # re-exported
    GENESIS,
    JournalError,
    Row,
    canonical,
    config_data,
    config_from_data,
    row_hash,
    shoe_data,
    shoe_state,
)
from engine.meters import BET_TYPES, MeterFold, Meters
from engine.money import Money, format_amount
from engine.paths import data_folder
from engine.round import Phase
from engine.session import PLAYER, Session
from engine.table import TableConfig

if TYPE_CHECKING:
    from engine.shoe import Shoe

FILE_NAME = "journal.sqlite3"
SCHEMA = 1

_SCHEMA_SQL = """
CREATE TABLE IF NOT EXISTS journal (
    id INTEGER PRIMARY KEY, kind TEXT NOT NULL, round INTEGER, body TEXT NOT NULL, hash TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS journal_round ON journal (round) WHERE round IS NOT NULL;
CREATE INDEX IF NOT EXISTS journal_kind ON journal (kind, id);
CREATE TABLE IF NOT EXISTS meters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS head (
    one INTEGER PRIMARY KEY CHECK (one = 1), id INTEGER NOT NULL, hash TEXT NOT NULL,
    shoe_row INTEGER, config_row INTEGER, round INTEGER NOT NULL, round_open INTEGER NOT NULL);
"""


class Journal(JournalReader):
    """The journal file ``path``; :meth:`observe` is the session observer that writes it."""

    def __init__(self, path: str | os.PathLike[str], *, create: bool = True) -> None:
        self.path = Path(path)
        if not create and not self.path.exists():
            raise JournalError(f"{self.path}: no journal here")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=True)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA):
                raise JournalError(f"{self.path}: journal schema {version}, this version reads {SCHEMA}")
            if version == 0:
                self._db.executescript(_SCHEMA_SQL)
                self._db.execute(f"PRAGMA user_version={SCHEMA}")
        except sqlite3.DatabaseError as e:
            raise JournalError(f"{self.path}: cannot open the journal: {e}") from None
        self._broken: str | None = None
        self.resumed: int | None = None  #: the round resumed in this process, if any
        self._load()

    @classmethod
    def in_folder(cls, folder: str | os.PathLike[str] | None = None, *, create: bool = True) -> Journal:
        """The journal of a data folder (``--data-dir``, else the user's data folder)."""
        return cls(data_folder(folder) / FILE_NAME, create=create)

    def close(self) -> None:
        """Close the file (every row is already committed)."""
        self._db.close()

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ cached state

    def _load(self) -> None:
        """Read the head (last row, shoe and config rows, current round), the meters and the fold."""
        h = self._db.execute("SELECT id, hash, shoe_row, config_row, round, round_open FROM head").fetchone()
        if h is None:
            self._head_id, self._head_hash = 0, GENESIS
            self._shoe_row: int | None = None
            self._config_row: int | None = None
            self._round, self._round_open = 0, False
        else:
            self._head_id, self._head_hash, self._shoe_row, self._config_row, self._round, open_ = h
            self._round_open = bool(open_)
        stored = dict(self._db.execute("SELECT name, value FROM meters").fetchall())
        self._fold = MeterFold(Meters.from_dict(stored))
        self._meters_saved = self._fold.meters.to_dict()
        self._balance: Money | None = None
        self._shoe_body: str | None = None
        self._config_body: str | None = None
        last = self._db.execute(
            "SELECT body FROM journal WHERE kind IN ('session', 'round', 'action', 'money') ORDER BY id DESC LIMIT 1"
        ).fetchone()
        if last is not None:
            self._balance = json.loads(last[0]).get("balance")
        self._has_session = (
            self._db.execute("SELECT 1 FROM journal WHERE kind = 'session' LIMIT 1").fetchone() is not None
        )
        if self._shoe_row is not None:
            self._shoe_body = canonical(self.row(self._shoe_row).data["shoe"])
        if self._config_row is not None:
            self._config_body = canonical(self.row(self._config_row).data["config"])
        if self._round_open:  # the stakes of the unfinished round (its bets are in the stored meters)
            scratch = MeterFold()
            for r in self.round_rows(self._round):
                if r.kind == "action":
                    d = r.data
                    scratch.action(d["name"], d["args"], scratch.read(d))
            self._fold.take_round(scratch)

    @property
    def empty(self) -> bool:
        """No row yet."""
        return self._head_id == 0

    @property
    def has_session(self) -> bool:
        """A table has been opened on this journal (its starting credit is known)."""
        return self._has_session

    @property
    def balance(self) -> Money | None:
        """The last journaled balance (None when unlimited or nothing journaled)."""
        return self._balance

    @property
    def meters(self) -> Meters:
        """The meters as of the last row."""
        return self._fold.meters

    @property
    def current_round(self) -> int:
        """The number of the last round begun (0 before the first)."""
        return self._round

    @property
    def round_open(self) -> bool:
        """The last round begun has not finished."""
        return self._round_open

    @property
    def head(self) -> tuple[int, str]:
        """(id, hash) of the last row."""
        return self._head_id, self._head_hash

    def last_shoe(self) -> dict[str, Any] | None:
        """The last journaled shoe state (:func:`shoe_data` form), or None."""
        return None if self._shoe_body is None else dict(json.loads(self._shoe_body))

    def last_config(self) -> dict[str, Any] | None:
        """The last journaled table configuration (plain data), or None."""
        return None if self._config_body is None else dict(json.loads(self._config_body))

    # ------------------------------------------------------------------ writing

    def _write(self, rows: Sequence[tuple[str, int | None, dict[str, Any]]], round_open: bool | None = None) -> int:
        """Append rows (kind, round, content) and update head and meters in one transaction."""
        if self._broken:
            raise JournalError(f"{self.path}: the journal failed earlier ({self._broken}); restart to resume")
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                h = db.execute("SELECT id, hash FROM head").fetchone()
                if (h or (0, GENESIS)) != (self._head_id, self._head_hash):
                    raise JournalError(f"{self.path}: the journal was written by another process")
                rid, prev = self._head_id, self._head_hash
                for kind, round_no, content in rows:
                    rid += 1
                    body = canonical(content)
                    prev = row_hash(prev, rid, kind, round_no, body)
                    db.execute(
                        "INSERT INTO journal (id, kind, round, body, hash) VALUES (?, ?, ?, ?, ?)",
                        (rid, kind, round_no, body, prev),
                    )
                    if "shoe" in content:
                        self._shoe_row = rid
                    if kind == "config":
                        self._config_row = rid
                if round_open is not None:
                    self._round_open = round_open
                db.execute(
                    "INSERT OR REPLACE INTO head (one, id, hash, shoe_row, config_row, round, round_open) "
                    "VALUES (1, ?, ?, ?, ?, ?, ?)",
                    (rid, prev, self._shoe_row, self._config_row, self._round, int(self._round_open)),
                )
                now = self._fold.meters.to_dict()
                changed = [(k, v) for k, v in now.items() if self._meters_saved.get(k) != v]
                if changed:
                    db.executemany("INSERT OR REPLACE INTO meters (name, value) VALUES (?, ?)", changed)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        except (sqlite3.Error, JournalError) as e:
            self._broken = str(e)
            raise JournalError(f"{self.path}: cannot write the journal: {e}") from None
        self._head_id, self._head_hash = rid, prev
        self._meters_saved = now
        return rid

    def _shoe_if_changed(self, shoe: Shoe, content: dict[str, Any]) -> None:
        data = shoe_data(shoe)
        body = canonical(data)
        if body != self._shoe_body:
            content["shoe"] = data
            self._shoe_body = body

    def _config_rows(self, config: TableConfig) -> list[tuple[str, int | None, dict[str, Any]]]:
        data = config_data(config)
        body = canonical(data)
        if body == self._config_body:
            return []
        self._config_body = body
        return [("config", None, {"config": data})]

    def attach(self, session: Session, *, resumed: bool = False) -> None:
        """Start journaling ``session``: number its rounds after the journal's, record the table
        opening (config, balance, shoe) and add :meth:`observe` as its first observer.

        A session with a different balance from the journal's is recorded as money in or out; a new
        session may not replace an unfinished round (resume it with :func:`engine.recovery.resume`)."""
        if resumed:
            self.resumed = session.round_no
            self.audit("resume", {"round": session.round_no})
        else:
            if self._round_open:
                raise JournalError(f"round {self._round} is unfinished: resume it before opening a new session")
            r = session.round
            if r.phase is not Phase.BETTING or r.boxes:
                raise JournalError("attach the journal before the first bet of a round")
            session.round_no = self._round + 1
            bal = session.balance
            rows = self._config_rows(session.config)
            content: dict[str, Any] = {"balance": bal, "round": session.round_no}
            self._shoe_if_changed(session.shoe, content)
            if not self._has_session:
                self._fold.meters.start = bal or 0
            elif bal is not None and self._balance is not None and bal != self._balance:
                diff = bal - self._balance
                self._fold.money("in" if diff > 0 else "out", abs(diff))
                rows.append(("money", None, {"dir": "in" if diff > 0 else "out", "amount": abs(diff),
                                             "balance": bal, "reason": "session-start"}))  # fmt: skip
            rows.insert(0, ("session", None, content))
            self._write(rows)
            self._balance = bal
            self._has_session = True
        session.observers.insert(0, self.observe)

    def observe(self, session: Session, name: str, args: tuple[Any, ...], events: list[Event]) -> None:
        """The session observer: commit the action (and the start of a round) before it is shown."""
        rows: list[tuple[str, int | None, dict[str, Any]]] = []
        n = session.round_no
        if n != self._round:
            if n < self._round or self._round_open:
                raise JournalError(f"round {n} does not follow the journal's round {self._round}")
            rows += self._config_rows(session.config)
            self._round = n
            self._fold.begin_round()
            rows.append(("round", n, {"config": self._config_row_after(rows), "balance": self._balance,
                                      "shoe_row": self._shoe_row}))  # fmt: skip
        before = self._fold.balance()
        self._fold.action(name, args, events)
        bal = session.balance
        if bal is not None and self._balance is not None:
            expected = self._fold.balance()
            if bal != expected:  # credits changed outside the journal: recorded, and shown by the audit
                diff = bal - expected
                self._fold.money("in" if diff > 0 else "out", abs(diff))
                rows.append(("money", None, {"dir": "in" if diff > 0 else "out", "amount": abs(diff),
                                             "balance": before + diff, "reason": "unjournaled"}))  # fmt: skip
        r = session.round
        done = r.phase is Phase.DONE
        emptied = r.phase is Phase.BETTING and not r.boxes  # every bet taken back: nothing is at stake
        content: dict[str, Any] = {"name": name, "args": list(args), "events": [to_dict(e) for e in events],
                                   "events_v": EVENTS_SCHEMA, "balance": bal,
                                   "phase": session.round.phase.value}  # fmt: skip
        self._shoe_if_changed(session.shoe, content)
        rows.append(("action", n, content))
        self._write(rows, round_open=not (done or emptied))
        self._balance = bal

    def _config_row_after(self, rows: list[tuple[str, int | None, dict[str, Any]]]) -> int | None:
        """The id the config row will have (it is written just before) or the current one."""
        if rows and rows[-1][0] == "config":
            return self._head_id + len(rows)
        return self._config_row

    def money(self, session: Session, direction: str, amount: Money, reason: str = "") -> None:
        """Money in (``"in"``: a deposit, fresh credit) or out (``"out"``: a cash-out), journaled
        with the session's new balance."""
        if session.balances is None:
            raise JournalError("an unlimited balance takes no money in or out")
        r = session.round
        if r.phase is Phase.BETTING and not r.boxes:
            session.drop_empty_round()  # bets placed then all taken back: the money goes between rounds
        elif self._round_open or r.phase is not Phase.DONE:
            raise JournalError(f"money {direction}: not while round {self._round} is open (between rounds only)")
        if amount <= 0 or isinstance(amount, bool):
            raise JournalError(f"money {direction}: the amount must be > 0")
        if direction == "out" and amount > session.balances[PLAYER]:
            raise JournalError(f"money out: {format_amount(amount)} exceeds the balance")
        self._fold.money(direction, amount)
        new = session.balances[PLAYER] + (amount if direction == "in" else -amount)
        self._write([("money", None, {"dir": direction, "amount": amount, "balance": new, "reason": reason})])
        session.balances[PLAYER] = new
        self._balance = new

    def audit(self, kind: str, detail: Mapping[str, Any]) -> None:
        """A director event (PIN opening, a setting changed old → new, …), chained like the rest."""
        plain = json.loads(json.dumps(dict(detail), default=str))
        self._write([("audit", None, {"kind": str(kind), "detail": plain})])


__all__ = [
    "BET_TYPES",
    "FILE_NAME",
    "GENESIS",
    "AuditReport",
    "Game",
    "Journal",
    "JournalError",
    "Row",
    "Step",
    "canonical",
    "config_data",
    "config_from_data",
    "row_hash",
    "shoe_data",
    "shoe_state",
]
