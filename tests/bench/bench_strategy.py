"""Benchmark: basic strategy plus house edge for a rule set, from nothing (caches cleared), one core.

Run: ``python tests/bench/bench_strategy.py`` or ``python -m pytest -m bench tests/bench/bench_strategy.py -s``.
Prints the seconds per rule set (the target is under 10 s) and the figures beside the published ones.
"""

from __future__ import annotations

import time

import pytest

from engine.basegame import house_edge
from engine.bj_analysis import analyse
from engine.bj_dealer import dealer_graph
from engine.rules import Rules
from engine.strategy import _strategy, compute_strategy

#: (name, rules, published house edge or None) — sources in tests/engine/test_basegame.py
RULE_SETS: list[tuple[str, Rules, float | None]] = [
    ("France: 6D S17 ENHC (all) DAS", Rules(), None),
    ("6D S17 DAS peek", Rules(hole_card="peek"), None),
    ("6D H17 DAS peek", Rules(hole_card="peek", soft_17="hit"), 0.00639),
    ("5D S17 DAS peek", Rules(decks=5, hole_card="peek"), 0.003804),
    ("5D H17 DAS peek", Rules(decks=5, hole_card="peek", soft_17="hit"), 0.005918),
    ("6D H17 ENHC (all) DAS", Rules(soft_17="hit"), 0.0072705),
    ("8D H17 ENHC (all) DAS", Rules(decks=8, soft_17="hit"), 0.007562),
    ("8D H17 ENHC (all) no DAS", Rules(decks=8, soft_17="hit", double_after_split=False), 0.0089865),
    ("1D S17 DAS peek", Rules(decks=1, hole_card="peek"), -0.001839),
]


def run() -> list[tuple[str, float, float, float | None]]:
    """Time each rule set from cold caches; return (name, seconds, edge, published)."""
    out = []
    for name, rules, published in RULE_SETS:
        analyse.cache_clear()
        _strategy.cache_clear()
        dealer_graph.cache_clear()
        t0 = time.perf_counter()
        compute_strategy(rules)
        edge = house_edge(rules).house_edge
        out.append((name, time.perf_counter() - t0, edge, published))
    return out


def report(rows: list[tuple[str, float, float, float | None]]) -> None:
    print(f"\n{'rule set':<28} {'seconds':>8} {'edge %':>8} {'published %':>12} {'diff':>7}")
    for name, secs, edge, pub in rows:
        p = f"{pub * 100:.4f}" if pub is not None else "–"
        d = f"{(edge - pub) * 100:+.4f}" if pub is not None else ""
        print(f"{name:<28} {secs:8.2f} {edge * 100:8.4f} {p:>12} {d:>7}")
    print(f"slowest: {max(r[1] for r in rows):.2f} s (target < 10 s, one core, pure Python)")


@pytest.mark.bench
def test_bench_strategy_and_house_edge() -> None:
    report(run())


if __name__ == "__main__":
    report(run())
