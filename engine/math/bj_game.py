"""The rule options, charts and shared pieces of the base-game analysis (:mod:`engine.math.bj_analysis`
and its vectorised fast path :mod:`engine.math.bj_fast`): the options that matter, the result types,
the hands that decide a chart row and their weights, and the split weights."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Any

from ..core.errors import ConfigError
from ..core.rules import Rules
from .bj_dealer import full_shoe

ANALYSIS_VERSION = 3
#: a number of the analysis: ``float`` on the fast path, :class:`Fraction` on the exact one
Num = Any

#: weight of each value in a removed-multiset key (counts stay below 64)
_W = tuple(64**c for c in range(10))
HARD_ROWS = tuple(range(21, 3, -1))
SOFT_ROWS = tuple(range(21, 11, -1))
CODES = ("H", "S", "D", "Ds", "P", "Rh", "Rs", "Rp")
_HITS = {"H": True, "D": True, "Rh": True, "S": False, "Ds": False, "Rs": False}
#: the fewest cards the analysed shoe may keep after known cards are taken out
MIN_LEFT = 26


@dataclass(frozen=True)
class GameRules:
    """The options of :class:`engine.core.rules.Rules` that change the base game's strategy or value,
    and the card values known to be out of the shoe (``removed``, sorted; 1 = ace, 10 = ten)."""

    decks: int
    hit_soft_17: bool
    enhc: bool
    takes_all: bool
    double_on: str
    das: bool
    split_by_rank: bool
    max_hands: int
    resplit_aces: bool
    surrender: bool
    blackjack_ratio: Fraction
    draw_on_21: bool
    surrender_vs_ace: bool = True
    removed: tuple[int, ...] = field(default=())

    @staticmethod
    def of(rules: Rules, removed: tuple[int, ...] = ()) -> GameRules:
        """The relevant part of ``rules``, with the values of known cards out of the shoe."""
        g = GameRules(
            decks=rules.decks,
            hit_soft_17=rules.soft_17 == "hit",
            enhc=rules.enhc,
            takes_all=rules.dealer_blackjack_takes == "all",
            double_on=rules.double_on,
            das=rules.double_after_split,
            split_by_rank=rules.split_by == "rank",
            max_hands=rules.max_hands,
            resplit_aces=rules.resplit_aces,
            surrender=rules.surrender != "none",
            surrender_vs_ace=rules.surrender == "late",
            blackjack_ratio=rules.blackjack_ratio,
            draw_on_21=rules.draw_on_21,
            removed=tuple(sorted(removed)),
        )
        g.shoe()  # refuse an impossible removal now
        return g

    def shoe(self) -> list[int]:
        """Counts by value (index = value - 1) of the shoe the analysis deals from."""
        shoe = full_shoe(self.decks)
        for v in self.removed:
            if not 1 <= v <= 10:
                raise ConfigError("removed", f"card value must be 1–10, got {v}")
            if shoe[v - 1] == 0:
                raise ConfigError("removed", f"more cards of value {v} removed than {self.decks} deck(s) hold")
            shoe[v - 1] -= 1
        if sum(shoe) < max(MIN_LEFT, 26 * self.decks):
            raise ConfigError(
                "removed", f"{len(self.removed)} cards removed: the analysis needs at least half the shoe left"
            )
        return shoe

    def may_double(self, hard: int, soft: bool) -> bool:
        """Whether a two-card hand may double [FR-BJ-8] (and draw: [FR-BJ-4])."""
        total = hard + 10 if soft else hard
        if total == 21 and not self.draw_on_21:
            return False
        if self.double_on == "any":
            return True
        low = 9 if self.double_on == "9-11" else 10
        return not soft and low <= hard <= 11


@dataclass(frozen=True)
class UpCardResult:
    """What the analysis found against one dealer up card."""

    up: int  #: value, 1 = ace
    probability: float  #: chance of this up card
    ev: float  #: player's expected return per initial bet against it
    dealer_blackjack: float  #: chance the hole card makes blackjack (after the player's two cards, averaged)


@dataclass(frozen=True)
class Analysis:
    """Chart rows (``hard[t][up]``, ``soft[t][up]``, ``pairs[v][up]``; ``up`` = value 1…10) and value."""

    rules: GameRules
    hard: dict[int, dict[int, str]]
    soft: dict[int, dict[int, str]]
    pairs: dict[int, dict[int, str]]
    ev: float
    per_up: tuple[UpCardResult, ...]
    player_blackjack: float
    exact_ev: Fraction | None = None  #: the expected return as a fraction (exact path only)


def _total(hard: int, ace: bool) -> tuple[int, bool]:
    if ace and hard <= 11:
        return hard + 10, True
    return hard, False


def _split_weights(pairs: Num, n: Num, hands: int, one: Num) -> tuple[list[Num], list[Num]]:
    """Weights of ``X[a]`` and ``N[a]`` (see :meth:`_UpCard.split`) in the value of splitting up to
    ``hands`` hands (2–4), ``pairs`` of the ``n`` cards left making a new pair: Farmer's sums over
    the number of hands split and the order their second cards come in."""
    zero = one * 0
    cx = [zero] * (2 * max(hands - 2, 0) + 1)
    cn = [zero] * len(cx)
    npair = n - pairs

    def ev_x(w: Num, a: int, b: int) -> None:
        if b == 0:
            cx[a] += w
            return
        u = (pairs - a) / (n - a - b + 1) if n - a - b + 1 else zero
        if u >= 1:
            return
        ev_x(w / (1 - u), a, b - 1)
        if u:
            ev_x(w * u / (u - 1), a + 1, b - 1)

    def ev_n(w: Num, a: int, b: int) -> None:
        u = (pairs - a) / (n - a - b) if n - a - b else zero
        if u >= 1:
            return
        if b == 0:
            cn[a] += w  # N[a] is already the average over non-pair second cards
            return
        ev_n(w / (1 - u), a, b - 1)
        if u:
            ev_n(w * u / (u - 1), a + 1, b - 1)

    def prob(k_pairs: int, k_other: int) -> Num:
        p = one
        for i in range(k_pairs):
            p = p * (pairs - i) / (n - i)
        for i in range(k_other):
            p = p * (npair - i) / (n - k_pairs - i)
        return p

    for h in range(2, hands):  # stopping at h hands: every second card a non-pair
        ev_n(prob(h - 2, h) * (h - 1) * h, h - 2, h - 1)
    for k in range(hands - 1):  # reaching the most hands after k of them are completed
        r = prob(hands - 2, k) * (2 if hands == 4 and k > 0 else 1)
        if k > 0:
            ev_n(r * k, hands - 2, k - 1)
        ev_x(r * (hands - k), hands - 2, k)
    return cx, cn


def split_value(
    g: GameRules, pairs: Num, n: Num, hands: int, xs: list[tuple[Num, ...]], ns: list[tuple[Num, ...]], one: Num
) -> tuple[Num, Num]:
    """(EV given no blackjack, loss if the dealer has blackjack) of a split from ``X[a]`` and
    ``N[a]`` (each (EV, stake, busted stake, P(bust)) of one split hand, ``a`` = 0, 1, …; see
    :meth:`engine.math.bj_upcard._UpCard.split`), ``pairs`` of the ``n`` cards left making a new pair."""
    zero = one * 0
    cx, cn = _split_weights(pairs, n, hands, one)
    tot = [sum((cx[a] * xs[a][i] + cn[a] * ns[a][i] for a in range(len(xs))), zero) for i in range(4)]
    if g.takes_all:
        return tot[0], -tot[1]
    pb = tot[3] / (sum(cx, zero) + sum(cn, zero))
    return tot[0], -(tot[2] + 1 - pb * pb)


def _compositions(n: int) -> list[tuple[int, ...]]:
    """Multisets of ``n`` card values (sorted tuples)."""
    out: list[tuple[int, ...]] = []

    def rec(start: int, acc: tuple[int, ...]) -> None:
        if len(acc) == n:
            out.append(acc)
            return
        for v in range(start, 11):
            rec(v, (*acc, v))

    rec(1, ())
    return out


_TWO = _compositions(2)
_THREE = _compositions(3)


def _weight(cards: tuple[int, ...], shoe: list[int]) -> int:
    """Relative chance of drawing this multiset: product of binomials C(count, k)."""
    w = 1
    for v in set(cards):
        k = cards.count(v)
        m = shoe[v - 1]
        num = 1
        for i in range(k):
            num *= m - i
        for i in range(2, k + 1):
            num //= i
        w *= num
    return w


@cache
def _row_hands(soft: bool, total: int) -> list[tuple[int, ...]]:
    """The hands that decide a chart row: two-card non-pairs, else pairs, else three cards."""
    for pool in (_TWO, _THREE):
        hands = []
        for h in pool:
            t, s = _total(sum(h), 1 in h)
            if t == total and s == soft and not (len(h) == 2 and t == 21):
                hands.append(h)
        if hands:
            plain = [h for h in hands if len(h) != 2 or h[0] != h[1]]
            return plain or hands
    return []


def _code(vals: dict[str, Num]) -> str:
    """The chart code of the best action among ``vals`` (``S``, ``H``, ``D``, ``R``, ``P``)."""
    best = max(vals, key=lambda k: vals[k])
    hits = vals.get("H", -9) > vals["S"]
    if best == "P":
        return "P"
    if best == "R":
        rest = {k: x for k, x in vals.items() if k != "R"}
        if max(rest, key=lambda k: rest[k]) == "P":
            return "Rp"
        return "Rh" if hits else "Rs"
    if best == "D":
        return "D" if hits else "Ds"
    return "H" if hits else "S"


def _dealt(ev: Num, loss_bj: Num, pbj: Num, enhc: bool) -> Num:
    """Value of a dealt hand: a peeked blackjack takes the bet before any move; with no hole card
    the move's own loss to a blackjack applies [FR-BJ-11]."""
    if enhc:
        return pbj * loss_bj + (1 - pbj) * ev
    return -pbj + (1 - pbj) * ev
