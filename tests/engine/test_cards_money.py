"""Cards (strict notation, digest §1) and money (exact amounts, digest §4)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from croupier.engine.core.cards import ALL_CARDS, Card, parse_cards, total
from croupier.engine.core.errors import CardError, ConfigError
from croupier.engine.core.hand import Hand
from croupier.engine.core.money import format_amount, parse_amount, parse_mills, times


def test_fifty_two_distinct_cards_with_their_values() -> None:
    assert len(ALL_CARDS) == 52 == len(set(ALL_CARDS))
    assert [Card.parse(f"{r}S").value for r in "A23456789TJQK"] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
    qh = Card.parse("QH")
    assert (qh.rank, qh.suit, qh.code) == ("Q", "H", "QH") and Card.parse("QH") is qh
    assert Card.parse("TD").is_ten and Card.parse("AS").is_ace


@pytest.mark.parametrize("token", ["1H", "10H", "qh ", "qh", "QH ", " QH", "Q", "QX", "ZH", "", "AH,", "♥Q"])
def test_strict_parsing_names_the_bad_token(token: str) -> None:
    with pytest.raises(CardError) as info:
        Card.parse(token)
    assert repr(token) in str(info.value)


def test_parse_cards_list_and_string() -> None:
    assert [c.code for c in parse_cards("QH, AS TD")] == ["QH", "AS", "TD"]
    assert [c.code for c in parse_cards(["KS", "2C"])] == ["KS", "2C"]
    with pytest.raises(CardError):
        parse_cards(["KS", "10C"])


@pytest.mark.parametrize(
    ("cards", "best", "soft"),
    [("AS 9H", 20, True), ("AS AH", 12, True), ("AS AH 9D", 21, True), ("AS 5D KD", 16, False),
     ("AS AH AD AC", 14, True), ("TS QH 2C", 22, False), ("AS TD", 21, True), ("9S 7C AS 4D", 21, False)],
)  # fmt: skip
def test_totals_best_total_and_soft(cards: str, best: int, soft: bool) -> None:
    """The best total ≤ 21 where one exists; soft when an ace counts 11 [digest §1]."""
    assert total(parse_cards(cards)) == (best, soft)
    h = Hand(0)
    for c in parse_cards(cards):
        h.add(c)
    assert (h.total, h.soft) == (best, soft)


def test_blackjack_is_ace_and_ten_as_first_two_cards_not_after_a_split() -> None:
    """[FR-BJ-7] an ace and a ten-value card as the first two cards; not after a split; not three cards."""
    for ten in "TJQK":
        h = Hand(0)
        h.add(Card.parse("AS"))
        h.add(Card.parse(f"{ten}D"))
        assert h.blackjack
    split = Hand(0, from_split=True)
    split.add(Card.parse("AS"))
    split.add(Card.parse("KD"))
    assert not split.blackjack and split.total == 21
    three = Hand(0)
    for c in parse_cards("5S 6D KD"):
        three.add(c)
    assert not three.blackjack and three.total == 21


@pytest.mark.parametrize(
    ("text", "mills"),
    [("10", 10000), ("7.5", 7500), ("7.50", 7500), (" 2.50 ", 2500), ("0.01", 10), (25, 25000), ("1000", 1000000)],
)
def test_parse_amount_whole_cents(text: object, mills: int) -> None:
    assert parse_amount(text, "bet") == mills


@pytest.mark.parametrize(
    "bad",
    ["7.505", "abc", "-5", "0", 7.5, True, "NaN", "Infinity", None, "1,50", "1_0", "+10", "1E1", "1e1", "١٠", "10.",
     ".5", "0x10", "10 000"],
)  # fmt: skip
def test_parse_amount_refuses_floats_fractions_of_a_cent_and_nonsense(bad: object) -> None:
    with pytest.raises(ConfigError) as info:
        parse_amount(bad, "bet")
    assert info.value.field == "bet"


def test_zero_allowed_only_where_said() -> None:
    assert parse_amount("0", "side", allow_zero=True) == 0


@pytest.mark.parametrize(
    ("mills", "text"),
    [(1000, "1"), (7500, "7.50"), (2500, "2.50"), (-2500, "-2.50"), (15, "0.015"), (5005, "5.005"), (0, "0"),
     (10, "0.01"), (-10000, "-10"), (1234567, "1234.567")],
)  # fmt: skip
def test_format_amount_round_trips(mills: int, text: str) -> None:
    assert format_amount(mills) == text
    assert parse_mills(text, "x") == mills


def test_payouts_are_exact() -> None:
    """3:2 on 5 is 7.50; 6:5 on 5 is 6; 3:2 and 6:5 on one cent stay exact; insurance on 5 is 2.50 and on
    an odd cent exactly half [digest §4]."""
    assert times(5000, Fraction(3, 2)) == 7500
    assert times(5000, Fraction(6, 5)) == 6000
    assert times(10, Fraction(3, 2)) == 15
    assert times(10, Fraction(6, 5)) == 12
    for bet in range(10, 100_000, 10):  # every whole-cent bet up to 100
        assert times(bet, Fraction(3, 2)) * 2 == bet * 3
        assert times(bet, Fraction(6, 5)) * 5 == bet * 6
        assert (bet // 2) * 2 == bet  # insurance is exactly half, never rounded


@pytest.mark.parametrize("bad", ["٣", " 6", "+6", "6_0", "6.0", "six", "", True, 6.0])
def test_a_whole_number_rule_option_takes_ascii_digits_only(bad: object) -> None:
    """A rule's whole number from a file or the command line (``--rule decks=6``) is ASCII digits: the
    forms Python's ``int`` also takes (Arabic-Indic digits, a sign, spaces, underscores) are refused."""
    from croupier.engine.core.rules import OPTIONS

    with pytest.raises(ConfigError, match="decks: must be a whole number"):
        OPTIONS["decks"].parse("decks", bad)
    assert OPTIONS["decks"].parse("decks", "6") == OPTIONS["decks"].parse("decks", 6) == 6
