"""The journal's writing side: the state the writer keeps (head, meters, balance, the shoe's state
after the last row), the rows of each action committed before the table shows them (the session
observer :meth:`JournalWriter.observe`), money in and out, director events, and putting a session
back where the journal stands when a write fails.

:class:`engine.store.journal.Journal` opens the file (its lock, its schema, the start checks) and is
the writer; this module holds what writing needs, as :mod:`engine.store.journal_read` holds what
reading needs.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from ..core.errors import RuleError
from ..core.events import SCHEMA as EVENTS_SCHEMA
from ..core.events import Event, to_dict
from ..core.money import Money, format_amount
from ..core.round import Phase, Round
from ..core.session import PLAYER, Session
from ..core.table import TableConfig
from .journal_read import JournalReader, Played
from .journal_rows import GENESIS, JournalError, ShoeTrack, canonical, config_data, seal_content, shoe_data, shoe_state
from .keys import KeyProblem, Mark
from .meters import MeterFold, Meters

if TYPE_CHECKING:
    from ..core.shoe import Shoe

SCHEMA = 3  #: 3: compact action rows, MACs as 32 bytes, the shoe's state written only when it cannot be told
log = logging.getLogger(__name__)

#: schema 3's indexes: the start row of each round, and the rows of the few kinds read by kind (the
#: rows of a round lie between its start and the next; actions are never looked up by kind). A MAC
#: written by schema 3 is its 32 bytes (a BLOB in the TEXT column); earlier rows keep their hex.
INDEX_SQL = (
    "DROP INDEX IF EXISTS journal_round",
    "DROP INDEX IF EXISTS journal_kind",
    "CREATE INDEX IF NOT EXISTS journal_starts ON journal (round) WHERE kind = 'round'",
    "CREATE INDEX IF NOT EXISTS journal_kinds ON journal (kind, id) WHERE kind NOT IN ('action', 'round')",
)


class JournalStopped(RuleError, JournalError):
    """The journal could not commit an action: the action was undone (the session is back where the
    journal stands) and the table deals no more until the journal is fixed or set aside."""

    def __init__(self, message: str) -> None:
        RuleError.__init__(self, "JOURNAL", message)


class JournalWriter(JournalReader):
    """What writing a journal needs; :class:`engine.store.journal.Journal` opens the file and sets
    what it read from it (``read_only``, the stop hooks, the journal's id)."""

    read_only: bool
    on_stop: list[Callable[[str], None]]  #: told when a write fails (the table stops)
    _file_id: tuple[int, int] | None = None  #: (device, inode) of the file opened, checked before each write
    _broken: str | None
    _where: str | None
    resumed: int | None  #: the round resumed in this process, if any

    # ------------------------------------------------------------------ cached state

    def _load(self, schema: int = SCHEMA) -> None:
        """Read the journal's id, the head (last row, shoe and config rows, current round), the meters
        and the fold. The keyed chain starts at the opening row: row 1, or the row that adopted a
        journal of schema 1 (whose rows before it are chained by unkeyed SHA-256); none in schema 1."""
        self.codec = self._load_codec()
        self._codec_saved = self.codec
        first = self._db.execute("SELECT id, body FROM journal WHERE kind = 'journal' ORDER BY id LIMIT 1").fetchone()
        self.keyed_from = None if schema == 1 else 1 if first is None else int(first[0])
        if first is not None and schema != 1:
            try:
                opening = json.loads(first[1])
                self.id = str(opening["id"])
                self.replaces = opening.get("replaces")
                self.key_id = str(opening.get("key", ""))
            except (ValueError, KeyError, TypeError):
                raise JournalError(f"{self.path}: row 1: not the opening row of a journal") from None
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
        self._track: ShoeTrack | None = None
        self._config_body: str | None = None
        last = self._db.execute(
            "SELECT id, kind, round, body, hash FROM journal WHERE kind IN ('session', 'round', 'action', 'money') "
            "ORDER BY id DESC LIMIT 1"
        ).fetchone()
        if last is not None:  # its balance is never sealed: read without the key
            try:
                value = json.loads(last[3])
                self._balance = (self.codec.decode(value) if isinstance(value, list) else value).get("balance")
            except (ValueError, TypeError, IndexError, AttributeError, RecursionError):
                raise JournalError(f"{self.path}: row {last[0]}, the last with a balance, does not read") from None
        self._has_session = (
            self._db.execute("SELECT 1 FROM journal WHERE kind = 'session' LIMIT 1").fetchone() is not None
        )
        try:
            self._load_state()
        except (JournalError, KeyError, TypeError, ValueError) as e:
            if not self.read_only:
                raise JournalError(f"{self.path}: {e}") from None
            self.warnings.append(f"the journal's state does not read back ({e}); the audit says where")

    def _load_state(self) -> None:
        """The shoe's state after the last row (the one the head names, followed through the actions
        after it), the config row the head names, and the stakes of an unfinished round."""
        self._track = self.shoe_after(self._shoe_row, self._head_id)
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

    def last_played(self, before: int | None = None) -> Played | None:
        """:meth:`JournalReader.last_played` (and so :meth:`~JournalReader.last_net`); nothing is read
        when the games meter counts no finished round, nor the rows of the round left unfinished (a
        resumed one)."""
        if not self._fold.meters.games:
            return None
        if before is None and self._round_open:
            before = self._round
        return super().last_played(before)

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

    def last_config(self) -> dict[str, Any] | None:
        """The last journaled table configuration (plain data), or None."""
        return None if self._config_body is None else dict(json.loads(self._config_body))

    # ------------------------------------------------------------------ the meters' anchor

    def _save_mark(self) -> None:
        """Record the journal's length beside the key (after each finished round, money, session)."""
        if self.key is None or not self.id:
            return
        if self._where is None:
            self._where = str(self.path.resolve())
        mark = Mark(self.id, self._head_id, self._fold.meters.games, self._head_hash, self._where)
        self.key.write_mark(self.path, mark)

    def balance_before_open_round(self) -> Money | None:
        """The balance to carry into a new journal: the last one, or the credits before an unfinished
        round (its stakes go back: the round is void)."""
        if self._round_open:
            rows = self.round_rows(self._round)
            if rows and rows[0].kind == "round":
                value = rows[0].data.get("balance")
                return value if isinstance(value, int) else None
        return self._balance

    # ------------------------------------------------------------------ writing

    def _write(
        self,
        rows: Sequence[tuple[str, int | None, dict[str, Any]]],
        round_open: bool | None = None,
        *,
        user_version: int | None = None,
        track: ShoeTrack | None = None,
    ) -> int:
        """Append rows (kind, round, content) and update head and meters (and ``user_version``, the
        schema, when given, with schema 3's indexes) in one transaction; then the high-water mark when
        no round is open. An action is written in compact form, after a ``codec`` row declaring the
        event shapes it is the first to use; ``track`` is the shoe's state once the rows are in."""
        if self.read_only:
            raise JournalError(f"{self.path}: opened read-only")
        if self._broken:
            raise JournalError(f"{self.path}: the journal failed earlier ({self._broken}); restart to resume")
        key = self.key
        assert key is not None
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                self._check_file()
                h = db.execute("SELECT id, hash FROM head").fetchone()
                if (h or (0, GENESIS)) != (self._head_id, self._head_hash):
                    raise JournalError(f"{self.path}: the journal was written by another process")
                rid, prev = self._head_id, self._head_hash
                codec = self._codec_saved.copy()
                for kind, round_no, content in rows:
                    rid += 1
                    sealed = seal_content(content, key, self.id, rid)
                    if kind == "action":
                        new: list[list[Any]] = []
                        compact = codec.encode(sealed, new)
                        if new:  # the shapes first, in their own row; then the action after it
                            prev = self._insert(rid, "codec", None, canonical({"shapes": new}), prev)
                            rid += 1
                            sealed = seal_content(content, key, self.id, rid)
                            compact = codec.encode(sealed, new)
                        body = canonical(compact if compact is not None else sealed)
                    else:
                        body = canonical(sealed)
                    prev = self._insert(rid, kind, round_no, body, prev)
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
                if user_version is not None:
                    for sql in INDEX_SQL:
                        db.execute(sql)
                    db.execute(f"PRAGMA user_version={int(user_version)}")
                db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):  # a full disk may have rolled it back already
                    db.execute("ROLLBACK")
                raise
        except (sqlite3.Error, JournalError) as e:
            why = plain_error(e) if isinstance(e, sqlite3.Error) else str(e)
            self._broken = why
            raise JournalError(f"{self.path}: cannot write the journal: {why}") from None
        self._head_id, self._head_hash = rid, prev
        self._meters_saved = now
        self.codec = self._codec_saved = codec
        if track is not None:
            self._track = track
        if not self._round_open:
            try:
                self._save_mark()
            except KeyProblem as e:
                self._broken = str(e)
                raise JournalError(f"cannot write the journal's high-water mark: {e}") from None
        return rid

    def _check_file(self) -> None:
        """The file at the journal's path is still the one opened (``_file_id``): a journal deleted, moved
        or replaced under a running table is refused, not written on into a file nobody can find again
        (SQLite writes on into a deleted file; the next start would find it missing, the rounds since lost)."""
        if self._file_id is None:
            return
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            raise JournalError(f"{self.path}: the journal file was deleted while the table had it open") from None
        except OSError as e:
            raise JournalError(f"{self.path}: the journal file cannot be checked: {e.strerror or e}") from None
        if (st.st_dev, st.st_ino) != self._file_id:
            raise JournalError(f"{self.path}: the journal file was replaced by another while the table had it open")

    def _insert(self, rid: int, kind: str, round_no: int | None, body: str, prev: str) -> str:
        """One row, its MAC stored as 32 bytes; returns the MAC (hex) the next row chains to."""
        assert self.key is not None
        mac = self.key.mac_bytes(prev, rid, kind, round_no, body)
        self._db.execute("INSERT INTO journal (id, kind, round, body, hash) VALUES (?, ?, ?, ?, ?)",
                         (rid, kind, round_no, body, mac))  # fmt: skip
        return mac.hex()

    def _shoe_rows(self, shoe: Shoe, content: dict[str, Any], name: str | None = None,
                   events: list[dict[str, Any]] | None = None) -> ShoeTrack:  # fmt: skip
        """Add the shoe's state to ``content`` unless it follows from the state last written and the
        cards ``events`` deal (an action ``name``); returns the state once the row is in."""
        track = self._track
        if track is not None:
            track = ShoeTrack(list(track.cards), track.cut, list(track.in_play), track.rng, track.decks)
            if (events is None or track.follow(name or "", events)) and track.matches(shoe):
                return track
        content["shoe"] = shoe_data(shoe)
        return ShoeTrack.of_shoe(shoe)

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
        session may not replace an unfinished round (resume it with :func:`engine.store.recovery.resume`)."""
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
            track = self._shoe_rows(session.shoe, content)
            if not self._has_session:
                self._fold.meters.start = bal or 0
            elif bal is not None and self._balance is not None and bal != self._balance:
                diff = bal - self._balance
                self._fold.money("in" if diff > 0 else "out", abs(diff))
                rows.append(("money", None, {"dir": "in" if diff > 0 else "out", "amount": abs(diff),
                                             "balance": bal, "reason": "session-start"}))  # fmt: skip
            rows.insert(0, ("session", None, content))
            self._write(rows, track=track)
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
        plain = [to_dict(e) for e in events]
        content: dict[str, Any] = {"name": name, "args": list(args), "events": plain, "events_v": EVENTS_SCHEMA,
                                   "balance": bal, "phase": session.round.phase.value}  # fmt: skip
        others = session.others()
        if others:  # computer players' own money, apart from the player's (recovery reads it back)
            content["others"] = others
        track = self._shoe_rows(session.shoe, content, name, plain)
        rows.append(("action", n, content))
        try:
            self._write(rows, round_open=not (done or emptied), track=track)
        except JournalError as e:
            self._stop(session, str(e))
        self._balance = bal

    def _stop(self, session: Session, why: str) -> NoReturn:
        """A write failed: put the session back where the journal stands (the action is undone, so
        no bet is taken that the journal does not hold), tell :attr:`on_stop`, raise
        :class:`JournalStopped`."""
        broken = self._broken
        try:
            self._load()  # the journal's committed state, not what this process was about to write
            restore_session(self, session)
        except (JournalError, sqlite3.Error) as e:
            log.error("%s: cannot put the session back after a failed write: %s", self.path, e)
            session.balances = {PLAYER: 0} if session.balances is not None else None
            session.round = Round(session.config, session.shoe, session.balances)
        finally:
            self._broken = broken
        log.error("%s", why)
        for tell in list(self.on_stop):
            tell(why)
        raise JournalStopped(why)

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

    def alarm(self, kind: str, detail: Mapping[str, Any]) -> None:
        """An alarm (a PIN file gone, a bad file set aside): an audit row whose kind says so."""
        self.audit(f"alarm:{kind}", detail)


def restore_session(journal: JournalWriter, session: Session) -> None:
    """Put ``session`` back exactly where the journal stands: the unfinished round rebuilt from its
    rows, else a new round on the journaled balance and shoe."""
    from .recovery import RecoveryError, rebuild_round

    if journal.round_open:
        try:
            again = rebuild_round(journal, journal.current_round, rng=session.shoe.rng)
        except RecoveryError as e:
            raise JournalError(str(e)) from None
        session.shoe, session.balances, session.round = again.shoe, again.balances, again.round
        session.round_no = again.round_no
        return
    if session.balances is not None and journal.balance is not None:
        session.balances[PLAYER] = journal.balance
    last = journal.last_shoe()
    if last is not None:
        session.shoe.restore(shoe_state(last))
    session.round_no = journal.current_round + 1
    session.round = Round(session.config, session.shoe, session.balances)


def plain_error(e: BaseException) -> str:
    """An SQLite error in words: a full disk says so."""
    text = str(e)
    if "full" in text or getattr(e, "sqlite_errorcode", None) == 13 or getattr(e, "errno", None) == errno.ENOSPC:
        return "disk full (free some space, then start the table again)"
    if "readonly" in text or "read-only" in text:
        return "the journal is read-only (check the data folder's permissions or the medium)"
    if "locked" in text or "busy" in text:
        return "the journal is locked by another process"
    if "malformed" in text or "not a database" in text:
        return f"the journal file is damaged ({text})"
    return text
