"""Long computations off the GUI thread: a Python thread runs the work, a queued Qt signal brings
the result (or the error) back to the GUI thread. The table never waits for them."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal, Slot

from croupier.engine.core.errors import CroupierError

log = logging.getLogger(__name__)


class Job(QObject):
    """One piece of work: ``finished(result)`` or ``failed(message)`` arrive on the GUI thread."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, work: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = work
        self._thread = threading.Thread(target=self._run, name="croupier-job", daemon=True)

    def start(self) -> Job:
        """Start the thread (returns self)."""
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            result = self._work()
        except (CroupierError, OSError, ValueError, KeyError) as e:
            log.warning("background work failed: %s", e)
            self.failed.emit(str(e))
            return
        self.finished.emit(result)


class _Relay(QObject):
    """Lives on the GUI thread: its slots run there (queued from the worker's signal)."""

    def __init__(
        self, job: Job, done: Callable[[Any], object], failed: Callable[[str], object] | None, owner: QObject | None
    ) -> None:
        super().__init__()
        self.job, self.done, self.on_fail, self.owner = job, done, failed, owner

    def _alive(self) -> bool:
        return self.owner is None or shiboken6.isValid(self.owner)

    @Slot(object)
    def finish(self, result: object) -> None:
        _running.discard(self)
        if self._alive():  # a window closed meanwhile gets nothing
            self.done(result)

    @Slot(str)
    def fail(self, message: str) -> None:
        _running.discard(self)
        if self.on_fail is not None and self._alive():
            self.on_fail(message)


_running: set[_Relay] = set()


def run(
    work: Callable[[], Any],
    done: Callable[[Any], object],
    failed: Callable[[str], object] | None = None,
    owner: QObject | None = None,
) -> Job:
    """Run ``work`` in a thread; ``done(result)`` (or ``failed(message)``) is called on the GUI thread,
    unless ``owner`` (the window that asked) has been deleted meanwhile."""
    job = Job(work)
    relay = _Relay(job, done, failed, owner)
    _running.add(relay)
    job.finished.connect(relay.finish)
    job.failed.connect(relay.fail)
    return job.start()
