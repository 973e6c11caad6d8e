"""Exact odds of hyper black jack, the French side bet on the dealer's final hand (art. 55-4 6°).

Each of the seven cases [FR-HBJ-1] wins when it matches the dealer's final result and pays its
regulated odds "to 1" [FR-HBJ-2]. Since the dealer always draws to a final result when a hyper bet is
in play [FR-HBJ-5], a case's chance is the probability of that result for a dealer hand drawn from
the shoe: counted, never sampled, by a forward recursion over the multiset of cards the dealer has
drawn (his total, and so whether he draws again, depends on nothing else) with each next card's
chance its count left over the cards left, under the table's rules (``decks``, ``soft_17``
[FR-BJ-5]). A blackjack is an ace and a ten-valued card as his first two cards; "21" is a 21 of
three cards or more [FR-HBJ-2]. Probabilities are :class:`fractions.Fraction`.

The cards are drawn from the shoe less only the cards named as removed (the players' cards, dealt
before and between the dealer's, are not known when the bet is placed, before the deal [FR-HBJ-4]).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..core.cards import Card
from ..core.errors import ConfigError
from ..core.hyper import CASES, GAME, PAYS  # the round's own cases and odds [FR-HBJ-1] [FR-HBJ-2]
from ..core.rules import Rules

__all__ = ["CASES", "CONVENTION", "GAME", "PAYS", "CaseOdds", "HyperOdds", "dealer_final", "hyper_odds", "shoe_counts"]
CONVENTION = (
    "the dealer's final hand drawn from the shoe (less the removed cards): first card, second card, "
    "then his draws by the table's rules to a final result"
)


def shoe_counts(decks: int, removed: Iterable[Card] = ()) -> list[int]:
    """Counts by value (index 0 = ace … 9 = ten-valued) of ``decks`` decks less ``removed``."""
    counts = [4 * decks] * 9 + [16 * decks]
    removed = list(removed)
    for c in removed:
        if sum(1 for d in removed if d.code == c.code) > decks:
            raise ConfigError("removed", f"{c.code}: removed more often than the {decks} deck(s) hold it")
        counts[c.value - 1] -= 1
        if counts[c.value - 1] < 0:
            raise ConfigError("removed", f"{c.code}: more of this value removed than the shoe holds")
    return counts


def dealer_final(shoe: Sequence[int], hit_soft_17: bool) -> dict[str, Fraction]:
    """The probability of each case of :data:`CASES` for a dealer hand drawn from ``shoe`` (counts by
    value, index 0 = ace … 9 = ten-valued) [FR-HBJ-2] [FR-HBJ-5] [FR-BJ-5].

    A shoe whose cards can run out before the dealer reaches a result is refused (fewer than 17
    points in all)."""
    if len(shoe) != 10 or any(n < 0 for n in shoe):
        raise ConfigError("shoe", "ten non-negative counts, ace to ten-valued")
    points = sum((v + 1) * n for v, n in enumerate(shoe))
    if points < 17:
        raise ConfigError("shoe", f"{points} points in the shoe: the dealer could run out of cards")
    total_cards = sum(shoe)
    memo: dict[tuple[int, ...], dict[str, Fraction]] = {}

    def final(drawn: tuple[int, ...], hard: int, ace: bool, n: int) -> dict[str, Fraction]:
        """Distribution of the result from a hand of ``n`` cards (``drawn`` by value) that draws."""
        hit = memo.get(drawn)
        if hit is not None:
            return hit
        out = dict.fromkeys(CASES, Fraction(0))
        left = total_cards - n
        for v in range(10):
            m = shoe[v] - drawn[v]
            if m <= 0:
                continue
            p = Fraction(m, left)
            h2, a2 = hard + v + 1, ace or v == 0
            soft = a2 and h2 <= 11
            t = h2 + 10 if soft else h2
            if n == 1 and t == 21:
                out["blackjack"] += p
            elif t > 21:
                out["bust"] += p
            elif t > 17 or (t == 17 and not (hit_soft_17 and soft)):
                out[str(t)] += p
            else:
                d2 = (*drawn[:v], drawn[v] + 1, *drawn[v + 1 :])
                for case, q in final(d2, h2, a2, n + 1).items():
                    out[case] += p * q
        memo[drawn] = out
        return out

    return final((0,) * 10, 0, False, 0)


@dataclass(frozen=True)
class CaseOdds:
    """One case: its odds to 1, its chance, and the house's edge on a unit bet on it."""

    outcome: str
    odds: int
    probability: Fraction

    @property
    def ret(self) -> Fraction:
        """The player's expected net on a unit bet on this case."""
        return self.probability * (self.odds + 1) - 1

    @property
    def house_edge(self) -> Fraction:
        """The house's expected win on a unit bet on this case."""
        return -self.ret


@dataclass(frozen=True)
class HyperOdds:
    """The exact odds of every case for one table's rules."""

    decks: int
    hit_soft_17: bool
    removed: tuple[Card, ...]
    cards: int
    outcomes: tuple[CaseOdds, ...]
    convention: str = CONVENTION

    def outcome(self, case: str) -> CaseOdds:
        """The row of one case id."""
        for o in self.outcomes:
            if o.outcome == case:
                return o
        raise KeyError(case)


def hyper_odds(rules: Rules, removed: Sequence[Card] = ()) -> HyperOdds:
    """Every case's probability and house edge under ``rules`` (decks, soft 17) [FR-HBJ-2]."""
    h17 = rules.soft_17 == "hit"
    shoe = shoe_counts(rules.decks, removed)
    dist = dealer_final(shoe, h17)
    rows = tuple(CaseOdds(c, PAYS[c], dist[c]) for c in CASES)
    return HyperOdds(rules.decks, h17, tuple(removed), sum(shoe), rows)
