"""Typed commands and event records: the can/verify/apply trio, their journal form, and immutability."""

from __future__ import annotations

import dataclasses
import json

import pytest

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.errors import RuleError
from croupier.engine.core.events import (
    CLEAR,
    TYPE_OF,
    Bet,
    Deal,
    Dealt,
    Double,
    Hit,
    Insure,
    Kind,
    MainPay,
    PlaceBet,
    RemoveBet,
    Result,
    Split,
    Stand,
    Surrender,
    from_dict,
    to_dict,
)  # fmt: skip
from croupier.engine.core.session import Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from tests.engine.clause_helpers import U, make_round


def test_fr_bj_8_the_trio_takes_typed_commands() -> None:
    """[FR-BJ-8] A double after a hit: ``can`` says no, ``verify`` names the clause, ``apply`` refuses."""
    r = make_round("5S 9C 6D 2H 7H TH 8C")
    assert r.can(PlaceBet(1, 10 * U)) and not r.can(PlaceBet(9, 10 * U))
    r.apply(PlaceBet(1, 10 * U))
    assert not r.can(Hit(1))
    r.apply(Deal())
    assert r.can(Hit(1)) and r.can(Double(1)) and not r.can(Hit(2)) and not r.can(Insure(1))
    r.apply(Hit(1))
    with pytest.raises(RuleError) as info:
        r.verify(Double(1))
    assert info.value.rule == "FR-BJ-8"
    assert not r.can(Split()) and not r.can(Surrender())
    with pytest.raises(RuleError):
        r.apply(Double())
    r.apply(Stand())
    assert r.phase.value == "done"


def test_a_command_is_journaled_as_its_name_and_arguments() -> None:
    config = build_config("france")
    seen: list[tuple[str, tuple[object, ...]]] = []
    s = Session(config, 1000 * U, shoe=FixedShoe(config.rules, parse_cards("TS 9C 8D 7H 6S")))
    s.observers.append(lambda _s, name, args, _e: seen.append((name, args)))
    s.apply(PlaceBet(2, 10 * U, 0))
    s.apply(PlaceBet(3, 20 * U))
    s.apply(RemoveBet(3))
    s.apply(Deal())
    s.apply(Stand(2))
    assert seen == [("bet", (2, 10 * U, 0)), ("bet", (3, 20 * U, 0)), ("remove_bet", (3,)), ("deal", ()),
                    ("stand", (2,))]  # fmt: skip
    with pytest.raises(RuleError):
        s.apply(PlaceBet(1, 10 * U, player="2"))


def test_events_are_frozen_values_of_one_type() -> None:
    pay, collect_like = MainPay(1, 1, 5 * U, Result.WIN), Bet(1, Kind.MAIN, 5 * U, 1)
    assert pay != collect_like and pay == MainPay(1, 1, 5 * U) and hash(pay) == hash(MainPay(1, 1, 5 * U))
    with pytest.raises(dataclasses.FrozenInstanceError):
        pay.amount = 0  # type: ignore[misc]
    assert not hasattr(pay, "__dict__")  # slotted
    assert CLEAR[3].box == 3


def test_every_event_type_survives_json() -> None:
    """Each record type goes to JSON and back unchanged (enums as their strings)."""
    from croupier.engine.core.events import (
        Action,
        Announce,
        BetRemoved,
        Burn,
        DealerBust,
        DealerStand,
        Decision,
        HyperCollect,
        HyperPay,
        HyperRemoved,
        InsuranceCollect,
        InsurancePay,
        MainCollect,
        MainPush,
        MainReturn,
        Peek,
        Reveal,
        Shuffle,
        SideCollect,
        SideHold,
        SidePay,
    )  # fmt: skip

    ace, ten = parse_cards("AS TD")
    samples = [
        Shuffle(312), Burn(5), Bet(1, Kind.SPLIT, 10 * U, 2), Bet(2, Kind.SIDE, U), BetRemoved(4, 11 * U),
        Dealt(1, 2, ace, 21, True, split=True), Dealt(0, 0, ten, 10, False, hole=True), Dealt(3, 1, ten, 20, False),
        Action(1, 1, Decision.HIT), Action(2, 0, Decision.INSURE), Announce(2), SideCollect(1, U),
        SidePay(1, "any-20", 4 * U, 4), SideHold(3), Peek(False), Reveal(ace, 21, True), InsuranceCollect(1, 5 * U),
        InsurancePay(1, 10 * U), MainCollect(1, 1, 10 * U, Result.BUST), MainPay(1, 2, 15 * U, Result.BLACKJACK),
        MainPush(1, 1, 10 * U), MainReturn(1, 2, 5 * U), DealerStand(19, False), DealerBust(24), CLEAR[0], CLEAR[5],
        Bet(3, Kind.HYPER, 5 * U, 0, "bust"), HyperRemoved(3, "20", 2 * U), HyperCollect(3, "17", U),
        HyperPay(3, "blackjack", 19 * U),
    ]  # fmt: skip
    assert {type(e) for e in samples} == set(TYPE_OF)
    for e in samples:
        data = json.loads(json.dumps(to_dict(e)))
        assert data["type"] == TYPE_OF[type(e)]
        assert from_dict(data) == e, data


@pytest.mark.parametrize("cls", [Hit, Stand, Double, Split, Surrender])
def test_hand_commands_are_frozen_slotted_dataclasses_of_their_own_class(cls: type) -> None:
    """The hand decisions share their base's dataclass methods: each is still a frozen, slotted
    dataclass with its own name in its repr, equal only to the same decision for the same box."""
    cmd = cls(2)
    assert dataclasses.is_dataclass(cmd) and [f.name for f in dataclasses.fields(cmd)] == ["box"]
    assert repr(cmd) == f"{cls.__name__}(box=2)" and repr(cls()) == f"{cls.__name__}(box=None)"
    assert cmd == cls(2) and hash(cmd) == hash(cls(2)) and cmd != cls(3) and cmd != cls()
    others = [c for c in (Hit, Stand, Double, Split, Surrender) if c is not cls]
    assert all(cmd != other(2) for other in others)
    assert len({cmd, cls(2), *(other(2) for other in others)}) == 5
    with pytest.raises(dataclasses.FrozenInstanceError):
        cmd.box = 3  # type: ignore[misc]
    assert not hasattr(cmd, "__dict__")  # slotted
    assert dataclasses.replace(cmd, box=4) == cls(4) and type(dataclasses.replace(cmd, box=4)) is cls
    assert cmd.args == (2,) and cls().args == () and cmd.name == cls.__name__.lower()


def test_every_event_constructor_takes_its_fields_in_order_with_their_defaults() -> None:
    """The events' constructors (made in one go at import) take each field, in order, with the
    dataclass's default, and fill every slot; a missing argument is refused."""
    import inspect

    for cls in TYPE_OF:
        fs = dataclasses.fields(cls)
        params = list(inspect.signature(cls).parameters.values())
        assert [p.name for p in params] == [f.name for f in fs], cls
        for p, f in zip(params, fs, strict=True):
            assert p.default is (inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default), (cls, f)
        assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
        args = [object() for f in fs if f.default is dataclasses.MISSING]
        made = cls(*args)
        assert [getattr(made, f.name) for f in fs[: len(args)]] == args
        assert all(getattr(made, f.name) == f.default for f in fs[len(args) :])
        if args:
            with pytest.raises(TypeError):
                cls(*args[:-1])
