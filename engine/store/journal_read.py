"""The journal's read side: rows by id, round or kind, the last games rebuilt for the recall
(:class:`Game`, :class:`Step`) and the audit that walks the whole chain (:class:`AuditReport`).

:class:`engine.store.journal.Journal` is a :class:`JournalReader` over its own SQLite connection.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..core.errors import CroupierError
from ..core.events import Event, to_dict
from ..core.money import Money, format_amount
from ..core.round import Phase
from ..core.session import Session
from ..core.view import EventReader
from .journal_rows import GENESIS, JournalError, Row, config_data, row_hash
from .meters import MeterFold, Meters

if TYPE_CHECKING:
    from .journal import Journal
    from .keys import JournalKey


@dataclass(frozen=True)
class Step:
    """One journaled action of a game with its events and the credits after it."""

    action: str
    args: tuple[Any, ...]
    events: tuple[Event, ...]
    balance: Money | None


@dataclass(frozen=True)
class Game:
    """One game for the recall: its steps in order, the bets, credits before and after, and the
    outcome of every bet (main per hand, insurance, side bet) in the digest §6 shape."""

    round: int
    finished: bool
    config: dict[str, Any]
    credits_before: Money | None
    credits_after: Money | None
    steps: tuple[Step, ...]
    bets: tuple[dict[str, Any], ...]
    outcomes: tuple[dict[str, Any], ...]
    dealer: tuple[str, ...]

    @property
    def events(self) -> list[Event]:
        """Every event of the game in order (the recall's script)."""
        return [e for s in self.steps for e in s.events]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (amounts as decimal strings)."""

        def amount(m: Money | None) -> str | None:
            return None if m is None else format_amount(m)

        return {
            "round": self.round,
            "finished": self.finished,
            "profile": self.config.get("profile"),
            "credits_before": amount(self.credits_before),
            "credits_after": amount(self.credits_after),
            "bets": list(self.bets),
            "outcomes": list(self.outcomes),
            "dealer": list(self.dealer),
            "steps": [
                {
                    "action": s.action,
                    "args": list(s.args),
                    "events": [to_dict(e) for e in s.events],
                    "credits": amount(s.balance),
                }
                for s in self.steps
            ],
        }


@dataclass
class AuditReport:
    """What :meth:`Journal.verify` found: ``errors`` (the first row that breaks comes first)."""

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

    @property
    def ok(self) -> bool:
        """The chain is whole and the meters reconcile."""
        return not self.errors


class JournalReader:
    """Reading a journal's rows and checking its chain; the writer is :class:`engine.store.journal.Journal`."""

    _db: sqlite3.Connection
    key: JournalKey | None
    id: str
    path: Path
    warnings: list[str]
    #: the first row chained with the key: 1, the adoption row of a schema-1 journal, or None (schema 1)
    keyed_from: int | None = 1

    def _row(self, r: tuple[Any, ...]) -> Row:
        return Row(r[0], r[1], r[2], r[3], r[4], self.key, self.id)

    def mac(self, prev: str, r: Row) -> str:
        """The MAC row ``r`` must hold after ``prev`` (raises :class:`JournalError` without a key)."""
        if self.key is None:
            raise JournalError(f"{self.path}: no key to check the chain ({getattr(self, 'key_problem', '')})")
        return self.key.mac(prev, r.id, r.kind, r.round, r.body)

    def row(self, row_id: int) -> Row:
        """One row by id."""
        r = self._db.execute("SELECT id, kind, round, body, hash FROM journal WHERE id = ?", (row_id,)).fetchone()
        if r is None:
            raise JournalError(f"row {row_id}: missing")
        return self._row(r)

    def link(self, prev: str, r: Row) -> str:
        """The hash row ``r`` must hold after ``prev``: its MAC, or the unkeyed SHA-256 of schema 1
        for a row written before the journal was adopted into the keyed chain."""
        if self.keyed_from is None or r.id < self.keyed_from:
            return row_hash(prev, r.id, r.kind, r.round, r.body)
        return self.mac(prev, r)

    def chained(self, r: Row) -> bool:
        """Whether row ``r`` holds the hash of the row before it with its own content."""
        prev = GENESIS if r.id == 1 else self.row(r.id - 1).hash
        return self.link(prev, r) == r.hash

    def rows(self, start: int = 1) -> Iterator[Row]:
        """Every row from ``start`` in order (read in batches, so memory stays flat)."""
        cur = start
        while True:
            batch = self._db.execute(
                "SELECT id, kind, round, body, hash FROM journal WHERE id >= ? ORDER BY id LIMIT 2000", (cur,)
            ).fetchall()
            if not batch:
                return
            for r in batch:
                yield self._row(r)
            cur = batch[-1][0] + 1

    def round_rows(self, round_no: int) -> list[Row]:
        """The ``round`` row and the ``action`` rows of one round, in order."""
        return [
            self._row(r)
            for r in self._db.execute(
                "SELECT id, kind, round, body, hash FROM journal WHERE round = ? ORDER BY id", (round_no,)
            )
        ]

    def rows_of_kind(self, kind: str, *, last: int | None = None) -> list[Row]:
        """Rows of one kind, oldest first (``last``: only that many of the newest)."""
        sql = "SELECT id, kind, round, body, hash FROM journal WHERE kind = ? ORDER BY id DESC"
        params: tuple[Any, ...] = (kind,)
        if last is not None:
            sql += " LIMIT ?"
            params += (last,)
        return [self._row(r) for r in self._db.execute(sql, params)][::-1]

    def shoe_at(self, row_id: int | None) -> dict[str, Any] | None:
        """The shoe state (:func:`shoe_data` form) stored in row ``row_id``."""
        if row_id is None:
            return None
        return dict(self.row(row_id).data["shoe"])

    def last_games(self, n: int = 10) -> list[Game]:
        """The current game and the ``n - 1`` before it, newest first, rebuilt through the engine
        from their journaled actions (a row that does not replay raises :class:`JournalError`). A round
        whose bets were all taken back before the deal was no game and is left out, unless it is the
        current one."""
        from .recovery import RecoveryError, rebuild_round

        games: list[Game] = []
        starts = self.rows_of_kind("round", last=4 * n)  # room for a few emptied rounds
        for start in reversed(starts):
            if len(games) == n:
                break
            assert start.round is not None
            rows = self.round_rows(start.round)
            dealt = any(r.kind == "action" and r.data.get("name") == "deal" for r in rows)
            if not dealt and start is not starts[-1]:
                continue
            try:
                session = rebuild_round(cast("Journal", self), start.round, rows, strict=True)  # a reader is a Journal
            except RecoveryError as e:
                raise JournalError(str(e)) from None
            games.append(_game(start.round, rows, session))
        return games

    # ------------------------------------------------------------------ audit

    def verify(self, *, redeal: bool = True) -> AuditReport:
        """Walk the whole chain: every MAC (under this install's key), every balance against the
        meters derived from the events, the head, the high-water mark beside the key, the stored
        meters, and (``redeal``) every round dealt again through the engine from its journaled cards
        and decisions, each event and payout compared; the first row or round that breaks comes first."""
        from .recovery import RecoveryError, rebuild_round

        errors: list[str] = []
        fold = MeterFold()
        prev, expected_id, count = GENESIS, 1, 0
        balance: Money | None = None
        seen_session = False
        redealt = 0
        redeal_errors: list[str] = []
        current: list[Row] = []

        def deal_again(rows: list[Row]) -> None:
            nonlocal redealt
            if not rows or rows[0].round is None:
                return
            try:
                rebuild_round(cast("Journal", self), rows[0].round, rows, strict=True, checked=True)
                redealt += 1
            except RecoveryError as e:
                if not redeal_errors:
                    redeal_errors.append(f"round {rows[0].round}: dealt again through the engine, {e}")

        keyed_from = self.keyed_from
        can_check = self.key is not None or keyed_from is None  # schema 1 needs no key
        unkeyed = 0
        if not can_check:
            errors.append(f"no key to check the chain: {getattr(self, 'key_problem', '')}")
        if keyed_from is None:
            errors += self._check_downgrade()
        for r in self.rows() if can_check else ():
            count += 1
            if r.id != expected_id:
                errors.append(f"row {expected_id}: missing (the chain jumps to row {r.id})")
                break
            if keyed_from is None or r.id < keyed_from:
                if row_hash(prev, r.id, r.kind, r.round, r.body) != r.hash:
                    errors.append(
                        f"row {r.id}: its SHA-256 hash (schema 1, unkeyed) does not match its content "
                        "or the row before it"
                    )
                    break
                unkeyed += 1
            else:
                if r.id == 1 and r.kind != "journal":
                    errors.append("row 1: not the opening row of a journal")
                    break
                problem = _adoption_problem(r, prev) if r.id == keyed_from and r.id > 1 else None
                if problem:
                    errors.append(problem)
                    break
                if self.mac(prev, r) != r.hash:
                    hint = ""
                    if (
                        r.id == keyed_from
                        and self.key is not None
                        and getattr(self, "key_id", "") not in ("", self.key.id)
                    ):
                        hint = f" (chained with key {getattr(self, 'key_id', '')}, this install's is {self.key.id})"
                    errors.append(f"row {r.id}: its MAC does not match its content or the row before it{hint}")
                    break
            prev, expected_id = r.hash, r.id + 1
            try:
                balance = _fold_row(fold, r, balance, not seen_session)
                seen_session = seen_session or r.kind == "session"
            except (KeyError, ValueError, TypeError, IndexError, CroupierError) as e:
                errors.append(f"row {r.id}: {e}")
                break
            if redeal and r.kind == "round":
                deal_again(current)
                current = [r]
            elif redeal and current and ((r.kind == "action" and r.round == current[0].round) or r.kind == "money"):
                current.append(r)
        if redeal and not errors:
            deal_again(current)
        if not errors and can_check and (expected_id - 1, prev) != (self._stored_head()):
            sid, _ = self._stored_head()
            errors.append(f"row {expected_id - 1}: the journal ends here but its head says row {sid} (rows removed?)")
        if not errors and self.key is not None and keyed_from is not None:
            errors += self._check_mark(expected_id - 1, fold.meters.games)
        errors += redeal_errors
        stored = Meters.from_dict(dict(self._db.execute("SELECT name, value FROM meters").fetchall()))
        if not errors:
            derived, kept = fold.meters.to_dict(), stored.to_dict()
            for name in derived:
                if derived[name] != kept.get(name):
                    errors.append(
                        f"meter {name}: stored {_fmt_meter(name, kept.get(name))}, "
                        f"the journal's events give {_fmt_meter(name, derived[name])}"
                    )
            if balance is not None and stored.expected_balance(fold.undealt_total) != balance:
                errors.append(
                    f"meters: start + in − out + wins − bets − undealt = "
                    f"{format_amount(stored.expected_balance(fold.undealt_total))}, "
                    f"but the balance is {format_amount(balance)}"
                )
        adopted = keyed_from if keyed_from is not None and keyed_from > 1 else None
        return AuditReport(
            count, prev, fold.meters, stored, balance, fold.undealt_total, errors, redealt, unkeyed, adopted
        )

    def _check_downgrade(self) -> list[str]:
        """A schema-1 file where this install recorded a keyed journal: the keyed rows were replaced
        by an older, unkeyed file (or one written to pass for it)."""
        if self.key is None:
            return []
        mark = self.key.mark_for(self.path)
        if mark is None:
            return []
        return [
            f"{self.path}: a schema-1 (unkeyed) journal where this install recorded the keyed journal "
            f"{mark.journal} ({mark.rows} rows, {mark.games} games, head {mark.head[:16]}…): it was replaced"
        ]

    def _check_mark(self, rows: int, games: int) -> list[str]:
        """The journal against the length this install recorded beside the key."""
        assert self.key is not None
        mark = self.key.find_mark(self.id) if self.id else self.key.mark_for(self.path)
        if mark is None:
            return [
                f"no high-water mark for journal {self.id or '?'} beside the key ({self.key.folder}): "
                "rows cut off the end could not be told"
            ]
        if mark.rows > rows or mark.games > games:
            return [
                f"row {rows}: the journal ends here ({games} games) but this install recorded {mark.rows} rows "
                f"and {mark.games} games: rows were cut off the end"
            ]
        r = self._db.execute("SELECT hash FROM journal WHERE id = ?", (mark.rows,)).fetchone()
        if mark.rows and (r is None or r[0] != mark.head):
            return [f"row {mark.rows}: its MAC is not the one this install recorded (the journal was rewritten)"]
        return []

    def _stored_head(self) -> tuple[int, str]:
        h = self._db.execute("SELECT id, hash FROM head").fetchone()
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


def _fold_row(fold: MeterFold, r: Row, balance: Money | None, first: bool) -> Money | None:
    """Fold one row into the meters and check the balance it states; returns the balance."""
    if r.kind in ("config", "audit", "journal"):
        r.data  # noqa: B018 - must be valid JSON
        return balance
    d = r.data
    stated = d["balance"]
    if r.kind == "session" and first:
        fold.meters.start = stated or 0
    elif r.kind == "money":
        fold.money(d["dir"], int(d["amount"]))
    elif r.kind == "round":
        fold.begin_round()
    elif r.kind == "action":
        fold.action(d["name"], d["args"], fold.read(d))
    elif r.kind != "session":
        raise ValueError(f"unknown row kind {r.kind!r}")
    if stated is not None and fold.balance() != stated:
        raise ValueError(
            f"the balance {format_amount(stated)} does not follow from the meters ({format_amount(fold.balance())})"
        )
    return stated if stated is not None else balance


def _game(round_no: int, rows: list[Row], session: Session) -> Game:
    """A :class:`Game` from a round's rows and the session rebuilt from them."""
    start = rows[0].data
    steps = []
    reader = EventReader()
    for row in rows[1:]:
        d = row.data
        steps.append(Step(d["name"], tuple(d["args"]), tuple(reader.read(d)), d["balance"]))
    r = session.round
    finished = r.phase is Phase.DONE
    fmt = format_amount
    bets, outcomes = [], []
    for b in r.order:
        staked = sum(h.stake for h in b.hands)
        bets.append({"box": b.n, "main": fmt(b.bet), "side": fmt(b.side), "insurance": fmt(b.insurance or 0),
                     "doubles_and_splits": fmt(staked - b.bet)})  # fmt: skip
        hands = [{"cards": [c.code for c in h.cards], "stake": fmt(h.stake), "result": h.result, "net": fmt(h.net)}
                 for h in b.hands]  # fmt: skip
        ins = None
        if b.insurance:
            ins_result = ("win" if b.net_insurance > 0 else "lose") if b.net_insurance else None
            ins = {"stake": fmt(b.insurance), "result": ins_result, "net": fmt(b.net_insurance)}
        side = None
        if b.side:
            settled = b.net_side != 0
            side = {"stake": fmt(b.side), "outcome": (b.side_outcome if b.side_won else "lose") if settled else None,
                    "odds": b.side_odds if settled and b.side_won else None, "net": fmt(b.net_side)}  # fmt: skip
        outcome = {"box": b.n, "hands": hands, "insurance": ins, "side": side, "net": fmt(b.net)}
        stakes = r.hyper_stakes(b.n)
        if stakes:  # hyper black jack: each case's stake, and its net once settled (None before) [FR-HBJ-6]
            nets = r.hyper.nets.get(b.n, {}) if r.hyper is not None else {}
            bets[-1]["hyper"] = {c: fmt(v) for c, v in stakes.items()}
            outcome["hyper"] = [{"case": c, "stake": fmt(v), "net": fmt(nets[c]) if c in nets else None}
                                for c, v in stakes.items()]  # fmt: skip
        outcomes.append(outcome)
    return Game(
        round=round_no,
        finished=finished,
        config=config_data(session.config),
        credits_before=start.get("balance"),
        credits_after=steps[-1].balance if steps else start.get("balance"),
        steps=tuple(steps),
        bets=tuple(bets),
        outcomes=tuple(outcomes),
        dealer=tuple(c.code for c in r.dealer.cards),
    )
