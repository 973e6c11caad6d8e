"""The table's start: the first frame is the complete felt, and the sound board and the dealer's voice
open their devices only after it; a sound or a sentence asked for before then is not lost, and a
machine without the audio libraries stays silent."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QWidget

from croupier.engine.core import events as ev
from croupier.engine.core.money import SCALE
from croupier.gui import app, sound, speech
from croupier.gui.a11y import TableAssist
from croupier.gui.sound import SoundBoard
from croupier.gui.table_view import QuickScene


class _Effect:
    """Stands for QSoundEffect: records what it is asked."""

    def __init__(self, _parent: object) -> None:
        self.plays = 0
        self.path = ""

    def setSource(self, url: Any) -> None:
        self.path = url.toLocalFile()

    def setVolume(self, _v: float) -> None: ...

    def setMuted(self, _m: bool) -> None: ...

    def play(self) -> None:
        self.plays += 1

    def stop(self) -> None: ...


class _Audio:
    class VolumeScale:
        LogarithmicVolumeScale = 0
        LinearVolumeScale = 1

    @staticmethod
    def convertVolume(v: float, _a: int, _b: int) -> float:
        return v


class _Devices:
    @staticmethod
    def audioOutputs() -> list[str]:
        return ["speakers"]


class _Multimedia:
    """Stands for PySide6.QtMultimedia on a machine with speakers; counts its loads."""

    QSoundEffect = _Effect
    QMediaDevices = _Devices
    QtAudio = _Audio
    loads = 0


def _fake_multimedia() -> type[_Multimedia]:
    _Multimedia.loads += 1
    return _Multimedia


def _args(tmp_path: Path, lang: str = "en") -> argparse.Namespace:
    return argparse.Namespace(profile=None, kiosk=False, screenshot=None, config=str(tmp_path / "settings.toml"),
                              data_dir=str(tmp_path / "data"), lang=lang)  # fmt: skip


def _close(view: Any) -> None:
    """Back to English for the next tests (the translators belong to the application), window closed."""
    view.host.assist.languages.set_language("en")
    view.close()


def test_the_first_frame_is_the_complete_table_and_sound_and_voice_open_after_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _Multimedia.loads = 0
    monkeypatch.setattr(sound, "_multimedia", _fake_multimedia)
    opened: list[tuple[str, bool]] = []
    board_open, speaker_open = SoundBoard.open, speech.Speaker.open

    def open_board(self: SoundBoard) -> bool:
        opened.append(("sound", view._painted))
        return board_open(self)

    def open_speaker(self: speech.Speaker) -> bool:
        opened.append(("voice", view._painted))
        return speaker_open(self)

    monkeypatch.setattr(SoundBoard, "open", open_board)
    monkeypatch.setattr(speech.Speaker, "open", open_speaker)
    view = app.start(_args(tmp_path, "fr"))
    qtbot.addWidget(view)
    host = view.host
    assist = host.assist
    assert isinstance(assist, TableAssist)
    # the window is shown with the whole table in it: its scene is the felt with its pieces, never the
    # placeholder, and in the table's language from the first frame
    assert view.scene() is host.scene and not isinstance(view.scene(), QuickScene)
    assert type(view.viewport()) is QWidget  # the plain widget Qt would make, made in Python
    assert view.controller is host.controller and host.scene.buttons
    assert assist.languages.language() == "fr"
    assert not view._painted and opened == [] and _Multimedia.loads == 0
    assert not assist.sound.opened and not assist.speaker.opened
    qtbot.waitUntil(lambda: assist.sound.opened and assist.speaker.opened, timeout=5000)
    assert opened == [("sound", True), ("voice", True)]  # both after the first painted frame
    assert _Multimedia.loads == 1 and assist.sound.available
    assert set(assist.sound._effects) == set(sound.SOUNDS)
    _close(view)


def test_a_sound_asked_for_before_the_board_opened_is_played(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bet shown on the felt before the first frame (a quick click): the board opens for it and its
    chip is played, not dropped."""
    _Multimedia.loads = 0
    monkeypatch.setattr(sound, "_multimedia", _fake_multimedia)
    view = app.start(_args(tmp_path))
    qtbot.addWidget(view)
    assist = view.host.assist
    assert not assist.sound.opened
    assist._shown(ev.Bet(1, ev.Kind.MAIN, 10 * SCALE))
    assert assist.sound.opened and _Multimedia.loads == 1
    chip = assist.sound._effects["chip"]
    assert [e.plays for e in chip] == [1, 0] and chip[0].path.endswith("chip.wav")
    assert assist.announcer.history[-1] == "Box 1 bets €10."
    QApplication.processEvents()
    qtbot.waitUntil(lambda: assist.speaker.opened, timeout=5000)
    assert _Multimedia.loads == 1  # the warm-up after the first frame finds it open: loaded once
    _close(view)


def test_a_table_without_the_audio_libraries_starts_silent_and_says_so_once(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """libpulse0 missing: QtMultimedia and QtTextToSpeech cannot load; sounds asked for before and after
    the first frame play nothing, raise nothing, and the log says it once."""

    def broken(name: str) -> Any:
        raise ImportError(f"libpulse.so.0: cannot open shared object file ({name})")

    monkeypatch.setattr(sound.importlib, "import_module", broken)
    monkeypatch.setattr(speech.importlib, "import_module", broken)
    monkeypatch.setattr(sound, "_said", set())
    with caplog.at_level(logging.INFO, logger="croupier.gui.sound"):
        view = app.start(_args(tmp_path))
        qtbot.addWidget(view)
        assist = view.host.assist
        assist._shown(ev.Bet(1, ev.Kind.MAIN, 10 * SCALE))  # before the first frame
        qtbot.waitUntil(lambda: assist.sound.opened and assist.speaker.opened, timeout=5000)
        for name in sound.SOUNDS:
            assist.sound.play(name)
        assist.toggle_voice()
    assert not assist.sound.available and not assist.speaker.available
    assert assist.announcer.history[-1] == "No voice is available on this computer."
    said = [r.getMessage() for r in caplog.records if "QtMultimedia cannot load" in r.getMessage()]
    assert len(said) == 1 and "libpulse.so.0" in said[0]
    _close(view)


def test_a_speaker_keeps_the_volume_and_language_set_before_its_engine_starts(qapp: object) -> None:
    mod = speech._tts_module()
    if mod is None or "mock" not in mod.QTextToSpeech.availableEngines():
        pytest.skip("QtTextToSpeech (PySide6-Addons) is not installed")
    s = speech.Speaker(engine="mock", enabled=True)
    s.set_volume(0.3)
    s.set_language(QLocale("en_GB"))
    assert not s.opened
    spoken: list[str] = []
    s.spoken.connect(spoken.append)
    s.say("No bonus in play.")  # the first sentence starts the engine and is spoken
    assert s.opened and spoken == ["No bonus in play."]
    assert s._tts is not None and abs(s._tts.volume() - 0.3) < 1e-6


def test_the_cached_felt_is_read_back_as_painted_and_a_damaged_one_is_painted_again(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QCoreApplication

    from croupier.engine.core.table import build_config
    from croupier.gui import felt

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(felt, "_FELTS", {})
    painted = felt.FeltItem(build_config("france")).pixmap_for(0.4)
    QCoreApplication.processEvents()  # written after the frame
    (cached,) = tmp_path.rglob("felt-*")
    assert cached.read_bytes().startswith(felt.RAW_MAGIC)
    monkeypatch.setattr(felt, "_FELTS", {})
    read = felt.FeltItem(build_config("france")).pixmap_for(0.4)
    assert read.toImage().convertToFormat(painted.toImage().format()) == painted.toImage()
    cached.write_bytes(cached.read_bytes()[:-7])  # cut short (a full disk, a crash while writing)
    monkeypatch.setattr(felt, "_FELTS", {})
    calls: list[int] = []
    paint = felt.paint_felt
    monkeypatch.setattr(felt, "paint_felt", lambda *a, **k: calls.append(1) or paint(*a, **k))
    again = felt.FeltItem(build_config("france")).pixmap_for(0.4)
    assert calls == [1] and again.toImage() == painted.toImage()


def test_a_kept_chip_is_read_back_as_painted_and_a_damaged_or_other_one_is_painted_again(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rack's chips at the next start come from the cache folder, pixel for pixel as painted; a file
    cut short is painted again, and another value, size or painting version is another file."""
    from PySide6.QtCore import QCoreApplication

    from croupier.gui.art import chips

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    chips.clear_cache()
    painted = chips.chip_pixmap(5_000, 64).toImage()
    QCoreApplication.processEvents()  # written after the frame
    (kept,) = tmp_path.rglob("chip-*")
    assert kept.read_bytes().startswith(chips.RAW_MAGIC)
    calls: list[int] = []
    paint = chips.chip_image
    monkeypatch.setattr(chips, "chip_image", lambda *a, **k: calls.append(1) or paint(*a, **k))
    chips.clear_cache()
    assert chips.chip_pixmap(5_000, 64).toImage() == painted and not calls  # read, not painted
    kept.write_bytes(kept.read_bytes()[:-5])  # cut short (a full disk, a crash while writing)
    chips.clear_cache()
    assert chips.chip_pixmap(5_000, 64).toImage() == painted and calls == [1]
    chips.clear_cache()
    chips.chip_pixmap(25_000, 64)
    chips.chip_pixmap(5_000, 72)
    monkeypatch.setattr(chips, "CHIP_VERSION", chips.CHIP_VERSION + 1)
    chips.chip_pixmap(5_000, 64)  # what painting 5 at 64 px now gives, not the picture kept from before
    assert calls == [1, 1, 1, 1]
    QCoreApplication.processEvents()
    assert len(list(tmp_path.rglob("chip-*"))) == 4
    chips.clear_cache()


def _start_records() -> list[type]:
    from croupier.engine.cli import doctor
    from croupier.engine.core import responsible, rules, table
    from croupier.gui import legibility, style

    return [rules.Option, table.SideBet, responsible.Pending, responsible.Change, doctor.DebianPackage,
            doctor.PlatformProbe, style.Palette, legibility.DeckStyle]  # fmt: skip


@pytest.mark.parametrize("cls", _start_records(), ids=lambda c: c.__name__)
def test_the_start_s_small_records_behave_as_the_frozen_dataclasses_they_were(cls: type) -> None:
    """The frozen dataclasses a start creates outside the events are made as the events are
    (:func:`engine.core.frozen.record`: their methods are not compiled one ``exec`` at a time) and
    behave as ``@dataclass(frozen=True)`` made them: the same constructor (defaults, keywords),
    ``repr``, equality, hash, ``replace``, pickling and frozen fields."""
    import copy
    import dataclasses
    import pickle

    fields = dataclasses.fields(cls)
    spec = [(f.name, Any, dataclasses.field(default=f.default)) if f.default is not dataclasses.MISSING
            else (f.name, Any) for f in fields]  # fmt: skip
    std = dataclasses.make_dataclass(cls.__name__, spec, frozen=True)
    args = [f"v{i}" for i, f in enumerate(fields) if f.default is dataclasses.MISSING]
    x, ref = cls(*args), std(*args)
    assert repr(x) == repr(ref).replace(std.__qualname__, cls.__qualname__, 1)
    assert x == cls(*args) and hash(x) == hash(ref) and x.__eq__(ref) is NotImplemented
    if args:  # another value in a field: another record
        assert x != cls(*[a + "'" for a in args])
    names = [f.name for f in fields]
    assert x == cls(**dict(zip(names[: len(args)], args, strict=True)))
    assert names == [f.name for f in dataclasses.fields(std)] and cls.__match_args__ == std.__match_args__
    assert pickle.loads(pickle.dumps(x)) == x and copy.deepcopy(x) == x and dataclasses.replace(x) == x
    for f in fields:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(x, f.name, 0)


def test_no_collection_runs_during_the_start_and_the_collector_runs_again_after_the_first_frame(
    tmp_path: Path,
) -> None:
    """The start runs without the garbage collector's passes; the first frame's callback turns it back
    on (when it was on), and a start that stops early (a bad ``--config``) leaves it as it found it."""
    import gc

    assert gc.isenabled()
    gc.disable()
    try:
        app.collect_after_first_frame(True)()
        assert gc.isenabled()
        gc.disable()
        app.collect_after_first_frame(False)()  # the caller had it off: it stays off
        assert not gc.isenabled()
    finally:
        gc.enable()
    args = argparse.Namespace(config=str(tmp_path / "missing.toml"), verbose=False, screenshot=None, kiosk=False)
    assert app.run_table(args) == 2 and gc.isenabled()


_FIRST_FRAME_MODULES = r"""
import inspect, json, sys
read = []  # the modules whose source is read, by PySide6's import hook or anyone else
source = inspect.getsource
inspect.getsource = lambda obj: read.append(getattr(obj, "__name__", "?")) or source(obj)
import croupier.gui.app as table_app
made = table_app._app


def _app():  # the croupier command's own start, watched from when its window is shown
    app = made()
    from croupier.gui.table_view import TableView

    show = TableView.show_fitted

    def shown(view):
        def painted():
            built = {m: sorted(k for k in vars(sys.modules[f"PySide6.{m}"]) if k.startswith("Q"))
                     for m in ("QtCore", "QtGui", "QtWidgets")}
            print(json.dumps({"modules": sorted(sys.modules), "read": read, "table": view.controller is not None,
                              "widgets": built["QtWidgets"], "built": built}))
            app.exit(0)
        view.painted.connect(painted)
        return show(view)
    TableView.show_fitted = shown
    return app


table_app._app = _app
from croupier.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("settings_file", [False, True], ids=["no settings file", "a settings file"])
def test_the_first_frame_waits_for_no_module_it_does_not_need_and_pyside6_reads_no_engine_source(
    tmp_path: Path, settings_file: bool
) -> None:
    """The ``croupier`` command's start, in a process of its own: at its first frame the process pool,
    the strategy and odds (``engine.math``) and the log file's handlers are not imported, nor the TOML
    reader when there is no settings file; the engine and the standard library's modules it imports
    were loaded before PySide6 (the TOML reader too when there is a settings file), and PySide6's
    import hook read the source of none of them (it reads each module's source the first time an
    import after PySide6 names it)."""
    import json
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    config = tmp_path / "config" / "croupier" / "settings.toml"
    if settings_file:
        config.parent.mkdir(parents=True)
        config.write_text('schema = 1\nlanguage = "en"\n', encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-c", _FIRST_FRAME_MODULES, "--data-dir", str(tmp_path / "data")],
        capture_output=True, text=True, env=env, timeout=120, check=True,
    )  # fmt: skip
    seen = json.loads(out.stdout.splitlines()[-1])
    assert seen["table"]
    modules = set(seen["modules"])
    assert "croupier.engine.core.events" in modules and "croupier.gui.scene" in modules
    for name in ("multiprocessing", "concurrent.futures", "croupier.engine.math", "logging.handlers"):
        assert name not in modules, name
    # nor the journal's audit (and its re-deal), nor the table's pages and panels that only a later
    # moment shows: the help, the responsible-play dialogs, a stopped table's panels and words, the
    # high-contrast felt (the window's name and the session clock come from modules of their own)
    later_modules = {"croupier.engine.store.journal_audit", "croupier.engine.store.journal_walk",
                     "croupier.engine.store.journal_redeal",
                     "croupier.gui.help", "croupier.gui.responsible", "croupier.gui.standing",
                     "croupier.gui.stop_words", "croupier.gui.contrast", "html", "html.entities"}  # fmt: skip
    assert not later_modules & modules, sorted(later_modules & modules)
    assert ("tomllib" in modules) is settings_file
    # the widget classes PySide6 built: the window's own, not every one of QtWidgets (and their enums), as the
    # first look at a viewport Qt made would have it
    assert "QGraphicsView" in seen["widgets"] and not {"QWizard", "QFileDialog", "QDockWidget"} & set(seen["widgets"])
    # nor the classes only a later window or sound uses (the dialogs' form widgets, the help's browser, the
    # announcements, the sound files' addresses, Qt's own translations of another language, the figures'
    # worker's pipe): their Python enums are made when they are first used
    later = {"QTextBrowser", "QSpinBox", "QFormLayout", "QLineEdit", "QDialogButtonBox", "QAccessible", "QUrl",
             "QDialog", "QEasingCurve", "QPalette", "QLibraryInfo", "QSocketNotifier"}  # fmt: skip
    built = set().union(*seen["built"].values())
    assert "QGraphicsScene" in built and not later & built, sorted(later & built)
    engine = {m for m in modules if m.startswith("croupier.engine")}
    assert set(app.START_MODULES) <= engine
    read = set(seen["read"])  # PySide6's own import reads a few (enum, shiboken6) before anything can be marked
    assert not read & engine, sorted(read & engine)
    assert not read & {"dataclasses", "json", "sqlite3", "tomllib", "pathlib", "logging", "typing"}, sorted(read)
    # nor the table's own modules, imported after it, nor anything else: only PySide6's own
    pyside_own = {"shiboken6", "enum", "PySide6", "PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"}
    assert read <= pyside_own, sorted(read - pyside_own)
    assert {m for m in modules if m.startswith("croupier.gui.")} <= set(app.table_modules())


def test_the_table_modules_are_marked_as_pyside6_would_mark_them_after_reading_them(qapp: object) -> None:
    """:func:`gui.app.table_modules` names every module of the table's package, and says that it names
    PySide6 exactly when PySide6's own reading of its source would (:data:`gui.app.NO_PYSIDE6`): the mark
    given before the import is the one the reading would have stored."""
    import importlib
    import sys

    feature = sys.modules["PySide6.support.feature"]
    marked = app.table_modules()
    folder = Path(app.__file__).parent
    files = {p for p in folder.glob("*.py")} | {p for p in (folder / "art").glob("*.py")}
    assert len(marked) == len(files) and "croupier.gui.scene" in marked and "croupier.gui.art.cards" in marked
    for name, names_pyside in marked.items():
        module = importlib.import_module(name)
        assert feature._mod_uses_pyside(module) is names_pyside, name
        assert ("PySide6" in Path(module.__file__).read_text(encoding="utf-8")) is names_pyside, name
    assert {n.removeprefix("croupier.gui.") for n, uses in marked.items() if not uses} == app.NO_PYSIDE6


def test_before_qt_does_nothing_once_pyside6_is_loaded(qapp: object) -> None:
    """Imported after PySide6 (as in these tests), nothing is marked: a module loaded after PySide6
    may use it."""
    assert app.import_before_qt() is False


class _WideScreen:
    """A 1920 × 1080 screen (Qt's offscreen one is square)."""

    def geometry(self) -> Any:
        from PySide6.QtCore import QRect

        return QRect(0, 0, 1920, 1080)

    availableGeometry = geometry


def test_the_table_is_laid_out_once_in_the_geometry_of_the_window_it_is_shown_in(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a 16:9 screen the window opens 16:9, and the table is built into a window already of that size:
    no layout in another geometry first (a window never shown has a 4:3 viewport: the whole table was laid
    out at 4:3, then again at 16:9, and the trainer's panel placed three times)."""
    from croupier.gui import layout
    from croupier.gui.scene import TableScene
    from croupier.gui.table_view import TableView

    monkeypatch.setattr(TableView, "screen", lambda _self: _WideScreen())
    changed: list[str] = []
    apply = TableScene.apply_geometry

    def counted(self: TableScene, g: layout.Geometry) -> bool:
        done = apply(self, g)
        if done:
            changed.append(g.name)
        return done

    monkeypatch.setattr(TableScene, "apply_geometry", counted)
    layout.use(layout.WIDE)
    view = app.start(_args(tmp_path))
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: view._painted, timeout=5000)
    assert view.viewport().size().width() / view.viewport().size().height() > 1.7
    assert view.host.scene.geometry is layout.WIDE and changed == []
    _close(view)
