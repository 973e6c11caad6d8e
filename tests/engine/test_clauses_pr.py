"""One test (or more) per Puerto Rico Lucky Lucky clause [PR-LL-1, PR-LL-2, PR-LL-3, PR-LL-4, PR-LL-5,
PR-LL-6, PR-LL-7], against the round, table and shoe."""

from __future__ import annotations

import random
from itertools import product

import pytest

from croupier.engine.core.cards import ALL_CARDS, Card
from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.events import Action, Dealt, SideCollect, SidePay
from croupier.engine.core.paytables import PRESETS
from croupier.engine.core.round import Phase
from croupier.engine.core.rules import PROFILES
from croupier.engine.core.shoe import Shoe
from croupier.engine.core.sidebets import lucky_lucky
from tests.engine.clause_helpers import U, deal, make_round, table, tag, tags


def test_pr_ll_1_six_or_eight_decks_with_a_continuous_shuffler() -> None:
    """The puerto-rico profile with Lucky Lucky: 6 decks, a continuous shuffler, no burn; 8 decks allowed;
    any other count, or a shoe with a cut card, is refused naming the clause."""
    cfg = table("puerto-rico")
    assert cfg.side.game == "lucky-lucky"
    assert cfg.rules.decks == 6 and cfg.rules.shuffle == "continuous" and PROFILES["puerto-rico"].burn == 0
    assert table("puerto-rico", {"decks": 8}).rules.decks == 8
    for decks in (1, 2, 4, 5, 7):  # PT2 (no suited 777) so that the deck count is the only fault
        with pytest.raises(ConfigError, match=r"rules\.decks.*PR-LL-1"):
            table("puerto-rico", {"decks": decks}, side={"name": "lucky-lucky", "table": "PT2"})
    with pytest.raises(ConfigError, match=r"rules\.shuffle.*PR-LL-1"):
        table("puerto-rico", {"shuffle": "shoe"})
    shoe = Shoe(cfg.rules, random.Random(5))
    assert shoe.start_round() == [] and shoe.remaining == 312


def test_pr_ll_2_bonus_only_with_a_main_bet_on_the_box() -> None:
    r = make_round("", profile="puerto-rico")
    with pytest.raises(RuleError, match=r"\[PR-LL-2\]"):
        r.bet(1, 0, 5 * U)
    r.bet(1, 10 * U, 5 * U)
    assert r.boxes[1].side == 5 * U


def test_pr_ll_3_bonus_from_1_to_25_never_above_the_main_bet() -> None:
    r = make_round("", profile="puerto-rico", limits={"min": "5", "max": "5000"})
    with pytest.raises(RuleError, match=r"\[PR-LL-3\].*minimum 1"):
        r.bet(1, 10 * U, 990)
    with pytest.raises(RuleError, match=r"\[PR-LL-3\].*main bet"):
        r.bet(1, 5 * U, 6 * U)
    with pytest.raises(RuleError, match=r"\[PR-LL-3\].*maximum 25"):
        r.bet(1, 100 * U, 25 * U + 10)
    r.bet(1, 25 * U, 25 * U)
    r.bet(2, 5 * U, 5 * U)  # equal to the main bet is fine
    with pytest.raises(ConfigError, match=r"side_bet\.max.*PR-LL-3"):
        table("puerto-rico", side={"name": "lucky-lucky", "max": "30"})
    with pytest.raises(ConfigError, match=r"side_bet\.min.*PR-LL-3"):
        table("puerto-rico", side={"name": "lucky-lucky", "min": "0.50"})


@pytest.mark.parametrize(
    ("pays", "table_max", "cap"),
    [("PT1", "500", 7500), ("PT8", "500", 3000), ("PT1", "1000", 15000), ("PT1", "5000", 25000),
     ("PT1", "333", 4990)],  # 3 × 333 / 200 = 4.995, rounded down to the cent
)  # fmt: skip
def test_pr_ll_3_bonus_maximum_lowered_to_three_times_the_table_maximum(pays: str, table_max: str, cap: int) -> None:
    """The largest bonus payout (bet × top odds) never exceeds 3 × the table maximum: with 500 and 200 to 1,
    the maximum bonus is 7.50."""
    limits = {"min": "5", "max": table_max}
    cfg = table("puerto-rico", side={"name": "lucky-lucky", "table": pays}, limits=limits)
    assert cfg.side_max_effective == cap
    top = max(n for _, n in PRESETS["lucky-lucky"][pays].pays)
    assert cap * top <= 3 * cfg.max_bet
    r = make_round("", profile="puerto-rico", side={"name": "lucky-lucky", "table": pays}, limits=limits)
    r.bet(1, 100 * U, cap)
    with pytest.raises(RuleError, match=r"\[PR-LL-3\]"):
        r.bet(2, 100 * U, cap + 10)


def test_pr_ll_4_all_bets_before_any_card() -> None:
    r = make_round("TS 9C 8D 7H 6S 5S", profile="puerto-rico")
    deal(r, {1: (10, 5)})
    for main, side in ((10, 0), (10, 5)):
        with pytest.raises(RuleError, match=r"\[(PR|FR)-LL-4\]"):
            r.bet(2, main * U, side * U)
    with pytest.raises(RuleError, match=r"\[PR-LL-4\]"):
        r.remove_bet(1)


def test_pr_ll_5_bonus_settled_right_to_left_before_the_first_third_card() -> None:
    """Losers collected 4, 3, then winners paid 2, 1; all before box 1's first decision and third card."""
    r = make_round("TS 9S 2S 4H 5C 5H 5D 3D 2C 6H 7C TC", profile="puerto-rico")
    events = deal(r, {1: (10, 5), 2: (10, 5), 3: (10, 5), 4: (10, 5)})
    side = [tag(e) for e in events if isinstance(e, (SideCollect, SidePay))]
    assert side == tags([SideCollect(4, 5 * U), SideCollect(3, 5 * U), SidePay(2, "19", 10 * U, 2),
                         SidePay(1, "20", 10 * U, 2)])  # fmt: skip
    assert r.to_act == (1, 1) and len(r.boxes[1].hands[0].cards) == 2
    later = r.hit()
    assert not any(isinstance(e, (SideCollect, SidePay)) for e in later)


def _brute_force(c1: Card, c2: Card, up: Card) -> set[str]:
    """Every Lucky Lucky row three cards make, written from the regulation's list (independent of the engine)."""
    cards = (c1, c2, up)
    ranks = sorted(c.rank for c in cards)
    suited = len({c.suit for c in cards}) == 1
    hard = sum(c.value for c in cards)
    best = hard + 10 if any(c.is_ace for c in cards) and hard + 10 <= 21 else hard
    rows: set[str] = set()
    if ranks == ["7", "7", "7"]:
        rows |= {"777", "suited-777"} if suited else {"777"}
    if ranks == ["6", "7", "8"]:
        rows |= {"678", "suited-678"} if suited else {"678"}
    if best == 21:
        rows |= {"21", "suited-21"} if suited else {"21"}
    if best in (19, 20):
        rows.add(str(best))
    return rows


def test_pr_ll_6_every_three_card_hand_against_a_brute_force_reading() -> None:
    """All 52³ (first card, second card, dealer's up card) triples: the engine's rows are the regulation's,
    and the pay table pays only the highest (A-A-9 is 21)."""
    pt1 = PRESETS["lucky-lucky"]["PT1"]
    for c1, c2, up in product(ALL_CARDS, repeat=3):
        got = lucky_lucky(c1, c2, up)
        want = _brute_force(c1, c2, up)
        assert set(got) == want, (c1, c2, up, got)
        best = pt1.best(got)
        if want:
            assert best is not None and best[1] == max(pt1.odds(o) or 0 for o in want)
    aa9 = lucky_lucky(Card.parse("AS"), Card.parse("AH"), Card.parse("9D"))
    assert pt1.best(aa9) == ("21", 3)


def test_pr_ll_6_pay_tables_and_pt2_without_suited_777() -> None:
    rows = ["suited-777", "suited-678", "777", "678", "suited-21", "21", "20", "19"]
    want = {
        "PT1": [200, 100, 50, 30, 15, 3, 2, 2], "PT2": [None, 100, 50, 30, 10, 3, 2, 2],
        "PT3": [200, 100, 50, 30, 10, 3, 2, 2], "PT4": [200, 100, 50, 25, 15, 3, 2, 2],
        "PT5": [200, 100, 50, 30, 15, 3, 2, 1], "PT6": [200, 100, 50, 30, 10, 3, 2, 1],
        "PT8": [500, 200, 100, 25, 15, 3, 2, 1],
    }  # fmt: skip
    for tid, odds in want.items():
        assert [PRESETS["lucky-lucky"][tid].odds(o) for o in rows] == odds, tid
    s7 = lucky_lucky(Card.parse("7H"), Card.parse("7H"), Card.parse("7H"))
    assert PRESETS["lucky-lucky"]["PT2"].best(s7) == ("777", 50)
    with pytest.raises(ConfigError, match=r"suited-777.*impossible with 2 decks"):
        table("france", {"decks": 2}, side={"name": "lucky-lucky", "table": "PT1"})


def test_pr_ll_7_then_blackjack_as_usual_from_the_dealers_left() -> None:
    """After the bonus, box 1 (the dealer's left) plays first, then box 3."""
    r = make_round("9C 8D 5C 7C 7D 9H 2S 3S 4S 5S", profile="puerto-rico", side={"name": "lucky-lucky"})
    events = deal(r, {3: (10, 1), 1: (10, 1)})
    assert r.phase is Phase.PLAY and r.to_act == (1, 1)
    r.hit()
    r.stand()
    assert r.to_act == (3, 1)
    first_action = next(i for i, e in enumerate(r.events) if isinstance(e, Action))
    last_side = max(i for i, e in enumerate(r.events) if isinstance(e, (SideCollect, SidePay)))
    assert last_side < first_action
    assert [e.box for e in events if isinstance(e, Dealt)][-1] == 0  # the hole card closes the deal
