"""The start's shortcuts keep their answers: what the table skips or defers to open its window sooner
still happens, and still says the same."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from croupier.engine.cli import doctor


@pytest.fixture
def stamped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Path], Path, list[int]]:
    lib = tmp_path / "libqxcb.so"
    lib.write_bytes(b"\x7fELF")
    loader = tmp_path / "ld.so.cache"
    loader.write_bytes(b"cache")
    monkeypatch.setattr(doctor, "LOADER_CACHE", loader)
    monkeypatch.setenv("CROUPIER_CACHE_DIR", str(tmp_path / "cache"))
    calls: list[int] = []
    found: list[str] = []

    def ldd(files: list[Path]) -> list[str]:
        calls.append(len(list(files)))
        return list(found)

    monkeypatch.setattr(doctor, "missing_libraries", ldd)
    return [lib], loader, calls


def test_a_start_after_a_complete_check_skips_ldd_until_a_file_or_the_loader_changes(
        stamped: tuple[list[Path], Path, list[int]]) -> None:  # fmt: skip
    files, loader, calls = stamped
    env = {"LD_LIBRARY_PATH": ""}
    assert doctor.missing_libraries_at_start(files, env) == [] and len(calls) == 1
    assert doctor.missing_libraries_at_start(files, env) == [] and len(calls) == 1  # the stamp answers
    st = loader.stat()
    os.utime(loader, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))  # ldconfig ran: a library came or went
    assert doctor.missing_libraries_at_start(files, env) == [] and len(calls) == 2
    files[0].write_bytes(b"\x7fELF, another build")
    assert doctor.missing_libraries_at_start(files, env) == [] and len(calls) == 3
    assert doctor.missing_libraries_at_start(files, {"LD_LIBRARY_PATH": "/opt/qt"}) == [] and len(calls) == 4
    assert doctor.missing_libraries_at_start(files, {"LD_LIBRARY_PATH": "/opt/qt"}) == [] and len(calls) == 4


def test_missing_libraries_leave_no_stamp(stamped: tuple[list[Path], Path, list[int]],
                                          monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    files, _loader, calls = stamped
    monkeypatch.setattr(doctor, "missing_libraries", lambda fs: calls.append(1) or ["libxcb-icccm.so.4"])
    assert doctor.missing_libraries_at_start(files, {}) == ["libxcb-icccm.so.4"]
    assert doctor.missing_libraries_at_start(files, {}) == ["libxcb-icccm.so.4"]
    assert len(calls) == 2  # every start asks again until the library is there


def test_without_a_cache_folder_ldd_runs_every_time(stamped: tuple[list[Path], Path, list[int]],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    files, _loader, calls = stamped
    monkeypatch.setenv("CROUPIER_CACHE_DIR", "off")
    doctor.missing_libraries_at_start(files, {})
    doctor.missing_libraries_at_start(files, {})
    assert len(calls) == 2


@pytest.fixture
def root_handlers() -> object:
    import logging

    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    yield root
    for h in root.handlers:
        if h not in before:
            root.removeHandler(h)
            h.close()
    root.setLevel(level)


def test_the_log_file_opens_after_the_first_frame_with_every_record_of_the_start(
    tmp_path: Path, root_handlers: object
) -> None:
    import logging

    from croupier.gui import app

    path = app.setup_logging(folder=tmp_path, until_first_frame=True)
    assert path == tmp_path / "croupier.log"
    logging.getLogger("croupier.test").info("the journal opened")
    assert not path.exists()  # not yet: the window's first frame comes first
    assert app.open_log_file() == path
    logging.getLogger("croupier.test").info("the first hint")
    text = path.read_text(encoding="utf-8")
    assert "the journal opened" in text and "the first hint" in text
    assert app.open_log_file() is None  # once


def test_a_warning_before_the_first_frame_opens_the_log_file_at_once(
    tmp_path: Path, root_handlers: object, capsys: pytest.CaptureFixture[str]
) -> None:
    import logging

    from croupier.gui import app

    path = app.setup_logging(folder=tmp_path, until_first_frame=True)
    assert path is not None
    logging.getLogger("croupier.test").info("started")
    logging.getLogger("qt.qpa").warning("could not load the platform plugin")
    text = path.read_text(encoding="utf-8")
    assert "started" in text and "could not load the platform plugin" in text
    assert "could not load" in capsys.readouterr().err
