"""The dealer's probabilities for every removal the analysis can ask for, in one vectorised pass.

The fast analysis of one up card (:mod:`engine.math.bj_fast`) asks for the dealer's final-total
probabilities of tens of thousands of shoes: the shoe less every multiset of cards a player hand
can hold, and for the split hands the same hands with one to five more cards of the pair out.
:func:`dealer_table` computes them all at once with numpy, one column per shoe, in the closed form
of the dealer's state graph (:mod:`engine.math.bj_dealer`): the same probabilities as the scalar
pass, up to rounding. Only the floating-point path uses it; the exact path stays scalar
(fractions). Without numpy the analysis runs the scalar pass, the same figures, slower.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Sequence
from functools import cache
from typing import Any

from .bj_dealer import DealerGraph

log = logging.getLogger(__name__)


__all__ = ["available", "dealer_table", "forget"]


@cache
def _numpy() -> Any:
    """numpy, imported at the first analysis (not when the engine starts), or None without it."""
    if "numpy" not in sys.modules:  # the analysis runs on one core: no BLAS threads beside it
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    try:
        import numpy
    except ImportError:  # numpy is a dependency; without it the scalar pass gives the same figures
        log.info("numpy is not installed: the strategy analysis runs its scalar dealer pass (slower)")
        return None
    return numpy


def available() -> bool:
    """Whether the vectorised pass can run (numpy is importable)."""
    return _numpy() is not None


def forget() -> None:
    """Drop the plans of the pass (benchmarks time it from nothing)."""
    _plan.cache_clear()


#: rows of one block of the pass: the state masses of a block (states × rows) stay in the cache
_BLOCK = 4096


@cache
def _plan(graph: DealerGraph) -> tuple[Any, ...]:
    """The dealer pass of ``graph`` as steps over rows (see :func:`dealer_table`): (states, most
    cards of a leaf, where the first state is stored, the counts ``(card, used)`` the steps take
    (``n_card - used``), the factors ``(count, size)`` they multiply by (that count over the cards
    left once ``size`` are drawn), steps ``(state, parent, factor)`` in an order where a parent
    comes before its children, segments ``(first, end, pattern, weights)``, the matrix of the
    leaves' ``used`` terms for the totals 17–21). States are stored by leaf pattern (the cards that
    end the dealer's draw and the outcome each gives): the states of one pattern are one slice,
    whatever their size."""
    np = _numpy()
    drawn = graph.drawn
    n = graph.n_states
    ways = graph.ways
    group: dict[tuple[tuple[int, int], ...], int] = {}
    member = [group.setdefault(pat, len(group)) for pat in graph.patterns]
    order = sorted(range(n), key=lambda s: (member[s], s))
    pos = [0] * n
    for i, s in enumerate(order):
        pos[s] = i
    used_terms = [[0.0] * n for _ in range(5)]  # (a blackjack's hole card is never drawn before)
    segments = []
    i = 0
    while i < n:
        pat = graph.patterns[order[i]]
        j = i
        while j < n and member[order[j]] == member[order[i]]:
            j += 1
        if pat:
            segments.append((i, j, pat, np.array([float(ways[s]) for s in order[i:j]])))
            for x in range(i, j):
                s = order[x]
                d = drawn[s]
                for c, out in pat:
                    if d[c]:
                        used_terms[out][x] += ways[s] * d[c]
        i = j
    size = graph.sizes
    counts: dict[tuple[int, int], int] = {}
    factors: dict[tuple[int, int], int] = {}
    steps = []
    for s in range(1, n):
        p, c, used = graph.first[s]
        f = factors.setdefault((counts.setdefault((c, used), len(counts)), size[s]), len(factors))
        steps.append((pos[s], pos[p], f))
    return n, max(size) + 1, pos[0], tuple(counts), tuple(factors), tuple(steps), tuple(segments), np.array(used_terms)


def _block(plan: tuple[Any, ...], nc: Any, out: Any, buf: Any) -> None:
    """Fill ``out`` (rows × 7) with the dealer tuples of the shoes ``nc`` (10 counts × rows)."""
    np = _numpy()
    n_states, top, root, counts, factors, steps, segments, used_terms = plan
    width = nc.shape[1]
    left = nc.sum(axis=0)
    inv = [1.0 / (left - k) for k in range(top + 1)]
    # s[state] = (ordered draws of its cards, without the ways) / (cards left before its next card)
    count = [nc[c] if not used else nc[c] - used for c, used in counts]
    factor = [count[i] * inv[k] for i, k in factors]
    s = buf[:n_states, :width]
    s[root] = inv[0]
    multiply = np.multiply
    for i, p, f in steps:
        multiply(s[p], factor[f], out=s[i])
    # a leaf from state p by a card c: ways(p) s[p] (n_c - used): the used terms are one product,
    # the rest n_c times the sum of ways · s over the states of each pattern holding c
    probs = np.empty((6, width))
    np.negative(used_terms @ s, out=probs[:5])
    probs[5] = 0.0
    for i, j, pattern, ways in segments:
        g = ways @ s[i:j] if j - i > 1 else s[i] * ways[0]
        for c, o in pattern:
            probs[o] += nc[c] * g
    o17, o18, o19, o20, o21, obj = probs
    nb = 1.0 - obj
    # standing on t: P(bust) + P(below t) - P(above t) = 1 - P(t) - 2 P(above t), given no blackjack
    a20 = o21
    a19 = a20 + o20
    a18 = a19 + o19
    a17 = a18 + o18
    a16 = a17 + o17
    inb = 1.0 / nb
    out[:, 0] = (nb - a16 - a16) * inb
    out[:, 1] = (nb - o17 - a17 - a17) * inb
    out[:, 2] = (nb - o18 - a18 - a18) * inb
    out[:, 3] = (nb - o19 - a19 - a19) * inb
    out[:, 4] = (nb - o20 - a20 - a20) * inb
    out[:, 5] = (nb - o21) * inb
    out[:, 6] = obj


def dealer_table(graph: DealerGraph, shoe: Sequence[int], removals: Any) -> Any:
    """The rows × 7 array of the tuples :meth:`engine.math.bj_upcard._UpCard.dealer` computes —
    (stand ≤16, 17, 18, 19, 20, 21, P(blackjack)) — for the shoe (counts by value, the up card out)
    less each removal, a column of ``removals`` (10 counts × removals), 0 where the shoe does not
    hold it.

    The pass is the dealer's state graph in closed form: a state holding the multiset ``d`` of ``k``
    cards has the chance ``ways(d) · Π (n_c)_(d_c) / (L)_k`` (falling factorials; ``ways`` the
    orders in which the dealer draws them without stopping), so each state costs one product from
    one parent, and the leaves are summed per group of states of the same size and total."""
    np = _numpy()
    col = np.array(shoe, dtype=np.float64)[:, None]
    width = removals.shape[1]
    # every shoe holds its removal unless a removal takes more cards of a value than the shoe has
    most = removals.max(axis=1, initial=0.0)
    every = bool((most <= col[:, 0]).all()) and col.sum() - removals.sum(axis=0).max(initial=0.0) > 1
    if every:
        ok = None
    else:
        cols = col - removals
        ok = (cols.min(axis=0) >= 0) & (cols.sum(axis=0) > 1)
        removals = removals[:, ok]
        width = removals.shape[1]
    plan = _plan(graph)
    part = np.empty((width, 7))
    buf = np.empty((plan[0], min(_BLOCK, max(width, 1))))
    with np.errstate(all="ignore"):  # (a shoe of too few cards divides by zero: never read)
        for a in range(0, width, _BLOCK):
            _block(plan, col - removals[:, a : a + _BLOCK], part[a : a + _BLOCK], buf)
    if ok is None:
        return part
    table = np.zeros((len(ok), 7))
    table[ok] = part
    return table
