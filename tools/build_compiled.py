"""Compile the round engine's hot modules with mypyc into ``build/compiled/`` (the source tree is untouched).

    python tools/build_compiled.py            # needs mypy (the test extras) and a C compiler
    PYTHONPATH=build/compiled python -m pytest tests/engine     # the engine tests against it

``build/compiled/croupier/`` is the installed layout: ``engine/`` a copy of the engine with the
compiled modules beside their sources, ``gui`` and ``assets`` links to the tree, and mypyc's shared
runtime at ``build/compiled/``. Put first on ``sys.path`` it stands in for the editable install (the
editable finder comes after the path). The PyInstaller bundle is built from it when it is there
(``packaging/croupier.spec``); ``tests/bench/bench_round.py`` sets it beside the pure engine.

Only :data:`MODULES` are compiled; every other module (and any module added later) stays Python and
works with them. Left out on purpose: ``events.py`` (a compiled dataclass is built through the
dataclass's Python ``__init__``, slower than the Python module's own), ``errors.py`` (the store and
the lab subclass its exceptions in Python), ``rules.py``, ``table.py``, ``paytables.py`` and
``money.py`` (they read configurations and scenarios from outside: compiled, a value of the wrong
type raises ``TypeError`` at the call instead of the clear ``ConfigError`` the Python code gives),
``math/simulate.py`` (its worker processes broke when compiled), and everything off the round's path.

The editable install stays pure Python: a compiled module built into the source tree would hide
later edits of its source. Which engine runs is logged once (``croupier --verbose`` shows it).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "compiled"

#: the modules compiled, under engine/
MODULES = (
    "core/cards.py",
    "core/hand.py",
    "core/hyper.py",
    "core/plan.py",
    "core/records.py",
    "core/refusals.py",
    "core/round.py",
    "core/session.py",
    "core/settle.py",
    "core/shoe.py",
    "core/sidebets.py",
    "core/view.py",  # the round's projection: the felt, the meters and the audit fold every event into it
    "core/event_rows.py",  # journal rows back into events: the audit reads every row through it
    "store/meters.py",  # the meters' fold over the projection, in the audit's loop
    "store/recovery.py",  # the re-deal of every round (the audit, the recall, a resume): its shoe and checks
    "store/journal_walk.py",  # the audit's walk of every row: its chain, parse, fold and balance
    "store/journal_redeal.py",  # the audit's re-deal: each round's steps and the events read back
    "math/sim_play.py",  # the simulator's loop: its calls into the round become native calls
)


def _layout(out: Path) -> Path:
    """A fresh ``out/croupier`` holding a copy of the engine and links to the rest."""
    if out.exists():
        shutil.rmtree(out)
    pkg = out / "croupier"
    pkg.mkdir(parents=True)
    for f in (ROOT / "croupier").glob("*.py"):
        shutil.copy(f, pkg / f.name)
    shutil.copytree(ROOT / "engine", pkg / "engine", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    for name in ("gui", "assets"):
        (pkg / name).symlink_to(ROOT / name, target_is_directory=True)
    return pkg


def build(out: Path = OUT, jobs: int | None = None) -> Path:
    """Compile :data:`MODULES` into ``out``; raise ``CalledProcessError`` when mypyc or the compiler fails."""
    _layout(out)
    sources = [f"croupier/engine/{m}" for m in MODULES]
    env = dict(os.environ, MYPYC_OPT_LEVEL="3")
    if jobs:
        env["MAX_JOBS"] = str(jobs)
    # mypyc type-checks the copy first (the engine is clean under mypy --strict), then compiles in place
    subprocess.run([sys.executable, "-m", "mypyc", *sources], cwd=out, env=env, check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(out / "build", ignore_errors=True)  # the C sources and objects
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--out", type=Path, default=OUT, help=f"folder of the compiled layout (default {OUT})")
    p.add_argument("--jobs", type=int, help="compiler processes")
    args = p.parse_args(argv)
    try:
        out = build(args.out, args.jobs)
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"build_compiled: mypyc could not compile the engine ({e}); the engine stays pure Python",
              file=sys.stderr)  # fmt: skip
        return 1
    built = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.so"))
    print(f"build_compiled: {len(built)} extension modules in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
