"""PySide6's support code compiled once and kept in the cache folder (gui.qt_support)."""

from __future__ import annotations

import builtins
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core import frozen
from croupier.gui import qt_support

ROOT = Path(__file__).resolve().parents[2]
REAL = builtins.compile  #: the built-in (a bare ``compile`` here is looked up at the call)
SOURCE = "def f(a: Undefined) -> None:\n    pass\n"


@pytest.fixture
def folder(code_cache: Path) -> Path:
    """The cache folder in a temporary place (``tests/conftest.py``)."""
    return code_cache


def kept(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.code"))


def test_only_the_support_sources_are_kept(folder: Path) -> None:
    with qt_support.support_code_cached():
        assert builtins.compile is not REAL
        other = builtins.compile("x = 1\n", "elsewhere.py", "exec")
        assert kept(folder) == []  # any other source compiled the standard way
        tree = builtins.compile("x = 1\n", "shibokensupport/x.py", "exec", 0x400)  # ast.PyCF_ONLY_AST
        evaluated = builtins.compile("1 + 2", "shibokensupport/x.py", "eval")
        assert kept(folder) == []  # another mode, or flags other than __future__'s: standard too
        code = builtins.compile(b"y = 2\n", "shibokensupport/signature/y.py", "exec")
    assert builtins.compile is REAL
    assert type(tree).__name__ == "Module" and eval(evaluated) == 3
    scope: dict[str, Any] = {}
    exec(other, scope)
    exec(code, scope)
    assert (scope["x"], scope["y"]) == (1, 2)
    assert code.co_filename == "shibokensupport/signature/y.py"
    assert len(kept(folder)) == 1


def test_a_kept_source_is_read_back_not_compiled(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with qt_support.support_code_cached():
        first = builtins.compile(SOURCE, "signature_bootstrap.py", "exec")

    def refuse(*_args: Any) -> Any:
        raise AssertionError("compiled again")

    monkeypatch.setattr(frozen, "_compile", refuse)
    with qt_support.support_code_cached():
        again = builtins.compile(SOURCE, "signature_bootstrap.py", "exec")
    assert again == first
    with qt_support.support_code_cached(), pytest.raises(AssertionError):  # another file name: not that file
        builtins.compile(SOURCE, "shibokensupport/other.py", "exec")


def test_the_callers_future_flags_are_inherited_as_the_built_in_does(folder: Path) -> None:
    # this module has ``from __future__ import annotations``: the annotations stay strings
    with qt_support.support_code_cached():
        mine = builtins.compile(SOURCE, "shibokensupport/a.py", "exec")
        alone = builtins.compile(SOURCE, "shibokensupport/a.py", "exec", dont_inherit=True)
        plain = builtins.compile(SOURCE, "plain.py", "exec")
        # a caller without the import: its compile evaluates the annotations
        scope: dict[str, Any] = {"compile": builtins.compile}
        exec(
            builtins.compile("def call(s, n):\n    return compile(s, n, 'exec')\n", "<c>", "exec", dont_inherit=True),
            scope,
        )
        theirs = scope["call"](SOURCE, "shibokensupport/a.py")
    made: dict[str, Any] = {}
    exec(mine, made)
    assert made["f"].__annotations__ == {"a": "Undefined", "return": "None"}
    exec(plain, made)
    assert made["f"].__annotations__ == {"a": "Undefined", "return": "None"}
    for code in (alone, theirs):
        with pytest.raises(NameError, match="Undefined"):
            exec(code, {})
    assert len(kept(folder)) == 2  # with and without the flag: two files


def test_the_built_in_is_put_back_after_an_error() -> None:
    with pytest.raises(SyntaxError), qt_support.support_code_cached():
        builtins.compile("def (", "shibokensupport/broken.py", "exec")
    assert builtins.compile is REAL


def test_no_cache_folder_compiles_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CROUPIER_CACHE_DIR", "off")
    monkeypatch.setattr(frozen, "_code_folder", frozen._UNSET)
    with qt_support.support_code_cached():
        code = builtins.compile("z = 3\n", "shibokensupport/z.py", "exec")
    scope: dict[str, Any] = {}
    exec(code, scope)
    assert scope["z"] == 3


_PROBE = """
import sys
from croupier.gui.app import import_before_qt
print(import_before_qt())
from PySide6 import QtCore
from shibokensupport.signature import get_signature
print(get_signature(QtCore.QTimer.singleShot))
print(get_signature(QtCore.QObject.setProperty))
"""


def test_pyside6_imports_the_same_with_the_kept_support_code(tmp_path: Path) -> None:
    def run(cache: str) -> list[str]:
        env = dict(os.environ, CROUPIER_CACHE_DIR=cache, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        out = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, env=env, check=True,
                             timeout=120)  # fmt: skip
        return out.stdout.splitlines()

    standard = run("off")
    assert standard[0] == "True" and "msec: int" in standard[1]
    cache = tmp_path / "cache"
    assert run(str(cache)) == standard  # compiled and kept
    files = kept(cache)
    assert len(files) >= 10  # the bootstrap and the shibokensupport modules
    assert run(str(cache)) == standard  # read back
    assert kept(cache) == files


_COMMAND = """
import os, sys
from croupier.engine.core import patterns
import croupier.gui.app as table_app

made = table_app.collect_after_first_frame


def collect(collecting):
    after = made(collecting)

    def first_frame():
        state = patterns._state
        print(len(state.known), len(state.new), flush=True)
        after()
        print(patterns.started(), flush=True)
        os._exit(0)
    return first_frame


table_app.collect_after_first_frame = collect
from croupier.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_command_compiles_its_start_s_patterns_once(tmp_path: Path) -> None:
    """The ``croupier`` command to its first frame, twice: the first start records the regular
    expressions it compiles and writes them after the frame; the second makes every one from the file."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CROUPIER_CACHE_DIR=str(tmp_path / "cache"),
               PYTHONPATH=str(ROOT))  # fmt: skip
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        env[var] = str(tmp_path / var.lower())
    cmd = [sys.executable, "-c", _COMMAND, "--data-dir", str(tmp_path / "data"), "--lang", "en"]

    def start() -> tuple[int, int, str]:
        out = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True, timeout=120)
        counts, stopped = out.stdout.split("\n")[:2]
        known, new = counts.split()
        return int(known), int(new), stopped

    known, new, stopped = start()
    assert known == 0 and new >= 20 and stopped == "False"  # recorded, then written and put back
    files = list((tmp_path / "cache").rglob("patterns.bin"))
    assert len(files) == 1
    known, new, stopped = start()
    assert known >= 20 and new == 0 and stopped == "False"  # every one from the file
