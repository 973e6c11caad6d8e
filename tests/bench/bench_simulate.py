"""Benchmark: simulator hands per second on one core and on every core.

Run: ``python tests/bench/bench_simulate.py [rounds]`` or
``python -m pytest -m bench tests/bench/bench_simulate.py -s``. Seven boxes with the side bet, the
computed strategy when engine.math.strategy exists (else the labelled fallback policy). Prints the
scaling of two workers against one measured in the same run (the machine is shared).
"""

from __future__ import annotations

import sys

import pytest

from croupier.engine.core.table import build_config
from croupier.engine.math.simulate import cpu_count, load_policy, simulate


def report(rounds: int) -> None:
    cores = cpu_count()
    for profile in ("france", "puerto-rico"):
        config = build_config(profile)
        policy = load_policy(config.rules)
        print(f"{profile}: {policy[1]}")
        rates: dict[int, float] = {}
        for workers in sorted({1, 2, cores}):
            r = simulate(config, rounds * workers, 7, 1, workers, policy=policy, exact_main=lambda: (None, ""))
            hands = r.totals.hands
            rates[workers] = hands / r.seconds
            print(f"  {workers} worker{'s' if workers > 1 else ''}: {r.rounds:,} rounds, {hands:,} hands in "
                  f"{r.seconds:.2f} s: {hands / r.seconds:,.0f} hands/s "
                  f"({hands / r.seconds / workers:,.0f} per core)")  # fmt: skip
        print(f"  scaling, 2 workers against 1 in this run: {rates[2] / rates[1]:.2f} ×")


@pytest.mark.bench
def test_bench_simulator_throughput() -> None:
    report(10_000)


if __name__ == "__main__":
    report(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
