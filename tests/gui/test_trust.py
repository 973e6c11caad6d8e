"""The table a player trusts: any legal bet, read-outs that follow the chips, results that stay, no
decision taken by a click meant for DEAL, an insurance offer that hides nothing, a brisk deal."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from croupier.engine.core import events as ev
from croupier.engine.core.cards import parse_cards
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.gui import artwork, items
from croupier.gui.animator import Animator
from croupier.gui.app import build_table
from croupier.gui.betting import rack_values
from croupier.gui.controls import Button
from croupier.gui.items import Badge, CardItem, ChipStack
from croupier.gui.layout import ARC_CENTRE, INSURANCE_RADIUS, INSURANCE_SPAN, box_angle, box_centre, side_centre
from croupier.gui.placard import table_money
from croupier.gui.scene import TableScene

START = 5000 * SCALE


def make(qtbot: Any, cards: str, *, profile: str = "france", rules: dict[str, Any] | None = None,
         speed: str = "instant", guard: int = 0) -> tuple[Any, Any, Any, Session]:  # fmt: skip
    config = build_config(profile, rules)
    session = Session(config, START, shoe=FixedShoe(config.rules, parse_cards(cards)))
    scene, controller, view = build_table(session)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    controller.animator.speed = speed
    controller.guard_ms = guard
    return scene, controller, view, session


def click(view: Any, pt: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(pt))


def press(view: Any, b: Button) -> None:
    click(view, b.mapToScene(b.face.center()))


def chip(view: Any, scene: Any, value: int) -> None:
    rack = scene.rack
    click(view, rack.mapToScene(rack.chip_centre(value)))
    assert rack.selected == value


# ------------------------------------------------------------------------------ 1. betting any amount


@pytest.mark.parametrize(("low", "high"), [(10, 1000), (5, 500), (25, 5000), (1, 100), (2, 200), (15, 1500), (3, 300)])
def test_fr_lim_1_the_rack_fits_the_limits_its_smallest_chip_divides_the_minimum(low: int, high: int) -> None:
    values = rack_values(artwork.DENOMINATIONS, low * SCALE, high * SCALE)
    assert values == sorted(values) and len(values) <= 6
    assert (low * SCALE) % values[0] == 0  # every multiple of it from the minimum up can be stacked
    assert low * SCALE in values or values[0] < low * SCALE
    assert max(values) <= high * SCALE


def test_fr_lim_1_a_ten_euro_bet_built_from_two_fives_and_dealt(qtbot: Any) -> None:
    scene, _controller, view, session = make(qtbot, "TS 9C 7D 8H")
    chip(view, scene, 5 * SCALE)
    click(view, box_centre(4))
    assert session.round.boxes == {}  # incomplete, not refused
    assert scene.amounts[(4, "main")].style == "short" and "min €10" in scene.amounts[(4, "main")].text
    click(view, box_centre(4))
    assert session.round.boxes[4].bet == 10 * SCALE
    assert scene.amounts[(4, "main")].text == "€10" and scene.boxes[4].stakes[0].chips == [5 * SCALE] * 2
    press(view, scene.buttons["deal"])
    assert session.round.phase is Phase.PLAY and session.round.boxes[4].hands[0].stake == 10 * SCALE


def test_fr_lim_1_every_amount_from_min_to_max_is_reachable(qtbot: Any) -> None:
    """Every multiple of the smallest chip from the minimum to the maximum, stacked by clicks, and
    each one the engine accepts as the box's bet; right click takes a chip of the chosen kind off."""
    scene, controller, view, session = make(qtbot, "TS 9C 7D 8H")
    cfg = session.config
    rack = scene.rack
    step = rack.values[0]
    for amount in range(cfg.min_bet, cfg.max_bet + 1, step):
        controller.clear_bets()
        left = amount
        for v in sorted(rack.values, reverse=True):
            rack.select(v)
            while left >= v:
                assert controller.place(2, "main")
                left -= v
        assert left == 0 and session.round.boxes[2].bet == amount, amount
    chip(view, scene, 1000 * SCALE)
    click(view, box_centre(2), Qt.MouseButton.RightButton)  # one chip of 1000 off
    assert session.round.boxes == {} and controller.slip.total() == 0  # the maximum was one 1000 chip


def test_fr_lim_1_keyboard_reaches_the_minimum_and_takes_a_chip_off(qtbot: Any) -> None:
    scene, _controller, view, session = make(qtbot, "TS 9C 7D 8H")
    K = Qt.Key
    scene.rack.select(5 * SCALE)
    for key in (K.Key_3, K.Key_Plus, K.Key_Plus, K.Key_Plus, K.Key_Minus):
        QTest.keyClick(view, key)
    assert session.round.boxes[3].bet == 10 * SCALE


def test_a_dragged_chip_follows_the_pointer_and_drops_on_the_spot(qtbot: Any) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    scene, _controller, view, session = make(qtbot, "TS 9C 7D 8H")
    rack = scene.rack
    vp = view.viewport()

    def send(kind: QEvent.Type, pt: QPointF, buttons: Qt.MouseButton) -> None:
        pos = QPointF(view.mapFromScene(pt))
        QApplication.sendEvent(vp, QMouseEvent(kind, pos, vp.mapToGlobal(pos), Qt.MouseButton.LeftButton, buttons,
                                               Qt.KeyboardModifier.NoModifier))  # fmt: skip

    start = rack.mapToScene(rack.chip_centre(10 * SCALE))
    send(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    mid = QPointF(700, 700)
    send(QEvent.Type.MouseMove, mid, Qt.MouseButton.LeftButton)
    ghost = rack.dragging
    assert ghost is not None and (ghost.scenePos() - mid).manhattanLength() < 3
    send(QEvent.Type.MouseMove, box_centre(5), Qt.MouseButton.LeftButton)
    assert (ghost.scenePos() - box_centre(5)).manhattanLength() < 3
    send(QEvent.Type.MouseButtonRelease, box_centre(5), Qt.MouseButton.NoButton)
    assert rack.dragging is None and session.round.boxes[5].bet == 10 * SCALE


def test_fr_bj_8_fr_bj_9_a_double_and_a_split_show_their_own_stacks(qtbot: Any) -> None:
    # box 1: 8 8 → split; first hand 8+3 → double
    scene, controller, _view, _session = make(qtbot, "8S 9C 8D 3H 7C 5D 2S 9H")
    scene.rack.select(10 * SCALE)
    controller.place(1, "main")
    controller.deal()
    controller.trigger("split")
    bv = scene.boxes[1]
    assert len(bv.stakes) == 2 and all(s is not None and s.amount == 10 * SCALE for s in bv.stakes)
    assert controller.trigger("double")
    dbl = bv.doubles[0]
    assert dbl is not None and dbl.amount == 10 * SCALE and bv.stakes[0].amount == 10 * SCALE
    assert dbl.pos() != bv.stakes[0].pos()


# ------------------------------------------------------------------------------ 2. the felt in order

MOVES_MONEY = (ev.Bet, ev.MainReturn, ev.Clear)


def test_read_outs_change_only_when_the_chips_that_cause_it_have_moved(qtbot: Any) -> None:
    """At every animation step of a scripted round: the balance read-out changes only on an event
    whose chips travel to or from the player (a double, a split, insurance, a surrendered half, a
    box cleared back to him), never ahead of the animation; at the end it is the engine's."""
    scene, controller, _view, session = make(qtbot, "8S TC 9D 8D AH 6C 3H 9C 9S 4D 7S", speed="normal")
    controller.animator.time_scale = 0.2
    scene.rack.select(25 * SCALE)
    for box in (1, 3, 5):
        controller.place(box, "main")
    scene.rack.select(5 * SCALE)
    controller.place(3, "side")
    samples: list[tuple[object, dict[str, str]]] = []
    controller.animator.shown.connect(lambda e: samples.append((e, dict(scene.hud.values))))
    before = dict(scene.hud.values)
    assert controller.deal()
    ticks: list[dict[str, str]] = []
    while controller.busy or session.round.phase is not Phase.BETTING:
        ticks.append(dict(scene.hud.values))
        if not controller.busy:
            r = session.round
            if r.phase is Phase.INSURANCE:
                controller.trigger("decline")
            elif r.phase is Phase.PLAY:
                box, hand = r.to_act
                total = r.boxes[box].hands[hand - 1].total
                controller.trigger("split" if r.can_split() else "hit" if total < 13 else "stand")
        QTest.qWait(15)
        if ticks[-1]["balance"] != before["balance"]:
            assert samples, "the balance moved before any event was shown"
    last = before
    for e, values in samples:
        if values["balance"] != last["balance"]:
            assert isinstance(e, MOVES_MONEY), e
        last = values
    assert scene.hud.values["balance"] == table_money(session.config, session.balance)
    assert scene.hud.values["bet"] == table_money(session.config, 0)


def test_the_hud_never_shows_the_engines_balance_before_the_box_is_cleared(qtbot: Any) -> None:
    scene, controller, _view, session = make(qtbot, "TS 9C TD 8H", speed="normal")  # box 20 beats 17
    controller.animator.time_scale = 0.2
    scene.rack.select(100 * SCALE)
    controller.place(4, "main")
    controller.deal()
    qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
    seen: list[tuple[object, str]] = []
    controller.animator.shown.connect(lambda e: seen.append((e, scene.hud.values["balance"])))
    controller.trigger("stand")
    qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
    final = table_money(session.config, session.balance)
    first_final = next(i for i, (_e, bal) in enumerate(seen) if bal == final)
    assert isinstance(seen[first_final][0], ev.Clear) and seen[first_final][0].box == 4
    assert any(isinstance(e, ev.MainPay) for e, _b in seen[:first_final])
    assert scene.hud.values["win"] == "+€100"  # LAST ROUND NET


def _results(scene: Any) -> list[str]:
    return sorted(t.text for t in scene.tags)


def test_fr_bj_7_blackjack_labelled_as_dealt_and_every_result_stays_until_the_next_bets(qtbot: Any) -> None:
    # box 1 A K blackjack; box 2 T 7 lose; box 3 9 9 push vs 18... dealer 8 then T = 18
    scene, controller, _view, session = make(qtbot, "AS TC 9D 8H KD 7C 9S TS 5H")
    scene.rack.select(10 * SCALE)
    for box in (1, 2, 3):
        controller.place(box, "main")
    controller.deal()
    assert scene.boxes[1].totals[0].text == "BLACKJACK"  # as soon as it is dealt
    controller.trigger("stand")
    controller.trigger("stand")
    assert session.round.phase is Phase.BETTING  # the round is over
    assert _results(scene) == sorted(["BLACKJACK +€15", "LOSE −€10", "PUSH"])
    assert scene.dealer_total.isVisible() and scene.dealer_total.text == "DEALER 18"
    assert scene.hud.values["win"] == "+€5"
    scene.rack.select(10 * SCALE)
    controller.place(6, "main")  # the next bets: the results go
    assert scene.tags == [] and not scene.dealer_total.isVisible()


def test_fr_bj_5_the_dealers_final_total_is_hard_once_he_stands(qtbot: Any) -> None:
    # box 9 9 = 18 stands; dealer A then 7 = soft 18: he stands, shown as 18, not 8/18
    scene, controller, _view, _session = make(qtbot, "9S AH 9D 7C", rules={"insurance": False})
    scene.rack.select(10 * SCALE)
    controller.place(1, "main")
    controller.deal()
    assert scene.dealer_total.text == "1/11"
    shown: list[str] = []
    controller.animator.shown.connect(lambda e: shown.append(scene.dealer_total.text))
    controller.trigger("stand")
    assert "8/18" not in shown and "18" in shown


def test_fr_bj_10_a_surrendered_hand_is_marked(qtbot: Any) -> None:
    scene, controller, _view, _session = make(qtbot, "TS 9C 6D 8H", rules={"surrender": "late"})
    scene.rack.select(10 * SCALE)
    controller.place(1, "main")
    controller.deal()
    assert controller.trigger("surrender")
    assert _results(scene) == ["SURRENDER −€5"]


# ------------------------------------------------------------------------------ 3. nothing changes meaning


def test_deal_and_the_decisions_never_share_a_spot(qtbot: Any) -> None:
    scene, _controller, _view, _session = make(qtbot, "TS 9C 6D 8H")
    deal = scene.buttons["deal"].sceneBoundingRect()
    for name in ("hit", "stand", "double", "split", "surrender", "insure", "decline"):
        assert not deal.intersects(scene.buttons[name].sceneBoundingRect()), name


def test_fr_bj_10_deal_clicked_ten_times_quickly_never_surrenders(qtbot: Any) -> None:
    scene, controller, view, session = make(qtbot, "TS 9C TD 8H", rules={"surrender": "late"}, speed="normal",
                                            guard=300)  # fmt: skip
    calls: list[str] = []
    real = session.act
    session.act = lambda name, *a: (calls.append(name), real(name, *a))[1]  # type: ignore[method-assign]
    scene.rack.select(10 * SCALE)
    controller.place(2, "main")
    deal = scene.buttons["deal"]
    at = deal.mapToScene(deal.face.center())
    for _ in range(10):
        click(view, at)
        QTest.qWait(40)
    qtbot.waitUntil(lambda: not controller.busy, timeout=10000)
    for _ in range(5):
        click(view, at)
    assert "surrender" not in calls and session.round.phase is Phase.PLAY
    assert session.round.boxes[2].hands[0].result is None


def test_a_decision_in_the_first_300_ms_after_the_buttons_change_is_refused(qtbot: Any) -> None:
    scene, controller, view, session = make(qtbot, "TS 9C TD 8H 5S", guard=300)
    now = [100.0]
    controller.clock = lambda: now[0]
    scene.rack.select(10 * SCALE)
    controller.place(2, "main")
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert session.round.phase is Phase.PLAY
    now[0] += 0.1
    QTest.keyClick(view, Qt.Key.Key_H)  # 100 ms after the buttons lit: refused, not queued
    press(view, scene.buttons["hit"])
    assert len(session.round.boxes[2].hands[0].cards) == 2
    now[0] += 0.25
    press(view, scene.buttons["stand"])
    assert session.round.phase is Phase.DONE or session.round.phase is Phase.BETTING


# ------------------------------------------------------------------------------ 4. insurance


def test_fr_bj_6_insurance_offer_names_its_box_hides_nothing_and_its_chip_lands_on_the_line(qtbot: Any) -> None:
    # seven boxes, the dealer shows an ace
    cards = "TS 9C 8D 7H 6S 5C 4D AH KS QC JD TH 9S 8C 7D 6C 5S"
    scene, controller, _view, session = make(qtbot, cards)
    scene.rack.select(10 * SCALE)
    for n in range(1, 8):
        controller.place(n, "main")
    controller.deal()
    r = session.round
    for n in range(1, 8):
        assert r.insurance_box == n
        offer = scene.offer
        assert offer.isVisible() and f"box {n}" in offer.title
        panel = offer.sceneBoundingRect().united(scene.buttons["insure"].sceneBoundingRect())
        panel = panel.united(scene.buttons["decline"].sceneBoundingRect())
        for it in scene.items():
            hidden = isinstance(it, CardItem | ChipStack) or (isinstance(it, Badge) and it in _totals(scene))
            if hidden and it.isVisible():
                assert not panel.intersects(it.sceneBoundingRect()), (n, it)
        assert controller.trigger("insure")
        ins = scene.boxes[n].insurance
        assert ins is not None
        d = ins.pos() - ARC_CENTRE
        radius = math.hypot(d.x(), d.y())
        angle = math.degrees(math.atan2(d.x(), d.y()))
        assert abs(radius - INSURANCE_RADIUS) < 1 and abs(angle - box_angle(n)) < 0.01  # in front of its box
        assert abs(angle) + 1.0 < INSURANCE_SPAN  # on the printed line
    assert r.phase is not Phase.INSURANCE


def _totals(scene: Any) -> list[Any]:
    out = [scene.dealer_total]
    for bv in scene.boxes.values():
        out += [t for t in bv.totals if t is not None]
    return out


# ------------------------------------------------------------------------------ 5. pace and prompts


def test_fr_ll_5_no_announcement_when_no_bonus_and_no_side_bet(qtbot: Any) -> None:
    scene, controller, _view, _session = make(qtbot, "TS 9C 7D 8H")
    assert scene.prompt.isVisible() and scene.prompt.text == "Place your bets"
    scene.rack.select(10 * SCALE)
    controller.place(1, "main")
    assert not scene.prompt.isVisible()
    shown: list[object] = []
    controller.animator.shown.connect(shown.append)
    controller.deal()
    assert not any(isinstance(e, ev.Announce) for e in shown) and not scene.bonus_badge.isVisible()


def test_fr_ll_5_the_count_is_announced_beside_the_placard_when_a_side_bet_was_placed(qtbot: Any) -> None:
    scene, controller, _view, _session = make(qtbot, "TS 9C 7D 8H")
    scene.rack.select(10 * SCALE)
    controller.place(1, "main")
    scene.rack.select(5 * SCALE)
    controller.place(1, "side")
    controller.deal()
    badge = scene.bonus_badge
    assert badge.isVisible() and badge.text == "Bonuses in play: 0"
    felt = QRectF(0, 0, 1920, 1080)
    boxes = [QRectF(box_centre(n) - QPointF(80, 80), box_centre(n) + QPointF(80, 80)) for n in range(1, 8)]
    spots = [QRectF(side_centre(n) - QPointF(45, 45), side_centre(n) + QPointF(45, 45)) for n in range(1, 8)]
    rect = badge.sceneBoundingRect()
    assert felt.contains(rect) and not any(rect.intersects(b) for b in boxes + spots)
    assert not any(rect.intersects(c.sceneBoundingRect()) for c in scene.dealer)


def test_six_boxes_dealt_with_overlapping_cards_show_every_event_in_order(qtbot: Any) -> None:
    """The cards leave the shoe one after another before the last has landed, and the events are
    still shown in the engine's order."""
    scene, controller, _view, session = make(qtbot, "2S 3S 4S 5S 6S 7S 8S 9S 2H 3H 4H 5H 6H 7H", speed="normal")
    controller.animator.time_scale = 0.3
    scene.rack.select(10 * SCALE)
    for n in range(1, 7):
        controller.place(n, "main")
    shown: list[object] = []
    controller.animator.shown.connect(shown.append)
    controller.deal()
    overlapped = False
    while controller.busy:
        overlapped = overlapped or len(controller.animator._inflight) > 1
        QTest.qWait(5)
    assert overlapped
    assert shown == [e for e in session.round.events if not isinstance(e, ev.Bet)]


# ------------------------------------------------------------------------------ 13. frame cost


def test_badge_measures_its_text_once_not_at_every_frame(qapp: Any, monkeypatch: Any) -> None:
    b = Badge("BLACKJACK +€15", "gold", 20)
    calls = []
    real = items.font
    monkeypatch.setattr(items, "font", lambda *a, **k: (calls.append(a), real(*a, **k))[1])
    for _ in range(50):
        b.boundingRect()
    assert calls == []
    b.set("WIN +€10", "win")
    assert len(calls) == 1


def test_the_scene_keeps_one_shown_state_fed_by_the_events(qapp: Any) -> None:
    """A scene played by a bare animator (as the recall does) keeps its read-outs in its one state."""
    from croupier.engine.core.cards import Card

    scene = TableScene(build_config("france"))
    anim = Animator(scene)
    anim.speed = "instant"
    scene.sync_bets({2: (10 * SCALE, 0)})
    anim.play(
        [
            ev.Dealt(2, 1, Card.parse("AS"), 11, True),
            ev.Dealt(0, 0, Card.parse("9C"), 9, False),
            ev.Dealt(2, 1, Card.parse("KD"), 21, True),
        ]
    )
    assert scene.state.boxes[2].hands[0].blackjack and scene.state.on_felt == 10 * SCALE
    assert scene.boxes[2].totals[0].text == "BLACKJACK"


# ------------------------------------------------------------------------------ 11. the table's language


@pytest.mark.parametrize(
    ("language", "pays", "insurance", "enter"),
    [
        ("en", "BLACKJACK PAYS 3 TO 2", "INSURANCE PAYS 2 TO 1", "Enter"),
        ("fr", "BLACK JACK PAYÉ 3 POUR 2", "ASSURANCE PAYÉE 2 POUR 1", "Entrée"),
        ("es", "BLACKJACK PAGA 3 A 2", "EL SEGURO PAGA 2 A 1", "Intro"),
    ],
)
def test_fr_bj_7_fr_bj_6_printed_lettering_and_key_hints_follow_the_language(
    qtbot: Any, language: str, pays: str, insurance: str, enter: str
) -> None:
    from croupier.gui import i18n
    from croupier.gui.felt import printed_lines

    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        printed = printed_lines(build_config("france"))
        assert (printed[0], printed[2]) == (pays, insurance)
        scene, controller, _view, _session = make(qtbot, "TS 9C 7D 8H")
        controller.refresh()
        assert scene.buttons["deal"].key == enter
        assert scene.felt.words()[0] == pays
    finally:
        lang.set_language("en")


def test_french_typography_a_space_before_colon_question_and_exclamation_marks() -> None:
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).resolve().parents[2] / "assets" / "translations" / "croupier_fr.ts"
    bad = []
    for m in ET.parse(ts).iter("message"):
        text = m.findtext("translation") or ""
        if re.search(r"[^\s\u00a0\u202f\d%]([:?!;])(\s|$)", text):
            bad.append(text)
    assert bad == []


# ------------------------------------------------------------------------------ 13. the felt, painted once


def test_the_felt_painted_once_is_kept_on_disk_and_reused_at_the_next_start(
    qapp: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    from PySide6.QtCore import QCoreApplication

    from croupier.gui import felt

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(felt, "_FELTS", {})
    first = felt.FeltItem(build_config("france"))
    pm = first.pixmap_for(0.5)
    QCoreApplication.processEvents()  # the picture is written after the frame
    files = list(tmp_path.rglob("felt-*"))
    assert len(files) == 1
    monkeypatch.setattr(felt, "_FELTS", {})  # a new process: nothing in memory

    def no_paint(*_a: Any, **_k: Any) -> None:
        raise AssertionError("the felt was painted again")

    monkeypatch.setattr(felt, "paint_felt", no_paint)
    again = felt.FeltItem(build_config("france")).pixmap_for(0.5)
    assert again.size() == pm.size() and again.toImage() == pm.toImage().convertToFormat(again.toImage().format())
    other = felt.FeltItem(build_config("puerto-rico"))
    with pytest.raises(AssertionError, match="painted again"):
        other.pixmap_for(0.5)  # another table is another picture
