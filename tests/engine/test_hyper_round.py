"""Hyper black jack dealt in the round (:mod:`engine.core.hyper`): the cases and their pays [FR-HBJ-1]
[FR-HBJ-2], the limits and the seated-only option [FR-HBJ-3], the bets after the main bet and before the
deal [FR-HBJ-4], the dealer drawing to a final result [FR-HBJ-5] and the settlement order [FR-HBJ-6];
random rounds with hyper stakes (money, projection, order), an exhaustive count through the real round
on small shoes against the exact odds, and a 1,000,000-round simulation (slow)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from croupier.engine.core.cards import Card, parse_cards
from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.events import (
    Bet,
    BetRemoved,
    DealerBust,
    DealerStand,
    Event,
    HyperCollect,
    HyperPay,
    HyperRemoved,
    InsuranceCollect,
    InsurancePay,
    Kind,
    MainCollect,
    MainPay,
    MainPush,
    MainReturn,
    PlaceBet,
    PlaceHyperBet,
    RemoveBet,
    RemoveHyperBet,
    SidePay,
)  # fmt: skip
from croupier.engine.core.hand import Hand
from croupier.engine.core.hyper import CASES, PAYS, HyperOffer, dealer_case
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.shoe import FixedShoe, Shoe
from croupier.engine.core.table import TableConfig, build_config
from croupier.engine.core.view import RoundView
from croupier.engine.math import hyper_odds as odds_module
from croupier.engine.math.hyper_odds import dealer_final, hyper_odds, shoe_counts
from tests.engine.test_properties import SETTINGS, START, play_out, rule_sets
from tests.engine.test_view import assert_view_is_round, check_every_prefix

U = SCALE


def table(hyper: dict[str, str] | None = None, side: str = "none", **rules: Any) -> TableConfig:
    """A French table offering hyper black jack (limits 1–100 unless given)."""
    return build_config("france", rules, {"name": side}, hyper={"min": "1", "max": "100"} if hyper is None else hyper)


def dealt(cfg: TableConfig, cards: str, balance: int | None = None) -> Round:
    return Round(cfg, FixedShoe(cfg.rules, parse_cards(cards)), None if balance is None else {"1": balance})


def finish(r: Round, *, hit_below: int = 0) -> None:
    """Play every hand: hit below ``hit_below``, else stand; insurance declined."""
    while r.phase is not Phase.DONE:
        if r.phase is Phase.INSURANCE:
            n = r.insurance_box
            assert n is not None
            r.insure(n, False)
            continue
        at = r.to_act
        assert at is not None
        h = r.boxes[at[0]].hands[at[1] - 1]
        if h.total < hit_below and r.can_hit():
            r.hit()
        else:
            r.stand()


#: the dealer's cards after his up card's box card (box 1 holds T and 2: 12) making each case
DEALER = {
    "17": ("TD", "7C"),
    "18": ("TD", "8C"),
    "19": ("9D", "TC"),
    "20": ("QD", "KC"),
    "21": ("7D", "7C", "7H"),
    "blackjack": ("AD", "KC"),
    "bust": ("TD", "6C", "9H"),
}


def case_round(case: str, hole_card: str, stake: int = 1 * U) -> Round:
    """Box 1 stands on 12 with a stake on every case; the dealer ends on ``case``."""
    cfg = table(hole_card=hole_card)
    up, *rest = DEALER[case]
    r = dealt(cfg, " ".join(["TS", up, "2C", *rest]), 1000 * U)  # peek: the hole card is the next after the deal
    r.bet(1, 10 * U)
    for c in CASES:
        r.hyper_bet(1, c, stake)
    r.deal()
    finish(r)
    return r


# ---------------------------------------------------------------------------- [FR-HBJ-1] [FR-HBJ-2]


def test_fr_hbj_1_fr_hbj_2_the_round_and_the_odds_share_the_cases_and_pays() -> None:
    """[FR-HBJ-1] seven cases in the felt's order; [FR-HBJ-2] their odds, one table for the round and the odds."""
    assert CASES == ("17", "18", "19", "20", "21", "blackjack", "bust")
    assert dict(PAYS) == {"17": 4, "18": 5, "19": 5, "20": 4, "21": 10, "blackjack": 19, "bust": 2}
    assert odds_module.CASES is CASES and odds_module.PAYS is PAYS


@pytest.mark.parametrize("hole_card", ["none", "peek"])
@pytest.mark.parametrize("case", CASES)
def test_fr_hbj_2_every_case_pays_the_odds_of_hyper_odds(case: str, hole_card: str) -> None:
    """[FR-HBJ-2] the case matching the dealer's final result pays its odds to 1 (those of
    ``croupier odds hyper-blackjack``), every other case loses its stake; ENHC and peek tables."""
    stake = 3 * U
    r = case_round(case, hole_card, stake)
    assert r.phase is Phase.DONE and r.hyper is not None and r.hyper.case == case == dealer_case(r.dealer)
    exact = hyper_odds(r.rules)
    nets = r.hyper.nets[1]
    for c in CASES:
        want = stake * exact.outcome(c).odds if c == case else -stake
        assert nets[c] == want, c
    pays = [e for e in r.events if isinstance(e, HyperPay)]
    assert pays == [HyperPay(1, case, stake * PAYS[case])]
    collected = [e.case for e in r.events if isinstance(e, HyperCollect)]
    assert collected == [c for c in CASES if c != case]
    b = r.boxes[1]
    assert b.net_hyper == r.hyper_net(1) == stake * PAYS[case] - 6 * stake
    assert r.balances == {"1": 1000 * U + b.net} and r.on_table == 0


def test_fr_hbj_2_a_three_card_21_is_21_and_only_a_natural_is_blackjack() -> None:
    """[FR-HBJ-2] a dealer blackjack is an ace and a ten as his first two cards; 7-7-7 and A-5-5 are 21."""

    def hand(codes: str) -> Hand:
        h = Hand(0)
        for c in parse_cards(codes):
            h.add(c)
        return h

    assert dealer_case(hand("AS KD")) == "blackjack"
    assert dealer_case(hand("KD AS")) == "blackjack"
    assert dealer_case(hand("7S 7D 7H")) == "21"
    assert dealer_case(hand("AS 5D 5H")) == "21"
    assert dealer_case(hand("AS 6D")) == "17"
    assert dealer_case(hand("TS 6D 8H")) == "bust"


# ---------------------------------------------------------------------------- [FR-HBJ-3]


def test_fr_hbj_3_limits_apply_to_each_case_both_inclusive() -> None:
    """[FR-HBJ-3] the director's minimum and maximum per case, inclusive; outside them a refusal that
    names the clause and the limit, and changes nothing."""
    r = dealt(table({"min": "2", "max": "50"}), "", 1000 * U)
    r.bet(1, 10 * U)
    assert r.can_hyper_bet(1, "17", 2 * U) and r.can_hyper_bet(1, "18", 50 * U)
    for amount, words in ((2 * U - 10, "below the minimum 2"), (50 * U + 10, "above the maximum 50"),
                          (0, "amount > 0"), (2 * U + 5, "whole cents")):  # fmt: skip
        with pytest.raises(RuleError, match=words) as info:
            r.verify(PlaceHyperBet(1, "20", amount))
        assert info.value.rule == "FR-HBJ-3"
    before = (list(r.events), dict(r.balances or {}), r.on_table)
    with pytest.raises(RuleError):
        r.hyper_bet(1, "20", 51 * U)
    assert (list(r.events), dict(r.balances or {}), r.on_table) == before
    r.hyper_bet(1, "17", 2 * U)
    r.hyper_bet(1, "18", 50 * U)
    assert r.hyper_stakes(1) == {"17": 2 * U, "18": 50 * U}


def test_fr_hbj_3_seated_only_uses_the_side_bet_option() -> None:
    """[FR-HBJ-3] house option: only seated players may bet hyper black jack (``side_bet_seated_only``)."""
    r = dealt(table(side_bet_seated_only=True), "")
    r.bet(1, 10 * U, seated=False)
    r.bet(2, 10 * U, seated=True)
    with pytest.raises(RuleError, match="only seated players") as info:
        r.hyper_bet(1, "20", 5 * U)
    assert info.value.rule == "FR-HBJ-3"
    assert r.hyper_bet(2, "20", 5 * U)
    open_table = dealt(table(), "")
    open_table.bet(1, 10 * U, seated=False)
    assert open_table.can_hyper_bet(1, "20", 5 * U)


def test_fr_hbj_3_the_offer_is_checked_as_a_whole() -> None:
    """[FR-HBJ-1] a Puerto Rico table does not offer hyper black jack; [FR-HBJ-3] limits are amounts
    with the maximum at least the minimum; a table that does not offer it refuses every stake."""
    with pytest.raises(ConfigError, match="French side bet") as info:
        build_config("puerto-rico", hyper={})
    assert info.value.field == "hyper"
    with pytest.raises(ConfigError) as bad:
        build_config("france", hyper={"min": "5", "max": "2"})
    assert bad.value.field == "hyper.max"
    with pytest.raises(ConfigError) as unknown:
        build_config("france", hyper={"mini": "5"})
    assert unknown.value.field == "hyper.mini"
    assert build_config("france").hyper == HyperOffer() and not build_config("france").hyper.offered
    assert build_config("france", hyper={}).hyper == HyperOffer(True, 1 * U, 100 * U)
    both = build_config("france", side_bet={"name": "lucky-ladies"}, hyper={"max": "25"})
    assert both.side.game == "lucky-ladies" and both.hyper == HyperOffer(True, 1 * U, 25 * U)
    r = dealt(build_config("france"), "")
    r.bet(1, 10 * U)
    with pytest.raises(RuleError, match="does not offer hyper black jack") as no:
        r.hyper_bet(1, "20", 5 * U)
    assert no.value.rule == "FR-HBJ-1"


# ---------------------------------------------------------------------------- [FR-HBJ-4]


def test_fr_hbj_4_bets_after_the_main_bet_on_any_number_of_cases_before_the_deal() -> None:
    """[FR-HBJ-4] after the main bet, before the deal, on as many cases as the player likes; each a
    ``bet`` event of kind hyper naming its case; the money leaves the balance."""
    r = dealt(table(), "TS TD 9H 7C", 100 * U)
    with pytest.raises(RuleError, match="no main bet") as info:
        r.verify(PlaceHyperBet(1, "20", 5 * U))
    assert info.value.rule == "FR-HBJ-4"
    r.apply(PlaceBet(1, 10 * U))
    events = [e for c in CASES for e in r.apply(PlaceHyperBet(1, c, 2 * U))]
    assert events == [Bet(1, Kind.HYPER, 2 * U, 0, c) for c in CASES]
    assert r.balances == {"1": 100 * U - 10 * U - 14 * U} and r.on_table == 24 * U
    with pytest.raises(RuleError, match="unknown hyper black jack case"):
        r.verify(PlaceHyperBet(1, "22", 5 * U))
    r.deal()
    assert not r.can(PlaceHyperBet(1, "20", 5 * U)) and not r.can(RemoveHyperBet(1, "20"))
    with pytest.raises(RuleError, match="before the deal") as late:
        r.hyper_bet(1, "20", 5 * U)
    assert late.value.rule == "FR-HBJ-4"


def test_fr_hbj_4_a_stake_replaced_or_taken_back_returns_its_money() -> None:
    """[FR-HBJ-4] a new stake on a case replaces the old; a stake taken back, or a main bet taken back
    with its box's stakes, goes back to the balance; the projection follows."""
    r = dealt(table(), "", 100 * U)
    r.bet(3, 10 * U)
    r.hyper_bet(3, "20", 5 * U)
    assert r.hyper_bet(3, "20", 7 * U) == [HyperRemoved(3, "20", 5 * U), Bet(3, Kind.HYPER, 7 * U, 0, "20")]
    r.hyper_bet(3, "bust", 2 * U)
    assert r.balances == {"1": 81 * U}
    assert r.apply(RemoveHyperBet(3, "bust")) == [HyperRemoved(3, "bust", 2 * U)]
    assert r.remove_hyper_bet(3, "bust") == []  # nothing there: nothing happens
    v = RoundView.of(r.events, 100 * U)
    assert {c: h.stake for c, h in v.boxes[3].hyper.items()} == {"20": 7 * U} and v.balance == 83 * U
    assert r.apply(RemoveBet(3)) == [HyperRemoved(3, "20", 7 * U), BetRemoved(3, 10 * U)]
    assert r.balances == {"1": 100 * U} and r.on_table == 0 and r.hyper_stakes(3) == {}
    v = RoundView.of(r.events, 100 * U)
    assert v.boxes == {} and v.balance == 100 * U and v.on_table == 0


def test_fr_hbj_4_a_main_bet_replaced_keeps_the_box_s_hyper_stakes() -> None:
    """[FR-HBJ-4] a new main bet on the box lifts its hyper stakes and puts them back, so the events
    show every move; at a seated-only table a box now unseated loses them [FR-HBJ-3]."""
    r = dealt(table(side_bet_seated_only=True), "", 100 * U)
    r.bet(2, 10 * U)
    r.hyper_bet(2, "19", 3 * U)
    r.hyper_bet(2, "bust", 1 * U)
    out = r.bet(2, 20 * U)
    assert [type(e) for e in out] == [HyperRemoved, HyperRemoved, BetRemoved, Bet, Bet, Bet]
    assert r.hyper_stakes(2) == {"19": 3 * U, "bust": 1 * U} and r.balances == {"1": 76 * U}
    v = RoundView.of(r.events, 100 * U)
    assert v.boxes[2].bet == 20 * U and v.boxes[2].hyper_stake == 4 * U and v.balance == 76 * U
    out = r.bet(2, 20 * U, seated=False)
    assert [type(e) for e in out] == [HyperRemoved, HyperRemoved, BetRemoved, Bet]
    assert r.hyper_stakes(2) == {} and r.balances == {"1": 80 * U}


def test_fr_hbj_4_the_bankroll_covers_each_stake() -> None:
    """A stake beyond the balance is refused (BANKROLL); replacing a stake counts the old one back."""
    r = dealt(table(), "", 20 * U)
    r.bet(1, 10 * U)
    r.hyper_bet(1, "20", 10 * U)
    with pytest.raises(RuleError, match="exceeds the balance") as info:
        r.hyper_bet(1, "18", 1 * U)
    assert info.value.rule == "BANKROLL"
    assert r.can_hyper_bet(1, "20", 10 * U) and not r.can_hyper_bet(1, "20", 10 * U + 10)


# ---------------------------------------------------------------------------- [FR-HBJ-5]


@pytest.mark.parametrize("hole_card", ["none", "peek"])
def test_fr_hbj_5_the_dealer_draws_when_every_box_busted_only_with_a_hyper_stake(hole_card: str) -> None:
    """[FR-HBJ-5] every box busted: without a hyper stake the dealer draws nothing more (ENHC: not even
    his second card); with one he draws to a final result."""
    # box 1 T, dealer 5, box 1 6 (peek: the hole card 2), the box hits 9: bust; the dealer 2 → 7, 4, 6
    cards = "TS 5H 6C 2C 9D 4S 6D" if hole_card == "peek" else "TS 5H 6C 9D 2C 4S 6D"
    for with_hyper in (False, True):
        r = dealt(table(hole_card=hole_card), cards)
        r.bet(1, 10 * U)
        if with_hyper:
            r.hyper_bet(1, "17", 1 * U)
        r.deal()
        r.hit()
        assert r.phase is Phase.DONE
        codes = [c.code for c in r.dealer.cards]
        if with_hyper:
            assert codes == ["5H", "2C", "4S", "6D"] and r.hyper is not None and r.hyper.case == "17"
            assert r.hyper_net(1) == 4 * U
        else:
            assert codes == (["5H", "2C"] if hole_card == "peek" else ["5H"])


def test_fr_hbj_5_the_dealer_draws_when_only_blackjacks_are_left() -> None:
    """[FR-HBJ-5] a lone blackjack needs no dealer draw; a hyper stake does."""
    for with_hyper in (False, True):
        r = dealt(table(), "AS 9H KD 7C 2S")
        r.bet(1, 10 * U)
        if with_hyper:
            r.hyper_bet(1, "18", 1 * U)
        r.deal()
        assert r.phase is Phase.DONE
        assert len(r.dealer.cards) == (3 if with_hyper else 2)
        assert r.boxes[1].hands[0].net == 15 * U


def test_fr_hbj_5_without_a_hyper_stake_the_round_is_unchanged() -> None:
    """A table offering hyper black jack, with no stake placed, deals exactly as one that does not."""
    seed_cards = Shoe(build_config("france").rules, random.Random(3))
    seed_cards.new_shoe()
    cards = seed_cards.cards[::-1][:60]
    rounds = []
    for cfg in (build_config("france"), table()):
        r = Round(cfg, FixedShoe(cfg.rules, cards))
        for n in (1, 4):
            r.bet(n, 10 * U)
        r.deal()
        finish(r, hit_below=17)
        rounds.append(r.events)
        assert r.hyper is None
    assert rounds[0] == rounds[1]


# ---------------------------------------------------------------------------- [FR-HBJ-6]


def point_and_after(events: list[Event]) -> list[Event]:
    """The events from the dealer's point (his stand or bust, or the start of a dealer-blackjack
    settlement) on."""
    i = max(i for i, e in enumerate(events) if isinstance(e, (DealerStand, DealerBust)))
    return events[i + 1 :]


def assert_hyper_order(events: list[Event]) -> None:
    """[FR-HBJ-6] after the dealer's point: losing hyper stakes, losing main bets, main bets paid or
    handed back, winning hyper cases; every hyper event after the point; each pass right to left."""
    tail = point_and_after(events)
    assert all(not isinstance(e, (HyperCollect, HyperPay)) for e in events[: len(events) - len(tail)])

    def where(kinds: tuple[type, ...]) -> list[int]:
        return [i for i, e in enumerate(tail) if isinstance(e, kinds)]

    rank = [where((HyperCollect,)), where((MainCollect, InsuranceCollect)),
            where((MainPay, MainPush, MainReturn, InsurancePay)), where((HyperPay,))]  # fmt: skip
    flat = [(k, i) for k, idx in enumerate(rank) for i in idx]
    assert [k for k, _ in sorted(flat, key=lambda x: x[1])] == sorted(k for k, _ in flat), tail
    for kinds in ((HyperCollect,), (HyperPay,), (MainCollect,)):
        boxes = [getattr(e, "box") for e in tail if isinstance(e, kinds)]  # noqa: B009
        assert boxes == sorted(boxes, reverse=True), (kinds, tail)


def test_fr_hbj_6_held_queens_of_hearts_are_paid_after_the_hyper_settlement() -> None:
    """[FR-HBJ-6] [FR-LL-10] with a dealer blackjack, the held pair of queens of hearts is paid after
    every other box is cleared: the hyper settlement (collect, main, insurance, pay) comes before it."""
    cfg = table(side="lucky-ladies")
    r = dealt(cfg, "TS QH AS 8C QH KD")
    r.bet(1, 10 * U)
    r.bet(3, 10 * U, 5 * U)
    r.hyper_bet(3, "blackjack", 5 * U)
    r.hyper_bet(3, "20", 5 * U)
    r.deal()
    r.insure(1, False)
    r.insure(3, True)
    r.stand()
    r.stand()
    assert_hyper_order(r.events)
    tail = point_and_after(r.events)
    names = [type(e).__name__ for e in tail]
    assert names.index("HyperPay") < names.index("SidePay")
    pay = next(e for e in tail if isinstance(e, SidePay))
    assert pay.outcome == "qh-pair-dealer-bj"
    assert r.boxes[3].net == -10 * U + 10 * U + 5000 * U + 95 * U - 5 * U


# ---------------------------------------------------------------------------- random rounds


def place_with_hyper(r: Round, rng: random.Random) -> None:
    """Random boxes with main bets, and on most of them hyper stakes on random cases."""
    cfg = r.config
    for n in sorted(rng.sample(range(1, 8), rng.randint(max(1, r.rules.lone_player_min_boxes), 5))):
        r.bet(n, cfg.min_bet * rng.randint(1, 5), player=rng.choice("12"), seated=rng.random() < 0.8)
        if rng.random() < 0.8:
            for case in rng.sample(CASES, rng.randint(1, 4)):
                amount = rng.randint(1, 300) * 10 * 10  # whole cents, 0.10 to 30
                if r.can_hyper_bet(n, case, amount):
                    r.hyper_bet(n, case, amount)
    if not r.can_deal():
        n = next(b for b in range(1, 8) if b not in r.boxes)
        r.bet(n, cfg.min_bet, player=r.order[0].player)


@SETTINGS
@given(rules=rule_sets(), side=st.sampled_from(["lucky-ladies", "none"]), seed=st.integers(0, 2**32 - 1))
def test_random_rounds_with_hyper_stakes_balance_fold_and_keep_the_order(
    rules: dict[str, Any], side: str, seed: int
) -> None:
    """Random French rules and legal decisions with hyper stakes: no chip created or lost, each stake
    settled once at its odds against the dealer's final result [FR-HBJ-2] [FR-HBJ-5], the projection
    equals the round at the end [FR-HBJ-4], and the settlement keeps the order of [FR-HBJ-6]."""
    try:
        cfg = build_config("france", rules, {"name": side}, {"min": "10", "max": "1000"}, hyper={})
    except ConfigError:
        cfg = build_config("france", rules, {"name": "none"}, {"min": "10", "max": "1000"}, hyper={})
    rng = random.Random(seed)
    shoe = Shoe(cfg.rules, random.Random(seed ^ 0x48BB))
    balances = {"1": START, "2": START}
    for _ in range(2):
        r = Round(cfg, shoe, balances)
        before = sum(balances.values())
        place_with_hyper(r, rng)
        assert_view_is_round(RoundView.of(r.events), r)
        play_out(r, rng)
        assert r.on_table == 0 and sum(balances.values()) - before == sum(b.net for b in r.order)
        v = check_every_prefix(r.events)
        assert_view_is_round(v, r)
        assert v.moved == sum(balances.values()) - before
        book = r.hyper
        if book is None or not any(book.stakes.values()):
            continue
        case = dealer_case(r.dealer)
        assert book.case == case
        assert r.dealer.hard > 21 or r.dealer.total >= 17  # a final result [FR-HBJ-5]
        settled = Counter((e.box, e.case) for e in r.events if isinstance(e, (HyperCollect, HyperPay)))
        assert settled == Counter((n, c) for n, s in book.stakes.items() for c in s)
        for e in r.events:
            if isinstance(e, HyperPay):
                assert e.case == case and e.amount == book.stakes[e.box][e.case] * PAYS[case]
            elif isinstance(e, HyperCollect):
                assert e.case != case and e.amount == book.stakes[e.box][e.case]
        assert_hyper_order(r.events)


# ---------------------------------------------------------------------------- against the exact odds


def _brute_force_through_the_round(
    values: list[str], hole_card: str, soft_17: str, hit_below: int
) -> dict[str, Fraction]:
    """The dealer's final result over every order of a small shoe, each round played through the real
    engine with one box (hitting below ``hit_below``) and a hyper stake in play."""
    cfg = table(hole_card=hole_card, soft_17=soft_17, decks=1)
    cards = parse_cards(" ".join(values))
    seen: Counter[str] = Counter()
    total = 0
    for order in itertools.permutations(cards):
        r = Round(cfg, FixedShoe(cfg.rules, order))
        r.bet(1, 10 * U)
        r.hyper_bet(1, "bust", 1 * U)
        r.deal()
        finish(r, hit_below=hit_below)
        assert r.hyper is not None and r.hyper.case is not None
        seen[r.hyper.case] += 1
        total += 1
    return {c: Fraction(seen[c], total) for c in CASES}


def _counts(cards: list[Card]) -> list[int]:
    return [sum(1 for c in cards if c.value == v) for v in range(1, 11)]


@pytest.mark.parametrize(
    ("codes", "hole_card", "soft_17", "hit_below"),
    [
        ("AS 6H TD KC 5S 2D 7C", "none", "stand", 0),  # soft 17 reachable, blackjacks, busts
        ("AS 6H TD KC 5S 2D 7C", "peek", "hit", 12),
        ("AS TS AD KD 8C 9H 7S", "none", "hit", 12),
        ("AS TS AD KD 8C 9H 7S", "peek", "stand", 0),
    ],
)
def test_fr_hbj_2_fr_hbj_5_every_order_of_a_small_shoe_through_the_round_gives_the_exact_odds(
    codes: str, hole_card: str, soft_17: str, hit_below: int
) -> None:
    """[FR-HBJ-2] [FR-HBJ-5] over every order of a seven-card shoe, the dealer's final result as the real
    round deals it (the box drawing cards between his, by a rule that looks at them) is distributed
    exactly as :func:`engine.math.hyper_odds.dealer_final` counts it for the whole shoe."""
    got = _brute_force_through_the_round(codes.split(), hole_card, soft_17, hit_below)
    assert got == dealer_final(_counts(parse_cards(codes)), soft_17 == "hit")


def simulate(n: int, seed: int, rules: dict[str, Any]) -> tuple[Counter[str], int, int]:
    """``n`` rounds through the real engine at a continuous-shuffler table, two boxes (one hitting
    below 17, one standing on anything), a stake of 1 on every case: the dealer's results, the hyper
    stakes and what they paid back."""
    cfg = table(**rules)
    shoe = Shoe(cfg.rules, random.Random(seed))
    seen: Counter[str] = Counter()
    staked = back = 0
    for _ in range(n):
        r = Round(cfg, shoe)
        r.bet(2, 10 * U)
        r.bet(5, 10 * U)
        for c in CASES:
            r.hyper_bet(5, c, 1 * U)
        staked += 7 * U
        r.deal()
        while r.phase is not Phase.DONE:
            if r.phase is Phase.INSURANCE:
                n_box = r.insurance_box
                assert n_box is not None
                r.insure(n_box, False)
                continue
            at = r.to_act
            assert at is not None
            h = r.boxes[at[0]].hands[at[1] - 1]
            if at[0] == 2 and h.total < 17 and r.can_hit():
                r.hit()
            else:
                r.stand()
        assert r.hyper is not None and r.hyper.case is not None
        seen[r.hyper.case] += 1
        back += 7 * U + r.hyper_net(5)
    return seen, staked, back


def check_simulation(n: int, seed: int, rules: dict[str, Any]) -> None:
    seen, staked, back = simulate(n, seed, rules)
    exact = hyper_odds(table(**rules).rules)
    for o in exact.outcomes:
        p = float(o.probability)
        sd = (p * (1 - p) / n) ** 0.5
        assert abs(seen[o.outcome] / n - p) < 4.5 * sd, (o.outcome, seen[o.outcome] / n, p)
    # the money the stakes paid back is what the counts say, case by case [FR-HBJ-2]
    assert back == sum(seen[c] * (PAYS[c] + 1) * U for c in CASES)
    assert staked == 7 * n * U


CSM = {"shuffle": "continuous", "burn": 0}  #: every round from the whole six-deck shoe, as the odds count it


@pytest.mark.parametrize("rules", [CSM, {**CSM, "hole_card": "peek", "soft_17": "hit"}])
def test_fr_hbj_5_a_seeded_simulation_through_the_round_stays_near_the_exact_odds(rules: dict[str, Any]) -> None:
    """10,000 rounds through the real engine within 4.5 standard errors of the exact odds."""
    check_simulation(10_000, 14, rules)


@pytest.mark.slow
def test_fr_hbj_5_a_million_rounds_through_the_round_stay_near_the_exact_odds() -> None:
    """1,000,000 rounds through the real engine (ENHC, six decks, stands on soft 17) against
    :mod:`engine.math.hyper_odds` (slow)."""
    assert sum(shoe_counts(6)) == 312
    check_simulation(1_000_000, 1455, CSM)
