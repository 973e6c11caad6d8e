"""Frozen, slotted dataclasses made quickly (the events and commands of :mod:`engine.core.events`).

``@dataclass(frozen=True, slots=True)`` compiles each class's ``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, ``__setattr__`` and ``__delattr__`` one ``exec`` at a time: for the events' thirty-six
classes that was most of the module's import, which the table's first frame waits for. :func:`record`
makes each class a slotted dataclass without those methods, and :func:`finish` gives every class made
since its last call the same methods at once (the constructors compiled in one source, the others made
without compiling). ``dataclasses.fields``, ``replace``, ``is_dataclass``, pickling and pattern
matching work as on the standard library's (``tests/engine/test_event_records.py`` compares them)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import MISSING, FrozenInstanceError, fields
from operator import attrgetter
from typing import Any

_pending: list[type] = []  #: classes made by :func:`record` whose methods :func:`finish` has not made yet


def record(*, frozen: bool, slots: bool) -> Any:
    """``@record(frozen=True, slots=True)``, made faster: the standard library compiles
    each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__`` and
    ``__delattr__`` one ``exec`` at a time (most of this module's import, which the table's first
    frame waits for); here the class is made a slotted dataclass without them, and
    :func:`finish` compiles them for every class at once, as the standard library writes them."""
    assert frozen and slots

    def make(cls: type) -> type:
        made: type = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=True)
        _pending.append(made)
        return made

    return make


def _methods(cls: type, names: tuple[str, ...]) -> dict[str, Any]:
    """``cls``'s ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``,
    ``__getstate__`` and ``__setstate__``, as ``@dataclass(frozen=True, slots=True)`` makes them
    (its fields in order: ``names``), without compiling them."""
    get: Callable[[Any], Any] = attrgetter(*names) if names else (lambda _self: ())
    one = len(names) == 1  # attrgetter of one name gives the value, not a tuple
    fixed = frozenset(names)
    owner: Any = cls

    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        return f"{self.__class__.__qualname__}({shown})"

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is self.__class__:
            return bool(get(self) == get(other))
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash((get(self),) if one else get(self))

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in fixed:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(owner, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in fixed:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(owner, self).__delattr__(name)

    def __getstate__(self: Any) -> list[Any]:
        return [getattr(self, n) for n in names]

    def __setstate__(self: Any, state: list[Any]) -> None:
        for name, value in zip(names, state, strict=True):
            object.__setattr__(self, name, value)

    made = (__repr__, __eq__, __hash__, __setattr__, __delattr__, __getstate__, __setstate__)
    return {m.__name__: m for m in made}


def finish() -> None:
    """The methods of the classes :func:`record` made since the last call, as
    ``@dataclass(frozen=True, slots=True)`` gives them: ``__eq__`` between two of one class compares
    the fields in order, ``__hash__`` hashes them, ``__repr__`` names them, assigning or deleting a
    field raises ``FrozenInstanceError``, pickling goes through ``__getstate__`` / ``__setstate__``,
    and ``__dataclass_params__`` says frozen. Only the constructors are compiled, all in one source
    (one ``exec``): compiling is what the standard library's methods cost at import.

    The ``__init__`` stores each argument through the slot's descriptor rather than through
    ``object.__setattr__`` for every field, as a frozen dataclass's does: the round makes some seventy
    events per seven-box round, and that alone made it a third slower than when events were named
    tuples."""
    classes, _pending[:] = list(_pending), []
    made: list[Any] = []
    scope: dict[str, Any] = {"_made": made}
    lines: list[str] = []
    for i, cls in enumerate(classes):
        fs = fields(cls)
        params = ["self"]
        for f in fs:
            slot = next(c.__dict__[f.name] for c in cls.__mro__ if f.name in c.__dict__)  # a base's, for a subclass
            scope[f"_set{i}_{f.name}"] = slot.__set__
            if f.default is MISSING:
                params.append(f.name)
            else:
                scope[f"_default{i}_{f.name}"] = f.default
                params.append(f"{f.name}=_default{i}_{f.name}")
        lines.append(f"def __init__({', '.join(params)}):")
        lines += [f"    _set{i}_{f.name}(self, {f.name})" for f in fs] or ["    pass"]
        lines.append("_made.append(__init__)")
    exec("\n".join(lines), scope)  # the source holds field names only
    for cls, init in zip(classes, made, strict=True):
        methods = _methods(cls, tuple(f.name for f in fields(cls)))
        methods["__init__"] = init
        for name, method in methods.items():
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, method)
        params = cls.__dataclass_params__  # type: ignore[attr-defined]
        params.init = params.repr = params.eq = params.frozen = True
