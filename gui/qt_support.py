"""PySide6's support code, compiled once: shiboken keeps the Python source of its signature support
(``signature_bootstrap.py`` and the ``shibokensupport`` package, some 150,000 characters) inside its
library and compiles all of it at every start with the built-in ``compile``: about 22 ms, the largest
part of PySide6's import after loading Qt's libraries.

:func:`support_code_cached` lets that compile go through :func:`engine.core.frozen.compiled`, which
keeps each code object in the cache folder as Python keeps a module's bytecode in ``__pycache__``: a
file is used only for the very source, file name and compiler flags it was compiled from, by this
interpreter's bytecode version, whole (a checksum). Every other call of ``compile`` is left alone, and
with no cache folder the source is compiled as before."""

from __future__ import annotations
import __future__

import builtins
import contextlib
import sys
from collections.abc import Iterator
from typing import Any

from croupier.engine.core.frozen import compiled

#: the file names shiboken gives its embedded sources
SUPPORT_FILES = ("signature_bootstrap.py", "shibokensupport/")

#: the compiler flags a ``compile`` call that does not say ``dont_inherit`` takes from its caller
FUTURE_FLAGS = 0
for _name in __future__.all_feature_names:
    FUTURE_FLAGS |= getattr(__future__, _name).compiler_flag


def is_support_file(filename: object) -> bool:
    """Whether ``filename`` names one of shiboken's embedded support sources."""
    return isinstance(filename, str) and filename.startswith(SUPPORT_FILES)


@contextlib.contextmanager
def support_code_cached() -> Iterator[None]:
    """Within the block, ``compile`` of one of shiboken's support sources (``exec`` mode, default
    optimisation, no flag but ``__future__``'s) goes through :func:`~engine.core.frozen.compiled`;
    any other call goes to the built-in ``compile`` unchanged. The caller's ``__future__`` flags are
    inherited, as the built-in does (it would otherwise take this module's). The built-in is put back
    at the end."""
    real = builtins.compile

    def compile(  # it stands in for the built-in
        source: Any,
        filename: Any,
        mode: str,
        flags: int = 0,
        dont_inherit: bool = False,
        optimize: int = -1,
        **more: Any,
    ) -> Any:
        if not dont_inherit:
            flags |= sys._getframe(1).f_code.co_flags & FUTURE_FLAGS
        kept = mode == "exec" and optimize == -1 and not more and not flags & ~FUTURE_FLAGS
        kept = kept and isinstance(source, (str, bytes))
        if not (kept and is_support_file(filename)):
            return real(source, filename, mode, flags, True, optimize, **more)
        return compiled(source, filename, flags)

    builtins.compile = compile
    try:
        yield
    finally:
        builtins.compile = real
