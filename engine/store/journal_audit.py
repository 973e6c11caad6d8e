"""The audit of a whole journal (``croupier audit``): every row's link in the chain (the install's
HMAC-SHA-256, or the unkeyed SHA-256 of schema-1 rows), every balance against the meters the events
give, every round dealt again through the engine from its journaled cards and decisions (each event
and payout compared), the head, the high-water mark beside the key and the stored meters.

One pass over the rows as stored, in one read transaction (one snapshot of the file), from one
query in batches. A walk (:class:`engine.store.journal_walk.Walk`) checks a run of rows completely:
a batch's MACs taken over the stored bytes with the key's pads derived once and compared as a list (a
batch that does not match, or holds rows of another form, is walked row by row, which names the
first row that breaks); each row's content parsed once, the meters folded from the compact events
and each balance checked against them; the rounds dealt again (:mod:`engine.store.journal_redeal`)
from what was parsed.

With worker processes, the journal is cut into ranges of whole rounds, each walked completely by a
worker (each row's MAC needs only the stored MAC of the row before it, so ranges check apart; a
range's meters are its own sums). This process reads the rows and cuts the ranges, and merges the
reports in order (:class:`_Merge`): each range's first balance must be what the ranges before it
give (the seam), the first row that broke is the one named, a range's last round counts once the
next range has read the next round's start, as in one walk; the meters are the ranges' sums.
"""

from __future__ import annotations

import contextlib
import gc
import json
import logging
import sqlite3
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from ..core.money import Money, format_amount
from .journal_rows import GENESIS, NOT_PLAY, Codec, JournalError, Row
from .journal_walk import Chain, Here, RangeReport, Start, Walk, links
from .meters import BET_TYPES, Meters

if TYPE_CHECKING:  # the process pool is imported when an audit starts one (the table's start does not)
    from concurrent.futures import Future, ProcessPoolExecutor

    from .journal_read import JournalReader


@dataclass
class AuditReport:
    """What :func:`verify` found: ``errors`` (the first row that breaks comes first)."""

    rows: int
    head: str
    meters: Meters
    stored: Meters
    balance: Money | None
    undealt: Money
    errors: list[str]
    redealt: int = 0  #: rounds dealt again through the engine
    unkeyed: int = 0  #: rows chained by the unkeyed SHA-256 of schema 1 (all of a schema-1 file, or before adoption)
    adopted: int | None = None  #: the row that adopted a schema-1 journal into the keyed chain, if any
    #: the main bets as placed before each deal and the hyper black jack stakes dealt by case, over the
    #: rows walked (the whole journal when :attr:`walked`)
    initial_main: Money = 0
    hyper_cases: dict[str, Money] = field(default_factory=dict)
    walked: bool = False  #: every row was read (no row broke the walk)

    @property
    def ok(self) -> bool:
        """The chain is whole and the meters reconcile."""
        return not self.errors


log = logging.getLogger(__name__)
RANGE = 250  #: rounds of a range that a worker process checks whole
BATCH = 8192  #: rows read from SQLite at a time


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector left off while rows are walked, as it was before after.
    A walk makes many objects that live until its chunk of rounds is dealt again (rows, events,
    steps) and no reference cycle (``tests/engine/test_audit_collector.py``: the garbage left after
    an audit does not grow with the rounds it walked), so the collector's passes over them found
    nothing to free and took about 15 % of the compiled audit's CPU time."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


#: row kinds whose MAC input is written without JSON escaping (:func:`engine.store.keys.mac_input`)


def verify(j: JournalReader, *, redeal: bool = True, workers: int = 1, chunk: int | None = None) -> AuditReport:
    """Walk the whole chain of ``j``: every MAC (under this install's key), every balance against the
    meters derived from the events, the head, the high-water mark beside the key, the stored meters,
    and (``redeal``) every round dealt again through the engine from its journaled cards and
    decisions, each event and payout compared; the first row or round that breaks comes first.

    ``workers`` > 1 splits a keyed journal into ranges of whole rounds (``chunk`` rounds each,
    :data:`RANGE`) that as many worker processes check completely (:func:`check_range`): this
    process reads the rows, checks the seams and merges (a journal of fewer than two ranges of
    rounds, or one with schema-1 rows, is checked here). The whole walk reads one snapshot of the
    file (one read transaction)."""
    db = j._db
    own = not db.in_transaction
    if own:
        db.execute("BEGIN")
    try:
        return _verify(j, redeal, workers, RANGE if chunk is None else max(1, chunk))
    finally:
        if own:
            db.execute("COMMIT")


def _verify(j: JournalReader, redeal: bool, workers: int, per_range: int) -> AuditReport:
    errors: list[str] = []
    keyed_from = j.keyed_from
    key = j.key
    can_check = key is not None or keyed_from is None  # schema 1 needs no key
    if not can_check:
        errors.append(f"no key to check the chain: {j.key_problem or ''}")
    if keyed_from is None:
        errors += _check_downgrade(j)
    chain = Chain(
        j.id, key.chainer if key is not None else None, key.sealer if key is not None else None, keyed_from,
        key.id if key is not None else "", j.key_id,
    )  # fmt: skip
    merged = _Merge(errors)
    if can_check:
        rounds = j._db.execute("SELECT count(*) FROM journal WHERE kind = 'round'").fetchone()[0]
        split = workers > 1 and keyed_from == 1 and key is not None and rounds >= 2 * per_range
        if split:
            _ranges(j, chain, merged, redeal, workers, per_range)
        else:  # one range, the whole journal, in this process
            configs: dict[int, dict[str, Any]] = {}
            walk = Walk(chain, Here(chain), Start(GENESIS, 1, (), configs, False, True, True, redeal), bool(errors))
            walk.adopt = lambda row, prev: _adoption_problem(j._row(row), prev)
            with collector_paused():
                for batch in _batches(j):
                    if not walk.feed(batch):
                        break
                report = walk.end()
            merged.take(report)
    if not errors and can_check and (merged.expected_id - 1, merged.prev) != _stored_head(j):
        sid, _ = _stored_head(j)
        errors.append(
            f"row {merged.expected_id - 1}: the journal ends here but its head says row {sid} (rows removed?)"
        )
    meters = merged.meters
    if not errors and key is not None and keyed_from is not None:
        errors += _check_mark(j, merged.expected_id - 1, meters.games)
    if merged.deal_error is not None:
        errors.append(merged.deal_error)
    stored_meters = Meters.from_dict(dict(j._db.execute("SELECT name, value FROM meters").fetchall()))
    balance = merged.balance
    if not errors:
        derived, kept = meters.to_dict(), stored_meters.to_dict()
        for name in derived:
            if derived[name] != kept.get(name):
                errors.append(
                    f"meter {name}: stored {_fmt_meter(name, kept.get(name))}, "
                    f"the journal's events give {_fmt_meter(name, derived[name])}"
                )
        if balance is not None and stored_meters.expected_balance(merged.undealt) != balance:
            errors.append(
                f"meters: start + in − out + wins − bets − undealt = "
                f"{format_amount(stored_meters.expected_balance(merged.undealt))}, "
                f"but the balance is {format_amount(balance)}"
            )
    adopted = keyed_from if keyed_from is not None and keyed_from > 1 else None
    return AuditReport(
        merged.count, merged.prev, meters, stored_meters, balance, merged.undealt, errors, merged.redealt,
        merged.unkeyed, adopted, merged.initial_main, merged.hyper_cases, can_check and not merged.broken,
    )  # fmt: skip


# ---------------------------------------------------------------------- the ranges, merged


class _Merge:
    """The ranges' reports merged in order: the seams between them checked (each range's first
    balance against what the ranges before it give), the first row that broke and the first round
    that did not deal again, and the sums."""

    def __init__(self, errors: list[str]) -> None:
        self.errors = errors
        self.count, self.prev, self.expected_id, self.unkeyed = 0, GENESIS, 1, 0
        self.broken = False
        self.meters = Meters()
        self.initial_main: Money = 0
        self.hyper_cases: dict[str, Money] = {}
        self.undealt: Money = 0
        self.base: Money = 0  #: the balance the ranges so far give at their end
        self.balance: Money | None = None
        self.redealt = 0
        self.deal_error: str | None = None
        self.tail: tuple[int, str | None] | None = None
        self.ranges = 0

    def take(self, r: RangeReport, mac_of: Callable[[int], str] | None = None) -> bool:
        """The next range's report (``mac_of``: a row's stored MAC, hex); False once the walk broke
        (the ranges after it do not count)."""
        first = self.ranges == 0
        self.ranges += 1
        if r.took_over and self.tail is not None:
            self._dealt(self.tail)
        self.tail = None
        if not first and r.offset is not None and r.offset != self.base and r.first_check is not None:
            rid, stated, derived = r.first_check  # the seam: the range's first balance does not follow
            self.errors.append(
                f"row {rid}: the balance {format_amount(stated)} does not follow from the meters "
                f"({format_amount(self.base + derived)})"
            )
            walked = rid - self.expected_id + 1  # the rows of the range up to that one
            self.count += walked
            if mac_of is not None:
                self.prev = mac_of(rid)
            self.broken = True
            return False
        self.errors += r.errors
        self.count += r.count
        self.prev, self.expected_id, self.unkeyed = r.prev, r.expected_id, self.unkeyed + r.unkeyed
        m, rm = self.meters, r.meters
        m.start += rm.start
        m.money_in += rm.money_in
        m.money_out += rm.money_out
        m.games += rm.games
        for t in BET_TYPES:
            m.bets[t] += rm.bets[t]
            m.wins[t] += rm.wins[t]
        self.initial_main += r.initial_main
        for case, stake in r.hyper_cases.items():
            self.hyper_cases[case] = self.hyper_cases.get(case, 0) + stake
        self.undealt = r.undealt
        self.base = r.end if first else self.base + r.end - (r.offset or 0)
        if r.balance is not None:
            self.balance = r.balance
        self._dealt((r.redealt, r.deal_error))
        self.tail = r.tail
        self.broken = r.broken
        return not r.broken

    def _dealt(self, answer: tuple[int, str | None]) -> None:
        if self.deal_error is None:
            n, self.deal_error = answer
            self.redealt += n


def _ranges(j: JournalReader, chain: Chain, merged: _Merge, redeal: bool, workers: int, per_range: int) -> None:
    """The journal cut into ranges of ``per_range`` whole rounds (a range starts at a round's start,
    after the first session row), each read and checked completely by a worker process (a few
    ranges ahead at most), the reports merged in order. This process reads only what the cuts need
    (the rounds' starts, the codec and configuration rows) and, for each range, the stored MAC of
    the row before it and of its last row in its own snapshot: a worker's range whose chain does not
    end at that MAC (the file changed since), or that broke, is walked again here, from this
    snapshot. Workers that cannot start or die leave their ranges to this process (logged)."""
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    db = j._db
    cuts = _cuts(j, per_range)
    last_id = int(db.execute("SELECT max(id) FROM journal").fetchone()[0])
    pool: ProcessPoolExecutor | None = None
    try:
        pool = ProcessPoolExecutor(max_workers=workers, initializer=start_worker, initargs=(chain, _uri(j)))
    except (OSError, NotImplementedError) as e:  # no process pool on this system
        log.warning("the audit checks the journal in its own process: no worker processes (%s)", e)
    here: Here | None = None
    flight: deque[tuple[Future[RangeReport] | None, Start, int, int]] = deque()

    def lost(e: BaseException) -> None:
        nonlocal pool
        log.warning("the audit's worker processes stopped (%s); it checks the journal in its own process", e)
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
            pool = None

    def collect() -> bool:
        """Merge the oldest range sent; False once the walk broke."""
        nonlocal here
        future, start, lo, hi = flight.popleft()
        report = None
        if future is not None and pool is not None:
            try:
                report = future.result()
            except BrokenProcessPool as e:
                lost(e)
            except sqlite3.Error as e:  # the worker could not read the file: this process reads the range
                log.warning("an audit worker could not read the journal (%s); the range is checked here", e)
        if report is not None and (report.broken or (report.expected_id - 1, report.prev) != _mac_at(j, hi)):
            report = None  # broke (named from this snapshot) or read another state of the file
        if report is None:
            here = here or Here(chain)
            report = _check(chain, here, start, _rows(db, lo, hi))
        return merged.take(report, lambda rid: _mac_at(j, rid)[1])

    shapes_at, configs_at = _declared(j)
    going = True
    for n, lo in enumerate(cuts):
        hi = cuts[n + 1] - 1 if n + 1 < len(cuts) else last_id
        prev_id, prev = _mac_at(j, lo - 1) if lo > 1 else (0, GENESIS)
        shapes, configs = shapes_at(lo), configs_at(lo)
        start = Start(
            prev, prev_id + 1, shapes, configs, n > 0, n == 0, n + 1 == len(cuts), redeal and merged.deal_error is None
        )
        future = None
        if pool is not None:
            try:
                future = pool.submit(check_range, start, lo, hi)
            except (BrokenProcessPool, RuntimeError) as e:
                lost(e)
        flight.append((future, start, lo, hi))
        while len(flight) > (2 * workers if pool is not None else 0):
            going = collect()
            if not going:
                break
        if not going:
            break
    try:
        while flight and going:
            going = collect()
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def _cuts(j: JournalReader, per_range: int) -> list[int]:
    """The first rows of the ranges: row 1, then every ``per_range``-th round's start after the first
    session row."""
    db = j._db
    first_session = db.execute(f"SELECT min(id) FROM journal WHERE kind = 'session' AND {NOT_PLAY}").fetchone()[0]
    if first_session is None:
        return [1]
    # read through the index of the rounds' starts (ordered by round, sorted here by row: a scan of
    # the whole table for them took the audit's process a twentieth of a 120,000-round audit)
    rows = db.execute("SELECT id FROM journal WHERE kind = 'round' ORDER BY round").fetchall()
    starts = sorted(r for (r,) in rows if r > first_session)
    return [1, *(r for r in starts[per_range::per_range])]


def _declared(
    j: JournalReader,
) -> tuple[Callable[[int], tuple[tuple[str, tuple[str, ...]], ...]], Callable[[int], dict[int, dict[str, Any]]]]:
    """The event shapes and the configurations declared before a row (up to the first codec or
    configuration row that does not read: the range that holds it names it)."""
    codec = Codec()
    shapes: list[tuple[int, int]] = []  # (row, shapes declared up to it)
    configs: list[tuple[int, dict[str, Any]]] = []
    for rid, kind, body in j._db.execute(
        f"SELECT id, kind, body FROM journal WHERE kind IN ('codec', 'config') AND {NOT_PLAY} ORDER BY id"
    ):
        try:
            value = json.loads(body)
            if kind == "codec":
                codec.declare(value)
                shapes.append((int(rid), len(codec.shapes)))
            else:
                configs.append((int(rid), value["config"]))
        except (ValueError, KeyError, TypeError, RecursionError, JournalError):
            break
    every = tuple((k, tuple(keys)) for k, keys in codec.shapes)

    def shapes_at(row: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
        known = 0
        for rid, n in shapes:
            if rid >= row:
                break
            known = n
        return every[:known]

    def configs_at(row: int) -> dict[int, dict[str, Any]]:
        return {rid: c for rid, c in configs if rid < row}

    return shapes_at, configs_at


def _mac_at(j: JournalReader, row: int) -> tuple[int, str]:
    """The last row at or before ``row`` and its stored MAC (hex), in this process's snapshot."""
    r = j._db.execute("SELECT id, hash FROM journal WHERE id <= ? ORDER BY id DESC LIMIT 1", (row,)).fetchone()
    if r is None:
        return 0, GENESIS
    return int(r[0]), r[1].hex() if type(r[1]) is bytes else str(r[1])


def _rows(db: sqlite3.Connection, lo: int, hi: int) -> Iterator[list[tuple[Any, ...]]]:
    """Rows ``lo`` to ``hi`` as stored, ``(id, kind, round, body, hash)``, in order, in batches."""
    cur = db.execute("SELECT id, kind, round, body, hash FROM journal WHERE id BETWEEN ? AND ? ORDER BY id", (lo, hi))
    while True:
        batch = cur.fetchmany(BATCH)
        if not batch:
            return
        yield batch


def _uri(j: JournalReader) -> str:
    """How a worker process opens the journal: read-only, as the audit's own connection reads it."""
    files = j._db.execute("PRAGMA database_list").fetchall()  # the main file's path
    path = next(str(f) for _n, name, f in files if name == "main")
    return f"file:{quote(path)}?mode=ro"


def _check(chain: Chain, here: Here, start: Start, batches: Iterable[list[tuple[Any, ...]]]) -> RangeReport:
    """One range walked (in a worker process or this one)."""
    walk = Walk(chain, here, start)
    with collector_paused():
        for batch in batches:
            if not walk.feed(batch):
                break
        return walk.end()


_here: Here | None = None
_chain: Chain | None = None
_db: sqlite3.Connection | None = None


def start_worker(chain: Chain, uri: str) -> None:
    """A worker process's initializer: the journal's :class:`Chain` and readers, and its own
    read-only connection to the file."""
    global _here, _chain, _db
    _chain, _here = chain, Here(chain)
    _db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=True)
    try:
        _db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError:  # read-only media, as the audit's own connection found (no -shm can be made)
        _db.close()
        _db = sqlite3.connect(uri + "&immutable=1", uri=True, isolation_level=None, check_same_thread=True)


def check_range(start: Start, lo: int, hi: int) -> RangeReport:
    """A worker's task: rows ``lo`` to ``hi`` read and walked completely (:class:`Walk`)."""
    assert _chain is not None and _here is not None and _db is not None, "start_worker first"
    return _check(_chain, _here, start, _rows(_db, lo, hi))


def _batches(j: JournalReader) -> Iterator[list[tuple[Any, ...]]]:
    """Every row as stored, ``(id, kind, round, body, hash)``, in order, from one query in batches."""
    cur = j._db.execute("SELECT id, kind, round, body, hash FROM journal ORDER BY id")
    while True:
        batch = cur.fetchmany(BATCH)
        if not batch:
            return
        yield batch


def chain_only(j: JournalReader) -> tuple[int, float]:
    """The rows whose MAC was taken and the seconds it took: the chain's check alone, without
    parsing a row (the audit's floor, for the benchmarks)."""
    import time

    key = j.key
    assert key is not None
    prev, expected, n = GENESIS, 1, 0
    t0 = time.perf_counter()
    for batch in _batches(j):
        if not links(batch, prev, expected, key.macs):
            raise JournalError(f"rows {expected} to {expected + len(batch) - 1}: the chain does not hold")
        prev, expected = batch[-1][4].hex(), batch[-1][0] + 1
        n += len(batch)
    return n, time.perf_counter() - t0


def _check_downgrade(j: JournalReader) -> list[str]:
    """A schema-1 file where this install recorded a keyed journal: the keyed rows were replaced
    by an older, unkeyed file (or one written to pass for it)."""
    if j.key is None:
        return []
    mark = j.key.mark_for(j.path)
    if mark is None:
        return []
    return [
        f"{j.path}: a schema-1 (unkeyed) journal where this install recorded the keyed journal "
        f"{mark.journal} ({mark.rows} rows, {mark.games} games, head {mark.head[:16]}…): it was replaced"
    ]


def _check_mark(j: JournalReader, rows: int, games: int) -> list[str]:
    """The journal against the length this install recorded beside the key."""
    assert j.key is not None
    mark = j.key.find_mark(j.id) if j.id else j.key.mark_for(j.path)
    if mark is None:
        return [
            f"no high-water mark for journal {j.id or '?'} beside the key ({j.key.folder}): "
            "rows cut off the end could not be told"
        ]
    if mark.rows > rows or mark.games > games:
        return [
            f"row {rows}: the journal ends here ({games} games) but this install recorded {mark.rows} rows "
            f"and {mark.games} games: rows were cut off the end"
        ]
    r = j._db.execute("SELECT hash FROM journal WHERE id = ?", (mark.rows,)).fetchone()
    stored = None if r is None else r[0].hex() if isinstance(r[0], bytes) else r[0]
    if mark.rows and stored != mark.head:
        return [f"row {mark.rows}: its MAC is not the one this install recorded (the journal was rewritten)"]
    return []


def _stored_head(j: JournalReader) -> tuple[int, str]:
    h = j._db.execute("SELECT id, hash FROM head").fetchone()
    return (0, GENESIS) if h is None else (int(h[0]), str(h[1]))


def _adoption_problem(r: Row, prev: str) -> str | None:
    """What is wrong with the row that adopted a schema-1 journal (None when it names the schema-1
    rows before it: their count and the SHA-256 head they end at)."""
    if r.kind != "journal":
        return f"row {r.id}: not the row that adopted the schema-1 journal"
    try:
        adopts = r.data["adopts"]
        rows, head = int(adopts["rows"]), str(adopts["head"])
    except (KeyError, TypeError, ValueError, JournalError):
        return f"row {r.id}: the adoption row does not say which schema-1 rows it adopted"
    if rows != r.id - 1:
        return f"row {r.id}: the adoption row adopted {rows} schema-1 rows, but {r.id - 1} are before it"
    if head != prev:
        return (
            f"row {r.id}: the schema-1 rows 1 to {rows} no longer end at the head the adoption recorded "
            f"({head[:16]}…, now {prev[:16]}…): a row before the adoption was rewritten and rehashed"
        )
    return None


def _fmt_meter(name: str, value: int | None) -> str:
    if value is None:
        return "nothing"
    return str(value) if name == "games" else format_amount(value)
