"""The events and commands are frozen, slotted dataclasses: made faster at import (:func:`engine.core.frozen.record`)
but behaving as ``@dataclass(frozen=True, slots=True)`` makes them, which each is checked against here."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Any

import pytest

from croupier.engine.core import events as ev
from croupier.engine.core import frozen

CLASSES = sorted(
    (c for c in vars(ev).values() if isinstance(c, type) and dataclasses.is_dataclass(c)), key=lambda c: c.__name__
)


def _standard(cls: type) -> type:
    """The same fields made by the standard library's ``@dataclass(frozen=True, slots=True)``."""
    spec = [(f.name, Any, dataclasses.field(default=f.default)) if f.default is not dataclasses.MISSING
            else (f.name, Any) for f in dataclasses.fields(cls)]  # fmt: skip
    return dataclasses.make_dataclass(cls.__name__, spec, frozen=True, slots=True)


def _values(cls: type, shift: int = 0) -> list[Any]:
    return [i + 1 + shift for i, f in enumerate(dataclasses.fields(cls)) if f.default is dataclasses.MISSING]


def test_every_event_and_command_is_made_by_record() -> None:
    assert len(CLASSES) == len(ev.TYPE_OF) + 12 and ev.Bet in CLASSES and ev.Hit in CLASSES
    assert not frozen._pending


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_a_record_behaves_as_a_frozen_slotted_dataclass(cls: type) -> None:
    std = _standard(cls)
    args = _values(cls)
    x, ref = cls(*args), std(*args)
    assert repr(x) == repr(ref).replace(std.__qualname__, cls.__qualname__, 1)
    assert x == cls(*args) and hash(x) == hash(ref) and hash(x) == hash(cls(*args))
    if args:
        assert x != cls(*_values(cls, 1))
    assert x.__eq__(ref) is NotImplemented  # another class never equals, as a dataclass's
    assert cls.__match_args__ == std.__match_args__
    assert not hasattr(x, "__dict__")  # slotted
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    assert params.frozen and params.eq and params.init and params.repr and not params.order
    assert pickle.loads(pickle.dumps(x)) == x and copy.deepcopy(x) == x and copy.copy(x) == x
    assert dataclasses.replace(x) == x and dataclasses.astuple(x) == dataclasses.astuple(ref)
    for f in dataclasses.fields(cls):
        with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot assign to field '{f.name}'"):
            setattr(x, f.name, 0)
        with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot delete field '{f.name}'"):
            delattr(x, f.name)
    with pytest.raises(dataclasses.FrozenInstanceError):
        x.other = 1  # type: ignore[attr-defined]


def test_defaults_and_keywords_are_the_dataclass_fields() -> None:
    bet = ev.Bet(box=2, kind=ev.Kind.MAIN, amount=5000)
    assert (bet.hand, bet.case) == (0, "") and bet == ev.Bet(2, ev.Kind.MAIN, 5000, 0, "")
    assert ev.Hit() == ev.Hit(None) and ev.Hit(3).args == (3,) and ev.Hit(3) != ev.Stand(3)
    with pytest.raises(TypeError):
        ev.Bet(1)  # type: ignore[call-arg]
    match bet:
        case ev.Bet(box, kind, amount):
            assert (box, kind, amount) == (2, "main", 5000)
