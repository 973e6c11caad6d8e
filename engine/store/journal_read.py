"""The journal's read side: rows by id, round or kind, the shoe's state after a row, and the last
games rebuilt for the recall (:class:`Game`, :class:`Step`). The audit that walks the whole chain is
:mod:`engine.store.journal_audit`.

:class:`JournalReader` holds what reading needs (the SQLite connection, the key, the journal's id and
codec, the head); :class:`engine.store.journal.Journal` opens the file and fills it in.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.event_rows import EventReader
from ..core.events import Bet, BetRemoved, Event, HyperRemoved, Kind, to_dict
from ..core.frozen import finish as _finish
from ..core.money import Money, format_amount
from ..core.round import Phase
from ..core.session import PLAYER, Session, bet_player
from ..core.view import RoundView
from .journal_rows import GENESIS, NOT_PLAY, Codec, JournalError, Row, ShoeTrack, config_data, row_hash

if TYPE_CHECKING:  # what Step and Game are: dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record

    from .keys import JournalKey
else:
    from ..core.frozen import record

_COLUMNS = "id, kind, round, body, hash"
_KIND = re.compile(r"[a-z][a-z0-9:_-]*")
#: the last round's start before a round number (read through the index ``journal_starts``)
_LAST_START = "SELECT id, round FROM journal WHERE kind = 'round' AND round < ? ORDER BY round DESC LIMIT 1"


@record(frozen=True)
class Step:
    """One journaled action of a game with its events and the credits after it."""

    action: str
    args: tuple[Any, ...]
    events: tuple[Event, ...]
    balance: Money | None


@record(frozen=True)
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


@record(frozen=True)
class Played:
    """The last round a journal holds finished, for the table's player: ``net``, his boxes' net (the
    LAST ROUND NET read-out); ``bets``, his main and side bet on each box as the round was dealt, and
    ``hyper``, his hyper black jack stakes on them by (box, case) [FR-HBJ-4]: what REPEAT places again
    on a table started again."""

    net: Money
    bets: dict[int, tuple[Money, Money]]
    hyper: dict[tuple[int, str], Money]


_finish()  # Step's, Game's and Played's methods (see engine.core.frozen)


class JournalReader:
    """Reading a journal's rows: by id, round or kind, the shoe's state after a row, the chain's links
    and the recall's games. The journal's opener (:class:`engine.store.journal.Journal`) sets the
    connection and what it read from the file."""

    _db: sqlite3.Connection
    key: JournalKey | None
    key_problem: str | None = None  #: why there is no key to check the chain
    key_id: str = ""  #: the id of the key the journal says it was chained with
    id: str
    path: Path
    warnings: list[str]
    codec: Codec
    #: the first row chained with the key: 1, the adoption row of a schema-1 journal, or None (schema 1)
    keyed_from: int | None = 1
    _head_id: int = 0
    _shoe_row: int | None = None
    _track: ShoeTrack | None = None

    def _row(self, r: tuple[Any, ...]) -> Row:
        h = r[4]
        return Row(r[0], r[1], r[2], r[3], h.hex() if isinstance(h, bytes) else h, self.key, self.id, self.codec)

    def _load_codec(self) -> Codec:
        codec = Codec()
        for (body,) in self._db.execute(f"SELECT body FROM journal WHERE kind = 'codec' AND {NOT_PLAY} ORDER BY id"):
            codec.declare(Row(0, "codec", None, body, "").data)
        return codec

    def mac(self, prev: str, r: Row) -> str:
        """The MAC row ``r`` must hold after ``prev`` (raises :class:`JournalError` without a key)."""
        if self.key is None:
            raise JournalError(f"{self.path}: no key to check the chain ({self.key_problem or ''})")
        return self.key.mac(prev, r.id, r.kind, r.round, r.body)

    def row(self, row_id: int) -> Row:
        """One row by id."""
        r = self._db.execute(f"SELECT {_COLUMNS} FROM journal WHERE id = ?", (row_id,)).fetchone()
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

    def rows(self, start: int = 1, end: int | None = None) -> Iterator[Row]:
        """Every row from ``start`` (to ``end``, included) in order, read in batches (memory stays flat)."""
        for batch in self.raw_rows(start, end):
            for r in batch:
                yield self._row(r)

    def raw_rows(self, start: int = 1, end: int | None = None) -> Iterator[list[tuple[Any, ...]]]:
        """The rows as stored, ``(id, kind, round, body, hash)`` (a MAC of schema 3 as its 32 bytes),
        in batches; for the audit's loop."""
        cur, last = start, end if end is not None else 2**62
        while cur <= last:
            batch = self._db.execute(
                f"SELECT {_COLUMNS} FROM journal WHERE id >= ? AND id <= ? ORDER BY id LIMIT 4000", (cur, last)
            ).fetchall()
            if not batch:
                return
            yield batch
            cur = batch[-1][0] + 1

    def round_rows(self, round_no: int) -> list[Row]:
        """The ``round`` row and the ``action`` rows of one round, in order (a round's rows lie between
        its ``round`` row and the next one)."""
        db = self._db
        first = db.execute("SELECT MIN(id) FROM journal WHERE kind = 'round' AND round = ?", (round_no,)).fetchone()
        if first is None or first[0] is None:
            return []
        after = db.execute("SELECT MIN(id) FROM journal WHERE kind = 'round' AND round > ?", (round_no,)).fetchone()
        end = after[0] - 1 if after is not None and after[0] is not None else 2**62
        return [
            self._row(r)
            for r in db.execute(
                f"SELECT {_COLUMNS} FROM journal WHERE id >= ? AND id <= ? AND round = ? ORDER BY id",
                (first[0], end, round_no),
            )
        ]

    def rows_of_kind(self, kind: str, *, last: int | None = None) -> list[Row]:
        """Rows of one kind, oldest first (``last``: only that many of the newest)."""
        if not _KIND.fullmatch(kind):
            raise JournalError(f"no row kind {kind!r}")
        # the kind is written out, and for a kind other than actions and rounds the condition of the
        # index that leaves them out is too: SQLite uses a partial index only for a query that states
        # its condition (``kind = 'config'`` alone read the whole table)
        also = f" AND {NOT_PLAY}" if kind not in ("action", "round") else ""
        sql = f"SELECT {_COLUMNS} FROM journal WHERE kind = '{kind}'{also} ORDER BY id DESC"
        params: tuple[Any, ...] = ()
        if last is not None:
            sql += " LIMIT ?"
            params += (last,)
        return [self._row(r) for r in self._db.execute(sql, params)][::-1]

    def shoe_at(self, row_id: int | None) -> dict[str, Any] | None:
        """The shoe state (:func:`engine.store.journal_rows.shoe_data` form) written in row ``row_id``."""
        if row_id is None:
            return None
        return dict(self.row(row_id).data["shoe"])

    def shoe_after(self, anchor: int | None, until: int) -> ShoeTrack | None:
        """The shoe's state after row ``until``: the state written in row ``anchor`` (the last one
        written at or before ``until``), followed through the actions after it. Raises
        :class:`JournalError` when an action does not follow (the journal is damaged)."""
        if anchor is None:
            return None
        track: ShoeTrack | None = None
        for r in self.rows(anchor, until):
            d = r.data
            if r.id == anchor:
                track = ShoeTrack.of_data(d["shoe"], 0)
            elif r.kind == "action" and track is not None:
                if "shoe" in d:
                    raise JournalError(f"row {r.id}: a shoe state after the one the journal's head names")
                if not track.follow(str(d["name"]), d["events"]):
                    raise JournalError(f"row {r.id}: its cards do not come from the shoe of row {anchor}")
        return track

    def last_shoe(self) -> dict[str, Any] | None:
        """The shoe state after the last row (:func:`engine.store.journal_rows.shoe_data` form), or None."""
        return None if self._track is None else self._track.data()

    def last_net(self, before: int | None = None) -> Money | None:
        """What the last round the journal holds finished won or lost for the table's player: his boxes'
        nets (main bets with their doubles and splits, insurance, the side bet and hyper black jack
        together; a computer player's box left out), as the table's LAST ROUND NET shows it once the
        round's cards are cleared; None when no round finished (:meth:`last_played`)."""
        played = self.last_played(before)
        return None if played is None else played.net

    def last_played(self, before: int | None = None) -> Played | None:
        """The last round the journal holds finished, for the table's player (:class:`Played`: his net,
        and his bets as it was dealt); None when no round finished. An unfinished round (one resumed)
        and a round whose bets were all taken back are passed over for the one before (``before``:
        only rounds numbered below it are read). Each round's start is read through its index
        (``journal_starts``), then its rows by id; the common case is two queries."""
        db = self._db
        end = 2**62
        if before is None:
            before = 2**62
        while True:
            start = db.execute(_LAST_START, (before,)).fetchone()
            if start is None:
                return None
            first, n = start
            rows = db.execute(
                f"SELECT {_COLUMNS} FROM journal WHERE id > ? AND id < ? AND round = ? ORDER BY id", (first, end, n)
            ).fetchall()
            try:
                played = player_round(self._row(r) for r in rows)
            except (KeyError, TypeError, ValueError, IndexError) as e:
                raise JournalError(f"round {n}: its rows do not read back: {e}") from None
            if played is not None:
                return played
            before, end = n, first

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
                session = rebuild_round(self, start.round, rows, strict=True)
            except RecoveryError as e:
                raise JournalError(str(e)) from None
            games.append(_game(start.round, rows, session))
        return games


def player_round(rows: Iterable[Row]) -> Played | None:
    """The table's player's round in these rows (its action rows, in order; other rows are passed
    over): his net, the sum of his boxes' :attr:`engine.core.view.BoxView.net` once the dealer's cards
    are cleared, a box bet by a computer player (a ``bet`` whose fourth argument names him) left out;
    and his main, side and hyper black jack bets as they stood when the round was dealt (what
    ``Session.last_bets`` holds after the deal). None when the round did not finish."""
    view = RoundView()
    apart: set[int] = set()
    owner: dict[int, str] = {}  #: whose main bet each box holds before the deal
    main: dict[int, Money] = {}
    side: dict[int, Money] = {}
    hyper: dict[tuple[int, str], Money] = {}
    dealt: tuple[dict[int, tuple[Money, Money]], dict[tuple[int, str], Money]] | None = None  #: as the deal found them
    reader = EventReader()
    for r in rows:
        if r.kind != "action":
            continue
        d = r.data
        name = str(d["name"])
        if name == "deal" and dealt is None:
            mine = {n for n in main if owner.get(n) == PLAYER}
            bets = {n: (main[n], side.get(n, 0)) for n in sorted(mine)}
            dealt = bets, {k: v for k, v in hyper.items() if k[0] in mine}
        events = reader.read(d)
        who = bet_player(name, d["args"])
        for e in events:
            view.fold(e)
            if type(e) is Bet:
                if e.kind is Kind.MAIN and who is not None:
                    (apart.discard if who == PLAYER else apart.add)(e.box)
                if dealt is not None:
                    continue
                if e.kind is Kind.MAIN and who is not None:
                    main[e.box], owner[e.box] = e.amount, who
                    side.pop(e.box, None)
                elif e.kind is Kind.SIDE:
                    side[e.box] = e.amount
                elif e.kind is Kind.HYPER:
                    hyper[e.box, e.case] = e.amount
            elif type(e) is BetRemoved:
                apart.discard(e.box)
                if dealt is None:
                    for held in (main, side, owner):
                        held.pop(e.box, None)
                    for key in [k for k in hyper if k[0] == e.box]:
                        del hyper[key]
            elif type(e) is HyperRemoved and dealt is None:
                hyper.pop((e.box, e.case), None)
    if not view.finished or dealt is None:
        return None
    return Played(sum(b.net for n, b in view.boxes.items() if n not in apart), *dealt)


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
        outcome: dict[str, Any] = {"box": b.n, "hands": hands, "insurance": ins, "side": side, "net": fmt(b.net)}
        if b.player != PLAYER:  # a computer player's box: his name
            outcome["player"] = b.player
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
