"""Computed strategies and house edges, never computed twice: in memory, then on disk.

One JSON file per rule set (the options the base game depends on, and any known removed cards) and
per version of the analysis, in the cache folder (:func:`engine.core.paths.cache_folder`: the user's
cache folder, ``$CROUPIER_CACHE_DIR``, or ``off``). Written atomically; a file that cannot be read,
is not valid, or describes other rules is logged, ignored and replaced by a fresh computation. A
folder that cannot be written only costs the next start the computation again.

For the table, attract mode and the director's dialog: call :func:`warm` from a worker thread (it
computes at most once per rule set, even when several threads ask at the same time); afterwards
:func:`engine.math.strategy.compute_strategy` and :func:`engine.math.basegame.house_edge` answer at once.
:func:`cached` answers without ever computing (None when the figures are not ready yet).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from ..core.errors import CroupierError
from ..core.paths import cache_folder
from ..core.rules import Rules
from .bj_analysis import analyse
from .bj_game import ANALYSIS_VERSION, Analysis, GameRules, UpCardResult

log = logging.getLogger(__name__)

SUBFOLDER = "strategy"
_memory: dict[GameRules, Analysis] = {}
_locks: dict[GameRules, threading.Lock] = {}
_guard = threading.Lock()


def rules_key(g: GameRules) -> dict[str, Any]:
    """The rule set as plain JSON data (the fraction as text)."""
    d = asdict(g)
    d["blackjack_ratio"] = str(g.blackjack_ratio)
    d["removed"] = list(g.removed)
    return d


def cache_file(g: GameRules, folder: Path) -> Path:
    """Where the figures of ``g`` live in ``folder``: a digest of the rules and the analysis version."""
    text = json.dumps({"version": ANALYSIS_VERSION, "rules": rules_key(g)}, sort_keys=True)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]
    return folder / SUBFOLDER / f"v{ANALYSIS_VERSION}-{digest}.json"


def _to_json(a: Analysis) -> dict[str, Any]:
    def chart(part: dict[int, dict[int, str]]) -> dict[str, dict[str, str]]:
        return {str(t): {str(u): c for u, c in row.items()} for t, row in part.items()}

    return {
        "version": ANALYSIS_VERSION,
        "rules": rules_key(a.rules),
        "hard": chart(a.hard),
        "soft": chart(a.soft),
        "pairs": chart(a.pairs),
        "ev": a.ev,
        "player_blackjack": a.player_blackjack,
        "per_up": [asdict(u) for u in a.per_up],
    }


class _Invalid(CroupierError):
    """A cache file that does not hold what it should."""


def _from_json(data: Any, g: GameRules) -> Analysis:
    """The analysis stored in ``data``, checked field by field against ``g``."""
    if not isinstance(data, dict) or data.get("version") != ANALYSIS_VERSION:
        raise _Invalid("another version of the analysis")
    if data.get("rules") != rules_key(g):
        raise _Invalid("figures of other rules")

    def chart(name: str, rows: range) -> dict[int, dict[int, str]]:
        part = data.get(name)
        if not isinstance(part, dict) or sorted(part) != sorted(str(t) for t in rows):
            raise _Invalid(f"{name}: rows missing")
        out: dict[int, dict[int, str]] = {}
        for t in rows:
            row = part[str(t)]
            if not isinstance(row, dict) or sorted(row) != sorted(str(u) for u in range(1, 11)):
                raise _Invalid(f"{name} {t}: up cards missing")
            if not all(isinstance(c, str) and c in _CODES for c in row.values()):
                raise _Invalid(f"{name} {t}: unknown code")
            out[t] = {u: row[str(u)] for u in range(1, 11)}
        return out

    def number(x: Any) -> float:
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            raise _Invalid(f"not a number: {x!r}")
        return float(x)

    per_up = data.get("per_up")
    if not isinstance(per_up, list) or len(per_up) != 10:
        raise _Invalid("per_up: ten up cards expected")
    names = [f.name for f in fields(UpCardResult)]
    ups = []
    for i, u in enumerate(per_up, start=1):
        if not isinstance(u, dict) or sorted(u) != sorted(names) or u["up"] != i:
            raise _Invalid(f"per_up {i}: fields missing")
        ups.append(UpCardResult(i, number(u["probability"]), number(u["ev"]), number(u["dealer_blackjack"])))
    return Analysis(
        g,
        chart("hard", range(4, 22)),
        chart("soft", range(12, 22)),
        chart("pairs", range(1, 11)),
        number(data.get("ev")),
        tuple(ups),
        number(data.get("player_blackjack")),
    )


_CODES = frozenset(("H", "S", "D", "Ds", "P", "Rh", "Rs", "Rp"))


def _read(path: Path, g: GameRules) -> Analysis | None:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        log.warning("strategy cache %s cannot be read (%s); computing again", path, e.strerror or e)
        return None
    try:
        return _from_json(json.loads(raw.decode("utf-8")), g)
    except (UnicodeDecodeError, json.JSONDecodeError, _Invalid, KeyError, TypeError) as e:
        log.warning("strategy cache %s is not valid (%s); ignored and computed again", path, e)
        return None


def _write(path: Path, a: Analysis) -> None:
    from ..core.paths import SaveError, atomic_write

    data = (json.dumps(_to_json(a), sort_keys=True) + "\n").encode("utf-8")
    try:
        atomic_write(path, data)
    except SaveError as e:
        log.warning("strategy cache not written: %s", e)


def _folder(folder: str | os.PathLike[str] | None) -> Path | None:
    return cache_folder(folder)


def cached(g: GameRules, folder: str | os.PathLike[str] | None = None) -> Analysis | None:
    """The figures of ``g`` from memory or from the disk cache, never computing them."""
    a = _memory.get(g)
    if a is not None:
        return a
    where = _folder(folder)
    if where is None:
        return None
    a = _read(cache_file(g, where), g)
    if a is not None:
        _memory[g] = a
    return a


def analysis(g: GameRules, folder: str | os.PathLike[str] | None = None) -> Analysis:
    """The figures of ``g``: from memory, else the disk cache, else computed (once) and stored."""
    a = _memory.get(g)
    if a is not None:
        return a
    with _guard:
        lock = _locks.setdefault(g, threading.Lock())
    with lock:
        a = cached(g, folder)
        if a is None:
            a = analyse(g)
            _memory[g] = a
            where = _folder(folder)
            if where is not None:
                _write(cache_file(g, where), a)
    return a


def warm(rules: Rules, folder: str | os.PathLike[str] | None = None) -> Analysis:
    """Compute (or load) the strategy and house edge of ``rules``: for a worker thread."""
    return analysis(GameRules.of(rules), folder)


def forget() -> None:
    """Empty the memory cache (tests and benchmarks; the disk cache stays)."""
    _memory.clear()
