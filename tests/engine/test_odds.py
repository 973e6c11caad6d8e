"""Exact side-bet odds [FR-LL-2, FR-LL-6, FR-LL-8, FR-LL-9, FR-LL-10, PR-LL-6] against independent counts.

The brute-force counts below walk every physical card of small shoes in order and judge each
sequence with the evaluators directly; they share nothing with engine.math.odds' class counting.
"""

from __future__ import annotations

import json
import sys
import types
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest

from croupier.engine.cli.main import main
from croupier.engine.core.cards import Card, make_decks, parse_cards, total
from croupier.engine.core.errors import ConfigError
from croupier.engine.core.paytables import LUCKY_LADIES, LUCKY_LUCKY, PRESETS, PayTable, preset
from croupier.engine.core.rules import Rules
from croupier.engine.core.sidebets import lucky_ladies, lucky_lucky
from croupier.engine.math import odds

# rows in an order the presets never use: matched-20 pays more than a pair of queens of hearts
ODD_LADIES = PayTable("odd", LUCKY_LADIES, (("qh-pair", 30), ("matched-20", 50), ("any-20", 3)))
ALL_LUCKY = PayTable(
    "all",
    LUCKY_LUCKY,
    (("suited-777", 200), ("suited-678", 100), ("777", 50), ("678", 30), ("suited-21", 15), ("21", 3), ("20", 2),
     ("19", 2)),
)  # fmt: skip


def shoe(decks: int, removed: str = "") -> list[Card]:
    cards = make_decks(decks)
    for c in parse_cards(removed):
        cards.remove(c)
    return cards


def brute_ladies(table: PayTable, decks: int, removed: str = "") -> tuple[int, Counter[str]]:
    """Every ordered pair of physical cards for the box; for the pairs whose pay depends on the
    dealer, every ordered pair of the remaining physical cards for the dealer."""
    cards = shoe(decks, removed)
    n = len(cards)
    dealer_ways = (n - 2) * (n - 3)
    counts: Counter[str] = Counter()
    for i, a in enumerate(cards):
        for j, b in enumerate(cards):
            if i == j:
                continue
            plain = table.best(lucky_ladies(a, b, False))
            with_bj = table.best(lucky_ladies(a, b, True))
            if plain == with_bj:
                counts[plain[0] if plain else "lose"] += dealer_ways
                continue
            rest = [c for k, c in enumerate(cards) if k not in (i, j)]
            bj = sum(
                1 for x, d1 in enumerate(rest) for y, d2 in enumerate(rest) if x != y and total((d1, d2)) == (21, True)
            )
            counts[with_bj[0] if with_bj else "lose"] += bj
            counts[plain[0] if plain else "lose"] += dealer_ways - bj
    return n * (n - 1) * (n - 2) * (n - 3), counts


def brute_lucky(tables: list[PayTable], decks: int, removed: str = "") -> tuple[int, list[Counter[str]]]:
    """Every ordered triple of physical cards: box, box, dealer's up card."""
    cards = shoe(decks, removed)
    n = len(cards)
    found: Counter[tuple[str, ...]] = Counter()
    for i, a in enumerate(cards):
        for j, b in enumerate(cards):
            if i == j:
                continue
            for k, c in enumerate(cards):
                if k != i and k != j:
                    found[lucky_lucky(a, b, c)] += 1
    out = []
    for t in tables:
        counts: Counter[str] = Counter()
        for outcomes, m in found.items():
            best = t.best(outcomes)
            counts[best[0] if best else "lose"] += m
        out.append(counts)
    return n * (n - 1) * (n - 2), out


def as_counts(o: odds.SideOdds) -> dict[str, int]:
    return {r.outcome: r.count for r in o.outcomes if r.count}


# ------------------------------------------------------------------------------ Lucky Ladies


def test_fr_ll_published_table_a_six_decks_to_the_last_digit() -> None:
    o = odds.side_bet_odds(preset(LUCKY_LADIES, "A"), 6)
    assert o.ways == 312 * 311 * 310 * 309 == 9_294_695_280
    assert as_counts(o) | {"lose": 0} == {
        "qh-pair-dealer-bj": 135_360,
        "qh-pair": 2_738_340,
        "matched-20": 43_105_500,
        "suited-20": 193_112_640,
        "any-20": 744_863_040,
        "lose": 0,
    }
    assert round(float(o.house_edge) * 100, 4) == 24.7089
    assert "312·311·310·309" in o.convention


@pytest.mark.parametrize("table", [preset(LUCKY_LADIES, "A"), preset(LUCKY_LADIES, "B"), ODD_LADIES])
def test_fr_ll_6_two_decks_match_brute_force_over_every_sequence(table: PayTable) -> None:
    ways, brute = brute_ladies(table, 2)
    o = odds.side_bet_odds(table, 2)
    assert o.ways == ways
    assert as_counts(o) == {k: v for k, v in brute.items() if v}


def test_fr_ll_10_dealer_blackjack_row_brute_force_with_removed_cards() -> None:
    table = preset(LUCKY_LADIES, "A")
    removed = "AS,KH,JH,9D"
    ways, brute = brute_ladies(table, 2, removed)
    o = odds.side_bet_odds(table, 2, parse_cards(removed))
    assert o.ways == ways
    assert as_counts(o) == {k: v for k, v in brute.items() if v}
    assert o.outcome("qh-pair-dealer-bj").count > 0


def test_fr_ll_one_deck_matches_brute_force_and_pairs_are_impossible() -> None:
    table = PayTable("one", LUCKY_LADIES, (("suited-20", 9), ("any-20", 4)))
    ways, brute = brute_ladies(table, 1)
    one = odds.side_bet_odds(table, 1)
    assert one.ways == ways == 52 * 51 * 50 * 49
    assert as_counts(one) == {k: v for k, v in brute.items() if v}
    a = odds.side_bet_odds(preset(LUCKY_LADIES, "A"), 1, check=False)
    for row in ("qh-pair-dealer-bj", "qh-pair", "matched-20"):
        assert a.outcome(row).count == 0
    assert a.outcome("suited-20").count > 0


def test_fr_ll_removing_every_queen_of_hearts_kills_the_top_rows() -> None:
    table = preset(LUCKY_LADIES, "A")
    o = odds.side_bet_odds(table, 6, ["QH"] * 5)
    assert o.outcome("qh-pair").count == 0 and o.outcome("qh-pair-dealer-bj").count == 0
    assert o.cards == 307 and o.ways == 307 * 306 * 305 * 304
    full = odds.side_bet_odds(table, 6)
    assert o.outcome("matched-20").probability > full.outcome("matched-20").probability  # fewer cards, same pairs


# ------------------------------------------------------------------------------- Lucky Lucky


def test_pr_ll_published_pay_table_1_six_decks() -> None:
    """Wizard of Odds, "Lucky Lucky", pay table 1, six decks: unordered combinations of the three
    cards (3! orders each), house edge 2.66 %; pay table 3 5.31 % and the dearest table 12.57 %
    (live-dealers-casino.com, "Lucky Lucky Blackjack Side Bet")."""
    o = odds.side_bet_odds(preset(LUCKY_LUCKY, "PT1"), 6)
    published = {"suited-777": 80, "suited-678": 864, "777": 1_944, "678": 12_960, "suited-21": 26_568,
                 "21": 406_296, "20": 377_568, "19": 364_320}  # fmt: skip
    assert {k: v // 6 for k, v in as_counts(o).items() if k != "lose"} == published
    assert all(v % 6 == 0 for v in as_counts(o).values())
    assert round(float(o.house_edge) * 100, 2) == 2.66
    assert round(float(odds.house_edge(preset(LUCKY_LUCKY, "PT3"), 6)) * 100, 2) == 5.31
    assert round(float(odds.house_edge(preset(LUCKY_LUCKY, "PT6"), 6)) * 100, 2) == 12.57


def test_pr_ll_6_one_deck_matches_brute_force_over_every_triple() -> None:
    tables = [preset(LUCKY_LUCKY, "PT2"), ALL_LUCKY]
    ways, brutes = brute_lucky(tables, 1)
    for t, brute in zip(tables, brutes, strict=True):
        o = odds.side_bet_odds(t, 1, check=False)
        assert o.ways == ways == 52 * 51 * 50
        assert as_counts(o) == {k: v for k, v in brute.items() if v}


def test_pr_ll_6_removed_cards_match_brute_force() -> None:
    removed = "7S,8S,6H,AC,TD"
    ways, (brute,) = brute_lucky([ALL_LUCKY], 1, removed)
    o = odds.side_bet_odds(ALL_LUCKY, 1, parse_cards(removed), check=False)
    assert o.ways == ways
    assert as_counts(o) == {k: v for k, v in brute.items() if v}


def test_pr_ll_6_sevens_at_six_decks_match_a_closed_form_count() -> None:
    """Suited 777: 4 suits × 6·5·4 ordered; any other 777: 24·23·22 ordered sevens less those."""
    o = odds.side_bet_odds(preset(LUCKY_LUCKY, "PT1"), 6)
    assert o.outcome("suited-777").count == 4 * 6 * 5 * 4
    assert o.outcome("777").count == 24 * 23 * 22 - 4 * 6 * 5 * 4
    suited_678 = 4 * 6 * 6 * 6 * 6  # a suit, then one of each rank in that suit, in 3! orders
    assert o.outcome("suited-678").count == suited_678
    assert o.outcome("678").count == 24 * 24 * 24 * 6 - suited_678


@pytest.mark.parametrize("decks", [1, 2])
def test_pr_ll_suited_777_impossible_below_three_decks(decks: int) -> None:
    o = odds.side_bet_odds(preset(LUCKY_LUCKY, "PT1"), decks, check=False)
    assert o.outcome("suited-777").count == 0
    with pytest.raises(ConfigError, match="suited-777"):
        odds.side_bet_odds(preset(LUCKY_LUCKY, "PT1"), decks)
    odds.side_bet_odds(preset(LUCKY_LUCKY, "PT2"), decks)  # the two-deck table has no such row


def test_fr_ll_tables_refused_with_one_deck() -> None:
    for t in PRESETS[LUCKY_LADIES].values():
        with pytest.raises(ConfigError, match="impossible with 1 deck"):
            odds.side_bet_odds(t, 1)
        odds.side_bet_odds(t, 2)


# ---------------------------------------------------------------------------------- invariants


@pytest.mark.parametrize("decks", [1, 2, 4, 6, 8])
def test_every_preset_probabilities_sum_to_one_and_returns_to_the_edge(decks: int) -> None:
    for tables in PRESETS.values():
        for t in tables.values():
            o = odds.side_bet_odds(t, decks, check=False)
            assert sum(r.count for r in o.outcomes) == o.ways
            assert sum((r.probability for r in o.outcomes), Fraction(0)) == 1
            assert o.house_edge == -sum((r.probability * r.odds for r in o.outcomes), Fraction(0))
            assert [r.outcome for r in o.outcomes] == [p for p, _ in t.pays] + ["lose"]


def test_house_edge_function_is_the_odds_house_edge() -> None:
    assert odds.house_edge(preset(LUCKY_LADIES, "A"), 6) == odds.side_bet_odds(preset(LUCKY_LADIES, "A"), 6).house_edge


def test_bad_shoes_are_refused_with_the_field() -> None:
    with pytest.raises(ConfigError, match="decks"):
        odds.side_bet_odds(preset(LUCKY_LADIES, "A"), 9)
    with pytest.raises(ConfigError, match="QH removed more often"):
        odds.side_bet_odds(preset(LUCKY_LADIES, "A"), 2, ["QH", "QH", "QH"])


def test_fr_bj_6_insurance_return_matches_brute_force() -> None:
    """One deck, the player holds TS 9H, the dealer shows an ace: every possible second card."""
    rest = shoe(1, "TS,9H,AS")
    brute = Fraction(sum(2 if c.is_ten else -1 for c in rest), len(rest))
    assert odds.insurance_return(1, parse_cards("TS,9H")) == brute
    assert odds.insurance_return(6) == Fraction(3 * 96, 311) - 1


# ---------------------------------------------------------------------------------------- CLI


def test_cli_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "lucky-ladies", "--table", "A", "--decks", "6", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert round(out["house_edge"] * 100, 4) == 24.7089
    assert out["ways"] == 9_294_695_280
    assert "convention" in out
    rows = {r["outcome"]: r for r in out["outcomes"]}
    assert list(rows) == ["qh-pair-dealer-bj", "qh-pair", "matched-20", "suited-20", "any-20", "lose"]
    assert rows["qh-pair-dealer-bj"]["count"] == 135_360
    assert {"outcome", "probability", "return", "count"} <= set(rows["lose"])
    assert Fraction(rows["qh-pair"]["probability_exact"]) == Fraction(2_738_340, 9_294_695_280)


def test_cli_text_states_the_convention(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "lucky-lucky", "--table", "PT2", "--decks", "2", "--removed", "7S,8S"]) == 0
    out = capsys.readouterr().out
    assert "102·101·100" in out and "house edge" in out and "7S, 8S" in out


def test_cli_custom_table_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "mine.json"
    f.write_text(json.dumps({"game": "lucky-ladies", "pays": {"any-20": 4, "suited-20": 9}}))
    assert main(["odds", "lucky-ladies", "--table", str(f), "--decks", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["table"] == "mine" and [r["outcome"] for r in out["outcomes"]] == ["suited-20", "any-20", "lose"]
    assert main(["odds", "lucky-lucky", "--table", str(f)]) == 2
    assert "lucky-ladies table" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["odds", "lucky-ladies", "--decks", "9"], "decks"),
        (["odds", "lucky-ladies", "--decks", "six"], "--decks"),
        (["odds", "lucky-ladies", "--removed", "10H"], "10H"),
        (["odds", "lucky-ladies", "--table", "Z"], "no preset"),
        (["odds", "lucky-ladies", "--decks", "1"], "impossible with 1 deck"),
        (["odds", "lucky-lucky", "--decks", "2"], "suited-777"),
        (["odds", "roulette"], "unknown game"),
    ],
)
def test_cli_bad_input_one_line_exit_2(argv: list[str], needle: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    cap = capsys.readouterr()
    assert cap.out == "" and needle in cap.err and cap.err.count("\n") == 1


def test_cli_unknown_option_one_line_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["odds", "lucky-ladies", "--bogus"])
    assert e.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_cli_blackjack_house_edge(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "blackjack", "--profile", "puerto-rico", "--rule", "decks=8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert isinstance(out["house_edge"], float) and 0 < out["house_edge"] < 0.02
    assert out["method"] and out["rules"]["decks"] == 8
    assert main(["odds", "blackjack", "--rule", "decks=nine"]) == 2


def test_cli_blackjack_reads_the_base_game_module(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A stand-in ``engine.math.basegame`` receives the profile's rules with the --rule overrides."""
    seen: list[Rules] = []

    @dataclass(frozen=True)
    class Result:
        house_edge: float
        method: str
        exact: Fraction

    def house_edge(rules: Rules) -> Result:
        seen.append(rules)
        return Result(0.0042, "stand-in", Fraction(21, 5000))

    fake = types.ModuleType("croupier.engine.math.basegame")
    fake.house_edge = house_edge  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "croupier.engine.math.basegame", fake)
    import croupier.engine.math as math_package  # an earlier test may have imported the real one: its attribute too

    monkeypatch.setattr(math_package, "basegame", fake, raising=False)
    assert main(["odds", "blackjack", "--profile", "puerto-rico", "--rule", "soft_17=hit", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["house_edge"] == 0.0042 and out["method"] == "stand-in" and out["exact_exact"] == "21/5000"
    assert seen[0].soft_17 == "hit" and seen[0].hole_card == "peek"
    assert main(["odds", "blackjack", "--profile", "france"]) == 0
    assert "0.4200 %" in capsys.readouterr().out
    assert main(["odds", "blackjack", "--rule", "soft_17"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err


def test_cli_blackjack_removed_cards_change_the_shoe_analysed(capsys: pytest.CaptureFixture[str]) -> None:
    from croupier.engine.math.basegame import house_edge as base_edge

    assert main(["odds", "blackjack", "--rule", "decks=1", "--json"]) == 0
    full = json.loads(capsys.readouterr().out)
    assert main(["odds", "blackjack", "--rule", "decks=1", "--removed", "AS,AH,TD", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["removed"] == ["AS", "AH", "TD"] and "less 3 known cards" in out["method"]
    rules = Rules(decks=1)
    want = base_edge(rules, parse_cards("AS AH TD"))
    assert out["house_edge"] == want.house_edge != full["house_edge"]
    assert out["house_edge"] > full["house_edge"] + 0.01  # two aces gone: far fewer blackjacks
    # the shoe the figures come from: 49 cards, 2 aces, 15 tens
    assert want.player_blackjack == pytest.approx(2 * 2 * 15 / (49 * 48), abs=1e-12)
    assert [round(u.probability * 49) for u in want.per_up_card] == [2, 4, 4, 4, 4, 4, 4, 4, 4, 15]
    assert main(["odds", "blackjack", "--rule", "decks=1", "--removed", "AS"]) == 0
    assert "removed: AS" in capsys.readouterr().out


@pytest.mark.parametrize(
    "removed",
    ["AS,AH,AD,AC,AS", "ZZ", "2S,2S", ",".join(f"{r}{s}" for r in "2345678" for s in "SHDC")],
    ids=["five-aces", "not-a-card", "one-card-twice", "half-the-shoe"],
)
def test_cli_blackjack_impossible_removal_one_line_exit_2(removed: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "blackjack", "--rule", "decks=1", "--removed", removed]) == 2
    err = capsys.readouterr().err
    assert err.startswith("croupier odds: ") and err.count("\n") == 1


def test_cli_blackjack_without_any_ace_left(capsys: pytest.CaptureFixture[str]) -> None:
    # no ace: neither side can make blackjack, and the dealer never shows an ace
    assert main(["odds", "blackjack", "--rule", "decks=1", "--removed", "AS,AH,AD,AC", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["player_blackjack"] == 0 and out["dealer_blackjack"] == 0
