"""The basic-strategy chart computed from the rules [FR-BJ-3, FR-BJ-5, FR-BJ-8, FR-BJ-9, FR-BJ-10, FR-BJ-11].

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

from croupier.engine.cli.main import main
from croupier.engine.core.cards import Card, parse_cards
from croupier.engine.core.rules import Rules, profile_rules
from croupier.engine.math import bj_fast
from croupier.engine.math.bj_analysis import analyse, analyse_exact, hand_options
from croupier.engine.math.bj_dealer import OUTCOMES, dealer_graph, dealer_probabilities, full_shoe
from croupier.engine.math.bj_fast import _nodes
from croupier.engine.math.bj_game import GameRules
from croupier.engine.math.bj_upcard import _analyse
from croupier.engine.math.strategy import UP_LABELS, compute_strategy

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


# ---------------------------------------------------------------------- fast path = exact path

#: rule sets whose fast chart must equal the exact one cell for cell: 1–8 decks, peek and no hole
#: card (both blackjack rules), S17/H17, DAS or not, surrender or not, and the other options
EXACT_SETS = [
    Rules(decks=1, hole_card="peek", soft_17="hit", surrender="late"),
    Rules(decks=1, hole_card="peek"),
    Rules(decks=1, hole_card="peek", soft_17="hit", double_after_split=False),
    Rules(decks=1, soft_17="hit", dealer_blackjack_takes="original", surrender="late"),
    Rules(decks=2, hole_card="peek", soft_17="hit"),
    Rules(decks=2),
    Rules(decks=2, hole_card="peek", surrender="late-except-ace", double_on="10-11"),
    Rules(decks=2, soft_17="hit", dealer_blackjack_takes="original", double_after_split=False),
    Rules(decks=3, hole_card="peek", resplit_aces=True, max_hands=3),
    Rules(decks=4, hole_card="peek", soft_17="hit", surrender="late"),
    Rules(decks=4, double_on="9-11", split_by="rank"),
    Rules(decks=5, hole_card="peek", double_after_split=False),
    Rules(decks=5, hole_card="peek", soft_17="hit", blackjack_pays="6:5"),
    Rules(),
    Rules(dealer_blackjack_takes="original"),
    Rules(hole_card="peek", surrender="late"),
    Rules(hole_card="peek", soft_17="hit", surrender="late", draw_on_21=False),
    Rules(soft_17="hit", surrender="late-except-ace", max_hands=2),
    Rules(decks=7, hole_card="peek", split_by="rank", resplit_aces=True),
    Rules(decks=8, hole_card="peek", soft_17="hit"),
    Rules(decks=8, soft_17="hit", double_after_split=False, surrender="late"),
]


def _fast_equals_exact(rules: Rules) -> None:
    g = GameRules.of(rules)
    fast = analyse(g)
    exact = analyse_exact(g)
    assert exact.exact_ev is not None and isinstance(exact.exact_ev, Fraction)
    for name in ("hard", "soft", "pairs"):
        assert getattr(fast, name) == getattr(exact, name), name
    assert fast.ev == pytest.approx(float(exact.exact_ev), abs=1e-12)
    for f, e in zip(fast.per_up, exact.per_up, strict=True):
        assert f.ev == pytest.approx(e.ev, abs=1e-12)


def test_fast_path_equals_the_exact_fraction_path_on_every_cell() -> None:
    _fast_equals_exact(EXACT_SETS[0])


def _rules_id(r: Rules) -> str:
    base = Rules().to_dict()
    return "-".join(f"{k}={v}" for k, v in r.to_dict().items() if v != base[k]) or "default"


@pytest.mark.slow
@pytest.mark.parametrize("rules", EXACT_SETS[1:], ids=_rules_id)
def test_fast_path_equals_the_exact_fraction_path_on_every_cell_slow(rules: Rules) -> None:
    _fast_equals_exact(rules)


def test_scalar_float_path_without_numpy_equals_the_vectorised_one() -> None:
    """The analysis without numpy (one scalar calculator per up card) gives the vectorised figures."""
    g = GameRules.of(Rules(decks=2, soft_17="hit", dealer_blackjack_takes="original", surrender="late"))
    fast = analyse(g)
    scalar = _analyse(g, False)
    for name in ("hard", "soft", "pairs"):
        assert getattr(fast, name) == getattr(scalar, name), name
    assert fast.ev == pytest.approx(scalar.ev, abs=1e-12)
    for f, s in zip(fast.per_up, scalar.per_up, strict=True):
        assert f.ev == pytest.approx(s.ev, abs=1e-12)
        assert f.dealer_blackjack == pytest.approx(s.dealer_blackjack, abs=1e-12)


def test_a_chart_hitting_rows_outside_the_guess_completes_the_dealer_table_same_figures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The fast path computes the dealer table only where a chart hitting the guessed rows leads;
    a chart that hits another row completes the table and replays the decided rows: with a guess
    that hits nothing every up card completes, and the figures are those of the guessed path."""
    g = GameRules.of(Rules(decks=1, soft_17="hit", dealer_blackjack_takes="original", surrender="late"))
    guessed = _analyse(g, False, bj_fast.calculator)
    completed: list[int] = []
    complete = bj_fast._FastUp._complete

    def counted(self: bj_fast._FastUp) -> None:
        completed.append(self.up)
        complete(self)

    monkeypatch.setattr(bj_fast._FastUp, "_complete", counted)
    monkeypatch.setattr(bj_fast, "_GUESS", {up: frozenset() for up in range(1, 11)})
    full = _analyse(g, False, bj_fast.calculator)
    assert sorted(completed) == list(range(1, 11))
    for name in ("hard", "soft", "pairs"):
        assert getattr(full, name) == getattr(guessed, name), name
    assert full.ev == pytest.approx(guessed.ev, abs=1e-12)
    for f, e in zip(full.per_up, guessed.per_up, strict=True):
        assert f.ev == pytest.approx(e.ev, abs=1e-12)
        assert f.dealer_blackjack == pytest.approx(e.dealer_blackjack, abs=1e-12)


def test_fast_nodes_lead_one_card_further_on_in_the_same_shoe_variant() -> None:
    """Each hand node's child by a card holds that card more (same variant: the same extra pair
    cards out); a card that busts the hand leads to the sentinel node."""
    nd = _nodes(2)
    for i in range(0, nd.n, 97):
        for c in range(10):
            j = int(nd.child[i, c])
            if nd.hard[i] + c + 1 > 21:
                assert j == nd.n
                continue
            assert j < nd.n and nd.hard[j] == nd.hard[i] + c + 1
            assert (nd.removal[j] - nd.removal[i]).tolist() == [1.0 if k == c else 0.0 for k in range(10)]


def test_generated_dealer_pass_is_exact_on_ints() -> None:
    for up, h17 in ((1, True), (2, False), (7, True)):
        shoe = full_shoe(2)
        shoe[up - 1] -= 1
        for v in (2, 2, 9, 10):
            shoe[v - 1] -= 1
        graph = dealer_graph(up, h17)
        counts = graph.counts_fn()(shoe, sum(shoe))
        den = counts[-1]
        want = graph.evaluate(shoe, sum(shoe), Fraction(1))
        got = [Fraction(x, den) for x in counts[:5]]
        assert got == want[:5]
        assert Fraction(counts[5], den) == want[6]  # blackjack
        assert 1 - sum(got) - Fraction(counts[5], den) == want[5]  # bust, the complement


# ---------------------------------------------------------------------- pair rows [FR-BJ-9]

ONE_DECK = Rules(decks=1, hole_card="peek")
ONE_DECK_H17_LS = Rules(decks=1, hole_card="peek", soft_17="hit", surrender="late")


def _best_code(opts: dict[str, float]) -> str:
    best = max(opts, key=lambda k: opts[k])
    hits = opts.get("H", -9.0) > opts["S"]
    if best == "R":
        rest = {k: v for k, v in opts.items() if k != "R"}
        return "Rp" if max(rest, key=lambda k: rest[k]) == "P" else ("Rh" if hits else "Rs")
    if best == "D":
        return "D" if hits else "Ds"
    return best if best == "P" else ("H" if hits else "S")


def test_fr_bj_9_pair_row_is_the_best_of_splitting_and_the_pairs_own_moves() -> None:
    # published one-deck charts (Wizard of Odds, https://wizardofodds.com/games/blackjack/strategy/1-deck/):
    # 7,7 v T stands (surrenders where allowed) although hard 14 v T hits
    assert cell(ONE_DECK, "7S 7H", "TD") == "S" and cell(ONE_DECK, "TS 4H", "TD") == "H"
    assert cell(ONE_DECK.with_options({"surrender": "late"}), "7S 7H", "TD") == "Rs"
    assert cell(ONE_DECK_H17_LS, "7S 7H", "AD") == "Rh"
    assert decide(ONE_DECK, "7S 7H", "TD") == "stand"
    assert decide(ONE_DECK, "7S 7H", "TD", can_split=False) == "stand"
    # 4,4 v A, 2 decks, no hole card: the pair's own best move (hit), not a split
    assert cell(Rules(decks=2), "4S 4H", "AD") == "H"
    for rules in (ONE_DECK, ONE_DECK_H17_LS, Rules(decks=2), FRANCE, PEEK_H17):
        g = GameRules.of(rules)
        pairs = analyse(g).pairs
        for v in range(1, 11):
            for u in range(1, 11):
                assert pairs[v][u] == _best_code(hand_options(g, (v, v), u)), (rules, v, u)


ONE_DECK_H17 = Rules(decks=1, hole_card="peek", soft_17="hit")

#: E(split) given no dealer blackjack, 1 deck H17, double after split, resplit to four hands except
#: aces (one card each), from Eric Farmer's combinatorial analyzer 7.6 (CDZ-; strategy.cpp of
#: https://github.com/possibly-wrong/blackjack), the split method of the Wizard of Odds' appendix 9:
#: cells where the analyzer's composition-dependent play of the split hands is the chart's
FARMER_SPLIT_1D_H17_DAS = {
    (1, 1): 0.2150920454500, (1, 6): 0.7559274785400, (1, 10): 0.1942514416600,
    (2, 5): 0.3015004533900, (3, 4): 0.1608979716000, (6, 2): -0.0974663330800,
    (7, 8): -0.3805909553500, (8, 2): 0.1158341912400, (8, 8): -0.0595246126800,
    (9, 2): 0.2049047786500, (9, 7): 0.3585998310000, (9, 8): 0.2074910461700,
    (10, 3): 0.1233005614400, (10, 5): 0.3268442194100, (10, 8): 0.0117651875600,
}  # fmt: skip


@pytest.mark.parametrize(("pair", "up"), sorted(FARMER_SPLIT_1D_H17_DAS))
def test_fr_bj_9_split_values_equal_farmers_analyzer_one_deck(pair: int, up: int) -> None:
    # resplits: each hand knows how many pair cards the round has dealt and how many other second
    # cards were not pairs (a hand valued with only the other pair card out is 0.003–0.025 off)
    split = hand_options(GameRules.of(ONE_DECK_H17), (pair, pair), up)["P"]
    assert split == pytest.approx(FARMER_SPLIT_1D_H17_DAS[(pair, up)], abs=1e-10)


def test_fr_bj_9_nines_split_against_an_ace_at_one_deck_h17_with_double_after_split() -> None:
    # Wizard of Odds 1-deck chart (https://wizardofodds.com/games/blackjack/strategy/1-deck/), H17 with
    # double after split: 9,9 v A splits; Farmer's analyzer: split -0.183940 v stand -0.186130 (DAS),
    # split -0.191231 without double after split (stand); with S17 the nines stand
    assert cell(ONE_DECK_H17, "9S 9H", "AD") == "P"
    assert cell(ONE_DECK_H17.with_options({"double_after_split": False}), "9S 9H", "AD") == "S"
    assert cell(ONE_DECK, "9S 9H", "AD") == "S"
    opts = hand_options(GameRules.of(ONE_DECK_H17), (9, 9), 1)
    assert opts["P"] == pytest.approx(-0.18393964186, abs=1e-4)
    assert opts["S"] == pytest.approx(-0.18613048871, abs=1e-10)


def test_cli_strategy_names_late_surrender_except_against_an_ace(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["strategy", "--rule", "surrender=late-except-ace"]) == 0
    head = capsys.readouterr().out.splitlines()[0]
    assert "late surrender except against an ace" in head and "no surrender" not in head
    assert main(["strategy", "--rule", "surrender=late"]) == 0
    assert "late surrender," in capsys.readouterr().out.splitlines()[0]
