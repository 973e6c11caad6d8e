"""The director's side of the table: the PIN (:mod:`gui.director_pin`), then the settings dialog
(:mod:`gui.director_dialog`, its Side bet page in :mod:`gui.director_pays`).

:func:`open_director` is the table's menu entry; :func:`carry_over` keeps the player's table across a
rebuilt felt. The dialogs themselves are imported from their own modules, when the director opens
them (not at the table's start: the settings dialog and its pages weigh on the first frame).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from croupier.engine.store.pin import DirectorPin
    from croupier.engine.store.settings_data import Settings
    from croupier.engine.store.wallet import Wallet

    from .director_dialog import Audit, DirectorResult


def carry_over(old: Any, new: Any, settings: Settings) -> None:
    """A felt rebuilt for the director's settings keeps the player's table: the animation speed the
    player chose (unless the director changed the table's speed), the discard tray (while the same
    shoe deals), the last win and the last bets (REPEAT places them again; the new table's limits are
    checked then); the strategy hint follows the director's choice.

    ``old`` and ``new`` are the previous and the new :class:`gui.controller.TableController`
    (``old`` is None for the first felt)."""
    new.hints = settings.hints
    new.director_speed = settings.speed  # what the director set, to tell it from the player's choice
    if old is not None:
        if getattr(old, "director_speed", settings.speed) == settings.speed:
            new.animator.speed = old.animator.speed
        if old.session.shoe is new.session.shoe:
            new.scene.discard.set_count(old.scene.discard.count)
        new.last_win = old.last_win
        if not new.session.last_bets:  # a new session (a new table, a new journal): REPEAT as before
            new.session.last_bets = dict(old.session.last_bets)
        new.hyper.last = dict(old.hyper.last)  # the new felt's hyper black jack slip starts empty
    new.refresh()


def open_director(
    settings: Settings,
    pin: DirectorPin,
    *,
    round_in_progress: bool = False,
    audit: Audit | None = None,
    path: str | Path | None = None,
    wallet: Wallet | None = None,
    parent: QWidget | None = None,
) -> DirectorResult | None:
    """The table's menu entry: the PIN (set on first use), then the settings; None if nothing applied."""
    from . import director_pin
    from .director_dialog import DirectorDialog

    if not director_pin.ask_pin(pin, parent):
        return None
    dialog = DirectorDialog(
        settings, round_in_progress=round_in_progress, audit=audit, path=path, pin=pin, wallet=wallet, parent=parent
    )
    dialog.exec()
    return dialog.outcome()
