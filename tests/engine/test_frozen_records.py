""":func:`engine.core.frozen.record` makes classes that behave as ``@dataclass`` makes them: the
start's dataclasses (the rules, the table's configuration, the settings and their keys) and classes
of every kind it takes (frozen or not, slotted or not, defaults, factories, fields left out of the
comparison, the representation or the constructor, ``__post_init__``, ``cached_property``)."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
from typing import Any

import pytest

from croupier.engine.core import frozen
from croupier.engine.core.rules import Rules
from croupier.engine.core.table import TableConfig, build_config
from croupier.engine.store.settings_data import Key, Settings

#: what the decorators make: left out of the twin's namespace
_MADE = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__getstate__",
         "__setstate__", "__dataclass_fields__", "__dataclass_params__", "__match_args__", "__slots__",
         "__weakref__", "__dict__")  # fmt: skip


def twin(cls: type) -> type:
    """The same class made by ``@dataclass`` with the same arguments and fields."""
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    ns: dict[str, Any] = {k: v for k, v in cls.__dict__.items() if k not in _MADE}
    slotted = "__slots__" in cls.__dict__
    for f in dataclasses.fields(cls):
        ns.pop(f.name, None)
        ns[f.name] = dataclasses.field(default=f.default, default_factory=f.default_factory, init=f.init,
                                       repr=f.repr, hash=f.hash, compare=f.compare, metadata=f.metadata)  # fmt: skip
    ns["__annotations__"] = {f.name: f.type for f in dataclasses.fields(cls)}
    made = type(cls.__name__, cls.__bases__, ns)
    made.__qualname__ = cls.__qualname__
    return dataclasses.dataclass(made, frozen=params.frozen, eq=params.eq, repr=params.repr, slots=slotted)


def _hashed(x: Any) -> int | str:
    """``hash(x)``, or the error's message (a field that is a dict: unhashable, as the dataclass)."""
    try:
        return hash(x)
    except TypeError as e:
        return str(e)


def same(x: Any, ref: Any) -> None:
    """``x`` (a record) behaves as ``ref`` (its twin's object with the same arguments)."""
    cls, std = type(x), type(ref)
    eq = cls.__dataclass_params__.eq  # type: ignore[attr-defined]

    def alike(a: Any, b: Any) -> bool:
        return bool(a == b) if eq else dataclasses.astuple(a) == dataclasses.astuple(b)

    assert repr(x) == repr(ref) if cls.__dataclass_params__.repr else cls.__repr__ is std.__repr__  # type: ignore[attr-defined]
    assert alike(x, copy.copy(x)) and x.__eq__(ref) is NotImplemented
    assert (cls.__hash__ is None) == (std.__hash__ is None)
    if std.__hash__ is not None and std.__hash__ is not object.__hash__:
        assert _hashed(x) == _hashed(ref) == _hashed(copy.copy(x))
    assert dataclasses.astuple(x) == dataclasses.astuple(ref) and alike(dataclasses.replace(x), x)
    assert alike(pickle.loads(pickle.dumps(x)), x) and alike(copy.deepcopy(x), x)
    assert cls.__match_args__ == std.__match_args__
    assert [(f.name, f.default, f.init, f.repr, f.compare) for f in dataclasses.fields(cls)] == [
        (f.name, f.default, f.init, f.repr, f.compare) for f in dataclasses.fields(std)
    ]
    ps, qs = inspect.signature(cls).parameters, inspect.signature(std).parameters
    assert [(p.name, repr(p.default)) for p in ps.values()] == [(p.name, repr(p.default)) for p in qs.values()]
    assert hasattr(x, "__dict__") == hasattr(ref, "__dict__")
    a, b = cls.__dataclass_params__, std.__dataclass_params__  # type: ignore[attr-defined]
    assert (a.init, a.repr, a.eq, a.frozen, a.order) == (b.init, b.repr, b.eq, b.frozen, b.order)
    for f in dataclasses.fields(cls):
        if a.frozen:
            with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot assign to field '{f.name}'"):
                setattr(x, f.name, 0)
            with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot delete field '{f.name}'"):
                delattr(x, f.name)


def _start_classes() -> list[tuple[type, tuple[Any, ...]]]:
    """The dataclasses the table's start makes, each with arguments to make one."""
    from croupier.engine.core.cards import Card
    from croupier.engine.core.paytables import PayTable
    from croupier.engine.core.responsible import PlayerLimits
    from croupier.engine.lab.trainer import Spot, Tally
    from croupier.engine.lab.virtual import Turn, VirtualPlayer
    from croupier.engine.store.keys import Mark
    from croupier.engine.store.pin import Attempt
    from croupier.engine.store.placard import Placard

    cards = (Card("A", "S"), Card("7", "H"))
    return [(Rules, ()), (TableConfig, ()), (Settings, ()), (Key, ("rules.decks",)), (PlayerLimits, ()),
            (Attempt, (False, 2, 60.0)), (Mark, ("j", 3, 1, "ab", "/x")),
            (Placard, ("lucky-ladies", "A", True, (("any20", 4),), 1000, 100000, 10000, 1000000, "EUR", "fr")),
            (VirtualPlayer, ("Alice", 1, 1)), (Turn, (2, 1, cards, Card("K", "D"), ("hit", "stand"))),
            (Spot, (cards, Card("K", "D"), True, False, False)), (Tally, (3, 4)),
            (PayTable, ("A", "lucky-ladies", (("any-20", 4), ("matched-20", 9)), True, "note"))]  # fmt: skip


@pytest.mark.parametrize("cls, args", _start_classes(), ids=lambda c: getattr(c, "__name__", ""))
def test_the_start_s_dataclasses_behave_as_the_standard_library_makes_them(cls: type, args: tuple[Any, ...]) -> None:
    std = twin(cls)
    same(cls(*args), std(*args))
    assert cls.__doc__ == std.__doc__
    assert [f.name for f in dataclasses.fields(cls)] == [f.name for f in dataclasses.fields(std)]


def test_the_rules_and_the_configuration_check_their_values_and_compare_by_value() -> None:
    assert Rules(decks=8) == Rules(decks=8) != Rules() and hash(Rules(decks=8)) == hash(Rules(decks=8))
    with pytest.raises(Exception, match="cut card"):
        Rules(cut_card=10)  # __post_init__ runs
    config = build_config("puerto-rico")
    assert dataclasses.replace(config) == config and config.rules is not TableConfig().rules
    assert TableConfig().rules == Rules() and TableConfig().side == TableConfig().side
    assert config.side_max_effective == dataclasses.replace(config).side_max_effective  # cached_property
    std = twin(TableConfig)
    same(config, std(**{f.name: getattr(config, f.name) for f in dataclasses.fields(config)}))
    s = Settings(rules={"decks": 8})
    assert s.rules == {"decks": 8} and Settings().rules == {} and Settings().rules is not Settings().rules


def _kinds() -> list[tuple[str, dict[str, bool]]]:
    both = (True, False)
    return [(f"frozen={fr} slots={sl} eq={eq} repr={rp}", {"frozen": fr, "slots": sl, "eq": eq, "repr": rp})
            for fr in both for sl in both for eq in both for rp in both]  # fmt: skip


@pytest.mark.parametrize("flags", [k[1] for k in _kinds()], ids=[k[0] for k in _kinds()])
def test_every_kind_of_record_behaves_as_its_dataclass(flags: dict[str, bool]) -> None:
    made: list[str] = []

    def body() -> dict[str, Any]:
        def __post_init__(self: Any) -> None:
            made.append(type(self).__name__)

        return {"__annotations__": {"a": "int", "b": "str", "c": "list[int]", "d": "int", "e": "int"},
                "__doc__": "A record.", "b": "x", "c": dataclasses.field(default_factory=list),
                "d": dataclasses.field(default=4, compare=False, repr=False),
                "e": dataclasses.field(default=5, init=False, hash=False), "__post_init__": __post_init__}  # fmt: skip

    name = "Point_" + "_".join(k for k, v in flags.items() if v)  # found by pickle, in this module
    ours = frozen.record(**flags)(type(name, (), body()))
    frozen.finish()
    globals()[name] = ours
    dc = {k: v for k, v in flags.items()}
    std = dataclasses.dataclass(type(name, (), body()), **dc)
    x, ref = ours(1), std(1)
    assert made == [name, name]  # __post_init__, once for each
    same(x, ref)
    assert x.c == [] and x.c is not ours(1).c and x.e == 5
    assert (ours(1, "y", [2], 9) == ours(1, "y", [2], 3)) == (std(1, "y", [2], 9) == std(1, "y", [2], 3))
    assert (ours(1) == ours(2)) == (std(1) == std(2)) and (ours(1) == ours(1)) == (std(1) == std(1))
    if not flags["frozen"]:
        x.a = 7
        assert x.a == 7


def test_a_record_made_as_the_events_are_subclasses_and_holds_itself_in_its_representation() -> None:
    @frozen.record(frozen=True, slots=True)
    class Base:
        """A base."""

        a: int

    @frozen.record(frozen=True, slots=True)
    class Child(Base):
        """A child."""

        b: int = 2

    @frozen.record()
    class Loop:
        """Holds itself."""

        other: object = None

    frozen.finish()
    assert Child(1) == Child(1, 2) and Child(1) != Base(1) and repr(Child(1)) == f"{Child.__qualname__}(a=1, b=2)"
    loop = Loop()
    loop.other = loop
    assert repr(loop) == f"{Loop.__qualname__}(other=...)" and Loop.__hash__ is None
    with pytest.raises(TypeError):
        hash(loop)


def test_a_class_without_a_docstring_gets_the_standard_library_s() -> None:
    ours = frozen.record(frozen=True)(type("Bare", (), {"__annotations__": {"a": "int"}, "a": 1}))
    frozen.finish()
    std = dataclasses.dataclass(frozen=True)(type("Bare", (), {"__annotations__": {"a": "int"}, "a": 1}))
    assert ours.__doc__ == std.__doc__ == "Bare(a: 'int' = 1)"


def test_an_initvar_is_refused() -> None:
    with pytest.raises(TypeError, match="InitVar"):
        frozen.record()(type("Half", (), {"__annotations__": {"a": dataclasses.InitVar[int]}}))
    assert not frozen._pending


def test_nothing_is_left_unfinished_after_the_imports() -> None:
    assert not frozen._pending
