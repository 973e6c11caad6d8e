"""Exact figures computed off the GUI thread: the basic strategy (for the hint and the attract mode's
virtual players), the base game's house edge and a side bet's house edge (for the director's dialog).

The felt never waits for them. :func:`figures` is the process's one :class:`Figures`; asking it for a
figure gives the figure at once when it is known, else :data:`PENDING` (the caller shows "…") and the
figure is computed by a worker process; when it is ready, the callbacks given with the request are
called on the GUI thread and the figure is kept, so no figure is computed twice in a process for the
same key (rule sets that differ only in options the base game ignores share one strategy).

A process rather than a thread: a Python thread beside the GUI may run the garbage collector, and
that would destroy Qt objects off the GUI thread (a crash); a process also leaves the GIL to the felt.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import time
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

from croupier.engine.core.paytables import PayTable
from croupier.engine.core.rules import Rules

from . import figures_worker

if TYPE_CHECKING:  # multiprocessing is imported when the worker first starts, after the table's first frame
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from PySide6.QtCore import QSocketNotifier  # imported with the worker: its Python enums are made then

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


class Figures(QObject):
    """A cache of figures keyed by what they depend on, filled by one worker process.

    The process (:mod:`gui.figures_worker`) is started with the first request; its answers are read
    on the GUI thread when its pipe becomes readable, where the figure is stored and the waiting
    callbacks run. Tasks are ``(function, args)`` with a module-level function, so they cross the pipe.
    """

    #: a figure became known (its key), on the GUI thread
    ready = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._known: dict[Hashable, object] = {}
        self._waiting: dict[Hashable, list[Callable[[], object]]] = {}
        self._asked: list[Hashable] = []  #: sent to the process, not answered yet
        self._proc: BaseProcess | None = None
        self._conn: Connection | None = None
        self._notifier: QSocketNotifier | None = None
        self.computed: list[Hashable] = []  #: every key computed, in order (each appears once)

    # ------------------------------------------------------------------ the general door

    def get(
        self, key: Hashable, task: tuple[Callable[..., object], tuple[object, ...]],
        then: Callable[[], object] | None = None,
    ) -> object:  # fmt: skip
        """The figure for ``key`` if known (``None`` when it cannot be computed), else :data:`PENDING`
        after sending ``task`` to the worker (once per key); ``then`` is called when it is ready."""
        if key in self._known:
            return self._known[key]
        first = key not in self._waiting
        waiting = self._waiting.setdefault(key, [])
        if then is not None:
            waiting.append(then)
        if first:
            self.computed.append(key)
            self._send(key, task)
        return PENDING

    def known(self, key: Hashable) -> bool:
        """True when the figure for ``key`` is ready."""
        return key in self._known

    def _start(self) -> Connection:
        import multiprocessing

        from PySide6.QtCore import QSocketNotifier

        ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: nothing of Qt's state is copied
        mine, theirs = ctx.Pipe()

        self._proc = ctx.Process(target=figures_worker.serve, args=(theirs,), name="croupier-figures", daemon=True)
        self._proc.start()
        theirs.close()
        self._conn = mine
        self._notifier = QSocketNotifier(mine.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._read)
        return mine

    def _send(self, key: Hashable, task: tuple[Callable[..., object], tuple[object, ...]]) -> None:
        conn = self._conn if self._conn is not None else self._start()
        fn, args = task
        self._asked.append(key)
        conn.send((key, fn, args))

    def _read(self, *_: object) -> None:
        """The worker answered (or ended): store every answer that arrived."""
        conn = self._conn
        if conn is None:
            return
        try:
            while conn.poll():
                key, value, ok = conn.recv()
                self._done(key, value, ok)
        except (EOFError, OSError):
            log.error("the figures' worker process ended; %d figure(s) show a dash", len(self._asked))
            self._stop_process()
            for key in list(self._asked):
                self._done(key, None, False)

    def _done(self, key: Hashable, value: object, ok: bool) -> None:
        if key in self._asked:
            self._asked.remove(key)
        self._known[key] = value
        for then in self._waiting.pop(key, []):
            then()
        self.ready.emit(key)

    def wait(self, msecs: int = 30_000) -> bool:
        """Read the worker's answers until nothing is asked any more (tests); False on time-out."""
        end = time.monotonic() + msecs / 1000
        while self._asked and self._conn is not None:
            left = end - time.monotonic()
            if left <= 0:
                return False
            if self._conn.poll(min(left, 0.05)):
                self._read()
        return not self._asked

    def _stop_process(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.join(0.5)
            if proc.is_alive():
                proc.terminate()  # a figure still computing is not worth waiting for at exit
                proc.join(2)

    def shutdown(self) -> None:
        """At the program's exit: stop the worker (a figure still computing is dropped)."""
        if self._conn is not None:
            with contextlib.suppress(OSError):
                self._conn.send(None)
        self._stop_process()

    # ------------------------------------------------------------------ the figures the table asks for

    def strategy(self, rules: Rules, then: Callable[[], object] | None = None) -> Any:
        """The computed basic strategy for ``rules`` (:func:`engine.math.strategy.compute_strategy`), None
        when there is none, or :data:`PENDING`."""
        return self.get(("strategy", _game_key(rules)), (TASKS["strategy"], (rules,)), then)

    def base_edge(self, rules: Rules, then: Callable[[], object] | None = None) -> float | _Pending | None:
        """The base game's house edge under ``rules`` with basic strategy (a fraction of the bet)."""
        value = self.get(("base-edge", _game_key(rules)), (TASKS["base-edge"], (rules,)), then)
        return value if value is PENDING or value is None or isinstance(value, float) else None

    def side_edge(self, table: PayTable, decks: int, then: Callable[[], object] | None = None) -> Any:
        """A side bet's exact house edge (:func:`engine.math.odds.house_edge`), None, or :data:`PENDING`."""
        return self.get(("side-edge", table, decks), (TASKS["side-edge"], (table, decks)), then)


#: the worker's function for each figure (module-level functions of an importable module; tests may
#: put a deliberately slow one here)
TASKS: dict[str, Callable[..., object]] = {
    "strategy": figures_worker.strategy_of,
    "base-edge": figures_worker.base_edge_of,
    "side-edge": figures_worker.side_edge_of,
}


def _game_key(rules: Rules) -> Hashable:
    """What the base game's figures depend on: the engine's reduced rules when it has them."""
    try:
        from croupier.engine.math.bj_game import GameRules

        return GameRules.of(rules)
    except ImportError:
        return rules


_figures: Figures | None = None


def figures() -> Figures:
    """The process's figures (created on first use, on the GUI thread)."""
    global _figures
    if _figures is None:
        _figures = Figures()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_figures.shutdown)
        atexit.register(_shutdown)  # never leave a worker running into the interpreter's exit
    return _figures


def _shutdown() -> None:
    import shiboken6

    if _figures is not None and shiboken6.isValid(_figures):
        _figures.shutdown()


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
