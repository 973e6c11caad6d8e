"""One test (or more) per French base-game clause of the digest (FR-BJ-1, FR-BJ-2, FR-BJ-3, FR-BJ-4, FR-BJ-5,
FR-BJ-6, FR-BJ-7, FR-BJ-8, FR-BJ-9, FR-BJ-10, FR-BJ-11, FR-BJ-12, FR-LIM-1), named after it,
against the round, table and shoe; the Lucky Ladies clauses are in test_clauses_fr_ll.py.

Cards are forced with :class:`FixedShoe`; amounts are mills (1000 = one unit). Every expected figure is
worked out from the clause, not read from the engine.
"""

from __future__ import annotations

import random

import pytest

from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.events import (
    Bet,
    Burn,
    Clear,
    Dealt,
    InsuranceCollect,
    MainCollect,
    MainPay,
    MainPush,
    MainReturn,
    Result,
    Shuffle,
)  # fmt: skip
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.rules import Rules
from croupier.engine.core.shoe import Shoe
from tests.engine.clause_helpers import U, deal, dealt_to, has, make_round, settling, stand_all, table, tags

# ---------------------------------------------------------------- FR-BJ-1 shoe


def test_fr_bj_1_new_shoe_is_shuffled_and_burns_five() -> None:
    """A new shoe of 6 decks is shuffled and 5 cards are burnt; every card is there once per deck."""
    shoe = Shoe(Rules(), random.Random(7))
    events = shoe.start_round()
    assert tags(events) == tags([Shuffle(312), Burn(5)])
    assert shoe.remaining == 307
    assert shoe.start_round() == []  # same shoe for the next round


def test_fr_bj_1_cut_card_leaves_at_least_one_deck() -> None:
    """The shoe is replaced once no more than one deck (52 cards) is left behind the cut card."""
    shoe = Shoe(Rules(), random.Random(1))
    shoe.start_round()
    while shoe.remaining > 53:
        shoe.draw()
    assert shoe.start_round() == []  # 53 left: the cut card is not out yet
    shoe.draw()
    assert tags(shoe.start_round()) == tags([Shuffle(312), Burn(5)])  # 52 left: a new shoe
    assert Rules().cards_behind_cut >= 52


def test_fr_bj_1_cut_card_option_may_not_leave_less_than_a_deck() -> None:
    """[FR-BJ-1] the red cut card leaves at least one deck: a cut 10 cards from the end is refused."""
    with pytest.raises(ConfigError, match=r"cut_card.*FR-BJ-1"):
        Rules(decks=6, cut_card=10)
    assert Rules(decks=6, cut_card=52).cards_behind_cut == 52


def test_fr_bj_1_continuous_shuffler_has_no_cut_card_and_no_burn() -> None:
    """A continuous shuffler (art. 40-1) takes every card back each round and burns nothing."""
    shoe = Shoe(Rules(shuffle="continuous", burn=5), random.Random(2))
    for _ in range(3):
        assert shoe.start_round() == []
        assert shoe.remaining == 312
        for _ in range(20):
            shoe.draw()


def test_fr_bj_1_decks_one_to_eight() -> None:
    """1–8 decks; anything else is refused naming the field."""
    for n in range(1, 9):
        assert len(Shoe(Rules(decks=n, burn=0, cut_card=0), random.Random(0))._full) == 52 * n
    for bad in (0, 9):
        with pytest.raises(ConfigError, match="decks"):
            Rules(decks=bad)


def test_fr_bj_1_shoe_running_dry_mid_round_reshuffles_the_discards() -> None:
    """When the last card of the shoe is gone mid-round, the discards make a new shoe (an event says so, for
    the recall and the audit) and the round goes on."""
    cfg = table(rules={"decks": 1}, side={"name": "none"})
    shoe = Shoe(cfg.rules, random.Random(3))
    shoe.start_round()
    shoe.cards = shoe.cards[-2:]
    shoe.cut = 0
    r = Round(cfg, shoe)
    r.bet(1, 10 * U)
    events = r.deal()
    assert len(r.boxes[1].hands[0].cards) == 2
    c1, c2 = r.boxes[1].hands[0].cards
    up = r.dealer.cards[0]
    assert [(type(e), getattr(e, "card", None)) for e in events] == [
        (Dealt, c1), (Dealt, up), (Shuffle, None), (Dealt, c2)]  # fmt: skip
    assert events[2] == Shuffle(52 - 2)


# ---------------------------------------------------------------- FR-BJ-2 boxes


def test_fr_bj_2_seven_boxes_and_several_per_player() -> None:
    """Boxes 1–7 exist (not 0 or 8); one player may play all seven by default."""
    r = make_round("")
    for n in range(1, 8):
        r.bet(n, 10 * U, player="ann")
    assert len(r.order) == 7
    for bad in (0, 8):
        with pytest.raises(RuleError, match=r"\[FR-BJ-2\]"):
            r.verify_bet(bad, 10 * U)


def test_fr_bj_2_limit_boxes_per_player_and_lone_player_minimum() -> None:
    """House options: at most N boxes per player; a lone player must play at least 2 boxes."""
    r = make_round("", rules={"max_boxes_per_player": 2})
    r.bet(1, 10 * U, player="ann")
    r.bet(2, 10 * U, player="ann")
    with pytest.raises(RuleError, match=r"\[FR-BJ-2\].*at most 2"):
        r.bet(3, 10 * U, player="ann")
    r.bet(3, 10 * U, player="bob")
    lone = make_round("TS 9S 8D 7C 6H 5S", rules={"lone_player_min_boxes": 2})
    lone.bet(1, 10 * U)
    assert not lone.can_deal()
    with pytest.raises(RuleError, match=r"\[FR-BJ-2\]"):
        lone.deal()
    lone.bet(2, 10 * U)
    assert lone.can_deal()


# ---------------------------------------------------------------- FR-BJ-3 deal


def test_fr_bj_3_deal_order_left_to_right_one_dealer_card_no_hole_card() -> None:
    """Box 1 → 7 first card, ONE card to the dealer, box 1 → 7 second card; the dealer's second card only
    after every box has played (ENHC)."""
    r = make_round("2C 3C 4C 5C 6C 7C 8C 9C TC", side={"name": "none"})
    events = deal(r, {6: (10, 0), 2: (10, 0), 4: (10, 0)})
    assert dealt_to(events) == [(2, 1, "2C"), (4, 1, "3C"), (6, 1, "4C"), (0, 0, "5C"),
                                (2, 1, "6C"), (4, 1, "7C"), (6, 1, "8C")]  # fmt: skip
    assert len(r.dealer.cards) == 1
    r.stand()
    r.stand()
    assert len(r.dealer.cards) == 1
    last = r.stand()
    assert dealt_to(last)[0] == (0, 0, "9C")


def test_fr_bj_3_hole_card_game_deals_the_hole_card_after_the_boxes() -> None:
    """The hole-card option: the dealer's second card right after the boxes' second cards."""
    r = make_round("2C 3C 5C 6C 7C 8C", rules={"hole_card": "peek"}, side={"name": "none"})
    events = deal(r, {1: (10, 0), 3: (10, 0)})
    assert dealt_to(events) == [(1, 1, "2C"), (3, 1, "3C"), (0, 0, "5C"), (1, 1, "6C"), (3, 1, "7C"), (0, 0, "8C")]
    assert [e.hole for e in events if isinstance(e, Dealt) and e.box == 0] == [False, True]


# ---------------------------------------------------------------- FR-BJ-4 play


def test_fr_bj_4_boxes_play_in_dealing_order() -> None:
    """Box 2 plays before box 5; box 5 may not act out of turn."""
    r = make_round("9S 8S 7D TC TD 9C 5H", side={"name": "none"})
    deal(r, {5: (10, 0), 2: (10, 0)})
    assert r.to_act == (2, 1)
    assert not r.can_stand(5)
    with pytest.raises(RuleError, match=r"\[FR-BJ-4\]"):
        r.hit(5)
    r.stand(2)
    assert r.to_act == (5, 1)


def test_fr_bj_4_a_bust_loses_at_once() -> None:
    """The bust's bet is collected in the very action that busts, before anyone else plays."""
    r = make_round("TS TH 5S 6D 7H 9C TD 9S", side={"name": "none"})
    deal(r, {1: (10, 0), 2: (10, 0)})
    events = r.hit()
    assert has(events, MainCollect(1, 1, 10 * U, Result.BUST))
    assert r.boxes[1].hands[0].result == "bust"
    assert r.to_act == (2, 1)
    r.stand()
    assert r.dealer.total == 24  # the dealer busts too, box 1 has lost already
    assert r.boxes[1].net == -10 * U and r.boxes[2].net == 10 * U


def test_fr_bj_4_drawing_on_21_forbidden_option() -> None:
    """With draw_on_21 false a hand of 21 takes no card and its turn ends by itself."""
    r = make_round("5S 9C 6S TD 8C", rules={"draw_on_21": False}, side={"name": "none"})
    deal(r, {1: (10, 0)})
    r.hit()
    assert r.boxes[1].hands[0].total == 21
    assert r.phase is Phase.DONE
    r2 = make_round("5S 9C 6S TD 8C", side={"name": "none"})
    deal(r2, {1: (10, 0)})
    r2.hit()
    assert r2.can_hit()  # default: a 21 may still draw


# ---------------------------------------------------------------- FR-BJ-5 dealer


@pytest.mark.parametrize(
    ("dealer", "rule", "final"),
    [
        ("AC 6H 4C", "stand", ["AC", "6H"]),  # soft 17 stands
        ("AC 6H 4C", "hit", ["AC", "6H", "4C"]),  # soft 17 hits: 21
        ("TC 6H 5D", "stand", ["TC", "6H", "5D"]),  # 16 draws
        ("TC 7H 5D", "hit", ["TC", "7H"]),  # hard 17 stands either way
        ("AC 5H AD 9S", "stand", ["AC", "5H", "AD"]),  # soft 16 draws, A makes soft 17: stands
        ("AC 5H AD 9S", "hit", ["AC", "5H", "AD", "9S", "2D"]),  # soft 17 hits: hard 16, then 18
        ("5C 6H AS", "stand", ["5C", "6H", "AS", "2D", "2H", "2S"]),  # 11 + ace = 12 (ace 1), 14, 16, 18
    ],
)
def test_fr_bj_5_dealer_draws_to_17_and_soft_17(dealer: str, rule: str, final: list[str]) -> None:
    """The dealer draws on 16 or less, stands on 17 or more, an ace counting 11 when that makes 17–21."""
    cards = dealer.split()
    extra = " 2D 2H 2S 2C"  # in case the dealer draws past the expected stop
    r = make_round(f"TS {cards[0]} 8D {' '.join(cards[1:])}{extra}", rules={"soft_17": rule, "insurance": False},
                   side={"name": "none"})  # fmt: skip
    deal(r, {1: (10, 0)})
    r.stand()
    assert [c.code for c in r.dealer.cards] == final


# ---------------------------------------------------------------- FR-BJ-6 insurance


def test_fr_bj_6_insurance_only_on_an_ace_half_the_bet_pays_2_to_1() -> None:
    """Offered after every box has two cards, when the dealer's first card is an ace; exactly half the bet
    (2.50 on 5); paid 2 to 1 when the second card makes blackjack."""
    r = make_round("TS 9S AS 8H 9D KD", limits={"min": "5", "max": "500"}, side={"name": "none"})
    deal(r, {1: (5, 0), 2: (10, 0)})
    assert r.phase is Phase.INSURANCE
    assert all(len(b.hands[0].cards) == 2 for b in r.order)
    assert r.insurance_box == 1
    with pytest.raises(RuleError, match=r"\[FR-BJ-6\]"):
        r.insure(2)  # box 1 answers first
    events = r.insure(1, True)
    assert r.boxes[1].insurance == 2500
    assert r.balances is None and r.on_table == 5 * U + 10 * U + 2500
    assert has(events, Bet(1, "insurance", 2500))
    r.insure(2, False)
    stand_all(r)
    assert r.dealer.blackjack
    assert r.boxes[1].net_insurance == 5 * U and r.boxes[1].net == 0
    assert r.boxes[2].insurance is None and r.boxes[2].net == -10 * U


def test_fr_bj_6_insurance_lost_without_blackjack_and_not_offered_on_a_ten() -> None:
    """No blackjack: the insurance is collected. A ten up: no insurance is offered."""
    r = make_round("TS AS 9H 6D", limits={"min": "5", "max": "500"}, side={"name": "none"})
    deal(r, {1: (5, 0)})
    r.insure(1)
    r.stand()
    assert r.boxes[1].net_insurance == -2500 and r.boxes[1].net == 2500
    t = make_round("TS KS 9H 6D 5C", side={"name": "none"})
    deal(t, {1: (10, 0)})
    assert t.phase is Phase.PLAY
    with pytest.raises(RuleError, match=r"\[FR-BJ-6\]"):
        t.insure(1)


def test_fr_bj_6_insurance_in_a_peek_game_is_settled_at_the_peek() -> None:
    """Peek game: the insurance is decided before any box draws; lost at the peek without blackjack."""
    r = make_round("TS AS QD 7C", profile="puerto-rico", side={"name": "none"})
    deal(r, {1: (10, 0)})
    events = r.insure(1)
    assert has(events, InsuranceCollect(1, 5 * U))
    assert r.phase is Phase.PLAY


# ---------------------------------------------------------------- FR-BJ-7 payouts


@pytest.mark.parametrize(("pays", "win"), [("3:2", 7500), ("6:5", 6000), ("1:1", 5000)])
def test_fr_bj_7_blackjack_payout(pays: str, win: int) -> None:
    """Blackjack pays 3 to 2 (7.50 on 5); options 6 to 5 and 1 to 1."""
    r = make_round("AS 9C KH 7D", rules={"blackjack_pays": pays}, limits={"min": "5", "max": "500"},
                   side={"name": "none"})  # fmt: skip
    deal(r, {1: (5, 0)})
    assert r.phase is Phase.DONE
    assert r.boxes[1].hands[0].result == "blackjack" and r.boxes[1].net == win


def test_fr_bj_7_blackjack_beats_multicard_21_ties_push_and_win_pays_even() -> None:
    r = make_round("AD 7H 9C 5C QS 4H 8D TD 6C TC", side={"name": "none"})
    deal(r, {1: (10, 0), 2: (10, 0), 3: (10, 0)})
    r.hit()  # box 2: 7 4 10 = 21
    r.stand()
    r.stand()  # box 3: 9 8 = 17
    assert r.dealer.total == 21 and not r.dealer.blackjack
    assert [r.boxes[n].hands[0].result for n in (1, 2, 3)] == ["blackjack", "push", "lose"]
    assert [r.boxes[n].net for n in (1, 2, 3)] == [15 * U, 0, -10 * U]
    w = make_round("TS 7H 9D TC", side={"name": "none"})
    deal(w, {1: (10, 0)})
    w.stand()
    assert w.boxes[1].hands[0].result == "win" and w.boxes[1].net == 10 * U


def test_fr_bj_7_ace_ten_after_a_split_is_21_not_blackjack() -> None:
    r = make_round("AS 9S AD KC QD 2C TH", side={"name": "none"})
    deal(r, {1: (10, 0)})
    r.split()
    hands = r.boxes[1].hands
    assert [h.total for h in hands] == [21, 21]
    assert not any(h.blackjack for h in hands)
    assert [h.result for h in hands] == ["push", "push"]  # against the dealer's 9 2 10 = 21


# ---------------------------------------------------------------- FR-BJ-8 double


def test_fr_bj_8_double_on_any_two_cards_one_card_only() -> None:
    """Any first two cards may double (even soft 17 or 20); the stake doubles and exactly one card comes."""
    r = make_round("AS 7H 6C 3D TS", side={"name": "none"})
    deal(r, {1: (10, 0)})
    assert r.can_double()
    events = r.double()
    h = r.boxes[1].hands[0]
    assert h.stake == 20 * U and len(h.cards) == 3 and h.done
    assert len([e for e in events if isinstance(e, Dealt) and e.box == 1]) == 1
    assert r.boxes[1].net == 20 * U
    hit = make_round("2S 7H 3C 4D 5D", side={"name": "none"})
    deal(hit, {1: (10, 0)})
    hit.hit()
    assert not hit.can_double()  # only on the first two cards


@pytest.mark.parametrize(
    ("option", "cards", "allowed"),
    [
        ("9-11", "5S 4D", True), ("9-11", "5S 3D", False), ("9-11", "6S 5D", True), ("9-11", "6S 6D", False),
        ("9-11", "AS 8D", False),  # soft 19: not a hard 9
        ("10-11", "5S 4D", False), ("10-11", "6S 4D", True), ("10-11", "6S 5D", True),
        ("any", "TS 9D", True), ("any", "AS 2D", True),
    ],
)  # fmt: skip
def test_fr_bj_8_double_restrictions(option: str, cards: str, allowed: bool) -> None:
    c1, c2 = cards.split()
    r = make_round(f"{c1} 7H {c2} 2C 3C 4C", rules={"double_on": option}, side={"name": "none"})
    deal(r, {1: (10, 0)})
    assert r.can_double() is allowed
    if not allowed:
        with pytest.raises(RuleError, match=r"\[FR-BJ-8\]"):
            r.verify_double()


@pytest.mark.parametrize("das", [True, False])
def test_fr_bj_8_double_after_split(das: bool) -> None:
    """Doubling after a split is allowed by default; the house may forbid it."""
    r = make_round("4S 7C 4D 6H 9C TC 5C", rules={"double_after_split": das}, side={"name": "none"})
    deal(r, {1: (10, 0)})
    r.split()
    assert r.boxes[1].hands[0].total == 10
    assert r.can_double() is das


# ---------------------------------------------------------------- FR-BJ-9 split


def test_fr_bj_9_split_equal_value_equal_stake_and_resplit() -> None:
    """A king and a queen split (equal value); each hand carries the same stake; a new pair splits again."""
    r = make_round("KS 6C QH KD 9D TS TC 7S 8S", side={"name": "none"})
    deal(r, {1: (10, 0)})
    assert r.can_split()
    r.split()
    b = r.boxes[1]
    assert [h.stake for h in b.hands] == [10 * U, 10 * U]
    assert [c.code for c in b.hands[0].cards] == ["KS", "KD"]
    assert r.can_split()
    r.split()
    assert len(b.hands) == 3 and [c.code for c in b.hands[0].cards] == ["KS", "9D"]
    assert r.on_table == 30 * U


def test_fr_bj_9_split_by_rank_option() -> None:
    r = make_round("KS 6C QH 9D TC", rules={"split_by": "rank"}, side={"name": "none"})
    deal(r, {1: (10, 0)})
    assert not r.can_split()
    with pytest.raises(RuleError, match=r"\[FR-BJ-9\].*rank"):
        r.split()


@pytest.mark.parametrize("max_hands", [2, 3, 4])
def test_fr_bj_9_max_hands_caps_the_splits(max_hands: int) -> None:
    """A box makes at most ``max_hands`` hands."""
    r = make_round("8S 6D 8H 8C 8D 8S 8H 2C 2D 2H 2S 9C 9D", rules={"max_hands": max_hands}, side={"name": "none"})
    deal(r, {1: (10, 0)})
    while r.can_split():
        r.split()
    assert len(r.boxes[1].hands) == max_hands
    with pytest.raises(RuleError, match=rf"\[FR-BJ-9\].*at most {max_hands}"):
        r.verify_split()


def test_fr_bj_9_split_aces_get_one_card_each() -> None:
    """Split aces: one card each, no draw, no double; an ace drawn may not split again by default."""
    r = make_round("AS 7C AD AH 6C TC", side={"name": "none"})
    deal(r, {1: (10, 0)})
    r.split()
    assert r.phase is Phase.DONE
    assert [[c.code for c in h.cards] for h in r.boxes[1].hands] == [["AS", "AH"], ["AD", "6C"]]


def test_fr_bj_9_resplit_aces_option() -> None:
    """resplit_aces: an ace drawn to a split ace may split again; it may still not draw or double."""
    r = make_round("AS 7C AD AH 9C 5D KS TC", rules={"resplit_aces": True}, side={"name": "none"})
    deal(r, {1: (10, 0)})
    r.split()
    assert r.phase is Phase.PLAY
    assert r.available() == ["stand", "split"]
    r.split()
    assert [len(h.cards) for h in r.boxes[1].hands] == [2, 2, 2]
    assert r.phase is Phase.DONE


# ---------------------------------------------------------------- FR-BJ-10 surrender


def test_fr_bj_10_surrender_not_offered_by_default() -> None:
    r = make_round("TS TC 6D 7H", side={"name": "none"})
    deal(r, {1: (10, 0)})
    with pytest.raises(RuleError, match=r"\[FR-BJ-10\]"):
        r.surrender()


def test_fr_bj_10_late_surrender_loses_half_on_the_first_two_cards_only() -> None:
    r = make_round("TS 8S TC 6H 8D 3C 9S 7S", rules={"surrender": "late"}, side={"name": "none"})
    deal(r, {1: (10, 0), 2: (10, 0)})
    events = r.surrender()
    assert has(events, MainCollect(1, 1, 5 * U, Result.SURRENDER)) and has(events, MainReturn(1, 1, 5 * U))
    assert r.boxes[1].hands[0].result == "surrender" and r.boxes[1].net == -5 * U
    r.split()  # box 2: eights
    assert not r.can_surrender()  # not on a split hand
    h = make_round("TS TC 2H 3C 9S", rules={"surrender": "late"}, side={"name": "none"})
    deal(h, {1: (10, 0)})
    h.hit()
    assert not h.can_surrender()  # not after a draw


# ---------------------------------------------------------------- FR-BJ-11 dealer blackjack in ENHC


@pytest.mark.parametrize(("takes", "net"), [("all", -30), ("original", -10)])
def test_fr_bj_11_enhc_dealer_blackjack_against_split_and_double(takes: str, net: int) -> None:
    """Split eights, first hand doubled: 30 on the box. A dealer blackjack takes all of it by default, only
    the original 10 with ``original``; the rest goes back to the player."""
    balances = {"1": 100 * U}
    r = make_round("8S TD 8H 3C 7D 9C AH", rules={"dealer_blackjack_takes": takes}, balances=balances,
                   side={"name": "none"})  # fmt: skip
    deal(r, {1: (10, 0)})
    r.split()
    r.double()
    r.stand()
    assert r.dealer.blackjack
    assert r.boxes[1].net == net * U
    assert balances["1"] == (100 + net) * U
    assert r.on_table == 0


def test_fr_bj_11_option_only_in_enhc() -> None:
    """In a peek game a dealer blackjack is found before any double or split: the original bet is all there is."""
    r = make_round("8S TD 8H AH", profile="puerto-rico", rules={"dealer_blackjack_takes": "original"},
                   side={"name": "none"})  # fmt: skip
    deal(r, {1: (10, 0)})
    assert r.phase is Phase.DONE and r.boxes[1].net == -10 * U


# ---------------------------------------------------------------- FR-BJ-12 settlement


def test_fr_bj_12_settlement_right_to_left_then_clear() -> None:
    r = make_round("TS TS TH 8D 9S 7C 8H TD", side={"name": "none"})
    deal(r, {1: (10, 0), 4: (10, 0), 7: (10, 0)})
    events = r.stand() + r.stand() + r.stand()
    assert settling(events) == tags([MainPush(7, 1, 10 * U), MainCollect(4, 1, 10 * U), MainPay(1, 1, 10 * U),
                                     Clear(7), Clear(4), Clear(1), Clear(0)])  # fmt: skip


# ---------------------------------------------------------------- FR-LIM-1 limits


@pytest.mark.parametrize(("maximum", "ok"), [(500, True), (1000, True), (2000, True), (300, False), (1500, False)])
def test_fr_lim_1_table_maximum_is_50_100_or_200_times_the_minimum(maximum: int, ok: bool) -> None:
    limits = {"min": "10", "max": str(maximum)}
    if ok:
        assert table(limits=limits).max_bet == maximum * U
    else:
        with pytest.raises(ConfigError, match=r"limits\.max.*FR-LIM-1"):
            table(limits=limits)


def test_fr_lim_1_limits_apply_per_hand_splits_and_doubles_may_exceed() -> None:
    """A bet at the maximum may still split and double: the limit applies to the bet, not the box's total."""
    r = make_round("8S 7D 8H 3C 7C 2S 9D", limits={"min": "10", "max": "1000"}, side={"name": "none"})
    with pytest.raises(RuleError, match=r"\[FR-LIM-1\].*1000"):
        r.bet(1, 1001 * U)
    with pytest.raises(RuleError, match=r"\[FR-LIM-1\].*10"):
        r.bet(1, 9 * U)
    deal(r, {1: (1000, 0)})
    r.split()
    r.double()
    assert sum(h.stake for h in r.boxes[1].hands) == 3000 * U
