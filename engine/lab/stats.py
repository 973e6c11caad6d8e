"""The player's statistics, counted from the journal: per session and over all sessions.

Read through the journal's public reading API (:meth:`engine.store.journal_read.JournalReader.rows`,
``rows_of_kind``, ``row``) and the meters' fold (:class:`engine.store.meters.MeterFold`, for the net):
hands, wins / pushes / losses (a surrender counts as a loss, and is also counted apart), blackjacks
(an ace and a ten-valued card as a box's first two cards, not after a split [FR-BJ-7]), doubled and
split hands with those won, the net, the side bet's hits beside their exact expected counts (each
side bet dealt adds its pay table's exact outcome probabilities, :func:`engine.math.odds.side_bet_odds`),
and the balance after every round for the bankroll chart, with the sessions' boundaries. Hyper black
jack, where played: the stakes dealt per case, the cases that won, and their exact expected counts
(each stake on a case adds that case's probability, :func:`engine.math.hyper_odds.hyper_odds`) [FR-HBJ-2].

The player may reset them: :func:`reset` journals a ``stats-reset`` audit row and the statistics then
count only the rows after the last one. The journal itself, and so the meters and the audit, are
untouched by a reset.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..core.errors import CroupierError
from ..core.events import (
    Action,
    Bet,
    BetRemoved,
    Clear,
    Dealt,
    Event,
    HyperPay,
    HyperRemoved,
    MainCollect,
    MainPay,
    MainPush,
    SidePay,
)  # fmt: skip
from ..core.money import Money, format_amount
from ..core.session import PLAYER, bet_player
from ..math.hyper_odds import hyper_odds
from ..math.odds import side_bet_odds
from ..store.journal_read import JournalReader
from ..store.journal_rows import config_from_data
from ..store.meters import MeterFold

RESET_KIND = "stats-reset"


@dataclass
class Tally:
    """Counts of one session, or of all of them."""

    rounds: int = 0
    hands: int = 0
    wins: int = 0
    pushes: int = 0
    losses: int = 0
    surrenders: int = 0
    blackjacks: int = 0
    doubles: int = 0
    doubles_won: int = 0
    split_hands: int = 0
    split_hands_won: int = 0
    net: Money = 0
    side_bets: int = 0
    side_hits: Counter[str] = field(default_factory=Counter)
    side_expected: dict[str, Fraction] = field(default_factory=dict)
    hyper_stakes: Counter[str] = field(default_factory=Counter)  #: hyper black jack stakes dealt per case
    hyper_hits: Counter[str] = field(default_factory=Counter)  #: those that won [FR-HBJ-2]
    hyper_expected: dict[str, Fraction] = field(default_factory=dict)

    def add(self, other: Tally) -> None:
        """Add another tally's counts to this one."""
        for name in ("rounds", "hands", "wins", "pushes", "losses", "surrenders", "blackjacks", "doubles",
                     "doubles_won", "split_hands", "split_hands_won", "net", "side_bets"):  # fmt: skip
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.side_hits.update(other.side_hits)
        for k, v in other.side_expected.items():
            self.side_expected[k] = self.side_expected.get(k, Fraction(0)) + v
        self.hyper_stakes.update(other.hyper_stakes)
        self.hyper_hits.update(other.hyper_hits)
        for k, v in other.hyper_expected.items():
            self.hyper_expected[k] = self.hyper_expected.get(k, Fraction(0)) + v

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (the net as a decimal string, expected counts as floats)."""
        out: dict[str, Any] = {k: getattr(self, k) for k in (
            "rounds", "hands", "wins", "pushes", "losses", "surrenders", "blackjacks", "doubles", "doubles_won",
            "split_hands", "split_hands_won", "side_bets")}  # fmt: skip
        out["net"] = format_amount(self.net)
        outcomes = sorted(set(self.side_hits) | set(self.side_expected))
        out["side"] = {o: {"hits": self.side_hits.get(o, 0), "expected": float(self.side_expected.get(o, 0))}
                       for o in outcomes}  # fmt: skip
        if self.hyper_stakes:  # only where hyper black jack was played
            out["hyper"] = {c: {"stakes": n, "hits": self.hyper_hits.get(c, 0),
                                "expected": float(self.hyper_expected.get(c, 0))}
                            for c, n in sorted(self.hyper_stakes.items())}  # fmt: skip
        return out


@dataclass
class SessionStats:
    """One session (a table opened: a ``session`` row of the journal)."""

    number: int
    row: int  #: the journal row that opened it (or the first row counted after a reset)
    tally: Tally = field(default_factory=Tally)
    start_balance: Money | None = None
    end_balance: Money | None = None


@dataclass(frozen=True)
class Point:
    """The balance after a round (or at a session's opening), for the bankroll chart."""

    index: int  #: rounds counted so far
    balance: Money
    session: int  #: the session's number


@dataclass
class Stats:
    """Every session counted since the last reset, their total and the bankroll's course."""

    sessions: list[SessionStats]
    total: Tally
    points: list[Point]
    since_row: int  #: the first journal row counted (1, or the row after the last reset)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "since_row": self.since_row,
            "total": self.total.to_dict(),
            "sessions": [
                {
                    "session": s.number,
                    "row": s.row,
                    **s.tally.to_dict(),
                    "start_balance": None if s.start_balance is None else format_amount(s.start_balance),
                    "end_balance": None if s.end_balance is None else format_amount(s.end_balance),
                }
                for s in self.sessions
            ],
        }

    def csv(self) -> str:
        """The statistics as CSV: one line per session, then the total, then the bankroll's course."""
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        cols = ["rounds", "hands", "wins", "pushes", "losses", "surrenders", "blackjacks", "doubles", "doubles_won",
                "split_hands", "split_hands_won", "net", "side_bets"]  # fmt: skip
        outcomes = sorted(set(self.total.side_hits) | set(self.total.side_expected))
        w.writerow(["session", *cols, *(f"side {o} hits" for o in outcomes), *(f"side {o} expected" for o in outcomes)])

        def line(name: str, t: Tally) -> list[str]:
            d = t.to_dict()
            vals = [str(d[c]) for c in cols]
            hits = [str(t.side_hits.get(o, 0)) for o in outcomes]
            exp = [f"{float(t.side_expected.get(o, 0)):.4f}" for o in outcomes]
            return [name, *vals, *hits, *exp]

        for s in self.sessions:
            w.writerow(line(str(s.number), s.tally))
        w.writerow(line("total", self.total))
        w.writerow([])
        w.writerow(["round", "session", "balance"])
        for p in self.points:
            w.writerow([p.index, p.session, format_amount(p.balance)])
        return buf.getvalue()


class _Hand:
    __slots__ = ("cards", "doubled", "result", "split", "surrendered")

    def __init__(self, split: bool = False) -> None:
        self.cards: list[int] = []
        self.doubled = False
        self.split = split
        self.surrendered = False
        self.result: str | None = None


class _Round:
    """One round's hands as its events go by."""

    def __init__(self, config_row: int | None) -> None:
        self.config_row = config_row
        self.undealt: dict[int, Money] = {}  # box → side stake before the deal
        self.side_dealt: list[int] = []
        self.boxes: dict[int, list[_Hand]] = {}
        self.side_hits: list[str] = []
        self.apart: set[int] = set()  # boxes of computer players seated at the table
        self.hyper_undealt: dict[tuple[int, str], bool] = {}  # (box, case) staked before the deal
        self.hyper_dealt: list[str] = []  # the case of each hyper stake dealt
        self.hyper_hits: list[str] = []

    def hands(self, box: int) -> list[_Hand]:
        return self.boxes.setdefault(box, [_Hand()])

    def action(self, name: str, args: list[Any], events: list[Event]) -> None:
        if name == "remove_bet":
            self.undealt.pop(int(args[0]), None)
        if name == "deal":
            self.side_dealt = [b for b, side in sorted(self.undealt.items()) if side > 0]
            self.undealt = {}
            self.hyper_dealt = [case for _box, case in self.hyper_undealt]
            self.hyper_undealt = {}
        owner = bet_player(name, args)
        for ev in events:
            box = getattr(ev, "box", 0)
            if owner is not None and isinstance(ev, Bet) and ev.kind == "main":
                (self.apart.discard if owner == PLAYER else self.apart.add)(box)
            if box in self.apart:  # a computer player's box: not the player's statistics
                if isinstance(ev, BetRemoved):
                    self.apart.discard(box)
                continue
            if isinstance(ev, Bet) and name == "bet" and ev.kind == "main":
                self.undealt[ev.box] = 0
            elif isinstance(ev, Bet) and name == "bet" and ev.kind == "side":
                self.undealt[ev.box] = ev.amount
            elif isinstance(ev, Dealt) and ev.box > 0:
                self.hands(ev.box)[max(ev.hand, 1) - 1].cards.append(ev.card.value)
            elif isinstance(ev, Action) and ev.box > 0:
                hands = self.hands(ev.box)
                i = max(ev.hand, 1) - 1
                if ev.action == "double":
                    hands[i].doubled = True
                elif ev.action == "split":
                    hands[i].split = True
                    hands.insert(i + 1, _Hand(split=True))
                elif ev.action == "surrender":
                    hands[i].surrendered = True
            elif isinstance(ev, MainPay):
                self.hands(ev.box)[ev.hand - 1].result = "win"
            elif isinstance(ev, MainPush):
                self.hands(ev.box)[ev.hand - 1].result = "push"
            elif isinstance(ev, MainCollect):
                h = self.hands(ev.box)[ev.hand - 1]
                h.result = h.result or "lose"
            elif isinstance(ev, SidePay):
                self.side_hits.append(ev.outcome)
            elif isinstance(ev, Bet) and ev.kind == "hyper":
                self.hyper_undealt[(ev.box, ev.case)] = True
            elif isinstance(ev, HyperRemoved):
                self.hyper_undealt.pop((ev.box, ev.case), None)
            elif isinstance(ev, HyperPay):
                self.hyper_hits.append(ev.case)

    def tally_into(self, t: Tally) -> None:
        t.rounds += 1
        for hands in self.boxes.values():
            unsplit = len(hands) == 1 and not hands[0].split
            for h in hands:
                t.hands += 1
                won = h.result == "win"
                if h.surrendered:
                    t.surrenders += 1
                    t.losses += 1
                elif won:
                    t.wins += 1
                elif h.result == "push":
                    t.pushes += 1
                else:
                    t.losses += 1
                if unsplit and len(h.cards) >= 2 and sorted(h.cards[:2]) == [1, 10]:
                    t.blackjacks += 1
                if h.doubled:
                    t.doubles += 1
                    t.doubles_won += won
                if h.split:
                    t.split_hands += 1
                    t.split_hands_won += won
        t.side_bets += len(self.side_dealt)
        t.side_hits.update(self.side_hits)
        t.hyper_stakes.update(self.hyper_dealt)
        t.hyper_hits.update(self.hyper_hits)


def last_reset(journal: JournalReader) -> int | None:
    """The id of the last ``stats-reset`` row, or None."""
    resets = [r.id for r in journal.rows_of_kind("audit") if r.data.get("kind") == RESET_KIND]
    return resets[-1] if resets else None


def collect(journal: JournalReader) -> Stats:
    """Count the statistics from the journal's rows after the last reset (all rows without one)."""
    reset = last_reset(journal)
    since = 1 if reset is None else reset + 1
    fold = MeterFold()
    sessions: list[SessionStats] = []
    total = Tally()
    points: list[Point] = []
    odds_cache: dict[int, dict[str, Fraction]] = {}
    hyper_cache: dict[int, dict[str, Fraction]] = {}
    rnd: _Round | None = None
    config_row: int | None = None
    balance: Money | None = None
    rounds = 0
    session_net0 = 0

    def net_now() -> Money:
        m = fold.meters
        return sum(m.wins.values()) - sum(m.bets.values())

    def open_session(row_id: int, bal: Money | None) -> SessionStats:
        nonlocal session_net0
        s = SessionStats(len(sessions) + 1, row_id, start_balance=bal, end_balance=bal)
        sessions.append(s)
        session_net0 = net_now()
        if bal is not None:
            points.append(Point(rounds, bal, s.number))
        return s

    def expected(config_id: int | None) -> dict[str, Fraction]:
        if config_id is None:
            return {}
        if config_id not in odds_cache:
            cfg = config_from_data(journal.row(config_id).data["config"])
            table = cfg.side.table
            probs: dict[str, Fraction] = {}
            if cfg.side.game != "none" and table is not None:
                odds = side_bet_odds(table, cfg.rules.decks)
                probs = {o.outcome: o.probability for o in odds.outcomes if o.outcome != "lose"}
            odds_cache[config_id] = probs
        return odds_cache[config_id]

    def hyper_expected(config_id: int | None) -> dict[str, Fraction]:
        """Each case's probability under the round's table [FR-HBJ-2] (empty where not offered)."""
        if config_id is None:
            return {}
        if config_id not in hyper_cache:
            cfg = config_from_data(journal.row(config_id).data["config"])
            o = hyper_odds(cfg.rules) if cfg.hyper.offered else None
            hyper_cache[config_id] = {} if o is None else {r.outcome: r.probability for r in o.outcomes}
        return hyper_cache[config_id]

    current: SessionStats | None = None
    for r in journal.rows(since):
        d = r.data
        if r.kind == "config":
            config_row = r.id
        elif r.kind == "session":
            if current is not None:
                current.tally.net = net_now() - session_net0
            balance = d.get("balance")
            current = open_session(r.id, balance)
        elif r.kind == "money":
            fold.money(d["dir"], int(d["amount"]))
            balance = d.get("balance")
        elif r.kind == "round":
            fold.begin_round()
            if current is None:
                current = open_session(r.id, d.get("balance"))
            config_row = d.get("config", config_row)
            rnd = _Round(config_row)
        elif r.kind == "action":
            if rnd is None:  # a round begun before the reset: counted from its next round
                continue
            events = fold.read(d)
            fold.action(d["name"], d["args"], events)
            rnd.action(d["name"], d["args"], events)
            balance = d.get("balance", balance)
            if any(isinstance(e, Clear) and e.box == 0 for e in events):
                assert current is not None
                rnd.tally_into(current.tally)
                for outcome, p in expected(rnd.config_row).items():
                    n = len(rnd.side_dealt)
                    current.tally.side_expected[outcome] = current.tally.side_expected.get(outcome, Fraction(0)) + n * p
                if rnd.hyper_dealt:
                    probs = hyper_expected(rnd.config_row)
                    exp = current.tally.hyper_expected
                    for case in rnd.hyper_dealt:
                        exp[case] = exp.get(case, Fraction(0)) + probs.get(case, Fraction(0))
                rounds += 1
                current.end_balance = balance
                if balance is not None:
                    points.append(Point(rounds, balance, current.number))
                rnd = None
    if current is not None:
        current.tally.net = net_now() - session_net0
    # a table opened and closed without a round is no session to count (the current one stays)
    kept = [x for x in sessions[:-1] if x.tally.rounds or x.tally.net] + sessions[-1:]
    renumber = {x.number: i for i, x in enumerate(kept, start=1)}
    for x in kept:
        x.number = renumber[x.number]
    points = [Point(p.index, p.balance, renumber[p.session]) for p in points if p.session in renumber]
    for x in kept:
        total.add(x.tally)
    return Stats(kept, total, points, since)


def reset(journal: Any, reason: str = "the player") -> None:
    """Reset the statistics: a ``stats-reset`` audit row (the journal's own rows stay as they are)."""
    audit = getattr(journal, "audit", None)
    if audit is None:
        raise CroupierError("the statistics are reset through a journal that can be written")
    audit(RESET_KIND, {"by": reason})
