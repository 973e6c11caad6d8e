"""Crash recovery: a round killed (SIGKILL) after any of its events resumes exactly, chip for chip."""

from __future__ import annotations

import dataclasses
import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.events import Event
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.table import build_config
from croupier.engine.lab import autoplay as autoplay_cli
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_rows import JournalError, row_hash
from croupier.engine.store.keys import JournalKey
from croupier.engine.store.recovery import RecoveryError, StreamRandom, open_session, resume
from tests.engine.crash_driver import BETS, play_script, start

ROOT = Path(__file__).resolve().parents[2]
PROFILES = ("france", "puerto-rico")


def transcript(journal: Journal) -> list[tuple[Any, ...]]:
    """The journal's rounds and money, row ids resolved (a resume adds an audit and a session row)."""
    out: list[tuple[Any, ...]] = []
    for r in journal.rows():
        if r.kind in ("audit", "session", "config", "journal"):
            continue
        d = r.data
        if r.kind == "round":
            d = {"balance": d["balance"], "config": journal.row(d["config"]).data["config"],
                 "shoe": journal.shoe_at(d["shoe_row"])}  # fmt: skip
        out.append((r.kind, r.round, d))
    return out


def felt(s: Session) -> tuple[Any, ...]:
    """What the table shows: phase, box to act, bets, cards, credits, and the shoe behind them."""
    r = s.round
    boxes = [(b.n, b.bet, b.side, b.insurance, [([c.code for c in h.cards], h.stake, h.result) for h in b.hands])
             for b in r.order]  # fmt: skip
    return (s.round_no, r.phase, r.to_act, r.insurance_box, s.balance, [c.code for c in r.dealer.cards], boxes,
            s.shoe.state())  # fmt: skip


def reference(tmp: Path, profile: str) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]], list[int], Any]:
    """The uninterrupted round: its transcript, the felt and the number of events of each action, the
    balance."""
    journal, session = start(str(tmp / "ref"), profile)
    after: list[tuple[Any, ...]] = []
    sizes: list[int] = []

    def watch(s: Session, _n: str, _a: tuple[Any, ...], events: list[Event]) -> None:
        sizes.append(len(events))
        after.append(felt(s))

    session.observers.append(watch)
    play_script(session, profile)
    out = transcript(journal), after, sizes, journal.balance
    journal.close()
    return out


def run_driver(folder: Path, profile: str, k: int, when: str) -> int:
    env = dict(os.environ, KILL_AFTER=str(k), KILL_WHEN=when)
    p = subprocess.run([sys.executable, "-m", "tests.engine.crash_driver", str(folder), profile], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=60)  # fmt: skip
    assert p.returncode in (0, -signal.SIGKILL), p.stderr
    return p.returncode


@pytest.mark.parametrize("profile", PROFILES)
def test_round_killed_after_every_event_resumes_exactly(tmp_path: Path, profile: str) -> None:
    """SIGKILL after event k is committed, for every k of the round (and before each action's commit):
    the resumed felt is the one at the kill, and the finished journal equals the uninterrupted one,
    chip for chip."""
    ref, felts, sizes, ref_balance = reference(tmp_path, profile)
    n_events = sum(sizes)
    assert n_events > 20
    # before the commit, every event of an action is the same kill point: take the first of each
    firsts = [sum(sizes[:i]) + 1 for i in range(len(sizes)) if sizes[i]]
    for when, ks in (("after", range(1, n_events + 1)), ("before", firsts)):
        for k in ks:
            folder = tmp_path / f"{when}-{k}"
            assert run_driver(folder, profile, k, when) == -signal.SIGKILL
            journal, session = start(str(folder), profile)
            done = sum(1 for r in journal.rows() if r.kind == "action")
            if journal.resumed is not None:
                assert felt(session) == felts[done - 1], f"k={k} {when}: the felt differs after resuming"
            play_script(session, profile)
            assert transcript(journal) == ref, f"k={k} {when}: the journal differs from the uninterrupted run"
            assert journal.balance == ref_balance
            report = journal.verify()
            assert report.ok, report.errors
            journal.close()


def test_killed_before_any_commit_leaves_a_round_to_play_from_the_start(tmp_path: Path) -> None:
    """A kill before the first bet is committed leaves no round: the table opens on a new one."""
    run_driver(tmp_path, "france", 1, "before")
    with Journal.in_folder(tmp_path) as j:
        assert not j.round_open and resume(j) is None


def test_shoe_with_system_random_resumes_the_same_cards(tmp_path: Path) -> None:
    """[FR-BJ-1] The shoe shuffles inside the deal from the system's generator (``random.SystemRandom``,
    as ``secrets`` gives it in play): the resumed round goes on
    with the very cards the lost process would have dealt."""
    config = build_config("france")
    journal = Journal.in_folder(tmp_path)
    lost = open_session(journal, config, 1000 * SCALE, rng=random.SystemRandom())
    for box in (1, 2, 3):
        lost.act("bet", box, 10 * SCALE, 0)
    lost.act("deal")
    journal.close()
    lost.observers.clear()  # the process is gone: its session carries on unjournaled, for comparison
    journal = Journal.in_folder(tmp_path)
    resumed = resume(journal, rng=random.SystemRandom())
    assert resumed is not None and journal.resumed == 1
    assert felt(resumed) == felt(lost)
    while lost.round.phase is not Phase.DONE:
        if lost.round.phase is Phase.INSURANCE:
            n = lost.round.insurance_box
            assert lost.act("insure", n, False) == resumed.act("insure", n, False)
        else:
            name = "hit" if lost.round.can_hit() and len(lost.round.events) % 3 else "stand"
            assert lost.act(name) == resumed.act(name)
    assert resumed.balance == lost.balance
    assert journal.verify().ok
    journal.close()


#: the insurance bet of the open round's last action, as a compact row holds it (amount 5, box 1)
INSURED = '[1,"5",1,"insurance"]'


def _tamper_last_action(folder: Path, old: str, new: str, rehash: str) -> int:
    """Edit the last action row; ``rehash`` "plain" recomputes its chain without the key (SHA-256),
    "key" with the install's key (and the head to match); "" leaves it."""
    db = sqlite3.connect(folder / "journal.sqlite3")
    rid, kind, rnd, body = db.execute(
        "SELECT id, kind, round, body FROM journal WHERE kind = 'action' ORDER BY id DESC LIMIT 1"
    ).fetchone()
    assert old in body
    body = body.replace(old, new, 1)
    db.execute("UPDATE journal SET body = ? WHERE id = ?", (body, rid))
    if rehash:
        (prev,) = db.execute("SELECT hash FROM journal WHERE id = ?", (rid - 1,)).fetchone()
        prev = prev.hex() if isinstance(prev, bytes) else prev  # schema 3 stores a MAC as its bytes
        h = (
            row_hash(prev, rid, kind, rnd, body)
            if rehash == "plain"
            else JournalKey.load().mac(prev, rid, kind, rnd, body)
        )
        db.execute("UPDATE journal SET hash = ? WHERE id = ?", (h, rid))
        db.execute("UPDATE head SET hash = ? WHERE id = ?", (h, rid))
        if rehash == "key":  # whoever holds the key can move the high-water mark too
            key, path = JournalKey.load(), folder / "journal.sqlite3"
            mark = key.mark_for(path)
            assert mark is not None
            key.write_mark(path, dataclasses.replace(mark, head=h))
    db.commit()
    db.close()
    return int(rid)


def _open_round(folder: Path) -> None:
    journal, session = start(str(folder), "france")
    for box, (main, side) in BETS["france"].items():
        session.act("bet", box, main * SCALE, side * SCALE)
    session.act("deal")
    session.act("insure", 1, True)
    journal.close()


@pytest.mark.parametrize("rehash", ["", "plain"])
def test_an_edited_round_stops_the_journal_at_start(tmp_path: Path, rehash: str) -> None:
    """Edited, with or without its chain recomputed without the key: the chain breaks at that row."""
    _open_round(tmp_path)
    rid = _tamper_last_action(tmp_path, INSURED, INSURED.replace('"5"', '"50"'), rehash=rehash)
    with pytest.raises(JournalError, match=f"row {rid}: the chain breaks"):
        Journal.in_folder(tmp_path)


def test_a_forged_round_that_does_not_replay_is_reported_not_guessed(tmp_path: Path) -> None:
    """Even with its MAC forged with the key, an action whose events the engine does not give back
    is refused."""
    _open_round(tmp_path)
    rid = _tamper_last_action(tmp_path, INSURED, INSURED.replace('"5"', '"50"'), rehash="key")
    with Journal.in_folder(tmp_path) as j, pytest.raises(RecoveryError, match=f"row {rid}: .*other events"):
        resume(j, rng=StreamRandom(1))


def test_finished_round_is_not_resumed(tmp_path: Path) -> None:
    journal, session = start(str(tmp_path), "puerto-rico")
    play_script(session, "puerto-rico")
    journal.close()
    with Journal.in_folder(tmp_path) as j:
        assert resume(j) is None
        s = open_session(j, build_config("puerto-rico"), 1 * SCALE, rng=StreamRandom(7))
        assert s.round_no == 2 and s.balance == j.balance


class Crash(Exception):
    pass


@pytest.mark.parametrize("kill_at", [2, 9, 40])
def test_autoplay_interrupted_then_restarted_plays_the_same_games(tmp_path: Path, kill_at: int) -> None:
    """Killed and started again with the same arguments, autoplay resumes the unfinished round and
    goes on to N games: the same games as an uninterrupted run."""

    def run(folder: Path, kill: int | None) -> list[tuple[Any, ...]]:
        if kill is not None:
            with Journal.in_folder(folder) as j:
                seen = [0]

                def crash(_s: Session) -> None:
                    pass

                original = autoplay_cli.open_session

                def opened(*a: Any, **k: Any) -> Session:
                    s = original(*a, **k)

                    def boom(*_: Any) -> None:
                        seen[0] += 1
                        if seen[0] == kill:
                            raise Crash

                    s.observers.append(boom)
                    return s

                autoplay_cli.open_session = opened  # type: ignore[assignment]
                try:
                    with pytest.raises(Crash):
                        autoplay_cli.play(j, 12, 3, profile="puerto-rico", boxes=2, each=crash)
                finally:
                    autoplay_cli.open_session = original
        with Journal.in_folder(folder) as j:
            autoplay_cli.play(j, 12, 3, profile="puerto-rico", boxes=2)
            assert j.meters.games == 12 and not j.round_open
            assert j.verify().ok
            return transcript(j)

    assert run(tmp_path / "killed", kill_at) == run(tmp_path / "whole", None)
