"""Benchmark: exact odds of every preset pay table at 1, 2, 4, 6 and 8 decks, all together.

Run: ``python tests/bench/bench_odds.py`` or ``python -m pytest -m bench tests/bench/bench_odds.py -s``.
Prints the time of the whole set from a cold start (evaluator tables built, nothing cached), again
with the evaluator tables built, and for one shoe with known cards removed.
"""

from __future__ import annotations

import time

import pytest

from croupier.engine.core.paytables import PRESETS
from croupier.engine.math import odds

DECKS = (1, 2, 4, 6, 8)


def every_preset() -> int:
    """Odds of every preset at every deck count (impossible rows counted 0); returns tables done."""
    n = 0
    for tables in PRESETS.values():
        for table in tables.values():
            for d in DECKS:
                odds.side_bet_odds(table, d, check=False)
                n += 1
    return n


def clear(tables_too: bool) -> None:
    odds._ladies_distribution.cache_clear()
    odds._lucky_distribution.cache_clear()
    if tables_too:
        odds._ladies_pairs.cache_clear()
        odds._lucky_triples.cache_clear()
        odds._blackjack_rank_pairs.cache_clear()


def report() -> None:
    clear(True)
    t0 = time.perf_counter()
    n = every_preset()
    cold = time.perf_counter() - t0
    clear(False)
    t0 = time.perf_counter()
    every_preset()
    shoes = time.perf_counter() - t0
    t0 = time.perf_counter()
    every_preset()
    warm = time.perf_counter() - t0
    clear(False)
    t0 = time.perf_counter()
    for tables in PRESETS.values():
        for table in tables.values():
            odds.side_bet_odds(table, 6, ["QH", "AS", "7D", "7S", "TC"])
    removed = time.perf_counter() - t0
    print(f"{n} tables×decks (every preset at {', '.join(map(str, DECKS))} decks): cold {cold * 1000:.1f} ms; "
          f"evaluator tables built {shoes * 1000:.1f} ms; cached {warm * 1000:.2f} ms; "
          f"9 presets at 6 decks less 5 known cards {removed * 1000:.1f} ms")  # fmt: skip


@pytest.mark.bench
def test_bench_every_preset_every_deck_count() -> None:
    report()


if __name__ == "__main__":
    report()
