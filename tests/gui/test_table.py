"""The table through its own input: bets clicked on the felt, a round played with keys and buttons
while the animations run, refusals shown on the felt, and the ledger equal to the engine's."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.events import Announce, SideHold, SidePay
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.gui.app import DEMO_CARDS, START_BALANCE, build_table, save_screenshot
from croupier.gui.items import Banner, HeldRing, Toast
from croupier.gui.layout import box_centre, side_centre
from croupier.gui.placard import table_money
from croupier.gui.scene import total_text


def make(qtbot: Any, cards: str = DEMO_CARDS, speed: str = "instant", guard: int = 0) -> tuple[Any, Any, Any, Session]:
    config = build_config("france")
    session = Session(config, START_BALANCE, shoe=FixedShoe(config.rules, parse_cards(cards)))
    scene, controller, view = build_table(session)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    controller.animator.speed = speed
    controller.guard_ms = guard  # the 300 ms guard has its own tests (test_trust.py)
    return scene, controller, view, session


def click(view: Any, pt: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    """A real mouse click on the viewport at a scene point."""
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(pt))


def pick_chip(view: Any, scene: Any, value: int) -> None:
    rack = scene.rack
    click(view, rack.mapToScene(rack.chip_centre(value)))
    assert rack.selected == value


def test_bets_placed_by_clicking_box_and_side_spot_fr_ll_1(qtbot: Any) -> None:
    scene, _c, view, session = make(qtbot)
    pick_chip(view, scene, 25 * SCALE)
    click(view, box_centre(3))
    click(view, box_centre(3))
    pick_chip(view, scene, 5 * SCALE)
    click(view, side_centre(3))
    box = session.round.boxes[3]
    assert (box.bet, box.side) == (50 * SCALE, 5 * SCALE)
    assert session.balance == START_BALANCE - 55 * SCALE
    assert scene.chips_on_felt() == 55 * SCALE
    click(view, side_centre(3), Qt.MouseButton.RightButton)  # right click takes a chip off
    assert session.round.boxes[3].side == 0
    click(view, box_centre(3), Qt.MouseButton.RightButton)
    assert session.round.boxes[3].bet == 25 * SCALE
    assert scene.chips_on_felt() == 25 * SCALE


def test_fr_lim_1_refused_bet_is_said_at_the_deal_in_words_and_changes_nothing(qtbot: Any) -> None:
    """A 5 on a 10 table is an incomplete bet, shown as such; DEAL says "Minimum bet €10" with the
    clause in small print and deals nothing [FR-LIM-1]; a side bet alone is refused too [FR-LL-4]."""
    scene, controller, view, session = make(qtbot)
    messages: list[str] = []
    controller.refused.connect(messages.append)
    pick_chip(view, scene, 5 * SCALE)  # below the table minimum of 10
    click(view, box_centre(2))
    assert messages == [] and scene.amounts[(2, "main")].style == "short"
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert messages and messages[-1] == "Minimum bet €10 [FR-LIM-1]"
    toast = next(i for i in scene.items() if isinstance(i, Toast))
    assert (toast.text, toast.small) == ("Minimum bet €10", "[FR-LIM-1]")
    assert session.round.phase is Phase.BETTING and session.round.boxes == {}
    assert session.balance == START_BALANCE
    click(view, box_centre(2), Qt.MouseButton.RightButton)
    click(view, side_centre(2))  # a side bet without a main bet [FR-LL-4]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert messages[-1].endswith("[FR-LL-4]") and session.round.phase is Phase.BETTING
    assert session.round.boxes == {}


def _bet_demo(view: Any, scene: Any) -> None:
    for box, main, side in ((1, 25, 5), (3, 50, 5), (4, 25, 10), (6, 100, 5)):
        for value in (100, 50, 25):
            while main >= value and value * SCALE in scene.rack.values:
                pick_chip(view, scene, value * SCALE)
                click(view, box_centre(box))
                main -= value
        for value in (5, 1):
            while side >= value and value * SCALE in scene.rack.values:
                pick_chip(view, scene, value * SCALE)
                click(view, side_centre(box))
                side -= value


def test_whole_round_played_through_the_gui_balances_with_the_engine_ledger(qtbot: Any) -> None:
    scene, controller, view, session = make(qtbot, speed="normal")
    controller.animator.time_scale = 0.05
    _bet_demo(view, scene)
    first = session.round
    assert {n: b.bet for n, b in first.boxes.items()} == {1: 25 * SCALE, 3: 50 * SCALE, 4: 25 * SCALE, 6: 100 * SCALE}
    QTest.keyClick(view, Qt.Key.Key_Return)
    plan = {1: "stand", 3: "split", 4: "stand", 6: "stand"}
    while session.round is first:
        qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
        if session.round is not first:
            break
        at = first.to_act
        assert at is not None, first.phase
        box, hand = at
        name = plan[box] if box != 3 or len(first.boxes[3].hands) == 1 else ("double" if hand == 1 else "stand")
        if name == "split" and len(first.boxes[3].hands) > 1:
            name = "stand"
        button = scene.buttons[name]
        assert button.enabled
        click(view, button.mapToScene(button.boundingRect().center()))
    qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
    net = sum(b.net for b in first.order)
    assert first.phase is Phase.DONE
    assert session.balance == START_BALANCE + net
    assert scene.hud.values["balance"] == table_money(session.config, session.balance)
    assert scene.chips_on_felt() == 0 and scene.discard.count == session.shoe.dealt
    assert session.round.phase is Phase.BETTING


def test_fr_ll_5_announce_and_fr_ll_8_held_queens_of_hearts_ringed_then_paid(qtbot: Any) -> None:
    scene, controller, view, _session = make(qtbot)
    shown: list[object] = []
    controller.animator.shown.connect(shown.append)
    _bet_demo(view, scene)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert Announce(3) in shown
    assert "3" in scene.bonus_badge.text and scene.bonus_badge.isVisible()
    assert SideHold(1) in shown and not any(isinstance(e, SidePay) and e.box == 1 for e in shown)
    ring = scene.boxes[1].ring
    assert isinstance(ring, HeldRing) and ring.pos() == side_centre(1)
    for key in (Qt.Key.Key_S, Qt.Key.Key_P, Qt.Key.Key_D, Qt.Key.Key_S, Qt.Key.Key_S, Qt.Key.Key_S):
        QTest.keyClick(view, key)
    pays = [e for e in shown if isinstance(e, SidePay) and e.box == 1]
    assert pays and pays[0].outcome == "qh-pair"  # paid after the dealer's second card [FR-LL-9]
    assert not any(isinstance(i, (Banner, HeldRing)) for i in scene.items())


def test_input_during_an_animation_never_reaches_the_engine(qtbot: Any) -> None:
    scene, controller, view, session = make(qtbot, speed="normal")
    _bet_demo(view, scene)
    calls: list[str] = []
    real = session.act

    def spy(name: str, *args: Any) -> Any:
        calls.append(name)
        return real(name, *args)

    session.act = spy  # type: ignore[method-assign]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert calls == ["deal"] and controller.busy
    for key in (Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_Return, Qt.Key.Key_I, Qt.Key.Key_N):
        QTest.keyClick(view, key)
    click(view, box_centre(5))
    click(view, scene.buttons["stand"].mapToScene(QPointF(20, 20)))
    assert calls == ["deal"]
    controller.animator.time_scale = 0.02
    qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
    QTest.keyClick(view, Qt.Key.Key_S)
    assert calls == ["deal", "stand"]


def test_buttons_follow_the_engines_can_methods(qtbot: Any) -> None:
    scene, _controller, view, session = make(qtbot)
    assert not scene.buttons["deal"].enabled  # no bet yet [FR-BJ-2]
    _bet_demo(view, scene)
    assert scene.buttons["deal"].enabled
    QTest.keyClick(view, Qt.Key.Key_Return)
    r = session.round
    for name in ("hit", "stand", "double", "split", "surrender"):
        assert scene.buttons[name].enabled == getattr(r, f"can_{name}")(), name
    assert not scene.buttons["surrender"].enabled  # not offered in France [FR-BJ-10]
    QTest.keyClick(view, Qt.Key.Key_R)
    assert r.to_act == (1, 1)


def test_fr_bj_6_insurance_offered_on_the_felt_with_buttons(qtbot: Any) -> None:
    scene, _controller, view, session = make(qtbot, cards="TS AD 9H 7C 5D")
    pick_chip(view, scene, 25 * SCALE)
    click(view, box_centre(2))
    QTest.keyClick(view, Qt.Key.Key_Return)
    r = session.round
    assert r.phase is Phase.INSURANCE and scene.buttons["insure"].isVisible()
    b = scene.buttons["insure"]
    click(view, b.mapToScene(b.boundingRect().center()))
    assert r.boxes[2].insurance == 12500 and r.phase is Phase.PLAY
    assert not scene.buttons["insure"].isVisible()


def test_totals_beside_each_hand_soft_as_7_17() -> None:
    assert total_text(["AS", "6H"]) == "7/17"
    assert total_text(["AS", "KH"]) == "21"
    assert total_text(["TS", "6H", "9C"]) == "25"


def test_soft_total_badge_on_the_felt(qtbot: Any) -> None:
    scene, _controller, view, _session = make(qtbot)
    _bet_demo(view, scene)
    QTest.keyClick(view, Qt.Key.Key_Return)
    badge = scene.boxes[6].totals[0]
    assert badge is not None and badge.text == "10/20"  # A + 9


def test_scene_keeps_its_size_and_fits_any_window(qtbot: Any) -> None:
    scene, _controller, view, _session = make(qtbot)
    for w, h in ((800, 800), (1600, 600), (640, 360)):
        view.resize(w, h)
        QTest.qWait(1)
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        assert shown.contains(scene.sceneRect().adjusted(1, 1, -1, -1))
    assert (scene.sceneRect().width(), scene.sceneRect().height()) == (1920, 1080)


def test_f11_toggles_full_screen(qtbot: Any) -> None:
    _scene, _controller, view, _session = make(qtbot)
    QTest.keyClick(view, Qt.Key.Key_F11)
    assert view.isFullScreen()
    QTest.keyClick(view, Qt.Key.Key_F11)
    assert not view.isFullScreen()


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_speed_scales_every_animation(qtbot: Any, speed: str) -> None:
    from croupier.gui.animator import SPEEDS

    _scene, controller, _view, _session = make(qtbot, speed=speed)
    assert controller.animator.factor == SPEEDS[speed] > 0
    assert SPEEDS["slow"] > SPEEDS["normal"] > SPEEDS["fast"] > SPEEDS["instant"] == 0


def test_repeat_and_double_the_last_bets(qtbot: Any) -> None:
    scene, _controller, view, session = make(qtbot, cards="TS 9D 8H 7C 5D 6S 4C")
    pick_chip(view, scene, 25 * SCALE)
    click(view, box_centre(5))
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_S)
    assert session.round.phase is Phase.BETTING and session.round_no == 2
    b = scene.buttons["double_bets"]
    click(view, b.mapToScene(b.boundingRect().center()))
    assert session.round.boxes[5].bet == 50 * SCALE
    assert scene.chips_on_felt() == 50 * SCALE


def test_screenshot_saves_the_demonstration_round(tmp_path: Any, qapp: Any) -> None:
    path = tmp_path / "table.png"
    assert save_screenshot(str(path)) == 0
    img = QImage(str(path))
    assert (img.width(), img.height()) == (1920, 1080)
    assert img.pixelColor(QPoint(960, 500)).green() > img.pixelColor(QPoint(960, 500)).red()  # the baize


def test_screenshot_waits_for_the_hint_it_shows(qapp: Any) -> None:
    """The picture's hint names the strategy's move for the hand to play, not "…" (the strategy is
    computed off the GUI thread: a picture waits for it)."""
    from croupier.gui.app import render_demo

    scene, _controller, _view = render_demo(None)
    assert scene.hint.isVisible() and "…" not in scene.hint.text, scene.hint.text
    assert scene.hint.text.startswith("HINT: ") and scene.hint.text != "HINT: "


def test_croupier_opens_at_once_then_loads_settings_and_saves_the_balance(qtbot: Any, tmp_path: Any) -> None:
    import argparse
    import json

    from croupier.gui.app import start

    ns = argparse.Namespace(screenshot=None, kiosk=False, config=str(tmp_path / "settings.toml"),
                            data_dir=str(tmp_path), profile="puerto-rico")  # fmt: skip
    view = start(ns)
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: view.controller is not None, timeout=10000)
    controller = view.controller
    session = controller.session
    assert session.config.profile == "puerto-rico" and session.config.side.game == "lucky-lucky"
    start_balance = session.balance
    controller.animator.speed = "instant"
    controller.scene.rack.selected = 25 * SCALE

    def idle() -> None:  # the window may still be finishing its start-up animations
        qtbot.waitUntil(lambda: not controller.busy, timeout=10000)

    idle()
    assert controller.place(4, "main")
    assert controller.trigger("deal")
    while True:
        idle()
        if session.round_no != 1:
            break
        r = session.round
        name = "decline" if r.phase is Phase.INSURANCE else "stand"
        assert controller.trigger(name)
    from croupier.engine.core.money import format_amount

    saved = json.loads((tmp_path / "balance.json").read_text())
    assert saved["balance"] == format_amount(session.balance)
    assert start_balance is not None and session.balance is not None


def test_fr_ll_4_chip_dragged_from_the_rack_onto_a_side_spot_after_the_main_bet(qtbot: Any) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    scene, _c, view, session = make(qtbot)
    pick_chip(view, scene, 25 * SCALE)
    click(view, box_centre(5))
    rack = scene.rack
    vp = view.viewport()

    def send(kind: QEvent.Type, pt: QPointF, buttons: Qt.MouseButton) -> None:
        local = QPointF(view.mapFromScene(pt))
        ev = QMouseEvent(kind, local, vp.mapToGlobal(local), Qt.MouseButton.LeftButton, buttons,
                         Qt.KeyboardModifier.NoModifier)  # fmt: skip
        QApplication.sendEvent(vp, ev)

    start = rack.mapToScene(rack.chip_centre(5 * SCALE))
    send(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseMove, (start + side_centre(5)) / 2, Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseMove, side_centre(5), Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseButtonRelease, side_centre(5), Qt.MouseButton.NoButton)
    assert (session.round.boxes[5].bet, session.round.boxes[5].side) == (25 * SCALE, 5 * SCALE)
