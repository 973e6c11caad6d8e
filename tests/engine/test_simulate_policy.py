"""The simulator's fast player plays exactly the rounds a plain driver of the round plays [FR-BJ-4] [FR-BJ-8]
[FR-BJ-9] [FR-BJ-10].

The loop (``engine.math.sim_play``) walks the boxes' hands itself and asks the round only the
permissions a state's answer depends on (``engine.math.sim_policy.Table``); the reference below asks
the round whose turn it is (``to_act``) and every permission, as the simulator always did. Same seed,
same totals, to the mill, for rule sets that exercise doubling, splitting, resplit aces, surrender and
insurance."""

from __future__ import annotations

import contextlib
import json
import os
import random
from typing import Any

import pytest

from croupier.engine.cli.main import main
from croupier.engine.core.cards import Card
from croupier.engine.core.errors import RuleError
from croupier.engine.core.events import Shuffle
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.session import Session
from croupier.engine.core.table import TableConfig, build_config
from croupier.engine.math import sim_play
from croupier.engine.math import simulate as sim
from croupier.engine.math.sim_policy import (
    ACTIONS,
    KEYS,
    MAY_DOUBLE,
    MAY_SPLIT,
    MAY_SURRENDER,
    PAIR,
    TWO,
    UNKNOWN,
    Fallback,
    Policy,
    Table,
    by_total,
    state,
)
from croupier.engine.math.strategy import Strategy, compute_strategy

RULE_SETS: list[tuple[str, dict[str, Any]]] = [
    ("france", {}),
    ("france", {"surrender": "late", "double_after_split": False}),
    ("france", {"double_on": "9-11", "resplit_aces": True, "max_hands": 3}),
    ("france", {"draw_on_21": False, "decks": 2}),
    ("france", {"split_by": "rank", "no_split_after_side_win": True, "hole_card": "peek", "soft_17": "hit"}),
    ("puerto-rico", {}),
    ("puerto-rico", {"surrender": "late-except-ace", "decks": 8}),
]


class Hidden:
    """The same strategy behind another type: the simulator cannot tell it decides by the total."""

    def __init__(self, inner: Policy) -> None:
        self.inner = inner

    def decide(self, cards: list[Card], up: Card, *, can_double: bool, can_split: bool, can_surrender: bool) -> str:
        return self.inner.decide(cards, up, can_double=can_double, can_split=can_split, can_surrender=can_surrender)


def reference(config: TableConfig, policy: Policy, rounds: int, boxes: int, seed: int, insure: bool) -> sim.Totals:
    """The plain driver: whose turn from ``to_act``, every permission asked, Tally.add every round."""
    session = Session(config, None, rng=random.Random(seed))
    side = config.side.min if config.side.game != "none" else 0
    tot = sim.Totals()
    for _ in range(rounds):
        r: Round = session.round
        for box in range(1, boxes + 1):
            r.bet(box, config.min_bet, side)
        dealt = r.deal()
        fresh = config.rules.shuffle == "continuous" or (bool(dealt) and type(dealt[0]) is Shuffle)
        up = r.dealer.cards[0]
        while r.phase is not Phase.DONE:
            if r.phase is Phase.INSURANCE:
                n = r.insurance_box
                assert n is not None
                r.insure(n, insure)
                continue
            at = r.to_act
            assert at is not None
            cards = r.boxes[at[0]].hands[at[1] - 1].cards
            two = len(cards) == 2
            cd = two and r.can_double()
            cs = two and cards[0].value == cards[1].value and r.can_split()
            cr = two and config.rules.surrender != "none" and r.can_surrender()
            action = policy.decide(list(cards), up, can_double=cd, can_split=cs, can_surrender=cr)
            try:
                getattr(r, action)()
            except RuleError:
                tot.refused += 1
                r.stand()
        main = ins = ins_stake = s = insured = 0
        for b in r.order:
            tot.hands += len(b.hands)
            main += b.net_main
            if b.insurance:
                insured += 1
                ins += b.net_insurance
                ins_stake += b.insurance
            if b.side:
                s += b.net_side
                tot.side_outcomes[b.side_outcome if b.side_won and b.side_outcome else "lose"] += 1
        n = len(r.order)
        tot.rounds += 1
        tot.main.add(main, n * config.min_bet, n)
        if fresh:
            tot.first.add(main, n * config.min_bet, n)
        if insured:
            tot.insurance.add(ins, ins_stake, insured)
        if side:
            tot.side.add(s, n * side, n)
        session.next_round()
    return tot


def key(t: sim.Totals) -> tuple[object, ...]:
    return (t.rounds, t.hands, t.refused, vars(t.main), vars(t.first), vars(t.insurance), vars(t.side),
            dict(t.side_outcomes))  # fmt: skip


@pytest.mark.parametrize(("profile", "rules"), RULE_SETS)
@pytest.mark.parametrize("insure", [False, True])
def test_fast_loop_plays_the_rounds_of_the_plain_driver(profile: str, rules: dict[str, Any], insure: bool) -> None:
    config = build_config(profile, rules=rules)
    strategy = compute_strategy(config.rules)
    assert by_total(strategy) and not by_total(Hidden(strategy))
    want = key(reference(config, strategy, 700, 7, 17, insure))
    assert key(sim.play(config, strategy, 700, 7, 17, insure)) == want  # the table
    assert key(sim.play(config, Hidden(strategy), 700, 7, 17, insure)) == want  # every permission asked


def test_fallback_table_plays_as_the_plain_driver() -> None:
    config = build_config("france")
    assert key(sim.play(config, Fallback(), 500, 5, 3)) == key(reference(config, Fallback(), 500, 5, 3, False))


def states() -> list[list[Card]]:
    """Every two-card hand by values, and three-card hands of every hard total and softness."""
    c = {v: Card("A23456789T"[v - 1], "S") for v in range(1, 11)}
    two = [[c[a], c[b]] for a in range(1, 11) for b in range(a, 11)]
    three = [[c[a], c[b], c[d]] for a in range(1, 11) for b in range(a, 11) for d in (2, 5) if a + b + d <= 21]
    return two + three


@pytest.mark.parametrize(("profile", "rules"), RULE_SETS[:2])
def test_a_table_entry_answers_as_the_policy_for_every_permission(profile: str, rules: dict[str, Any]) -> None:
    """The entry's mask names the permissions that change the answer; decoded with any permissions
    (those outside the mask unasked), it is the policy's own answer."""
    config = build_config(profile, rules=rules)
    strategy = compute_strategy(config.rules)
    may_surrender = config.rules.surrender != "none"
    table = Table(strategy, may_surrender)
    masks = set()
    for up in (Card(r, "H") for r in "A23456789T"):
        for cards in states():
            hard = sum(x.value for x in cards)
            soft = any(x.is_ace for x in cards) and hard <= 11
            i = up.value * 3 * KEYS + state(cards, hard, soft)
            e = table.fill(i, cards, up)
            assert table.entries[i] == e != UNKNOWN
            mask = e & 7
            masks.add(mask)
            if len(cards) != 2:
                assert mask == 0
            if cards[0].value != cards[1].value or len(cards) != 2:
                assert not mask & MAY_SPLIT
            if not may_surrender:
                assert not mask & MAY_SURRENDER
            for f in range(8):
                want = strategy.decide(cards, up, can_double=bool(f & MAY_DOUBLE), can_split=bool(f & MAY_SPLIT),
                                       can_surrender=bool(f & MAY_SURRENDER))  # fmt: skip
                if len(cards) == 2 and cards[0].value != cards[1].value and f & MAY_SPLIT:
                    continue  # never asked: the round offers no split there
                if not may_surrender and f & MAY_SURRENDER:
                    continue
                if len(cards) != 2 and f:
                    continue
                assert ACTIONS[(e >> (3 + 3 * (f & mask))) & 7] == want, (cards, up, f)
    assert 0 in masks and MAY_DOUBLE in masks and any(m & MAY_SPLIT for m in masks)
    assert any(m & MAY_SURRENDER for m in masks) is may_surrender


def test_state_index_separates_pairs_two_cards_and_more() -> None:
    e, s = Card.parse("8S"), Card.parse("8D")
    assert state([e, s], 16, False) == PAIR * KEYS + 8
    assert state([e, Card.parse("7D")], 15, False) == TWO * KEYS + 15
    assert state([Card.parse("AS"), Card.parse("6D")], 7, True) == TWO * KEYS + 7 + 32
    assert state([e, Card.parse("5D"), Card.parse("3C")], 16, False) == 16


def test_only_the_plain_strategy_and_the_fallback_go_in_a_table() -> None:
    rules = build_config("france").rules

    class Sub(Strategy):
        pass

    plain = compute_strategy(rules)
    assert by_total(plain) and by_total(Fallback())
    assert not by_total(compute_strategy(rules, composition=True))  # it reads the exact cards
    assert not by_total(Hidden(plain))
    assert not by_total(Sub.__new__(Sub))  # a subclass may decide otherwise


class Folder:
    def decide(self, cards: list[Card], up: Card, *, can_double: bool, can_split: bool, can_surrender: bool) -> str:
        return "fold"


def test_an_answer_the_round_does_not_know_is_named() -> None:
    with pytest.raises(RuleError, match="'fold'"):
        sim.play(build_config("france"), Folder(), 5, 1, 1)


class Failing:
    def decide(self, cards: list[Card], up: Card, *, can_double: bool, can_split: bool, can_surrender: bool) -> str:
        raise ValueError("policy broke")


def test_a_worker_failure_is_raised_and_the_run_ends() -> None:
    with pytest.raises(ValueError, match="policy broke"):
        sim.simulate(build_config("france"), 100_000, 7, 1, workers=2, policy=(Failing(), "failing", False),
                     exact_main=lambda: (None, ""))  # fmt: skip


def test_a_worker_stops_at_its_next_tick_once_the_run_is_abandoned(monkeypatch: pytest.MonkeyPatch) -> None:
    class Value:
        def __init__(self, v: int) -> None:
            self.value = v

        def get_lock(self) -> Any:
            return contextlib.nullcontext()

    counter, stop = Value(0), Value(0)
    monkeypatch.setattr(sim, "_shared", (counter, stop))
    sim._tick(500)
    assert counter.value == 500
    stop.value = 1
    with pytest.raises(sim.Stopped):
        sim._tick(500)


def test_cpu_time_is_counted_per_worker_and_reported(capsys: pytest.CaptureFixture[str]) -> None:
    r = sim.simulate(build_config("france"), 400, 7, 2, workers=2, policy=(Fallback(), "fb", False),
                     exact_main=lambda: (None, ""))  # fmt: skip
    assert r.totals.cpu > 0
    assert main(["simulate", "--rounds", "200", "--boxes", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["cpu_seconds"] > 0 and out["cpu_microseconds_per_hand"] > 0


def test_the_loop_is_compiled_with_the_round_when_the_build_is() -> None:
    """``.ci/run``'s second pass (CROUPIER_EXPECT_COMPILED=1) runs the compiled loop."""
    expect = os.environ.get("CROUPIER_EXPECT_COMPILED") == "1"
    assert (not str(sim_play.__file__).endswith(".py")) is expect is sim_play.COMPILED, sim_play.__file__
    assert sim.engine_build().startswith("compiled (mypyc): the round and") is expect
