"""High contrast that is high contrast: rendered, the felt, the printed lettering, the placard, the
buttons and the read-outs are black, white and yellow, and text on them contrasts at least 7:1
(measured on the picture); unticked check boxes stay visible in the dialogs."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QCheckBox

from croupier.engine.store.settings_data import Settings
from croupier.gui import legibility
from croupier.gui.layout import PLACARD
from croupier.gui.legibility import contrast_ratio
from tests.gui.test_wiring import make_host, play_round


def render(scene: Any) -> QImage:
    img = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    img.fill(QColor("#808080"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, 1920, 1080), scene.sceneRect())
    p.end()
    return img


def colours(img: QImage, r: QRectF, step: int = 2) -> Counter[str]:
    out: Counter[str] = Counter()
    for y in range(int(r.top()), int(r.bottom()), step):
        for x in range(int(r.left()), int(r.right()), step):
            out[img.pixelColor(x, y).name()] += 1
    return out


def text_contrast(count: Counter[str]) -> float:
    """The contrast between a region's background (its commonest colour) and its text (the commonest
    colour of the rest that is not a blend of the two, i.e. the second most common)."""
    (bg, _), (ink, _) = count.most_common(2)
    return contrast_ratio(QColor(bg), QColor(ink))


def test_high_contrast_felt_placard_buttons_and_read_outs_measure_7_to_1(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path, settings=Settings(high_contrast=True), aids=True)
    try:
        sc = host.scene
        palette = {"#000000", "#ffffff", "#ffd400"}
        fresh = render(sc)  # the table as it opens, before any round: the buttons added after its first frame too
        for name in ("menu_stats", "menu_limits", "menu_players", "menu_help"):
            count = colours(fresh, sc.buttons[name].mapRectToScene(sc.buttons[name].face))
            assert sum(n for c, n in count.items() if c in palette) / sum(count.values()) >= 0.85, (name, count)
        play_round(host)
        img = render(sc)
        regions = {
            "placard": PLACARD,
            "read-outs": sc.hud.mapRectToScene(sc.hud.boundingRect()).adjusted(8, 22, -8, -8),
            "DEAL": sc.buttons["deal"].mapRectToScene(sc.buttons["deal"].face),
            "HELP": sc.buttons["menu_help"].mapRectToScene(sc.buttons["menu_help"].face),
            # the buttons the table adds after its first frame (statistics, limits, computer players)
            "STATS": sc.buttons["menu_stats"].mapRectToScene(sc.buttons["menu_stats"].face),
            "PLAYERS": sc.buttons["menu_players"].mapRectToScene(sc.buttons["menu_players"].face),
            "lettering": QRectF(700, 560, 520, 90),  # the arc of the printed pay line
        }
        palette = {"#000000", "#ffffff", "#ffd400"}
        for name, r in regions.items():
            count = colours(img, r)
            total = sum(count.values())
            share = sum(n for c, n in count.items() if c in palette) / total
            assert share >= 0.85, (name, share, count.most_common(5))
            assert text_contrast(count) >= 7.0, (name, count.most_common(3))
        # and the ordinary table is not (so the measure can fail)
        host.apply_settings(Settings(high_contrast=False), False)
        plain = colours(render(host.scene), PLACARD)
        assert sum(n for c, n in plain.items() if c in palette) / sum(plain.values()) < 0.5
    finally:
        legibility.set_high_contrast(QApplication.instance(), False)  # type: ignore[arg-type]


def test_unticked_check_boxes_stay_visible_in_high_contrast(qtbot: Any) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    legibility.set_high_contrast(app, True)
    try:
        box = QCheckBox("Mute")
        qtbot.addWidget(box)
        box.resize(160, 40)
        box.show()
        qtbot.waitExposed(box)
        img = box.grab().toImage()
        square = colours(img, QRectF(0, 0, 30, img.height()), step=1)
        assert "#ffffff" in square and square["#ffffff"] >= 20, square.most_common(4)  # its white outline
        assert text_contrast(square) >= 7.0
        box.setChecked(True)
        ticked = colours(box.grab().toImage(), QRectF(0, 0, 30, img.height()), step=1)
        assert ticked["#ffd400"] > 20  # a ticked box is filled yellow
    finally:
        legibility.set_high_contrast(app, False)


def test_a_disabled_button_in_high_contrast_is_white_unframed_not_yellow(qtbot: Any, tmp_path: Path) -> None:
    """In high contrast yellow marks what is active (a button's frame, the focus): a disabled button's
    label is white on black with no frame, not the yellow its grey used to turn into."""
    host = make_host(qtbot, tmp_path, settings=Settings(high_contrast=True), aids=True)
    try:
        sc = host.scene
        img = render(sc)
        on, off = sc.buttons["menu_help"], sc.buttons["deal"]  # no bet yet: DEAL is shown disabled
        assert on.looks_enabled and not off.looks_enabled and off.isVisible()
        lit, dim = (colours(img, b.mapRectToScene(b.face), 1) for b in (on, off))
        assert lit["#ffd400"] > 0 and lit["#ffffff"] > 0  # a yellow frame round white words
        assert dim["#ffffff"] > 4 * dim["#ffd400"], dim.most_common(4)  # (yellow: the edges of its letters alone)
    finally:
        legibility.set_high_contrast(QApplication.instance(), False)  # type: ignore[arg-type]


def _reds(img: QImage, r: QRectF) -> int:
    """How many pixels of ``r`` are the ordinary back's red (high contrast has none)."""
    count = colours(img, r)
    return sum(n for c, n in count.items() if (q := QColor(c)).red() > 90 and q.red() > 2 * max(q.green(), q.blue()))


def _backs(host: Any) -> dict[str, QRectF]:
    """Where the felt shows card backs: the discard tray's pile, the shoe's top card, the dealer's hole card."""
    from croupier.gui.items import CardItem
    from croupier.gui.layout import CARD_H, CARD_W, SHOE

    sc = host.scene
    out = {"discard": sc.discard.sceneBoundingRect(), "shoe": QRectF(SHOE.x() - 30, SHOE.y() - 110, 120, 130)}
    face = QRectF(-CARD_W / 2 + 4, -CARD_H / 2 + 4, CARD_W - 8, CARD_H - 8)  # the card itself, not its neighbour's
    for item in sc.items():
        if isinstance(item, CardItem) and not item.face_up and item.isVisible():
            out["hole card"] = item.mapRectToScene(face)
    return out


def test_every_card_back_follows_high_contrast_switched_on_and_off(qtbot: Any, tmp_path: Path) -> None:
    """The discard tray's pile, the shoe's card and the dealer's hole card are painted with the
    high-contrast back (no red left) once the director turns high contrast on between rounds, and
    with the ordinary red back again once he turns it off; the recall's felt shows the same back."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from croupier.engine.core.round import Phase
    from croupier.gui.contrast import HighContrastEffect
    from croupier.gui.layout import box_centre
    from tests.gui.test_wiring import click

    plain = Settings(rules={"hole_card": "peek"})
    host = make_host(qtbot, tmp_path, settings=plain, aids=True)
    try:
        play_round(host)  # used cards in the discard tray
        img = render(host.scene)
        assert all(_reds(img, r) > 100 for r in _backs(host).values()), _backs(host)  # the measure can fail
        host.apply_settings(replace(plain, high_contrast=True), False)
        for name in ("language", "menu_help", "deal"):  # the rebuilt felt's buttons, LANGUAGE included
            assert isinstance(host.scene.buttons[name].graphicsEffect(), HighContrastEffect), name
        click(host.view, box_centre(2))
        QTest.keyClick(host.view, Qt.Key.Key_Return)
        assert host.session.round.phase in (Phase.PLAY, Phase.INSURANCE)
        backs = _backs(host)
        assert sorted(backs) == ["discard", "hole card", "shoe"]
        img = render(host.scene)
        for name, r in backs.items():
            count = colours(img, r)
            assert _reds(img, r) == 0 and count["#ffd400"] > 0, (name, count.most_common(5))
        while host.session.round.phase is not Phase.BETTING:
            QTest.keyClick(host.view, Qt.Key.Key_N if host.session.round.phase is Phase.INSURANCE else Qt.Key.Key_S)
        assert host.open_recall() and host.recall is not None and host.recall.scene is not None
        recall = host.recall.scene
        shoe = _backs(host)["shoe"]
        img = render(recall)
        assert _reds(img, shoe) == 0 and colours(img, shoe)["#ffd400"] > 0
        host.leave_recall()
        host.apply_settings(plain, False)
        img = render(host.scene)
        assert all(_reds(img, r) > 100 for r in _backs(host).values()), _backs(host)
    finally:
        legibility.set_high_contrast(QApplication.instance(), False)  # type: ignore[arg-type]
