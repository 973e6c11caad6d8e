"""Exact side-bet odds: every outcome's count, probability and return, and the house edge.

Counted, never sampled: ordered card sequences from the shoe (1–8 decks, less any known cards),
enumerated by card classes with their multiplicities, each class judged by the engine's own
evaluators (:mod:`engine.core.sidebets`) and paid at its best row of the table (:meth:`PayTable.best`)
[FR-LL-6, PR-LL-6]. Probabilities are :class:`fractions.Fraction`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from ..core.cards import ALL_CARDS, RANKS, SUITS, Card, parse_cards
from ..core.errors import ConfigError
from ..core.hand import Hand
from ..core.paytables import LUCKY_LADIES, LUCKY_LUCKY, PayTable
from ..core.sidebets import lucky_ladies, lucky_lucky

LOSE = "lose"
MIN_DECKS, MAX_DECKS = 1, 8

#: the outcome tuples the evaluators give for one class of cards (``()`` = no outcome at all)
Outcomes = tuple[str, ...]


@dataclass(frozen=True)
class OutcomeOdds:
    """One row: how many of the counted sequences the table pays under it, and what it returns.

    ``odds`` is "to 1" (-1 for ``lose``: the stake is lost); ``ret`` is the row's part of the
    expected return per unit bet (``probability × odds``).
    """

    outcome: str
    odds: int
    count: int
    probability: Fraction
    ret: Fraction


@dataclass(frozen=True)
class SideOdds:
    """The exact odds of one pay table for one shoe."""

    game: str
    table_id: str
    decks: int
    removed: tuple[Card, ...]
    cards: int  # cards in the shoe the sequences are drawn from
    ways: int  # ordered sequences counted (see ``convention``)
    outcomes: tuple[OutcomeOdds, ...]  # the table's rows, best first, then ``lose``
    convention: str

    @property
    def expected_return(self) -> Fraction:
        """The player's expected net per unit bet (negative: the house's advantage)."""
        return sum((o.ret for o in self.outcomes), Fraction(0))

    @property
    def house_edge(self) -> Fraction:
        """The house's expected win per unit bet."""
        return -self.expected_return

    @property
    def variance(self) -> Fraction:
        """Variance of the net per unit bet (for the width of a simulation's interval)."""
        second = sum((o.probability * o.odds * o.odds for o in self.outcomes), Fraction(0))
        return second - self.expected_return**2

    def outcome(self, outcome: str) -> OutcomeOdds:
        """The row of one outcome id (or ``lose``)."""
        for o in self.outcomes:
            if o.outcome == outcome:
                return o
        raise KeyError(outcome)


# ---------------------------------------------------------------------------------------- the shoe


def shoe_counts(decks: int, removed: Iterable[Card | str] = ()) -> tuple[int, ...]:
    """How many of each of the 52 cards (by ``Card.index``) the shoe holds after ``removed``."""
    if isinstance(decks, bool) or not isinstance(decks, int) or not MIN_DECKS <= decks <= MAX_DECKS:
        raise ConfigError("decks", f"must be a whole number {MIN_DECKS}–{MAX_DECKS}, got {decks!r}")
    counts = [decks] * 52
    for c in removed:
        card = Card.parse(c) if isinstance(c, str) else c
        if counts[card.index] == 0:
            raise ConfigError(
                "removed", f"{card.code} removed more often than {decks} deck{'s' if decks > 1 else ''} hold it"
            )
        counts[card.index] -= 1
    return tuple(counts)


def parse_removed(text: str | Sequence[str]) -> tuple[Card, ...]:
    """Known cards out of the shoe from ``"QH,AS"`` (commas or spaces) or a list of tokens."""
    return tuple(parse_cards(text))


def _rank_counts(counts: Sequence[int]) -> list[int]:
    return [sum(counts[r * 4 : r * 4 + 4]) for r in range(13)]


# ------------------------------------------------------------------------ the evaluators, by class


@lru_cache(maxsize=1)
def _ladies_pairs() -> tuple[tuple[int, int, Outcomes, Outcomes], ...]:
    """Every ordered pair of distinct-or-equal card faces that makes some Lucky Ladies outcome,
    with what it makes without and with a dealer blackjack [FR-LL-2, FR-LL-8, FR-LL-9, FR-LL-10]."""
    out = []
    for a in ALL_CARDS:
        for b in ALL_CARDS:
            plain = lucky_ladies(a, b, False)
            with_bj = lucky_ladies(a, b, True)
            if plain or with_bj:
                out.append((a.index, b.index, plain, with_bj))
    return tuple(out)


@lru_cache(maxsize=1)
def _blackjack_rank_pairs() -> tuple[tuple[int, int], ...]:
    """Ordered rank pairs whose two cards are a blackjack, as the engine's hand judges it."""
    out = []
    for i, r1 in enumerate(RANKS):
        for j, r2 in enumerate(RANKS):
            h = Hand(0)
            h.add(Card(r1, "S"))
            h.add(Card(r2, "H"))
            if h.blackjack:
                out.append((i, j))
    return tuple(out)


@lru_cache(maxsize=1)
def _lucky_triples() -> tuple[tuple[int, int, int, Outcomes, Outcomes], ...]:
    """Ordered rank triples (box, box, up card) with what they make all of one suit and not
    [PR-LL-6]; triples that make nothing either way are left out."""
    s0, s1 = SUITS[0], SUITS[1]
    out = []
    for i, r1 in enumerate(RANKS):
        for j, r2 in enumerate(RANKS):
            for k, r3 in enumerate(RANKS):
                suited = lucky_lucky(Card(r1, s0), Card(r2, s0), Card(r3, s0))
                mixed = lucky_lucky(Card(r1, s0), Card(r2, s1), Card(r3, s0))
                if suited or mixed:
                    out.append((i, j, k, suited, mixed))
    return tuple(out)


# -------------------------------------------------------------------------------- the counting


@lru_cache(maxsize=256)
def _ladies_distribution(counts: tuple[int, ...]) -> tuple[int, tuple[tuple[Outcomes, int], ...]]:
    """Ordered (box, box, dealer, dealer) sequences by the outcomes they make [FR-LL-2, FR-LL-10]."""
    n = sum(counts)
    ways = n * (n - 1) * (n - 2) * (n - 3)
    dealer_ways = (n - 2) * (n - 3)
    dist: Counter[Outcomes] = Counter()
    bj_pairs = _blackjack_rank_pairs()
    for a, b, plain, with_bj in _ladies_pairs():
        w = counts[a] * (counts[b] - (a == b))
        if w <= 0:
            continue
        if plain == with_bj:
            dist[plain] += w * dealer_ways
            continue
        left = list(counts)
        left[a] -= 1
        left[b] -= 1
        rc = _rank_counts(left)
        bj = sum(rc[x] * (rc[y] - (x == y)) for x, y in bj_pairs)
        dist[with_bj] += w * bj
        dist[plain] += w * (dealer_ways - bj)
    dist[()] += ways - sum(dist.values())
    return ways, tuple(dist.items())


@lru_cache(maxsize=256)
def _lucky_distribution(counts: tuple[int, ...]) -> tuple[int, tuple[tuple[Outcomes, int], ...]]:
    """Ordered (box, box, up card) sequences by the outcomes they make [PR-LL-6]."""
    n = sum(counts)
    ways = n * (n - 1) * (n - 2)
    by_suit = [counts[r * 4 : r * 4 + 4] for r in range(13)]
    rc = [sum(s) for s in by_suit]
    dist: Counter[Outcomes] = Counter()
    for i, j, k, suited, mixed in _lucky_triples():
        dij = i == j
        dk = (i == k) + (j == k)
        total = rc[i] * (rc[j] - dij) * (rc[k] - dk)
        if total <= 0:
            continue
        si, sj, sk = by_suit[i], by_suit[j], by_suit[k]
        same = sum(si[s] * (sj[s] - dij) * (sk[s] - dk) for s in range(4))
        if same:
            dist[suited] += same
        if total - same:
            dist[mixed] += total - same
    dist[()] += ways - sum(dist.values())
    return ways, tuple(dist.items())


def outcome_distribution(game: str, decks: int, removed: Iterable[Card | str] = ()) -> tuple[int, dict[Outcomes, int]]:
    """(ways, evaluator outcomes → count) for a game and shoe, before any pay table picks a row."""
    counts = shoe_counts(decks, removed)
    n = sum(counts)
    need = 4 if game == LUCKY_LADIES else 3
    if n < need:
        raise ConfigError("removed", f"{n} cards left: {game} needs at least {need}")
    if game == LUCKY_LADIES:
        ways, items = _ladies_distribution(counts)
    elif game == LUCKY_LUCKY:
        ways, items = _lucky_distribution(counts)
    else:
        raise ConfigError("game", f"unknown side bet {game!r} ({LUCKY_LADIES} or {LUCKY_LUCKY})")
    return ways, dict(items)


def convention(game: str, cards: int, ways: int) -> str:
    """The counting convention in words, with the number of ways."""
    n = cards
    if game == LUCKY_LADIES:
        return (
            f"ordered sequences of the box's two cards then the dealer's first two cards from a shoe of {n} cards: "
            f"{n}·{n - 1}·{n - 2}·{n - 3} = {ways:,} ways (the dealer's cards decide qh-pair-dealer-bj); "
            "each sequence counted once, under the best row it is paid [FR-LL-6]"
        )
    return (
        f"ordered sequences of the box's two cards then the dealer's face-up card from a shoe of {n} cards: "
        f"{n}·{n - 1}·{n - 2} = {ways:,} ways; each sequence counted once, under the best row it is paid [PR-LL-6]"
    )


def side_bet_odds(table: PayTable, decks: int, removed: Iterable[Card | str] = (), *, check: bool = True) -> SideOdds:
    """The exact odds of ``table`` dealt from ``decks`` decks less the ``removed`` cards.

    With ``check`` a table paying an outcome the deck count cannot make is refused
    (:meth:`PayTable.check_decks`); without it such rows simply count 0.
    """
    if check:
        shoe_counts(decks)
        table.check_decks(decks)
    gone = tuple(Card.parse(c) if isinstance(c, str) else c for c in removed)
    ways, dist = outcome_distribution(table.game, decks, gone)
    by_row: dict[str, int] = {o: 0 for o, _ in table.pays}
    by_row[LOSE] = 0
    for outcomes, count in dist.items():
        best = table.best(outcomes)
        by_row[best[0] if best else LOSE] += count
    rows = []
    for outcome, count in by_row.items():
        odds = -1 if outcome == LOSE else table.odds(outcome)
        assert odds is not None
        p = Fraction(count, ways)
        rows.append(OutcomeOdds(outcome, odds, count, p, p * odds))
    n = 52 * decks - len(gone)
    return SideOdds(table.game, table.id, decks, gone, n, ways, tuple(rows), convention(table.game, n, ways))


def house_edge(table: PayTable, decks: int, removed: Iterable[Card | str] = ()) -> Fraction:
    """The house's expected win per unit side bet, exact."""
    return side_bet_odds(table, decks, removed).house_edge


def insurance_return(decks: int, known: Iterable[Card | str] = ()) -> Fraction:
    """Exact expected net per unit of insurance stake when the dealer's first card is an ace and
    the ``known`` cards (the player's, say) are out of the shoe; pays 2 to 1 [FR-BJ-6].

    With nothing known this is the return of insuring blindly: 3·tens/(cards − 1) − 1.
    """
    counts = list(shoe_counts(decks, known))
    aces = [i for i in range(4) if counts[i]]  # card indices 0–3 are the aces
    if not aces:
        raise ConfigError("removed", "no ace left for the dealer's first card")
    counts[aces[0]] -= 1
    n = sum(counts)
    if n == 0:
        raise ConfigError("removed", "no card left for the dealer's second card")
    tens = sum(counts[i] for i, c in enumerate(ALL_CARDS) if c.is_ten)
    return Fraction(3 * tens, n) - 1
