"""The journal's last finished round's net for the table's player (:meth:`JournalReader.last_net`): what
a table started again shows as LAST ROUND NET. It must be the engine's own account of that round (the
player's boxes, a computer player's left out), pass over an unfinished round and one whose bets were all
taken back, and read through the indexes: a round's start through ``journal_starts``, its rows by id."""

from __future__ import annotations

import contextlib
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.events import Double as DoubleDown
from croupier.engine.core.events import Hit, Insure, Split, Stand, Surrender
from croupier.engine.core.money import SCALE, Money
from croupier.engine.core.round import Phase
from croupier.engine.core.session import PLAYER, Session
from croupier.engine.core.table import build_config
from croupier.engine.store.journal import Journal
from croupier.engine.store.recovery import StreamRandom, open_session

U = SCALE


def _config(profile: str) -> Any:
    """The profile's table with its side bet and, where it is offered, hyper black jack."""
    for hyper in ({"min": "1", "max": "50"}, None):
        with contextlib.suppress(ConfigError):
            return build_config(profile, {}, None, None, hyper=hyper)
    raise AssertionError(profile)


def _mine(s: Session) -> Money:
    """The engine's net of the round for the table's player: his boxes (main, insurance, side, hyper)."""
    return sum(b.net for b in s.round.order if b.player == PLAYER)


SEEN: set[str] = set()  #: what the rounds of :func:`_play` had among the bets read back


def _play(journal: Journal, profile: str, seed: int, rounds: int) -> tuple[Session, list[Money]]:
    """Seeded random legal play journaled, a computer player beside the player, some rounds emptied
    (every bet taken back, then money in, so the next bet opens a new round); after each finished round
    the journal's last net is checked against the engine's. The nets in order."""
    rng = random.Random(seed)
    s = open_session(journal, _config(profile), 3000 * U, rng=StreamRandom(seed))
    s.seat("Bruno", 800 * U)
    lo = s.config.min_bet
    nets: list[Money] = []
    for _ in range(rounds):
        r = s.round
        if r.phase is Phase.DONE:
            r = s.next_round()
        if rng.random() < 0.15:  # a round emptied: its bet taken back, money moved, a new round number
            s.act("bet", 1, lo, 0)
            s.act("remove_bet", 1)
            journal.money(s, "in", 5 * U, "test")
            assert journal.last_net() == (nets[-1] if nets else None)
            r = s.round
        if (s.balance or 0) < 600 * U and not r.boxes:
            journal.money(s, "in", 1000 * U, "refill")
        for box in rng.sample(range(1, 8), rng.randint(1, 3)):
            with contextlib.suppress(RuleError):
                s.act("bet", box, rng.choice((1, 2, 5)) * lo, rng.choice((0, 1, 5)) * U)
            if s.config.hyper.offered and rng.random() < 0.3:
                with contextlib.suppress(RuleError):
                    s.act("hyper_bet", box, rng.choice(("17", "20", "bust", "blackjack")), 2 * U)
        mine = [n for n, b in r.boxes.items() if b.player == PLAYER]
        if mine and rng.random() < 0.3:  # a bet replaced: the new amounts are the ones dealt
            with contextlib.suppress(RuleError):
                s.act("bet", mine[0], rng.choice((1, 3)) * lo, rng.choice((0, 2)) * U)
        if mine and r.hyper is not None and rng.random() < 0.3:
            for case in list(r.hyper.stakes_of(mine[-1]))[:1]:
                s.act("remove_hyper_bet", mine[-1], case)
        free = [n for n in range(1, 8) if n not in r.boxes]
        if free and rng.random() < 0.6:
            s.act("bet", free[0], lo, 0, "Bruno")
        dealt_hyper = {(n, case): amount for n, b in r.boxes.items() if b.player == PLAYER and r.hyper is not None
                       for case, amount in r.hyper.stakes_of(n).items()}  # fmt: skip
        s.act("deal")
        while r.phase is not Phase.DONE:
            assert journal.last_net() == (nets[-1] if nets else None)  # mid-round: the round before's
            if r.phase is Phase.INSURANCE:
                box = r.insurance_box
                assert box is not None
                s.apply(Insure(box, rng.random() < 0.5))
                continue
            options = [c for c in (Hit(), Stand(), DoubleDown(), Split(), Surrender()) if r.can(c)]
            s.apply(rng.choice(options))
        nets.append(_mine(s))
        assert journal.last_net() == nets[-1]
        played = journal.last_played()
        assert played is not None and played.net == nets[-1]
        assert played.bets == s.last_bets  # what REPEAT places again: the engine's own record of the deal
        assert played.hyper == dealt_hyper
        SEEN.update({"side"} if any(side for _main, side in played.bets.values()) else set())
        SEEN.update({"hyper"} if played.hyper else set())
        SEEN.update({"several"} if len(played.bets) > 1 else set())
    return s, nets


@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
def test_the_last_net_is_the_engines_net_of_the_players_boxes_in_the_last_finished_round(
    tmp_path: Path, profile: str
) -> None:
    folder = tmp_path / profile
    SEEN.clear()
    with Journal.in_folder(folder) as j:
        s, nets = _play(j, profile, 3, 40)
    assert len(set(nets)) > 5 and any(n < 0 for n in nets) and any(n > 0 for n in nets)
    assert {"side", "several"} | ({"hyper"} if s.config.hyper.offered else set()) <= SEEN
    with Journal.in_folder(folder) as j:  # a table started again: read from the file
        assert j.last_net() == nets[-1]
        played = j.last_played()
        assert played is not None and played.bets == s.last_bets
        assert j.verify(redeal=False).ok


def test_a_computer_players_box_is_left_out(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, _config("france"), 1000 * U, rng=StreamRandom(6))
        s.seat("Bruno", 800 * U)
        s.act("bet", 2, 10 * U, 0)
        s.act("bet", 5, 50 * U, 0, "Bruno")
        s.act("deal")
        while s.round.phase is not Phase.DONE:
            s.apply(Insure(s.round.insurance_box or 0, False) if s.round.phase is Phase.INSURANCE else Stand())
        mine = s.round.boxes[2].net
        assert s.round.boxes[5].net != 0  # his box won or lost: counted, it would change the figure
        assert j.last_net() == mine


def test_an_unfinished_round_gives_the_round_before(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s, nets = _play(j, "france", 8, 6)
        s.next_round()
        s.act("bet", 3, 10 * U, 0)
        s.act("deal")
        open_round = s.round_no
    with Journal.in_folder(tmp_path) as j:
        assert j.round_open and j.current_round == open_round
        assert j.last_net() == nets[-1]


def test_no_finished_round_gives_none_and_reads_nothing(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        assert j.last_net() is None  # a new journal
        s = open_session(j, _config("france"), 1000 * U, rng=StreamRandom(2))
        s.act("bet", 1, 10 * U, 0)
        s.act("remove_bet", 1)
        j.money(s, "in", 5 * U, "test")
        s.act("bet", 1, 10 * U, 0)
        s.act("deal")  # left in play
        statements: list[str] = []
        j._db.set_trace_callback(statements.append)
        assert j.last_net() is None
        j._db.set_trace_callback(None)
        assert statements == []  # the games meter says no round finished


def test_the_last_net_is_read_through_the_indexes(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s, nets = _play(j, "france", 11, 12)
        s.next_round()
        s.act("bet", 1, 10 * U, 0)  # an emptied round, then an unfinished one (passed over unread)
        s.act("remove_bet", 1)
        j.money(s, "in", 5 * U, "test")
        s.act("bet", 1, 10 * U, 0)
        s.act("deal")
    with Journal.in_folder(tmp_path) as j:
        statements: list[str] = []
        j._db.set_trace_callback(statements.append)
        assert j.last_net() == nets[-1]
        j._db.set_trace_callback(None)
        db: sqlite3.Connection = j._db
        plans = [[row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql)] for sql in statements]
    assert len(plans) == 4  # the emptied round and the finished one (not the open one): the start, then the rows
    for steps in plans:
        assert all(not step.startswith("SCAN") for step in steps), steps
    assert all("journal_starts" in " ".join(steps) for steps in plans[::2])
    assert all("INTEGER PRIMARY KEY" in " ".join(steps) for steps in plans[1::2])
