"""The dealer's final-total probabilities, exact with card removal [FR-BJ-5].

For an up card and a shoe (counts by value, the cards already seen removed) the dealer's draws
form a forward recursion over the multiset of cards he has drawn: the total, and so whether he
draws again, depends only on that multiset, and the chance of each next card is its count left in
the shoe over the cards left. The state graph of one up card is built once per soft-17 rule; one
evaluation is then a pass over it (a few hundred states). Works with ``float`` (fast) or
:class:`fractions.Fraction` (exact, for tests).

:meth:`DealerGraph.counts_fn` is the same pass as one generated straight-line function over
*unnormalised* masses: a state's mass is the number of ordered ways to draw its cards (a product of
counts), so no division happens until the end, where the leaves of each size ``k`` are scaled by
``(L-k)(L-k-1)…`` to a common denominator. The function runs on ints (exact) or floats (fast): the
same code, so the fast path computes exactly what the exact one does, up to rounding. Terminal edges
are summed per group of states sharing size, total and softness (``n·Σm − Σ m·used``) and the bust
chance is the complement, which roughly halves the work of one pass.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import cache
from typing import Any, TypeVar

#: values 1 (ace) … 10 (ten-valued): index = value - 1
VALUES = range(1, 11)

#: outcome slots of an evaluation: totals 17–21, bust, then a dealer blackjack (up card + hole card)
OUTCOMES = ("17", "18", "19", "20", "21", "bust", "blackjack")
BUST = 5
BLACKJACK = 6

Num = TypeVar("Num", float, Fraction)
CountsFn = Callable[..., tuple[Any, ...]]
_CHUNK = 40  # terms per generated statement (keeps the compiler's expression depth small)


class DealerGraph:
    """The dealer's drawing states for one up card: built once, evaluated for any shoe."""

    __slots__ = (
        "_counts", "_fast", "_moves", "_targets", "drawn", "first", "hit_soft_17", "n_states", "patterns", "sizes",
        "up", "ways",
    )  # fmt: skip

    def __init__(self, up: int, hit_soft_17: bool) -> None:
        self.up = up
        index: dict[tuple[int, ...], int] = {}
        states: list[tuple[tuple[int, ...], int, bool]] = []
        self.hit_soft_17 = hit_soft_17
        root = (0,) * 10
        index[root] = 0
        states.append((root, up, up == 1))
        targets: list[int] = []  # of each state's move by each value: a state, or -1 - outcome slot
        sizes = [0]
        ways = [1]  # ordered ways to draw a state's cards without the dealer stopping before
        first = [(-1, 0, 0)]  # (state, card, used) of the move that first reaches each state
        patterns: list[tuple[tuple[int, int], ...]] = []
        i = 0
        while i < len(states):
            drawn, hard, ace = states[i]
            pattern: list[tuple[int, int]] = []
            w = ways[i]
            for v in VALUES:
                c = v - 1
                h2 = hard + v
                a2 = ace or v == 1
                soft = a2 and h2 <= 11
                t = h2 + 10 if soft else h2
                if i == 0 and t == 21:
                    target = -1 - BLACKJACK  # the hole card makes blackjack [FR-BJ-7]
                    pattern.append((c, 5))
                elif t > 21:
                    target = -1 - BUST
                elif t > 17 or (t == 17 and not (hit_soft_17 and soft)):
                    target = -1 - (t - 17)
                    pattern.append((c, t - 17))
                else:
                    d2 = (*drawn[:c], drawn[c] + 1, *drawn[c + 1 :])
                    target = index.get(d2, -1)
                    if target < 0:
                        target = index[d2] = len(states)
                        states.append((d2, h2, a2))
                        sizes.append(sizes[i] + 1)
                        ways.append(w)
                        first.append((i, c, drawn[c]))
                    else:
                        ways[target] += w
                targets.append(target)
            patterns.append(tuple(pattern))
            i += 1
        self._targets = targets
        self._moves: tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...] | None = None
        #: per state: the number of cards drawn, the ordered ways to draw them (the dealer never
        #: stopping before), the (state, card, count of that card already drawn) of the move that
        #: first reaches it (states are numbered in the order they are reached: that state's number
        #: is below its own), and its leaf pattern: the cards that end the draw with a total, and
        #: the outcome slot of each (0–4 the totals 17–21, 5 a blackjack)
        self.sizes = tuple(sizes)
        self.ways = tuple(ways)
        self.first = tuple(first)
        self.patterns = tuple(patterns)
        self.n_states = len(states)
        self.drawn = tuple(d for d, _h, _a in states)
        self._fast: Callable[[Sequence[int], int], list[float]] | None = None
        self._counts: CountsFn | None = None

    @property
    def moves(self) -> tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]:
        """Each state's ``(cards drawn, ((value index, count of it drawn, target), …))``, a target
        being the state reached or ``-1 - slot`` of the outcome (:data:`OUTCOMES`) the card ends on."""
        if self._moves is None:
            t = self._targets
            self._moves = tuple(
                (k, tuple((c, d[c], t[10 * s + c]) for c in range(10)))
                for s, (k, d) in enumerate(zip(self.sizes, self.drawn, strict=True))
            )
        return self._moves

    def fast(self) -> Callable[[Sequence[int], int], list[float]]:
        """:meth:`evaluate` in floats: the probabilities of :data:`OUTCOMES` from :meth:`counts_fn`."""
        if self._fast is None:
            fn = self.counts_fn()

            def fast(shoe: Sequence[int], left: int) -> list[float]:
                o17, o18, o19, o20, o21, obj, den = fn([float(x) for x in shoe], float(left))
                inv = 1.0 / den
                rest = den - o17 - o18 - o19 - o20 - o21 - obj
                return [o17 * inv, o18 * inv, o19 * inv, o20 * inv, o21 * inv, rest * inv, obj * inv]

            self._fast = fast
        return self._fast

    def counts_fn(self) -> CountsFn:
        """The pass as one generated function ``f(shoe, L, low=0) -> (n17, n18, n19, n20, n21, nbj, den)``:
        the chance of each outcome is ``n / den`` (bust: the rest). Exact on ints, fast on floats.
        With ``low`` (a total 18–21) the totals below it are not summed (returned as 0): a player
        standing on ``low`` needs only the chances of ``low`` and above, and the state masses cost
        much less than the leaf sums."""
        if self._counts is None:
            self._counts = _generate(self)
        return self._counts

    def evaluate(self, shoe: Sequence[int], left: int, one: Num) -> list[Num]:
        """Probabilities of :data:`OUTCOMES` for a shoe of ``left`` cards (``shoe[v-1]`` of value v).

        ``one`` is ``1.0`` or ``Fraction(1)`` and fixes the number type. The blackjack slot is the
        chance the hole card completes a natural; the other slots include those deals.
        """
        n = self.n_states
        mass: list[Num] = [one * 0] * n
        mass[0] = one
        out: list[Num] = [one * 0] * 7
        for s, (k, moves) in enumerate(self.moves):
            p = mass[s]
            if not p:
                continue
            rest = left - k
            for c, used, target in moves:
                m = shoe[c] - used
                if m > 0:
                    q = p * m / rest
                    if target >= 0:
                        mass[target] += q
                    else:
                        out[-1 - target] += q
        return out


def _sum_lines(name: str, terms: list[str]) -> list[str]:
    """``name = t1 + t2 …`` as a few statements of at most :data:`_CHUNK` terms."""
    lines = []
    for i in range(0, len(terms), _CHUNK):
        part = " + ".join(terms[i : i + _CHUNK])
        lines.append(f"    {name} = {part}" if i == 0 else f"    {name} = {name} + {part}")
    return lines


def _generate(graph: DealerGraph) -> CountsFn:
    """Write :meth:`DealerGraph.counts_fn` from the graph's moves (pull form, per-level leaf sums)."""
    drawn = graph.drawn
    size = [sum(d) for d in drawn]
    top = max(size) + 1  # most cards a leaf holds
    parents: dict[int, list[tuple[int, int, int]]] = {}
    groups: dict[tuple[int, tuple[tuple[int, int], ...]], list[int]] = {}
    for s, (_k, moves) in enumerate(graph.moves):
        pattern: list[tuple[int, int]] = []
        for c, used, target in moves:
            if target >= 0:
                parents.setdefault(target, []).append((s, c, used))
            elif target != -1 - BUST:
                pattern.append((c, -1 - target))
        if pattern:
            groups.setdefault((size[s], tuple(pattern)), []).append(s)
    diffs: set[tuple[int, int]] = set()

    def count(c: int, used: int) -> str:
        if not used:
            return f"n{c}"
        diffs.add((c, used))
        return f"a{c}_{used}"

    body: list[str] = []
    for j in range(1, graph.n_states):
        terms = [count(c, used) if p == 0 else f"m{p} * {count(c, used)}" for p, c, used in parents[j]]
        body += _sum_lines(f"m{j}", terms)
    sums: dict[tuple[int, int], list[str]] = {}
    for gi, ((k, pat), members) in enumerate(groups.items()):
        if members == [0]:
            for c, out in pat:
                sums.setdefault((out, k + 1), []).append(f"n{c}")
            continue
        body += _sum_lines(f"g{gi}", [f"m{p}" for p in members])
        for c, out in pat:
            minus = [f"m{p}" + (f" * {drawn[p][c]}" if drawn[p][c] > 1 else "") for p in members if drawn[p][c]]
            term = f"n{c} * g{gi}"
            if minus:
                term = f"({term} - ({' + '.join(minus)}))"
            sums.setdefault((out, k + 1), []).append(term)
    body.append(f"    w{top} = 1")
    body += [f"    w{k} = w{k + 1} * (L - {k})" for k in range(top - 1, -1, -1)]
    outs = []
    for out in (0, 1, 2, 3, 4, BLACKJACK):
        name = f"o{out}"
        lines: list[str] = []
        terms = []
        for (o, k), ts in sorted(sums.items()):
            if o == out:
                lines += _sum_lines(f"s{o}_{k}", ts)
                terms.append(f"s{o}_{k} * w{k}")
        lines += _sum_lines(name, terms) if terms else [f"    {name} = 0"]
        if out < 4:  # totals below ``low`` are not asked for: their leaf sums are skipped
            body += [f"    if low <= {17 + out}:", *("    " + ln for ln in lines), "    else:", f"        {name} = 0"]
        else:
            body += lines
        outs.append(name)
    head = ["def f(shoe, L, low=0):", "    " + ", ".join(f"n{c}" for c in range(10)) + " = shoe"]
    head += [f"    a{c}_{u} = n{c} - {u}" for c, u in sorted(diffs)]
    src = "\n".join([*head, *body, f"    return ({', '.join(outs)}, w0)"])
    namespace: dict[str, Any] = {}
    exec(compile(src, f"<dealer up {graph.up}{' H17' if graph.hit_soft_17 else ''}>", "exec"), namespace)
    fn: CountsFn = namespace["f"]
    return fn


@cache
def dealer_graph(up: int, hit_soft_17: bool) -> DealerGraph:
    """The (cached) state graph of up card value ``up`` (1 = ace)."""
    return DealerGraph(up, hit_soft_17)


def full_shoe(decks: int) -> list[int]:
    """Counts by value of ``decks`` full decks: four of each value per deck, sixteen tens."""
    return [4 * decks] * 9 + [16 * decks]


def dealer_probabilities(
    up: int, decks: int, hit_soft_17: bool, removed: Sequence[int] = (), *, exact: bool = False
) -> dict[str, float | Fraction]:
    """The dealer's outcome probabilities with up card ``up`` (value, 1 = ace) from ``decks`` decks,
    after removing the up card and the values in ``removed``; not conditioned on the peek."""
    shoe = full_shoe(decks)
    shoe[up - 1] -= 1
    for v in removed:
        shoe[v - 1] -= 1
    one: float | Fraction = Fraction(1) if exact else 1.0
    probs = dealer_graph(up, hit_soft_17).evaluate(shoe, sum(shoe), one)  # type: ignore[type-var]
    return dict(zip(OUTCOMES, probs, strict=True))
