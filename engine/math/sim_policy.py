"""The simulator's player: a strategy's answers as a flat table of small ints, asked once per state.

A policy that decides by the hand's total (:class:`engine.math.strategy.Strategy` without its
composition option, and :class:`Fallback`) answers the same for every hand of one *state*: two
cards or more, a pair's value or the hard total and softness, and the dealer's up card. The table
keeps one int per state, filled the first time the state is met by asking the policy for each
combination of the three permissions (double, split, surrender) the round can grant; it records
which permissions change the answer, so the simulator asks the round only those (most decisions
need none). The answers are exactly the policy's: a permission not asked is one the answer does not
depend on.

Any other policy (one that reads the exact cards) is asked as before: with every permission, its
answer cached per exact ranks (:class:`ByCards`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Protocol

from ..core.cards import Card
from ..core.errors import RuleError

#: the action codes of the table, in this order
ACTIONS = ("hit", "stand", "double", "split", "surrender")
HIT, STAND, DOUBLE, SPLIT, SURRENDER = range(5)
CODE = {name: i for i, name in enumerate(ACTIONS)}

#: the permission bits, as the table's masks and combination indexes use them
MAY_DOUBLE, MAY_SPLIT, MAY_SURRENDER = 1, 2, 4

#: a state's index: up card value (1–10) × KINDS × KEYS + kind × KEYS + key
KEYS = 64  # hard total (≤ 21) + 32 when soft, or a pair's value
MORE, TWO, PAIR = 0, 1, 2  # three cards or more; two cards not a pair; a pair
SIZE = 11 * 3 * KEYS
UNKNOWN = -1


class Policy(Protocol):
    """What the simulator needs of a strategy (``engine.math.strategy.Strategy`` has this shape)."""

    def decide(self, cards: list[Card], up: Card, *, can_double: bool, can_split: bool, can_surrender: bool) -> str:
        """One of hit, stand, double, split, surrender."""
        ...


class Fallback:
    """Stand on 17 or more, else hit: a cheap policy for runs that do not need the computed strategy."""

    def decide(self, cards: list[Card], up: Card, *, can_double: bool, can_split: bool, can_surrender: bool) -> str:
        t = sum(c.value for c in cards)
        if any(c.is_ace for c in cards) and t <= 11:
            t += 10
        return "stand" if t >= 17 else "hit"


def by_total(policy: object) -> bool:
    """Whether ``policy`` decides by the hand's state alone (its answers may go in a :class:`Table`):
    exactly a :class:`Fallback`, or exactly the computed ``Strategy`` without its composition option."""
    if type(policy) is Fallback:
        return True
    strategy = sys.modules.get(f"{__package__}.strategy")
    cls = getattr(strategy, "Strategy", None)
    return cls is not None and type(policy) is cls and getattr(policy, "composition", True) is False


def code_of(action: str) -> int:
    """The table's code of an action name; a name the round does not know is refused clearly."""
    c = CODE.get(action)
    if c is None:
        raise RuleError("SIMULATE", f"the strategy answered {action!r}, not hit, stand, double, split or surrender")
    return c


def state(cards: Sequence[Card], hard: int, soft: bool) -> int:
    """A hand's state index without the up card (see :data:`KEYS`)."""
    if len(cards) == 2:
        v = cards[0].value
        if v == cards[1].value:
            return PAIR * KEYS + v
        return TWO * KEYS + hard + (32 if soft else 0)
    return hard + (32 if soft else 0)


class Table:
    """A by-total policy's answers, one int per state and up card.

    An entry is ``mask | codes << 3``: ``mask`` the permissions the answer depends on, ``codes`` the
    answer (3 bits) for each combination ``f`` of them at bits ``3 f``. :meth:`fill` makes the entry of
    a state met for the first time; the simulator decodes it inline (see ``play``)."""

    def __init__(self, policy: Policy, may_surrender: bool) -> None:
        self.policy = policy
        self.may_surrender = may_surrender
        self.entries: list[int] = [UNKNOWN] * SIZE

    def fill(self, index: int, cards: list[Card], up: Card) -> int:
        """Ask the policy for every combination of the permissions the round could grant this hand."""
        two = len(cards) == 2
        possible = 0
        if two:
            possible = MAY_DOUBLE | (MAY_SURRENDER if self.may_surrender else 0)
            if cards[0].value == cards[1].value:
                possible |= MAY_SPLIT
        answers = [0] * 8
        for f in range(8):
            if f & ~possible:
                continue
            answers[f] = code_of(
                self.policy.decide(
                    list(cards),
                    up,
                    can_double=bool(f & MAY_DOUBLE),
                    can_split=bool(f & MAY_SPLIT),
                    can_surrender=bool(f & MAY_SURRENDER),
                )
            )
        mask = 0
        for bit in (MAY_DOUBLE, MAY_SPLIT, MAY_SURRENDER):
            if bit & possible and any(answers[f] != answers[f | bit] for f in range(8) if not f & (bit | ~possible)):
                mask |= bit
        entry = mask
        for f in range(8):
            if not f & ~mask:
                entry |= answers[f] << (3 + 3 * f)
        self.entries[index] = entry
        return entry


class ByCards:
    """Any policy's answers cached per exact ranks, up card and permissions (it is asked with all three)."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.cache: dict[tuple[object, ...], int] = {}

    def code(self, cards: list[Card], up: Card, cd: bool, cs: bool, cr: bool) -> int:
        """The policy's answer for these cards, as a code."""
        key = (*(c.rank for c in cards), up.rank, cd, cs, cr)
        c = self.cache.get(key)
        if c is None:
            c = code_of(self.policy.decide(list(cards), up, can_double=cd, can_split=cs, can_surrender=cr))
            self.cache[key] = c
        return c
