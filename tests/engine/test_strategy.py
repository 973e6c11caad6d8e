"""The basic-strategy chart computed from the rules [FR-BJ-3, FR-BJ-5, FR-BJ-8…11].

Four rule sets keep the default suite quick (each analysis is cached for the session):
France (6 decks, S17, no hole card, the dealer blackjack takes the whole stake), the same with
``dealer_blackjack_takes=original``, and 6-deck peek games S17 and H17 with late surrender.
The cells checked are the classic ones of published 6-deck charts (e.g. Wizard of Odds,
https://wizardofodds.com/games/blackjack/strategy/4-decks/ and its no-hole-card "European" chart).
"""

from __future__ import annotations

import itertools
import json
from fractions import Fraction

import pytest

from engine.bj_dealer import OUTCOMES, dealer_graph, dealer_probabilities, full_shoe
from engine.cards import Card, parse_cards
from engine.cli import main
from engine.rules import Rules, profile_rules
from engine.strategy import UP_LABELS, compute_strategy

FRANCE = profile_rules("france")
FRANCE_OBO = profile_rules("france", {"dealer_blackjack_takes": "original"})
PEEK_S17 = profile_rules("puerto-rico", {"surrender": "late"})
PEEK_H17 = profile_rules("puerto-rico", {"surrender": "late", "soft_17": "hit"})


def cell(rules: Rules, hand: str, up: str) -> str:
    """The chart code of a hand (``"TS 6H"``) against an up card (``"TD"``)."""
    return compute_strategy(rules).code(parse_cards(hand), Card.parse(up))


# ---------------------------------------------------------------------- dealer probabilities


def test_fr_bj_5_dealer_probabilities_match_wizard_appendix_2b_one_deck() -> None:
    # Wizard of Odds, Blackjack Appendix 2B (dealer probabilities, 1 deck, stands on soft 17, not peeked),
    # https://wizardofodds.com/games/blackjack/appendix/2b/
    published = {
        1: (0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.11654, 0.313726),
        2: (0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0.352973, 0.0),
    }
    for up, row in published.items():
        got = dealer_probabilities(up, 1, False)
        for name, want in zip(OUTCOMES, row, strict=True):
            assert got[name] == pytest.approx(want, abs=6e-7), (up, name)


def _brute_force(shoe: list[int], hard: int, ace: bool, cards: int, hit_soft_17: bool) -> dict[str, Fraction]:
    """Every draw sequence of the dealer, one card at a time (independent of the state graph)."""
    soft = ace and hard <= 11
    total = hard + 10 if soft else hard
    if total > 21:
        return {"bust": Fraction(1)}
    if total >= 17 and not (total == 17 and soft and hit_soft_17):
        return {"blackjack" if cards == 2 and total == 21 else str(total): Fraction(1)}
    out: dict[str, Fraction] = {}
    left = sum(shoe)
    for i, n in enumerate(shoe):
        if not n:
            continue
        shoe[i] -= 1
        sub = _brute_force(shoe, hard + i + 1, ace or i == 0, cards + 1, hit_soft_17)
        shoe[i] += 1
        for k, p in sub.items():
            out[k] = out.get(k, Fraction(0)) + Fraction(n, left) * p
    return out


@pytest.mark.parametrize(("up", "h17"), [(1, True), (6, True), (10, False)])
def test_fr_bj_5_dealer_probabilities_equal_a_brute_force_enumeration_exactly(up: int, h17: bool) -> None:
    shoe = full_shoe(1)
    shoe[up - 1] -= 1
    for v in (5, 10, 10):  # a player's cards are out of the shoe
        shoe[v - 1] -= 1
    want = _brute_force(list(shoe), up, up == 1, 1, h17)
    got = dealer_graph(up, h17).evaluate(shoe, sum(shoe), Fraction(1))
    assert sum(got) == 1
    for name, p in zip(OUTCOMES, got, strict=True):
        assert p == want.get(name, 0), name
    fast = dealer_graph(up, h17).fast()(shoe, sum(shoe))
    assert fast == pytest.approx([float(p) for p in got], abs=1e-12)


# ---------------------------------------------------------------------- classic cells (6 decks, S17, DAS, peek)


@pytest.mark.parametrize(
    ("hand", "up", "code"),
    [
        ("TS 6H", "TD", "Rh"),  # 16 v T: surrender, else hit
        ("9S 7H", "9D", "Rh"),
        ("TS 5H", "TD", "Rh"),  # 15 v T
        ("TS 6H", "6D", "S"),
        ("TS 2H", "2D", "H"),  # 12 v 2 and 3 hit, 4–6 stand
        ("TS 2H", "3D", "H"),
        ("TS 2H", "4D", "S"),
        ("9S 8H", "AD", "S"),  # S17: 17 v A stands
        ("6S 5H", "TD", "D"),  # 11 v T doubles when the dealer has peeked
        ("6S 5H", "AD", "H"),  # S17, 6 decks: 11 v A hits
        ("5S 4H", "2D", "H"),
        ("5S 4H", "3D", "D"),
        ("AS 7H", "9D", "H"),  # A7 v 9 hits
        ("AS 7H", "7D", "S"),
        ("AS 7H", "3D", "Ds"),
        ("AS 8H", "6D", "S"),  # S17: soft 19 v 6 stands
        ("AS 6H", "2D", "H"),
        ("AS 2H", "5D", "D"),
        ("8S 8H", "TD", "P"),
        ("8S 8H", "AD", "P"),
        ("AS AH", "AD", "P"),
        ("9S 9H", "7D", "S"),
        ("9S 9H", "8D", "P"),
        ("TS KH", "6D", "S"),
        ("5S 5H", "9D", "D"),
        ("4S 4H", "5D", "P"),  # with double after split
        ("4S 4H", "4D", "H"),
        ("2S 2H", "7D", "P"),
        ("7S 7H", "8D", "H"),
    ],
)
def test_classic_cells_six_decks_s17_das_peek_late_surrender(hand: str, up: str, code: str) -> None:
    assert cell(PEEK_S17, hand, up) == code


# ---------------------------------------------------------------------- what the rules change


def test_fr_bj_11_no_hole_card_cells_differ_from_peek() -> None:
    # a dealer blackjack after the player has played takes doubles and splits: don't add money v T/A
    assert cell(PEEK_S17, "6S 5H", "TD") == "D" and cell(FRANCE, "6S 5H", "TD") == "H"
    assert cell(PEEK_S17, "8S 8H", "TD") == "P" and cell(FRANCE, "8S 8H", "TD") == "H"
    assert cell(PEEK_S17, "8S 8H", "AD") == "P" and cell(FRANCE, "8S 8H", "AD") == "H"
    assert cell(PEEK_S17, "AS AH", "AD") == "P" and cell(FRANCE, "AS AH", "AD") == "H"
    # against a 9 nothing changes
    assert cell(FRANCE, "6S 5H", "9D") == cell(PEEK_S17, "6S 5H", "9D") == "D"


def test_fr_bj_11_original_bet_only_makes_doubling_v_ten_worth_it_again() -> None:
    assert cell(FRANCE, "6S 5H", "TD") == "H"
    assert cell(FRANCE_OBO, "6S 5H", "TD") == "D"
    assert cell(FRANCE_OBO, "AS AH", "AD") == "P"


def test_fr_bj_5_soft_17_rule_changes_cells() -> None:
    # H17 (published 6-deck H17 charts): soft 19 v 6 doubles, 11 v A doubles, 17 v A and 8,8 v A surrender
    assert (cell(PEEK_S17, "AS 8H", "6D"), cell(PEEK_H17, "AS 8H", "6D")) == ("S", "Ds")
    assert (cell(PEEK_S17, "6S 5H", "AD"), cell(PEEK_H17, "6S 5H", "AD")) == ("H", "D")
    assert (cell(PEEK_S17, "9S 8H", "AD"), cell(PEEK_H17, "9S 8H", "AD")) == ("S", "Rs")
    assert (cell(PEEK_S17, "8S 8H", "AD"), cell(PEEK_H17, "8S 8H", "AD")) == ("P", "Rp")
    assert (cell(PEEK_S17, "TS 5H", "AD"), cell(PEEK_H17, "TS 5H", "AD")) == ("H", "Rh")


def test_fr_bj_10_without_surrender_no_r_codes() -> None:
    chart = compute_strategy(FRANCE).chart()
    codes = {c for part in chart.values() for row in part.values() for c in row.values()}
    assert codes <= {"H", "S", "D", "Ds", "P"}
    assert not any(c.startswith("R") for c in codes)


# ---------------------------------------------------------------------- decide(): codes to moves


def decide(rules: Rules, hand: str, up: str, **can: bool) -> str:
    allowed = {"can_double": True, "can_split": True, "can_surrender": True} | can
    return compute_strategy(rules).decide(parse_cards(hand), Card.parse(up), **allowed)


def test_decide_falls_back_when_the_preferred_move_is_not_allowed() -> None:
    assert decide(PEEK_S17, "6S 5H", "TD") == "double"
    assert decide(PEEK_S17, "6S 5H", "TD", can_double=False) == "hit"  # D → hit
    assert decide(PEEK_S17, "AS 7H", "3D") == "double"
    assert decide(PEEK_S17, "AS 7H", "3D", can_double=False) == "stand"  # Ds → stand
    assert decide(PEEK_S17, "TS 6H", "TD") == "surrender"
    assert decide(PEEK_S17, "TS 6H", "TD", can_surrender=False) == "hit"  # Rh → hit
    assert decide(PEEK_H17, "9S 8H", "AD", can_surrender=False) == "stand"  # Rs → stand
    assert decide(PEEK_H17, "8S 8H", "AD") == "surrender"
    assert decide(PEEK_H17, "8S 8H", "AD", can_surrender=False) == "split"  # Rp → split
    assert decide(PEEK_H17, "8S 8H", "AD", can_surrender=False, can_split=False) == "hit"  # → 16's move


def test_fr_bj_9_pair_that_may_not_split_plays_its_total() -> None:
    # 8,8 v T in a peek game: split; when it may not split, hard 16 v T: surrender, else hit
    assert decide(PEEK_S17, "8S 8H", "TD") == "split"
    assert decide(PEEK_S17, "8S 8H", "TD", can_split=False) == "surrender"
    assert decide(PEEK_S17, "8S 8H", "TD", can_split=False, can_surrender=False) == "hit"
    # soft 12 (published: "a pair of aces you can't re-split … double against a 5 or 6, otherwise hit")
    assert decide(FRANCE, "AS AH", "6D", can_split=False) == "double"
    assert decide(FRANCE, "AS AH", "6D", can_split=False, can_double=False) == "hit"
    assert decide(FRANCE, "AS AH", "7D", can_split=False) == "hit"
    assert decide(FRANCE, "TS JH", "6D") == "stand"


def test_more_than_two_cards_follow_the_total_row() -> None:
    assert decide(PEEK_S17, "5S 6H 5D", "TD", can_double=False, can_surrender=False) == "hit"  # 16
    assert decide(PEEK_S17, "AS 3H 4D", "4D", can_double=False, can_surrender=False) == "stand"  # soft 18 Ds
    assert decide(PEEK_S17, "AS 2H 3D", "5D", can_double=False, can_surrender=False) == "hit"  # soft 16 D
    assert decide(PEEK_S17, "AS AH AD", "7D", can_double=False, can_surrender=False) == "hit"  # soft 13
    assert decide(FRANCE, "7S 7H 7D", "TD", can_double=False, can_surrender=False) == "stand"  # 21
    assert decide(FRANCE, "AS 5H TD", "TD", can_double=False, can_surrender=False) == "hit"  # hard 16


def test_every_decision_is_a_known_move_and_respects_what_is_allowed() -> None:
    s = compute_strategy(PEEK_H17)
    ranks = "A23456789T"
    ups = [Card.parse(r + "D") for r in ranks]
    for a, b in itertools.combinations_with_replacement(ranks, 2):
        cards = [Card.parse(a + "S"), Card.parse(b + "H")]
        for up in ups:
            for flags in itertools.product((False, True), repeat=3):
                move = s.decide(cards, up, can_double=flags[0], can_split=flags[1], can_surrender=flags[2])
                assert move in {"hit", "stand", "double", "split", "surrender"}
                assert flags[0] or move != "double"
                assert flags[1] or move != "split"
                assert flags[2] or move != "surrender"


# ---------------------------------------------------------------------- shape, cache, CLI


def test_chart_json_shape() -> None:
    chart = compute_strategy(FRANCE).chart()
    assert list(chart) == ["hard", "soft", "pairs"]
    assert list(chart["hard"]) == [str(t) for t in range(4, 22)]
    assert list(chart["soft"]) == [str(t) for t in range(13, 22)]
    assert list(chart["pairs"]) == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T"]
    for part in chart.values():
        for row in part.values():
            assert tuple(row) == UP_LABELS == ("2", "3", "4", "5", "6", "7", "8", "9", "T", "A")


def test_strategy_is_cached_per_rules_and_shared_by_options_the_base_game_ignores() -> None:
    assert compute_strategy(FRANCE) is compute_strategy(profile_rules("france"))
    assert compute_strategy(FRANCE) is compute_strategy(FRANCE.with_options({"shuffle": "continuous", "burn": 0}))


def test_cli_strategy_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["strategy", "--profile", "puerto-rico", "--rule", "surrender=late", "--json"]) == 0
    chart = json.loads(capsys.readouterr().out)
    assert chart == compute_strategy(PEEK_S17).chart()
    assert chart["hard"]["16"]["T"] == "Rh"


def test_cli_strategy_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["strategy"]) == 0
    out = capsys.readouterr().out
    assert "no hole card" in out and "House edge" in out and "Method:" in out


@pytest.mark.parametrize(
    "argv", [["--rule", "decks=9"], ["--rule", "nonsense"], ["--profile", "monaco"], ["--rule", "soft_17=maybe"]]
)
def test_cli_strategy_bad_input_one_line_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["strategy", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("croupier strategy: ") and err.count("\n") == 1
