"""Long computations away from the GUI process: a fresh interpreter (``spawn``) runs the work and sends
the result (or the error) back through a pipe, which the GUI thread reads when it becomes readable.
The table never waits for them, and no Python thread runs beside Qt's in the table's process (the
garbage collector of such a thread may finalise Qt objects away from the GUI thread).

``work`` must cross the pipe: a module-level function, or :func:`functools.partial` of one, whose
result pickles."""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QSocketNotifier

from croupier.engine.core.errors import CroupierError

log = logging.getLogger(__name__)


def _serve(conn: Connection, work: Callable[[], Any]) -> None:
    """In the worker process: run ``work`` once and send ``(True, result)`` or ``(False, message)``."""
    try:
        try:
            result = work()
        except (CroupierError, OSError, ValueError, KeyError) as e:
            conn.send((False, str(e)))
            return
        conn.send((True, result))
    finally:
        conn.close()


class Job(QObject):
    """One piece of work in its own process; ``done(result)`` or ``failed(message)`` run on the GUI
    thread, unless ``owner`` (the window that asked) has been deleted meanwhile."""

    def __init__(
        self,
        work: Callable[[], Any],
        done: Callable[[Any], object],
        failed: Callable[[str], object] | None = None,
        owner: QObject | None = None,
    ) -> None:
        super().__init__()
        self._work, self._done, self._failed, self._owner = work, done, failed, owner
        self._conn: Connection | None = None
        self._proc: BaseProcess | None = None
        self._notifier: QSocketNotifier | None = None

    def start(self) -> Job:
        """Start the process (returns self)."""
        ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: nothing of Qt's state is copied
        mine, theirs = ctx.Pipe(duplex=False)
        self._proc = ctx.Process(target=_serve, args=(theirs, self._work), name="croupier-job", daemon=True)
        self._proc.start()
        theirs.close()
        self._conn = mine
        self._notifier = QSocketNotifier(mine.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._read)
        return self

    def _alive(self) -> bool:
        return self._owner is None or shiboken6.isValid(self._owner)

    def _read(self, *_: object) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            ok, value = conn.recv()
        except (EOFError, OSError):
            ok, value = False, "the background process ended without an answer"
            log.error("background work: %s", value)
        self._finish()
        if not ok:
            log.warning("background work failed: %s", value)
            if self._failed is not None and self._alive():
                self._failed(str(value))
        elif self._alive():
            self._done(value)

    def _finish(self) -> None:
        _running.discard(self)
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.join(2)

    def wait(self, msecs: int = 30_000) -> bool:
        """Wait for the answer and handle it (tests); False on time-out."""
        conn = self._conn
        if conn is None:
            return True
        if not conn.poll(msecs / 1000):
            return False
        self._read()
        return True


_running: set[Job] = set()


def run(
    work: Callable[[], Any],
    done: Callable[[Any], object],
    failed: Callable[[str], object] | None = None,
    owner: QObject | None = None,
) -> Job:
    """Run ``work`` in its own process; ``done(result)`` (or ``failed(message)``) is called on the GUI
    thread, unless ``owner`` (the window that asked) has been deleted meanwhile."""
    job = Job(work, done, failed, owner)
    _running.add(job)
    return job.start()
