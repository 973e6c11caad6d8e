"""The base game analysed from the rules: a basic-strategy chart and its expected return.

Method (one pass per dealer up card; the same decisions run in exact fractions, the reference, or
in floats: :mod:`engine.math.bj_fast`, every hand of a chart row at once with numpy):

1. Dealer: exact final-total probabilities for the shoe less the up card and every card the player
   holds (:mod:`engine.math.bj_dealer`, one generated pass per removed multiset, on ints when exact,
   memoized by the removed multiset; in floats one batched pass over every removed multiset,
   :mod:`engine.math.bj_batch`). Against an ace or a ten they are conditioned on the hole card
   not making blackjack; the chance it does is kept apart.
2. Player: expected values of stand, hit (then play on by the chart), double and surrender for each
   hand composition, the player's cards drawn from the shoe less the up card and his own cards,
   and, against an ace or a ten, given that the unseen hole card does not make blackjack (exact:
   each draw's odds are those of the shoe less one random non-blackjack card).
3. Chart: rows are decided in an order where every hand a hit can reach is already decided (hard
   21→12, soft 21→12, hard 11→4). A row's code is the action with the best average over the row's
   two-card hands (three-card hands for 21), weighted by their probability. Hands of three or more
   cards follow the row (total-dependent strategy): ``D``/``Rh`` → hit, ``Ds``/``Rs`` → stand.
   A pair's row is the best of splitting and of the pair's own stand, hit, double and surrender
   (so 7,7 may stand where hard 14 hits).
4. Peek game [FR-BJ-3 option]: a dealer blackjack ends the round before any decision, so decisions
   maximise the value given no blackjack. No hole card (ENHC): the hole card comes after the player
   has played, so every action is valued with the blackjack chance: the dealer blackjack takes the
   doubled and split stakes too (``all``) or only the original bet (``original``) [FR-BJ-11]; a
   surrender gives back half even if the dealer then makes blackjack [FR-BJ-10].
5. Splits (the method of published calculators: Eric Farmer's analyzer, the Wizard of Odds'
   appendix 9): a split hand is one hand holding a card of the pair, played by the chart (double
   only with ``das``; split aces take one card), its second card drawn with the same no-blackjack
   conditioning as any draw; it knows how many pair cards the round has dealt (the pair, and one
   more for each resplit) and how many other hands' second cards were not pair cards, not the other
   cards drawn to those hands. The value sums over the number of hands (up to ``max_hands``; aces
   again only with ``resplit_aces``) and the order their second cards come in [FR-BJ-9].
6. The house edge is minus the probability-weighted value of every initial deal; insurance is never
   taken. In the no-hole-card game under ``original`` a double lost to a blackjack uses the bust
   chance given no blackjack, and split hands that all bust are counted as two (tiny approximations).
"""

from __future__ import annotations

from functools import lru_cache

from . import bj_batch, bj_fast
from .bj_game import _HITS, _TWO, Analysis, GameRules, Num, _weight
from .bj_upcard import _analyse, _UpCard


@lru_cache(maxsize=16)
def analyse(g: GameRules) -> Analysis:
    """Chart and expected return of the base game for these rules, in floats (cached): the
    vectorised calculator of :mod:`engine.math.bj_fast`, or without numpy the scalar one."""
    if bj_batch.available():
        return _analyse(g, False, bj_fast.calculator)
    return _analyse(g, False)


def analyse_exact(g: GameRules) -> Analysis:
    """The same analysis in exact fractions (slow: the reference the fast path is tested against)."""
    return _analyse(g, True)


def _charted(g: GameRules, a: Analysis, up_value: int, exact: bool) -> _UpCard:
    """An up-card calculator that plays on by the chart of ``a``."""
    up = _UpCard(g, up_value, exact)
    for t, row in a.hard.items():
        up.codes[(False, t)] = row[up_value]
        up.hit_hard[t] = _HITS[row[up_value]]
    for t, row in a.soft.items():
        up.codes[(True, t)] = row[up_value]
        up.hit_soft[t] = _HITS[row[up_value]]
    return up


def _hand(up: _UpCard, cards: tuple[int, ...]) -> dict[str, Num]:
    rkey, hard, ace = up.load(cards)
    out = up.options(rkey, hard, ace, len(cards))
    pbj = up.pbj(rkey)
    up.unload(cards)
    if len(cards) == 2 and cards[0] == cards[1]:
        ev, loss = up.split(cards[0])
        out["P"] = up.objective(ev, loss, pbj)
    return out


def hand_options(
    g: GameRules, cards: tuple[int, ...], up_value: int, *, exact: bool = False, chart: Analysis | None = None
) -> dict[str, Num]:
    """Value of each action open to a hand (values; 1 = ace) against ``up_value``, for its exact
    composition, playing on by the computed chart (``chart``, else :func:`analyse`): ``S``, ``H``,
    and for a first two-card hand ``D``, ``R`` and, for a pair, ``P`` as the rules allow. Peek
    game: given no dealer blackjack; no hole card: including the dealer blackjack [FR-BJ-11]."""
    return _hand(_charted(g, chart or analyse(g), up_value, exact), cards)


def two_card_options(g: GameRules, chart: Analysis, up_value: int) -> dict[tuple[int, int], dict[str, float]]:
    """:func:`hand_options` of every two-card hand that is not a blackjack, against one up card
    (one calculator shared by all of them: about the cost of analysing that up card again)."""
    up = _charted(g, chart, up_value, False)
    out: dict[tuple[int, int], dict[str, float]] = {}
    for a, b in _TWO:
        if (a, b) != (1, 10) and _weight((a, b), up.shoe):
            out[(a, b)] = _hand(up, (a, b))
    return out


# ---------------------------------------------------------------------- the spread of the result
