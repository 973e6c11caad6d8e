"""The table's look for its windows: help (F1), the PIN dialog with its keypad and the kiosk's menu
wear the felt's colours (dark room, baize green, gold rims, cream lettering, the buttons' deep red)
and, at a kiosk, text large enough to read standing at arm's length.

High contrast (the director's accessibility option) turns the same windows black, white and yellow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from croupier.engine.core.frozen import finish as _finish

if TYPE_CHECKING:  # what they are: frozen, slotted dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record
else:
    from croupier.engine.core.frozen import record


@record(frozen=True, slots=True)
class Palette:
    """The colours the table's windows are drawn with."""

    room: str  #: window background
    panel: str  #: text areas and fields
    ink: str  #: text
    gold: str  #: headings, rims, the focus
    button: str  #: a button's face
    button_down: str
    button_ink: str
    muted: str  #: small print (clause ids)


_finish()  # Palette's methods (see engine.core.frozen)


TABLE = Palette("#14100d", "#0b3d22", "#f3ead2", "#e3c46a", "#7c1119", "#4a070c", "#fbeec4", "#c9bfa4")
CONTRAST = Palette("#000000", "#000000", "#ffffff", "#ffd400", "#000000", "#333333", "#ffffff", "#ffffff")

#: text sizes in pixels: at a desk, and at a kiosk read from a standing player's distance
TEXT_PX = {False: 17, True: 26}


#: the application wears the high-contrast palette (set by gui.legibility.set_high_contrast)
HIGH_CONTRAST = {"on": False}


def high_contrast_on() -> bool:
    """True when the application wears the high-contrast palette (gui.legibility.set_high_contrast)."""
    return HIGH_CONTRAST["on"]


def palette(high_contrast: bool | None = None) -> Palette:
    """The table's colours, or black/white/yellow in high contrast (default: as the application is)."""
    hc = high_contrast_on() if high_contrast is None else high_contrast
    return CONTRAST if hc else TABLE


def is_kiosk(widget: QWidget | None) -> bool:
    """True when ``widget`` belongs to a kiosk's window (the table's view carries ``kiosk``)."""
    while widget is not None:
        if bool(getattr(widget, "kiosk", False)):
            return True
        widget = widget.parentWidget()
    return False


def sheet(kiosk: bool = False, high_contrast: bool | None = None) -> str:
    """The style sheet of the table's windows."""
    c = palette(high_contrast)
    px = TEXT_PX[kiosk]
    big = round(px * 1.6)
    pad = 14 if kiosk else 8
    rim = 3 if high_contrast or c is CONTRAST else 2
    return f"""
QDialog, QMenu, QFrame#tableStyle {{ background: {c.room}; color: {c.ink}; font-size: {px}px; }}
QLabel {{ color: {c.ink}; font-size: {px}px; background: transparent; }}
QLabel#title {{ color: {c.gold}; font-size: {big}px; font-weight: bold; font-family: serif; }}
QLabel#lead {{ color: {c.gold}; font-size: {round(px * 1.2)}px; font-weight: bold; }}
QLabel#message {{ color: {c.gold}; font-weight: bold; }}
QTextBrowser {{ background: {c.panel}; color: {c.ink}; border: {rim}px solid {c.gold}; border-radius: 10px;
  padding: {pad}px; font-size: {px}px; selection-background-color: {c.gold}; selection-color: {c.room}; }}
QLineEdit {{ background: {c.panel}; color: {c.ink}; border: {rim}px solid {c.gold}; border-radius: 8px;
  padding: {pad // 2}px {pad}px; font-size: {big}px; letter-spacing: 6px; }}
QLineEdit:focus {{ border: {rim + 1}px solid {c.gold}; }}
QPushButton, QDialogButtonBox QPushButton {{ background: {c.button}; color: {c.button_ink};
  border: {rim}px solid {c.gold}; border-radius: 12px; padding: {pad}px {pad * 2}px; font-weight: bold;
  font-size: {px}px; min-height: {px * 2 if kiosk else round(px * 1.6)}px;
  min-width: {px * 3 if kiosk else px * 4}px; }}
QPushButton:pressed {{ background: {c.button_down}; }}
QPushButton:focus {{ border: {rim + 2}px solid {c.gold}; }}
QPushButton:disabled {{ color: {c.muted}; border-color: {c.muted}; }}
QMenu {{ border: {rim}px solid {c.gold}; border-radius: 10px; padding: 8px; }}
QMenu::item {{ color: {c.button_ink}; background: {c.button}; border: {rim}px solid {c.gold}; border-radius: 12px;
  padding: {pad + 8}px {pad * 3}px; margin: 6px; font-size: {big if kiosk else px}px; font-weight: bold;
  min-width: {px * 12}px; }}
QMenu::item:selected {{ background: {c.button_down}; color: {c.gold}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0px; }}
QScrollBar:vertical {{ background: {c.room}; width: {px}px; }}
QScrollBar::handle:vertical {{ background: {c.gold}; border-radius: {px // 3}px; min-height: {px * 2}px; }}
"""


def dress(widget: QWidget, kiosk: bool | None = None) -> None:
    """Give a window the table's look (kiosk-sized when it belongs to a kiosk)."""
    k = is_kiosk(widget.parentWidget()) if kiosk is None else kiosk
    widget.setStyleSheet(sheet(k))
    widget.setProperty("kiosk", k)
    # the sheet's "no icons" reaches only button boxes made after it: the ones made before keep the
    # desktop theme's tick and cross beside "OK" and "Cancel", which the table's buttons never wear
    from PySide6.QtGui import QIcon  # here: the table's start imports this module, not the dialogs'
    from PySide6.QtWidgets import QDialogButtonBox

    for box in widget.findChildren(QDialogButtonBox):
        for button in box.buttons():
            button.setIcon(QIcon())


def help_colours() -> dict[str, str]:
    """The colours the help page's HTML uses (headings, small print), matching :func:`sheet`."""
    c = palette()
    return {"heading": c.gold, "muted": c.muted, "ink": c.ink, "rim": c.gold}
