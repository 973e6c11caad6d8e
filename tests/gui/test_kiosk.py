"""Kiosk mode: the window refuses to close (close, Alt+F4, Escape) except through the director's PIN;
controls are larger for fingers; after the idle time the attract mode deals demonstration rounds
labelled DEMO on its own session (no journal, never the player's credit); a touch returns to play
with fresh demonstration credit, journaled as money in or out."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtTest import QTest

from croupier.engine.core.round import Phase
from croupier.engine.store.settings_data import Settings
from croupier.gui.host import TableHost
from croupier.gui.items import CardItem, Ribbon
from croupier.gui.layout import box_centre
from tests.gui.test_wiring import click, make_host, play_round


def kiosk(qtbot: Any, tmp_path: Path, idle_ms: int = 60_000) -> TableHost:
    """A kiosk table whose attract mode starts after ``idle_ms`` (a test of the attract mode shortens
    it when it is ready for it: on a loaded machine 80 ms can pass between two lines of a test)."""
    host = make_host(qtbot, tmp_path, kiosk=True, settings=Settings(kiosk_idle_seconds=1))
    assert host.kiosk_watch is not None and host.kiosk_watch.idle_ms == 1000
    host.kiosk_watch.idle_ms = idle_ms
    host.kiosk_watch.restart()
    host.attract_time_scale = 0.01
    return host


def test_kiosk_refuses_window_close_alt_f4_and_escape(qtbot: Any, tmp_path: Path) -> None:
    host = kiosk(qtbot, tmp_path)
    view = host.view
    assert view.close() is False and view.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    QTest.keyClick(view, Qt.Key.Key_F4, Qt.KeyboardModifier.AltModifier)
    QTest.keyClick(view, Qt.Key.Key_F11)
    assert view.isVisible() and host.mode == "table"
    # the only way out: the director's PIN
    assert host.quit_kiosk(ask=lambda pin, parent=None: False) is False and view.isVisible()
    assert host.quit_kiosk(ask=lambda pin, parent=None: True) is True and not view.isVisible()
    assert host.journal is not None and host.journal.rows_of_kind("audit")[-1].data["kind"] == "kiosk-quit"


def test_kiosk_director_menu_offers_settings_and_quit(qtbot: Any, tmp_path: Path) -> None:
    host = kiosk(qtbot, tmp_path)
    menu = host.director_menu()
    texts = [a.text() for a in menu.actions()]
    assert any("settings" in t.lower() for t in texts) and any("quit" in t.lower() for t in texts)
    menu.close()


def test_kiosk_controls_are_larger_for_touch(qtbot: Any, tmp_path: Path) -> None:
    desk = make_host(qtbot, tmp_path / "desk")
    host = kiosk(qtbot, tmp_path / "kiosk")
    for name in ("hit", "deal", "insure", "menu_recall"):
        assert host.scene.buttons[name].face.height() > desk.scene.buttons[name].face.height()
    assert host.scene.rack is not None and desk.scene.rack is not None
    assert host.scene.rack.scale() > desk.scene.rack.scale()
    # all of it still inside the felt
    for b in host.scene.buttons.values():
        r = b.mapRectToScene(b.face)
        assert host.scene.sceneRect().contains(r), b.name


def test_kiosk_idle_goes_to_attract_labelled_demo_and_a_touch_returns_to_play(qtbot: Any, tmp_path: Path) -> None:
    host = kiosk(qtbot, tmp_path)
    journal = host.journal
    assert journal is not None
    assert host.scene.hud.demo and host.scene.hud.captions()["balance"] == "DEMO CREDIT"  # kiosk credit is demo
    play_round(host, clicks=2)  # the player's credit moves
    spent = host.session.balance
    start = host.settings.starting_credit
    assert spent != start
    rows = journal.head[0]
    assert host.kiosk_watch is not None
    host.kiosk_watch.idle_ms = 80  # a short idle time, from now on
    host.kiosk_watch.restart()

    qtbot.waitUntil(lambda: host.mode == "attract", timeout=5000)
    a = host.attract
    assert a is not None and host.view.scene() is a.scene and host.view.controller is None
    # never misleading: DEMO on the felt and on the read-outs, a session of its own
    ribbons = [i.text for i in a.scene.items() if isinstance(i, Ribbon)]
    assert "DEMO" in ribbons and "TOUCH TO PLAY" in ribbons
    assert a.scene.hud.demo and a.scene.hud.captions()["balance"] == "DEMO CREDIT"
    assert a.session is not host.session and a.session.observers == []
    # demonstration rounds dealt to virtual players, the pay table shown between them
    qtbot.waitUntil(lambda: a.rounds >= 2, timeout=20000)
    assert any(isinstance(i, CardItem) for i in a.scene.items()) or a.panel.isVisible()
    assert journal.head[0] == rows and host.session.balance == spent  # nothing journaled, player untouched

    # a touch (on a box: it must not bet) returns to play with fresh demonstration credit
    click(host.view, box_centre(4))
    assert host.mode == "table" and host.view.scene() is host.scene and host.attract is None
    assert not host.session.round.boxes
    assert host.session.balance == start == journal.balance
    money = journal.rows_of_kind("money")[-1].data
    assert money["reason"] == "kiosk: fresh demonstration credit" and money["balance"] == start
    assert host.scene.hud.values["balance"] == host.money_text(host.session.config, start)
    assert journal.verify().ok
    # and play goes on; the idle count starts again
    play_round(host)
    assert host.kiosk_watch is not None and host.kiosk_watch.timer.isActive()


def test_attract_waits_while_a_round_is_in_play(qtbot: Any, tmp_path: Path) -> None:
    host = kiosk(qtbot, tmp_path)
    host.kiosk_watch.idle_ms = 0  # type: ignore[union-attr]
    click(host.view, box_centre(2))
    assert host.session.round.boxes and not host.can_attract()
    host.kiosk_watch._idle()  # type: ignore[union-attr]
    assert host.mode == "table" and host.session.round.phase is Phase.BETTING
    assert host.scene.buttons["menu_help"].mapToScene(QPointF(0, 0)).y() < 100


# ------------------------------------------------------------------------------ a kiosk for fingers


def test_kiosk_window_stays_full_screen_on_top_and_comes_back(qtbot: Any, tmp_path: Path) -> None:
    from croupier.gui.kiosk import WindowGuard

    host = kiosk(qtbot, tmp_path)
    view = host.view
    guard = host.kiosk_watch.guard if host.kiosk_watch is not None else None
    assert isinstance(guard, WindowGuard)
    flags = view.windowFlags()
    assert flags & Qt.WindowType.WindowStaysOnTopHint and flags & Qt.WindowType.FramelessWindowHint
    qtbot.waitUntil(view.isFullScreen, timeout=3000)
    before = guard.restored
    view.showMinimized()  # something minimises it
    qtbot.waitUntil(lambda: guard.restored > before and view.isFullScreen() and not view.isMinimized(), timeout=3000)
    before = guard.restored
    view.hide()  # something hides it
    qtbot.waitUntil(lambda: guard.restored > before and view.isVisible() and view.isFullScreen(), timeout=3000)
    before = guard.restored
    view.showNormal()  # something takes it out of full screen
    qtbot.waitUntil(lambda: guard.restored > before and view.isFullScreen(), timeout=3000)
    # once the director's PIN lets it close, it stays closed
    assert host.quit_kiosk(ask=lambda pin, parent=None: True)
    QTest.qWait(20)
    assert not view.isVisible()


def test_kiosk_director_menu_is_large_touch_buttons_beside_its_button(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from croupier.gui.kiosk import TouchMenu, popup_beside

    host = kiosk(qtbot, tmp_path)
    menu = host.director_menu()
    assert isinstance(menu, TouchMenu)
    at = popup_beside(menu, host.view, host.scene.buttons["menu_director"])
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    b = host.scene.buttons["menu_director"]
    face = b.mapRectToScene(b.face)
    corner = host.view.mapToGlobal(host.view.mapFromScene(face.bottomLeft()))
    screen = host.view.screen().availableGeometry()
    assert 0 <= at.y() - corner.y() <= 40  # just under the button
    assert at.x() == min(corner.x(), screen.right() - menu.sizeHint().width())  # at its left, kept on screen
    for action in menu.actions():
        g = menu.actionGeometry(action)
        assert g.height() >= 60 and g.width() >= 250, (action.text(), g)  # a finger's target (WCAG: 44 px)
    assert menu.font().pixelSize() >= 24 or "font-size: 41px" in menu.styleSheet()
    menu.close()
    assert QApplication.activePopupWidget() is None


def test_pin_is_entered_on_the_keypad(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QDialog

    from croupier.engine.store.pin import DirectorPin
    from croupier.gui.director_pin import PinDialog

    pin = DirectorPin(tmp_path / "director-pin.json", n=2**8)
    d = PinDialog(pin)  # first use: the new PIN twice
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    pad = d.keypad
    for k in "2580":
        qtbot.mouseClick(pad.keys[k], Qt.MouseButton.LeftButton)
    assert d.pin_edit.text() == "2580"
    qtbot.mouseClick(pad.keys["⌫"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(pad.keys["0"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(d.confirm_edit, Qt.MouseButton.LeftButton)  # a finger on the second field
    for k in "2580":
        pad.press(k)
    assert d.confirm_edit.text() == "2580" and d.pin_edit.text() == "2580"
    d.try_accept()
    assert d.result() == QDialog.DialogCode.Accepted and pin.is_set()
    # entering it: digits, C clears, and a thirteenth digit is refused by the field
    e = PinDialog(pin)
    qtbot.addWidget(e)
    for k in "9999999999999":
        e.keypad.press(k)
    assert e.pin_edit.text() == "9" * 12
    e.keypad.press("C")
    assert e.pin_edit.text() == ""
    for k in "2580":
        qtbot.mouseClick(e.keypad.keys[k], Qt.MouseButton.LeftButton)
    e.try_accept()
    assert e.result() == QDialog.DialogCode.Accepted


def test_pin_keypad_is_in_the_tables_style_and_kiosk_sized(qtbot: Any, tmp_path: Path) -> None:
    from croupier.gui.director_pin import PinDialog
    from croupier.gui.style import TABLE

    host = kiosk(qtbot, tmp_path)
    d = PinDialog(host.pin, host.view)
    qtbot.addWidget(d)
    sheet = d.styleSheet()
    assert TABLE.room in sheet and TABLE.gold in sheet and TABLE.button in sheet
    assert "font-size: 26px" in sheet  # readable from a kiosk's distance
    d.show()
    qtbot.waitExposed(d)
    key = d.keypad.keys["5"]
    assert key.width() >= 84 and key.height() >= 84
    assert d.pin_edit.font().pixelSize() >= 26 or d.pin_edit.fontInfo().pixelSize() >= 26
    # while the PIN is locked, the keypad is too (a kiosk starts only with its PIN set)
    assert host.pin.is_set()
    for _ in range(10):
        if host.pin.locked_for() > 0:
            break
        host.pin.verify("0000")
    locked = PinDialog(host.pin, host.view)
    qtbot.addWidget(locked)
    assert not locked.keypad.keys["5"].isEnabled()


@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_attract_pay_table_lies_between_the_dealers_result_and_the_help_line_notice(
    qapp: Any, profile: str, language: str
) -> None:
    """Between demonstration rounds the pay table, fitted to its words (Puerto Rico's nine rows in
    French), covers neither the dealer's last result above it nor the help-line and self-exclusion
    notice under it, and its text is at least as large as the felt placard's, on a wide screen or a 4:3 one."""
    from croupier.gui import i18n, layout

    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        for g in layout.GEOMETRIES:  # a wide kiosk screen and a 4:3 one (the dealer's result lower)
            layout.use(g)
            check_attract_pay_table(profile)
    finally:
        layout.use(layout.WIDE)
        lang.set_language("en")


def check_attract_pay_table(profile: str) -> None:
    import random

    from croupier.engine.core.money import SCALE
    from croupier.gui import layout
    from croupier.gui.features import decorate_attract
    from croupier.gui.kiosk import Attract

    a = Attract(Settings.for_profile(profile).validate(), 1000 * SCALE, rng=random.Random(5), speed="instant")
    decorate_attract(a)
    a.panel.refit()
    pays, notice = a.panel.sceneBoundingRect(), a.notice.sceneBoundingRect()
    assert not pays.intersects(notice), (pays, notice)
    assert pays.top() >= layout.DEALER_RESULT.y() + layout.DEALER_RESULT_BADGE[1] / 2, pays
    assert a.panel.scale() >= 1.0  # its text at least as large as the felt placard's
    a.scene.clear()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_fr_ll_5_the_demo_ribbon_leaves_the_bonuses_announcement_in_sight(qapp: Any, language: str) -> None:
    """The attract mode's DEMO ribbon lies clear of the dealer's "Bonuses in play" announcement beside
    the placard, the widest one in each language (it once hid "Bonus en jeu : 1" up to its colon)."""
    import random

    from croupier.engine.core.money import SCALE
    from croupier.gui import i18n
    from croupier.gui.kiosk import Attract

    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        a = Attract(Settings().validate(), 1000 * SCALE, rng=random.Random(5), speed="instant")
        badge = a.scene.bonus_badge
        badge.set(QCoreApplication.translate("Table", "Bonuses in play: %1").replace("%1", "7"), "gold")
        badge.setVisible(True)
        assert not a.demo.sceneBoundingRect().intersects(badge.sceneBoundingRect()), language
        assert a.scene.sceneRect().contains(a.demo.sceneBoundingRect())
        a.scene.clear()
    finally:
        lang.set_language("en")


@pytest.mark.parametrize("hyper", [False, True])
@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_attract_ribbons_lie_on_the_screen_and_hide_no_placard_in_both_shapes(
    qapp: Any, language: str, hyper: bool
) -> None:
    """TOUCH TO PLAY stands in the lower right corner of the scene the screen shows: at 4:3 (an
    800 × 600 kiosk) it lay at the wide scene's corner, cut by the screen's edge ("TOQUE PARA JU").
    DEMO hides neither pay-table placard [FR-LL-3, FR-HBJ-1] (at 4:3 it lay on the placard's odds),
    nor the read-outs, nor TOUCH TO PLAY."""
    import dataclasses
    import random

    from PySide6.QtCore import QRectF

    from croupier.engine.core.money import SCALE
    from croupier.gui import i18n, layout
    from croupier.gui.kiosk import Attract

    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        settings = dataclasses.replace(Settings(), hyper=hyper)
        a = Attract(settings.validate(), 1000 * SCALE, rng=random.Random(5), speed="instant")
        for g, aspect in ((layout.SQUARE, 4 / 3), (layout.WIDE, 16 / 9)):
            a.scene.apply_geometry(g)
            a.scene.show_aspect(aspect)
            touch, demo = a.touch.sceneBoundingRect(), a.demo.sceneBoundingRect()
            assert layout.SCENE_RECT.contains(touch), (g.name, touch)
            assert touch.right() > layout.SCENE_RECT.right() - 60 and touch.bottom() > layout.SCENE_RECT.bottom() - 90
            assert layout.SCENE_RECT.contains(demo), (g.name, demo)
            kept = {"placard": QRectF(layout.PLACARD), "read-outs": a.scene.hud.sceneBoundingRect(), "touch": touch}
            if hyper:
                kept["hyper placard"] = QRectF(layout.HYPER_PLACARD)
            for name, rect in kept.items():
                assert not demo.intersects(rect), (g.name, name, demo, rect)
        a.scene.clear()
    finally:
        lang.set_language("en")
        layout.use(layout.WIDE)


def test_the_attract_modes_results_stay_between_rounds_and_go_with_the_next_bets(qtbot: Any) -> None:
    """A demonstration round's results stay on the boxes while the pay table is shown, then go when the
    next demonstration bets are placed (as a player's chip takes them away): never on the next deal."""
    import random

    from croupier.engine.core import events as ev
    from croupier.engine.core.money import SCALE
    from croupier.gui.kiosk import Attract

    a = Attract(Settings().validate(), 1000 * SCALE, rng=random.Random(3), speed="instant", time_scale=0.01)
    placed: list[tuple[list[str], list[str], bool]] = []  # results before the bets, after, the dealer's total
    place = a._place_bets

    def spy() -> None:
        before = [t.text for t in a.scene.tags]
        place()
        placed.append((before, [t.text for t in a.scene.tags], a.scene.dealer_total.isVisible()))

    a._place_bets = spy  # type: ignore[method-assign]
    at_deal: list[list[str]] = []  # the results on the felt as each card is shown
    a.controller.animator.shown.connect(
        lambda e: at_deal.append([t.text for t in a.scene.tags]) if isinstance(e, ev.Dealt) else None
    )
    a.start()
    try:
        qtbot.waitUntil(lambda: a.rounds >= 3 and len(placed) >= 3 and len(at_deal) >= 12, timeout=60_000)
    finally:
        a.stop()
    assert placed[0][0] == []  # the first demonstration round: no results before it
    for before, after, total in placed[1:]:
        assert before, "the last round's results were gone before the next bets"
        assert after == [] and not total, after
    assert all(tags == [] for tags in at_deal), at_deal
    a.scene.clear()
