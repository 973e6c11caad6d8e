"""The shoe: 1–8 decks, a cut card with burn cards, or a continuous shuffler [FR-BJ-1, PR-LL-1].

Randomness comes in through one door, ``rng``: ``secrets.SystemRandom`` in play, a seeded
``random.Random`` in simulations, and :class:`FixedShoe` (a given card order) in tests and replays.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Iterable
from typing import Any

from .cards import Card, make_decks
from .errors import ShoeEmpty
from .events import Burn, Event, Shuffle
from .rules import Rules

try:  # only mypyc reads the decorator (tools/build_compiled.py); the engine needs no package for it
    from mypy_extensions import mypyc_attr
except ImportError:

    def mypyc_attr(*_: Any, **__: Any) -> Callable[[type], type]:  # type: ignore[misc]
        return lambda cls: cls


#: random sources whose ``shuffle`` is ``Random.shuffle`` over ``getrandbits`` (:meth:`Shoe._shuffle`)
_PLAIN_RANDOM = (random.Random, random.SystemRandom)


@mypyc_attr(allow_interpreted_subclasses=True)  # the lab's and the recovery's shoes are Python subclasses
class Shoe:
    """A shuffled shoe. ``start_round()`` shuffles when needed and returns the events of it."""

    def __init__(self, rules: Rules, rng: random.Random | None = None) -> None:
        self.rules = rules
        self.rng: random.Random = rng if rng is not None else secrets.SystemRandom()
        self.continuous = rules.shuffle == "continuous"
        self._getrandbits = self.rng.getrandbits
        self._full = make_decks(rules.decks)
        self.cards: list[Card] = []  # still to deal, next card LAST (so draw is a pop)
        self.cut = 0  # reshuffle once no more than this many cards remain
        self.in_play: list[Card] = []  # dealt since the round began
        self.pending: list[Event] = []  # a mid-round reshuffle's event, for the round to pass on

    def start_round(self) -> list[Event]:
        """Ready the shoe for a new round: a continuous shuffler takes every card back; a shoe is
        replaced, shuffled and burnt when the cut card has come out [FR-BJ-1]."""
        self.in_play = []
        if self.continuous:
            self.cards = self._full[:]
            return []
        if len(self.cards) > self.cut:
            return []
        return self.new_shoe()

    def new_shoe(self) -> list[Event]:
        """Shuffle every card into a new shoe (Fisher–Yates through ``rng``), then burn."""
        cards = self._full[:]
        self._shuffle(cards)
        self.cards = cards
        self.cut = self.rules.cards_behind_cut
        events: list[Event] = [Shuffle(len(cards))]
        if self.rules.burn:
            del self.cards[-self.rules.burn :]
            events.append(Burn(self.rules.burn))
        return events

    def _shuffle(self, cards: list[Card]) -> None:
        """``rng.shuffle(cards)``: the same permutation, drawn the same way (Fisher–Yates, each index
        by rejection from ``getrandbits``), without a Python method call per card when ``rng`` is a
        plain ``random.Random`` or ``SystemRandom``; any other source shuffles by its own method."""
        if type(self.rng) not in _PLAIN_RANDOM:
            self.rng.shuffle(cards)
            return
        bits = self.rng.getrandbits
        for i in range(len(cards) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = bits(k)
            while j >= n:
                j = bits(k)
            cards[i], cards[j] = cards[j], cards[i]

    def draw(self) -> Card:
        """The next card. A continuous shuffler picks it uniformly from every card it holds."""
        cards = self.cards
        if self.continuous:
            n = len(cards)
            if n > 1:  # a uniform index below n, as random's own _randbelow draws it
                bits = self._getrandbits
                k = n.bit_length()
                i = bits(k)
                while i >= n:
                    i = bits(k)
                cards[i], cards[-1] = cards[-1], cards[i]
            elif not n:
                raise ShoeEmpty("the continuous shuffler holds no card")
        elif not cards:
            self._reshuffle_discards()
            cards = self.cards
        card = cards.pop()
        self.in_play.append(card)
        return card

    def _reshuffle_discards(self) -> None:
        """The shoe ran dry mid-round: every card not on the table makes a new shoe."""
        left = self._full[:]
        for c in self.in_play:
            left.remove(c)
        self._shuffle(left)
        self.cards = left
        self.cut = 0
        self.pending.append(Shuffle(len(left)))

    @property
    def remaining(self) -> int:
        """Cards left to deal."""
        return len(self.cards)

    def state(self) -> dict[str, object]:
        """What it takes to rebuild this shoe exactly (for the journal)."""
        return {"cards": [c.code for c in self.cards], "cut": self.cut, "in_play": [c.code for c in self.in_play]}

    def restore(self, state: dict[str, object]) -> None:
        """Put the shoe back as :meth:`state` described it."""
        cards = state["cards"]
        in_play = state["in_play"]
        assert isinstance(cards, list) and isinstance(in_play, list)
        self.cards = [Card.parse(c) for c in cards]
        self.in_play = [Card.parse(c) for c in in_play]
        cut = state["cut"]
        assert isinstance(cut, int)
        self.cut = cut


class FixedShoe(Shoe):
    """A shoe that deals a given card order, for tests and lab replays; it never shuffles."""

    def __init__(self, rules: Rules, cards: Iterable[Card]) -> None:
        super().__init__(rules, random.Random(0))
        self.continuous = False
        self.cards = list(cards)[::-1]
        self.dealt = 0

    def start_round(self) -> list[Event]:
        self.in_play = []
        return []

    def draw(self) -> Card:
        if not self.cards:
            raise ShoeEmpty(f"the scenario ran out of cards after {self.dealt}")
        self.dealt += 1
        card = self.cards.pop()
        self.in_play.append(card)
        return card
