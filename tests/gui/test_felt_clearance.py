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
