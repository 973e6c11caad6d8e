"""The wide scene's pay-table placard has its lower right corner cut, the room of box 7's cards and
badges (:func:`gui.layout.placard_cut`): every text it prints lies inside its gold line and off the cut,
18 units tall or more (12 px at 1280 × 720), in the three languages, at a French table (with hyper black
jack and without) and at a Puerto Rico table (11 lines of pay rows in French); each limit is printed,
across the placard or on two lines left of the cut."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath

from croupier.engine.core.table import build_config
from croupier.gui import i18n, layout
from croupier.gui.placard import cut_full_lines, limits_lines, paint_placard, split_limit
from tests.gui.test_text_size import _Device, _Recorder


class _Places(_Recorder):
    """Keeps every text drawn with its rectangle on the felt (its advance, ascent and descent)."""

    def __init__(self) -> None:
        super().__init__()
        self.placed: list[tuple[str, QRectF, float]] = []

    def drawTextItem(self, p: Any, item: Any) -> None:
        if not item.text().strip():
            return
        m = QFontMetricsF(item.font())
        box = QRectF(p.x(), p.y() - m.ascent(), m.horizontalAdvance(item.text()), m.ascent() + m.descent())
        at = self.painter().worldTransform().mapRect(box)
        self.placed.append((item.text(), at, float(item.font().pixelSize())))


def inner_outline(rect: QRectF, cut: QRectF) -> QPainterPath:
    """Inside the placard's gold line (7 units in), the cut and its gold line (7 units around it) left out."""
    path = QPainterPath()
    path.addRect(rect.adjusted(7, 7, -7, -7))
    hole = QPainterPath()
    hole.addRect(cut.adjusted(-7, -7, 8, 8))
    return path.subtracted(hole)


TABLES = {
    "france": {},
    "france+hyper": {"hyper": {"min": "1", "max": "100"}},
    "puerto-rico": {},
}


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("table", list(TABLES))
def test_the_cut_placards_texts_lie_inside_it_off_box_7s_room(qapp: Any, language: str, table: str) -> None:
    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        layout.use(layout.WIDE)
        config = build_config(table.split("+")[0], **TABLES[table])
        rect = QRectF(layout.PLACARD)
        cut = layout.placard_cut(rect)
        assert not cut.isEmpty()
        dev = _Device(1920, 1080)
        dev.engine = _Places()
        p = QPainter(dev)
        paint_placard(p, rect, config, cut)
        p.end()
        placed = dev.engine.placed
        assert len(placed) > 8
        inside = inner_outline(rect, cut)
        outside = [(t, r) for t, r, _px in placed if not inside.contains(r)]
        assert outside == [], (language, table, outside)
        assert min(px for _t, _r, px in placed) >= 18.0, (language, table)
        texts = [t for t, _r, _px in placed]
        for line in limits_lines(config):  # across the placard, or its name and amounts left of the cut
            assert line in texts or all(part in texts for part in split_limit(line) if part), (line, texts)
        left_of_cut = [t for t, r, _px in placed if r.top() >= cut.top()]
        if (language, table) == ("fr", "puerto-rico"):  # eleven lines of pay rows: the limits left of the cut
            assert len(left_of_cut) == 4, left_of_cut
        across = cut_full_lines(config, rect, cut)  # the sign ends above the cut when they all fit across it
        assert [t for t in texts if t in limits_lines(config)] == across, (texts, across)
        assert (left_of_cut == []) is (len(across) == len(limits_lines(config))), left_of_cut
        assert all(r.right() <= cut.left() - 7 for _t, r, _px in placed if r.bottom() > cut.top())  # its gold line
    finally:
        lang.set_language("en")
        layout.use(layout.WIDE)


def test_the_square_scenes_placard_is_whole(qapp: Any) -> None:
    """The 4:3 placard (wide and short, above box 7) keeps its corner: its outline is its rectangle."""
    layout.use(layout.SQUARE)
    try:
        assert layout.placard_cut(layout.PLACARD).isEmpty()
        assert layout.placard_outline().boundingRect() == QRectF(layout.PLACARD)
        assert layout.placard_outline().contains(QPointF(layout.PLACARD.right() - 2, layout.PLACARD.bottom() - 2))
    finally:
        layout.use(layout.WIDE)


@pytest.mark.parametrize("side", ["right", "left"])
def test_the_sign_is_cut_exactly_at_its_corner(qapp: Any, side: str) -> None:
    """The sign's face ends at the cut's edge, on the right (the pay table's) as on the left (hyper
    black jack's), so the texts laid out beside the cut stay on the sign."""
    from croupier.gui.placard import sign_shape

    rect = QRectF(8, 10, 368, 392)
    cut = QRectF(rect.right() - 158, rect.bottom() - 98, 158, 98)
    if side == "left":
        cut.moveLeft(rect.left())
    edge = cut.left() if side == "right" else cut.right()
    inward = -1 if side == "right" else 1  # from the cut's edge towards the rest of the sign
    shape = sign_shape(rect, 14, cut)
    y = cut.center().y()
    assert shape.contains(QPointF(edge + 2 * inward, y))
    assert not shape.contains(QPointF(edge - 2 * inward, y))
    assert shape.contains(QPointF(cut.center().x(), cut.top() - 2))
