"""The base game's expected return [FR-BJ-3…11] against published figures.

Published: Wizard of Odds, Blackjack Appendix 9 (exact combinatorial expected returns; double on any
two cards, resplit to four hands except aces, one card to split aces, no surrender, blackjack 3:2):
- 1 deck S17  https://wizardofodds.com/games/blackjack/appendix/9/1ds17r4/   DAS +0.1839 %, no DAS +0.0423 %
- 1 deck H17  https://wizardofodds.com/games/blackjack/appendix/9/1dh17r4/   DAS −0.0072 %, no DAS −0.1513 %
- 2 decks H17 https://wizardofodds.com/games/blackjack/appendix/9/2dh17r4/   DAS −0.3797 %, no DAS −0.5252 %
- 5 decks S17 https://wizardofodds.com/games/blackjack/appendix/9/5ds17r4/   DAS −0.3804 %, no DAS −0.5225 %
- 5 decks H17 https://wizardofodds.com/games/blackjack/appendix/9/5dh17r4/   DAS −0.5918 %, no DAS −0.7366 %
- 6 decks H17 no hole card, "player loses everything … if dealer gets a blackjack"
  https://wizardofodds.com/games/blackjack/appendix/9/euro-6dh17r4/          DAS −0.72705 %, no DAS −0.86975 %
- 8 decks H17 no hole card https://wizardofodds.com/games/blackjack/appendix/9/euro-8dh17r4/
                                                                               DAS −0.7562 %, no DAS −0.89865 %
Those figures let the player choose the best move for each exact composition; our chart is
total-dependent (as a player plays it), which costs a little: about 0.005 points with 5–8 decks,
0.04 with one deck. (The 0.639 % quoted for 6 decks H17 DAS peek in
https://wizardofvegas.com/forum/questions-and-answers/math/39582-how-were-house-edges-for-bj-games-determined
is a shoe dealt to a cut card; our figures are off the top of a full shoe, so it is not compared.)
The Wizard's calculator gives 0.55 % for the German Spielbank game: 6 decks S17, no hole card,
double on 9–11, double after split, resplit any pair including aces to four hands, no surrender
(https://wizardofodds.com/ask-the-wizard/294/).
"""

from __future__ import annotations

import pytest

from engine.basegame import action_values, house_edge
from engine.cards import Card, parse_cards
from engine.rules import Rules, profile_rules

TOLERANCE = 0.0005  # 0.05 percentage points

PEEK_5D_H17 = Rules(decks=5, hole_card="peek", soft_17="hit")
ENHC_6D_H17 = Rules(decks=6, hole_card="none", soft_17="hit", dealer_blackjack_takes="all")


def values(rules: Rules, hand: str, up: str) -> dict[str, float]:
    return action_values(rules, parse_cards(hand), Card.parse(up))


# ---------------------------------------------------------------------- one hand at a time


@pytest.mark.parametrize(
    ("hand", "stand", "hit", "double"),
    [("AS 2H", -0.596923, -0.100728, -0.583036), ("6S 5H", -0.594346, 0.109880, 0.128187)],
)
def test_hand_values_v_ace_match_appendix_9_five_decks_h17_peek(
    hand: str, stand: float, hit: float, double: float
) -> None:
    # given no dealer blackjack: the player's draws know the hole card is not a ten
    v = values(PEEK_5D_H17, hand, "AD")
    assert v["stand"] == pytest.approx(stand, abs=1e-6)
    assert v["hit"] == pytest.approx(hit, abs=1e-6)
    assert v["double"] == pytest.approx(double, abs=1e-6)


@pytest.mark.parametrize(
    ("hand", "stand", "hit", "double"),
    [("AS 2H", -0.722356, -0.379910, -1.024099), ("6S 5H", -0.720879, -0.235772, -0.535879)],
)
def test_fr_bj_11_hand_values_v_ace_match_appendix_9_six_decks_no_hole_card(
    hand: str, stand: float, hit: float, double: float
) -> None:
    # with no hole card the dealer's blackjack takes the doubled stake too
    v = values(ENHC_6D_H17, hand, "AD")
    assert v["stand"] == pytest.approx(stand, abs=1e-6)
    assert v["hit"] == pytest.approx(hit, abs=1e-6)
    assert v["double"] == pytest.approx(double, abs=1e-6)


def test_action_values_offer_split_and_surrender_only_when_allowed() -> None:
    assert set(values(ENHC_6D_H17, "8S 8H", "TD")) == {"stand", "hit", "double", "split"}
    assert set(values(ENHC_6D_H17, "9S 8H", "TD")) == {"stand", "hit", "double"}
    assert "surrender" in values(ENHC_6D_H17.with_options({"surrender": "late"}), "9S 7H", "TD")
    assert set(values(ENHC_6D_H17.with_options({"double_on": "10-11"}), "5S 4H", "6D")) == {"stand", "hit"}


# ---------------------------------------------------------------------- the whole game


@pytest.mark.parametrize(
    ("rules", "published"),
    [(PEEK_5D_H17, 0.005918), (ENHC_6D_H17, 0.0072705)],
    ids=["5d-h17-das-peek", "6d-h17-das-enhc"],
)
def test_house_edge_matches_published(rules: Rules, published: float) -> None:
    result = house_edge(rules)
    assert result.house_edge == pytest.approx(published, abs=TOLERANCE)
    # composition-dependent play can only do better than a chart
    assert result.house_edge >= published - 0.00005


def test_house_edge_figures_are_consistent() -> None:
    r = house_edge(profile_rules("france"))
    assert r.exact is None and "dealer" in r.method and "split" in r.method
    assert r.player_return == -r.house_edge
    assert sum(u.probability for u in r.per_up_card) == pytest.approx(1.0, abs=1e-12)
    assert sum(u.probability * u.ev for u in r.per_up_card) == pytest.approx(r.player_return, abs=1e-12)
    # a natural: an ace and a ten from six decks [FR-BJ-7]
    assert r.player_blackjack == pytest.approx(2 * 24 * 96 / (312 * 311), abs=1e-12)
    assert r.dealer_blackjack == pytest.approx(r.player_blackjack, abs=1e-12)
    assert [round(u.probability * 13, 9) for u in r.per_up_card] == [1] * 9 + [4]


def test_fr_bj_11_original_bet_only_lowers_the_edge() -> None:
    whole = house_edge(profile_rules("france")).house_edge
    original = house_edge(profile_rules("france", {"dealer_blackjack_takes": "original"})).house_edge
    assert 0.0005 < whole - original < 0.002


@pytest.mark.slow
@pytest.mark.parametrize(
    ("rules", "published", "tolerance"),
    [
        (Rules(decks=5, hole_card="peek"), 0.003804, TOLERANCE),
        (Rules(decks=5, hole_card="peek", double_after_split=False), 0.005225, TOLERANCE),
        (Rules(decks=5, hole_card="peek", soft_17="hit", double_after_split=False), 0.007366, TOLERANCE),
        (Rules(decks=2, hole_card="peek", soft_17="hit"), 0.003797, TOLERANCE),
        (Rules(decks=2, hole_card="peek", soft_17="hit", double_after_split=False), 0.005252, TOLERANCE),
        (Rules(decks=1, hole_card="peek"), -0.001839, TOLERANCE),
        (Rules(decks=1, hole_card="peek", double_after_split=False), -0.000423, TOLERANCE),
        (Rules(decks=1, hole_card="peek", soft_17="hit"), 0.000072, TOLERANCE),
        (Rules(decks=6, hole_card="none", soft_17="hit", double_after_split=False), 0.0086975, TOLERANCE),
        (Rules(decks=8, hole_card="none", soft_17="hit"), 0.007562, TOLERANCE),
        (Rules(decks=8, hole_card="none", soft_17="hit", double_after_split=False), 0.0089865, TOLERANCE),
        (Rules(double_on="9-11", resplit_aces=True), 0.0055, TOLERANCE),  # Spielbank, the Wizard's calculator
    ],
)
def test_house_edge_matches_published_slow(rules: Rules, published: float, tolerance: float) -> None:
    assert house_edge(rules).house_edge == pytest.approx(published, abs=tolerance)


@pytest.mark.slow
def test_fr_bj_7_six_to_five_costs_three_tenths_of_the_unmatched_blackjacks() -> None:
    base = house_edge(Rules(hole_card="peek"))
    six_five = house_edge(Rules(hole_card="peek", blackjack_pays="6:5"))
    even = house_edge(Rules(hole_card="peek", blackjack_pays="1:1"))
    cost = six_five.house_edge - base.house_edge
    assert cost == pytest.approx((even.house_edge - base.house_edge) * 0.6, rel=1e-9)
    assert 0.0130 < cost < 0.0140  # about 1.4 points, as commonly published


@pytest.mark.slow
def test_fr_bj_4_forbidding_a_draw_on_21_changes_nothing() -> None:
    assert house_edge(Rules(draw_on_21=False)).house_edge == pytest.approx(house_edge(Rules()).house_edge, abs=1e-12)


@pytest.mark.slow
def test_rule_effects_have_the_published_sign_and_size() -> None:
    peek = house_edge(Rules(hole_card="peek")).house_edge
    eight = house_edge(Rules(hole_card="peek", decks=8)).house_edge
    assert 0.0001 < eight - peek < 0.0005  # eight decks cost about 0.02–0.03 points
    surrender = house_edge(Rules(hole_card="peek", surrender="late")).house_edge
    assert 0.0005 < peek - surrender < 0.001  # late surrender is worth about 0.07–0.08
    rsa = house_edge(Rules(hole_card="peek", resplit_aces=True)).house_edge
    assert 0.0003 < peek - rsa < 0.001  # resplitting aces is worth about 0.06–0.08
    d10 = house_edge(Rules(hole_card="peek", double_on="10-11")).house_edge
    assert 0.0015 < d10 - peek < 0.0025  # double on 10–11 only costs about 0.17–0.21
