"""The Lucky Ladies side bet, clause by clause (FR-LL-1, FR-LL-2, FR-LL-3, FR-LL-4, FR-LL-5, FR-LL-6,
FR-LL-7, FR-LL-8, FR-LL-9, FR-LL-10, FR-LL-11), with the conventions of test_clauses_fr.py:
forced cards, amounts in mills, every expected figure worked out from the clause itself.
"""

from __future__ import annotations

import pytest

from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.events import (
    Announce,
    Clear,
    Dealt,
    Event,
    InsurancePay,
    MainCollect,
    MainPay,
    SideCollect,
    SideHold,
    SidePay,
)  # fmt: skip
from croupier.engine.core.paytables import FRENCH_LABELS, PRESETS
from croupier.engine.core.round import Round
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.sidebets import lucky_ladies
from tests.engine.clause_helpers import U, deal, has, make_round, settling, stand_all, table, tag, tags


def test_fr_ll_1_a_side_spot_per_box() -> None:
    """Each of the 7 boxes has its own Lucky Ladies spot; a table without the side bet refuses one."""
    r = make_round("")
    for n in range(1, 8):
        r.bet(n, 10 * U, 1 * U)
    assert [b.side for b in r.order] == [1 * U] * 7
    bare = make_round("", side={"name": "none"})
    with pytest.raises(RuleError, match=r"\[FR-LL-1\]"):
        bare.bet(1, 10 * U, 1 * U)


TENS = "TJQK"


def test_fr_ll_2_bonus_when_the_first_two_cards_total_20() -> None:
    """Exhaustive over the 52 × 52 card pairs: a bonus exactly when the two cards total 20 (A+9 counts)."""
    from croupier.engine.core.cards import ALL_CARDS

    for c1 in ALL_CARDS:
        for c2 in ALL_CARDS:
            v1 = 11 if c1.is_ace else c1.value
            v2 = 11 if c2.is_ace else c2.value
            wins = v1 + v2 == 20
            got = lucky_ladies(c1, c2)
            assert bool(got) is wins, (c1, c2, got)
            if wins:
                assert got[-1] == "any-20"
                assert ("suited-20" in got) is (c1.suit == c2.suit)
                assert ("matched-20" in got) is (c1 == c2)
                assert ("qh-pair" in got) is (c1.code == c2.code == "QH")


def test_fr_ll_2_reference_figures_table_a_six_decks() -> None:
    """Counting both player cards and the dealer's two in order (312·311·310·309 ways), table A gives the
    published figures and a house edge of 24.7089 % (digest §3.1)."""
    from fractions import Fraction

    from croupier.engine.core.cards import ALL_CARDS

    pays = PRESETS["lucky-ladies"]["A"]
    counts: dict[str, int] = {}
    aces, tens = 24, 96
    for c1 in ALL_CARDS:
        for c2 in ALL_CARDS:
            ways = 6 * (5 if c1 == c2 else 6)
            if c1.code == c2.code == "QH":
                bj = 2 * aces * (tens - 2)
                splits = [(lucky_ladies(c1, c2, True), bj), (lucky_ladies(c1, c2), 310 * 309 - bj)]
            else:
                splits = [(lucky_ladies(c1, c2), 310 * 309)]
            for outs, dealer_ways in splits:
                best = pays.best(outs)
                key = best[0] if best else "lose"
                counts[key] = counts.get(key, 0) + ways * dealer_ways
    total = 312 * 311 * 310 * 309
    assert sum(counts.values()) == total == 9_294_695_280
    assert counts["qh-pair-dealer-bj"] == 135_360
    assert counts["qh-pair"] == 2_738_340
    assert counts["matched-20"] == 43_105_500
    assert counts["suited-20"] == 193_112_640
    assert counts["any-20"] == 744_863_040
    ev = Fraction(sum(n * (pays.odds(k) or -1) for k, n in counts.items()), total)
    assert round(float(-ev) * 100, 4) == 24.7089


def test_fr_ll_3_one_pay_table_with_its_limits_tables_a_and_b() -> None:
    """The director's one table for the session, shown with its side min/max; A and B as the regulation's."""
    a, b = PRESETS["lucky-ladies"]["A"], PRESETS["lucky-ladies"]["B"]
    rows = ["qh-pair-dealer-bj", "qh-pair", "matched-20", "suited-20", "any-20"]
    assert [a.odds(o) for o in rows] == [1000, 125, 19, 9, 4]
    assert [b.odds(o) for o in rows] == [1000, 200, 25, 10, 4]
    assert set(FRENCH_LABELS) == set(rows)
    cfg = table(side={"name": "lucky-ladies", "table": "B", "min": "2", "max": "50"})
    assert cfg.side.table is b and (cfg.side.min, cfg.side.max) == (2 * U, 50 * U)
    r = Round(cfg, FixedShoe(cfg.rules, []))
    with pytest.raises(RuleError, match=r"\[FR-LL-3\].*minimum 2"):
        r.bet(1, 10 * U, 1 * U)
    with pytest.raises(RuleError, match=r"\[FR-LL-3\].*maximum 50"):
        r.bet(1, 100 * U, 51 * U)
    with pytest.raises(ConfigError, match="impossible with 1 deck"):
        table(rules={"decks": 1})


def test_fr_ll_4_side_bet_before_the_deal_after_the_main_bet_seated_only_option() -> None:
    r = make_round("TS 9C 8D 7H 6S", rules={"side_bet_seated_only": True})
    with pytest.raises(RuleError, match=r"\[FR-LL-4\]"):
        r.bet(1, 0, 5 * U)  # no main bet
    with pytest.raises(RuleError, match=r"\[FR-LL-4\].*seated"):
        r.bet(1, 10 * U, 5 * U, seated=False)
    r.bet(1, 10 * U, seated=False)  # the main bet is fine standing
    r.bet(2, 10 * U, 5 * U, seated=True)
    r.deal()
    with pytest.raises(RuleError, match=r"\[FR-LL-4\]"):
        r.bet(3, 10 * U, 5 * U)


def test_fr_ll_5_announce_the_number_of_bonuses() -> None:
    """After two cards to every box and the dealer's first: the count of side-bet boxes totalling 20."""
    r = make_round("TS 9H AC KD 7S 5H JC TD 9C QD 7H TH 2C")
    events = deal(r, {1: (10, 5), 2: (10, 5), 3: (10, 5), 4: (10, 0), 5: (10, 5)})
    ann = [e for e in events if isinstance(e, Announce)]
    assert tags(ann) == tags([Announce(2)])
    last_card = max(i for i, e in enumerate(events) if isinstance(e, Dealt))
    assert events.index(ann[0]) > last_card


def test_fr_ll_6_collect_losers_then_pay_winners_right_to_left_best_only() -> None:
    r = make_round("TS 9H AC KD 7S 5H JC TD 9C QD 7H TH 2C")
    events = deal(r, {1: (10, 5), 2: (10, 5), 3: (10, 5), 4: (10, 0), 5: (10, 5)})
    side = [e for e in events if isinstance(e, (SideCollect, SidePay))]
    assert tags(side) == tags([SideCollect(5, 5 * U), SideCollect(2, 5 * U), SidePay(3, "suited-20", 45 * U, 9),
                              SidePay(1, "any-20", 20 * U, 4)])  # fmt: skip


def test_fr_ll_7_no_split_after_a_side_win_option() -> None:
    for option, can in ((True, False), (False, True)):
        r = make_round("KS 6C KS 9D 9H", rules={"no_split_after_side_win": option})
        deal(r, {1: (10, 5)})
        assert r.can_split() is can
        if not can:
            with pytest.raises(RuleError, match=r"\[FR-LL-7\]"):
                r.split()


@pytest.mark.parametrize("up", ["AS", "KC", "QD", "JS", "TC", "9H", "2D", "5C"])
def test_fr_ll_8_queens_of_hearts_held_against_a_k_q_j_10(up: str) -> None:
    """The pair of queens of hearts is held when the dealer's first card is A, K, Q, J or 10; the others are
    settled as usual."""
    r = make_round(f"QH 9S {up} QH TS 2C 3C 4C 5C", rules={"insurance": False})
    events = deal(r, {1: (10, 1), 2: (10, 5)})
    held = up[0] in "AKQJT"
    assert has(events, SideHold(1)) is held
    assert any(isinstance(e, SidePay) and e.box == 1 for e in events) is not held
    assert has(events, SideCollect(2, 5 * U))  # 9 + 10 = 19 loses either way


def _qh_round(up: str, second: str, boxes: dict[int, tuple[int, int]], firsts: str, seconds: str) -> Round:
    r = make_round(f"{firsts} {up} {seconds} {second} 2C 2D 2H 2S", rules={"insurance": False})
    deal(r, boxes)
    stand_all(r)
    return r


def test_fr_ll_9_without_dealer_blackjack_the_queens_are_paid_first() -> None:
    r = _qh_round("KS", "7D", {2: (10, 5), 4: (10, 1)}, "KD QH", "QC QH")
    events = settling(r.events)
    i = events.index(tag(SidePay(4, "qh-pair", 125 * U, 125)))
    assert all(e[0] not in ("MainPay", "MainCollect", "MainPush") for e in events[:i])
    assert events[i + 1 : i + 3] == tags([MainPay(4, 1, 10 * U), MainPay(2, 1, 10 * U)])
    assert r.boxes[4].net == 135 * U


def test_fr_ll_10_with_dealer_blackjack_collect_pay_insurance_clear_then_pay_the_queens() -> None:
    r = make_round("9C QH 5D AS 8C QH 6D 9H KC")
    deal(r, {1: (10, 5), 3: (10, 2), 5: (20, 0)})
    r.insure(1, True)
    r.insure(3, False)
    r.insure(5, False)
    r.stand()
    r.stand()
    r.double()
    assert settling(r.events)[3:] == tags([
        MainCollect(5, 1, 40 * U), MainCollect(3, 1, 10 * U), MainCollect(1, 1, 10 * U),
        InsurancePay(1, 10 * U), Clear(5), Clear(1),
        SidePay(3, "qh-pair-dealer-bj", 2000 * U, 1000), Clear(3), Clear(0),
    ])  # fmt: skip
    assert r.boxes[3].net == 1990 * U


@pytest.mark.parametrize("n", [2, 3])
def test_fr_ll_11_two_or_three_pairs_of_queens_same_procedure(n: int) -> None:
    boxes = [1, 4, 7][:n]
    r = make_round(" ".join(["QH"] * n) + " TD " + " ".join(["QH"] * n) + " AC")
    deal(r, {b: (10, b) for b in boxes})
    stand_all(r)
    tail = settling(r.events)
    want: list[Event] = [MainCollect(b, 1, 10 * U) for b in reversed(boxes)]
    for b in reversed(boxes):
        want += [SidePay(b, "qh-pair-dealer-bj", b * 1000 * U, 1000), Clear(b)]
    assert tail[-len(want) - 1 :] == tags([*want, Clear(0)])
    r2 = make_round(" ".join(["QH"] * n) + " TD " + " ".join(["QH"] * n) + " 7C")
    deal(r2, {b: (10, b) for b in boxes})
    stand_all(r2)
    pays = [tag(e) for e in r2.events if isinstance(e, (SidePay, MainPay))]
    assert pays == tags([SidePay(b, "qh-pair", b * 125 * U, 125) for b in reversed(boxes)]) + tags(
        [MainPay(b, 1, 10 * U) for b in reversed(boxes)]
    )
