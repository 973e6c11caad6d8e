"""Hyper black jack's exact odds [FR-HBJ-2] [FR-HBJ-5]: against a brute force over every order of
small shoes, against the dealer tables of :mod:`engine.math.bj_dealer`, and through ``croupier odds``."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from fractions import Fraction

import pytest

from croupier.engine.cli.main import main
from croupier.engine.core.cards import Card
from croupier.engine.core.errors import ConfigError
from croupier.engine.core.rules import profile_rules
from croupier.engine.math.bj_dealer import dealer_probabilities
from croupier.engine.math.hyper_odds import CASES, PAYS, dealer_final, hyper_odds, shoe_counts


def _dealer_result(cards: list[int], hit_soft_17: bool) -> str:
    """The dealer plays from the top of ``cards`` (values, ace = 1): the brute force's own rules."""
    hand: list[int] = []
    for v in cards:
        hand.append(v)
        hard = sum(hand)
        soft = 1 in hand and hard + 10 <= 21
        best = hard + 10 if soft else hard
        if len(hand) == 2 and best == 21:
            return "blackjack"
        if best > 21:
            return "bust"
        if best >= 17 and not (hit_soft_17 and soft and best == 17):
            return str(best)
    raise AssertionError("the shoe ran out")


def _brute_force(values: list[int], hit_soft_17: bool) -> dict[str, Fraction]:
    """Every order of the shoe's cards (each card distinct), equally likely."""
    counts: Counter[str] = Counter()
    total = 0
    for order in itertools.permutations(values):
        counts[_dealer_result(list(order), hit_soft_17)] += 1
        total += 1
    return {c: Fraction(counts[c], total) for c in CASES}


def _counts(values: list[int]) -> list[int]:
    return [values.count(v) for v in range(1, 11)]


SMALL_SHOES = [
    [1, 6, 10, 10, 5, 2, 7, 1],  # soft 17 reachable, blackjacks, busts
    [1, 1, 6, 6, 4, 3, 10, 9],
    [2, 3, 4, 5, 6, 7, 8, 10],
    [1, 10, 1, 10, 8, 9, 7],
]


@pytest.mark.parametrize("hit_soft_17", [False, True])
@pytest.mark.parametrize("values", SMALL_SHOES)
def test_hbj_2_hbj_5_exact_odds_equal_brute_force_on_small_shoes(values: list[int], hit_soft_17: bool) -> None:
    """[FR-HBJ-2] [FR-HBJ-5] the recursion's distribution is the count over every order of the shoe."""
    assert dealer_final(_counts(values), hit_soft_17) == _brute_force(values, hit_soft_17)


def test_hbj_2_soft_17_rule_changes_the_small_shoe_odds() -> None:
    """[FR-BJ-5] the test shoes are ones where the soft-17 rule matters (the comparison can fail)."""
    values = SMALL_SHOES[0]
    assert _brute_force(values, False) != _brute_force(values, True)


@pytest.mark.parametrize(("decks", "h17"), [(1, False), (2, True), (6, False), (8, True)])
def test_hbj_2_full_shoes_agree_with_the_dealer_tables(decks: int, h17: bool) -> None:
    """[FR-HBJ-2] weighted by the first card, the dealer tables of engine.math.bj_dealer give the same figures."""
    got = dealer_final(shoe_counts(decks), h17)
    want = dict.fromkeys(CASES, Fraction(0))
    for up in range(1, 11):
        p_up = Fraction(16 if up == 10 else 4, 52)
        for case, p in dealer_probabilities(up, decks, h17, exact=True).items():
            want[case] += p_up * Fraction(p)
    assert got == want
    assert sum(got.values()) == 1


def test_hbj_2_house_edge_of_every_case_is_one_minus_its_return() -> None:
    """[FR-HBJ-2] each case pays its regulated odds to 1; the edge is 1 − P × (odds + 1)."""
    o = hyper_odds(profile_rules("france", {}))
    assert [r.outcome for r in o.outcomes] == list(CASES)
    for r in o.outcomes:
        assert r.odds == PAYS[r.outcome]
        assert r.house_edge == 1 - r.probability * (r.odds + 1)
        assert 0 < r.house_edge < 1
    # the six-deck, stand-on-soft-17 figures: a dealer blackjack is 2 × 4/13 × 16/311 per first two cards
    assert o.outcome("blackjack").probability == 2 * Fraction(24, 312) * Fraction(96, 311)


def test_hbj_2_removed_cards_change_the_shoe_and_are_checked() -> None:
    """Known cards come out of the shoe; more than the decks hold is refused, naming the card."""
    rules = profile_rules("france", {"decks": 1})
    plain = hyper_odds(rules)
    less = hyper_odds(rules, (Card.parse("AS"), Card.parse("AH")))
    assert less.cards == 50 and less.outcome("blackjack").probability < plain.outcome("blackjack").probability
    with pytest.raises(ConfigError, match="QH"):
        hyper_odds(rules, (Card.parse("QH"), Card.parse("QH")))
    with pytest.raises(ConfigError, match="run out"):
        dealer_final([2, 1, 1, 0, 0, 0, 0, 0, 0, 0], False)


def test_hbj_2_sampled_dealer_hands_stay_near_the_exact_odds() -> None:
    """A seeded sample of 60,000 dealer hands from a six-deck shoe lies within 4.5 standard errors."""
    _sample_check(60_000, seed=14)


@pytest.mark.slow
def test_hbj_2_a_million_sampled_dealer_hands_stay_near_the_exact_odds() -> None:
    """The same with 1,000,000 hands (slow)."""
    _sample_check(1_000_000, seed=1455)


def _sample_check(n: int, seed: int) -> None:
    rng = random.Random(seed)
    deck = [v for v in range(1, 11) for _ in range(96 if v == 10 else 24)]  # any 17 cards make 17 points
    exact = dealer_final(shoe_counts(6), False)
    seen: Counter[str] = Counter()
    for _ in range(n):
        seen[_dealer_result(rng.sample(deck, 17), False)] += 1
    for case in CASES:
        p = float(exact[case])
        sd = (p * (1 - p) / n) ** 0.5
        assert abs(seen[case] / n - p) < 4.5 * sd, case


def test_odds_cli_hyper_blackjack_json_lists_every_case(capsys: pytest.CaptureFixture[str]) -> None:
    """``croupier odds hyper-blackjack --profile france --rule … --json``: outcome, probability, house edge."""
    assert main(["odds", "hyper-blackjack", "--profile", "france", "--rule", "decks=2", "--rule", "soft_17=hit",
                 "--json"]) == 0  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert data["decks"] == 2 and data["soft_17"] == "hit"
    exact = hyper_odds(profile_rules("france", {"decks": 2, "soft_17": "hit"}))
    assert [o["outcome"] for o in data["outcomes"]] == list(CASES)
    for row in data["outcomes"]:
        want = exact.outcome(row["outcome"])
        assert Fraction(row["probability_exact"]) == want.probability
        assert Fraction(row["house_edge_exact"]) == want.house_edge
        assert row["house_edge"] == pytest.approx(float(want.house_edge))


def test_odds_cli_hyper_blackjack_text_and_refusals(capsys: pytest.CaptureFixture[str]) -> None:
    """Text by default; a Puerto Rico profile or a bad rule is one line on stderr and status 2."""
    assert main(["odds", "hyper-blackjack"]) == 0
    assert "bust" in capsys.readouterr().out
    assert main(["odds", "hyper-blackjack", "--profile", "puerto-rico"]) == 2
    err = capsys.readouterr().err
    assert "French" in err and err.count("\n") == 1
    assert main(["odds", "hyper-blackjack", "--rule", "decks=9"]) == 2
    assert "decks" in capsys.readouterr().err
