"""Test setup: Qt draws offscreen, nothing touches the real user's files, and no shoe is unseeded."""

from __future__ import annotations

import os
import random
import secrets
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# PySide6's enums made as the table makes them (gui.qt_enums, put in place by the package's import),
# from the first: every table test runs on them (tests/gui/test_qt_enums.py compares them with the
# standard ones)
import croupier.gui  # noqa: F401

#: the variables that lead to a user's folders (platformdirs reads them on every platform it serves)
USER_FOLDERS = (
    "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "APPDATA", "LOCALAPPDATA",
)  # fmt: skip


@pytest.fixture(autouse=True)
def _user_folders_in_tmp(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test sees a fresh, empty home: settings, balance and journal never reach the real one."""
    home = tmp_path_factory.mktemp("home")
    for name in USER_FOLDERS:
        folder = home if name == "HOME" else home / name.lower()
        folder.mkdir(exist_ok=True)
        monkeypatch.setenv(name, str(folder))
    monkeypatch.setenv("USERPROFILE", str(home))
    yield home


@pytest.fixture(autouse=True)
def _seeded_default_shoe(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A shoe built without a random source (as the table's host and ``open_session`` build it) shuffles
    from a generator seeded by the test's name instead of ``secrets.SystemRandom``: each test deals the
    same cards on every run. The standard library's ``secrets.SystemRandom`` itself is replaced, not the
    shoe module's name for ``secrets``: the compiled shoe (mypyc) holds the module ``secrets`` itself
    and would not see a name replaced in its globals. A test of the system's generator takes
    ``random.SystemRandom``, the same class, which stays as it is."""
    seed = zlib.crc32(request.node.nodeid.encode())
    monkeypatch.setattr(secrets, "SystemRandom", lambda: random.Random(seed))


if "CROUPIER_KEY_DIR" not in os.environ:  # the journal's key and marks: never the real user's
    import tempfile

    os.environ["CROUPIER_KEY_DIR"] = tempfile.mkdtemp(prefix="croupier-keys-")
os.environ["CROUPIER_CACHE_DIR"] = "off"  # no strategy cache on disk; its own tests pass a temp folder


@pytest.fixture
def code_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The cache folder in a temporary place (the suite runs with the disk cache off), looked up anew
    by the compiled code's cache (``engine.core.frozen.code_folder``)."""
    from croupier.engine.core import frozen

    monkeypatch.setenv("CROUPIER_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(frozen, "_code_folder", frozen._UNSET)
    return tmp_path
