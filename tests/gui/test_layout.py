"""The table at every window size: a 4:3 window gets the 4:3 geometry (no black bars), the texts
stay legible (measured from the rendered scene's fonts), nothing lies on anything else, and the pieces
on the felt follow when the window changes shape."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.money import SCALE
from croupier.engine.core.session import Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.gui import i18n, layout
from croupier.gui.app import DEMO_CARDS, build_table, play_demo
from croupier.gui.felt import paint_felt
from croupier.gui.items import CardItem
from croupier.gui.table_view import TableView
from tests.gui.test_polish import hand_outline
from tests.gui.test_text_size import _Device

SIZES = [(1920, 1080), (1280, 720), (1024, 768), (800, 600)]
#: windows under a window manager: its title bar (and a panel) taken from those screens
FRAMED = [(1920, 1050), (1280, 690), (1022, 720), (800, 569), (1280, 1024), (2560, 1080)]


@pytest.fixture(autouse=True)
def _wide_again() -> Any:
    """Every test leaves the layout as the other tests expect it: wide."""
    yield
    layout.use(layout.WIDE)


def table(qtbot: Any, w: int, h: int, profile: str = "france", demo: bool = True) -> tuple[Any, Any, Any]:
    """The demonstration table in a window of ``w`` × ``h`` (split hands, a double, results…)."""
    config = build_config(profile)
    session = Session(config, 5000 * SCALE, shoe=FixedShoe(config.rules, parse_cards(DEMO_CARDS)))
    scene, controller, view = build_table(session)
    qtbot.addWidget(view)
    view.resize(w, h)
    view.show()
    if demo:
        play_demo(controller)
    return scene, controller, view


@pytest.mark.parametrize(("w", "h"), SIZES + FRAMED)
def test_the_scene_fills_the_window_no_black_bars(qtbot: Any, w: int, h: int) -> None:
    """The view shows the scene's rectangle over the whole window (the felt's room continued
    around the geometry's own rectangle when the window is of another shape), and the felt's painted
    picture covers that rectangle."""
    scene, _controller, view = table(qtbot, w, h, demo=False)
    assert view.viewport().size().width() == w and view.viewport().size().height() == h
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    assert abs(shown.width() - w) <= 2 and abs(shown.height() - h) <= 2, (shown, w, h)
    assert abs(shown.left()) <= 1 and abs(shown.top()) <= 1
    assert scene.geometry is (layout.SQUARE if w / h < 1.54 else layout.WIDE)
    assert scene.felt.sceneBoundingRect().contains(scene.sceneRect())
    assert scene.sceneRect().contains(QRectF(layout.SCENE_RECT))  # nothing placed is cut off


def rendered_texts(scene: Any, config: Any, w: int, h: int) -> list[tuple[str, float]]:
    """Every text of the scene (the felt's lettering and placard included) as painted at ``w`` × ``h``
    the way the view shows it (the scene fitted, proportions kept), with its height in pixels."""
    from PySide6.QtWidgets import QGraphicsItem

    for item in scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # text goes to the device, not to a cache
    rect = scene.sceneRect()
    s = min(w / rect.width(), h / rect.height())
    dev = _Device(w, h)
    p = QPainter(dev)
    p.save()
    p.scale(s, s)
    p.translate(-rect.topLeft())
    paint_felt(p, config)  # the felt item blits a pixmap of this
    p.restore()
    scene.render(p, QRectF(0, 0, w, h), rect)
    p.end()
    return dev.engine.texts


#: the smallest text, in pixels, at each window size: 12 px wherever the scene is shown at 2/3 of
#: its size or more; at 800 × 600 the 4:3 scene is shown at 0.52 (the 16:9 one letterboxed there: 0.42)
LEGIBLE = {(1024, 768): 12.0, (800, 600): 9.0}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
@pytest.mark.parametrize(("w", "h"), list(LEGIBLE))
def test_every_felt_text_is_legible_in_a_4_3_window(qtbot: Any, language: str, profile: str, w: int, h: int) -> None:
    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        scene, controller, _view = table(qtbot, w, h, profile, demo=profile == "france")
        if profile != "france":
            scene.rack.select(scene.rack.values[0])
            controller.place(3, "main")  # an incomplete bet and its amount
        controller.toast("Minimum bet €10", "[FR-LIM-1]")
        texts = rendered_texts(scene, scene.config, w, h)
        assert len(texts) > 40
        small = sorted({(t, round(px, 2)) for t, px in texts if px < LEGIBLE[(w, h)] - 1e-6})
        assert small == []

    finally:
        lang.set_language("en")


# ------------------------------------------------------------------------------ nothing overlaps


@pytest.mark.parametrize("n", range(1, 8))
@pytest.mark.parametrize(
    ("left", "right"),
    [((3, True), (2, False)), ((3, True), (3, True)), ((4, False), (2, False)), ((2, False), (3, True))],
)
def test_fr_bj_8_split_hands_do_not_overlap_in_the_4_3_geometry(
    n: int, left: tuple[int, bool], right: tuple[int, bool]
) -> None:
    """As at 16:9 (tests/gui/test_polish.py), on the tighter arc of the 4:3 scene."""
    layout.use(layout.SQUARE)
    a = hand_outline(n, 0, 2, *left)
    b = hand_outline(n, 1, 2, *right)
    assert not a.intersects(b)
    if n > 1:
        assert not b.intersects(hand_outline(n - 1, 0, 1, 2, False))
    if n < 7:
        assert not a.intersects(hand_outline(n + 1, 0, 1, 2, False))


def _felt_pieces(scene: Any) -> dict[str, QRectF | QPainterPath]:
    """The printed pieces nothing may cover: placard, shoe and discard tray (their turned outlines),
    dealer's tray, the boxes with their side-bet spots and the side bet's winnings beside them."""
    from croupier.gui.felt import discard_outline, shoe_outline

    out: dict[str, QRectF | QPainterPath] = {
        "placard": QRectF(layout.PLACARD),
        "shoe": shoe_outline(),
        "discard": discard_outline(),
        "tray": QRectF(layout.TRAY),
    }
    for n in range(1, 8):
        c, s = layout.box_centre(n), layout.side_centre(n)
        r = layout.BOX_R
        out[f"box {n}"] = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        r = layout.SPOT_R + 16  # the held ring's tab reaches below the spot
        win = scene.side_win_target(n)
        paid = QRectF(win.x() - 36, win.y() - 40, 72, 90)  # the chips paid, and their odds under them
        out[f"side {n}"] = QRectF(s.x() - r, s.y() - r, 2 * r, 2 * r).united(paid)
    return out


def _meet(a: QRectF | QPainterPath, b: QRectF | QPainterPath) -> bool:
    """Whether a rectangle or an outline meets another."""
    return b.intersects(a) if isinstance(b, QPainterPath) else a.intersects(b)


#: the betting buttons: in the 4:3 layout the hint lies in their row, beside the decisions (it shows
#: only while a hand is played, and they only between rounds: tests/gui/test_felt_clearance.py)
NEVER_WITH_THE_HINT = ("button clear", "button repeat", "button double_bets", "button deal")


@pytest.mark.parametrize("kiosk", [False, True])
@pytest.mark.parametrize(("w", "h"), SIZES)
def test_controls_read_outs_and_printed_pieces_never_overlap(
    qtbot: Any, tmp_path: Any, w: int, h: int, kiosk: bool
) -> None:
    """Every button (the host's menu, the trainer's and the language button included), the chip
    rack, the read-outs and the hint lie inside the scene, on none of each other and on no printed
    piece of the felt, at every window size, the kiosk's larger touch targets included."""
    from tests.gui.test_wiring import make_host

    host = make_host(qtbot, tmp_path, aids=True, kiosk=kiosk)
    host.view.resize(w, h)
    host.view.fit()
    scene = host.scene
    scene.hint.set("HINT: STAND", "gold")
    controls: dict[str, QRectF] = {f"button {k}": b.mapRectToScene(b.face) for k, b in scene.buttons.items()
                                   if k not in ("insure", "decline")}  # fmt: skip
    controls["rack"] = scene.rack.sceneBoundingRect()
    controls["read-outs"] = scene.hud.sceneBoundingRect()
    controls["hint"] = scene.hint.sceneBoundingRect()
    clock = getattr(getattr(host, "features", None), "clock_item", None)
    if clock is not None:
        controls["clock"] = clock.sceneBoundingRect()
    rect = scene.sceneRect()
    for name, r in controls.items():
        assert rect.contains(r), (name, r, rect)
    for (a, ra), (b, rb) in itertools.combinations(controls.items(), 2):
        if {a, b} & set(NEVER_WITH_THE_HINT) and "hint" in (a, b):
            continue  # the hint shows only while a hand is played, the betting buttons only between rounds
        assert not ra.intersects(rb), (a, b)
    pieces = _felt_pieces(scene)
    for (a, ra), (b, rb) in itertools.product(controls.items(), pieces.items()):
        assert not _meet(ra, rb), (a, b)
    for (a, ra), (b, rb) in itertools.combinations(pieces.items(), 2):
        if not (a.startswith("box") and b.startswith("side")):
            assert not _meet(ra, rb), (a, b)


@pytest.mark.parametrize(("w", "h"), [(800, 600), (1024, 768)])
def test_fr_bj_6_insurance_offer_hides_nothing_in_a_4_3_window(qtbot: Any, w: int, h: int) -> None:
    from croupier.gui.items import Badge, ChipStack
    from tests.gui.test_trust import _totals, make

    cards = "TS 9C 8D 7H 6S 5C 4D AH KS QC JD TH 9S 8C 7D 6C 5S"
    scene, controller, view, session = make(qtbot, cards)
    view.resize(w, h)
    view.fit()
    assert scene.geometry is layout.SQUARE
    scene.rack.select(10 * SCALE)
    for n in range(1, 8):
        controller.place(n, "main")
    controller.deal()
    for n in range(1, 8):
        assert session.round.insurance_box == n
        panel = scene.offer.sceneBoundingRect().united(scene.buttons["insure"].sceneBoundingRect())
        panel = panel.united(scene.buttons["decline"].sceneBoundingRect())
        for it in scene.items():
            hidden = isinstance(it, CardItem | ChipStack) or (isinstance(it, Badge) and it in _totals(scene))
            if hidden and it.isVisible():
                assert not panel.intersects(it.sceneBoundingRect()), (n, it)
        assert controller.trigger("decline")


@pytest.mark.parametrize(("w", "h"), [(800, 600), (1024, 768)])
def test_deal_and_the_decisions_never_share_a_spot_in_a_4_3_window(qtbot: Any, w: int, h: int) -> None:
    scene, _controller, _view = table(qtbot, w, h, demo=False)
    deal = scene.buttons["deal"].sceneBoundingRect()
    for name in ("hit", "stand", "double", "split", "surrender", "speed"):
        assert not deal.intersects(scene.buttons[name].sceneBoundingRect()), name


# ------------------------------------------------------------------------------ changing shape


def _where(scene: Any) -> list[tuple[QPointF, float]]:
    out = []
    for n, bv in scene.boxes.items():
        count = len(bv.hands)
        for i, hand in enumerate(bv.hands):
            for k, card in enumerate(hand):
                out.append((card.pos() - layout.card_pos(n, i, count, k), card.rotation() - layout.card_rotation(n)))
    return out


def test_the_cards_follow_their_boxes_when_the_window_changes_shape(qtbot: Any) -> None:
    """A round on the felt at 16:9, the window made 4:3 and back: every card lies where the geometry
    puts its place (a doubled card still across), the stakes in front of their boxes."""
    scene, controller, view = table(qtbot, 1280, 720)
    before = _where(scene)
    assert before and all(d.manhattanLength() < 0.01 or abs(r - 90) < 0.01 for d, r in before)
    assert any(abs(r - 90) < 0.01 for _d, r in before)  # the doubled card
    for w, h, g in ((800, 600, layout.SQUARE), (1280, 720, layout.WIDE), (1024, 768, layout.SQUARE)):
        view.resize(w, h)
        view.fit()
        assert scene.geometry is g and layout.GEOMETRY is g
        after = _where(scene)
        assert [(round(d.x(), 3), round(d.y(), 3), round(r, 3)) for d, r in after] == [
            (round(d.x(), 3), round(d.y(), 3), round(r, 3)) for d, r in before
        ]
        for n, bv in scene.boxes.items():
            for i, st in enumerate(bv.stakes):
                if st is not None:
                    assert (st.pos() - layout.stake_pos(n, i, len(bv.hands))).manhattanLength() < 0.01
        for c in scene.dealer:
            assert scene.sceneRect().contains(c.sceneBoundingRect())
    controller.trigger("stand")  # the round goes on in the new geometry
    controller.animator.finish()


def test_a_window_larger_than_the_screen_is_made_to_fit_it(qtbot: Any) -> None:
    """The offscreen screen is 800 × 600: a window larger than it is made to fit its free area."""
    view = TableView(layout_scene())
    qtbot.addWidget(view)
    free = view.screen().availableGeometry()
    view.resize(free.width() + 480, free.height() + 120)
    view.show_fitted()
    qtbot.waitUntil(lambda: free.contains(view.frameGeometry()), timeout=3000)  # once its frame is known
    # a 4:3 screen: the window takes its free area (and so the 4:3 layout), not a 16:9 strip of it
    assert view.width() >= free.width() - 16 and view.height() >= free.height() - 48


def layout_scene() -> Any:
    from croupier.gui.table_view import QuickScene

    return QuickScene()


def test_place_your_bets_is_in_the_language_chosen_after_the_felt_was_built(qtbot: Any) -> None:
    """The player aids choose the language once the table exists: the prompt follows it."""
    lang = i18n.Languages()
    try:
        scene, controller, _view = table(qtbot, 800, 600, demo=False)
        assert scene.prompt.isVisible() and scene.prompt.text == "Place your bets"
        assert lang.set_language("fr")
        controller.refresh()
        assert scene.prompt.isVisible() and scene.prompt.text == "Faites vos jeux"
    finally:
        lang.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("g", [layout.WIDE, layout.SQUARE], ids=lambda g: g.name)
def test_fr_hbj_2_the_hyper_placards_columns_fit_it_apart_in_both_geometries(
    qapp: Any, language: str, g: layout.Geometry
) -> None:
    """The hyper black jack placard is narrower in the wide scene (right of a kiosk's TRAINER / DRILL
    row, above box 1's split hands): each column's names and odds still fit it (French odds "19 pour 1"
    included), printed 18 units tall (12 px at 1280 × 720), the widest name and its odds 10 units apart
    at least, the two columns 14 units apart at least, all of it inside the gold line (four rows under
    the title, each as tall as its text), none on the wide scene's corner cut under the left column's
    three rows (the room of box 1's right split hand's total)."""
    from PySide6.QtGui import QFontMetricsF

    from croupier.gui.placard import (
        HYPER_COLUMN_GAP,
        HYPER_PX,
        hyper_cells,
        hyper_column_font,
        hyper_column_rects,
        hyper_row_tops,
    )

    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        layout.use(g)
        rect = QRectF(layout.HYPER_PLACARD)
        x0, x1 = rect.left() + 12, rect.right() - 12
        columns = hyper_cells(build_config("france", hyper={"min": "1", "max": "100"}))
        f, widths = hyper_column_font(columns, x1 - x0)
        assert f.pixelSize() >= HYPER_PX
        m = QFontMetricsF(f)
        cells = hyper_column_rects(widths, x0, x1)
        assert rect.left() + 6 < cells[0].left() and cells[-1].right() <= x1 + 12 - 6 - 2, (language, cells)
        for a, b in itertools.pairwise(cells):
            assert b.left() - a.right() >= HYPER_COLUMN_GAP - 1e-6, (language, a, b)
        for column, cell in zip(columns, cells, strict=True):
            for name, odds in column:
                assert m.horizontalAdvance(name) + 10 + m.horizontalAdvance(odds) <= cell.width() + 1e-6, name
        tops, pitch = hyper_row_tops(rect, max(len(c) for c in columns))  # and every row above the gold line
        assert len(tops) == 4 and pitch >= m.height() - 1e-6, (pitch, m.height())
        assert tops[0] >= rect.top() + 6 + 24 and tops[-1] + pitch <= rect.bottom() - 6 - 1, (tops, pitch, rect)
        cut = layout.hyper_placard_cut(rect)  # the wide scene's corner cut: its gold line 6 units around it
        assert cut.isEmpty() is (g is layout.SQUARE)
        for column, cell in zip(columns, cells, strict=True):
            for _case, top in zip(column, tops, strict=False):
                row = QRectF(cell.left(), top, cell.width(), pitch)
                assert cut.isEmpty() or not row.intersects(cut.adjusted(-6, -6, 6, 6)), (language, row, cut)
    finally:
        lang.set_language("en")
