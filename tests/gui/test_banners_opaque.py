"""The banners over the felt hide what lies under them: the felt's printed lettering ("BLACKJACK PAYS 3 TO
2", "DEALER MUST…") used to show through the trainer's flag, the refusal's message and the insurance
offer, faintly, which read as a glitch. Each is rendered offscreen where the table puts it, over the
lettering, with the felt under it and without: inside its frame not one pixel changes."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from croupier.gui import layout
from croupier.gui.controls import InsuranceOffer
from croupier.gui.items import Banner, Toast
from croupier.gui.trainer import FLAG_POS
from croupier.gui.trainer_panel import TrainerFlag
from tests.gui.test_table import make


def render(scene: Any, rect: QRectF) -> QImage:
    img = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    img.fill(QColor("magenta"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, img.width(), img.height()), rect, Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    return img


def inside(item: QGraphicsItem) -> QRectF:
    """The banner's face, inside its rounded corners and its edge (a ribbon's: inside its notched ends)."""
    if isinstance(item, Banner):
        return QRectF(-380, -44, 760, 96)
    return item.boundingRect().adjusted(18, 18, -18, -18)


def banners() -> list[tuple[str, QGraphicsItem, QPointF]]:
    flag = TrainerFlag()
    flag.set_text("The strategy says STAND, not SPLIT", "A pair of eights against a 10")
    offer = InsuranceOffer()
    offer.ask("Insurance for box 4?")
    return [
        ("trainer flag", flag, FLAG_POS),
        ("refusal", Toast("Minimum bet €10", "[FR-LIM-1]"), layout.TOAST),
        ("insurance offer", offer, layout.INSURANCE_OFFER),
        ("banner", Banner("Shuffling"), layout.BANNER),
    ]


@pytest.mark.parametrize("which", range(4), ids=["trainer flag", "refusal", "insurance offer", "banner"])
def test_a_banner_hides_the_felts_lettering_under_it(qtbot: Any, which: int) -> None:
    scene, _c, _v, _s = make(qtbot)
    name, item, at = banners()[which]
    scene.addItem(item)
    item.setPos(at)
    item.setVisible(True)
    item.setZValue(1000)
    for other in scene.items():  # only the felt under the banner: what the felt prints is what may show
        if other is not item and other is not scene.felt and other.parentItem() is None:
            other.setVisible(False)
    frame = inside(item).translated(at)
    lettered = render(scene, frame)
    scene.felt.setVisible(False)
    bare = render(scene, frame)
    scene.felt.setVisible(True)
    rows, cols = range(lettered.height()), range(lettered.width())
    changed = sum(lettered.pixel(x, y) != bare.pixel(x, y) for y in rows for x in cols)
    assert changed == 0, (name, changed)


def test_the_felts_lettering_lies_under_the_banners(qtbot: Any) -> None:
    """The measure above measures something: the printed lines lie under where the banners go, and
    without a banner the felt's pixels there change with the lettering."""
    scene, _c, _v, _s = make(qtbot)
    for other in scene.items():
        if other is not scene.felt and other.parentItem() is None:
            other.setVisible(False)
    for _name, item, at in banners():
        frame = inside(item).translated(at)
        lettered = render(scene, frame)
        scene.felt.setVisible(False)
        bare = render(scene, frame)
        scene.felt.setVisible(True)
        assert lettered != bare
