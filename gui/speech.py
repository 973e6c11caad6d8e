"""Spoken dealer announcements through QtTextToSpeech, where the machine has a speech engine.

Off by default. Where QtTextToSpeech (PySide6-Addons, or the libraries under it) or a speech engine is
missing, :class:`Speaker` stays silent, says so through ``available`` and logs it once. Qt's speech
calls report trouble through the engine's state, never by raising, so nothing here hides an error. The
sentences come from :mod:`gui.a11y`, already in the table's language; the voice follows :meth:`Speaker.set_language`.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

from PySide6.QtCore import QLocale, QObject, Signal

from .sound import NO_ADDONS, say_once

log = logging.getLogger(__name__)

#: Qt's test engine: never chosen unless asked for by name
_TEST_ENGINES = frozenset({"mock"})


def _tts_module() -> Any | None:
    try:
        return importlib.import_module("PySide6.QtTextToSpeech")
    except ModuleNotFoundError as e:  # PySide6-Addons is not installed: said once, with the sound
        say_once("addons", logging.WARNING, NO_ADDONS, e)
    except (ImportError, OSError) as e:  # its libraries are missing
        say_once("speech", logging.INFO, "the dealer's voice is off: QtTextToSpeech cannot load (%s)", e)
    return None


def engines() -> list[str]:
    """The speech engines this machine offers (empty without QtTextToSpeech)."""
    mod = _tts_module()
    if mod is None:
        return []
    return [e for e in mod.QTextToSpeech.availableEngines() if e not in _TEST_ENGINES]


class Speaker(QObject):
    """Speaks short sentences; a silent no-op where text-to-speech is not available.

    ``engine`` picks a QtTextToSpeech engine by name (the tests use Qt's ``mock``); by default the
    platform's first real engine. ``enabled`` is the player's choice and starts off. Making a speaker
    costs nothing: QtTextToSpeech and its engine start at :meth:`open` (the first sentence, or when
    :attr:`available` is asked), with the volume and language set before.
    """

    spoken = Signal(str)  #: each sentence handed to the engine

    def __init__(
        self, parent: QObject | None = None, *, engine: str | None = None, enabled: bool = False, rate: float = 0.0
    ) -> None:
        super().__init__(parent)
        self._enabled = enabled
        self._tts: Any | None = None
        self._volume = 1.0
        self._engine = engine
        self._rate = rate
        self._locale: QLocale | None = None
        self._opened = False

    @property
    def opened(self) -> bool:
        """Whether :meth:`open` has run (QtTextToSpeech tried)."""
        return self._opened

    def open(self) -> bool:
        """Start the speech engine, once; returns :attr:`available`."""
        if self._opened:
            return self._tts is not None
        self._opened = True
        mod = _tts_module()
        if mod is None:
            return False
        names = [self._engine] if self._engine else engines()
        for name in names:  # an engine that cannot start reports the Error state (Qt raises nothing)
            tts = mod.QTextToSpeech(name, self)
            if tts.state() != mod.QTextToSpeech.State.Error:
                self._tts = tts
                tts.setRate(max(-1.0, min(1.0, self._rate)))
                break
            log.info("the speech engine %s cannot start: %s", name, tts.errorString())
            tts.deleteLater()
        if self._tts is None:
            say_once("voice", logging.INFO, "no speech engine: the dealer's voice stays silent")
            return False
        if self._volume != 1.0:
            self._tts.setVolume(self._volume)
        if self._locale is not None:
            self.set_language(self._locale)
        return True

    @property
    def available(self) -> bool:
        """Whether a speech engine works on this machine (asking starts it)."""
        if not self._opened:
            self.open()
        return self._tts is not None

    def is_enabled(self) -> bool:
        """Whether announcements are spoken (the player's choice)."""
        return self._enabled

    def set_enabled(self, on: bool) -> None:
        """Turn spoken announcements on or off; off also stops the current sentence."""
        self._enabled = bool(on)
        if not on:
            self.stop()

    def set_volume(self, volume: float) -> None:
        """The voice's volume, 0.0–1.0."""
        self._volume = min(1.0, max(0.0, float(volume)))
        if self._tts is not None:
            self._tts.setVolume(self._volume)

    def set_language(self, locale: QLocale) -> bool:
        """Choose a voice for ``locale``'s language (French, Spanish, English); False if none fits (or
        the engine has not started yet: the voice is chosen when it does)."""
        self._locale = QLocale(locale)
        if self._tts is None:
            return False
        locales = list(self._tts.availableLocales())
        exact = [loc for loc in locales if loc.name() == locale.name()]
        same = [loc for loc in locales if loc.language() == locale.language()]
        pick = (exact or same or [None])[0]
        if pick is None:
            log.info("no voice speaks %s: the dealer's voice keeps its language", locale.name())
            return False
        self._tts.setLocale(pick)
        return True

    def say(self, text: str) -> None:
        """Speak ``text`` when enabled and available; otherwise do nothing."""
        if not (self._enabled and text):
            return
        if not self._opened:
            self.open()
        if self._tts is None:
            return
        self._tts.say(text)
        self.spoken.emit(text)

    def stop(self) -> None:
        """Stop speaking."""
        if self._tts is not None:
            self._tts.stop()
