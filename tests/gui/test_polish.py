"""The felt as the director's settings and the player's language leave it: the four-colour deck and
high contrast reach the cards on the table, long French and Spanish labels fit their buttons and the
placard, the placard speaks the regulation's own words [FR-LL-3, PR-LL-6], split hands stay apart."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from engine.pin import DirectorPin
from engine.recovery import StreamRandom
from engine.settings import Settings
from gui import artwork
from gui.host import TableHost
from gui.items import CardItem
from gui.table_view import QuickScene, TableView


@pytest.fixture(autouse=True)
def plain_deck() -> Any:
    """Each test leaves the cards as the default settings paint them."""
    yield
    artwork.set_deck(False, False)


def make_host(qtbot: Any, tmp_path: Path, settings: Settings | None = None, *, aids: bool = False) -> TableHost:
    """A table opened on ``settings`` (default ones when None), on a seeded shoe."""
    settings = settings or Settings()
    view = TableView(QuickScene())
    qtbot.addWidget(view)
    pin = DirectorPin(tmp_path / "director-pin.json", n=2**8)
    host = TableHost(view, settings, settings.validate(), settings_path=tmp_path / "settings.toml",
                     data_dir=tmp_path / "data", rng=StreamRandom(3), pin=pin, sound=aids)  # fmt: skip
    host.controller.animator.speed = "instant"
    return host


def card_image(code: str) -> QImage:
    """A face-up card item as the felt paints it, at rest, one scene unit to a pixel."""
    img = QImage(200, 260, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.translate(QPointF(100, 130))
    CardItem(code, face_up=True).paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    return img


# ------------------------------------------------------------------------------ deck options


@pytest.mark.parametrize("option", ["four_colour", "high_contrast"])
def test_director_deck_option_reaches_the_cards_on_the_felt(qtbot: Any, tmp_path: Path, option: str) -> None:
    """A table opened with the option paints its diamonds otherwise than a default table."""
    make_host(qtbot, tmp_path / "plain")
    plain = card_image("7D")
    make_host(qtbot, tmp_path / "styled", Settings(**{option: True}))
    assert artwork.DECK[option] is True
    assert card_image("7D") != plain


@pytest.mark.parametrize("option", ["four_colour", "high_contrast"])
def test_director_deck_change_repaints_the_cards_between_rounds(qtbot: Any, tmp_path: Path, option: str) -> None:
    """The director's change through the player aids (gui.a11y's deck) takes effect on the next felt,
    and switching it off again gives back the very same card."""
    host = make_host(qtbot, tmp_path, aids=True)
    plain = card_image("QD")
    host.apply_settings(replace(host.settings, **{option: True}), False)
    assert card_image("QD") != plain
    host.apply_settings(replace(host.settings, **{option: False}), False)
    assert card_image("QD") == plain
