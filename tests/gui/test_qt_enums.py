"""PySide6's enums made the quick way (gui.qt_enums) are the enums Python's own ``enum`` makes.

Every enum of the Qt modules the table uses is made again from its members both ways, and the two
classes are compared in everything an enum shows: its members, aliases, order, value map, flag masks,
iteration, the class dictionary's entries, and each member's name, value, repr, str, format, hash,
lookups and (for flags) its operations."""

from __future__ import annotations

import enum
import pickle
import sys
import types
from typing import Any

import pytest

from croupier.gui import qt_enums

pytestmark = pytest.mark.skipif(not qt_enums.supported(), reason="the quick way follows Python 3.11's enum")

KINDS = (enum.IntEnum, enum.Enum, enum.IntFlag, enum.Flag)


def qt_enum_classes() -> list[type[enum.Enum]]:
    """Every Python enum of QtCore, QtGui and QtWidgets (the Qt namespace's included)."""
    from PySide6 import QtCore, QtGui, QtWidgets

    found: dict[int, type[enum.Enum]] = {}
    for module in (QtCore, QtGui, QtWidgets):
        for name in dir(module):
            owner = getattr(module, name)
            if not isinstance(owner, type):
                continue
            for value in list(vars(owner).values()):
                if isinstance(value, enum.EnumType) and value.__module__.startswith("PySide6"):
                    found[id(value)] = value
    return list(found.values())


def made_both_ways(kind: type, name: str, items: list[tuple[str, int]]) -> tuple[Any, Any]:
    qt_enums.uninstall()
    try:
        standard = kind(name, items, boundary=enum.KEEP)
    finally:
        assert qt_enums.install()
    quick = kind(name, items, boundary=enum.KEEP)
    return standard, quick


def shown(value: Any, cls: Any) -> Any:
    """A class dictionary's entry as compared: a member by its name, a container by what it holds."""
    if isinstance(value, cls):
        return ("member", value._name_)
    if isinstance(value, property | types.DynamicClassAttribute):  # a member named as a base's attribute
        return ("property", value.fget, value.fset, value.fdel, shown(getattr(value, "member", None), cls))
    if isinstance(value, types.MethodType):  # bound to the class itself, or to another object
        return ("bound", value.__func__, "the class" if value.__self__ is cls else shown(value.__self__, cls))
    if isinstance(value, dict):
        return ("dict", [(shown(k, cls), shown(v, cls)) for k, v in value.items()])
    if isinstance(value, list):
        return ("list", [shown(v, cls) for v in value])
    if isinstance(value, type | int | str | bool) or value is None or callable(value):
        return value
    return (type(value), repr(value))


def outcome(f: Any) -> Any:
    """What ``f()`` gives, or the kind of error it raises (Python's own enum fails to iterate some flags
    whose members leave bits of an alias unnamed: both ways alike)."""
    try:
        return f()
    except (AttributeError, TypeError, ValueError) as e:
        return type(e)


def describe(cls: Any) -> dict[str, Any]:
    """Everything compared of an enum class (its name and module aside)."""
    own = {k: shown(v, cls) for k, v in vars(cls).items() if k not in ("__module__", "__qualname__")}
    members = list(cls.__members__.items())
    out: dict[str, Any] = {
        "metaclass": type(cls),
        "bases": cls.__bases__,
        "mro": cls.__mro__[1:],
        "dict": own,
        "dict order of members": [k for k in vars(cls) if k in cls.__members__],
        "iteration": [m._name_ for m in cls],
        "len": len(cls),
        "members": [
            (n, m._name_, m._value_, type(m._value_), m._sort_order_, m.__objclass__ is cls) for n, m in members
        ],
        "member dicts": [sorted(vars(m)) for _, m in members],
        "reversed": [m._name_ for m in reversed(cls)],
    }
    for n, m in members:
        out[f"show {n}"] = (repr(m), str(m), format(m), f"{m:}", hash(m) == hash(cls[n]), bool(m))
        out[f"lookup {n}"] = (cls(m._value_)._name_, cls[n]._name_, getattr(cls, n)._name_, m in cls)
        out[f"pickle {n}"] = m.__reduce_ex__(4)[1:] if cls.__module__ != "<unknown>" else None
        if isinstance(m, int):
            out[f"int {n}"] = (int(m), m + 0, m == m._value_)
    if issubclass(cls, enum.Flag):
        out["masks"] = (cls._flag_mask_, cls._singles_mask_, cls._all_bits_, cls._boundary_, cls._inverted_)
        out["iter member"] = shown(cls._iter_member_, cls)
        first = [m for _, m in members][:6]
        for a in first:
            out[f"invert {a._name_}"] = (repr(~a), (~a)._value_, outcome(lambda a=a: [x._name_ for x in a]), len(a))
            for b in first:
                out[f"ops {a._name_} {b._name_}"] = [(repr(x), x._value_) for x in (a | b, a & b, a ^ b)]
        unknown = cls._all_bits_ + 1 << 3
        out["unknown value"] = outcome(lambda: (repr(cls(unknown)), cls(unknown)._value_))
    return out


@pytest.fixture(scope="module")
def qt_enums_installed() -> None:
    assert qt_enums.install()


def test_every_qt_enum_is_the_standard_one(qt_enums_installed: None) -> None:
    classes = qt_enum_classes()
    assert len(classes) > 500  # the three modules' enums, all of them
    kinds = set()
    for cls in classes:
        kind = next(k for k in KINDS if cls.__bases__ == (k,))
        kinds.add(kind)
        items = [(n, m._value_) for n, m in cls.__members__.items()]
        standard, quick = made_both_ways(kind, cls.__name__, items)
        assert describe(quick) == describe(standard), f"{cls.__module__}.{cls.__qualname__}"
    assert kinds == set(KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_aliases_multi_bit_flags_and_unsorted_values(qt_enums_installed: None, kind: type) -> None:
    """The cases Qt's enums have: a value named twice, a flag of several bits, values out of order."""
    items = [("B", 4), ("A", 1), ("Both", 5), ("Again", 4), ("None_", 0), ("Big", 1 << 40)]
    standard, quick = made_both_ways(kind, "Mixed", items)
    assert describe(quick) == describe(standard)
    assert quick.Again is quick.B


@pytest.mark.parametrize(
    "items",
    [
        [("name", 1), ("x", 2)],  # a name Enum defines (a property): the standard way
        [("_x", 1)],
        [("mro", 1)],
        [("x", 1), ("x", 2)],
        [("x", 1.5)],
        [("x", True)],
        [["x", 1]],
        ["x", "y"],
        [],
    ],
)
def test_other_calls_take_the_standard_way(qt_enums_installed: None, items: Any) -> None:
    calls = []
    standard = qt_enums._standard
    assert standard is not None

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return standard(*args, **kwargs)

    qt_enums._standard = counted
    try:
        try:
            made: Any = enum.IntEnum("Other", items, boundary=enum.KEEP)
        except (TypeError, ValueError) as e:  # refused as Python refuses it
            made = type(e)
    finally:
        qt_enums._standard = standard
    assert len(calls) == 1
    qt_enums.uninstall()
    try:
        try:
            expected: Any = enum.IntEnum("Other", items, boundary=enum.KEEP)
        except (TypeError, ValueError) as e:
            expected = type(e)
    finally:
        qt_enums.install()
    assert (made if isinstance(made, type) and issubclass(made, Exception) else describe(made)) == (
        expected if isinstance(expected, type) and issubclass(expected, Exception) else describe(expected)
    )


def test_a_module_or_mixed_type_takes_the_standard_way(qt_enums_installed: None) -> None:
    made = enum.Enum("Named", [("A", 1)], module=__name__, qualname="Named")
    assert made.__module__ == __name__ and made.__qualname__ == "Named"
    mixed = enum.Enum("Mixed", [("A", 1)], type=int)
    assert mixed.A == 1 and int in mixed.__mro__


def test_a_quick_enum_pickles(qt_enums_installed: None) -> None:
    global Picklable
    Picklable = enum.IntFlag("Picklable", [("A", 1), ("B", 2)], boundary=enum.KEEP)  # type: ignore[misc]
    Picklable.__qualname__ = "Picklable"
    assert pickle.loads(pickle.dumps(Picklable.A | Picklable.B)) == Picklable.A | Picklable.B


def test_install_is_once_and_undone(monkeypatch: pytest.MonkeyPatch) -> None:
    assert qt_enums.install() and qt_enums.install()
    assert vars(enum.EnumType)["_create_"] is qt_enums._create_
    qt_enums.uninstall()
    assert vars(enum.EnumType)["_create_"] is not qt_enums._create_
    monkeypatch.setattr(sys, "version_info", (3, 12, 0))
    assert not qt_enums.supported() and not qt_enums.install()
    monkeypatch.undo()
    assert qt_enums.install()


def test_an_enum_module_that_makes_members_otherwise_keeps_the_standard_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """install() first makes a probe of each kind both ways: when their shapes differ (another 3.11
    release's enum, say), the quick way is not put in place."""
    qt_enums.uninstall()
    try:

        def members_in_another_order(enum_class: Any, names: list[tuple[str, int]]) -> None:
            real(enum_class, list(reversed(names)))

        real = qt_enums._add_members
        monkeypatch.setattr(qt_enums, "_add_members", members_in_another_order)
        assert not qt_enums.install()
        assert vars(enum.EnumType)["_create_"] is not qt_enums._create_ and qt_enums._standard is None
    finally:
        monkeypatch.undo()
        assert qt_enums.install()


def test_the_table_starts_with_the_quick_way() -> None:
    """The table's package puts it in place when imported, before PySide6's first enum at the
    table's start (and in the suite, from the conftest): every table test runs on the enums the table
    makes."""
    from PySide6.QtCore import Qt

    import croupier.gui  # noqa: F401

    assert vars(enum.EnumType)["_create_"] is qt_enums._create_
    assert type(Qt.AlignmentFlag) is enum.EnumType
