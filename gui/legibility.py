"""Seeing the table: the high-contrast palette, four-colour cards, the keyboard focus ring and the text scale.

:func:`set_high_contrast` dresses the application's widgets in black, white and yellow (the felt's own
pieces: :mod:`gui.contrast`); :class:`DeckStyle` carries the card options to the card painter;
:func:`text_scale` follows the system font. :mod:`gui.a11y` offers all of them too.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QApplication

from croupier.engine.core.frozen import finish as _finish

from . import style

if TYPE_CHECKING:  # what DeckStyle is: a frozen, slotted dataclass (its methods made without compiling)
    from dataclasses import dataclass as record

    from PySide6.QtGui import QPalette  # imported where used: a table in its own colours never makes one
else:
    from croupier.engine.core.frozen import record

FOCUS_COLOUR = QColor("#ffd400")  #: a yellow that stands out on the green felt and on both card colours


@record(frozen=True, slots=True)
class DeckStyle:
    """The player's card options, passed to the card painter (gui.art.cards.paint_card)."""

    four_colour: bool = False
    high_contrast: bool = False

    def card_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``paint_card`` / ``card_pixmap``."""
        return {"four_colour": self.four_colour, "high_contrast": self.high_contrast}


_finish()  # DeckStyle's methods (see engine.core.frozen)


def high_contrast_palette() -> QPalette:
    """Black and white with yellow highlights: text contrast well above WCAG's 7:1."""
    from PySide6.QtGui import QPalette

    pal = QPalette()
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffd400")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        pal.setColor(group, QPalette.ColorRole.Window, black)
        pal.setColor(group, QPalette.ColorRole.WindowText, white)
        pal.setColor(group, QPalette.ColorRole.Base, black)
        pal.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#1a1a1a"))
        pal.setColor(group, QPalette.ColorRole.Text, white)
        pal.setColor(group, QPalette.ColorRole.Button, black)
        pal.setColor(group, QPalette.ColorRole.ButtonText, white)
        pal.setColor(group, QPalette.ColorRole.BrightText, yellow)
        pal.setColor(group, QPalette.ColorRole.Highlight, yellow)
        pal.setColor(group, QPalette.ColorRole.HighlightedText, black)
        pal.setColor(group, QPalette.ColorRole.ToolTipBase, black)
        pal.setColor(group, QPalette.ColorRole.ToolTipText, white)
        pal.setColor(group, QPalette.ColorRole.Link, QColor("#7fd4ff"))
        pal.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#c0c0c0"))
    grey = QColor("#9a9a9a")
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, grey)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Window, black)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Base, black)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, black)
    return pal


#: a thick yellow frame on whatever has the keyboard focus, for the dialogs and the table's buttons
FOCUS_STYLESHEET = (
    "QAbstractButton:focus, QComboBox:focus, QAbstractSpinBox:focus, QLineEdit:focus, QSlider:focus,"
    " QListView:focus, QTreeView:focus, QTableView:focus, QTextBrowser:focus"
    " { border: 3px solid #ffd400; border-radius: 4px; }"
)

#: in high contrast, every check box's square is drawn white on black (an unticked one stays visible)
#: and a ticked one is filled yellow; the same for the ticks in tables and group boxes
HIGH_CONTRAST_SHEET = (
    "QCheckBox::indicator, QTableView::indicator, QGroupBox::indicator, QListView::indicator"
    " { width: 18px; height: 18px; border: 2px solid #ffffff; background: #000000; border-radius: 3px; }"
    " QCheckBox::indicator:checked, QTableView::indicator:checked, QGroupBox::indicator:checked,"
    " QListView::indicator:checked { background: #ffd400; border: 2px solid #ffffff; }"
    " QCheckBox::indicator:disabled, QTableView::indicator:disabled { border-color: #9a9a9a; }"
    " QToolTip { color: #ffffff; background: #000000; border: 1px solid #ffd400; }"
)

_saved_palette: QPalette | None = None
_saved_sheet = ""


def set_high_contrast(app: QApplication, on: bool) -> None:
    """Switch the application's widgets to the high-contrast palette and back (cards: :class:`DeckStyle`);
    check boxes keep a visible square (:data:`HIGH_CONTRAST_SHEET`)."""
    global _saved_palette, _saved_sheet
    if on:
        from PySide6.QtGui import QPalette

        if _saved_palette is None:
            _saved_palette = QPalette(app.palette())
            _saved_sheet = app.styleSheet()
            app.setStyleSheet(_saved_sheet + HIGH_CONTRAST_SHEET)
        app.setPalette(high_contrast_palette())
    elif _saved_palette is not None:
        app.setPalette(_saved_palette)
        app.setStyleSheet(_saved_sheet)
        _saved_palette = None
    style.HIGH_CONTRAST["on"] = _saved_palette is not None


def high_contrast_active() -> bool:
    """True while the application wears the high-contrast palette."""
    return _saved_palette is not None


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""

    def lum(c: QColor) -> float:
        def ch(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def focus_pen(scale: float = 1.0) -> QPen:
    """The pen of the focus ring drawn around the focused box or button on the felt."""
    pen = QPen(FOCUS_COLOUR, 4.0 * scale)
    pen.setStyle(Qt.PenStyle.DashLine)
    pen.setCosmetic(False)
    return pen


def paint_focus_ring(painter: QPainter, rect: QRectF, radius: float = 12.0, scale: float = 1.0) -> None:
    """Draw the keyboard focus ring around ``rect``: a dark halo under a yellow dashed line, visible on
    the felt, on cards and on chips alike."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    halo = QPen(QColor(0, 0, 0, 200), 8.0 * scale)
    painter.setPen(halo)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(focus_pen(scale))
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


#: the desktop's usual text size, in points (macOS's system font is 13 pt, others' about 10); a larger
#: system font scales the table's text with it
REFERENCE_POINT_SIZE = 13.0 if sys.platform == "darwin" else 10.0


def text_scale(font: QFont | None = None, user: float = 1.0) -> float:
    """How much larger than usual text should be: the system font's size over the usual size, times the
    player's own setting, between 0.8 and 3."""
    f = font if font is not None else QApplication.font()
    size = f.pointSizeF()
    if size <= 0:  # a pixel-sized font: 16 px is the usual size on a 96 dpi screen
        size = f.pixelSize() * 0.75
    base = size / REFERENCE_POINT_SIZE if size > 0 else 1.0
    return max(0.8, min(3.0, base * user))
