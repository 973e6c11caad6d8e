"""Benchmark: simulator hands per second on one and two cores, the pure engine beside the compiled one.

Run: ``python tests/bench/bench_simulate.py [rounds] [repeats]`` or
``python -m pytest -m bench tests/bench/bench_simulate.py -s``. Seven boxes with the side bet, the
basic strategy computed for the rules. Each engine (this tree's Python source; the mypyc build of
``tools/build_compiled.py`` when it is there, loop included) runs in its own process, which plays
one worker then two (or two then one), once a turn, the engines taking ``repeats`` turns
(``rounds`` rounds a worker), so all see the same load. Printed per engine and profile:

- hands/s of one and two workers (the best run of each) and the scaling, two against one, as the
  median of the ratios of neighbouring runs (the machine is shared: the load is printed beside it);
- the process CPU time per hand of one worker and of each of two workers (summed over the workers,
  per hand): the cost independent of the load; equal figures mean two cores would give twice the hands;
- each engine again with the simulator of :data:`BEFORE` (``pure-before``, ``compiled-before``: the
  round is the same, only the simulator's own code differs), one worker, and the ratio of the CPU
  time a hand: what the simulator's rewrite gained.
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
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
COMPILED = ROOT / "build" / "compiled"  # tools/build_compiled.py
PROFILES = ("france", "puerto-rico")
BEFORE = "4ec10c4"  # the simulator before its loop was rewritten (its own code only: the round is this tree's)


def child(root: str, rounds: int, repeats: int, worker_counts: tuple[int, ...], first: int = 0) -> None:
    """In a process whose first path entry is ``root``: each profile on 1 and 2 workers, alternately
    (runs ``first`` … ``first + repeats - 1``: the run's number sets its seed and which goes first)."""
    sys.path.insert(0, root)
    import time

    from croupier.engine.core import round as round_module
    from croupier.engine.core.table import build_config
    from croupier.engine.math import simulate as sim

    loop = sys.modules.get("croupier.engine.math.sim_play")
    out: dict[str, object] = {
        "compiled": round_module.COMPILED,
        "loop_compiled": loop is not None and not str(loop.__file__).endswith(".py"),
    }
    for profile in PROFILES:
        config = build_config(profile)
        policy = sim.load_policy(config.rules)
        sim.run_workers(config, policy[0], 200, 7, 1, 1, False)  # warm the caches
        runs: dict[int, list[tuple[float, float]]] = {w: [] for w in worker_counts}
        for k in range(first, first + repeats):
            for workers in worker_counts if k % 2 == 0 else worker_counts[::-1]:
                # the play alone, as simulate() times it (not the exact figures it sets beside)
                cpu, wall = time.process_time(), time.perf_counter()
                tot = sim.run_workers(config, policy[0], rounds * workers, 7, 1 + k, workers, False)
                cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
                if workers > 1:  # the workers' own CPU time (this process only waited)
                    cpu = tot.cpu
                runs[workers].append((tot.hands / wall, 1e6 * cpu / tot.hands))
        out[profile] = runs
    print(json.dumps(out))


def _copy_engine(dest: Path) -> Path:
    """``dest/croupier`` holding this tree's engine, Python source only."""
    pkg = dest / "croupier"
    pkg.mkdir(parents=True)
    shutil.copy(ROOT / "croupier" / "__init__.py", pkg / "__init__.py")
    shutil.copytree(ROOT / "engine", pkg / "engine", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    return dest


def _with_simulator_of(rev: str, layout: Path, dest: Path) -> Path | None:
    """A copy of ``layout`` (its round as it is) whose simulator is the one at ``rev``, or None when git
    or the commit is not there: what the simulator's own code changed, on the same round."""
    try:
        old = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{rev}:engine/math/simulate.py"], capture_output=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    shutil.copytree(layout, dest, symlinks=True, ignore=shutil.ignore_patterns("__pycache__"))
    math = dest / "croupier" / "engine" / "math"
    (math / "simulate.py").write_bytes(old)
    for f in math.glob("sim_play.*"):
        f.unlink()  # the loop compiled from this tree is not the old simulator's
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


def report(rounds: int, repeats: int = 3, before: str | None = BEFORE) -> dict[str, dict[str, Any]]:
    """Print the figures; return each engine's raw runs."""
    with tempfile.TemporaryDirectory(prefix="croupier-bench-") as tmp:
        engines = {"pure": _copy_engine(Path(tmp) / "pure")}
        compiled = _compiled()
        if compiled is not None:
            engines["compiled"] = compiled
        if before:
            for name, path in list(engines.items()):
                old = _with_simulator_of(before, path, Path(tmp) / f"{name}-before")
                if old is not None:
                    engines[f"{name}-before"] = old
        load = os.getloadavg()[0]
        data: dict[str, dict[str, Any]] = {}
        failed: set[str] = set()
        order = sorted(engines, key=lambda n: (n.replace("-before", ""), n))  # each engine beside its before
        for k in range(repeats):  # the engines take turns, one run each, so they share the load
            for name in order if k % 2 == 0 else order[::-1]:
                if name in failed:
                    continue
                counts = "1" if name.endswith("-before") else "1,2"
                run = subprocess.run(
                    [sys.executable, __file__, "--child", str(engines[name]), str(rounds), "1", counts, str(k)],
                    capture_output=True,
                    text=True,
                    check=False,
                )
                if run.returncode:
                    print(f"  ({name}: the run failed: {run.stderr.strip().splitlines()[-1:]})")
                    failed.add(name)
                    continue
                got = json.loads(run.stdout.strip().splitlines()[-1])
                mine = data.setdefault(name, got if k == 0 else {})
                if mine is got:
                    continue
                mine.update({key: v for key, v in got.items() if key not in PROFILES})
                for profile in PROFILES:
                    runs = mine.setdefault(profile, {})
                    for w, r in got[profile].items():
                        runs.setdefault(w, []).extend(r)
    print(f"\nsimulator, seven boxes with the side bet, {rounds:,} rounds a worker, {repeats} runs of each; "
          f"load average {load:.1f} then {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")  # fmt: skip
    cpu: dict[tuple[str, str], float] = {}
    for profile in PROFILES:
        for name, d in data.items():
            runs: dict[str, list[list[float]]] = d[profile]  # type: ignore[assignment]
            one = runs["1"]
            b1, c1 = max(h for h, _ in one), min(c for _, c in one)
            cpu[profile, name] = c1
            line = (f"  {profile:<12} {name:<16} 1 worker {b1:>9,.0f} hands/s, CPU {c1:5.2f} µs a hand "
                    f"({1e6 / c1:>9,.0f} a core)")  # fmt: skip
            if "2" in runs:
                two = runs["2"]
                b2, c2 = max(h for h, _ in two), min(c for _, c in two)
                scaling = statistics.median(t[0] / o[0] for o, t in zip(one, two, strict=True))
                line += (f"; 2 workers {b2:>9,.0f} hands/s (scaling {scaling:.2f}×), CPU {c2:5.2f} µs a hand "
                         f"(2 × {c1:.2f} / {c2:.2f} = {2 * c1 / c2:.2f}× on two free cores)")  # fmt: skip
            print(line)
        for name in ("pure", "compiled"):
            if (profile, f"{name}-before") in cpu and (profile, name) in cpu:
                ratio = cpu[profile, f"{name}-before"] / cpu[profile, name]
                print(f"  {profile:<12} {name}: this simulator / the one at {before}, same round, "
                      f"CPU a hand: {ratio:.2f}×")  # fmt: skip
        if (profile, "compiled") in cpu:
            ratio = cpu[profile, "pure"] / cpu[profile, "compiled"]
            print(f"  {profile:<12} compiled / pure, one worker, CPU a hand: {ratio:.2f}×")
    return data


@pytest.mark.bench
def test_bench_simulator_throughput() -> None:
    report(10_000)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), tuple(int(w) for w in sys.argv[5].split(",")),
              int(sys.argv[6]) if len(sys.argv) > 6 else 0)  # fmt: skip
    else:
        report(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000, int(sys.argv[2]) if len(sys.argv) > 2 else 3)
