"""The dealer's final-total probabilities, exact with card removal [FR-BJ-5].

For an up card and a shoe (counts by value, the cards already seen removed) the dealer's draws
form a forward recursion over the multiset of cards he has drawn: the total, and so whether he
draws again, depends only on that multiset, and the chance of each next card is its count left in
the shoe over the cards left. The state graph of one up card is built once per soft-17 rule; one
evaluation is then a pass over it (a few hundred states). Works with ``float`` (fast) or
:class:`fractions.Fraction` (exact, for tests).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import cache
from typing import TypeVar

#: values 1 (ace) … 10 (ten-valued): index = value - 1
VALUES = range(1, 11)

#: outcome slots of an evaluation: totals 17–21, bust, then a dealer blackjack (up card + hole card)
OUTCOMES = ("17", "18", "19", "20", "21", "bust", "blackjack")
BUST = 5
BLACKJACK = 6

Num = TypeVar("Num", float, Fraction)


class DealerGraph:
    """The dealer's drawing states for one up card: built once, evaluated for any shoe."""

    __slots__ = ("_fast", "moves", "n_states", "up")

    def __init__(self, up: int, hit_soft_17: bool) -> None:
        self.up = up
        index: dict[tuple[int, ...], int] = {}
        states: list[tuple[tuple[int, ...], int, bool]] = []
        root = (0,) * 10
        index[root] = 0
        states.append((root, up, up == 1))
        moves: list[tuple[int, tuple[tuple[int, int, int], ...]]] = []
        i = 0
        while i < len(states):
            drawn, hard, ace = states[i]
            out: list[tuple[int, int, int]] = []
            for v in VALUES:
                c = v - 1
                h2 = hard + v
                a2 = ace or v == 1
                soft = a2 and h2 <= 11
                t = h2 + 10 if soft else h2
                d2 = (*drawn[:c], drawn[c] + 1, *drawn[c + 1 :])
                if i == 0 and t == 21:
                    target = -1 - BLACKJACK  # the hole card makes blackjack [FR-BJ-7]
                elif t > 21:
                    target = -1 - BUST
                elif t > 17 or (t == 17 and not (hit_soft_17 and soft)):
                    target = -1 - (t - 17)
                else:
                    if d2 not in index:
                        index[d2] = len(states)
                        states.append((d2, h2, a2))
                    target = index[d2]
                out.append((c, drawn[c], target))
            moves.append((sum(drawn), tuple(out)))
            i += 1
        self.moves = tuple(moves)
        self.n_states = len(states)
        self._fast: Callable[[Sequence[int], int], list[float]] | None = None

    def fast(self) -> Callable[[Sequence[int], int], list[float]]:
        """:meth:`evaluate` in floats as one straight-line function (several times faster than the
        loop: the analysis calls it tens of thousands of times). Generated once from :attr:`moves`."""
        if self._fast is None:
            lines = ["def f(shoe, left):", "    " + ", ".join(f"n{c}" for c in range(10)) + " = shoe"]
            seen: set[str] = set()
            for s, (k, moves) in enumerate(self.moves):
                lines.append(f"    i = {'1.0' if s == 0 else f'm{s}'} / (left - {k})")
                for c, used, target in moves:
                    name = f"m{target}" if target >= 0 else f"o{-1 - target}"
                    term = f"i * n{c}" if not used else f"i * (n{c} - {used})"
                    lines.append(f"    {name} {'+=' if name in seen else '='} {term}")
                    seen.add(name)
            outs = [f"o{j}" if f"o{j}" in seen else "0.0" for j in range(7)]
            lines.append(f"    return [{', '.join(outs)}]")
            namespace: dict[str, object] = {}
            exec(compile("\n".join(lines), f"<dealer up {self.up}>", "exec"), namespace)
            self._fast = namespace["f"]  # type: ignore[assignment]
        assert self._fast is not None
        return self._fast

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
