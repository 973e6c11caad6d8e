"""The shoe's quick paths deal exactly what the plain ones deal [FR-BJ-1].

:meth:`engine.core.shoe.Shoe._shuffle` walks Fisher–Yates itself for a plain ``random.Random``; a seed
must still give the permutation ``random.Random.shuffle`` gives (simulations, the lab and the journal's
replays depend on it), and any other random source must still shuffle by its own method.
"""

from __future__ import annotations

import random

import pytest

from croupier.engine.core.cards import make_decks
from croupier.engine.core.rules import Rules
from croupier.engine.core.shoe import Shoe


@pytest.mark.parametrize("decks", [1, 2, 6, 8])
@pytest.mark.parametrize("seed", [0, 1, 7, 2**40 + 3])
def test_fr_bj_1_a_seeded_shuffle_is_random_shuffles_permutation(decks: int, seed: int) -> None:
    shoe = Shoe(Rules(decks=decks, burn=0), random.Random(seed))
    shoe.new_shoe()
    expected = make_decks(decks)
    random.Random(seed).shuffle(expected)
    assert shoe.cards == expected


def test_fr_bj_1_the_seeded_shoe_stays_in_step_with_random_over_many_shoes() -> None:
    shoe = Shoe(Rules(decks=6, burn=5), random.Random(11))
    twin = random.Random(11)
    for _ in range(20):
        shoe.new_shoe()
        expected = make_decks(6)
        twin.shuffle(expected)
        assert shoe.cards == expected[:-5]


class Counting(random.Random):
    """A source with its own ``random``: ``Random.shuffle`` then draws through ``random()``."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.calls = 0

    def random(self) -> float:
        self.calls += 1
        return super().random()


def test_fr_bj_1_another_source_shuffles_by_its_own_method() -> None:
    rng = Counting(3)
    shoe = Shoe(Rules(decks=1, burn=0), rng)
    shoe.new_shoe()
    expected = make_decks(1)
    Counting(3).shuffle(expected)
    assert shoe.cards == expected
    assert rng.calls == 51


def test_fr_bj_1_the_system_source_deals_every_card_once() -> None:
    shoe = Shoe(Rules(decks=2, burn=0), random.SystemRandom())
    shoe.new_shoe()
    assert sorted(shoe.cards) == sorted(make_decks(2))
