"""Side-bet evaluators: which outcomes a hand makes. The pay table then picks the best one.

Lucky Ladies looks at the box's first two cards [FR-LL-2] (and, for its top row, whether the
dealer makes blackjack [FR-LL-8, FR-LL-9, FR-LL-10]); Lucky Lucky at the box's first two cards and the dealer's
face-up card [PR-LL-6].
"""

from __future__ import annotations

from .cards import Card

#: dealer first cards that put a pair of queens of hearts on hold [FR-LL-8]
HOLD_UP_RANKS = frozenset("AKQJT")


def is_qh(c: Card) -> bool:
    """The queen of hearts."""
    return c.rank == "Q" and c.suit == "H"


def lucky_ladies(c1: Card, c2: Card, dealer_blackjack: bool = False) -> tuple[str, ...]:
    """Every Lucky Ladies outcome the two cards make, best first; ``()`` when they lose [FR-LL-2].

    ``matched-20`` is two identical cards (same rank and suit); ``suited-20`` two of one suit;
    an ace counts 11 here, so A+9 totals 20.
    """
    t = c1.value + c2.value
    if t != 20 and not (t == 10 and (c1.is_ace or c2.is_ace)):
        return ()
    out: list[str] = []
    if is_qh(c1) and is_qh(c2):
        if dealer_blackjack:
            out.append("qh-pair-dealer-bj")
        out.append("qh-pair")
    if c1 == c2:
        out.append("matched-20")
    if c1.suit == c2.suit:
        out.append("suited-20")
    out.append("any-20")
    return tuple(out)


def is_held(c1: Card, c2: Card, dealer_up: Card) -> bool:
    """A pair of queens of hearts while the dealer's first card is A, K, Q, J or 10 [FR-LL-8]."""
    return is_qh(c1) and is_qh(c2) and dealer_up.rank in HOLD_UP_RANKS


def lucky_lucky(c1: Card, c2: Card, up: Card) -> tuple[str, ...]:
    """Every Lucky Lucky outcome of the two cards and the dealer's up card, best first [PR-LL-6].

    Totals count an ace 1 or 11, best total (A-A-9 is 21); "suited" is all three of one suit.
    """
    t = c1.value + c2.value + up.value
    if t <= 11 and (c1.is_ace or c2.is_ace or up.is_ace):
        t += 10
    if not 19 <= t <= 21:  # every paying hand totals 19–21 (777 and 678 are 21s): most hands stop here
        return ()
    suited = c1.suit == c2.suit == up.suit
    ranks = sorted((c1.rank, c2.rank, up.rank))
    out: list[str] = []
    if ranks == ["7", "7", "7"]:
        if suited:
            out.append("suited-777")
        seven = "777"
    else:
        seven = ""
    is678 = ranks == ["6", "7", "8"]
    if is678 and suited:
        out.append("suited-678")
    if seven:
        out.append(seven)
    if is678:
        out.append("678")
    if t == 21:
        if suited:
            out.append("suited-21")
        out.append("21")
    elif t == 20:
        out.append("20")
    elif t == 19:
        out.append("19")
    return tuple(out)
