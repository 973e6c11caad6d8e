"""The regular expressions a start compiles, kept in the cache folder.

A table's start compiles some forty regular expressions (the standard library's modules at their
import, PySide6's signature support, the settings' readers): about 13 ms, most of it three large
patterns of PySide6's parser, at every start. Python's ``re`` parses each pattern and turns it into
the code its matcher runs (``_sre.compile(pattern, flags, code, groups, groupindex, indexgroup)``);
that code depends only on the pattern, its flags and the interpreter. Between :func:`start` and
:func:`stop` each pattern compiled for the first time is made from the code kept in the file
``patterns.bin`` of the folder given to :func:`start`, when it holds that very pattern and flags,
and every pattern compiled otherwise is recorded; :func:`stop` writes the file again when something
new was recorded. A pattern made from the file is the same object ``re`` would make (they compare
equal: same pattern, flags and code). The matcher checks the form of every code it is given
(``_sre.compile`` refuses code that is not well formed, and the pattern is then compiled the standard
way), not its meaning: the file is trusted as Python trusts the bytecode in ``__pycache__``, both in
folders of the user's own.

The file is used whole or not at all: it starts with its format, the interpreter's bytecode version
and the matcher's own version and code size, and a checksum over the rest; a damaged or foreign file,
an interpreter whose ``re`` is not the one known here, or no folder at all, and ``re`` compiles as
always. Nothing but the ``re`` module's own compiling changes, and only while it runs."""

from __future__ import annotations

import contextlib
import marshal
import os
import re
import sys
import threading
import zlib
from collections.abc import Callable
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from typing import Any

_sre: Any
try:  # the matcher ``re`` compiles for (CPython's)
    import _sre  # type: ignore[import-not-found,no-redef]
except ImportError:  # pragma: no cover - another interpreter: nothing is kept
    _sre = None

FILE = "patterns.bin"
_MAGIC = b"croupier-patterns-1\n"
#: at most this many patterns are kept (the table's start compiles about forty)
LIMIT = 512
_DEBUG = int(re.DEBUG)

#: what ``_sre.compile`` takes: (pattern, flags, code, groups, groupindex, indexgroup)
Args = tuple[Any, int, list[int], int, dict[str, int], tuple[str | None, ...]]


def _head() -> bytes:
    magic = getattr(_sre, "MAGIC", 0)
    size = getattr(_sre, "CODESIZE", 0)
    return _MAGIC + MAGIC_NUMBER + f"{magic}-{size}\n".encode()


class _Recorder:
    """Stands in for ``_sre`` in ``re``'s compiler while recording: ``compile`` notes its arguments
    (for the thread that called it), everything else is ``_sre``'s own."""

    def __init__(self, real: Any) -> None:
        self._real = real
        self._last = threading.local()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def compile(self, pattern: Any, flags: int, code: Any, groups: int, groupindex: Any, indexgroup: Any) -> Any:
        made = self._real.compile(pattern, flags, code, groups, groupindex, indexgroup)
        self._last.args = (pattern, int(flags), [int(c) for c in code], int(groups), dict(groupindex),
                           tuple(indexgroup))  # fmt: skip
        return made

    def take(self) -> Args | None:
        args: Args | None = getattr(self._last, "args", None)
        self._last.args = None
        return args


class _State:
    def __init__(self, path: Path | None, known: dict[tuple[type, Any, int], Args], compiler: Any,
                 real: Callable[..., Any], recorder: _Recorder) -> None:  # fmt: skip
        self.path, self.known, self.compiler, self.recorder = path, known, compiler, recorder
        self.before = self.real = real  #: ``re``'s compile, put back by :func:`stop`; and the one called
        self.new: dict[tuple[type, Any, int], Args] = {}


_lock = threading.RLock()
_state: _State | None = None


def _compiler() -> Any:
    """``re``'s compiler module, when it is the one known here (a ``compile(p, flags)`` that hands
    ``_sre.compile`` its result), else None."""
    compiler = getattr(re, "_compiler", None)
    if sys.implementation.name != "cpython" or _sre is None or compiler is None:
        return None
    if getattr(compiler, "_sre", None) is not _sre:
        return None
    if not callable(getattr(compiler, "compile", None)) or not callable(getattr(_sre, "compile", None)):
        return None
    return compiler


def read(path: Path) -> dict[tuple[type, Any, int], Args]:
    """The patterns a file of :func:`write` keeps, by (type, pattern, flags asked); empty when the
    file is missing, damaged, foreign or for another interpreter."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    head = _head()
    if not data.startswith(head) or len(data) < len(head) + 4:
        return {}
    rest = data[len(head) + 4 :]
    if int.from_bytes(data[len(head) : len(head) + 4], "little") != zlib.crc32(rest):
        return {}
    try:
        entries = marshal.loads(rest)
    except (ValueError, EOFError, TypeError):
        return {}
    out: dict[tuple[type, Any, int], Args] = {}
    if not isinstance(entries, list):
        return {}
    for entry in entries:
        if not (isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[0], int)):
            return {}
        asked, args = entry
        if not (isinstance(args, tuple) and len(args) == 6 and isinstance(args[0], (str, bytes))):
            return {}
        out[type(args[0]), args[0], asked] = args
    return out


def write(path: Path, patterns: dict[tuple[type, Any, int], Args]) -> bool:
    """Keep ``patterns`` in ``path`` (written beside, then renamed into place: another process reads
    the old file or the new one). False when the folder cannot be written (nothing kept)."""
    entries = [(asked, args) for (_kind, _pattern, asked), args in list(patterns.items())[-LIMIT:]]
    rest = marshal.dumps(entries)
    data = _head() + zlib.crc32(rest).to_bytes(4, "little") + rest
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()
        return False
    return True


def _compile(pattern: Any, flags: int = 0) -> Any:
    """``re``'s compiler while :func:`start` is in force: the kept code for a known pattern, else the
    standard compile, recorded."""
    state = _state
    if state is None:  # stopped meanwhile (another thread): the standard compile
        return re._compiler.compile(pattern, flags)  # type: ignore[attr-defined]
    keyed = isinstance(pattern, (str, bytes)) and not flags & _DEBUG
    key = (type(pattern), pattern, int(flags))
    if keyed:
        args = state.known.get(key)
        if args is not None:
            try:
                return _sre.compile(*args)
            except (RuntimeError, TypeError, ValueError, OverflowError):  # code the matcher refuses
                del state.known[key]
    state.recorder.take()  # the recorder notes per thread: no lock is held while compiling
    made = state.real(pattern, flags)
    args = state.recorder.take()
    if keyed and args is not None and args[0] is pattern:
        state.new[key] = args
    return made


def start(folder: Path | None) -> bool:
    """Compile regular expressions from ``folder``'s file, and record them, until :func:`stop`.
    False (nothing changed) when already started or ``re`` is not the one known here."""
    global _state
    with _lock:
        compiler = _compiler()
        if _state is not None or compiler is None:
            return False
        path = None if folder is None else folder / FILE
        known = {} if path is None else read(path)
        recorder = _Recorder(_sre)
        _state = _State(path, known, compiler, compiler.compile, recorder)
        compiler._sre = recorder
        compiler.compile = _compile
        return True


def stop() -> bool:
    """Put ``re``'s compiler back, and write the file when a pattern was recorded that it did not
    hold. True when the file was written."""
    global _state
    with _lock:
        state = _state
        if state is None:
            return False
        state.compiler.compile = state.before  # put back first: a compile meanwhile finds the standard one
        state.compiler._sre = _sre
        _state = None
        if state.path is None or not state.new:
            return False
        return write(state.path, state.known | state.new)


def started() -> bool:
    """Whether :func:`start` is in force."""
    return _state is not None
