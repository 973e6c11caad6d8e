"""The table's sounds: synthesized here (no recorded files), played through QtMultimedia when present.

:func:`render` makes each sound from sine partials and seeded noise with the standard library only;
``tools/make_sounds.py`` writes them to ``assets/sounds/``. :class:`SoundBoard` plays them by name with a
volume and a mute, and quietly does nothing where QtMultimedia, an audio library or a device is missing:
the table never fails for want of sound. Without PySide6-Addons (a kiosk or lab install) it says so once;
a machine without a sound device or server plays silently and says so only in the log.
"""

from __future__ import annotations

import importlib
import logging
import math
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLoggingCategory, QObject, Signal

from croupier.engine.core.events import TYPE_OF

log = logging.getLogger(__name__)
_said: set[str] = set()

#: the one notice of an install without PySide6-Addons (sound and the dealer's voice both come from it)
NO_ADDONS = "sound and the dealer's voice are off: PySide6-Addons is not installed (%s)"


def say_once(key: str, level: int, message: str, *args: object) -> None:
    """Log ``message`` the first time ``key`` comes up in this process, never again."""
    if key not in _said:
        _said.add(key)
        log.log(level, message, *args)


RATE = 44100
PEAK = 0.8  #: loudest sample, as a fraction of full scale

#: every sound the table plays, and what it is for
SOUNDS: dict[str, str] = {
    "deal": "a card slides from the shoe to a box",
    "flick": "a card is turned over",
    "chip": "one chip placed",
    "chips": "a stack of chips paid or collected",
    "shuffle": "the shoe is shuffled",
    "win": "a winning hand",
}

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def _mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds, growing it when needed."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += gain * s


def _noise(rng: random.Random, seconds: float, *, low: float, high: float) -> Samples:
    """White noise through a one-pole high-pass at ``low`` Hz and a one-pole low-pass at ``high`` Hz."""
    n = int(seconds * RATE)
    a_hp = RATE / (RATE + 2 * math.pi * low)
    a_lp = 2 * math.pi * high / (RATE + 2 * math.pi * high)
    out: Samples = []
    prev_in = prev_hp = lp = 0.0
    for _ in range(n):
        x = rng.uniform(-1.0, 1.0)
        hp = a_hp * (prev_hp + x - prev_in)
        prev_in, prev_hp = x, hp
        lp += a_lp * (hp - lp)
        out.append(lp)
    return out


def _envelope(samples: Samples, attack: float, decay: float) -> Samples:
    """A linear attack of ``attack`` seconds, then an exponential decay with time constant ``decay``."""
    na = max(1, int(attack * RATE))
    out: Samples = []
    for i, s in enumerate(samples):
        t = i / RATE
        g = i / na if i < na else math.exp(-(t - attack) / decay)
        out.append(s * g)
    return out


def _tone(partials: list[tuple[float, float, float]], seconds: float, attack: float = 0.002) -> Samples:
    """A sum of decaying sines: each partial is (frequency Hz, amplitude, decay time constant s)."""
    n = int(seconds * RATE)
    na = max(1, int(attack * RATE))
    out: Samples = []
    for i in range(n):
        t = i / RATE
        v = 0.0
        for f, a, d in partials:
            v += a * math.exp(-t / d) * math.sin(2 * math.pi * f * t)
        out.append(v * min(1.0, i / na))
    return out


def _chip(rng: random.Random, pitch: float = 1.0) -> Samples:
    """A clay chip on a chip: an inharmonic click with a short bright ring."""
    ring = _tone([(2870 * pitch, 0.9, 0.018), (4730 * pitch, 0.55, 0.012), (6390 * pitch, 0.35, 0.008)], 0.09)
    click = _envelope(_noise(rng, 0.012, low=2000, high=9000), 0.0005, 0.003)
    _mix(ring, click, 0.0, 0.8)
    return ring


def _deal(rng: random.Random) -> Samples:
    """A card sliding over the felt, ending with a soft tap."""
    slide = _noise(rng, 0.20, low=700, high=5000)
    n = len(slide)
    shaped = [s * math.sin(math.pi * i / n) ** 1.5 for i, s in enumerate(slide)]
    tap = _envelope(_noise(rng, 0.03, low=300, high=2500), 0.001, 0.006)
    _mix(shaped, tap, 0.17, 1.4)
    return shaped


def _flick(rng: random.Random) -> Samples:
    """A card turned over: a short, bright snap."""
    snap = _envelope(_noise(rng, 0.06, low=1500, high=8000), 0.001, 0.010)
    body = _tone([(420, 0.3, 0.01)], 0.06)
    _mix(snap, body, 0.0, 1.0)
    return snap


def _chips(rng: random.Random) -> Samples:
    """A small stack of chips set down one on another."""
    out = _silence(0.05)
    t = 0.0
    for k in range(5):
        _mix(out, _chip(rng, pitch=rng.uniform(0.93, 1.07)), t, 1.0 - 0.12 * k)
        t += rng.uniform(0.035, 0.06)
    return out


def _shuffle(rng: random.Random) -> Samples:
    """A riffle shuffle: a run of card flicks that speeds up, then the bridge settling the cards."""
    out = _silence(0.1)
    t, gap = 0.0, 0.022
    for _ in range(52):
        tick = _envelope(_noise(rng, 0.018, low=1200, high=7000), 0.0005, 0.004)
        _mix(out, tick, t, rng.uniform(0.45, 0.8))
        t += gap * rng.uniform(0.8, 1.2)
        gap = max(0.008, gap * 0.975)
    bridge = _noise(rng, 0.28, low=400, high=3000)
    n = len(bridge)
    _mix(out, [s * math.sin(math.pi * i / n) for i, s in enumerate(bridge)], t + 0.05, 0.7)
    return out


def _win(rng: random.Random) -> Samples:
    """A bright major arpeggio (C–E–G–C) with bell-like partials."""
    out = _silence(0.1)
    for k, f in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):
        bell = _tone([(f, 0.8, 0.35), (2 * f, 0.25, 0.18), (2.76 * f, 0.12, 0.08)], 0.9)
        _mix(out, bell, 0.09 * k, 0.9 if k < 3 else 1.0)
    return out


_MAKERS: dict[str, Callable[[random.Random], Samples]] = {
    "deal": _deal,
    "flick": _flick,
    "chip": lambda rng: _chip(rng),
    "chips": _chips,
    "shuffle": _shuffle,
    "win": _win,
}


def render(name: str) -> Samples:
    """The sound ``name`` as samples in [-PEAK, PEAK], the same every time (seeded by its name)."""
    rng = random.Random(f"croupier-{name}")
    samples = _MAKERS[name](rng)
    fade = int(0.004 * RATE)  # no click at either end
    for i in range(min(fade, len(samples))):
        samples[i] *= i / fade
        samples[-1 - i] *= i / fade
    top = max(abs(s) for s in samples) or 1.0
    return [s * PEAK / top for s in samples]


def wav_bytes(name: str) -> bytes:
    """The sound ``name`` as a 16-bit mono WAV file."""
    import io
    import wave

    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(round(s * 32767).to_bytes(2, "little", signed=True) for s in render(name)))
    return buf.getvalue()


def write_sounds(folder: Path) -> list[Path]:
    """Write every sound as ``folder/NAME.wav``; returns the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        path.write_bytes(wav_bytes(name))
        paths.append(path)
    return paths


def sounds_dir() -> Path:
    """``assets/sounds`` beside the ``gui`` package (also inside a PyInstaller bundle)."""
    return Path(__file__).resolve().parent.parent / "assets" / "sounds"


#: engine event type (engine.core.events.TYPE_OF) → the sound it makes on the felt
EVENT_SOUNDS: dict[str, str] = {
    "shuffle": "shuffle",
    "card": "deal",
    "reveal": "flick",
    "bet": "chip",
    "side-hold": "chip",
    "main-pay": "chips",
    "side-pay": "chips",
    "insurance-pay": "chips",
    "main-collect": "chips",
    "side-collect": "chips",
    "insurance-collect": "chips",
    "main-return": "chip",
}
_WINS = frozenset({"main-pay", "side-pay", "insurance-pay"})


def sound_for_event(event: object, *, first_win: bool = False) -> str | None:
    """The sound of an engine event: cards slide, chips click, the shoe riffles; the round's first
    win chimes (``first_win``), later payouts only click. None for silent events (announce, clear)."""
    kind = TYPE_OF.get(type(event))
    if kind is None:
        return None
    if first_win and kind in _WINS:
        return "win"
    return EVENT_SOUNDS.get(kind)


def _sound_files(cache: Path | None = None) -> dict[str, Path]:
    """Each sound's file: the shipped one, or one synthesized into the user's cache folder when missing."""
    folder = sounds_dir()
    if all((folder / f"{n}.wav").is_file() for n in SOUNDS):
        return {n: folder / f"{n}.wav" for n in SOUNDS}
    if cache is None:
        from croupier.engine.cli.doctor import cache_dir  # here: its imports are not the first frame's

        cache = cache_dir() / "sounds"
    if not all((cache / f"{n}.wav").is_file() for n in SOUNDS):
        write_sounds(cache)
    return {n: cache / f"{n}.wav" for n in SOUNDS}


def _multimedia() -> Any | None:
    """The QtMultimedia module, or None where it (or the audio library under it) cannot load."""
    # optional video and PipeWire libraries that the audio effects never use: do not list their absence
    QLoggingCategory.setFilterRules("qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false")
    try:
        return importlib.import_module("PySide6.QtMultimedia")
    except ModuleNotFoundError as e:
        say_once("addons", logging.WARNING, NO_ADDONS, e)
    except (ImportError, OSError) as e:  # its audio library (libpulse.so.0) is missing
        say_once("multimedia", logging.WARNING, "sound is off: QtMultimedia cannot load (%s)", e)
    return None


class SoundBoard(QObject):
    """Plays the table's sounds by name; a silent no-op where audio is missing, never raising.

    ``volume`` is 0.0–1.0 on a perceptual (logarithmic) scale; ``muted`` silences without losing it.
    Each sound keeps two players so that quick repeats (chips, cards) overlap instead of cutting off.
    With no audio output at start (a kiosk without speakers, a test machine) it stays silent.

    Making a board costs nothing: QtMultimedia is loaded and the sounds are opened on the device by
    :meth:`open`, at the first sound played (or when :attr:`available` is asked), so the table's first
    frame never waits for the audio library. A sound asked for then plays once its file is loaded.
    """

    volumeChanged = Signal(float)
    mutedChanged = Signal(bool)

    VOICES = 2

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        volume: float = 0.7,
        muted: bool = False,
        enabled: bool = True,
        require_device: bool = True,
    ) -> None:
        super().__init__(parent)
        self._volume = min(1.0, max(0.0, float(volume)))
        self._muted = bool(muted)
        self._effects: dict[str, list[Any]] = {}
        self._next: dict[str, int] = {}
        self._won = False
        self._qm: Any | None = None
        self._enabled = enabled
        self._require_device = require_device
        self._opened = False

    @property
    def opened(self) -> bool:
        """Whether :meth:`open` has run (QtMultimedia tried, the sounds loaded where it works)."""
        return self._opened

    def open(self) -> bool:
        """Load QtMultimedia and the sounds onto the audio device, once; returns :attr:`available`.
        Where audio is missing the board stays silent (said once in the log)."""
        if self._opened:
            return self.available
        self._opened = True
        self._qm = _multimedia() if self._enabled else None
        if self._qm is None:
            return False
        if self._require_device and not self._qm.QMediaDevices.audioOutputs():
            say_once("device", logging.INFO, "no audio output: the table plays silently")
            self._qm = None
            return False
        try:
            files = _sound_files()
        except OSError as e:  # no shipped sounds and the cache folder cannot take synthesized ones
            say_once("files", logging.WARNING, "sound is off: the sound files cannot be written (%s)", e)
            self._qm = None
            return False
        from PySide6.QtCore import QUrl  # here: the board opens after the first frame

        for name, path in files.items():  # a file Qt cannot decode plays nothing (its status says why)
            voices = []
            for _ in range(self.VOICES):
                effect = self._qm.QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                voices.append(effect)
            self._effects[name] = voices
            self._next[name] = 0
        self._apply_volume()
        return self.available

    @property
    def available(self) -> bool:
        """Whether sounds can be played at all on this machine (QtMultimedia loaded; asking opens the board)."""
        if not self._opened:
            self.open()
        return self._qm is not None and bool(self._effects)

    def volume(self) -> float:
        """The volume, 0.0–1.0."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the volume (clamped to 0.0–1.0)."""
        v = min(1.0, max(0.0, float(volume)))
        if v != self._volume:
            self._volume = v
            self._apply_volume()
            self.volumeChanged.emit(v)

    def is_muted(self) -> bool:
        """Whether sound is muted."""
        return self._muted

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; the volume is kept."""
        if bool(muted) != self._muted:
            self._muted = bool(muted)
            self._apply_volume()
            self.mutedChanged.emit(self._muted)

    def linear_volume(self) -> float:
        """The gain actually given to the players (0 when muted)."""
        if self._muted:
            return 0.0
        if self._qm is None:
            return self._volume
        audio = self._qm.QtAudio  # Qt 6.7 and later (the PySide6 pin)
        return float(
            audio.convertVolume(self._volume, audio.VolumeScale.LogarithmicVolumeScale,
                                audio.VolumeScale.LinearVolumeScale)
        )  # fmt: skip

    def _apply_volume(self) -> None:
        gain = self.linear_volume()
        for voices in self._effects.values():
            for effect in voices:
                effect.setVolume(gain)
                effect.setMuted(self._muted)

    def play(self, name: str) -> None:
        """Play the sound ``name`` (one of :data:`SOUNDS`); unknown names, mute and missing audio do nothing."""
        if self._muted or self._volume <= 0.0:
            return
        if not self._opened:
            self.open()  # the first sound opens the device; it plays once its file is loaded
        voices = self._effects.get(name)
        if not voices:
            return
        i = self._next[name]
        self._next[name] = (i + 1) % len(voices)
        voices[i].play()  # a device gone meanwhile: Qt plays nothing and raises nothing

    def play_event(self, event: object) -> None:
        """The sound of one engine event as the table shows it (see :func:`sound_for_event`)."""
        name = sound_for_event(event, first_win=not self._won)
        if name == "win":
            self._won = True
        if type(event).__name__ == "Clear" and getattr(event, "box", None) == 0:
            self._won = False  # the dealer's cards leave last: the round is over
        if name:
            self.play(name)

    def stop(self) -> None:
        """Stop every sound that is playing."""
        for voices in self._effects.values():
            for effect in voices:
                effect.stop()
