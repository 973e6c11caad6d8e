"""The audit's fast paths give what the plain ones give: the meters' one fold, fed the compact rows
as the audit feeds them or the events as the writer feeds them, equals after every row the figures
read from the round's projection (:class:`engine.core.view.RoundView`: each hand's stake, insurance,
side bet and hyper black jack stakes) over random play (splits, doubles, insurance, surrender, side
bets, hyper black jack, a computer player's box, bets taken back, money in and out); the MACs of a
batch equal the one-row MAC; the re-deal in worker processes finds what the re-deal in the audit's
process finds, forged round included."""

from __future__ import annotations

import contextlib
import dataclasses
import hmac
import json
import os
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.errors import RuleError
from croupier.engine.core.event_rows import EventReader
from croupier.engine.core.events import (
    Bet,
    BetRemoved,
    Clear,
    Double,
    Event,
    Hit,
    HyperPay,
    InsurancePay,
    Insure,
    Kind,
    MainPay,
    MainPush,
    MainReturn,
    SidePay,
    Split,
    Stand,
    Surrender,
    to_dict,
)
from croupier.engine.core.money import SCALE, Money, parse_mills
from croupier.engine.core.round import Phase
from croupier.engine.core.session import PLAYER, bet_player
from croupier.engine.core.table import build_config
from croupier.engine.core.view import RoundView
from croupier.engine.lab.autoplay import play
from croupier.engine.lab.meters_report import collect_initial, hyper_case_stakes
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_audit import chain_only, verify
from croupier.engine.store.journal_rows import canonical
from croupier.engine.store.keys import JournalKey, mac_input
from croupier.engine.store.meters import MeterFold, Meters
from croupier.engine.store.recovery import StreamRandom, open_session

U = SCALE


def _random_play(j: Journal, seed: int, rounds: int) -> None:
    """Rounds of random legal play (every kind of bet and decision the table offers)."""
    rng = random.Random(seed)
    config = build_config("france", side_bet={"name": "lucky-ladies"}, hyper={"min": "1", "max": "50"})
    s = open_session(j, config, 2000 * U, rng=StreamRandom(seed))
    s.seat("Bruno", 500 * U)

    def attempt(name: str, *args: Any) -> None:
        with contextlib.suppress(RuleError):  # refused: nothing is journaled
            s.act(name, *args)

    for _ in range(rounds):
        r = s.round
        if r.phase is Phase.DONE:
            r = s.next_round()
            if (s.balance or 0) < 300 * U:
                j.money(s, "in", 500 * U, "refill")
            elif rng.random() < 0.1:
                j.money(s, "in" if rng.random() < 0.5 else "out", rng.randint(1, 20) * U, "test")
        for box in rng.sample(range(1, 8), rng.randint(1, 3)):
            attempt("bet", box, rng.choice((10, 20, 50)) * U, rng.choice((0, 1, 5)) * U)
            if rng.random() < 0.3:
                attempt("hyper_bet", box, rng.choice(("17", "20", "bust", "blackjack")), 2 * U)
        free = [n for n in range(1, 8) if n not in r.boxes]
        if free and rng.random() < 0.5:
            attempt("bet", free[0], 10 * U, 0, "Bruno")
        mine = sorted(n for n, b in r.boxes.items() if b.player == "1")
        if mine and rng.random() < 0.15:
            s.act("remove_bet", rng.choice(mine))
        if rng.random() < 0.2:
            for n in list(r.boxes):
                attempt("remove_hyper_bet", n, rng.choice(("17", "20", "bust", "blackjack")))
        if not [b for b in r.boxes.values() if b.player == "1"]:
            s.act("bet", next(n for n in range(1, 8) if n not in r.boxes), 10 * U, 0)
        s.act("deal")
        while r.phase is not Phase.DONE:
            if r.phase is Phase.INSURANCE:
                box = r.insurance_box
                assert box is not None
                s.apply(Insure(box, rng.random() < 0.5))
                continue
            options = [c for c in (Hit(), Stand(), Double(), Split(), Surrender()) if r.can(c)]
            s.apply(rng.choice(options))


class _ViewMeters:
    """The meters read from the round's projection, independently of the fold: each pay hands back
    the stake the projection holds for the hand (or the insurance, side bet, hyper case), every
    stake on the felt counts at the deal, doubles, splits and insurance when placed; the boxes of
    other seated players are left out."""

    def __init__(self) -> None:
        self.meters = Meters()
        self.initial_main: Money = 0
        self.hyper_cases: dict[str, Money] = {}
        self.begin_round()

    def begin_round(self) -> None:
        self.view, self.reader, self.apart = RoundView(), EventReader(), set[int]()

    def balance(self) -> Money:
        return self.meters.expected_balance(self.undealt_total)

    @property
    def undealt_total(self) -> Money:
        return 0 if self.view.dealt else self.view.on_table

    def action(self, name: str, args: Any, events: list[Event]) -> None:
        m, view = self.meters, self.view
        if name == "deal":
            for b in view.boxes.values():
                m.bets["main"] += b.bet
                self.initial_main += b.bet
                m.bets["side"] += b.side.stake if b.side else 0
                for case, h in b.hyper.items():
                    m.bets["hyper"] += h.stake
                    self.hyper_cases[case] = self.hyper_cases.get(case, 0) + h.stake
        owner = bet_player(name, args)
        for ev in events:
            box = getattr(ev, "box", 0)
            if owner is not None and isinstance(ev, Bet) and ev.kind is Kind.MAIN:
                (self.apart.discard if owner == PLAYER else self.apart.add)(box)
            if box in self.apart:
                if isinstance(ev, BetRemoved):
                    self.apart.discard(box)
                continue
            if isinstance(ev, Bet) and ev.kind in (Kind.INSURANCE, Kind.DOUBLE, Kind.SPLIT):
                m.bets["insurance" if ev.kind is Kind.INSURANCE else "main"] += ev.amount
            elif isinstance(ev, MainPay):
                m.wins["main"] += view.hand(ev.box, ev.hand).stake + ev.amount
            elif isinstance(ev, (MainPush, MainReturn)):
                m.wins["main"] += ev.amount
            elif isinstance(ev, InsurancePay):
                ins = view.boxes[ev.box].insurance
                m.wins["insurance"] += (ins.stake if ins else 0) + ev.amount
            elif isinstance(ev, SidePay):
                side = view.boxes[ev.box].side
                m.wins["side"] += (side.stake if side else 0) + ev.amount
            elif isinstance(ev, HyperPay):
                m.wins["hyper"] += view.boxes[ev.box].hyper[ev.case].stake + ev.amount
            view.fold(ev)
            if isinstance(ev, Clear) and ev.box == 0:
                m.games += 1
                self.begin_round()
                view = self.view


def _folds_and_view(folder: Path, kinds: set[str]) -> None:
    """Walk a journal's rows through the fold (compact rows, and events) and the projection's
    figures, equal after every row; the event kinds seen go in ``kinds``."""
    with Journal.in_folder(folder, read_only=True) as j:
        ref, fast, plain = _ViewMeters(), MeterFold(shapes=j.codec.shapes), MeterFold()
        for row in j.rows():
            if row.kind == "action":
                d = row.data
                ref.action(d["name"], d["args"], ref.reader.read(d))
                plain.action(d["name"], d["args"], plain.read(d))
                fast.action_compact(d["name"], d["args"], json.loads(row.body)[5])
                kinds.update(e["type"] + ":" + e.get("kind", "") for e in d["events"])
            elif row.kind == "round":
                for f in (ref, fast, plain):
                    f.begin_round()
            elif row.kind == "money":
                d = row.data
                fast.money(d["dir"], d["amount"])
                plain.money(d["dir"], d["amount"])
                ref.meters.money_in += d["amount"] if d["dir"] == "in" else 0
                ref.meters.money_out += d["amount"] if d["dir"] == "out" else 0
            elif row.kind == "session" and not ref.meters.start:
                ref.meters.start = fast.meters.start = plain.meters.start = row.data["balance"]
            else:
                continue
            for f in (fast, plain):
                assert f.meters == ref.meters, row.id
                assert (f.balance(), f.undealt_total) == (ref.balance(), ref.undealt_total), row.id
        assert fast.meters == j.meters
        for f in (fast, plain):
            assert (f.initial_main, f.hyper_cases) == (ref.initial_main, ref.hyper_cases)
        report = verify(j)  # the meters report's figures, counted by the audit's fold on its way
        assert report.walked and report.initial_main == collect_initial(j) == ref.initial_main
        assert report.hyper_cases == hyper_case_stakes(j) == ref.hyper_cases and report.hyper_cases


def test_the_fold_equals_the_projections_figures_after_every_row(tmp_path: Path) -> None:
    kinds: set[str] = set()
    for seed in (1, 2, 3):
        with Journal.in_folder(tmp_path / str(seed)) as j:
            _random_play(j, seed, 60)
        _folds_and_view(tmp_path / str(seed), kinds)
    # the play reached every bet and pay the fold counts
    for kind in ("bet:double", "bet:split", "bet:insurance", "bet:hyper", "side-pay:", "insurance-pay:",
                 "hyper-pay:", "main-push:", "bet-removed:", "hyper-removed:"):  # fmt: skip
        assert kind in kinds, kind


def test_the_fold_reads_events_and_their_journaled_form_the_same() -> None:
    """:meth:`MeterFold.action` (the writer's events, rows of encoding 1 or 2 without a codec) and
    :meth:`MeterFold.action_compact` (the same events as a schema-3 row) count alike."""
    from croupier.engine.core.cards import Card
    from croupier.engine.core.events import Action, Dealt
    from croupier.engine.core.events import Decision as D
    from croupier.engine.core.events import Kind as K
    from croupier.engine.store.journal_rows import Codec

    c = Card.parse
    actions: list[tuple[str, tuple[Any, ...], list[Any]]] = [
        ("bet", (1, 10_000, 1_000), [Bet(1, K.MAIN, 10_000, 1), Bet(1, K.SIDE, 1_000)]),
        (
            "deal",
            (),
            [
                Dealt(1, 1, c("8S"), 8, False),
                Dealt(0, 0, c("AS"), 11, True),
                Dealt(1, 1, c("8D"), 16, False),
                SidePay(1, "any-20", 4_000, 4),
            ],
        ),
        ("insure", (1, True), [Action(1, 0, D.INSURE), Bet(1, K.INSURANCE, 5_000)]),
        ("split", (), [Action(1, 1, D.SPLIT), Bet(1, K.SPLIT, 10_000, 2), Dealt(1, 1, c("2S"), 10, False)]),
        ("stand", (), [Action(1, 1, D.STAND), Dealt(1, 2, c("3D"), 11, False, False, True)]),
        ("double", (), [Action(1, 2, D.DOUBLE), Bet(1, K.DOUBLE, 10_000, 2), Dealt(1, 2, c("9D"), 20, False)]),
        ("stand", (), [InsurancePay(1, 10_000), MainPush(1, 1, 10_000), MainPay(1, 2, 20_000), Clear(0)]),
    ]
    codec = Codec()
    plain, fast = MeterFold(), MeterFold(shapes=codec.shapes)
    for name, args, events in actions:
        plain.action(name, args, events)
        content = {"name": name, "args": list(args), "events": [to_dict(e) for e in events], "events_v": 2,
                   "balance": None, "phase": "done"}  # fmt: skip
        compact = codec.encode(content, [])
        assert compact is not None
        fast.action_compact(name, args, compact[5])
        assert fast.meters == plain.meters and fast.undealt_total == plain.undealt_total
    assert fast.meters.wins == {"main": 50_000, "insurance": 15_000, "side": 5_000, "hyper": 0}
    assert fast.meters.bets == {"main": 30_000, "insurance": 5_000, "side": 1_000, "hyper": 0}


def test_a_batch_of_macs_is_the_hmac_of_each_row(tmp_path: Path) -> None:
    key = JournalKey.load(tmp_path)
    messages = [mac_input("ab" * 32, i, "action", i // 3 or None, f'["hit",[],{i}]') for i in range(1, 50)]
    expected = [hmac.digest(key._secret, m, "sha256") for m in messages]
    assert key.macs(messages) == expected
    assert key.mac_bytes("ab" * 32, 1, "action", None, '["hit",[],1]') == expected[0]


def test_the_chain_alone_checks_every_row(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 20, 4)
        rows = j.head[0]
    with Journal.in_folder(tmp_path, read_only=True) as j:
        assert chain_only(j)[0] == rows


def _same(a: Any, b: Any) -> None:
    assert (a.ok, a.rows, a.head, a.redealt, a.errors, a.meters) == (
        b.ok,
        b.rows,
        b.head,
        b.redealt,
        b.errors,
        b.meters,
    )


def test_the_re_deal_in_worker_processes_finds_what_the_audit_alone_finds(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        _random_play(j, 7, 40)
    with Journal.in_folder(tmp_path, read_only=True) as j:
        alone, pooled = verify(j), verify(j, workers=2, chunk=3)
        assert alone.ok and alone.redealt == j.meters.games
        _same(alone, pooled)


def _die(*task: Any) -> None:
    os._exit(3)  # a worker process killed mid-audit


def test_workers_that_die_leave_their_rounds_to_the_audit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from croupier.engine.store import journal_audit

    with Journal.in_folder(tmp_path) as j:
        play(j, 12, 6)
    with Journal.in_folder(tmp_path, read_only=True) as j:
        alone = verify(j)
        monkeypatch.setattr(journal_audit, "check_range", _die)
        pooled = verify(j, workers=2, chunk=3)
    _same(alone, pooled)
    assert pooled.redealt == 12 and "worker processes stopped" in caplog.text


def forge_a_win(tmp_path: Path, first: int = 12) -> tuple[int, int]:
    """A lost hand of a round at or after ``first`` games turned into a win with the key (the chain,
    the meters and the mark agree with the forgery), in the journal of ``tmp_path``: (round, row)."""
    with Journal.in_folder(tmp_path) as j:
        for n in range(first, first + 90):
            play(j, n, 5)
            (last,) = j.rows_of_kind("action", last=1)
            if any(e["type"] == "main-collect" for e in last.data["events"]) and last.id == j.head[0]:
                break
        else:
            pytest.fail("no lost hand ended a round")
        rnd, rid, data = j.current_round, last.id, last.data
        (lost,) = [e for e in data["events"] if e["type"] == "main-collect"][:1]
        amount = parse_mills(lost["amount"], "amount")
        lost["type"] = "main-pay"
        data["balance"] += 2 * amount
        forged = canonical(j.codec.copy().encode(data, []))
    db = sqlite3.connect(tmp_path / "journal.sqlite3")
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (forged, rid))
    db.execute("UPDATE meters SET value = value + ? WHERE name = 'wins.main'", (2 * amount,))
    key = JournalKey.load()
    (prev,) = db.execute("SELECT hash FROM journal WHERE id = ?", (rid - 1,)).fetchone()
    prev = prev.hex()
    for r, kind, rn, body in db.execute(
        "SELECT id, kind, round, body FROM journal WHERE id >= ? ORDER BY id", (rid,)
    ).fetchall():
        mac = key.mac_bytes(prev, r, kind, rn, body)
        db.execute("UPDATE journal SET hash = ? WHERE id = ?", (mac, r))
        prev = mac.hex()
    db.execute("UPDATE head SET hash = ?", (prev,))
    db.commit()
    db.close()
    mark = key.mark_for(tmp_path / "journal.sqlite3")
    assert mark is not None
    key.write_mark(tmp_path / "journal.sqlite3", dataclasses.replace(mark, head=prev))
    return rnd, rid


def test_a_forged_round_is_named_by_the_worker_processes_too(tmp_path: Path) -> None:
    """A lost hand turned into a win with the key (chain, meters and mark agree): the workers' re-deal
    names the same round and row as the audit's own, and counts the rounds dealt before it."""
    rnd, rid = forge_a_win(tmp_path)
    with Journal.in_folder(tmp_path, read_only=True) as j:
        alone, pooled = verify(j), verify(j, workers=2, chunk=4)
    assert not alone.ok and any(f"dealt again through the engine, row {rid}:" in e for e in alone.errors)
    assert alone.redealt == rnd - 1 and len(alone.errors) == 1
    _same(alone, pooled)


def test_croupier_audit_prints_the_same_with_worker_processes_or_none(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from croupier.engine.cli import main as cli
    from croupier.engine.store import journal_audit

    monkeypatch.setattr(journal_audit, "RANGE", 6)
    with Journal.in_folder(tmp_path) as j:
        play(j, 40, 8)  # more than two ranges of rounds: the workers check them
    outs = []
    for workers in ("1", "2"):
        assert cli.main(["audit", "--data-dir", str(tmp_path), "--workers", workers]) == 0
        first, *rest = capsys.readouterr().out.splitlines()
        outs.append((first.split(" (")[0], rest))  # the first line ends with the seconds it took
    assert outs[0] == outs[1] and "40 rounds dealt again" in outs[0][0]
    with pytest.raises(SystemExit) as bad:
        cli.main(["audit", "--data-dir", str(tmp_path), "--workers", "0"])
    assert bad.value.code == 2 and "--workers" in capsys.readouterr().err
