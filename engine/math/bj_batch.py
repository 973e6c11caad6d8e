"""The dealer's probabilities for every removal the analysis can ask for, in one vectorised pass.

The analysis of one up card asks for the dealer's final-total probabilities of tens of thousands
of shoes: the shoe less every multiset of cards a player hand can hold, and for the split hands the
same hands with one to five more cards of the pair out (:meth:`engine.math.bj_analysis._UpCard.split`).
One call of the generated dealer pass (:meth:`engine.math.bj_dealer.DealerGraph.counts_fn`) on
numpy columns, one row per shoe, computes them all: the same operations in the same order as the
scalar pass, so each row equals what the scalar pass gives that shoe, at a few nanoseconds a row
instead of tens of microseconds a call. Only the floating-point path uses it; the exact path stays
scalar (fractions). Without numpy the analysis runs the scalar pass, the same figures, slower.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

log = logging.getLogger(__name__)


#: weight of each value in a removed-multiset key (as :data:`engine.math.bj_analysis._W`)
_W = tuple(64**c for c in range(10))
#: the most cards of a pair that a split can take out beyond the two split (four hands: 2 × 2)
MAX_EXTRA = 4

CountsFn = Callable[..., tuple[Any, ...]]


@cache
def _numpy() -> Any:
    """numpy, imported at the first analysis (not when the engine starts), or None without it."""
    try:
        import numpy
    except ImportError:  # numpy is a dependency; without it the scalar pass gives the same figures
        log.info("numpy is not installed: the strategy analysis runs its scalar dealer pass (slower)")
        return None
    return numpy


def available() -> bool:
    """Whether the vectorised pass can run (numpy is importable)."""
    return _numpy() is not None


def _hands() -> list[tuple[int, ...]]:
    """Counts by value (index = value - 1) of every multiset of two or more cards of hard total ≤ 21."""
    out: list[tuple[int, ...]] = []
    counts = [0] * 10

    def rec(start: int, total: int, n: int) -> None:
        if n >= 2:
            out.append(tuple(counts))
        for v in range(start, 11):
            if total + v > 21:
                break
            counts[v - 1] += 1
            rec(v, total + v, n + 1)
            counts[v - 1] -= 1

    rec(1, 0, 0)
    return out


@cache
def removals(extra: int) -> tuple[Any, dict[int, int]]:
    """(counts matrix, ``{removed key: 7 × row}``) of every removed multiset the analysis may ask
    for: a hand of two or more cards (hard total ≤ 21), and a hand holding a card of a pair with
    1 + ``a`` more cards of that pair out, ``a`` ≤ ``extra``. Depends on nothing of the rules: built
    once per process (rows the shoe cannot deal are computed too, and never read)."""
    np = _numpy()
    sets = set(_hands())
    for hand in list(sets):
        for c in range(10):
            if hand[c]:
                row = list(hand)
                for _a in range(extra + 1):
                    row[c] += 1
                    sets.add(tuple(row))
    matrix = np.array(sorted(sets), dtype=np.int64)
    keys = (matrix @ np.array(_W, dtype=np.int64)).tolist()
    return matrix, {k: 7 * i for i, k in enumerate(keys)}


def forget() -> None:
    """Drop the enumeration (benchmarks time it from nothing)."""
    removals.cache_clear()


def dealer_table(fn: CountsFn, shoe: Sequence[int], extra: int) -> tuple[dict[int, int], list[float]]:
    """(index, flat): ``flat[index[key] + j]`` is item ``j`` of the tuple
    :meth:`engine.math.bj_analysis._UpCard.dealer` computes — (stand ≤16, 17, 18, 19, 20, 21,
    P(blackjack)) — for the shoe (counts by value, the up card out) less the removal ``key``, for
    every removal of :func:`removals`."""
    np = _numpy()
    matrix, index = removals(extra)
    rows = (np.array(shoe, dtype=np.int64) - matrix).astype(np.float64)
    cols = [np.ascontiguousarray(rows[:, c]) for c in range(10)]
    left = rows.sum(axis=1)
    with np.errstate(all="ignore"):  # (rows the shoe cannot deal divide by zero: never read)
        o17, o18, o19, o20, o21, obj, den = fn(cols, left)
        nb = den - obj
        a20 = o21
        a19 = a20 + o20
        a18 = a19 + o19
        a17 = a18 + o18
        a16 = a17 + o17
        inv = 1.0 / nb
        table = np.stack(
            [
                (nb - a16 - a16) * inv,
                (nb - o17 - a17 - a17) * inv,
                (nb - o18 - a18 - a18) * inv,
                (nb - o19 - a19 - a19) * inv,
                (nb - o20 - a20 - a20) * inv,
                (nb - o21) * inv,
                np.broadcast_to(obj / den, left.shape),
            ],
            axis=1,
        )
    flat: list[float] = table.ravel().tolist()
    return index, flat
