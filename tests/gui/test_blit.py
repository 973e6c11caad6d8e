"""Cards at rest and the felt are copied pixel for pixel with smooth pixmap transformation off (Qt's
raster engine blends them on its fast path only then), and every item puts the painter's render hints
back as it found them: the table's view does not save the painter's state around each item
(``DontSavePainterState``), so a hint left on by one item would reach the next."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from croupier.engine.core.money import SCALE
from croupier.engine.core.table import build_config
from croupier.gui import artwork, items
from croupier.gui.animator import Animator
from croupier.gui.scene import TableScene

SMOOTH = QPainter.RenderHint.SmoothPixmapTransform


def _painter(img: QImage, smooth: bool) -> QPainter:
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(SMOOTH, smooth)
    return p


@pytest.mark.parametrize("smooth", [True, False])
def test_blit_puts_the_hint_back(qapp: Any, smooth: bool) -> None:
    img = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    pm = QPixmap(10, 10)
    pm.fill(QColor(200, 10, 10, 128))
    p = _painter(img, smooth)
    seen: list[bool] = []
    real = p.drawPixmap

    def spy(*args: Any) -> None:
        seen.append(p.testRenderHint(SMOOTH))
        real(*args)

    p.drawPixmap = spy  # type: ignore[method-assign]
    artwork.blit(p, QPointF(5, 7), pm)
    assert seen == [False]  # copied on the fast path whatever the caller's hint
    assert p.testRenderHint(SMOOTH) is smooth
    p.end()
    assert img.pixelColor(5, 7) == img.pixelColor(14, 16) != QColor(0, 0, 0, 0)
    assert img.pixelColor(4, 7).alpha() == 0 and img.pixelColor(15, 16).alpha() == 0


def _dealt_scene() -> TableScene:
    from croupier.engine.core.cards import Card
    from croupier.engine.core.events import Dealt

    scene = TableScene(build_config("france"))
    anim = Animator(scene)
    anim.speed = "instant"
    scene.sync_bets({1: (10 * SCALE, 0), 4: (25 * SCALE, 5 * SCALE)})
    anim.play(
        [
            Dealt(1, 1, Card.parse("9S"), 9, False),
            Dealt(4, 1, Card.parse("QH"), 10, False),
            Dealt(0, 0, Card.parse("KC"), 10, False),
            Dealt(1, 1, Card.parse("7D"), 16, False),
            Dealt(4, 1, Card.parse("5C"), 15, False),
        ]
    )
    return scene


@pytest.mark.parametrize("smooth", [True, False])
def test_every_item_leaves_the_hints_as_it_found_them(qapp: Any, smooth: bool) -> None:
    scene = _dealt_scene()
    img = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
    painted = 0
    for item in scene.items():
        if not item.isVisible() or type(item).paint is items.QGraphicsObject.paint:
            continue
        p = _painter(img, smooth)
        p.setWorldTransform(item.sceneTransform())
        item.paint(p, None, None)  # type: ignore[arg-type]
        assert p.testRenderHint(SMOOTH) is smooth, type(item).__name__
        p.end()
        painted += 1
    kinds = {type(i).__name__ for i in scene.items() if i.isVisible()}
    assert {"CardItem", "ChipStack", "FeltItem"} <= kinds and painted >= 8


def test_cards_at_rest_look_the_same_either_way(qapp: Any) -> None:
    scene = _dealt_scene()
    pictures = []
    for smooth in (True, False):
        img = QImage(1280, 720, QImage.Format.Format_ARGB32_Premultiplied)
        p = _painter(img, smooth)
        scene.render(p, QRectF(0, 0, 1280, 720), scene.sceneRect())
        p.end()
        pictures.append(img)
    assert pictures[0] == pictures[1]
