"""Benchmark: what the journal costs. Plays autoplay rounds (one box unless told) into a journal,
then prints:

- journal bytes per round (the file as it stands closed), and the same rows written in schema 2's
  form (every action's content as JSON with its key names, the MAC in hex, the whole undealt shoe
  sealed after every action that drew, schema 2's indexes) in a side file, from the same rounds: the
  ratio is today's size against that;
- ``croupier audit`` rounds per second, stage by stage, each the best of three interleaved runs:
  the rate at which SQLite hands over the same rows (a plain ``SELECT`` of every row, read and
  dropped: the reference), the MAC chain alone, the chain with the meters' fold and every balance
  (the audit without the re-deal) in one process and in worker processes (one per core, each
  checking ranges of whole rounds), the full audit in one process and in worker processes; the
  re-deal's own rate is the full audit's time less the audit without it. Each rate is given by the
  clock and by the CPU time the audit's processes used (the machine may be shared: the CPU rate does
  not count the time others took; worker processes included), and as a
  ratio to the chain alone and to the SQLite reference. When the compiled engine is built
  (``python tools/build_compiled.py``) the audits run again on it, in a process whose path puts
  ``build/compiled`` first.

``--before OTHER/engine`` also loads the audit's modules of another checkout beside this one's and
runs the two in turns in one process on the same journal (the machine's spread between two runs is
larger than most changes), with a control: this checkout's modules loaded twice.

Run: ``python tests/bench/bench_journal.py [--rounds N] [--boxes K] [--profile P] [--dir D] [--before E]`` or
``python -m pytest -m bench tests/bench/bench_journal.py -s``. The journal goes in ``/dev/shm`` when
there is one (the disk's fsync per action is the table's cost, not the journal format's).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_audit import chain_only
from croupier.engine.store.journal_rows import ShoeTrack, canonical, seal_content

REPEATS = 3  #: each timing is the best of this many runs

_V2_SQL = """
CREATE TABLE journal (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, round INTEGER, body TEXT NOT NULL,
                      hash TEXT NOT NULL);
CREATE INDEX journal_round ON journal (round) WHERE round IS NOT NULL;
CREATE INDEX journal_kind ON journal (kind, id);
"""


def schema_2_size(j: Journal, path: Path) -> int:
    """The bytes of ``j``'s rows written as schema 2 wrote them (see the module's docstring)."""
    assert j.key is not None
    db = sqlite3.connect(path)
    db.executescript(_V2_SQL)
    db.execute("PRAGMA journal_mode=WAL")
    track: ShoeTrack | None = None
    batch = []
    prev = "0" * 64
    for r in j.rows():
        d = r.data
        if r.kind == "codec":
            continue
        if "shoe" in d and r.kind in ("action", "session"):
            track = ShoeTrack.of_data(d["shoe"], 0)
            d["shoe"] = track.data()
        elif r.kind == "action" and track is not None:
            track.follow(d["name"], d["events"])
            if any(e["type"] == "card" for e in d["events"]):  # schema 2 wrote the shoe whenever it changed
                d["shoe"] = track.data()
        body = canonical(seal_content(d, j.key, j.id, r.id))
        prev = j.key.mac(prev, r.id, r.kind, r.round, body)
        batch.append((r.id, r.kind, r.round, body, prev))
        if len(batch) >= 10:  # rows arrive a few at a time, as the table commits them
            db.executemany("INSERT INTO journal VALUES (?, ?, ?, ?, ?)", batch)
            db.commit()
            batch = []
    db.executemany("INSERT INTO journal VALUES (?, ?, ?, ?, ?)", batch)
    db.commit()
    db.close()
    return path.stat().st_size


def sqlite_read(path: Path) -> tuple[int, float]:
    """Rows a plain SELECT hands over and the seconds it takes."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    t0 = time.perf_counter()
    n = 0
    for _row in db.execute("SELECT id, kind, round, body, hash FROM journal ORDER BY id"):
        n += 1
    seconds = time.perf_counter() - t0
    db.close()
    return n, seconds


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def audit_rates(path: Path, rounds: int, workers: int) -> dict[str, float]:
    """Seconds (clock and CPU, best of :data:`REPEATS`) of each audit stage on the journal ``path``."""
    best: dict[str, float] = {}

    def keep(name: str, clock: float, cpu: float) -> None:
        best[name] = min(best.get(name, float("inf")), clock)
        best[name + "_cpu"] = min(best.get(name + "_cpu", float("inf")), cpu)

    with Journal(path, read_only=True) as j:
        for _ in range(REPEATS):  # interleaved, best of each: the machine is shared
            read_rows, seconds = sqlite_read(path)
            keep("sqlite_read", seconds, seconds)
            c, t = _cpu(), time.perf_counter()
            rows, _seconds = chain_only(j)
            keep("chain", time.perf_counter() - t, _cpu() - c)
            c, t = _cpu(), time.perf_counter()
            light = j.verify(redeal=False)
            keep("no_redeal", time.perf_counter() - t, _cpu() - c)
            c, t = _cpu(), time.perf_counter()
            light_n = j.verify(redeal=False, workers=workers)
            keep("no_redeal_n", time.perf_counter() - t, _cpu() - c)
            c, t = _cpu(), time.perf_counter()
            full = j.verify()
            keep("full_1", time.perf_counter() - t, _cpu() - c)
            c, t = _cpu(), time.perf_counter()
            pooled = j.verify(workers=workers)
            keep("full_n", time.perf_counter() - t, _cpu() - c)
            assert light.ok and light_n.ok and full.ok and pooled.ok, light.errors + full.errors + pooled.errors
            assert full.redealt == pooled.redealt == rounds, (full.redealt, pooled.redealt)
    best["rows"] = rows
    best["read_rows"] = read_rows
    return best


def print_rates(title: str, s: dict[str, float], rounds: int, workers: int) -> dict[str, float]:
    per_row = rounds / s["rows"]
    ref = s["read_rows"] * per_row / s["sqlite_read"]
    chain = rounds / s["chain"]
    f: dict[str, float] = {"sqlite_read_rounds_per_s": ref}
    stages = [("chain", "chain"), ("no_redeal", "chain + meters"),
              ("no_redeal_n", f"chain + meters, {workers} workers"), ("full_1", "full audit, 1 process"),
              ("full_n", f"full audit, {workers} workers")]  # fmt: skip
    print(f"\naudit stages, {title}: rounds/s by the clock | by CPU time | ×chain alone | ×SQLite read | "
          f"CPU µs a round (SQLite read {ref:,.0f} rounds/s)")  # fmt: skip
    for key, label in stages:
        clock, cpu = rounds / s[key], rounds / s[key + "_cpu"]
        f[f"{key}_rounds_per_s"], f[f"{key}_cpu_rounds_per_s"] = clock, cpu
        print(f"  {label:<26} {clock:>9,.0f} | {cpu:>9,.0f} | {clock / chain:5.2f}× | {clock / ref:5.2f}× | "
              f"{s[key + '_cpu'] / rounds * 1e6:6.1f}")  # fmt: skip
    redeal = s["full_1"] - s["no_redeal"]
    redeal_cpu = s["full_1_cpu"] - s["no_redeal_cpu"]
    f["redeal_rounds_per_s"] = rounds / redeal
    f["redeal_cpu_rounds_per_s"] = rounds / redeal_cpu
    f["redeal_us_per_round"] = redeal / rounds * 1e6
    f["redeal_share_of_audit"] = redeal / s["full_1"]
    print(f"  {'re-deal alone (1 core)':<26} {rounds / redeal:>9,.0f} | {rounds / redeal_cpu:>9,.0f} | "
          f"{rounds / redeal / chain:5.2f}× | {rounds / redeal / ref:5.2f}×   "
          f"({redeal / s['full_1']:.0%} of the one-process audit)")  # fmt: skip
    f["workers_speed_up"] = s["full_1"] / s["full_n"]
    f["workers_cpu_cost"] = s["full_n_cpu"] / s["full_1_cpu"]
    print(f"  {workers} workers / 1 process: {s['full_1'] / s['full_n']:.2f}× by the clock "
          f"(chain + meters {s['no_redeal'] / s['no_redeal_n']:.2f}×), for {s['full_n_cpu'] / s['full_1_cpu']:.2f}× "
          "the CPU time")  # fmt: skip
    return f


def measure(
    rounds: int, folder: Path, profile: str = "france", boxes: int = 1, before: Path | None = None
) -> dict[str, float]:
    t0 = time.perf_counter()
    with Journal.in_folder(folder) as j:
        play(j, rounds, 2024, profile=profile, boxes=boxes)
    played = time.perf_counter() - t0
    path = folder / "journal.sqlite3"
    size = path.stat().st_size
    with Journal(path, read_only=True) as j:
        old = schema_2_size(j, folder / "schema2.sqlite3")
    workers = max(2, _cores())
    f: dict[str, float] = {
        "rounds": rounds,
        "play_rounds_per_s": rounds / played,
        "journal_bytes_per_round": size / rounds,
        "schema2_bytes_per_round": old / rounds,
        "size_vs_schema2": size / old,
    }
    for k, v in f.items():
        print(f"{k:30} {v:,.3f}" if isinstance(v, float) else f"{k:30} {v:,}")
    f.update(print_rates("pure Python engine", audit_rates(path, rounds, workers), rounds, workers))
    if compiled_layout() is not None:
        env = dict(os.environ, PYTHONPATH=str(COMPILED))
        args = [sys.executable, __file__, "--audit", str(path), "--rounds", str(rounds), "--workers", str(workers)]
        out = subprocess.run(args, env=env, capture_output=True, text=True, check=True)
        data = json.loads(out.stdout.strip().splitlines()[-1])
        compiled = print_rates("compiled engine", data, rounds, workers)
        f.update({f"compiled_{k}": v for k, v in compiled.items()})
        print(f"  compiled / pure, full audit with {workers} workers: "
              f"{compiled['full_n_rounds_per_s'] / f['full_n_rounds_per_s']:.2f}× by the clock")  # fmt: skip
    else:
        print("  (no compiled engine: python tools/build_compiled.py builds it)")
    if before is not None:
        f.update(side_by_side(path, rounds, before))
    return f


#: the audit's modules that :func:`side_by_side` loads from another checkout
_AUDIT_MODULES = (
    ("croupier.engine.core.view", "core/view.py"),
    ("croupier.engine.store.recovery", "store/recovery.py"),
    ("croupier.engine.store.journal_redeal", "store/journal_redeal.py"),
    ("croupier.engine.store.meters", "store/meters.py"),
    ("croupier.engine.store.journal_walk", "store/journal_walk.py"),  # (a checkout older than it: skipped)
    ("croupier.engine.store.journal_audit", "store/journal_audit.py"),
)


def _load_audit(engine: Path) -> Any:
    """The ``verify`` of the audit's modules in ``engine`` (a checkout's ``engine/`` folder), loaded
    beside the ones imported (the rest of the engine, the events included, is shared)."""
    import importlib.util

    saved = {name: sys.modules[name] for name, _f in _AUDIT_MODULES}
    try:
        for name, f in _AUDIT_MODULES:
            if not (engine / f).exists():
                continue
            spec = importlib.util.spec_from_file_location(name, engine / f)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
        return sys.modules["croupier.engine.store.journal_audit"].verify
    finally:
        sys.modules.update(saved)


def side_by_side(path: Path, rounds: int, before: Path, repeats: int = 10) -> dict[str, float]:
    """The audit's modules of another checkout (``before``, its ``engine/`` folder) against this
    one's, both loaded the same way into this process and run in turns on the journal ``path`` (best
    CPU time of ``repeats`` each, the garbage collector held off during each run), with a control
    that loads this checkout's modules twice: the spread between two copies of the same code.
    Speed-ups (> 1: this checkout faster)."""
    here = Path(__file__).resolve().parents[2] / "engine"
    runs = {"before": _load_audit(before), "after": _load_audit(here), "again": _load_audit(here)}
    best: dict[str, float] = {}
    with Journal(path, read_only=True) as j:
        for n in range(repeats):
            order = list(runs.items()) if n % 2 else list(reversed(runs.items()))
            for label, verify in order:
                for stage, redeal in (("no_redeal", False), ("full_1", True)):
                    gc.collect()  # each run starts from the same heap and collects nothing of the others'
                    gc.disable()
                    c = time.process_time()
                    report = verify(j, redeal=redeal)
                    c = time.process_time() - c
                    gc.enable()
                    assert report.ok, report.errors
                    best[f"{stage} {label}"] = min(best.get(f"{stage} {label}", float("inf")), c)
    f: dict[str, float] = {}
    print(f"\nthe audit against {before} (one process, in turns, best CPU time of {repeats}):")
    for stage, label in (("no_redeal", "chain + meters"), ("full_1", "full audit, 1 process")):
        b, a, again = best[f"{stage} before"], best[f"{stage} after"], best[f"{stage} again"]
        f[f"{stage}_speed_up"], f[f"{stage}_control"] = b / a, again / a
        print(f"  {label:<26} {rounds / b:>9,.0f} before | {rounds / a:>9,.0f} now | {b / a:5.2f}× "
              f"(control, the same code twice: {again / a:5.2f}×)")  # fmt: skip
    return f


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


COMPILED = Path(__file__).resolve().parents[2] / "build" / "compiled"


def compiled_layout() -> Path | None:
    """``build/compiled`` when it holds the compiled round module."""
    core = COMPILED / "croupier" / "engine" / "core"
    return COMPILED if any(core.glob("round.*.so")) or any(core.glob("round.*.pyd")) else None


def _folder(where: str | None) -> str | None:
    if where is not None:
        return where
    return "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None


@pytest.mark.bench
def test_journal_bytes_and_audit_speed() -> None:
    with tempfile.TemporaryDirectory(dir=_folder(None)) as d:
        f = measure(3000, Path(d))
    assert f["journal_bytes_per_round"] > 0 and f["full_1_rounds_per_s"] > 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=3000)
    ap.add_argument("--profile", default="france")
    ap.add_argument("--boxes", type=int, default=1)
    ap.add_argument("--dir", help="where to put the journal (default /dev/shm when there is one)")
    ap.add_argument("--before", type=Path, help="another checkout's engine/ folder: its audit beside this one's")
    ap.add_argument("--audit", metavar="JOURNAL", help=argparse.SUPPRESS)  # the compiled engine's run
    ap.add_argument("--workers", type=int, default=2, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.audit:
        import croupier.engine.core.round as engine_round

        assert not engine_round.__file__.endswith(".py"), "the compiled layout imported the Python round module"
        print(json.dumps(audit_rates(Path(a.audit), a.rounds, a.workers)))
        raise SystemExit(0)
    keys = tempfile.TemporaryDirectory()  # never the user's own key folder
    os.environ["CROUPIER_KEY_DIR"] = keys.name
    with tempfile.TemporaryDirectory(dir=_folder(a.dir)) as d:
        measure(a.rounds, Path(d), a.profile, a.boxes, a.before)
