"""Deliberately slow figures for the tests: each waits until its gate file exists (the test opens it),
and notes every call in ``<gate>.calls``, so a test sees how often a figure was computed."""

from __future__ import annotations

import time
from pathlib import Path

from croupier.engine.core.rules import Rules
from croupier.gui import figures_worker


def gated(gate: str, value: object) -> object:
    """``value``, once ``gate`` exists."""
    with open(gate + ".calls", "a") as f:
        f.write("call\n")
    deadline = time.monotonic() + 60
    while not Path(gate).exists():
        if time.monotonic() > deadline:
            raise TimeoutError(f"the gate {gate} was never opened")
        time.sleep(0.01)
    return value


def gated_strategy(gate: str, rules: Rules) -> object:
    """The real strategy, once ``gate`` exists."""
    gated(gate, None)
    return figures_worker.strategy_of(rules)


def gated_base_edge(gate: str, value: float, rules: Rules) -> object:
    """A fixed house edge, once ``gate`` exists."""
    return gated(gate, value)


def gated_side_edge(gate: str, table: object, decks: int) -> object:
    """The real side-bet edge, once ``gate`` exists."""
    gated(gate, None)
    return figures_worker.side_edge_of(table, decks)  # type: ignore[arg-type]


def calls(gate: str) -> int:
    """How many times a gated figure was computed."""
    p = Path(gate + ".calls")
    return len(p.read_text().splitlines()) if p.exists() else 0


def side_edge_without_odds(table: object, decks: int) -> object:
    """The side-bet edge as a worker without the odds engine counts it."""
    import sys

    saved = sys.modules.get("croupier.engine.math.odds")
    sys.modules["croupier.engine.math.odds"] = None  # type: ignore[assignment]
    try:
        return figures_worker.side_edge_of(table, decks)  # type: ignore[arg-type]
    finally:
        if saved is not None:
            sys.modules["croupier.engine.math.odds"] = saved
