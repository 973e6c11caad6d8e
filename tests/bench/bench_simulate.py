"""Benchmark: simulator hands per second on one and two cores, the pure engine beside the compiled one.

Run: ``python tests/bench/bench_simulate.py [rounds]`` or
``python -m pytest -m bench tests/bench/bench_simulate.py -s``. Seven boxes with the side bet, the
basic strategy computed for the rules. Each engine (this tree's Python source; the mypyc build of
``tools/build_compiled.py`` when it is there) runs in its own process, one worker then two; the
scaling of two workers against one, and compiled against pure, are ratios of this one run (the
machine is shared: see the load printed beside them).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def child(root: str, rounds: int) -> None:
    """In a process whose first path entry is ``root``: play each profile on 1 and 2 workers."""
    sys.path.insert(0, root)
    from croupier.engine.core import round as round_module
    from croupier.engine.core.table import build_config
    from croupier.engine.math.simulate import load_policy, simulate

    out: dict[str, object] = {"compiled": round_module.COMPILED}
    for profile in ("france", "puerto-rico"):
        config = build_config(profile)
        policy = load_policy(config.rules)
        for workers in (1, 2):
            r = simulate(config, rounds * workers, 7, 1, workers, policy=policy, exact_main=lambda: (None, ""))
            out[f"{profile}/{workers}"] = r.totals.hands / r.seconds
    print(json.dumps(out))


def report(rounds: int) -> None:
    sys.path.insert(0, str(HERE))
    from bench_round import _copy_engine, compiled_copy

    with tempfile.TemporaryDirectory(prefix="croupier-bench-") as tmp:
        engines = {"pure": _copy_engine(ROOT, Path(tmp) / "pure")}
        compiled = compiled_copy()
        if compiled is not None:
            engines["compiled"] = compiled
        load = os.getloadavg()[0]
        rates: dict[str, dict[str, float]] = {}
        for name, path in engines.items():
            run = subprocess.run(
                [sys.executable, __file__, "--child", str(path), str(rounds)],
                capture_output=True,
                text=True,
                check=True,
            )
            rates[name] = json.loads(run.stdout.strip().splitlines()[-1])
    print(f"\nsimulator, seven boxes with the side bet, {rounds:,} rounds a worker; load average {load:.1f} "
          f"then {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")  # fmt: skip
    for profile in ("france", "puerto-rico"):
        for name, r in rates.items():
            one, two = r[f"{profile}/1"], r[f"{profile}/2"]
            print(f"  {profile:<12} {name:<9} 1 worker {one:>9,.0f} hands/s, 2 workers {two:>9,.0f} hands/s "
                  f"(scaling {two / one:.2f}×)")  # fmt: skip
        if "compiled" in rates:
            print(f"  {profile:<12} compiled / pure, one worker: "
                  f"{rates['compiled'][f'{profile}/1'] / rates['pure'][f'{profile}/1']:.2f}×")  # fmt: skip


@pytest.mark.bench
def test_bench_simulator_throughput() -> None:
    report(10_000)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], int(sys.argv[3]))
    else:
        report(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
