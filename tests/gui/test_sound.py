"""Sounds: our own synthesized files, and a board that never fails the table when audio is missing."""

from __future__ import annotations

import io
import logging
import sys
import wave
from array import array
from pathlib import Path

import pytest

from croupier.gui import sound, speech
from croupier.gui.sound import SOUNDS, SoundBoard


def _read(data: bytes) -> tuple[int, array[int]]:
    with wave.open(io.BytesIO(data)) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        frames = array("h", w.readframes(w.getnframes()))
        return w.getframerate(), frames


@pytest.mark.parametrize("name", list(SOUNDS))
def test_each_sound_is_a_short_audible_unclipped_wav(name: str) -> None:
    rate, frames = _read(sound.wav_bytes(name))
    seconds = len(frames) / rate
    assert 0.03 < seconds < 2.0
    peak = max(abs(x) for x in frames)
    assert 0.5 * 32767 < peak <= round(sound.PEAK * 32767)  # loud enough, never clipped
    # faded in and out: no click at either end
    assert abs(frames[0]) < 200 and abs(frames[-1]) < 200


def test_sounds_are_distinct_and_reproducible() -> None:
    rendered = {n: sound.wav_bytes(n) for n in SOUNDS}
    assert len(set(rendered.values())) == len(SOUNDS)
    assert sound.wav_bytes("chip") == rendered["chip"]


@pytest.mark.parametrize("name", list(SOUNDS))
def test_shipped_sound_files_are_the_generated_ones(name: str) -> None:
    """assets/sounds/ holds exactly what tools/make_sounds.py makes (within one step of rounding)."""
    shipped = sound.sounds_dir() / f"{name}.wav"
    assert shipped.is_file(), "run tools/make_sounds.py"
    _, got = _read(shipped.read_bytes())
    _, want = _read(sound.wav_bytes(name))
    assert len(got) == len(want)
    assert max(abs(a - b) for a, b in zip(got, want, strict=True)) <= 1


def test_soundboard_without_multimedia_is_silent_and_never_raises(qapp: object) -> None:
    board = SoundBoard(enabled=False)
    assert not board.available
    for name in [*SOUNDS, "no-such-sound", ""]:
        board.play(name)
    board.set_volume(3.0)
    assert board.volume() == 1.0
    board.set_volume(-1)
    assert board.volume() == 0.0
    board.set_muted(True)
    assert board.is_muted() and board.linear_volume() == 0.0
    board.stop()


def test_soundboard_survives_a_failing_import(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """A machine without libpulse0: importing QtMultimedia fails, and the board is simply silent."""
    monkeypatch.setattr(sound, "_multimedia", lambda: None)
    board = SoundBoard()
    assert not board.available
    board.play("win")


def test_soundboard_whose_sounds_cannot_be_written_is_silent_and_says_so_once(
    qapp: object, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """No shipped sounds and a cache folder that cannot take them (read-only home): silent, one warning."""

    class Devices:
        @staticmethod
        def audioOutputs() -> list[str]:
            return ["speakers"]

    class Multimedia:
        QMediaDevices = Devices

    def unwritable(cache: object = None) -> dict[str, object]:
        raise PermissionError(13, "Permission denied", "/home/x/.cache/croupier/sounds")

    monkeypatch.setattr(sound, "_multimedia", lambda: Multimedia)
    monkeypatch.setattr(sound, "_sound_files", unwritable)
    monkeypatch.setattr(sound, "_said", set())
    with caplog.at_level(logging.INFO, logger="croupier.gui.sound"):
        boards = [SoundBoard(), SoundBoard()]
    assert not any(b.available for b in boards)
    boards[0].play("win")
    said = [r.getMessage() for r in caplog.records if "cannot be written" in r.getMessage()]
    assert len(said) == 1 and "Permission denied" in said[0]


def test_soundboard_loads_every_sound_when_multimedia_is_present(qapp: object) -> None:
    if sound._multimedia() is None:
        pytest.skip("QtMultimedia (PySide6-Addons) or libpulse0 is not installed")
    board = SoundBoard(require_device=False, volume=0.5)
    assert board.available
    assert set(board._effects) == set(SOUNDS)
    for name, voices in board._effects.items():
        assert voices[0].source().toLocalFile().endswith(f"{name}.wav")
        assert 0.0 < voices[0].volume() <= 0.5  # logarithmic 0.5 is quieter than linear 0.5
    board.set_muted(True)
    assert all(v.volume() == 0.0 for vs in board._effects.values() for v in vs)
    board.set_muted(False)
    board.play("chips")  # with no device this is silent, and must not raise
    board.play("chips")
    assert board._next["chips"] == 0  # two voices, used in turn


def test_soundboard_signals_changes(qapp: object) -> None:
    board = SoundBoard(enabled=False)
    seen: list[object] = []
    board.volumeChanged.connect(seen.append)
    board.mutedChanged.connect(seen.append)
    board.set_volume(0.25)
    board.set_volume(0.25)  # no change, no signal
    board.set_muted(True)
    assert seen == [0.25, True]


def test_speaker_without_engine_is_silent(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(speech, "_tts_module", lambda: None)
    s = speech.Speaker(enabled=True)
    assert not s.available
    said: list[str] = []
    s.spoken.connect(said.append)
    s.say("Two bonuses in play")
    assert said == []
    assert speech.engines() == []


def test_speaker_speaks_only_when_enabled(qapp: object) -> None:
    mod = speech._tts_module()
    if mod is None or "mock" not in mod.QTextToSpeech.availableEngines():
        pytest.skip("QtTextToSpeech (PySide6-Addons) is not installed")
    s = speech.Speaker(engine="mock")
    assert s.available
    said: list[str] = []
    s.spoken.connect(said.append)
    s.say("Insurance?")
    assert said == []  # off by default
    s.set_enabled(True)
    s.say("Insurance?")
    assert said == ["Insurance?"]
    assert "mock" not in speech.engines()  # Qt's test engine is never picked by itself


def test_events_make_their_sounds() -> None:
    from croupier.engine.core import events as ev
    from croupier.engine.core.cards import Card

    assert sound.sound_for_event(ev.Dealt(1, 1, Card.parse("AS"), 11, True)) == "deal"
    assert sound.sound_for_event(ev.Reveal(Card.parse("AS"), 21, True)) == "flick"
    assert sound.sound_for_event(ev.Bet(1, "main", 10_000)) == "chip"
    assert sound.sound_for_event(ev.Shuffle(312)) == "shuffle"
    assert sound.sound_for_event(ev.MainPay(1, 0, 10_000)) == "chips"
    assert sound.sound_for_event(ev.MainPay(1, 0, 10_000), first_win=True) == "win"
    assert sound.sound_for_event(ev.MainCollect(1, 0, 10_000), first_win=True) == "chips"
    assert sound.sound_for_event(ev.Announce(2)) is None
    assert sound.sound_for_event("not an event") is None
    assert set(sound.EVENT_SOUNDS.values()) | {"win"} == set(SOUNDS)  # every sound is used


def test_board_chimes_once_per_round(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from croupier.engine.core import events as ev

    board = SoundBoard(enabled=False)
    played: list[str] = []
    monkeypatch.setattr(board, "play", played.append)
    for e in (ev.MainPay(1, 0, 1000), ev.MainPay(2, 0, 1000), ev.Clear(1), ev.Clear(0), ev.SidePay(3, "any-20", 1, 4)):
        board.play_event(e)
    assert played == ["win", "chips", "win"]


def test_without_addons_sound_and_voice_say_so_once(
    qapp: object, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """No PySide6-Addons: one warning for sound and voice together, however many boards and speakers."""
    import logging

    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    monkeypatch.setitem(sys.modules, "PySide6.QtTextToSpeech", None)
    monkeypatch.setattr(sound, "_said", set())
    with caplog.at_level(logging.INFO, logger="croupier.gui.sound"):
        boards = [SoundBoard(require_device=False) for _ in range(3)]
        speakers = [speech.Speaker(enabled=True) for _ in range(2)]
    assert not any(b.available for b in boards) and not any(s.available for s in speakers)
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1
    assert "PySide6-Addons is not installed" in warnings[0].getMessage()


def test_missing_sound_files_are_made_once_in_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sound, "sounds_dir", lambda: tmp_path / "nowhere")
    files = sound._sound_files(tmp_path / "cache")
    assert set(files) == set(SOUNDS) and all(p.parent == tmp_path / "cache" for p in files.values())
    stamp = {n: p.stat().st_mtime_ns for n, p in files.items()}
    assert sound._sound_files(tmp_path / "cache") == files
    assert {n: p.stat().st_mtime_ns for n, p in files.items()} == stamp  # not written again
