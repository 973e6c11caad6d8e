"""Every box's seat number can be read [FR-BJ-3]: printed in its circle (box 1 on the dealer's left, the
screen's right), clear of every control, plate, placard and panel of the felt in both geometries, and
of the bet's chips and the amount written over them, the widest amount the table takes included. Only
the box's own cards cover it, once they are dealt, and their totals and results (until the next bet)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QPainterPath

from croupier.engine.store.settings_data import Settings
from croupier.gui import artwork, felt, layout
from tests.gui.test_felt_clearance import disc, every_piece, meet
from tests.gui.test_wiring import make_host


@pytest.fixture(autouse=True)
def _wide_again() -> Any:
    yield
    layout.use(layout.WIDE)


def numeral(n: int) -> QPainterPath:
    """The seat number's printed area: its glyph's outline, two units of room around it."""
    r = felt.seat_number_path(n).boundingRect().adjusted(-2, -2, 2, 2)
    path = QPainterPath()
    path.addRect(r)
    return path


def test_fr_bj_3_the_seat_numbers_run_from_box_1_on_the_right_and_lie_in_their_circles(qapp: Any) -> None:
    for g in (layout.WIDE, layout.SQUARE):
        layout.use(g)
        xs = [felt.seat_number_pos(n).x() for n in range(1, 8)]
        assert xs == sorted(xs, reverse=True), g.name
        for n in range(1, 8):
            inside = disc(layout.box_centre(n), layout.BOX_R - 8)
            assert inside.contains(numeral(n)), (g.name, n)


@pytest.mark.parametrize("hyper", [False, True])
@pytest.mark.parametrize("players", [0, 6])
@pytest.mark.parametrize(("w", "h"), [(1920, 1080), (1280, 720), (1024, 768), (800, 600)])
def test_fr_bj_3_no_piece_of_the_felt_covers_a_seat_number(
    qtbot: Any, tmp_path: Path, w: int, h: int, players: int, hyper: bool
) -> None:
    host = make_host(qtbot, tmp_path, aids=True, settings=Settings(virtual_players=players, hyper=hyper))
    host.view.resize(w, h)
    host.view.fit()
    host.trainer.trainer.place_panel()
    found = every_piece(host)
    covered = [
        (f"seat {n}", name)
        for n in range(1, 8)
        for name, shape in found
        if name not in (f"box {n}", f"cards {n}", f"totals {n}", f"results {n}") and meet(numeral(n), shape)
    ]
    assert covered == [], covered


@pytest.mark.parametrize("short", [False, True], ids=["at the maximum", "short of the minimum"])
@pytest.mark.parametrize("g", [layout.WIDE, layout.SQUARE], ids=lambda g: g.name)
def test_fr_bj_3_a_bets_chips_and_its_amount_leave_the_seat_number_clear(
    qtbot: Any, tmp_path: Path, g: Any, short: bool
) -> None:
    """The amount over the chips at the table's maximum (the most chips), and short of the minimum (the
    widest words: "€5 · min €10")."""
    host = make_host(qtbot, tmp_path, settings=Settings(virtual_players=0))
    sc, c = host.scene, host.controller
    host.view.resize(*((1280, 720) if g is layout.WIDE else (1024, 768)))
    host.view.fit()
    assert sc.geometry is g
    amount = sc.config.min_bet // 2 if short else sc.config.max_bet
    c.slip.set_bets({n: (amount, 0) for n in range(1, 8)}, artwork.split_chips)
    c.show_slip()
    for n in range(1, 8):
        badge = sc.amounts[(n, "main")]
        assert badge.isVisible() and ("min" in badge.text) is short, (n, badge.text)
        assert not meet(numeral(n), badge.sceneBoundingRect()), (n, badge.text)
        stack = sc.boxes[n].stakes[0]
        assert stack is not None and stack.isVisible(), n
        assert not meet(numeral(n), stack.sceneBoundingRect()), (n, stack.sceneBoundingRect())
