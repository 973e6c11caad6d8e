"""The figures' worker process: computes the exact figures the table asks for, one at a time, away
from the table's process (no thread of the GUI's process runs Python beside it, so no Qt object can
be collected or touched off the GUI thread). No Qt here: the engine only.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable
from fractions import Fraction
from typing import TYPE_CHECKING

from croupier.engine.core.errors import CroupierError
from croupier.engine.core.paytables import PayTable
from croupier.engine.core.rules import Rules

if TYPE_CHECKING:  # the worker's own process imports it; the table's only when it starts the worker
    from multiprocessing.connection import Connection


def strategy_of(rules: Rules) -> object:
    """The computed basic strategy (None when the engine has none)."""
    try:
        mod = importlib.import_module("croupier.engine.math.strategy")
    except ImportError:
        return None
    return mod.compute_strategy(rules)


def base_edge_of(rules: Rules) -> float | None:
    """The base game's house edge with basic strategy (the strategy of the same rules is cached)."""
    try:
        mod = importlib.import_module("croupier.engine.math.basegame")
    except ImportError:
        return None
    return float(mod.house_edge(rules).house_edge)


def side_edge_of(table: PayTable, decks: int) -> Fraction | None:
    """A side bet's exact house edge."""
    try:
        odds = importlib.import_module("croupier.engine.math.odds")
    except ImportError:
        return None
    edge = odds.house_edge(table, decks)
    return edge if isinstance(edge, Fraction) else None


def serve(conn: Connection) -> None:
    """Answer ``(key, function, args)`` requests with ``(key, value, ok)`` until ``None`` or the pipe
    closes; a refusal by the engine is the value None; anything else ends the process (the table
    sees the pipe close and shows a dash)."""
    while True:
        try:
            msg = conn.recv()
        except EOFError:
            return
        if msg is None:
            return
        key, fn, args = msg
        task: Callable[..., object] = fn
        k: Hashable = key
        try:
            value = task(*args)
        except (CroupierError, ValueError, ArithmeticError):
            value = None
        try:
            conn.send((k, value, True))
        except (BrokenPipeError, EOFError):  # the table has closed (a screenshot done, the window shut)
            return
