"""The one door to card and chip art (:mod:`gui.art`): faces, backs and chips as cached pixmaps.

Pixmaps are cached per size: a card face is painted once per (code, pixel width), not per frame.
"""

from __future__ import annotations

from functools import lru_cache
from types import ModuleType
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from .art import chips as _chips

_cards: ModuleType | None = None  #: gui.art.cards, imported at the first card painted (the first frame needs none)


def _card_art() -> Any:
    global _cards
    if _cards is None:
        from .art import cards

        _cards = cards
    return _cards


CARD_RATIO = 3.5 / 2.5  #: a card's height to width (gui.art.cards' too: a test holds them equal)
DENOMINATIONS: tuple[int, ...] = tuple(_chips.DENOMINATIONS)

#: the player's card options (four-colour deck, high contrast), set by the host from the director's
#: settings; every card the table paints follows them
DECK: dict[str, bool] = {"four_colour": False, "high_contrast": False}


def chip_colours(value: int) -> tuple[QColor, QColor]:
    """Body and edge colours of a chip of ``value`` mills."""
    body, edge = _chips.chip_colours(value)[:2]
    return QColor(body), QColor(edge)


def paint_card(p: QPainter, rect: QRectF, code: str | None, back: str = "red", **kw: Any) -> None:
    """Paint a card face (``code`` like ``"QH"``) or its back (``None``) into ``rect``."""
    _card_art().paint_card(p, rect, code, back=back, **kw)


@lru_cache(maxsize=512)
def card_pixmap(
    code: str | None, width: int, back: str = "red", *, four_colour: bool = False, high_contrast: bool = False
) -> QPixmap:
    """A card painted ``width`` device pixels wide, cached by size and deck options."""
    pm: QPixmap = _card_art().card_pixmap(
        code, width, dpr=1.0, back=back, four_colour=four_colour, high_contrast=high_contrast
    )
    return pm


def paint_chip(p: QPainter, rect: QRectF, value: int) -> None:
    """Paint a chip of ``value`` mills into ``rect`` (a square)."""
    _chips.paint_chip(p, rect, value)


@lru_cache(maxsize=256)
def chip_pixmap(value: int, diameter: int) -> QPixmap:
    """A chip ``diameter`` device pixels wide, cached by size."""
    return _chips.chip_pixmap(value, diameter, dpr=1.0)


def set_deck(four_colour: bool = False, high_contrast: bool = False) -> None:
    """Change the deck options every card is painted with, dropping the pixmaps painted before."""
    new = {"four_colour": bool(four_colour), "high_contrast": bool(high_contrast)}
    if new != DECK:
        DECK.update(new)
        card_pixmap.cache_clear()


def pixel_size(logical: float, scale: float) -> int:
    """A pixmap width for ``logical`` scene units at a device ``scale``, rounded up to a step of 8
    so a few sizes serve every zoom and the cache stays small."""
    px = max(8, int(logical * scale + 0.999))
    return (px + 7) // 8 * 8


def split_chips(amount: int) -> list[int]:
    """An amount as the fewest chips, largest first (odd cents end as a last small chip)."""
    out: list[int] = []
    left = amount
    for d in sorted(DENOMINATIONS, reverse=True):
        while left >= d and len(out) < 40:
            out.append(d)
            left -= d
    if left > 0:
        out.append(left)
    return out


SMOOTH = QPainter.RenderHint.SmoothPixmapTransform  #: the painter's hint the scaled drawings need


def blit(p: QPainter, at: QPointF, pm: QPixmap) -> None:
    """Copy ``pm`` untransformed, its top left at the whole device pixel ``at`` (the painter's
    transform the identity). The copy is the same with smooth pixmap transformation on or off, but
    Qt's raster engine takes its fast blending path only with it off: with it on, a card's blit took
    about four times as long (measured in ``tests/bench/bench_gui.py``'s whole-scene frame). The hint
    is put back as it was."""
    if p.testRenderHint(SMOOTH):
        p.setRenderHint(SMOOTH, False)
        p.drawPixmap(at, pm)
        p.setRenderHint(SMOOTH, True)
    else:
        p.drawPixmap(at, pm)
