"""Betting from the keyboard, with a visible focus: the whole game is playable without a mouse."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.gui.controller import TableController
from croupier.gui.scene import TableScene

K = Qt.Key


def _table() -> tuple[Session, TableController]:
    config = build_config("france")
    cards = parse_cards("TS 9C 7D 8H 6S 2C TH")
    session = Session(config, 1000 * SCALE, shoe=FixedShoe(config.rules, cards))
    controller = TableController(session, TableScene(config))
    controller.animator.speed = "instant"
    controller.guard_ms = 0  # keys come faster than a hand could press them
    return session, controller


def press(controller: TableController, *keys: Any) -> None:
    for key in keys:
        controller.key(key)
        controller.animator.finish()


def test_a_round_bet_and_played_from_the_keyboard_alone(qapp: object) -> None:
    session, controller = _table()
    rack = controller.scene.rack
    assert rack is not None
    press(controller, K.Key_PageDown, K.Key_PageDown, K.Key_PageDown, K.Key_PageDown, K.Key_PageDown)
    chip = rack.selected
    assert chip == rack.values[0]  # the smallest chip
    while rack.selected < 10 * SCALE:
        press(controller, K.Key_PageUp)
    main = rack.selected  # the smallest chip that meets the table minimum
    press(controller, K.Key_1, K.Key_Plus)  # box 1: one chip
    press(controller, K.Key_Left, K.Key_Plus, K.Key_Plus, K.Key_Minus)  # box 2: two, then back to one
    press(controller, K.Key_Down, K.Key_PageDown, K.Key_PageDown)  # box 2's side spot, a smaller chip
    side_chip = rack.selected
    press(controller, K.Key_Plus)
    r = session.round
    assert {n: (b.bet, b.side) for n, b in r.boxes.items()} == {1: (main, 0), 2: (main, side_chip)}
    ring = controller.focus.ring
    assert ring is not None and ring.isVisible()  # the keyboard's focus is visible
    press(controller, K.Key_Return)  # deal
    assert r.phase is Phase.PLAY and not ring.isVisible()
    press(controller, K.Key_S, K.Key_S)
    assert r.phase is Phase.DONE
    assert session.balance == 1000 * SCALE + sum(b.net for b in r.order)


def test_a_refused_keyboard_bet_changes_nothing(qapp: object) -> None:
    session, controller = _table()
    rack = controller.scene.rack
    assert rack is not None
    rack.select(rack.values[0])
    press(controller, K.Key_4, K.Key_Down, K.Key_Plus)  # a side bet with no main bet [FR-LL-4]
    assert session.round.boxes == {}
    assert session.balance == 1000 * SCALE
