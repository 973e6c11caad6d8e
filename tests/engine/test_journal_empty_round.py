"""Bets placed and all taken back before the deal leave nothing at stake: the round is not left open,
money may move, a new session may start, and an interrupted round after it still resumes exactly."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.table import build_config
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_rows import JournalError
from croupier.engine.store.recovery import open_session, resume

#: a shoe whose first deal gives box 3 no natural, so the round stays open to be resumed
SEED = 11


def _snapshot(s: object) -> tuple[object, ...]:
    r = s.round  # type: ignore[attr-defined]
    cards = [c.code for b in r.order for h in b.hands for c in h.cards]
    return s.round_no, r.phase, r.to_act, s.balance, cards  # type: ignore[attr-defined]


def test_a_round_whose_bets_were_all_taken_back_is_not_open(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 1000 * SCALE)
        s.act("bet", 1, 10 * SCALE, 0)
        assert j.round_open
        s.act("remove_bet", 1)
        assert not j.round_open
        other = open_session(j, build_config("france", limits={"min": "5", "max": "500"}))
        assert other.round_no == s.round_no + 1 and other.balance == 1000 * SCALE
        assert j.verify().ok


def test_money_between_an_emptied_round_and_the_next_bets_resumes_exactly(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 1000 * SCALE, rng=random.Random(SEED))
        s.act("bet", 1, 10 * SCALE, 0)
        s.act("remove_bet", 1)
        j.money(s, "in", 5 * SCALE, "deposit")
        s.act("bet", 3, 20 * SCALE, 0)
        s.act("deal")
        assert s.round.phase is Phase.PLAY, "the seeded deal leaves a hand to play (no natural)"
        before = _snapshot(s)
    with Journal.in_folder(tmp_path) as j:
        again = resume(j, rng=random.Random(SEED))
        assert again is not None and _snapshot(again) == before
        while again.round.phase is not Phase.DONE:
            r = again.round
            if r.phase is Phase.INSURANCE:
                again.act("insure", r.insurance_box, False)
            else:
                again.act("stand")
        assert j.verify().ok


def test_money_is_refused_while_stakes_are_on_the_table(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 1000 * SCALE)
        s.act("bet", 1, 10 * SCALE, 0)
        with pytest.raises(JournalError, match="between rounds only"):
            j.money(s, "in", 5 * SCALE, "deposit")


def test_recall_leaves_out_a_round_whose_bets_were_all_taken_back(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 1000 * SCALE, rng=random.Random(SEED))
        s.act("bet", 1, 10 * SCALE, 0)
        s.act("remove_bet", 1)
        j.money(s, "in", 5 * SCALE, "deposit")
        s.act("bet", 3, 20 * SCALE, 0)
        s.act("deal")
        games = j.last_games(10)
        assert len(games) == 1
        assert games[0].to_dict()["round"] == s.round_no
