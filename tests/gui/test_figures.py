"""Exact figures never block the GUI thread: the hint, the attract mode's virtual players and the
director's house edges are computed by a worker while the event loop goes on ("…" meanwhile), and a
figure is computed once per process for the same rules."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtTest import QTest

from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.rules import profile_rules
from croupier.engine.store.settings_data import Settings
from croupier.gui import figures as fg
from croupier.gui.director_dialog import DirectorDialog
from tests.gui import slow_figures as slow
from tests.gui.test_wiring import make_host


@pytest.fixture
def fresh(qapp: Any) -> Iterator[fg.Figures]:
    """A process's figures started afresh (so nothing is known yet, and nothing but this test asks).

    The windows of earlier tests were closed and left for deletion: they are deleted first, with
    everything they hold, or a kiosk's demonstration loop still dealing on one would ask this test's
    figures for the strategy with the real computation (before the test's own, slow one)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    saved = fg._figures
    fg._figures = fg.Figures()
    yield fg._figures
    fg._figures.shutdown()
    fg._figures = saved


class Gate:
    """A deliberately slow computation in the worker process: it runs until the test opens the gate."""

    def __init__(self, folder: Path, name: str = "gate") -> None:
        self.path = str(folder / name)

    def open(self) -> None:
        Path(self.path).touch()

    @property
    def calls(self) -> int:
        return slow.calls(self.path)


def test_event_loop_keeps_running_while_a_figure_computes(qtbot: Any, tmp_path: Path, fresh: fg.Figures) -> None:
    gate = Gate(tmp_path)
    task = (slow.gated, (gate.path, "figure"))
    ticks = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    ready: list[int] = []
    assert fresh.get("slow", task, lambda: ready.append(len(ticks))) is fg.PENDING
    assert fresh.get("slow", task) is fg.PENDING  # asked again while computing: not started twice
    qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=5000)  # the GUI thread processes its timers
    assert not ready and not fresh.known("slow")
    gate.open()
    qtbot.waitUntil(lambda: bool(ready), timeout=20_000)
    timer.stop()
    assert ready[0] >= 10 and fresh.get("slow", task) == "figure"
    assert gate.calls == 1 and fresh.computed.count("slow") == 1


def test_a_refused_figure_is_none_not_pending_forever(qtbot: Any, fresh: fg.Figures) -> None:
    from croupier.engine.core.paytables import LUCKY_LADIES, PRESETS

    table_a = PRESETS[LUCKY_LADIES]["A"]  # impossible with one deck: the engine refuses it
    assert fresh.side_edge(table_a, 1) is fg.PENDING
    qtbot.waitUntil(lambda: fresh.known(("side-edge", table_a, 1)), timeout=20_000)
    assert fresh.side_edge(table_a, 1) is None


def reach_decision(host: Any) -> None:
    """Bet on box 2 and deal (round after round) until a hand waits for its decision."""
    c = host.controller
    c.animator.speed = "instant"
    for _ in range(40):
        r = host.session.round
        if r.phase is Phase.PLAY and r.to_act is not None:
            return
        if r.phase is Phase.BETTING:
            assert c.place(2, "main") and c.trigger("deal")
        elif r.phase is Phase.INSURANCE:
            assert c.trigger("decline")
        c.animator.finish()
        c.on_idle()
    raise AssertionError("no decision in 40 rounds")


def test_first_hint_shows_dots_then_the_advice_without_blocking(
    qtbot: Any, tmp_path: Path, fresh: fg.Figures, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = Gate(tmp_path)
    monkeypatch.setitem(fg.TASKS, "strategy", functools.partial(slow.gated_strategy, gate.path))
    host = make_host(qtbot, tmp_path, seed=3)
    reach_decision(host)
    hint = host.scene.hint
    assert hint.isVisible() and hint.text.endswith("…")
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=5000)
    assert hint.text.endswith("…")
    gate.open()
    qtbot.waitUntil(lambda: not hint.text.endswith("…"), timeout=60_000)
    timer.stop()
    assert hint.isVisible() and hint.text.startswith("HINT: ")
    # a second table with the same rules does not compute it again
    key = ("strategy", fg._game_key(host.session.config.rules))
    assert fresh.computed.count(key) == 1 and fresh.known(key) and gate.calls == 1


def test_hints_turned_off_show_nothing_and_compute_nothing(qtbot: Any, tmp_path: Path, fresh: fg.Figures) -> None:
    host = make_host(qtbot, tmp_path, settings=Settings(hints=False))
    assert host.controller.hints is False
    reach_decision(host)
    host.controller.refresh()
    assert not host.scene.hint.isVisible()
    assert not any(k[0] == "strategy" for k in fresh.computed)


def test_directors_house_edges_show_dots_until_counted(
    qtbot: Any, tmp_path: Path, fresh: fg.Figures, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = Gate(tmp_path)
    monkeypatch.setitem(fg.TASKS, "base-edge", functools.partial(slow.gated_base_edge, gate.path, 0.0052))
    monkeypatch.setitem(fg.TASKS, "side-edge", functools.partial(slow.gated_side_edge, gate.path))
    d = DirectorDialog(Settings())
    qtbot.addWidget(d)
    assert not any(k[0] == "base-edge" for k in fresh.computed)  # counted when its page is shown
    d.tabs.setCurrentWidget(d.rules_page)
    assert d.base_edge_label.text() == "…" and d.side_page.edge_label.text() == "…"
    QTest.qWait(30)  # the dialog stays live meanwhile
    gate.open()
    qtbot.waitUntil(lambda: "…" not in d.base_edge_label.text() + d.side_page.edge_label.text(), timeout=10_000)
    assert d.base_edge_label.text() == "0.52 %"
    assert d.side_page.edge_label.text() == "24.7089 %"


def test_base_edge_in_the_dialog_is_the_engines(qtbot: Any, fresh: fg.Figures) -> None:
    from croupier.engine.math import basegame

    d = DirectorDialog(Settings())
    qtbot.addWidget(d)
    d.tabs.setCurrentWidget(d.rules_page)
    qtbot.waitUntil(lambda: d.base_edge_label.text() != "…", timeout=120_000)
    expected = basegame.house_edge(profile_rules("france")).house_edge
    assert d.base_edge_label.text() == fg.percent(expected)


def test_attract_players_wait_for_the_strategy_without_blocking(
    qtbot: Any, tmp_path: Path, fresh: fg.Figures, monkeypatch: pytest.MonkeyPatch
) -> None:
    import random

    from croupier.gui.kiosk import Attract

    gate = Gate(tmp_path)
    monkeypatch.setitem(fg.TASKS, "strategy", functools.partial(slow.gated_strategy, gate.path))
    a = Attract(Settings().validate(), 1000 * SCALE, rng=random.Random(5), speed="instant", time_scale=0.01)
    a.start()
    qtbot.waitUntil(lambda: a.session.round.phase is Phase.PLAY, timeout=10_000)
    moves = len(a.session.round.order[0].hands[0].cards) if a.session.round.order else 0
    QTest.qWait(100)  # many decision delays pass: nobody acts before the strategy is known
    assert a.session.round.phase is Phase.PLAY
    assert (len(a.session.round.order[0].hands[0].cards) if a.session.round.order else 0) == moves
    gate.open()
    qtbot.waitUntil(lambda: a.rounds >= 2, timeout=60_000)
    a.stop()
