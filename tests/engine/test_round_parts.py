"""The round's parts: the shared events of :mod:`engine.core.records` are the events their fields make,
the table's :class:`engine.core.plan.Plan` accepts exactly the bets ``TableConfig.check_bet`` accepts
and reads the options as the rules say them, and hyper black jack is a part the round holds
(:class:`engine.core.hyper.HyperBook`), not a base class [FR-HBJ-4] [FR-HBJ-6]."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from croupier.engine.core import records
from croupier.engine.core.cards import ALL_CARDS
from croupier.engine.core.errors import RuleError
from croupier.engine.core.events import (
    Action,
    Bet,
    DealerStand,
    Dealt,
    Decision,
    Kind,
    MainCollect,
    MainPay,
    MainPush,
    Result,
    Reveal,
)  # fmt: skip
from croupier.engine.core.hyper import HyperBook
from croupier.engine.core.money import SCALE
from croupier.engine.core.plan import plan_for
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.shoe import Shoe
from croupier.engine.core.table import build_config
from tests.engine.test_properties import SETTINGS

U = SCALE


def test_every_shared_card_event_is_the_event_of_its_fields_at_the_edges_of_its_table() -> None:
    """The flat table of face-up cards holds a distinct slot for every box, hand (up to 4 [FR-BJ-9]),
    card, total (up to 31: 21 drawn on), softness and split."""
    seen: dict[int, Dealt] = {}
    for box, hand, card, total, soft, split in itertools.product(
        (0, 1, 7), (0, 1, 4), (ALL_CARDS[0], ALL_CARDS[51]), (2, 21, 31), (False, True), (False, True)
    ):
        e = records.dealt(box, hand, card, total, soft, split)
        assert e == Dealt(box, hand, card, total, soft, False, split)
        assert records.dealt(box, hand, card, total, soft, split) is e  # made once
        assert id(e) not in seen
        seen[id(e)] = e
    hole = records.hole(ALL_CARDS[40], 10, False)
    assert hole == Dealt(0, 0, ALL_CARDS[40], 10, False, True) and hole != records.dealt(0, 0, ALL_CARDS[40], 10, False)


@given(
    box=st.integers(0, 7),
    hand=st.integers(0, 4),
    amount=st.integers(1, 10**9),
    decision=st.sampled_from(list(Decision)),
    kind=st.sampled_from([k for k in Kind if k is not Kind.HYPER]),
    result=st.sampled_from(list(Result)),
)
@SETTINGS
def test_every_shared_event_equals_the_event_made_from_its_fields(
    box: int, hand: int, amount: int, decision: Decision, kind: Kind, result: Result
) -> None:
    assert records.action(box, hand, decision) == Action(box, hand, decision)
    assert records.bet(box, kind, amount, hand) == Bet(box, kind, amount, hand)
    assert records.main_pay(box, hand, amount, result) == MainPay(box, hand, amount, result)
    assert records.main_collect(box, hand, amount, result) == MainCollect(box, hand, amount, result)
    assert records.main_push(box, hand, amount) == MainPush(box, hand, amount)
    card = ALL_CARDS[(box * 7 + hand) % 52]
    assert records.reveal(card, 12 + hand, bool(box % 2)) == Reveal(card, 12 + hand, bool(box % 2))
    assert records.dealer_stand(17 + hand, bool(box % 2), hand == 4) == DealerStand(17 + hand, bool(box % 2), hand == 4)


@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
def test_the_plan_accepts_exactly_the_bets_the_table_accepts(profile: str) -> None:
    """[FR-LIM-1] [FR-LL-3] [FR-LL-4] [PR-LL-3]: the plan's fast acceptance never lets through a bet the
    table's own check refuses, and never refuses one it accepts."""
    rng = random.Random(7)
    for config in (build_config(profile), build_config(profile, {"side_bet_seated_only": True})):
        plan = plan_for(config)
        limits = sorted({0, config.unit, config.min_bet, config.max_bet, config.side.min, config.side.max})
        for _ in range(3000):
            main = rng.choice(limits) + rng.choice((-U, -1, 0, 0, 1, U // 2, U))
            side = rng.choice((0, 0, *limits)) + rng.choice((-1, 0, 0, 1))
            seated = rng.random() < 0.7
            try:
                config.check_bet(main, side, seated=seated)
                accepted = True
            except RuleError:
                accepted = False
            assert plan.bet_ok(main, side, seated) is accepted, (main, side, seated)


def test_the_plan_reads_the_options_as_the_rules_say_them() -> None:
    config = build_config(
        "france",
        {"hole_card": "peek", "soft_17": "hit", "blackjack_pays": "6:5", "double_on": "9-11", "surrender": "late"},
    )
    p = plan_for(config)
    assert plan_for(config) is p  # one plan per configuration
    assert (p.enhc, p.hit_soft_17, p.bj_num, p.bj_den) == (False, True, 6, 5)
    assert (p.double_any, p.double_low, p.surrender, p.surrender_not_on_ace) == (False, 9, True, False)
    assert p.takes_all  # a hole-card game: a dealer blackjack takes the whole stake [FR-BJ-11]
    assert plan_for(build_config("france")).bj_num == 3


def test_fr_hbj_4_hyper_black_jack_is_a_part_the_round_holds() -> None:
    """No base class of the round declares its attributes: the round is a plain class whose ``hyper``
    is None until the first stake, then the :class:`HyperBook` that keeps them."""
    assert Round.__mro__[1:] == (object,)
    config = build_config("france", hyper={})
    r = Round(config, Shoe(config.rules, random.Random(3)), {"1": 100 * U})
    assert r.hyper is None and not r.hyper_live and r.hyper_stakes(1) == {}
    r.bet(1, config.min_bet)
    r.hyper_bet(1, "bust", 2 * U)
    assert isinstance(r.hyper, HyperBook) and r.hyper.stakes == {1: {"bust": 2 * U}} and r.hyper_live
    r.deal()
    while r.phase is not Phase.DONE:
        if r.phase is Phase.INSURANCE:
            r.insure(1, False)
        else:
            r.stand()
    book = r.hyper
    assert book.case is not None and not r.hyper_live
    assert r.hyper_net(1) == book.net(1) == r.boxes[1].net_hyper == (2 * U * 2 if book.case == "bust" else -2 * U)
    assert r.balances == {"1": 100 * U + r.boxes[1].net}
