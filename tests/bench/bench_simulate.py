"""Benchmark: simulator hands per second on one and two cores, the pure engine beside the compiled one.

Run: ``python tests/bench/bench_simulate.py [rounds] [repeats]`` or
``python -m pytest -m bench tests/bench/bench_simulate.py -s``. Seven boxes with the side bet, the
basic strategy computed for the rules. Each engine (this tree's Python source; the mypyc build of
``tools/build_compiled.py`` when it is there, loop included) runs in its own process, which plays
one worker, then two, then one again, … ``repeats`` times (``rounds`` rounds a worker), so both
see the same load. Printed per engine and profile:

- hands/s of one and two workers (the best run of each) and the scaling, two against one, as the
  median of the ratios of neighbouring runs (the machine is shared: the load is printed beside it);
- the process CPU time per hand of one worker and of each of two workers (summed over the workers,
  per hand): the cost independent of the load; equal figures mean two cores would give twice the hands.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
COMPILED = ROOT / "build" / "compiled"  # tools/build_compiled.py
PROFILES = ("france", "puerto-rico")


def child(root: str, rounds: int, repeats: int) -> None:
    """In a process whose first path entry is ``root``: each profile on 1 and 2 workers, alternately."""
    sys.path.insert(0, root)
    from croupier.engine.core import round as round_module
    from croupier.engine.core.table import build_config
    from croupier.engine.math import sim_play
    from croupier.engine.math.simulate import load_policy, simulate

    out: dict[str, object] = {
        "compiled": round_module.COMPILED,
        "loop_compiled": not str(sim_play.__file__).endswith(".py"),
    }
    for profile in PROFILES:
        config = build_config(profile)
        policy = load_policy(config.rules)
        simulate(config, 200, 7, 1, 1, policy=policy, exact_main=lambda: (None, ""))  # warm the caches
        runs: dict[int, list[tuple[float, float]]] = {1: [], 2: []}
        for k in range(repeats):
            for workers in (1, 2) if k % 2 == 0 else (2, 1):
                r = simulate(config, rounds * workers, 7, 1 + k, workers, policy=policy, exact_main=lambda: (None, ""))
                runs[workers].append((r.totals.hands / r.seconds, 1e6 * r.totals.cpu / r.totals.hands))
        out[profile] = runs
    print(json.dumps(out))


def _copy_engine(dest: Path) -> Path:
    """``dest/croupier`` holding this tree's engine, Python source only."""
    pkg = dest / "croupier"
    pkg.mkdir(parents=True)
    shutil.copy(ROOT / "croupier" / "__init__.py", pkg / "__init__.py")
    shutil.copytree(ROOT / "engine", pkg / "engine", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    return dest


def _compiled() -> Path | None:
    """The compiled layout when it is built (and says so when its sources are not the tree's), or None."""
    engine = COMPILED / "croupier" / "engine"
    if not any((engine / "core").glob("round.*.so")) and not any((engine / "core").glob("round.*.pyd")):
        return None
    stale = [p.relative_to(engine).as_posix() for p in engine.rglob("*.py")
             if not (ROOT / "engine" / p.relative_to(engine)).is_file()
             or (ROOT / "engine" / p.relative_to(engine)).read_bytes() != p.read_bytes()]  # fmt: skip
    if stale:
        print(f"  (the compiled copy was built from other sources than the tree's: {', '.join(stale[:4])}; "
              "python tools/build_compiled.py rebuilds it)")  # fmt: skip
    return COMPILED


def report(rounds: int, repeats: int = 3) -> dict[str, dict[str, object]]:
    """Print the figures; return each engine's raw runs."""
    with tempfile.TemporaryDirectory(prefix="croupier-bench-") as tmp:
        engines = {"pure": _copy_engine(Path(tmp) / "pure")}
        compiled = _compiled()
        if compiled is not None:
            engines["compiled"] = compiled
        load = os.getloadavg()[0]
        data: dict[str, dict[str, object]] = {}
        for name, path in engines.items():
            run = subprocess.run(
                [sys.executable, __file__, "--child", str(path), str(rounds), str(repeats)],
                capture_output=True,
                text=True,
                check=True,
            )
            data[name] = json.loads(run.stdout.strip().splitlines()[-1])
    print(f"\nsimulator, seven boxes with the side bet, {rounds:,} rounds a worker, {repeats} runs of each; "
          f"load average {load:.1f} then {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")  # fmt: skip
    best: dict[tuple[str, str], float] = {}
    for profile in PROFILES:
        for name, d in data.items():
            runs: dict[str, list[list[float]]] = d[profile]  # type: ignore[assignment]
            one, two = runs["1"], runs["2"]
            b1, b2 = max(h for h, _ in one), max(h for h, _ in two)
            best[profile, name] = b1
            scaling = statistics.median(t[0] / o[0] for o, t in zip(one, two, strict=True))
            c1, c2 = min(c for _, c in one), min(c for _, c in two)
            label = name if name == "pure" or d["loop_compiled"] else f"{name} (round only)"
            print(f"  {profile:<12} {label:<9} 1 worker {b1:>9,.0f} hands/s, 2 workers {b2:>9,.0f} hands/s "
                  f"(scaling {scaling:.2f}×); CPU a hand {c1:.2f} µs on 1 worker, {c2:.2f} µs on 2 "
                  f"(2 × {c1:.2f} / {c2:.2f} = {2 * c1 / c2:.2f}× on two free cores)")  # fmt: skip
        if "compiled" in data:
            print(
                f"  {profile:<12} compiled / pure, one worker: {best[profile, 'compiled'] / best[profile, 'pure']:.2f}×"
            )
    return data


@pytest.mark.bench
def test_bench_simulator_throughput() -> None:
    report(10_000)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        report(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000, int(sys.argv[2]) if len(sys.argv) > 2 else 3)
