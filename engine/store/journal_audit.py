"""The audit of a whole journal (``croupier audit``): every row's link in the chain (the install's
HMAC-SHA-256, or the unkeyed SHA-256 of schema-1 rows), every balance against the meters the events
give, every round dealt again through the engine from its journaled cards and decisions (each event
and payout compared), the head, the high-water mark beside the key and the stored meters.

One pass over the rows as stored, in one read transaction (one snapshot of the file): the rows come
from one query in batches; a batch's MACs are taken over the stored bytes with the key's pads derived
once and compared as a list (a batch that does not match, or holds rows of another form, is walked
row by row, which names the first row that breaks); each row's content is parsed once and the meters
folded as integers straight from the compact events (:meth:`engine.store.meters.MeterFold.action_compact`). The
rounds go to the re-deal (:mod:`engine.store.journal_redeal`) in chunks, dealt in this process or in
worker processes while this one reads on.
"""

from __future__ import annotations

import json
import logging
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.errors import CroupierError
from ..core.events import SCHEMA as EVENTS_SCHEMA
from ..core.events import Event
from ..core.money import Money, format_amount
from .journal_redeal import Dealer, Events, RoundRows, RowRead, Setting, deal_chunk, start_worker
from .journal_rows import GENESIS, SCAN, Codec, JournalError, Row, row_hash
from .meters import MeterFold, Meters

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
CHUNK = 500  #: rounds handed to the re-deal at a time
BATCH = 8192  #: rows read from SQLite at a time
#: row kinds whose MAC input is written without JSON escaping (:func:`engine.store.keys.mac_input`)
_PLAIN_KINDS = frozenset(("journal", "config", "session", "round", "action", "codec", "money", "audit"))


def verify(j: JournalReader, *, redeal: bool = True, workers: int = 1, chunk: int | None = None) -> AuditReport:
    """Walk the whole chain of ``j``: every MAC (under this install's key), every balance against the
    meters derived from the events, the head, the high-water mark beside the key, the stored meters,
    and (``redeal``) every round dealt again through the engine from its journaled cards and
    decisions, each event and payout compared; the first row or round that breaks comes first.

    ``workers`` > 1 deals the rounds again in that many worker processes, ``chunk`` rounds at a
    time (:data:`CHUNK`), while this process checks the chain and the meters (for a journal of fewer than two chunks
    of rounds, here). The whole walk reads one snapshot of the file (one read transaction)."""
    db = j._db
    own = not db.in_transaction
    if own:
        db.execute("BEGIN")
    try:
        return _verify(j, redeal, workers, CHUNK if chunk is None else chunk)
    finally:
        if own:
            db.execute("COMMIT")


def _verify(j: JournalReader, redeal: bool, workers: int, chunk: int) -> AuditReport:
    errors: list[str] = []
    prev, expected_id, count = GENESIS, 1, 0
    balance: Money | None = None
    seen_session = False
    keyed_from = j.keyed_from
    key = j.key
    can_check = key is not None or keyed_from is None  # schema 1 needs no key
    unkeyed = 0
    if not can_check:
        errors.append(f"no key to check the chain: {j.key_problem or ''}")
    if keyed_from is None:
        errors += _check_downgrade(j)
    codec = Codec()
    fold = MeterFold(shapes=codec.shapes)
    events_of = Events(j.id, codec.shapes, key.sealer if key is not None else None)
    configs: dict[int, dict[str, Any]] = {}
    mac = key.mac_bytes if key is not None else None
    deals = _Redeal(j, configs, workers, chunk) if redeal else None
    # the round being walked: (round row id, round, config row, balance before) and its rows
    current: tuple[int, int, int, Money | None] | None = None
    rows: list[RowRead] = []
    keep = deals is not None and deals.pool is None  # the content parsed here goes to the re-deal

    def problem(text: str) -> None:
        errors.append(text)

    scan = SCAN  # a canonical body has no white space around it: one call into the scanner a row

    def content(rid: int, kind: str, rnd: int | None, body: str) -> bool:
        """Take one row's content into the fold (parsed once); False when it breaks (said in errors)."""
        nonlocal balance, seen_session, current, rows
        read: list[Event] | None
        try:
            try:
                value, end = scan(body, 0)
            except StopIteration as e:  # what ``raw_decode`` says
                raise json.JSONDecodeError("Expecting value", body, e.value) from None
            if end != len(body):
                raise ValueError("the content is not valid JSON (text after it)")
            if kind == "action":
                read = None
                if type(value) is list:
                    name, args, stated, _phase, version, compact, *_rest = value
                    if version == EVENTS_SCHEMA:  # a hole card that does not open breaks here
                        read = events_of.read(rid, compact)
                        fold.action(name, args, read)
                    else:
                        d = Row(rid, kind, rnd, body, "", key, j.id, codec).data
                        fold.action(name, args, fold.read(d))
                else:
                    d = Row(rid, kind, rnd, body, "", key, j.id, codec).data
                    name, args, stated = d["name"], d["args"], d["balance"]
                    fold.action(name, args, fold.read(d))
                if current is not None and rnd == current[1]:
                    rows.append((rid, kind, body, value, read) if keep else (rid, kind, body, None, None))
            elif kind == "round":
                stated = value["balance"]
                fold.begin_round()
                if deals is not None:
                    if current is not None:
                        deals.add((*current, rows))
                    current, rows = (rid, int(rnd), int(value["config"]), stated), []  # type: ignore[arg-type]
            elif kind == "money":
                stated = value["balance"]
                fold.money(value["dir"], int(value["amount"]))
                if current is not None:
                    rows.append((rid, kind, body, value if keep else None, None))
            elif kind == "session":
                stated = value["balance"]
                if not seen_session:
                    fold.meters.start = stated or 0
                seen_session = True
            elif kind == "config":
                configs[rid] = value["config"]
                return True
            elif kind == "codec":
                codec.declare(value)
                return True
            elif kind in ("audit", "journal"):
                return True
            else:
                raise ValueError(f"unknown row kind {kind!r}")
            if stated is not None:
                if fold.balance() != stated:
                    raise ValueError(
                        f"the balance {format_amount(stated)} does not follow from the meters "
                        f"({format_amount(fold.balance())})"
                    )
                balance = stated
        except (KeyError, ValueError, TypeError, IndexError, RecursionError, CroupierError) as e:
            problem(f"row {rid}: {e}")
            return False
        return True

    broken = False
    macs = key.macs if key is not None else None
    fast_from = 1 if keyed_from == 1 else None if keyed_from is None else keyed_from + 1
    try:
        for batch in _batches(j) if can_check else ():
            if (
                macs is not None
                and fast_from is not None
                and batch[0][0] >= fast_from
                and _links(batch, prev, expected_id, macs)
            ):  # every MAC of the batch holds: only the content
                for i, (rid, kind, rnd, body, _stored) in enumerate(batch):
                    if not content(rid, kind, rnd, body):
                        count += i + 1
                        prev, broken = batch[i][4].hex(), True
                        break
                else:
                    count += len(batch)
                    prev, expected_id = batch[-1][4].hex(), batch[-1][0] + 1
                if broken:
                    break
                continue
            for rid, kind, rnd, body, stored in batch:  # row by row: the first that breaks is named
                count += 1
                if rid != expected_id:
                    problem(f"row {expected_id}: missing (the chain jumps to row {rid})")
                    broken = True
                    break
                hexed = stored.hex() if type(stored) is bytes else stored
                if keyed_from is None or rid < keyed_from:
                    if row_hash(prev, rid, kind, rnd, body) != hexed:
                        problem(f"row {rid}: its SHA-256 hash (schema 1, unkeyed) does not match its content "
                                "or the row before it")  # fmt: skip
                        broken = True
                        break
                    unkeyed += 1
                else:
                    assert mac is not None
                    if rid == 1 and kind != "journal":
                        problem("row 1: not the opening row of a journal")
                        broken = True
                        break
                    if rid == keyed_from and rid > 1:
                        adoption = _adoption_problem(j._row((rid, kind, rnd, body, stored)), prev)
                        if adoption:
                            problem(adoption)
                            broken = True
                            break
                    digest = mac(prev, rid, kind, rnd, body)
                    if (digest != stored) if type(stored) is bytes else (digest.hex() != stored):
                        hint = ""
                        if rid == keyed_from and key is not None and j.key_id not in ("", key.id):
                            hint = f" (chained with key {j.key_id}, this install's is {key.id})"
                        problem(f"row {rid}: its MAC does not match its content or the row before it{hint}")
                        broken = True
                        break
                prev, expected_id = hexed, rid + 1
                if not content(rid, kind, rnd, body):
                    broken = True
                    break
            if broken:
                break
        if deals is not None and not errors and current is not None:
            deals.add((*current, rows))
        redealt, redeal_errors = deals.finish() if deals is not None else (0, [])
    finally:
        if deals is not None:
            deals.close()
    if not errors and can_check and (expected_id - 1, prev) != _stored_head(j):
        sid, _ = _stored_head(j)
        errors.append(f"row {expected_id - 1}: the journal ends here but its head says row {sid} (rows removed?)")
    if not errors and key is not None and keyed_from is not None:
        errors += _check_mark(j, expected_id - 1, fold.meters.games)
    errors += redeal_errors
    stored_meters = Meters.from_dict(dict(j._db.execute("SELECT name, value FROM meters").fetchall()))
    if not errors:
        derived, kept = fold.meters.to_dict(), stored_meters.to_dict()
        for name in derived:
            if derived[name] != kept.get(name):
                errors.append(
                    f"meter {name}: stored {_fmt_meter(name, kept.get(name))}, "
                    f"the journal's events give {_fmt_meter(name, derived[name])}"
                )
        if balance is not None and stored_meters.expected_balance(fold.undealt_total) != balance:
            errors.append(
                f"meters: start + in − out + wins − bets − undealt = "
                f"{format_amount(stored_meters.expected_balance(fold.undealt_total))}, "
                f"but the balance is {format_amount(balance)}"
            )
    adopted = keyed_from if keyed_from is not None and keyed_from > 1 else None
    return AuditReport(
        count, prev, fold.meters, stored_meters, balance, fold.undealt_total, errors, redealt, unkeyed, adopted,
        fold.initial_main, fold.hyper_cases, can_check and not broken,
    )  # fmt: skip


def _batches(j: JournalReader) -> Iterator[list[tuple[Any, ...]]]:
    """Every row as stored, ``(id, kind, round, body, hash)``, in order, from one query in batches."""
    cur = j._db.execute("SELECT id, kind, round, body, hash FROM journal ORDER BY id")
    while True:
        batch = cur.fetchmany(BATCH)
        if not batch:
            return
        yield batch


def _links(
    batch: list[tuple[Any, ...]], prev: str, expected_id: int, macs: Callable[[list[bytes]], list[bytes]]
) -> bool:
    """Whether every row of ``batch`` follows the one before (ids in order from ``expected_id``,
    chained after ``prev``) and holds its MAC as 32 bytes; the MACs taken in one call over the stored
    bytes. False sends the batch row by row (which names the first that breaks, or reads the rows
    this form does not cover: hex MACs, unusual kinds or rounds)."""
    messages = []
    plain = _PLAIN_KINDS
    for rid, kind, rnd, body, stored in batch:
        if rid != expected_id or type(stored) is not bytes or kind not in plain or type(body) is not str:
            return False
        if rnd is None:
            messages.append(f'{prev}\n[{rid},"{kind}",null]\n{body}'.encode())
        elif type(rnd) is int:
            messages.append(f'{prev}\n[{rid},"{kind}",{rnd}]\n{body}'.encode())
        else:
            return False
        if rid == 1 and kind != "journal":
            return False
        prev = stored.hex()
        expected_id += 1
    return macs(messages) == [r[4] for r in batch]


class _Redeal:
    """The rounds handed to the re-deal (:mod:`engine.store.journal_redeal`), ``chunk`` at a time:
    dealt here, or by ``workers`` processes while the audit reads on (a few chunks ahead at most).
    Workers that cannot start or die leave their chunks to this process (logged)."""

    def __init__(self, j: JournalReader, configs: dict[int, dict[str, Any]], workers: int, chunk: int) -> None:
        self.chunk = max(1, chunk)
        self.pending: list[RoundRows] = []
        self.futures: deque[tuple[Future[tuple[int, str | None]], list[RoundRows]]] = deque()
        self.redealt = 0
        self.errors: list[str] = []
        sealer = j.key.sealer if j.key is not None else None
        shapes = tuple((k, tuple(keys)) for k, keys in j.codec.shapes)
        self.pool: ProcessPoolExecutor | None = None
        self.ahead = 2 * workers + 1
        rounds = j._db.execute("SELECT count(*) FROM journal WHERE kind = 'round'").fetchone()[0]
        if workers > 1 and rounds >= 2 * self.chunk:
            every = _all_configs(j)
            from concurrent.futures import ProcessPoolExecutor

            try:
                self.pool = ProcessPoolExecutor(
                    max_workers=workers, initializer=start_worker, initargs=(Setting(j.id, shapes, sealer, every),)
                )
            except (OSError, NotImplementedError) as e:  # no process pool on this system
                log.warning("the audit deals the rounds again in its own process: no worker processes (%s)", e)
            else:
                configs = every
        self.dealer = Dealer(Setting(j.id, shapes, sealer, configs))

    def add(self, round_rows: RoundRows) -> None:
        """One round, whole (the audit has read the next round's start, or the end)."""
        if self.errors:
            return
        self.pending.append(round_rows)
        if len(self.pending) >= self.chunk:
            self._send()

    def _send(self) -> None:
        chunk, self.pending = self.pending, []
        if not chunk:
            return
        if self.pool is not None:
            from concurrent.futures.process import BrokenProcessPool

            try:
                self.futures.append((self.pool.submit(deal_chunk, chunk), chunk))
            except (BrokenProcessPool, RuntimeError) as e:
                self._lost(e)
            else:
                while len(self.futures) > self.ahead and not self.errors:
                    self._next()
                return
        self._take(self.dealer.deal(chunk))

    def _next(self) -> None:
        """The answer of the oldest chunk sent."""
        from concurrent.futures.process import BrokenProcessPool

        future = self.futures[0][0]
        try:
            answer = future.result()
        except BrokenProcessPool as e:
            self._lost(e)
            return
        self.futures.popleft()
        self._take(answer)

    def _lost(self, e: BaseException) -> None:
        """The workers are gone: the chunks they held are dealt here, in order."""
        log.warning("the audit's worker processes stopped (%s); it deals the rounds again in its own process", e)
        chunks = [c for _f, c in self.futures]
        self.futures.clear()
        self.close()
        for chunk in chunks:
            self._take(self.dealer.deal(chunk))

    def _take(self, answer: tuple[int, str | None]) -> None:
        if self.errors:
            return
        n, message = answer
        self.redealt += n
        if message is not None:
            self.errors.append(message)

    def finish(self) -> tuple[int, list[str]]:
        """The rounds dealt again and the first that did not, once every chunk is back."""
        self._send()
        while self.futures and not self.errors:
            self._next()
        return self.redealt, self.errors

    def close(self) -> None:
        """Stop the workers (chunks not yet started are dropped)."""
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None


def _all_configs(j: JournalReader) -> dict[int, dict[str, Any]]:
    """Every configuration row's content (for the workers; one the audit cannot read is left out:
    the audit names its row)."""
    out: dict[int, dict[str, Any]] = {}
    for rid, body in j._db.execute("SELECT id, body FROM journal WHERE kind = 'config' ORDER BY id"):
        try:
            value = json.loads(body)
            out[int(rid)] = value["config"]
        except (ValueError, KeyError, TypeError, RecursionError):
            continue
    return out


def chain_only(j: JournalReader) -> tuple[int, float]:
    """The rows whose MAC was taken and the seconds it took: the chain's check alone, without
    parsing a row (the audit's floor, for the benchmarks)."""
    import time

    key = j.key
    assert key is not None
    prev, expected, n = GENESIS, 1, 0
    t0 = time.perf_counter()
    for batch in _batches(j):
        if not _links(batch, prev, expected, key.macs):
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
