"""Exact figures computed off the GUI thread: the basic strategy (for the hint and the attract mode's
virtual players), the base game's house edge and a side bet's house edge (for the director's dialog).

The felt never waits for them. :func:`figures` is the process's one :class:`Figures`; asking it for a
figure gives the figure at once when it is known, else :data:`PENDING` (the caller shows "…") and the
figure is computed by one worker thread; when it is ready, the callbacks given with the request are
called on the GUI thread and the figure is kept, so no figure is computed twice in a process for the
same key (rule sets that differ only in options the base game ignores share one strategy).
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Callable, Hashable
from fractions import Fraction
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal, Slot

from engine.errors import CroupierError
from engine.paytables import PayTable
from engine.rules import Rules

log = logging.getLogger(__name__)


class _Pending:
    """The type of :data:`PENDING`."""

    _instance: _Pending | None = None

    def __new__(cls) -> _Pending:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "PENDING"

    def __bool__(self) -> bool:
        return False


#: "not ready yet": show "…" and wait for the callback
PENDING: Final = _Pending()
#: what a read-out shows while its figure is being computed
ELLIPSIS = "…"


class _Job(QRunnable):
    """One computation on the worker thread; its result (or its refusal) goes back through ``done``."""

    def __init__(self, owner: Figures, key: Hashable, compute: Callable[[], object]) -> None:
        super().__init__()
        self.owner = owner
        self.key = key
        self.compute = compute
        self.setAutoDelete(True)

    def run(self) -> None:
        delivered = False
        try:
            value = self.compute()
            self._deliver(value, True)
            delivered = True
        except (CroupierError, ValueError, ArithmeticError) as e:  # the engine refused these rules
            log.info("figure %r not computed: %s", self.key, e)
            self._deliver(None, True)
            delivered = True
        finally:
            if not delivered:  # an unexpected failure: the read-out stops waiting, the error propagates
                self._deliver(None, False)

    def _deliver(self, value: object, ok: bool) -> None:
        import shiboken6

        if shiboken6.isValid(self.owner):  # gone at the program's exit: nobody waits any more
            self.owner.done.emit(self.key, value, ok)


class Figures(QObject):
    """A cache of figures keyed by what they depend on, filled by one worker thread.

    ``done`` is emitted by the worker and received on the thread this object lives on (the GUI
    thread), where the figure is stored and the waiting callbacks run.
    """

    done = Signal(object, object, bool)
    #: a figure became known (its key), on the GUI thread
    ready = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one figure at a time: the machine's other core stays the felt's
        self._known: dict[Hashable, object] = {}
        self._waiting: dict[Hashable, list[Callable[[], object]]] = {}
        self._lock = threading.Lock()
        self.computed: list[Hashable] = []  #: every key computed, in order (each appears once)
        self.done.connect(self._done)

    # ------------------------------------------------------------------ the general door

    def get(self, key: Hashable, compute: Callable[[], object], then: Callable[[], object] | None = None) -> object:
        """The figure for ``key`` if known (``None`` when it cannot be computed), else :data:`PENDING`
        after starting ``compute`` on the worker (once per key); ``then`` is called when it is ready."""
        if key in self._known:
            return self._known[key]
        first = key not in self._waiting
        waiting = self._waiting.setdefault(key, [])
        if then is not None:
            waiting.append(then)
        if first:
            with self._lock:
                self.computed.append(key)
            self.pool.start(_Job(self, key, compute))
        return PENDING

    def shutdown(self) -> None:
        """At the program's exit: drop the figures not started, wait for the one computing."""
        self.pool.clear()
        self.pool.waitForDone()

    def known(self, key: Hashable) -> bool:
        """True when the figure for ``key`` is ready."""
        return key in self._known

    def wait(self, msecs: int = -1) -> bool:
        """Let the worker finish (tests and shutdown); the callbacks run at the next event loop turn."""
        return self.pool.waitForDone(msecs)

    @Slot(object, object, bool)
    def _done(self, key: Hashable, value: object, ok: bool) -> None:
        self._known[key] = value
        if not ok:
            log.error("figure %r failed; its read-out shows a dash", key)
        for then in self._waiting.pop(key, []):
            then()
        self.ready.emit(key)

    # ------------------------------------------------------------------ the figures the table asks for

    def strategy(self, rules: Rules, then: Callable[[], object] | None = None) -> Any:
        """The computed basic strategy for ``rules`` (:func:`engine.strategy.compute_strategy`), None
        when there is none, or :data:`PENDING`."""
        return self.get(("strategy", _game_key(rules)), lambda: _strategy_of(rules), then)

    def base_edge(self, rules: Rules, then: Callable[[], object] | None = None) -> float | _Pending | None:
        """The base game's house edge under ``rules`` with basic strategy (a fraction of the bet)."""
        value = self.get(("base-edge", _game_key(rules)), lambda: _base_edge_of(rules), then)
        return value if value is PENDING or value is None or isinstance(value, float) else None

    def side_edge(self, table: PayTable, decks: int, then: Callable[[], object] | None = None) -> Any:
        """A side bet's exact house edge (:func:`engine.odds.house_edge`), None, or :data:`PENDING`."""
        return self.get(("side-edge", table, decks), lambda: _side_edge_of(table, decks), then)


def _game_key(rules: Rules) -> Hashable:
    """What the base game's figures depend on: the engine's reduced rules when it has them."""
    try:
        from engine.bj_analysis import GameRules

        return GameRules.of(rules)
    except ImportError:
        return rules


def _strategy_of(rules: Rules) -> object:
    try:
        mod = importlib.import_module("engine.strategy")
    except ImportError:
        return None
    return mod.compute_strategy(rules)


def _base_edge_of(rules: Rules) -> float | None:
    """The house edge; the strategy of the same rules comes with it (one analysis serves both)."""
    try:
        mod = importlib.import_module("engine.basegame")
    except ImportError:
        return None
    edge = mod.house_edge(rules).house_edge
    return float(edge)


def _side_edge_of(table: PayTable, decks: int) -> Fraction | None:
    try:
        odds = importlib.import_module("engine.odds")
    except ImportError:
        return None
    edge = odds.house_edge(table, decks)
    return edge if isinstance(edge, Fraction) else None


_figures: Figures | None = None


def figures() -> Figures:
    """The process's figures (created on first use, on the GUI thread)."""
    global _figures
    if _figures is None:
        _figures = Figures()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_figures.shutdown)
    return _figures


def strategy_for(rules: Rules, then: Callable[[], object] | None = None) -> Any:
    """Shorthand for ``figures().strategy(rules, then)``: the strategy, None, or :data:`PENDING`."""
    return figures().strategy(rules, then)


def while_alive(widget: QObject, call: Callable[[], object]) -> Callable[[], object]:
    """``call``, skipped once ``widget`` is deleted (a dialog closed before its figure arrived)."""
    import shiboken6

    def guarded() -> object:
        return call() if shiboken6.isValid(widget) else None

    return guarded


def percent(edge: float) -> str:
    """A house edge as a percentage with two decimals (``0.52 %``)."""
    return f"{edge * 100:.2f} %"
