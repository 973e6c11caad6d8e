"""Hyper black jack at the table: the seven cases on the felt only when the table offers them
[FR-HBJ-1], bets on them by mouse, keys and drag after the main bet [FR-HBJ-4], refusals in words
[FR-HBJ-3], every case collected or paid in the order of the events [FR-HBJ-6] with its result kept on
the case, and the field hiding no card, total or chip at three window sizes."""

from __future__ import annotations

import itertools
import math
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem

from croupier.engine.core import events as ev
from croupier.engine.core.cards import parse_cards
from croupier.engine.core.hyper import CASES, PAYS
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.gui import hyper_field
from croupier.gui.app import build_table
from croupier.gui.hyper_field import HyperCase, HyperPlacard, chip_pos, layer
from croupier.gui.items import Badge, CardItem, ChipStack
from croupier.gui.layout import box_centre

K = Qt.Key
START = 1000 * SCALE
#: box 3 gets TS 8H (18, loses), box 5 9C AH (soft 20, wins), the dealer 7D 3C 9D: 19, so case 19 wins
CARDS = "TS 9C 7D 8H AH 3C 9D 5S 5H 5C"


def make(qtbot: Any, cards: str = CARDS, hyper: dict[str, str] | None = None) -> tuple[Any, Any, Any, Session]:
    config = build_config("france", hyper={"min": "1", "max": "100"} if hyper is None else hyper)
    session = Session(config, START, shoe=FixedShoe(config.rules, parse_cards(cards)))
    scene, controller, view = build_table(session)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    controller.animator.speed = "instant"
    controller.guard_ms = 0
    return scene, controller, view, session


def click(view: Any, pt: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(pt))


def pick(view: Any, scene: Any, value: int) -> None:
    rack = scene.rack
    click(view, rack.mapToScene(rack.chip_centre(value)))
    assert rack.selected == value


def test_fr_hbj_1_the_seven_cases_are_on_the_felt_only_when_the_table_offers_them(qtbot: Any) -> None:
    scene, _c, _v, _s = make(qtbot)
    cases = [i for i in scene.items() if isinstance(i, HyperCase)]
    assert sorted(c.case for c in cases) == sorted(CASES)
    names = {c.case: c.name for c in cases}
    assert names["blackjack"] == "BLACK JACK" and names["bust"] == "BUST" and names["17"] == "17"
    # from the screen's left, in the regulation's order, along the insurance line on the dealer's side
    xs = [layer(scene).cases[c].boundingRect().center().x() for c in CASES]
    assert xs == sorted(xs)
    assert any(isinstance(i, HyperPlacard) for i in scene.items())

    config = build_config("france")  # the default table: no hyper black jack
    plain = Session(config, START, shoe=FixedShoe(config.rules, parse_cards(CARDS)))
    scene2, c2, view2 = build_table(plain)
    qtbot.addWidget(view2)
    assert not [i for i in scene2.items() if isinstance(i, HyperCase | HyperPlacard)]
    assert c2.hyper.spots == {} and not c2.hyper.offered
    assert c2.place(3, "hyper:20") is False  # nothing to click: the table does not offer it


def test_fr_hbj_4_bets_clicked_on_cases_after_the_main_bet_go_to_the_engine(qtbot: Any) -> None:
    scene, c, view, session = make(qtbot)
    messages: list[str] = []
    c.refused.connect(messages.append)
    pick(view, scene, 5 * SCALE)
    click(view, chip_pos("20", 3))  # no main bet yet: refused in words, nothing placed
    assert messages[-1] == "Place a main bet before the hyper black jack bet [FR-HBJ-4]"
    assert not c.slip and session.balance == START
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(3))
    pick(view, scene, 5 * SCALE)
    click(view, chip_pos("20", 3))
    click(view, chip_pos("20", 3))
    click(view, chip_pos("bust", 6))  # anywhere on the case: box 3 is the only box with a bet
    assert session.round.hyper_stakes(3) == {"20": 10 * SCALE, "bust": 5 * SCALE}
    assert session.balance == START - 25 * SCALE
    assert scene.chips_on_felt() == 25 * SCALE
    lay = layer(scene)
    assert lay.stacks[(3, "20")].amount == 10 * SCALE and lay.stacks[(3, "20")].pos() == chip_pos("20", 3)
    assert scene.amounts[(0, "hyper:20")].text == "€10" and scene.amounts[(0, "hyper:20")].isVisible()
    assert scene.hud.values["bet"] == "€25"  # the BET read-out counts the cases' chips
    click(view, chip_pos("20", 3), Qt.MouseButton.RightButton)  # a right click takes one chip off
    assert session.round.hyper_stakes(3) == {"20": 5 * SCALE, "bust": 5 * SCALE}


def test_fr_hbj_4_a_case_is_shared_each_box_s_chips_in_front_of_its_box(qtbot: Any) -> None:
    scene, _c, view, session = make(qtbot)
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(3))
    click(view, box_centre(5))
    pick(view, scene, 5 * SCALE)
    click(view, chip_pos("19", 3))  # box 3's part of the case (the right: box 3 lies right of box 5)
    click(view, chip_pos("19", 5))
    click(view, chip_pos("19", 5))
    assert session.round.hyper_stakes(3) == {"19": 5 * SCALE}
    assert session.round.hyper_stakes(5) == {"19": 10 * SCALE}
    lay = layer(scene)
    assert lay.stacks[(5, "19")].x() < lay.stacks[(3, "19")].x()
    assert scene.amounts[(0, "hyper:19")].text == "€15"  # the case's amount: every box's chips on it


def test_fr_hbj_4_a_chip_dragged_onto_a_case_lands_there(qtbot: Any) -> None:
    scene, c, view, session = make(qtbot)
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(4))
    rack = scene.rack
    rack.select(5 * SCALE)
    c._drop(chip_pos("21", 4), 5 * SCALE)  # what the rack calls when a dragged chip is let go there
    assert session.round.hyper_stakes(4) == {"21": 5 * SCALE}


def test_fr_hbj_3_a_stake_outside_the_limits_is_refused_at_deal_in_words_and_nothing_is_dealt(qtbot: Any) -> None:
    scene, c, view, session = make(qtbot, hyper={"min": "10", "max": "20"})
    messages: list[str] = []
    c.refused.connect(messages.append)
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(3))
    pick(view, scene, 5 * SCALE)
    click(view, chip_pos("18", 3))  # 5 on a 10 minimum: incomplete, in amber, not in the engine
    assert session.round.hyper_stakes(3) == {}
    assert scene.amounts[(0, "hyper:18")].style == "short"
    QTest.keyClick(view, K.Key_Return)
    assert messages[-1] == "Minimum hyper black jack bet €10 [FR-HBJ-3]"
    assert session.round.phase is Phase.BETTING and session.balance == START - 10 * SCALE
    assert (c.focus.kind, c.focus.case, c.focus.box) == ("hyper", "18", 3)
    click(view, chip_pos("18", 3))  # completed: the engine holds it
    assert session.round.hyper_stakes(3) == {"18": 10 * SCALE}
    pick(view, scene, 25 * SCALE)
    click(view, chip_pos("18", 3))  # 35 on a 20 maximum
    assert session.round.hyper_stakes(3) == {} and scene.amounts[(0, "hyper:18")].style == "bust"
    QTest.keyClick(view, K.Key_Return)
    assert messages[-1] == "Maximum hyper black jack bet €20 [FR-HBJ-3]"
    assert session.round.phase is Phase.BETTING


def test_fr_hbj_4_a_case_s_chips_wait_when_the_main_bet_is_taken_off(qtbot: Any) -> None:
    scene, c, view, session = make(qtbot)
    messages: list[str] = []
    c.refused.connect(messages.append)
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(3))
    pick(view, scene, 5 * SCALE)
    click(view, chip_pos("17", 3))
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(3), Qt.MouseButton.RightButton)  # the main bet goes: the engine takes the stake back
    assert session.round.boxes == {} and session.round.hyper_stakes(3) == {}
    assert session.balance == START
    assert scene.hud.values["bet"] == "€5"  # the chips stay on the case, waiting, shown in the BET read-out
    QTest.keyClick(view, K.Key_Return)
    assert messages[-1] == "Place a main bet before the hyper black jack bet [FR-HBJ-4]"
    assert session.round.phase is Phase.BETTING
    click(view, box_centre(3))  # the main bet again: the waiting stake goes with it
    assert session.round.hyper_stakes(3) == {"17": 5 * SCALE}


def settle_order(events: list[Any]) -> list[str]:
    kinds = {ev.HyperCollect: "hyper-collect", ev.MainCollect: "main-collect", ev.MainPay: "main-pay",
             ev.HyperPay: "hyper-pay"}  # fmt: skip
    return [kinds[type(e)] for e in events if type(e) in kinds]


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_fr_hbj_6_every_case_is_collected_or_paid_on_the_felt_in_the_order_of_the_events(
    qtbot: Any, speed: str
) -> None:
    scene, c, view, session = make(qtbot)
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(3))
    click(view, box_centre(5))
    pick(view, scene, 5 * SCALE)
    for case in CASES:  # box 3 on every case
        click(view, chip_pos(case, 3))
    click(view, chip_pos("19", 5))
    click(view, chip_pos("19", 5))
    click(view, chip_pos("bust", 5))
    lay = layer(scene)
    shown: list[Any] = []
    seen: list[tuple[str, str, int, bool, int]] = []

    def watch(e: Any) -> None:
        shown.append(e)
        if isinstance(e, ev.HyperCollect | ev.HyperPay):
            # what the felt shows the moment the event is shown: a lost stake is off the case, a won
            # one is on it with its winnings
            at = chip_pos(e.case, e.box)
            on = [s for s in scene.items() if isinstance(s, ChipStack) and s.isVisible() and s.pos() == at]
            seen.append((type(e).__name__, e.case, e.box, bool(on), on[0].amount if on else 0))

    c.animator.shown.connect(watch)
    c.animator.speed = speed
    r = session.round
    for key in (K.Key_Return, K.Key_S, K.Key_S):  # deal; box 3 and box 5 stand
        QTest.keyClick(view, key)
        qtbot.waitUntil(lambda: not c.busy, timeout=20_000)
    assert r.phase is Phase.DONE
    engine = r.events
    felt = [e for e in shown if isinstance(e, ev.HyperCollect | ev.HyperPay | ev.MainCollect | ev.MainPay)]
    # [FR-HBJ-6]: the losing hyper stakes, the losing main bets, the winning main bets, the winning cases
    assert settle_order(felt) == ["hyper-collect"] * 7 + ["main-collect", "main-pay"] + ["hyper-pay"] * 2
    assert felt == [e for e in engine if isinstance(e, ev.HyperCollect | ev.HyperPay | ev.MainCollect | ev.MainPay)]
    assert [(e.box, e.case) for e in felt if isinstance(e, ev.HyperCollect)] == [(5, "bust")] + [
        (3, cs) for cs in CASES if cs != "19"
    ]  # right to left, box 5 before box 3 [FR-BJ-12]
    assert [(e.box, e.case, e.amount) for e in felt if isinstance(e, ev.HyperPay)] == [
        (5, "19", 10 * SCALE * PAYS["19"]),
        (3, "19", 5 * SCALE * PAYS["19"]),
    ]
    for name, case, box, on, amount in seen:
        if name == "HyperCollect":
            assert not on, (case, box)
        else:
            stake = (10 if box == 5 else 5) * SCALE
            assert on and amount == stake * (1 + PAYS["19"]), (case, box, amount)
    # the results stay on the cases until the next bets, with their amounts
    tags = {cs: lay.tags[cs] for cs in CASES}
    assert tags["19"].text == "WIN +€75" and tags["19"].style == "win"
    assert tags["bust"].text == "LOSE −€10" and tags["17"].text == "LOSE −€5"
    assert all(t.isVisible() and t.scene() is scene for t in tags.values())
    assert lay.stacks == {}  # every stake settled, the won ones gone home with their box
    net = -35 + 75 - 10 + 10  # six cases of box 3 and box 5's bust lost, the two 19s won, the main bets
    assert session.balance == START + net * SCALE
    assert c.last_win == net * SCALE
    # the next bets take the results away
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(3))
    assert all(t.scene() is None for t in tags.values())


def test_fr_hbj_4_betting_the_cases_from_the_keyboard(qtbot: Any) -> None:
    scene, c, _view, session = make(qtbot)
    rack = scene.rack
    rack.select(10 * SCALE)

    def press(*keys: Any) -> None:
        for k in keys:
            c.key(k)

    press(K.Key_3, K.Key_Plus)  # box 3's main bet
    rack.select(5 * SCALE)
    press(K.Key_Up)  # up to the field: the case chosen last (20 at first)
    assert c.focus.kind == "hyper" and c.focus.case == "20"
    ring = c.focus.case_ring
    assert ring is not None and ring.isVisible()
    press(K.Key_Plus)
    press(K.Key_Right, K.Key_Right, K.Key_Plus)  # 20 → 21 → BLACK JACK
    press(K.Key_Right, K.Key_Right, K.Key_Plus)  # BUST is the last case
    assert c.focus.case == "bust"
    press(K.Key_Left, K.Key_Minus)  # BLACK JACK: the chip off again
    assert session.round.hyper_stakes(3) == {"20": 5 * SCALE, "bust": 5 * SCALE}
    press(K.Key_5, K.Key_Plus)  # box 5 has no main bet: refused
    assert session.round.hyper_stakes(5) == {}
    press(K.Key_Down)  # back to the box's main bet
    assert c.focus.kind == "main" and not ring.isVisible()
    press(K.Key_Down)
    assert c.focus.kind == "side"
    press(K.Key_Return)
    assert session.round.phase is not Phase.BETTING


def rects(items: list[QGraphicsItem]) -> list[tuple[QGraphicsItem, QPainterPath]]:
    out = []
    for it in items:
        path = QPainterPath()
        path.addPolygon(QPolygonF(it.mapToScene(it.boundingRect())))
        out.append((it, path))
    return out


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 600)])
def test_fr_hbj_1_the_field_hides_no_card_total_or_chip(qtbot: Any, size: tuple[int, int]) -> None:
    """Insurance taken on every box, a long dealer hand, split hands: the field's items (its cases,
    its chips' and amounts' places, its results) overlap no card, no total and no other chip."""
    # every box gets an ace; the dealer shows an ace: insurance on each box; his hand runs to five cards
    cards = "AS AH AD AC 8S 8H 8D AS 2C 2D 2H 2S 3C 3D 3H 2C 2D AH 3S 5D 5H 5S 6C 6D 6H 7C 7D"
    scene, c, view, session = make(qtbot, cards=cards)
    view.resize(*size)
    pick(view, scene, 25 * SCALE)  # insurance of 12.50: a stack of two chips on the line
    for n in range(1, 8):
        click(view, box_centre(n))
    pick(view, scene, 5 * SCALE)
    for i, case in enumerate(CASES):
        for n in range(1, 8):
            if (n + i) % 2:
                click(view, chip_pos(case, n))
    assert sum(len(session.round.hyper_stakes(n)) for n in range(1, 8)) == 25
    mine = [*layer(scene).cases.values(), *layer(scene).stacks.values()]
    mine += [b for (n, k), b in scene.amounts.items() if k.startswith("hyper:") and b.isVisible()]
    before = [i for i in scene.items() if isinstance(i, ChipStack) and i not in mine and i.isVisible()]
    check(scene, mine, before)
    checked: list[str] = []

    def settled(e: Any) -> None:  # each step of the settlement, cards still on the felt
        if isinstance(e, ev.DealerStand | ev.DealerBust | ev.HyperCollect | ev.HyperPay | ev.MainCollect | ev.MainPay):
            lay = layer(scene)
            field = [*lay.cases.values(), *lay.tags.values(), *lay.stacks.values()]
            field += [w for b in scene.boxes.values() for w in b.wins if w.pos() in [chip_pos(cs, b.n) for cs in CASES]]
            cards_now = [i for i in scene.items() if isinstance(i, CardItem)]
            assert len(cards_now) >= 15
            others = [i for i in scene.items() if isinstance(i, ChipStack) and i not in field and i.isVisible()]
            totals = [i for i in scene.items() if isinstance(i, Badge) and i.isVisible() and i not in field]
            check(scene, field, others + cards_now + totals)
            checked.append(type(e).__name__)

    c.animator.shown.connect(settled)
    QTest.keyClick(view, K.Key_Return)
    for _ in range(20):  # insurance on every box, then each hand stands
        for key in (K.Key_I, K.Key_S):
            QTest.keyClick(view, key)
            qtbot.waitUntil(lambda: not c.busy, timeout=5000)
        if session.round.phase is not Phase.PLAY and not session.round.insurance_box:
            break
    assert "DealerStand" in checked and "HyperCollect" in checked and "HyperPay" in checked
    # every case lies inside the window
    vp = view.viewport().rect()
    for item in layer(scene).cases.values():
        assert vp.contains(view.mapFromScene(item.sceneBoundingRect()).boundingRect())


def check(scene: Any, mine: list[QGraphicsItem], theirs: list[QGraphicsItem]) -> None:
    """No item of ``mine`` overlaps one of ``theirs`` (each as its own rectangle, turned with it; a
    case as its outline)."""
    shapes = [(m, m.mapToScene(m.shape()) if isinstance(m, HyperCase) else p) for m, p in rects(mine)]
    bad = []
    for m, path in shapes:
        for t, other in rects(theirs):
            if t is m or not t.isVisible():
                continue
            if path.intersects(other):
                bad.append((type(m).__name__, getattr(m, "case", ""), type(t).__name__, t.sceneBoundingRect()))
    assert bad == []


def test_the_case_chips_keep_clear_of_each_other_within_a_case() -> None:
    """Seven boxes' chips fit side by side in one case (discs, not overlapping), box 7's on the left."""
    for case in CASES:
        xs = [chip_pos(case, n) for n in range(7, 0, -1)]
        for a, b in itertools.pairwise(xs):
            assert b.x() > a.x() and math.hypot(b.x() - a.x(), b.y() - a.y()) >= hyper_field.CHIP_D


def test_the_overlap_check_sees_a_card_on_a_case(qtbot: Any) -> None:
    """The check above fails when something lies on the field (it can fail)."""
    scene, _c, _v, _s = make(qtbot)
    card = CardItem("AS", face_up=True)
    scene.addItem(card)
    card.setPos(chip_pos("20", 4))
    with pytest.raises(AssertionError):
        check(scene, list(layer(scene).cases.values()), [card])
    card.setPos(box_centre(4))
    check(scene, list(layer(scene).cases.values()), [card])


@pytest.mark.parametrize("kiosk", [False, True])
def test_fr_hbj_1_the_table_s_own_buttons_lie_clear_of_the_field_and_its_placard(
    qtbot: Any, tmp_path: Any, kiosk: bool
) -> None:
    """The host's menu, the LANGUAGE button (moved off the field's last cases at such a table) and
    every other button neither cover a case nor the hyper black jack placard."""
    from croupier.engine.store.settings_data import Settings
    from croupier.gui.controls import Button

    from .test_wiring import make_host

    host = make_host(qtbot, tmp_path, kiosk=kiosk, settings=Settings(hyper=True), aids=True)
    scene = host.scene
    assert "language" in scene.buttons
    lay = layer(scene)
    buttons = [i for i in scene.items() if isinstance(i, Button) and i.isVisible()]
    assert len(buttons) >= 10
    field = [*lay.cases.values()]
    assert lay.placard is not None
    field.append(lay.placard)
    shapes = [(f, f.mapToScene(f.shape()) if isinstance(f, HyperCase) else rects([f])[0][1]) for f in field]
    bad = [(type(f).__name__, getattr(f, "case", ""), b.name) for f, path in shapes for b, other in rects(buttons)
           if path.intersects(other)]  # fmt: skip
    assert bad == []


def test_fr_hbj_6_the_game_recall_shows_a_hyper_round_s_stakes_and_results_step_by_step(
    qtbot: Any, tmp_path: Any
) -> None:
    from croupier.engine.store.settings_data import Settings

    from .test_wiring import make_host

    host = make_host(qtbot, tmp_path, settings=Settings(hyper=True))
    view, session = host.view, host.session
    scene = host.scene
    scene.rack.select(10 * SCALE)
    click(view, box_centre(4))
    scene.rack.select(5 * SCALE)
    for case in ("17", "20", "bust"):
        click(view, chip_pos(case, 4))
    assert session.round.hyper_stakes(4) == {"17": 5 * SCALE, "20": 5 * SCALE, "bust": 5 * SCALE}
    r = session.round
    QTest.keyClick(view, K.Key_Return)
    while session.round is r:
        for key in (K.Key_N, K.Key_S):
            QTest.keyClick(view, key)
    settled = [e for e in r.events if isinstance(e, ev.HyperCollect | ev.HyperPay)]
    assert len(settled) == 3
    QTest.keyClick(view, K.Key_F9)
    rc = host.recall
    assert rc is not None and rc.scene is not None
    lay = layer(rc.scene)
    assert lay.offered and len(lay.tags) == 3  # the game at its end: every case's result
    QTest.keyClick(view, K.Key_Home)  # before the first bet: no chip and no result on the cases
    assert lay.tags == {} and lay.stacks == {}
    assert not [t for t in rc.scene.tags if t.scene() is rc.scene and t.text.startswith(("WIN", "LOSE"))]
    while rc.step < [s.action for s in rc.game.steps].index("deal"):
        QTest.keyClick(view, K.Key_Right)
        qtbot.waitUntil(lambda: not rc.busy, timeout=10000)
    assert {key: s.amount for key, s in lay.stacks.items()} == {(4, "17"): 5 * SCALE, (4, "20"): 5 * SCALE,
                                                                  (4, "bust"): 5 * SCALE}  # fmt: skip
    QTest.keyClick(view, K.Key_Escape)
    assert host.mode == "table"


def test_fr_hbj_3_repeat_places_the_last_round_s_cases_again_and_refuses_what_the_limits_refuse(qtbot: Any) -> None:
    scene, c, view, session = make(qtbot, hyper={"min": "5", "max": "15"})
    messages: list[str] = []
    c.refused.connect(messages.append)
    pick(view, scene, 10 * SCALE)
    click(view, box_centre(3))
    pick(view, scene, 5 * SCALE)
    click(view, chip_pos("18", 3))
    click(view, chip_pos("bust", 3))
    click(view, chip_pos("bust", 3))
    r = session.round
    for key in (K.Key_Return, K.Key_S, K.Key_S):
        QTest.keyClick(view, key)
    assert r.phase is Phase.DONE and session.round is not r
    QTest.keyClick(view, K.Key_A)  # REPEAT
    assert session.round.hyper_stakes(3) == {"18": 5 * SCALE, "bust": 10 * SCALE}
    assert layer(scene).stacks[(3, "bust")].amount == 10 * SCALE
    QTest.keyClick(view, K.Key_X)  # REPEAT ×2: 20 on BUST is above the maximum of 15, said, left off
    assert session.round.hyper_stakes(3) == {"18": 10 * SCALE}
    assert messages[-1] == "Maximum hyper black jack bet €15 [FR-HBJ-3]"


def test_fr_hbj_1_the_field_lies_clear_of_the_pay_table_placard_in_both_geometries() -> None:
    """In the square scene (800 × 600, 1024 × 768) the pay-table placard covers the insurance line's left
    end: the field starts right of it there, and no case (nor box 7's chips on the 17) lies under it."""
    from croupier.gui import layout

    saved = layout.GEOMETRY
    try:
        for g in layout.GEOMETRIES:
            layout.use(g)
            for case in CASES:
                assert not hyper_field.case_path(case).intersects(layout.PLACARD), (g.name, case)
                assert not layout.PLACARD.contains(chip_pos(case, 7)), (g.name, case)
    finally:
        layout.use(saved)


def test_the_fields_ends_are_worked_out_once_per_placard_and_geometry() -> None:
    """The square scene's field starts where it clears the pay-table placard: found once (every case's
    place and every chip's asks for it) and found again for another placard or geometry."""
    from croupier.gui import layout

    def searched() -> tuple[float, float]:
        room = layout.PLACARD.adjusted(-8, -8, 8, 8)
        left = hyper_field.LEFT
        while left < 0 and hyper_field.sector(
            left, left + 0.5, hyper_field.FIELD_IN, hyper_field.FIELD_OUT, 2
        ).intersects(room):
            left += 0.1
        return left, layout.INSURANCE_SPAN - 0.3

    try:
        layout.use(layout.SQUARE)
        hyper_field._ENDS.clear()
        square = hyper_field.ends()
        assert square == searched() and square[0] > hyper_field.LEFT and len(hyper_field._ENDS) == 1
        assert hyper_field.ends() == square and len(hyper_field._ENDS) == 1  # kept
        layout.use(layout.WIDE)
        assert hyper_field.ends() == (hyper_field.LEFT, hyper_field.RIGHT)
        layout.use(layout.SQUARE)
        layout.PLACARD.translate(0, 40)  # another placard: its own ends
        moved = hyper_field.ends()
        assert moved == searched() and len(hyper_field._ENDS) == 2
        layout.PLACARD.translate(0, -40)
        assert hyper_field.ends() == square
    finally:
        layout.use(layout.WIDE)
