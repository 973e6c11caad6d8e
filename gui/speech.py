"""Spoken dealer announcements through QtTextToSpeech, where the machine has a speech engine.

Off by default. Where QtTextToSpeech (PySide6-Addons) or a speech engine is missing, :class:`Speaker`
stays silent and says so through ``available``; it never raises. The sentences come from
:mod:`gui.a11y`, already in the table's language; the voice follows :meth:`Speaker.set_language`.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
from typing import Any

from PySide6.QtCore import QLocale, QObject, Signal

from .sound import NO_ADDONS, say_once

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
    try:
        return [e for e in mod.QTextToSpeech.availableEngines() if e not in _TEST_ENGINES]
    except Exception:  # pragma: no cover
        return []


class Speaker(QObject):
    """Speaks short sentences; a silent no-op where text-to-speech is not available.

    ``engine`` picks a QtTextToSpeech engine by name (the tests use Qt's ``mock``); by default the
    platform's first real engine. ``enabled`` is the player's choice and starts off.
    """

    spoken = Signal(str)  #: each sentence handed to the engine

    def __init__(
        self, parent: QObject | None = None, *, engine: str | None = None, enabled: bool = False, rate: float = 0.0
    ) -> None:
        super().__init__(parent)
        self._enabled = enabled
        self._tts: Any | None = None
        self._volume = 1.0
        mod = _tts_module()
        if mod is None:
            return
        try:
            names = [engine] if engine else engines()
            for name in names:
                tts = mod.QTextToSpeech(name, self)
                if tts.state() != mod.QTextToSpeech.State.Error:
                    self._tts = tts
                    tts.setRate(max(-1.0, min(1.0, rate)))
                    break
                tts.deleteLater()
        except Exception:  # pragma: no cover - a broken plug-in must not stop the table
            self._tts = None
        if self._tts is None:
            say_once("voice", logging.INFO, "no speech engine: the dealer's voice stays silent")

    @property
    def available(self) -> bool:
        """Whether a speech engine works on this machine."""
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
            with contextlib.suppress(Exception):  # pragma: no cover
                self._tts.setVolume(self._volume)

    def set_language(self, locale: QLocale) -> bool:
        """Choose a voice for ``locale``'s language (French, Spanish, English); False if none fits."""
        if self._tts is None:
            return False
        try:
            locales = list(self._tts.availableLocales())
            exact = [loc for loc in locales if loc.name() == locale.name()]
            same = [loc for loc in locales if loc.language() == locale.language()]
            pick = (exact or same or [None])[0]
            if pick is None:
                return False
            self._tts.setLocale(pick)
            return True
        except Exception:  # pragma: no cover
            return False

    def say(self, text: str) -> None:
        """Speak ``text`` when enabled and available; otherwise do nothing."""
        if not (self._enabled and self._tts is not None and text):
            return
        try:
            self._tts.say(text)
            self.spoken.emit(text)
        except Exception:  # pragma: no cover
            pass

    def stop(self) -> None:
        """Stop speaking."""
        if self._tts is not None:
            with contextlib.suppress(Exception):  # pragma: no cover
                self._tts.stop()
