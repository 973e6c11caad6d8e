"""A storm of random clicks and keys during rounds: the engine is only ever asked in turn (never
while the felt animates, never for an action its ``can_…`` refuses) and the money still balances."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.session import Session
from croupier.engine.core.table import build_config
from croupier.gui.app import build_table
from croupier.gui.items import ChipStack
from croupier.gui.layout import box_centre, side_centre

START = 1_000_000 * SCALE
KEYS = [Qt.Key.Key_H, Qt.Key.Key_S, Qt.Key.Key_D, Qt.Key.Key_P, Qt.Key.Key_R, Qt.Key.Key_I, Qt.Key.Key_N,
        Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_C, Qt.Key.Key_A, Qt.Key.Key_X]  # fmt: skip


def test_storm_of_2000_inputs_reaches_the_engine_only_in_turn_and_the_ledger_balances(qtbot: Any) -> None:
    config = build_config("france")
    session = Session(config, START, rng=random.Random(2024))
    scene, controller, view = build_table(session)
    qtbot.addWidget(view)
    view.resize(960, 540)
    view.show()
    qtbot.waitExposed(view)
    controller.animator.speed = "normal"
    controller.animator.time_scale = 0.01
    finished: list[Round] = []
    calls: list[str] = []
    real_act, real_next = session.act, session.next_round

    def guarded_act(name: str, *args: Any) -> Any:
        assert not controller.animator.busy, f"{name} while animating"
        r = session.round
        if name in ("bet", "remove_bet"):
            assert r.phase is Phase.BETTING
        elif name == "insure":
            assert r.can_insure(*args)
        else:
            assert getattr(r, f"can_{name}")(), name
        calls.append(name)
        return real_act(name, *args)

    def recording_next() -> Round:
        finished.append(session.round)
        return real_next()

    session.act = guarded_act  # type: ignore[method-assign]
    session.next_round = recording_next  # type: ignore[method-assign]
    rnd = random.Random(7)
    targets = [box_centre(n) for n in range(1, 8)] + [side_centre(n) for n in range(1, 8)]
    now = [0.0]
    controller.clock = lambda: now[0]  # each input comes 60 ms after the one before: the 300 ms guard holds some
    for i in range(2000):
        now[0] += 0.06
        roll = rnd.random()
        if roll < 0.35:
            QTest.keyClick(view, rnd.choice(KEYS))
        elif roll < 0.55:
            b = rnd.choice(list(scene.buttons.values()))
            pt = b.mapToScene(b.boundingRect().center())
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             view.mapFromScene(pt))  # fmt: skip
        elif roll < 0.85:
            pt = rnd.choice(targets)
            button = Qt.MouseButton.RightButton if rnd.random() < 0.2 else Qt.MouseButton.LeftButton
            if rnd.random() < 0.3 and scene.rack is not None:
                v = rnd.choice(scene.rack.values)
                QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 view.mapFromScene(scene.rack.mapToScene(scene.rack.chip_centre(v))))  # fmt: skip
            QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(pt))
        else:
            pt = QPointF(rnd.uniform(0, 1920), rnd.uniform(0, 1080))
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             view.mapFromScene(pt))  # fmt: skip
        if i % 7 == 0:
            QTest.qWait(rnd.randint(1, 6))
    controller.animator.time_scale = 0.001
    qtbot.waitUntil(lambda: not controller.busy, timeout=20000)
    print(f"rounds {len(finished)}, engine calls {len(calls)}: {sorted(set(calls))}")
    assert len(finished) >= 10 and calls.count("deal") >= 10
    assert {"hit", "stand", "bet"} <= set(calls)
    net = sum(b.net for r in finished for b in r.order)
    r = session.round
    assert session.balance is not None
    assert session.balance + r.on_table == START + net + sum(b.net for b in r.order)
    if r.phase is Phase.BETTING:
        on_felt = sum(i.amount for i in scene.items() if isinstance(i, ChipStack))
        assert on_felt == r.on_table
