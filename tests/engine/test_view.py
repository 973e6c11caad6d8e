"""The projection folded from events alone equals the round's own state: at the end of every lab
scenario and of random rounds (every rule option), and at every prefix its money adds up."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from croupier.engine.core.events import Event, from_dict, to_dict
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.shoe import Shoe
from croupier.engine.core.view import RoundView
from croupier.engine.lab.replay import parse_scenario, play
from tests.engine.test_properties import SETTINGS, START, build, place_bets, play_out, rule_sets

CORPUS = Path(__file__).resolve().parent.parent / "scenarios"
PLAYED = [p for p in sorted(CORPUS.glob("*.json")) if "error" not in json.loads(p.read_text())["expected"]]


def assert_view_is_round(v: RoundView, r: Round) -> None:
    """Every fact of the projection against the live round's."""
    assert sorted(v.boxes) == [b.n for b in r.order]
    for b in r.order:
        vb = v.boxes[b.n]
        assert vb.bet == b.bet
        assert len(vb.hands) == len(b.hands), f"box {b.n}"
        for i, (vh, h) in enumerate(zip(vb.hands, b.hands, strict=True), 1):
            where = f"box {b.n} hand {i}"
            assert vh.cards == h.cards, where
            assert (vh.stake, vh.total, vh.soft, vh.doubled) == (h.stake, h.total, h.soft, h.doubled), where
            assert (vh.result, vh.net, vh.blackjack) == (h.result, h.net, h.blackjack), where
        if b.insurance:
            assert vb.insurance is not None and vb.insurance.stake == b.insurance
            assert (vb.insurance.net or 0) == b.net_insurance
        else:
            assert vb.insurance is None
        if b.side:
            assert vb.side is not None and vb.side.stake == b.side
            assert (vb.side.net or 0) == b.net_side
            if vb.side.net is not None:
                assert vb.side.outcome == (b.side_outcome if b.side_won else "lose")
                assert vb.side.odds == (b.side_odds if b.side_won else 0)
            assert vb.side.held == b.side_held
        else:
            assert vb.side is None
        assert {c: h.stake for c, h in vb.hyper.items()} == r.hyper_stakes(b.n)  # [FR-HBJ-4]
        nets = r.hyper.nets.get(b.n, {}) if r.hyper is not None else {}
        assert {c: h.net for c, h in vb.hyper.items() if h.net is not None} == nets  # [FR-HBJ-6]
        assert vb.net == b.net
    d = r.dealer
    assert v.dealer.cards == d.cards
    if not v.dealer.hole:
        assert (v.dealer.total, v.dealer.soft) == (d.total, d.soft)
    if r.phase is Phase.DONE:
        assert v.finished and v.dealer.done
        assert v.dealer.blackjack == d.blackjack and v.dealer.bust == (d.hard > 21)
    assert v.on_table == r.on_table


def assert_money_adds_up(v: RoundView) -> None:
    """What the events moved from the player is what lies on the table less what settled bets made."""
    assert v.on_table >= 0
    assert v.moved == -v.on_table + sum(b.net for b in v.boxes.values())


def check_every_prefix(events: list[Event]) -> RoundView:
    v = RoundView(0)
    for e in events:
        v.fold(e)
        assert_money_adds_up(v)
    return v


@pytest.mark.parametrize("path", PLAYED, ids=[p.stem for p in PLAYED])
def test_projection_of_every_scenario_is_the_round(path: Path) -> None:
    config, plans, cards, balances = parse_scenario(json.loads(path.read_text())["scenario"])
    before = dict(balances) if balances else None
    r = play(config, plans, cards, balances)
    v = check_every_prefix(r.events)
    assert_view_is_round(v, r)
    assert v.on_table == 0 and v.moved == sum(b.net for b in r.order)
    if before is not None and r.balances is not None:
        assert v.moved == sum(r.balances.values()) - sum(before.values())
    # the JSON form carries the same story
    again = RoundView.of(from_dict(json.loads(json.dumps(to_dict(e)))) for e in r.events)
    assert_view_is_round(again, r)


@SETTINGS
@given(
    profile=st.sampled_from(["france", "puerto-rico"]),
    rules=rule_sets(),
    side=st.sampled_from(["lucky-ladies", "lucky-lucky", "none"]),
    seed=st.integers(0, 2**32 - 1),
)
def test_projection_of_random_rounds_is_the_round(profile: str, rules: dict[str, Any], side: str, seed: int) -> None:
    cfg = build(profile, rules, side, "A" if side == "lucky-ladies" else "PT1")
    rng = random.Random(seed)
    shoe = Shoe(cfg.rules, random.Random(seed ^ 0xC0FFEE))
    balances = {"1": START, "2": START}
    for _ in range(2):
        r = Round(cfg, shoe, balances)
        before = sum(balances.values())
        place_bets(r, rng)
        mid = RoundView.of(r.events)
        assert_view_is_round(mid, r)  # bets placed, nothing dealt
        play_out(r, rng)
        v = check_every_prefix(r.events)
        assert_view_is_round(v, r)
        assert v.moved == sum(balances.values()) - before


def test_a_bet_taken_back_or_replaced_leaves_the_view() -> None:
    cfg = build("france", {}, "lucky-ladies", "A")
    r = Round(cfg, Shoe(cfg.rules, random.Random(1)), {"1": START})
    r.bet(2, 20_000, 1_000)
    r.bet(2, 30_000)
    r.bet(4, 10_000)
    r.remove_bet(4)
    v = RoundView.of(r.events, START)
    assert sorted(v.boxes) == [2] and v.boxes[2].bet == 30_000 and v.boxes[2].side is None
    assert v.balance == START - 30_000 == r.balances["1"]  # type: ignore[index]
