"""PySide6's Python enums made without the per-member machinery of Python 3.11's ``enum`` module.

PySide6 makes a Python enum for each of a Qt class's C++ enums the first time the class is named,
through the ``enum`` module's functional API: ``IntEnum("AlignmentFlag", [(name, value), ...],
boundary=KEEP)``. Python 3.11 then makes each member through its general class machinery (the class
dictionary's checks, a placeholder per member and its ``__set_name__``): some 97,000 instructions a
member. The table's first frame names Qt classes whose enums have about 3,000 members, the ``Qt``
namespace alone 1,195: this was over a quarter of the table's start.

:func:`install` puts a ``_create_`` on :class:`enum.EnumType` that makes exactly those calls (a list
of ``(name, int)`` pairs for one of the four standard enum kinds, no mixed-in type, module or
qualified name) as Python 3.11's own ``EnumType.__new__`` would with no member, then adds the members
itself, each as Python 3.11's ``_proto_member.__set_name__`` adds it: the same member objects,
aliases, value map, sort order, flag masks and iteration order. Every other call (another Python, a
member name the enum's bases already define, a name that is not a plain public identifier, a value
that is not an ``int``) goes to the standard ``_create_``. ``tests/gui/test_qt_enums.py`` makes every
enum of the Qt modules the table uses both ways and compares them in everything an enum shows.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable
from typing import Any

_standard: Callable[..., Any] | None = None  #: ``EnumType._create_`` as it was before :func:`install`
_KINDS = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
_set_on_class = type.__setattr__  #: a class's attribute set as ``type`` sets it (past EnumType's guard)


def supported() -> bool:
    """Whether this Python's ``enum`` module is the one this module follows (3.11's)."""
    return sys.version_info[:2] == (3, 11) and all(
        hasattr(enum, name) for name in ("_proto_member", "_is_single_bit", "KEEP")
    )


def install() -> bool:
    """Make the functional API's plain calls the quick way from now on (once; a no-op on a Python
    whose ``enum`` module differs). Returns whether the quick way is in place."""
    global _standard
    if _standard is not None:
        return True
    if not supported():
        return False
    _standard = vars(enum.EnumType)["_create_"]
    if not _agrees():  # this 3.11's enum makes its members otherwise: the standard way only
        _standard = None
        return False
    setattr(enum.EnumType, "_create_", _create_)  # noqa: B010 - typeshed does not declare _create_
    return True


#: the probe's members: an alias, a value of several bits, values out of order
_PROBE = [("B", 4), ("A", 1), ("Both", 5), ("Again", 4)]


def _agrees() -> bool:
    """Whether an enum of each kind made the quick way has the standard one's shape here (a check of
    the running ``enum`` module, a few hundred microseconds at install; tests/gui/test_qt_enums.py
    compares every Qt enum in full)."""
    assert _standard is not None
    for kind in _KINDS:
        standard = _standard(kind, "Probe", _PROBE, boundary=enum.KEEP)
        if _shape(_create_(kind, "Probe", _PROBE, boundary=enum.KEEP)) != _shape(standard):
            return False
    return True


def _shape(cls: Any) -> tuple[object, ...]:
    members = cls._member_map_
    return (
        sorted(vars(cls)),
        cls._member_names_,
        [(n, m._name_, m._value_, m._sort_order_, sorted(vars(m))) for n, m in members.items()],
        [(v, m._name_) for v, m in cls._value2member_map_.items()],
        [m._name_ for m in cls],
        [getattr(cls, name, None) for name in ("_flag_mask_", "_singles_mask_", "_all_bits_", "_boundary_")],
        [getattr(cls, name, None) is getattr(cls.__mro__[1], name, None) for name in ("__new__", "__repr__")],
    )


def uninstall() -> None:
    """The standard ``_create_`` again (the tests compare both ways)."""
    global _standard
    if _standard is not None:
        setattr(enum.EnumType, "_create_", _standard)  # noqa: B010 - as in install
        _standard = None


#: per kind of enum and boundary: the names its bases define, and the class dictionary Python's own
#: ``EnumType.__new__`` gives a class of that kind with no member (less what names it)
_TEMPLATES: dict[tuple[type, object], tuple[frozenset[str], dict[str, Any]]] = {}
#: the template's entries that are the new class's own containers, made empty for each class
_CONTAINERS = {"_member_names_": list, "_member_map_": dict, "_value2member_map_": dict, "_unhashable_values_": list}
#: what names the class, or is made for each class by ``type`` itself
_OWN = frozenset({"__module__", "__qualname__", "__doc__", "__dict__", "__weakref__"})


def _template(cls: Any, boundary: object) -> tuple[frozenset[str], dict[str, Any]]:
    key = (cls, boundary)
    if key not in _TEMPLATES:
        assert _standard is not None
        empty = _standard(cls, "Empty", (), module=__name__, boundary=boundary)
        inherited = frozenset().union(*(vars(base) for base in cls.__mro__))
        _TEMPLATES[key] = inherited, {k: v for k, v in vars(empty).items() if k not in _OWN}
    return _TEMPLATES[key]


def _plain(names: object, inherited: frozenset[str]) -> bool:
    """Whether the members of a functional call are ones this module makes itself: a list of
    ``(name, int)`` tuples, each name a public identifier the enum's bases do not define, none twice."""
    if type(names) is not list or not names or not all(type(item) is tuple and len(item) == 2 for item in names):
        return False
    keys = [item[0] for item in names]
    if not all(type(key) is str for key in keys) or not all(type(item[1]) is int for item in names):
        return False
    unique = set(keys)
    return (
        len(unique) == len(keys)
        and unique.isdisjoint(inherited)
        and "mro" not in unique
        and all(map(str.isidentifier, keys))
        and not any(key[0] == "_" for key in keys)
    )


def _create_(cls: Any, class_name: str, names: Any, *, module: Any = None, qualname: Any = None, type: Any = None,
             start: int = 1, boundary: Any = None) -> Any:  # fmt: skip
    """``EnumType._create_``, quick for a plain call (:func:`_plain`), the standard one otherwise."""
    assert _standard is not None
    plain = cls in _KINDS and type is None and module is None and qualname is None
    inherited, template = _template(cls, boundary) if plain else (frozenset(), {})
    if not (plain and _plain(names, inherited)):
        return _standard(cls, class_name, names, module=module, qualname=qualname, type=type, start=start,
                         boundary=boundary)  # fmt: skip
    classdict = dict(template)
    for key, make in _CONTAINERS.items():
        classdict[key] = make()
    # as the standard _create_: the calling module's name (two frames up: EnumType.__call__'s caller)
    try:
        found = sys._getframe(2).f_globals["__name__"]
    except (AttributeError, ValueError, KeyError):
        found = None
    if found is None:
        enum._make_class_unpicklable(classdict)  # type: ignore[attr-defined]
    else:
        classdict["__module__"] = found
    metacls = cls.__class__
    # EnumType.__new__ sets __new__ on the class once made (a plain function in its dictionary): in the
    # class dictionary given to type.__new__ it would be made a staticmethod
    member_new = classdict.pop("__new__", None)
    enum_class = metacls.__new__(metacls, class_name, (cls,), classdict, _simple=True)
    if member_new is not None:
        _set_on_class(enum_class, "__new__", member_new)
    _add_members(enum_class, names)
    return enum_class


def _add_members(enum_class: Any, names: list[tuple[str, int]]) -> None:
    """Each member as Python 3.11's ``_proto_member.__set_name__`` makes it, in order. The class is one
    of the four kinds' (its dictionary is theirs): its ``_new_member_`` (``object.__new__`` or
    ``int.__new__``) sets no ``_value_`` and its ``__init__`` (``Enum.__init__``) does nothing."""
    flag = issubclass(enum_class, enum.Flag)
    new_member = enum_class._new_member_
    use_args = enum_class._use_args_
    as_value = None if enum_class._member_type_ is object else enum_class._member_type_
    member_names = enum_class._member_names_
    member_map = enum_class._member_map_
    value2member = enum_class._value2member_map_
    set_on_class = _set_on_class
    flag_mask = singles_mask = 0
    if flag:
        flag_mask, singles_mask = enum_class._flag_mask_, enum_class._singles_mask_
    for member_name, given in names:
        member = new_member(enum_class, given) if use_args else new_member(enum_class)
        value = given if as_value is None else as_value(given)
        member.__dict__.update(
            _value_=value, _name_=member_name, __objclass__=enum_class, _sort_order_=len(member_names)
        )
        single = value != 0 and value & (value - 1) == 0  # enum._is_single_bit
        if flag:
            flag_mask |= value
            if single:
                singles_mask |= value
        canonical = value2member.get(value)
        if canonical is None:
            if not flag or single:
                member_names.append(member_name)
        else:
            member = canonical
        set_on_class(enum_class, member_name, member)
        member_map[member_name] = member
        value2member.setdefault(value, member)
    if flag:
        set_on_class(enum_class, "_flag_mask_", flag_mask)
        set_on_class(enum_class, "_singles_mask_", singles_mask)
        set_on_class(enum_class, "_all_bits_", 2 ** (flag_mask.bit_length()) - 1)
        values = [member_map[name]._value_ for name in member_names]
        if values != sorted(values):
            set_on_class(enum_class, "_iter_member_", enum_class._iter_member_by_def_)
