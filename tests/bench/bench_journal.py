"""Benchmark: what the journal costs. Plays autoplay rounds (one box unless told) into a journal,
then prints:

- journal bytes per round (the file as it stands closed), and the same rows written in schema 2's
  form (every action's content as JSON with its key names, the MAC in hex, the whole undealt shoe
  sealed after every action that drew, schema 2's indexes) in a side file, from the same rounds: the
  ratio is today's size against that;
- ``croupier audit`` rounds per second (every MAC, every balance, every round dealt again through
  the engine), the audit without the re-deal, and the MAC chain alone; each against the rate at which
  SQLite hands over the same rows (a plain ``SELECT`` of every row, read and dropped), measured in the
  same run; and what the re-deal costs per round. Each timing is the best of three, interleaved.

Run: ``python tests/bench/bench_journal.py [--rounds N] [--boxes K] [--profile P] [--dir D]`` or
``python -m pytest -m bench tests/bench/bench_journal.py -s``. The journal goes in ``/dev/shm`` when
there is one (the disk's fsync per action is the table's cost, not the journal format's).
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import tempfile
import time
from pathlib import Path

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


def measure(rounds: int, folder: Path, profile: str = "france", boxes: int = 1) -> dict[str, float]:
    t0 = time.perf_counter()
    with Journal.in_folder(folder) as j:
        play(j, rounds, 2024, profile=profile, boxes=boxes)
    played = time.perf_counter() - t0
    path = folder / "journal.sqlite3"
    size = path.stat().st_size
    with Journal(path, read_only=True) as j:
        old = schema_2_size(j, folder / "schema2.sqlite3")
        full = no_redeal = chain = read = float("inf")
        for _ in range(REPEATS):  # interleaved, best of each: the machine is shared
            t = time.perf_counter()
            report = j.verify()
            full = min(full, time.perf_counter() - t)
            t = time.perf_counter()
            light = j.verify(redeal=False)
            no_redeal = min(no_redeal, time.perf_counter() - t)
            rows, seconds = chain_only(j)
            chain = min(chain, seconds)
            read_rows, seconds = sqlite_read(path)
            read = min(read, seconds)
    assert report.ok and light.ok, report.errors + light.errors
    per_row = rounds / rows  # rounds per row, to turn row rates into round rates
    f = {
        "rounds": rounds,
        "rows": rows,
        "play_rounds_per_s": rounds / played,
        "journal_bytes_per_round": size / rounds,
        "schema2_bytes_per_round": old / rounds,
        "size_vs_schema2": size / old,
        "sqlite_read_rounds_per_s": read_rows * per_row / read,
        "audit_rounds_per_s": rounds / full,
        "audit_no_redeal_rounds_per_s": rounds / no_redeal,
        "chain_only_rounds_per_s": rounds / chain,
        "audit_vs_sqlite_read": (rounds / full) / (read_rows * per_row / read),
        "chain_only_vs_sqlite_read": (rounds / chain) / (read_rows * per_row / read),
        "redeal_us_per_round": (full - no_redeal) / rounds * 1e6,
        "redeal_share_of_audit": (full - no_redeal) / full,
    }
    for k, v in f.items():
        print(f"{k:30} {v:,.3f}" if isinstance(v, float) else f"{k:30} {v:,}")
    return f


def _folder(where: str | None) -> str | None:
    if where is not None:
        return where
    return "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None


@pytest.mark.bench
def test_journal_bytes_and_audit_speed() -> None:
    with tempfile.TemporaryDirectory(dir=_folder(None)) as d:
        f = measure(3000, Path(d))
    assert f["journal_bytes_per_round"] > 0 and f["audit_rounds_per_s"] > 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=3000)
    ap.add_argument("--profile", default="france")
    ap.add_argument("--boxes", type=int, default=1)
    ap.add_argument("--dir", help="where to put the journal (default /dev/shm when there is one)")
    a = ap.parse_args()
    keys = tempfile.TemporaryDirectory()  # never the user's own key folder
    os.environ["CROUPIER_KEY_DIR"] = keys.name
    with tempfile.TemporaryDirectory(dir=_folder(a.dir)) as d:
        measure(a.rounds, Path(d), a.profile, a.boxes)
