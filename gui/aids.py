"""The player's aids, one service for the table: the language, the sounds, the dealer's voice, the
screen reader's announcements, the help and high contrast.

With sound wanted, one :class:`gui.a11y.TableAssist` does all of it (its keys M, V and L on the
view). A silent table (``sound=False``: the tests, a lab) keeps the language and the announcer
alone and plays no sound. Sound and voice that the machine lacks (QtMultimedia or QtTextToSpeech
without their libraries) leave the table silent and quiet, logged once by :mod:`gui.sound`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QApplication, QWidget

from croupier.engine.core.events import Event
from croupier.engine.core.table import TableConfig
from croupier.engine.store.settings_data import Settings

from .a11y import Announcer, TableAssist, keyboard_help
from .controller import TableController
from .i18n import Languages
from .legibility import set_high_contrast

Keys = list[tuple[str, str]]


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def _set_high_contrast(on: bool) -> None:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        set_high_contrast(app, on)


class PlayerAids(QObject):
    """The aids of one table window (see the module docstring); ``shortcuts`` lists the window's
    keys for the help page."""

    def __init__(self, view: QWidget, settings: Settings, config: TableConfig, *, sound: bool,
                 shortcuts: Callable[[], Keys]) -> None:  # fmt: skip
        super().__init__(view)
        self.view = view
        self.settings = settings
        self.shortcuts = shortcuts
        self.with_sound = sound
        self.assist: TableAssist | None = None
        self.sound: Any = None  #: the :class:`gui.sound.SoundBoard` (None on a silent table)
        self.announcer: Announcer | None = None
        self.languages: Languages | None = None
        self.help_dialog: QWidget | None = None
        self.controller: TableController | None = None  #: the felt followed (a silent table's)
        self.quiet = False  #: no sound while a resumed round is replayed onto the felt
        if not sound:
            self.languages = Languages(self)
            self.languages.set_language(settings.language)
            self.announcer = Announcer(config, view, self)
            _set_high_contrast(settings.high_contrast)

    def attach(self, controller: TableController) -> None:
        """Follow a new felt: each event it shows gets its sound and its sentence."""
        if not self.with_sound:
            self.controller = controller
            controller.animator.shown.connect(self._shown)
            assert self.announcer is not None
            self.announcer.set_config(controller.session.config)
            return
        if self.assist is None:
            self.assist = TableAssist(self.view, controller, self.settings)
            self.assist.shortcuts = self.shortcuts  # F1's page lists the host's keys too
            self.sound, self.announcer, self.languages = self.assist.sound, self.assist.announcer, self.assist.languages
        else:
            self.assist.attach(controller)

    def _shown(self, e: Event) -> None:
        if self.sound is not None and not self.quiet:
            self.sound.play_event(e)
        if self.announcer is not None and self.controller is not None:
            self.announcer.feed(e, self.controller.scene.state.view)  # the felt's projection, which holds e

    @contextmanager
    def silent(self) -> Iterator[None]:
        """No sound inside the block (a resumed round replayed at once); the announcer still follows."""
        sound = self.sound
        muted = sound is not None and bool(sound.is_muted())
        self.quiet = True
        if sound is not None:
            sound.set_muted(True)
        try:
            yield
        finally:
            self.quiet = False
            if sound is not None:
                sound.set_muted(muted)

    def say(self, text: str) -> None:
        """Announce a sentence of the table's own (a stopped journal, a resumed round)."""
        if self.announcer is not None:
            self.announcer.say(text)

    def deck(self) -> tuple[bool, bool]:
        """(four colours, high contrast) for the cards the felt paints."""
        if self.assist is not None:
            return self.assist.deck.four_colour, self.assist.deck.high_contrast
        return self.settings.four_colour, self.settings.high_contrast

    def apply(self, settings: Settings) -> None:
        """The director's new settings: language, volume and mute, high contrast, four colours."""
        self.settings = settings
        if self.assist is not None:
            self.assist.apply(settings)
            return
        if self.languages is not None:
            self.languages.set_language(settings.language)
        if self.sound is not None:
            self.sound.set_volume(settings.volume / 100)
            self.sound.set_muted(settings.mute)
        _set_high_contrast(settings.high_contrast)

    def keys(self) -> Keys:
        """The table's keys as the help page lists them (with M and V when the assist is attached)."""
        if self.assist is not None:
            return list(keyboard_help())
        return [
            ("Enter / Space", _t("deal")), ("H", _t("hit")), ("S", _t("stand")), ("D", _t("double")),
            ("P", _t("split")), ("R", _t("surrender")), ("I / N", _t("insurance: take / decline")),
            ("C", _t("clear the bets")), ("A", _t("repeat the last bets")), ("X", _t("repeat them doubled")),
            ("F1", _t("help")), ("F11", QCoreApplication.translate("Help", "Full screen")),
        ]  # fmt: skip

    def show_help(self, config: TableConfig) -> QWidget:
        """The rules of the active table, in its language (no bet or round needed)."""
        if self.assist is not None:
            self.assist.show_help()
            assert self.assist._help is not None
            self.help_dialog = self.assist._help
        else:
            from . import help as help_page  # here: the rules page is not the first frame's

            self.help_dialog = help_page.show_help(config, self.view, self.shortcuts)
        return self.help_dialog
