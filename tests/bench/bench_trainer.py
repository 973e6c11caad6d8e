"""Benchmark: what the trainer's worker computes, against the strategy it waits for, in the same run.

Run: ``python tests/bench/bench_trainer.py`` or ``python -m pytest -m bench tests/bench/bench_trainer.py -s``.
Prints the seconds of the cold strategy (caches cleared) and of the values of one hand (first two cards,
three cards, a split hand), each as a ratio to the cold strategy. All of it runs off the GUI thread.
"""

from __future__ import annotations

import time

import pytest

from croupier.engine.core.cards import Card, parse_cards
from croupier.engine.core.rules import Rules
from croupier.engine.lab.trainer import Spot, option_values
from croupier.engine.math.bj_analysis import analyse
from croupier.engine.math.bj_dealer import dealer_graph
from croupier.engine.math.strategy import _strategy, compute_strategy

SPOTS = [
    ("first hand 10-6 v T", Spot(tuple(parse_cards("TS 6H")), Card.parse("TD"), True, False, False)),
    ("pair 8-8 v 6", Spot(tuple(parse_cards("8S 8H")), Card.parse("6D"), True, True, False)),
    ("three cards 5-4-3 v 7", Spot(tuple(parse_cards("5S 4H 3C")), Card.parse("7D"), False, False, False)),
    ("split hand 8-3 v 6", Spot(tuple(parse_cards("8S 3H")), Card.parse("6D"), True, False, False, first=False)),
]


def run() -> tuple[float, list[tuple[str, float]]]:
    rules = Rules()
    analyse.cache_clear()
    _strategy.cache_clear()
    dealer_graph.cache_clear()
    t0 = time.perf_counter()
    compute_strategy(rules)
    cold = time.perf_counter() - t0
    rows = []
    for name, spot in SPOTS:
        t0 = time.perf_counter()
        option_values(rules, spot)
        rows.append((name, time.perf_counter() - t0))
    return cold, rows


def report(cold: float, rows: list[tuple[str, float]]) -> None:
    print(f"\ncold strategy (France rules): {cold:.2f} s")
    for name, secs in rows:
        print(f"{name:<24} {secs * 1000:8.1f} ms  ({secs / cold:.5f} × the cold strategy)")


@pytest.mark.bench
def test_bench_trainer_values() -> None:
    report(*run())


if __name__ == "__main__":
    report(*run())
