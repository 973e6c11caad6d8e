"""Benchmark: the round engine, side by side with the engine before the speed work and with a peer.

Run: ``python tests/bench/bench_round.py [rounds] [--peer DIR] [--before REV]`` or
``python -m pytest -m bench tests/bench/bench_round.py -s`` (``CROUPIER_PEER=DIR`` for the peer).

Every engine plays in its own ``python -S`` process (:mod:`tests.bench.engine_runs`), taking turns,
three times each; the best of the three is kept, and every ratio is between figures of this one run
(the machine is shared, so only ratios measured together mean anything; each run is timed in its
process's CPU seconds, so hands/s is per second of one core's time):

- **before**: the engine at ``REV`` (default :data:`BEFORE`, the last commit before the speed work),
  taken from git into a temporary folder;
- **pure**: this tree's engine as Python source only (any compiled module left out);
- **compiled**: this tree's engine with its mypyc-compiled modules, when they are built
  (``python tools/build_compiled.py``, into ``build/compiled``);
- **peer**: github.com/1andDone/blackjack, the pure-Python simulator, on its own rules (6 decks, S17,
  DAS, peek, one box, flat bet, basic strategy), given as a checkout folder.

Workloads: seven boxes with the side bet at each profile's table (a hand = one box's hand, split
hands counted), and one box on the peer's rules.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).with_name("engine_runs.py")
BEFORE = "a3e1847"  # the engine as it was before the speed work
REPEATS = 3


def _copy_engine(src: Path, dest: Path) -> Path:
    """``dest/croupier`` holding ``src``'s engine, Python source only."""
    pkg = dest / "croupier"
    pkg.mkdir(parents=True)
    shutil.copy(src / "croupier" / "__init__.py", pkg / "__init__.py")
    shutil.copytree(src / "engine", pkg / "engine", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    return dest


def _before(rev: str, dest: Path) -> Path | None:
    """The engine at ``rev`` from git, or None when git or the commit is not there."""
    src = dest.with_name(dest.name + "-src")
    src.mkdir(parents=True)
    try:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", rev, "croupier", "engine"], capture_output=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
    return _copy_engine(src, dest)


COMPILED = ROOT / "build" / "compiled"  # tools/build_compiled.py


def compiled_copy(out: Path = COMPILED) -> Path | None:
    """The compiled layout when it is built, or None; says so when its sources are not the tree's."""
    core = out / "croupier" / "engine" / "core"
    if not any(core.glob("round.*.so")) and not any(core.glob("round.*.pyd")):
        return None
    stale = [
        p.relative_to(out / "croupier").as_posix()
        for p in (out / "croupier" / "engine").rglob("*.py")
        if not (ROOT / p.relative_to(out / "croupier")).is_file()
        or (ROOT / p.relative_to(out / "croupier")).read_bytes() != p.read_bytes()
    ]
    if stale:
        print(f"  (the compiled copy was built from other sources than the tree's: {', '.join(stale[:4])}; "
              "python tools/build_compiled.py rebuilds it)")  # fmt: skip
    return out


def _run(args: list[str]) -> dict[str, object]:
    out = subprocess.run([sys.executable, *args], capture_output=True, text=True, check=True).stdout
    data: dict[str, object] = json.loads(out.strip().splitlines()[-1])
    return data


def report(rounds: int, peer: str | None = None, before: str = BEFORE) -> dict[tuple[str, str], float]:
    """Print hands/s of every engine on every workload and the ratios; return the hands/s."""
    with tempfile.TemporaryDirectory(prefix="croupier-bench-") as tmp:
        t = Path(tmp)
        engines: dict[str, Path] = {}
        old = _before(before, t / "before")
        if old is not None:
            engines[f"before ({before})"] = old
        engines["pure"] = _copy_engine(ROOT, t / "pure")
        compiled = compiled_copy()
        if compiled is not None:
            engines["compiled"] = compiled
        workloads = {"france": rounds, "puerto-rico": rounds, "peer-rules": rounds * 4}
        best: dict[tuple[str, str], float] = {}
        for _ in range(REPEATS):
            for work, n in workloads.items():
                for name, path in engines.items():
                    d = _run(["-S", str(RUNNER), str(path), work, str(n)])
                    rate = float(d["hands"]) / float(d["seconds"])  # type: ignore[arg-type]
                    if name == "compiled" and not d["compiled"]:
                        raise AssertionError("the compiled copy imported the Python round module")
                    best[name, work] = max(best.get((name, work), 0.0), rate)
                if work == "peer-rules" and peer:
                    d = _run([str(RUNNER), "--peer", peer, str(n)])
                    rate = float(d["hands"]) / float(d["seconds"])  # type: ignore[arg-type]
                    best["peer", work] = max(best.get(("peer", work), 0.0), rate)
    names = [*engines, *(["peer"] if peer else [])]
    print(f"\nround engine, hands/s on one core, best of {REPEATS} turns each ({rounds:,} seven-box rounds; "
          f"{rounds * 4:,} one-box rounds on the peer's rules)")  # fmt: skip
    for work in workloads:
        cells = [f"{n} {best[n, work]:>9,.0f}" for n in names if (n, work) in best]
        print(f"  {work:<12} " + " | ".join(cells))
    base = next((n for n in engines if n.startswith("before")), None)
    for work in workloads:
        parts = []
        if base:
            ours = [n for n in ("pure", "compiled") if n in engines]
            parts += [f"{n} / before {best[n, work] / best[base, work]:.2f}×" for n in ours]
        if "compiled" in engines:
            parts.append(f"compiled / pure {best['compiled', work] / best['pure', work]:.2f}×")
        if ("peer", work) in best:
            parts += [f"{n} / peer {best[n, work] / best['peer', work]:.2f}×" for n in engines]
        print(f"  {work:<12} " + ", ".join(parts))
    if not peer:
        print("  (no peer: give --peer DIR or CROUPIER_PEER=DIR, a checkout of github.com/1andDone/blackjack)")
    return best


@pytest.mark.bench
def test_bench_round_throughput() -> None:
    report(5_000, os.environ.get("CROUPIER_PEER"))


def main(argv: list[str]) -> None:
    rounds, peer, before = 5_000, os.environ.get("CROUPIER_PEER"), BEFORE
    it = iter(argv)
    for a in it:
        if a == "--peer":
            peer = next(it)
        elif a == "--before":
            before = next(it)
        else:
            rounds = int(a)
    report(rounds, peer, before)


if __name__ == "__main__":
    main(sys.argv[1:])
