"""A journal written before the events carried hands, totals and results (event encoding 1) still opens,
audits, recalls its games and resumes its unfinished round; new rounds are then added after it.

``fixtures/journal_v1.sqlite3``: 40 finished France rounds (late surrender, ``dealer_blackjack_takes=
original``; boxes 1, 3 and 5 with side bets on 1 and 3; insurance taken and declined, doubles, splits,
a surrender, a reshuffle, money in after round 20, a bet taken back every fifth round and one replaced
every seventh) and round 41 left open in play. It was written by the code of that time, whose remove_bet
journaled no event and whose bets, cards and pays named no hand, total or result.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.events import SCHEMA as EVENTS_SCHEMA
from croupier.engine.core.events import Dealt
from croupier.engine.core.money import SCALE, parse_mills
from croupier.engine.core.round import Phase
from croupier.engine.core.view import RoundView, count
from croupier.engine.store.journal import Journal
from croupier.engine.store.recovery import resume

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "journal_v1.sqlite3"
OPEN_ROUND = 41


def _copy(tmp_path: Path) -> Path:
    shutil.copyfile(FIXTURE, tmp_path / "journal.sqlite3")
    return tmp_path


def _finish(session: object) -> None:
    s = session
    r = s.round  # type: ignore[attr-defined]
    while r.phase is not Phase.DONE:
        if r.phase is Phase.INSURANCE:
            s.act("insure", r.insurance_box, False)  # type: ignore[attr-defined]
        else:
            s.act("stand")  # type: ignore[attr-defined]


def test_v1_journal_opens_and_audits(tmp_path: Path) -> None:
    with Journal.in_folder(_copy(tmp_path)) as j:
        assert j.round_open and j.current_round == OPEN_ROUND
        report = j.verify()
        assert report.ok, report.errors
        assert report.meters.games == OPEN_ROUND - 1
        assert report.meters.money_in == 50 * SCALE
        assert j.balance == report.balance


def test_v1_journal_recalls_its_games(tmp_path: Path) -> None:
    with Journal.in_folder(_copy(tmp_path)) as j:
        games = j.last_games(10)
        assert [g.round for g in games] == list(range(OPEN_ROUND, OPEN_ROUND - 10, -1))
        assert not games[0].finished and all(g.finished for g in games[1:])
        for g in games[1:]:
            d = g.to_dict()
            assert [o["box"] for o in d["outcomes"]] == [1, 3, 5]
            assert all(h["result"] for o in d["outcomes"] for h in o["hands"])
            assert g.credits_after is not None and g.credits_before is not None
            net = sum(parse_mills(o["net"], "net") for o in d["outcomes"])
            assert g.credits_after - g.credits_before == net


def test_v1_journal_resumes_its_open_round_and_goes_on(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    with Journal.in_folder(folder) as j:
        before = j.balance
        s = resume(j, rng=random.Random(3))
        assert s is not None and s.round_no == OPEN_ROUND and s.round.phase is Phase.PLAY
        assert s.balance == before
        _finish(s)
        assert not j.round_open
        s.next_round()
        s.act("bet", 2, 10 * SCALE, 0)
        s.act("deal")
        _finish(s)
        report = j.verify()
        assert report.ok, report.errors
        assert report.meters.games == OPEN_ROUND + 1
    with Journal.in_folder(folder) as j:
        assert j.verify().ok
        assert [g.round for g in j.last_games(3)] == [OPEN_ROUND + 1, OPEN_ROUND, OPEN_ROUND - 1]
        versions = {r.data.get("events_v", 1) for r in j.rows_of_kind("action") if r.round == OPEN_ROUND + 1}
        assert versions == {EVENTS_SCHEMA}  # new rows are written in today's encoding
        old = {r.data.get("events_v", 1) for r in j.rows_of_kind("action") if r.round == OPEN_ROUND - 1}
        assert old == {1}


def test_v1_games_recall_with_the_facts_of_today(tmp_path: Path) -> None:
    """A recalled v1 game's events carry hands, totals and results, as if written today."""
    with Journal.in_folder(_copy(tmp_path)) as j:
        for g in j.last_games(10)[1:]:
            view = RoundView.of(g.events)
            assert view.finished and view.on_table == 0
            for o in g.outcomes:
                hands = view.boxes[o["box"]].hands
                assert [h.result for h in hands] == [h["result"] for h in o["hands"]]
                assert [h.total for h in hands] == [count(parse_cards(" ".join(h["cards"])))[0] for h in o["hands"]]
            cards = [e for e in g.events if isinstance(e, Dealt) and e.box]
            assert cards and all(e.hand >= 1 for e in cards)
