"""Dataclasses made quickly: the events and commands of :mod:`engine.core.events`, the rules, the
table's configuration, the settings.

``@dataclass`` compiles each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__`` one ``exec`` at a time: for the events' thirty-six classes that
was most of the module's import, and for the start's other dataclasses a twelfth of all it runs before
the table's first frame. :func:`record` makes each class a dataclass without those methods, and
:func:`finish` gives every class made since its last call the same methods at once (the constructors
compiled in one source, the others made without compiling). ``dataclasses.fields``, ``replace``,
``is_dataclass``, pickling and pattern matching work as on the standard library's
(``tests/engine/test_event_records.py`` and ``tests/engine/test_frozen_records.py`` compare them).

What :func:`record` takes of ``@dataclass``: ``frozen``, ``slots``, ``eq`` and ``repr``; fields with a
default, a ``default_factory``, ``init=False``, ``repr=False``, ``compare=False``, ``hash`` and
``metadata``; a ``__post_init__`` (without ``InitVar`` arguments) and ``cached_property`` on a class
without slots. A module calls :func:`finish` after its last such class (before any of them is made;
a class whose field's default is another's instance needs the other finished first)."""

from __future__ import annotations

import contextlib
import dataclasses
import marshal
import os
import sys
import threading
import zlib
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, fields
from importlib.util import MAGIC_NUMBER
from operator import attrgetter
from pathlib import Path
from types import CodeType
from typing import Any

_osa = object.__setattr__


class _Made:
    """A class :func:`record` made, and what it was asked for (``documented``: it has its own
    docstring; else it gets the standard library's, its signature)."""

    __slots__ = ("cls", "documented", "eq", "frozen", "repr", "slots")

    def __init__(self, cls: type, frozen: bool, slots: bool, eq: bool, repr: bool, documented: bool) -> None:
        self.cls, self.frozen, self.slots = cls, frozen, slots
        self.eq, self.repr, self.documented = eq, repr, documented


_pending: list[_Made] = []  #: classes made by :func:`record` whose methods :func:`finish` has not made yet


class _Factory:
    """A field's default in a constructor's signature when it has a ``default_factory``: called for
    each object (the standard library's ``<factory>``)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def record(*, frozen: bool = False, slots: bool = False, eq: bool = True, repr: bool = True) -> Any:
    """``@record(frozen=True, slots=True)`` (the same arguments as ``@dataclass``), made faster: the
    standard library compiles each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
    ``__setattr__`` and ``__delattr__`` one ``exec`` at a time (most of :mod:`engine.core.events`'s
    import, which the table's first frame waits for); here the class is made a dataclass without them,
    and :func:`finish` compiles the constructors of every class at once and makes the other methods
    without compiling, as the standard library writes them."""

    def make(cls: type) -> type:
        documented = bool(cls.__dict__.get("__doc__"))
        made: type = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=slots)
        initvar = dataclasses._FIELD_INITVAR  # type: ignore[attr-defined]
        for name, f in made.__dataclass_fields__.items():  # type: ignore[attr-defined]
            if getattr(f, "_field_type", None) is initvar:
                raise TypeError(f"{cls.__qualname__}.{name}: record takes no InitVar")
        if frozen and ("__setattr__" in cls.__dict__ or "__delattr__" in cls.__dict__):
            raise TypeError(f"{cls.__qualname__}: a frozen record defines no __setattr__ or __delattr__")
        _pending.append(_Made(made, frozen, slots, eq, repr, documented))
        return made

    return make


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of an object's fields ``names`` (what ``(self.a, self.b)`` gives)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return lambda _self: ()


def _methods(made: _Made, fs: tuple[Field[Any], ...]) -> dict[str, Any]:
    """``made``'s ``__repr__``, ``__eq__``, ``__hash__`` and, frozen, ``__setattr__``, ``__delattr__``
    (and with slots ``__getstate__`` and ``__setstate__``), as ``@dataclass`` makes them, without
    compiling them; those the class defines itself are left to it."""
    cls, own = made.cls, made.cls.__dict__
    names = tuple(f.name for f in fs)
    out: dict[str, Any] = {}
    if made.repr and "__repr__" not in own:
        shown = tuple(f.name for f in fs if f.repr)
        running: set[tuple[int, int]] = set()

        def __repr__(self: Any) -> str:
            key = (id(self), threading.get_ident())  # a record that holds itself: "...", as a dataclass
            if key in running:
                return "..."
            running.add(key)
            try:
                text = ", ".join(f"{n}={getattr(self, n)!r}" for n in shown)
            finally:
                running.discard(key)
            return f"{self.__class__.__qualname__}({text})"

        out["__repr__"] = __repr__
    if made.eq and "__eq__" not in own:
        compared = _getter(tuple(f.name for f in fs if f.compare))

        def __eq__(self: Any, other: object) -> bool:
            if other.__class__ is self.__class__:
                return compared(self) == compared(other)
            return NotImplemented

        out["__eq__"] = __eq__
    own_hash = own.get("__hash__", MISSING)
    explicit_hash = not (own_hash is MISSING or (own_hash is None and "__eq__" in own))
    if made.eq and not explicit_hash:  # the standard library's table: frozen hashes, mutable is unhashable
        if made.frozen:
            hashed = _getter(tuple(f.name for f in fs if (f.compare if f.hash is None else f.hash)))

            def __hash__(self: Any) -> int:
                return hash(hashed(self))

            out["__hash__"] = __hash__
        else:
            out["__hash__"] = None
    if made.frozen:
        fixed = frozenset(names)
        owner: Any = cls

        def __setattr__(self: Any, name: str, value: Any) -> None:
            if type(self) is owner or name in fixed:
                raise FrozenInstanceError(f"cannot assign to field {name!r}")
            super(owner, self).__setattr__(name, value)

        def __delattr__(self: Any, name: str) -> None:
            if type(self) is owner or name in fixed:
                raise FrozenInstanceError(f"cannot delete field {name!r}")
            super(owner, self).__delattr__(name)

        out["__setattr__"], out["__delattr__"] = __setattr__, __delattr__
        if made.slots:  # as the standard library's, for pickling a frozen slotted class

            def __getstate__(self: Any) -> list[Any]:
                return [getattr(self, n) for n in names]

            def __setstate__(self: Any, state: list[Any]) -> None:
                for name, value in zip(names, state, strict=True):
                    _osa(self, name, value)

            for method in (__getstate__, __setstate__):
                if method.__name__ not in own:
                    out[method.__name__] = method
    return out


def _init_source(i: int, made: _Made, fs: tuple[Field[Any], ...], scope: dict[str, Any]) -> list[str]:
    """The lines of class number ``i``'s ``__init__``, as ``@dataclass`` writes it (what it refers to
    put in ``scope``). A frozen slotted class stores each argument through its slot's descriptor: the
    round makes some seventy events per seven-box round, and ``object.__setattr__`` for every field
    made that a third slower than when events were named tuples."""
    cls = made.cls
    params = ["self"]
    body: list[str] = []
    for f in fs:
        name, value = f.name, f.name
        if f.default_factory is not MISSING:
            scope[f"_factory{i}_{name}"] = f.default_factory
            if f.init:
                params.append(f"{name}=_FACTORY")
                value = f"_factory{i}_{name}() if {name} is _FACTORY else {name}"
            else:
                value = f"_factory{i}_{name}()"
        elif f.init:
            if f.default is not MISSING:
                scope[f"_default{i}_{name}"] = f.default
                params.append(f"{name}=_default{i}_{name}")
            else:
                params.append(name)
        elif made.slots and f.default is not MISSING:
            scope[f"_default{i}_{name}"] = f.default
            value = f"_default{i}_{name}"
        else:
            continue  # no argument and no slot to fill: the class's attribute is the default
        if made.frozen and made.slots:
            slot = next(c.__dict__[name] for c in cls.__mro__ if name in c.__dict__)  # a base's, for a subclass
            scope[f"_set{i}_{name}"] = slot.__set__
            body.append(f"    _set{i}_{name}(self, {value})")
        elif made.frozen:
            body.append(f"    _osa(self, {name!r}, {value})")
        else:
            body.append(f"    self.{name} = {value}")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    return [f"def __init__({', '.join(params)}):", *(body or ["    pass"]), "_made.append(__init__)"]


def finish() -> None:
    """The methods of the classes :func:`record` made since the last call, as ``@dataclass`` gives
    them: ``__init__`` takes the fields in order (defaults, factories, ``__post_init__``), ``__eq__``
    between two of one class compares the compared fields in order, a frozen class's ``__hash__``
    hashes them (a mutable one with ``eq`` is unhashable), ``__repr__`` names the shown ones,
    assigning or deleting a frozen class's field raises ``FrozenInstanceError``, a frozen slotted one
    pickles through ``__getstate__`` / ``__setstate__``, and ``__dataclass_params__`` says what the
    class was asked for. Only the constructors are compiled, all in one source (one ``exec``):
    compiling is what the standard library's methods cost at import."""
    classes, _pending[:] = list(_pending), []
    made: list[Any] = []
    scope: dict[str, Any] = {"_made": made, "_FACTORY": _FACTORY, "_osa": _osa}
    lines: list[str] = []
    every = [(m, fields(m.cls)) for m in classes]
    for i, (m, fs) in enumerate(every):
        lines += _init_source(i, m, fs, scope)
    exec(compiled("\n".join(lines)), scope)  # the source holds field names only
    for (m, fs), init in zip(every, made, strict=True):
        cls = m.cls
        methods = _methods(m, fs)
        if "__init__" not in cls.__dict__:
            init.__annotations__ = {f.name: f.type for f in fs if f.init} | {"return": None}
            methods["__init__"] = init
        for name, method in methods.items():
            if method is not None:
                method.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, method)
        params = cls.__dataclass_params__  # type: ignore[attr-defined]
        params.init, params.repr, params.eq, params.frozen = True, m.repr, m.eq, m.frozen
        if not m.documented:  # the standard library's docstring: the class's signature
            import inspect

            cls.__doc__ = cls.__name__ + str(inspect.signature(cls)).replace(" -> None", "")


# ------------------------------------------------------------------------------ compiled constructors

#: the first bytes of a file of compiled constructors: this format, then the interpreter's bytecode
#: version (a file another Python wrote is not read)
_CODE_MAGIC = b"croupier-constructors-1\n"
_UNSET = Path()
_code_folder: Path | None = _UNSET  #: the folder of the compiled constructors (None: none), found at the first use


def code_folder() -> Path | None:
    """The folder of the start's compiled code, in the cache folder (``constructors-<interpreter>``),
    None without a cache folder: :func:`compiled` keeps its code there, :mod:`engine.core.patterns`
    its regular expressions."""
    global _code_folder
    if _code_folder is _UNSET:
        from .paths import cache_folder

        folder = cache_folder()
        _code_folder = None if folder is None else folder / f"constructors-{sys.implementation.cache_tag}"
    return _code_folder


#: Python's own ``compile`` (a caller may stand something else in for the built-in while it runs)
_compile = compile


def compiled(source: str | bytes, filename: str = "<records>", flags: int = 0) -> CodeType:
    """``compile(source, filename, "exec", flags, dont_inherit=True)``, kept in the cache folder as
    Python keeps a module's bytecode in ``__pycache__``: for :func:`finish`, parsing and compiling the
    constructors' sources was about 3 % of the table's start (the start's 25 sources, 14,000
    characters), reading them back is a small part of that; the table keeps PySide6's support code the
    same way (:mod:`gui.qt_support`). A file holds the source it was compiled from (with the file name
    and flags, but for the constructors' ``<records>``) and is used only for that very source, by this
    interpreter's bytecode version, whole (a checksum over the rest); anything else (no cache folder,
    a damaged or foreign file) compiles the source, and writes the file again where it can."""
    folder = code_folder()
    if folder is None:
        made: CodeType = _compile(source, filename, "exec", flags, True)
        return made
    text = source.encode("utf-8") if isinstance(source, str) else bytes(source)
    if filename != "<records>" or flags:
        text = f"{filename}\0{flags}\0".encode() + text
    path = folder / f"{zlib.crc32(text):08x}-{len(text)}.code"
    try:
        data = path.read_bytes()
    except OSError:  # not written yet (or unreadable): compiled below
        data = b""
    code = _read_code(data, text)
    if code is None:
        code = _compile(source, filename, "exec", flags, True)
        _write_code(path, text, code)
    return code


def _read_code(data: bytes, text: bytes) -> CodeType | None:
    """The code a file of :func:`compiled` holds for the source ``text``; None when it holds another
    source, another bytecode version, or is damaged."""
    head = _CODE_MAGIC + MAGIC_NUMBER
    if not data.startswith(head) or len(data) < len(head) + 8:
        return None
    rest = data[len(head) + 4 :]
    if int.from_bytes(data[len(head) : len(head) + 4], "little") != zlib.crc32(rest):
        return None
    size = int.from_bytes(rest[:4], "little")
    if rest[4 : 4 + size] != text:
        return None
    try:
        code = marshal.loads(rest[4 + size :])
    except (ValueError, EOFError, TypeError):
        return None
    return code if isinstance(code, CodeType) else None


def _write_code(path: Path, text: bytes, code: CodeType) -> None:
    """Keep ``code`` for :func:`compiled`: written beside, then renamed into place (another process
    reads the old file or the new one, never half of one). A folder that cannot be written keeps no
    file: the next start compiles again."""
    rest = len(text).to_bytes(4, "little") + text + marshal.dumps(code)
    data = _CODE_MAGIC + MAGIC_NUMBER + zlib.crc32(rest).to_bytes(4, "little") + rest
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError:  # a read-only or full cache folder: nothing kept, the source compiles at each start
        with contextlib.suppress(OSError):  # the half-written file, if there is one
            tmp.unlink()
