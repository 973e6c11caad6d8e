"""Soak: 100,000 autoplay rounds through the session and the journal; resident memory must stay flat
(growth < 10 MB after a warm-up) and the audit clean at the end (the keyed chain, the high-water mark
and every round dealt again through the engine). Prints the figures, and the audit of the chain alone
as the ratio's reference (``bench_journal.py`` breaks the journal's cost down further).

Run: ``python -m pytest tests/bench/bench_soak.py -m bench -s`` or
``python tests/bench/bench_soak.py [--rounds N] [--profile P] [--boxes K]``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import pytest

from croupier.engine.core.session import Session
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal

WARM_UP = 1_000
LIMIT_MB = 10.0


def rss_mb() -> float:
    """Resident set size of this process (``/proc/self/statm``), in MB."""
    with open("/proc/self/statm") as f:
        resident_pages = int(f.read().split()[1])
    return resident_pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def soak(rounds: int, folder: Path, profile: str = "france", boxes: int = 1) -> dict[str, float]:
    """Play ``rounds`` games, sampling memory; then audit. Returns the figures."""
    samples: list[tuple[int, float]] = []
    step = max(rounds // 10, 1)
    t0 = time.perf_counter()
    with Journal.in_folder(folder) as journal:

        def each(_s: Session) -> None:
            g = journal.meters.games
            if g == WARM_UP or g % step == 0:
                samples.append((g, rss_mb()))
                print(f"  {g:>7} games  {time.perf_counter() - t0:7.1f} s  rss {samples[-1][1]:6.1f} MB", flush=True)

        play(journal, rounds, 2024, profile=profile, boxes=boxes, each=each)
        played = time.perf_counter() - t0
        t1 = time.perf_counter()
        report = journal.verify()
        audited = time.perf_counter() - t1
        t2 = time.perf_counter()
        journal.verify(redeal=False)
        chain_only = time.perf_counter() - t2
        rows = report.rows
    base = next(mb for g, mb in samples if g >= WARM_UP)
    peak = max(mb for g, mb in samples if g >= WARM_UP)
    size = sum(p.stat().st_size for p in folder.iterdir()) / 2**20
    figures = {
        "rounds": rounds, "seconds": played, "rounds_per_s": rounds / played, "rows": rows,
        "journal_mb": size, "journal_bytes_per_round": size * 2**20 / rounds,
        "audit_rounds_per_s": rounds / audited, "audit_no_redeal_rounds_per_s": rounds / chain_only,
        "rss_after_warmup_mb": base, "rss_peak_mb": peak, "rss_growth_mb": peak - base,
        "audit_seconds": audited, "audit_chain_only_seconds": chain_only,
        "audit_vs_chain_only": audited / chain_only, "rounds_dealt_again": report.redealt,
        "audit_ok": float(report.ok),
    }  # fmt: skip
    for k, v in figures.items():
        print(f"{k:22} {v:,.2f}" if isinstance(v, float) else f"{k:22} {v:,}")
    if not report.ok:
        print("audit errors:", *report.errors[:5], sep="\n  ")
    return figures


@pytest.mark.bench
def test_soak_100k_rounds_memory_flat_and_audit_clean(tmp_path: Path) -> None:
    f = soak(100_000, tmp_path)
    assert f["audit_ok"] == 1.0
    assert f["rss_growth_mb"] < LIMIT_MB


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rounds", type=int, default=100_000)
    ap.add_argument("--profile", default="france")
    ap.add_argument("--boxes", type=int, default=1)
    ap.add_argument("--dir", help="where to put the journal (default: the system's temp folder; /dev/shm "
                    "leaves out the disk's fsync time)")  # fmt: skip
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(dir=a.dir) as d:
        out = soak(a.rounds, Path(d), a.profile, a.boxes)
    sys.exit(0 if out["audit_ok"] and out["rss_growth_mb"] < LIMIT_MB else 1)
