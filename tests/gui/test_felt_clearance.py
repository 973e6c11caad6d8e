"""Nothing printed or placed on the felt lies where it must not, in both geometries (16:9 and 4:3), at a
table with three computer players and hyper black jack: every box's insurance chip lands on the
insurance line in front of its box, clear of the pay-table placard [FR-BJ-6]; no computer player's plate
lies on a box or a side-bet spot; the trainer's panel covers no menu button (LANGUAGE included); the
hyper black jack field clears the placards [FR-HBJ-1]. Measured on the scene's item rectangles."""

from __future__ import annotations

import itertools
import math
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from croupier.engine.core.hyper import CASES
from croupier.engine.store.settings_data import Settings
from croupier.gui import hyper_field, layout
from croupier.gui.items import bonus_room
from tests.gui.test_wiring import make_host


@pytest.fixture(autouse=True)
def _wide_again() -> Any:
    yield
    layout.use(layout.WIDE)


CHIP = layout.CHIP_D / 2 + 2  #: a chip's disc on the felt, its edge included (:class:`gui.items.ChipStack`)


def circle(c: Any, r: float) -> QRectF:
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)


def disc(c: Any, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(c, r, r)
    return path


def pieces(host: Any) -> dict[str, list[tuple[str, QRectF | QPainterPath]]]:
    """The felt's pieces by kind: name and scene rectangle (a hyper case: its outline)."""
    sc = host.scene
    out: dict[str, list[tuple[str, QRectF | QPainterPath]]] = {
        "insurance": [(f"insurance {n}", disc(layout.insurance_spot(n), CHIP)) for n in range(1, 8)],
        "side": [(f"side {n}", circle(layout.side_centre(n), layout.SPOT_R)) for n in range(1, 8)],
        "box": [(f"box {n}", circle(layout.box_centre(n), layout.BOX_R)) for n in range(1, 8)],
        "case": [(f"case {c}", hyper_field.case_path(c)) for c in (CASES if sc.config.hyper.offered else ())],
        "plate": [
            (f"plate {p.box}", p.mapRectToScene(QRectF(-p.W / 2, -p.H / 2, p.W, p.H)))
            for p in host.virtual_seats.plates.values()
        ],
        "panel": [("trainer panel", host.trainer.trainer.panel.sceneBoundingRect())],
        "menu": [
            (f"button {n}", b.mapRectToScene(b.face))
            for n, b in sc.buttons.items()
            if n.startswith(("menu_", "trainer_")) or n == "language"
        ],
        "read-outs": [("read-outs", sc.hud.sceneBoundingRect()), ("chip rack", sc.rack.sceneBoundingRect())],
        "placard": [("placard", QRectF(layout.PLACARD))],
        "hyper placard": [("hyper placard", QRectF(layout.HYPER_PLACARD))] if sc.config.hyper.offered else [],
    }
    return out


#: the kinds that must not overlap (a kind with itself: no two of it)
APART = [
    ("insurance", "insurance"), ("insurance", "placard"), ("insurance", "hyper placard"), ("insurance", "case"),
    ("insurance", "plate"),
    ("insurance", "menu"), ("insurance", "box"), ("insurance", "side"),
    ("side", "plate"), ("side", "placard"), ("side", "menu"), ("side", "case"),
    ("box", "plate"), ("box", "placard"), ("box", "menu"), ("box", "case"), ("box", "box"),
    ("case", "case"), ("case", "placard"), ("case", "hyper placard"), ("case", "plate"), ("case", "menu"),
    ("plate", "plate"), ("plate", "read-outs"), ("plate", "menu"), ("plate", "placard"), ("plate", "hyper placard"),
    ("panel", "menu"), ("panel", "placard"),
    ("menu", "menu"), ("menu", "placard"), ("menu", "hyper placard"), ("placard", "hyper placard"),
]  # fmt: skip


def overlap(a: QRectF | QPainterPath, b: QRectF | QPainterPath) -> bool:
    if isinstance(a, QPainterPath) and isinstance(b, QPainterPath):
        return a.intersects(b) and not a.intersected(b).isEmpty() and a.intersected(b).boundingRect().width() > 0.5
    if isinstance(a, QPainterPath):
        return a.intersects(b)
    if isinstance(b, QPainterPath):
        return b.intersects(a)
    return a.intersects(b)


@pytest.mark.parametrize("hyper", [True, False])
@pytest.mark.parametrize(("w", "h"), [(1920, 1080), (1024, 768), (800, 600)])
def test_fr_bj_6_fr_hbj_1_spots_cases_plates_panel_menu_and_placards_lie_apart(
    qtbot: Any, tmp_path: Path, w: int, h: int, hyper: bool
) -> None:
    host = make_host(qtbot, tmp_path, aids=True, settings=Settings(virtual_players=3, hyper=hyper))
    host.virtual_seats.set_count(0)  # the player bets on box 7 first: the computer players sit elsewhere then
    host.controller.place(7, "main")
    host.virtual_seats.set_count(3)
    host.view.resize(w, h)
    host.view.fit()
    assert host.scene.geometry is (layout.WIDE if w / h > 1.5 else layout.SQUARE)
    seated = sorted(p.box for p in host.virtual_seats.plates.values())
    assert 7 not in seated and 2 in seated and len(seated) == 3, seated  # box 2 among them
    host.trainer.trainer.place_panel()
    found = pieces(host)
    rect = layout.SCENE_RECT
    for name, r in found["plate"] + found["panel"] + found["menu"] + found["placard"] + found["hyper placard"]:
        assert isinstance(r, QRectF) and rect.contains(r), (name, r, rect)
    clashes = []
    for ka, kb in APART:
        pairs = itertools.combinations(found[ka], 2) if ka == kb else itertools.product(found[ka], found[kb])
        clashes += [(a, b) for (a, ra), (b, rb) in pairs if overlap(ra, rb)]
    assert clashes == [], clashes


@pytest.mark.parametrize("g", [layout.WIDE, layout.SQUARE], ids=lambda g: g.name)
def test_fr_bj_6_each_insurance_chip_lies_on_the_line_in_front_of_its_box(g: Any) -> None:
    """On the band (its radius), within its box's own width along the arc, in box order."""
    layout.use(g)
    xs = []
    for n in range(1, 8):
        at = layout.insurance_spot(n)
        d = at - layout.ARC_CENTRE
        assert math.hypot(d.x(), d.y()) == pytest.approx(layout.INSURANCE_RADIUS, abs=0.01)
        angle = math.degrees(math.atan2(d.x(), d.y()))
        half = math.degrees(math.asin(layout.BOX_R / layout.BOX_RADIUS))
        assert abs(angle - layout.box_angle(n)) <= half, (g.name, n, angle)
        assert not layout.INSURANCE_CHIP.translated(at).intersects(layout.PLACARD), (g.name, n)
        xs.append(at.x())
    assert xs == sorted(xs, reverse=True)  # box 1 on the screen's right [FR-BJ-3]


# ------------------------------------------------------------------ every piece, every table, every window

SIZES = [(1920, 1080), (1280, 720), (1024, 768), (800, 600)]
LONGEST_HINT = "CONSEIL : ABANDONNER"  #: the widest hint of the three languages
BETTING = ("clear", "repeat", "double_bets", "deal")

Shape = QRectF | QPainterPath | list[QPainterPath]

#: the widest texts a hand's badge shows in the three languages, by what the hand may be: a badge is
#: centred on its place, so the widest covers the others. A blackjack or a surrender is a hand of two
#: cards, never split; a result carries its amount at a €10–€1,000 table (a doubled €1,000 won or bust)
TOTALS_TWO = ("BLACK JACK", "BLACKJACK", "10/20")  #: an unsplit hand of two cards
TOTALS = ("10/20", "21")  #: any other hand while it is played
RESULTS_TWO = ("BLACK JACK +1 500 €", "RENDICIÓN −500 €", "ABANDON −500 €", "GAGNÉ +1 000 €")
RESULTS = ("GAGNÉ +2 000 €", "SE PASA −2 000 €", "PIERDE −2 000 €", "WIN +€2,000")


def rect_path(r: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(r)
    return path


def widest_badge(texts: tuple[str, ...], size: float = 20.0, wrap: float = layout.RESULT_WRAP) -> QRectF:
    """The rectangle covering each of ``texts`` on a badge (a long result on two lines), around its place."""
    from croupier.gui.items import Badge

    out = QRectF()
    for t in texts:
        out = out.united(Badge(t, "plain", size, wrap=wrap).boundingRect())
    return out


def badge_outlines(n: int, results: bool) -> list[QPainterPath]:
    """Where box ``n``'s totals (or, ``results``, its results) may lie: each hand's badge over its last
    card (one hand of two to four cards, or either of two split hands), and the results kept over the
    box once its cards are cleared (one or two hands) (:meth:`gui.scene.TableScene.update_total`,
    :meth:`gui.scene.TableScene.keep_results`)."""
    two, other = widest_badge(RESULTS_TWO if results else TOTALS_TWO), widest_badge(RESULTS if results else TOTALS)
    out = [rect_path((two if count == 1 and cards == 2 else other).translated(layout.total_pos(n, i, count, cards)))
           for count in (1, 2) for i in range(count) for cards in (2, 3, 4)]  # fmt: skip
    for count in (1, 2) if results else ():
        r = two if count == 1 else other
        out += [rect_path(r.translated(at)) for at in layout.kept_results_pos(n, [r.height()] * count)]
    return out


def dealer_badges() -> list[QPainterPath]:
    """The dealer's total under his cards (two to six), or his result once they are cleared, their widest
    texts in the three languages."""
    total = widest_badge(("BLACK JACK", "BLACKJACK", "7/17"), 22.0)
    result = widest_badge(("BANQUE BLACK JACK", "CRUPIER 26 · SE PASA", "BANQUE 26 · SAUTÉ", "DEALER 26 · BUST"), 22.0)
    places = [total.translated(layout.dealer_total_pos(cards)) for cards in range(2, 7)]
    return [rect_path(r) for r in [*places, result.translated(layout.DEALER_RESULT)]]


#: the widest insurance results in the three languages at a €10–€1,000 table (a €500 insurance paid)
INSURANCE_RESULTS = ("ASSURANCE +1 000 €", "INSURANCE +€1,000", "SEGURO +1000 €", "ASSURANCE −500 €")


def insurance_result(scene: Any, n: int) -> QPainterPath:
    """Where box ``n``'s insurance result lies, where its chip lay (:mod:`gui.insurance_tags`): the
    widest of :data:`INSURANCE_RESULTS`, which :data:`gui.layout.INSURANCE_TAG` holds."""
    from croupier.gui.insurance_tags import InsuranceTag, tag_pos

    out = QRectF()
    for t in INSURANCE_RESULTS:
        out = out.united(InsuranceTag(n, t, "win").boundingRect())
    assert layout.INSURANCE_TAG.contains(out), out
    return rect_path(out.translated(tag_pos(scene, n)))


def every_piece(host: Any) -> list[tuple[str, Shape]]:
    """Every piece of the felt by name, with its outline: each box's cards (one hand of four cards, or of
    three with the last doubled across, or two split hands of four cards or of three and one across:
    :func:`gui.layout.card_outlines`), the boxes, side-bet spots and hyper black jack's cases, the computer
    players' plates, the chip rack, every button, the read-outs, the session clock, the placards, the
    hint (its widest text), the announcement of the bonuses in play (its widest text), the trainer's
    panel when it is on, the insurance spots and each insurance's result, the shoe (its turned outline,
    shadow included) and the discard tray."""
    from croupier.gui.felt import discard_outline, shoe_outline
    from croupier.gui.session_clock import SessionClock

    sc = host.scene
    out: list[tuple[str, Shape]] = [("dealer badges", dealer_badges())]
    for n in range(1, 8):
        out.append((f"cards {n}", layout.card_outlines(n)))
        out.append((f"totals {n}", badge_outlines(n, False)))
        out.append((f"results {n}", badge_outlines(n, True)))
        out.append((f"box {n}", disc(layout.box_centre(n), layout.BOX_R)))
        out.append((f"side {n}", disc(layout.side_centre(n), layout.SPOT_R)))
        out.append((f"insurance {n}", disc(layout.insurance_spot(n), CHIP)))
        out.append((f"insurance result {n}", insurance_result(sc, n)))
    out += [(f"case {c}", hyper_field.case_path(c)) for c in (CASES if sc.config.hyper.offered else ())]
    out += [(f"plate {p.box}", p.mapRectToScene(QRectF(-p.W / 2, -p.H / 2, p.W, p.H)))
            for p in host.virtual_seats.plates.values()]  # fmt: skip
    out += [(f"button {n}", b.mapRectToScene(b.face)) for n, b in sc.buttons.items() if n not in ("insure", "decline")]
    out += [("chip rack", sc.rack.sceneBoundingRect()), ("read-outs", sc.hud.sceneBoundingRect())]
    out += [("session clock", i.sceneBoundingRect()) for i in sc.items() if isinstance(i, SessionClock)]
    out.append(("placard", layout.placard_outline()))  # its lower right corner cut in the wide scene
    if sc.config.hyper.offered:  # its lower left corner cut in the wide scene
        out.append(("hyper placard", layout.hyper_placard_outline()))
    out.append(("hint", sc.hint.sceneBoundingRect()))
    out.append(("bonus announcement", bonus_room()))
    panel = host.trainer.trainer.panel
    if panel.isVisible():
        out.append(("trainer panel", panel.sceneBoundingRect()))
    out += [("shoe", shoe_outline()), ("discard tray", discard_outline())]
    return out


def meet(a: Shape, b: Shape) -> bool:
    """Whether two outlines share an area (a box's cards: any of them)."""
    if isinstance(a, list):
        return any(meet(x, b) for x in a)
    if isinstance(b, list):
        return any(meet(a, x) for x in b)
    return overlap(a, b)


def allowed(a: str, b: str, geometry: str) -> bool:
    """The overlaps the felt keeps, each for a reason:

    - an insurance's result lies where its chip lay: it shows once the chip has gone;
    - a box's cards lie in their box; two neighbouring boxes' cards meet only when both boxes split into
      hands of four cards (a split hand clears its neighbour's unsplit hand: tests/gui/test_polish.py);
    - the hint lies in the betting buttons' row in the 4:3 layout (beside the decisions): the hint shows
      only while a hand is played, those buttons only between rounds (tested below);
    - a hand's badge lies on its own cards and, once they are cleared, on its box; it meets a neighbour's
      hands or badge only when both boxes split (each configuration with at most one split box is
      checked exactly in tests/gui/test_polish.py)."""
    pair = {a, b}
    if pair in ({f"insurance {n}", f"insurance result {n}"} for n in range(1, 8)):
        return True  # an insurance's result shows where its chip lay, once the chip has gone
    own = [x.split()[1] for x in (a, b) if x.startswith("cards ")]
    if own and pair == {f"cards {own[0]}", f"box {own[0]}"}:
        return True
    badged = [x.split()[1] for x in (a, b) if x.startswith(("totals ", "results "))]
    if len(badged) == 2 and badged[0] == badged[1]:
        return True  # a hand shows its total, then its result in its place
    if badged and pair & {f"cards {badged[0]}", f"box {badged[0]}"}:
        return True  # a hand's badge lies on its own cards; the results kept after the deal, on its box
    if len(own) == 2 and abs(int(own[0]) - int(own[1])) == 1:
        return True  # both neighbours split into hands of four: a split hand clears an unsplit one (test_polish)
    boxes = [int(x.split()[1]) for x in (a, b) if x.split()[0] in ("cards", "totals", "results", "box")]
    if (
        len(boxes) == 2
        and abs(boxes[0] - boxes[1]) == 1
        and pair & {f"totals {n}" for n in boxes} | {f"results {n}" for n in boxes}
    ):
        return True  # a badge meets its neighbour's hands only when both boxes split (test_polish)
    if "hint" in pair and pair & {f"button {n}" for n in BETTING}:
        return geometry == layout.SQUARE.name
    return False


@pytest.mark.parametrize("hyper", [False, True])
@pytest.mark.parametrize(("w", "h"), SIZES)
def test_no_piece_of_the_felt_lies_on_another_with_0_to_6_computer_players_and_the_trainer(
    qtbot: Any, tmp_path: Path, w: int, h: int, hyper: bool
) -> None:
    """No two of the cards' areas, spots, plates, rack, buttons, read-outs, placards, hint, trainer's
    panel, insurance spots and results, shoe and discard tray overlap (but :func:`allowed`), with 0 to 6 computer
    players, the trainer on and off, hyper black jack offered or not, at every window size; all of them
    within the scene."""
    host = make_host(qtbot, tmp_path, aids=True, settings=Settings(virtual_players=0, hyper=hyper))
    host.view.resize(w, h)
    host.view.fit()
    g = host.scene.geometry
    assert g is (layout.WIDE if w / h > 1.5 else layout.SQUARE)
    host.scene.hint.set(LONGEST_HINT, "gold")
    rect = layout.SCENE_RECT
    for count in range(7):
        host.virtual_seats.set_count(count)
        assert len(host.virtual_seats.plates) == count
        for trainer in (False, True):
            if host.trainer.on != trainer:
                assert host.trainer.toggle()
            assert host.trainer.trainer.panel.isVisible() is trainer
            found = every_piece(host)
            for name, r in found:
                if isinstance(r, QRectF) and name not in ("shoe", "discard tray"):  # (the shoe's shadow: the felt's)
                    assert rect.contains(r), (name, r, rect)
            clashes = [(a, b) for (a, ra), (b, rb) in itertools.combinations(found, 2)
                       if meet(ra, rb) and not allowed(a, b, g.name)]  # fmt: skip
            assert clashes == [], (count, trainer, clashes)


def test_the_hint_and_the_betting_buttons_are_never_shown_together(qtbot: Any, tmp_path: Path) -> None:
    """In the 4:3 layout the hint lies in the betting buttons' row: at every step of a round played with
    the hint on, the hint and a betting button are never both shown, and the hint is shown at the
    player's decisions."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from croupier.engine.core.round import Phase
    from tests.gui.test_wiring import click

    host = make_host(qtbot, tmp_path, aids=True, settings=Settings(virtual_players=6))
    host.view.resize(1024, 768)
    host.view.fit()
    sc, s = host.scene, host.session
    assert sc.geometry is layout.SQUARE
    mine = next(n for n in range(1, 8) if n not in {p.box for p in host.virtual_seats.plates.values()})
    shown = 0
    for _ in range(3):
        click(host.view, layout.box_centre(mine))
        r = s.round
        QTest.keyClick(host.view, Qt.Key.Key_Return)
        for _step in range(400):
            if s.round is not r:
                break
            host.controller.animator.finish()
            qtbot.wait(40)  # the computer players play on the event loop's timers
            betting = [n for n in BETTING if sc.buttons[n].isVisible()]
            if sc.hint.isVisible():
                shown += 1
                assert betting == [], betting
                assert not sc.hint.sceneBoundingRect().intersects(sc.rack.sceneBoundingRect())
            if not host.controller.busy and not host.controller.others_turn():
                QTest.keyClick(host.view, Qt.Key.Key_N if r.phase is Phase.INSURANCE else Qt.Key.Key_S)
        assert s.round is not r, "the round did not end"
    assert shown > 0


def test_the_hint_lies_beside_the_decisions_clear_of_box_2s_plate_at_4_3(qtbot: Any, tmp_path: Path) -> None:
    """At 4:3 the hint used to lie over box 2's plate: it now lies left of the decisions, on the level of
    their lowest row, clear of every plate, with six computer players."""
    host = make_host(qtbot, tmp_path, aids=True, settings=Settings(virtual_players=6))
    host.view.resize(800, 600)
    host.view.fit()
    sc = host.scene
    sc.hint.set(LONGEST_HINT, "gold")
    hint = sc.hint.sceneBoundingRect()
    decisions = [sc.buttons[n].sceneBoundingRect() for n in ("hit", "stand", "double", "split", "surrender", "speed")]
    assert hint.right() <= min(d.left() for d in decisions)
    assert max(d.top() for d in decisions) <= hint.center().y() <= max(d.bottom() for d in decisions)
    for p in host.virtual_seats.plates.values():
        assert not hint.intersects(p.sceneBoundingRect()), p.box


@pytest.mark.parametrize(("w", "h", "least"), [(1280, 720, 12.0), (1024, 768, 12.0), (800, 600, 9.0)])
def test_the_trainer_panels_text_is_legible(qtbot: Any, tmp_path: Path, w: int, h: int, least: float) -> None:
    """Every text of the trainer's panel, its five options shown, is at least 12 px tall at 1280 × 720
    and 1024 × 768 (9 px at 800 × 600, as the felt's), in each of its shapes: the two first with the
    score, the shortest without, the flat one with the advised move and its value alone, and between
    hands the session's score."""
    from croupier.engine.lab.trainer import Tally
    from croupier.gui.trainer_panel import tally_text
    from tests.gui.test_layout import rendered_texts

    for hyper in (False, True):
        host = make_host(qtbot, tmp_path / str(hyper), aids=True, settings=Settings(virtual_players=6, hyper=hyper))
        host.view.resize(w, h)
        host.view.fit()
        assert host.trainer.toggle()
        panel = host.trainer.trainer.panel
        tally = tally_text(Tally(17, 19))
        panel.set_score("This session: 17 / 19 (89 %) · over time: 170 / 190 (89 %)", tally)
        values = {"hit": -0.254, "stand": -0.54, "double": -0.508, "split": -0.312, "surrender": -0.5}
        panel.set_values(tuple(values), values, "hit")
        for item in host.scene.items():
            if item is not panel and item.parentItem() is None:
                item.setVisible(False)
        for shape in layout.TRAINER_PANEL_SHAPES:
            panel.set_shape(*shape)
            texts = rendered_texts(host.scene, host.scene.config, w, h)
            shown = {t.replace("★ ", "") for t, _px in texts}
            flat = shape == layout.TRAINER_PANEL_FLAT
            assert {"HIT", "−0.254"} <= shown and ("TRAINER" in shown) is not flat, (shape, texts)
            assert ("SURRENDER" in shown) is not flat, (shape, texts)  # the flat shape: the advised move alone
            assert min(px for _t, px in texts) >= least - 1e-6, (shape, sorted(texts, key=lambda t: t[1])[:3])
            scored = any(t.startswith("This session") for t, _px in texts)
            assert scored is (shape in layout.TRAINER_PANEL_SHAPES[:2]), shape  # the shortest and the flat: no room
        panel.set_values((), None, None)  # between hands: the flat shape gives the session's score
        texts = rendered_texts(host.scene, host.scene.config, w, h)
        shown = {t for t, _px in texts}
        ours = ("This session: 17 / 19 (89 %)",)
        assert set(ours) <= shown and not shown & {"TRAINER", "HIT", "−0.254", "…"}, texts
        assert min(px for t, px in texts if t in ours) >= least - 1e-6, texts


@pytest.mark.parametrize(("w", "h"), [(1024, 768), (800, 600)])
def test_six_plates_clear_everything_at_a_4_3_kiosk(qtbot: Any, tmp_path: Path, w: int, h: int) -> None:
    """The kiosk's wider decisions leave the rack's right side 190 units: six plates still find room
    clear of every piece, the rack included."""
    host = make_host(qtbot, tmp_path, kiosk=True, aids=True, settings=Settings(virtual_players=6, hyper=True))
    host.view.resize(w, h)
    host.view.fit()
    host.scene.hint.set(LONGEST_HINT, "gold")
    found = every_piece(host)
    plates = [(a, r) for a, r in found if a.startswith("plate ")]
    assert len(plates) == 6
    clashes = [(a, b) for a, ra in plates for b, rb in found if a != b and meet(ra, rb)]
    assert clashes == [], clashes


@pytest.mark.parametrize("hyper", [False, True])
@pytest.mark.parametrize(("w", "h"), SIZES)
def test_fr_hbj_1_a_kiosks_larger_menu_lies_on_no_piece_of_the_felt(
    qtbot: Any, tmp_path: Path, w: int, h: int, hyper: bool
) -> None:
    """A kiosk's menu buttons are larger (for fingers): with hyper black jack's field on the 4:3 felt the
    menu's fourth row would reach the BUST case [FR-HBJ-1], so the LANGUAGE button takes the third
    row's end (a kiosk has no PLAYERS button); no two pieces meet (but :func:`allowed`), six computer
    players seated, the trainer on."""
    host = make_host(qtbot, tmp_path, kiosk=True, aids=True, settings=Settings(virtual_players=6, hyper=hyper))
    host.view.resize(w, h)
    host.view.fit()
    g = host.scene.geometry
    host.scene.hint.set(LONGEST_HINT, "gold")
    assert "menu_players" not in host.scene.buttons
    if not host.trainer.on:
        assert host.trainer.toggle()
    found = every_piece(host)
    assert any(a == "button language" for a, _r in found)
    clashes = [(a, b) for (a, ra), (b, rb) in itertools.combinations(found, 2)
               if meet(ra, rb) and not allowed(a, b, g.name)]  # fmt: skip
    assert clashes == [], clashes


@pytest.mark.parametrize(("w", "h", "kiosk"), [(1280, 720, False), (800, 600, False), (1280, 720, True)])
def test_f9_during_the_insurance_offer_toasts_clear_of_it_and_of_the_decisions(
    qtbot: Any, tmp_path: Path, w: int, h: int, kiosk: bool
) -> None:
    """F9 while "Insurance for box 2?" is asked: the toast saying the recall opens between rounds lies on
    the felt clear of the offer, its two answers and every decision button shown, in both geometries and
    at a kiosk (its larger offer); a toast shown when the offer comes up moves clear of it; with no offer
    the toast keeps its place in the middle of the felt."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from croupier.engine.core.round import Phase
    from tests.gui.test_wiring import click

    host = make_host(qtbot, tmp_path, kiosk=kiosk, seed=19)  # the seeded shoe: the dealer's ace up
    host.view.resize(w, h)
    host.view.fit()
    sc, c = host.scene, host.controller
    c.toast("A message before the deal")
    assert sc.buttons["deal"].isVisible() and c.guides.shown_toast is not None
    assert c.guides.shown_toast.pos() == layout.TOAST  # nothing to keep clear of: in the middle
    click(host.view, layout.box_centre(2))
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    assert host.session.round.phase is Phase.INSURANCE and sc.offer.isVisible()

    def kept() -> dict[str, QRectF]:
        names = ("insure", "decline", "hit", "stand", "double", "split", "surrender")
        out = {n: sc.buttons[n].sceneBoundingRect() for n in names if sc.buttons[n].isVisible()}
        return {"offer": sc.offer.sceneBoundingRect(), **out}

    for press in (False, True):  # the toast already shown when the offer came up, then F9's own
        if press:
            QTest.keyClick(host.view, Qt.Key.Key_F9)
        toast = c.guides.shown_toast
        assert toast is not None and toast.scene() is sc
        if press:
            assert toast.text == "Game recall opens between rounds" and host.recall is None
        t = toast.sceneBoundingRect()
        assert layout.SCENE_RECT.contains(t), t
        covered = [n for n, r in kept().items() if r.intersects(t)]
        assert covered == [], (covered, t)
        assert {"offer", "insure", "decline"} <= set(kept())
