"""One walk of a run of a journal's rows, as the audit (:mod:`engine.store.journal_audit`) walks the
whole journal or each of its ranges in a worker process: each row's link in the chain (a batch's
MACs in one call over the stored bytes; a batch that does not hold walked row by row, which names the
first row that breaks), each row's content parsed once and folded into the meters, each balance
checked against them, and the rounds dealt again (:mod:`engine.store.journal_redeal`) from what was
parsed. What a walk needs (:class:`Chain`, :class:`Start`) and what it answers (:class:`RangeReport`)
are picklable, for the worker processes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

try:  # only mypyc reads the decorator (tools/build_compiled.py); the engine needs no package for it
    from mypy_extensions import mypyc_attr
except ImportError:

    def mypyc_attr(*_: Any, **__: Any) -> Callable[[type], type]:  # type: ignore[misc]
        return lambda cls: cls


from ..core.errors import CroupierError
from ..core.events import SCHEMA as EVENTS_SCHEMA
from ..core.events import Event
from ..core.money import Money, format_amount
from .journal_redeal import Dealer, Events, RoundRows, RowRead, Setting
from .journal_rows import SCAN, Codec, Row, row_hash
from .keys import Chainer, Sealer
from .meters import MeterFold, Meters

CHUNK = 500  #: rounds dealt again at a time (their rows' content kept parsed until then)
PLAIN_KINDS = frozenset(("journal", "config", "session", "round", "action", "codec", "money", "audit"))


# ---------------------------------------------------------------------- one range of rows


@mypyc_attr(native_class=False)  # picklable as it is: handed to and from the worker processes
@dataclass(frozen=True)
class Chain:
    """What checking a journal's rows needs besides the rows: the journal's id, the chaining and
    sealing halves of this install's key (None without one), the first keyed row (None: schema 1),
    this install's key id and the one the journal names."""

    journal: str
    chainer: Chainer | None
    sealer: Sealer | None
    keyed_from: int | None
    key_id: str
    journal_key_id: str


@mypyc_attr(native_class=False)  # picklable as it is: handed to and from the worker processes
@dataclass(frozen=True)
class Start:
    """Where a range of rows starts: the stored MAC (hex) of the row before it and the id it must
    have, the event shapes and the configurations declared before it, whether a session row came
    before it, whether it is the journal's first range (its balances are checked from the first
    session's credits; a later range's from the balance its first row states, which the parent
    checks against the ranges before) and last range (a later one's last round is dealt apart: it
    counts once the next range has read the next round's start), and whether to deal its rounds."""

    prev: str
    expected_id: int
    shapes: tuple[tuple[str, tuple[str, ...]], ...]
    configs: dict[int, dict[str, Any]]
    seen_session: bool
    first: bool
    last: bool
    redeal: bool


@mypyc_attr(native_class=False)  # picklable as it is: handed to and from the worker processes
@dataclass
class RangeReport:
    """What the walk of one range found (picklable: a worker process's answer)."""

    errors: list[str]  #: the row that broke the walk (at most one: the walk stops there)
    broken: bool
    count: int  #: rows walked (the one that broke included)
    prev: str  #: the MAC (hex) the walk stopped at
    expected_id: int
    unkeyed: int
    meters: Meters  #: the range's sums (``start``: the first session's credits, in the first range only)
    initial_main: Money
    hyper_cases: dict[str, Money]
    undealt: Money
    #: the balance the range's meters give at its end (with its first balance's offset)
    end: Money
    #: the offset assumed from the first balance stated (0 for the first range; None: none stated)
    offset: Money | None
    first_check: tuple[int, Money, Money] | None  #: (row, balance stated, balance its meters give less the offset)
    balance: Money | None  #: the last balance stated
    redealt: int
    deal_error: str | None
    tail: tuple[int, str | None] | None  #: the last round's re-deal (a range that is not the last)
    took_over: bool  #: the first round start was read (the round before it, in the range before, counts)


class Here:
    """A process's readers of one journal's rows, kept from range to range: the compact events'
    cache and the re-deal's :class:`engine.store.journal_redeal.Dealer` (its built configurations)."""

    def __init__(self, chain: Chain) -> None:
        self.events = Events(chain.journal, [], chain.sealer)
        self.dealer = Dealer(Setting(chain.journal, (), chain.sealer, {}))


class Walk:
    """The walk of one range of rows, in order: each row's link in the chain (a batch's MACs in one
    call, a batch that does not hold walked row by row, which names the first row that breaks),
    each row's content parsed once and folded into the meters, each balance against them, and the
    range's rounds dealt again from what was parsed."""

    def __init__(self, chain: Chain, here: Here, start: Start, held: bool = False) -> None:
        self.chain, self.start = chain, start
        self.errors: list[str] = []
        self.held = held  #: the audit found a problem before the walk (its last round is not dealt)
        self.prev, self.expected_id, self.count, self.unkeyed = start.prev, start.expected_id, 0, 0
        self.balance: Money | None = None
        self.seen_session = start.seen_session
        self.codec = Codec()
        self.codec.shapes = list(start.shapes)
        self.fold = MeterFold(shapes=self.codec.shapes)
        self.events_of = here.events
        self.events_of.shapes = self.codec.shapes
        self.configs = dict(start.configs)
        self.dealer: Dealer | None = None
        if start.redeal:
            self.dealer = here.dealer
            self.dealer.configs = self.configs
            self.dealer.codec.shapes = self.codec.shapes
        #: the round being walked: (round row id, round, config row, balance before) and its rows
        self.current: tuple[int, int, int, Money | None] | None = None
        self.rows: list[RowRead] = []
        self.pending: list[RoundRows] = []
        self.redealt = 0
        self.deal_error: str | None = None
        self.offset: Money | None = 0 if start.first else None
        self.first_check: tuple[int, Money, Money] | None = None
        self.took_over = False
        self.broken = False
        #: what is wrong with the row that adopted a schema-1 journal (the walk in the audit's process)
        self.adopt: Callable[[tuple[Any, ...], str], str | None] | None = None

    def _add(self, round_rows: RoundRows) -> None:
        """One round, whole (the walk has read the next round's start, or the end)."""
        if self.deal_error is not None:
            return
        self.pending.append(round_rows)
        if len(self.pending) >= CHUNK:
            self._deal()

    def _deal(self) -> None:
        chunk, self.pending = self.pending, []
        if chunk and self.dealer is not None and self.deal_error is None:
            n, self.deal_error = self.dealer.deal(chunk)
            self.redealt += n

    def content(self, rid: int, kind: str, rnd: int | None, body: str) -> bool:
        """Take one row's content into the fold (parsed once); False when it breaks (said in errors)."""
        read: list[Event] | None
        fold = self.fold
        try:
            try:
                value, end = SCAN(body, 0)  # a canonical body has no white space around it
            except StopIteration as e:  # what ``raw_decode`` says
                raise json.JSONDecodeError("Expecting value", body, e.value) from None
            if end != len(body):
                raise ValueError("the content is not valid JSON (text after it)")
            if kind == "action":
                read = None
                if type(value) is list:
                    name, args, stated, _phase, version, compact, *_rest = value
                    if version == EVENTS_SCHEMA:  # a hole card that does not open breaks here
                        read = self.events_of.read(rid, compact)
                        fold.action(name, args, read)
                    else:
                        d = self._row(rid, kind, rnd, body).data
                        fold.action(name, args, fold.read(d))
                else:
                    d = self._row(rid, kind, rnd, body).data
                    name, args, stated = d["name"], d["args"], d["balance"]
                    fold.action(name, args, fold.read(d))
                if self.current is not None and rnd == self.current[1]:
                    self.rows.append((rid, kind, body, value, read))
            elif kind == "round":
                stated = value["balance"]
                fold.begin_round()
                if self.dealer is not None:
                    if self.current is not None:
                        self._add((*self.current, self.rows))
                    else:
                        self.took_over = True
                    self.current, self.rows = (rid, int(rnd), int(value["config"]), stated), []  # type: ignore[arg-type]
            elif kind == "money":
                stated = value["balance"]
                fold.money(value["dir"], int(value["amount"]))
                if self.current is not None:
                    self.rows.append((rid, kind, body, value, None))
            elif kind == "session":
                stated = value["balance"]
                if not self.seen_session:
                    fold.meters.start = stated or 0
                self.seen_session = True
            elif kind == "config":
                self.configs[rid] = value["config"]
                return True
            elif kind == "codec":
                self.codec.declare(value)
                return True
            elif kind in ("audit", "journal"):
                return True
            else:
                raise ValueError(f"unknown row kind {kind!r}")
            if stated is not None:
                derived = fold.balance()
                if self.offset is None:  # a later range's first balance: the parent checks it
                    self.offset, self.first_check = stated - derived, (rid, stated, derived)
                elif derived + self.offset != stated:
                    raise ValueError(
                        f"the balance {format_amount(stated)} does not follow from the meters "
                        f"({format_amount(derived + self.offset)})"
                    )
                self.balance = stated
        except (KeyError, ValueError, TypeError, IndexError, RecursionError, CroupierError) as e:
            self.errors.append(f"row {rid}: {e}")
            return False
        return True

    def _row(self, rid: int, kind: str, rnd: int | None, body: str) -> Row:
        return Row(rid, kind, rnd, body, "", self.chain.sealer, self.chain.journal, self.codec)

    def feed(self, batch: list[tuple[Any, ...]]) -> bool:
        """Walk one batch of rows as stored, ``(id, kind, round, body, hash)``; False once a row broke."""
        chain = self.chain
        chainer, keyed_from = chain.chainer, chain.keyed_from
        fast_from = 1 if keyed_from == 1 else None if keyed_from is None else keyed_from + 1
        content = self.content
        if (
            chainer is not None
            and fast_from is not None
            and batch[0][0] >= fast_from
            and links(batch, self.prev, self.expected_id, chainer.macs)
        ):  # every MAC of the batch holds: only the content
            for i, (rid, kind, rnd, body, _stored) in enumerate(batch):
                if not content(rid, kind, rnd, body):
                    self.count += i + 1
                    self.prev, self.broken = batch[i][4].hex(), True
                    return False
            self.count += len(batch)
            self.prev, self.expected_id = batch[-1][4].hex(), batch[-1][0] + 1
            return True
        for row in batch:  # row by row: the first that breaks is named
            rid, kind, rnd, body, stored = row
            self.count += 1
            problem = self._link(row)
            if problem is not None:
                self.errors.append(problem)
                self.broken = True
                return False
            self.prev, self.expected_id = stored.hex() if type(stored) is bytes else stored, rid + 1
            if not content(rid, kind, rnd, body):
                self.broken = True
                return False
        return True

    def _link(self, row: tuple[Any, ...]) -> str | None:
        """What is wrong with one row's link in the chain (None: it holds)."""
        rid, kind, rnd, body, stored = row
        prev, chain = self.prev, self.chain
        keyed_from = chain.keyed_from
        if rid != self.expected_id:
            return f"row {self.expected_id}: missing (the chain jumps to row {rid})"
        hexed = stored.hex() if type(stored) is bytes else stored
        if keyed_from is None or rid < keyed_from:
            if row_hash(prev, rid, kind, rnd, body) != hexed:
                return (f"row {rid}: its SHA-256 hash (schema 1, unkeyed) does not match its content "
                        "or the row before it")  # fmt: skip
            self.unkeyed += 1
            return None
        assert chain.chainer is not None
        if rid == 1 and kind != "journal":
            return "row 1: not the opening row of a journal"
        if rid == keyed_from and rid > 1:
            adoption = self.adopt(row, prev) if self.adopt is not None else "the adoption row is not checked here"
            if adoption:
                return adoption
        digest = chain.chainer.mac_bytes(prev, rid, kind, rnd, body)
        if (digest != stored) if type(stored) is bytes else (digest.hex() != stored):
            hint = ""
            if rid == keyed_from and chain.journal_key_id not in ("", chain.key_id):
                hint = f" (chained with key {chain.journal_key_id}, this install's is {chain.key_id})"
            return f"row {rid}: its MAC does not match its content or the row before it{hint}"
        return None

    def end(self) -> RangeReport:
        """The range walked: its rounds dealt (a later range's last round apart) and its sums."""
        fold = self.fold
        tail: tuple[int, str | None] | None = None
        current, dealer = self.current, self.dealer
        last_round = current is not None and dealer is not None and not self.errors and not self.held
        if self.start.last:
            if current is not None and last_round:
                self._add((*current, self.rows))
            self._deal()
        else:
            self._deal()
            if current is not None and dealer is not None and last_round and self.deal_error is None:
                tail = dealer.deal([(*current, self.rows)])
            fold.begin_round()  # as the next range's first row (a round's start) does
        meters = fold.meters
        return RangeReport(
            self.errors, self.broken, self.count, self.prev, self.expected_id, self.unkeyed, meters,
            fold.initial_main, fold.hyper_cases, fold.undealt_total, fold.balance() + (self.offset or 0),
            self.offset, self.first_check, self.balance, self.redealt, self.deal_error, tail, self.took_over,
        )  # fmt: skip


def links(
    batch: list[tuple[Any, ...]], prev: str, expected_id: int, macs: Callable[[list[bytes]], list[bytes]]
) -> bool:
    """Whether every row of ``batch`` follows the one before (ids in order from ``expected_id``,
    chained after ``prev``) and holds its MAC as 32 bytes; the MACs taken in one call over the stored
    bytes. False sends the batch row by row (which names the first that breaks, or reads the rows
    this form does not cover: hex MACs, unusual kinds or rounds)."""
    messages = []
    plain = PLAIN_KINDS
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
