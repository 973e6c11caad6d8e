"""The suite's shoes built without a random source deal the same cards on every run (tests/conftest.py
seeds them by the test's name), on the pure-Python engine and on the compiled one alike: compiled code
reads ``secrets.SystemRandom`` from the standard library's module, not from the shoe module's names, so
the seed is put where both read it."""

from __future__ import annotations

import random
import secrets

from croupier.engine.core.rules import Rules
from croupier.engine.core.shoe import Shoe


def _cards(shoe: Shoe) -> list[str]:
    shoe.new_shoe()
    return [str(shoe.draw()) for _ in range(40)]


def test_a_shoe_without_a_source_is_seeded_by_the_test() -> None:
    first, second = Shoe(Rules()), Shoe(Rules())
    assert type(first.rng) is random.Random  # not the system's generator
    assert _cards(first) == _cards(second)


def test_the_system_generator_stays_reachable() -> None:
    """Tests of the shuffle as in play take ``random.SystemRandom`` (the class ``secrets`` exports)."""
    assert secrets.SystemRandom is not random.SystemRandom  # seeded in the suite
    a, b = Shoe(Rules(), random.SystemRandom()), Shoe(Rules(), random.SystemRandom())
    assert _cards(a) != _cards(b)  # 40 cards of a 6-deck shoe alike by chance: never in practice
