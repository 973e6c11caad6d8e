"""Money that can be paid: main bets are whole multiples of the table unit, and a unit is accepted only
when every payout on it is whole cents, so the table never pays or takes a fraction of a cent."""

from __future__ import annotations

import pytest

from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.events import InsurancePay, MainCollect, MainPay, MainReturn
from croupier.engine.core.money import CENT, parse_amount
from croupier.engine.core.table import build_config
from croupier.engine.lab.replay import ScenarioError, replay
from tests.engine.clause_helpers import make_round, stand_all


def M(text: str) -> int:
    return parse_amount(text, "amount")


def test_a_bet_of_10_01_is_refused_at_a_table_of_unit_1() -> None:
    r = make_round("AS 9C KD 9H")
    with pytest.raises(RuleError) as info:
        r.bet(1, M("10.01"))
    assert info.value.rule == "UNIT" and "10.01" in str(info.value) and "unit 1" in str(info.value)
    assert not r.boxes and r.on_table == 0


def test_fr_bj_6_insurance_on_a_bet_of_the_unit_is_exactly_half_in_whole_cents() -> None:
    """[FR-BJ-6] Unit 0.10: a bet of 10.10 insures for exactly 5.05, paid 10.10."""
    r = make_round("9S AH 7D KC", unit="0.10")
    r.bet(1, M("10.10"))
    r.deal()
    r.insure(1, True)
    stand_all(r)
    pay = [e for e in r.events if isinstance(e, InsurancePay)]
    assert r.boxes[1].insurance == M("5.05") and pay == [InsurancePay(1, M("10.10"))]


@pytest.mark.parametrize(("pays", "win"), [("3:2", "15.15"), ("6:5", "12.12"), ("1:1", "10.10")])
def test_fr_bj_7_blackjack_on_a_bet_of_the_unit_pays_whole_cents(pays: str, win: str) -> None:
    r = make_round("AS 9C KD 8H", rules={"blackjack_pays": pays}, unit="0.10")
    r.bet(1, M("10.10"))
    r.deal()
    stand_all(r)
    assert [e.amount for e in r.events if isinstance(e, MainPay)] == [M(win)]


def test_fr_bj_10_surrender_of_a_bet_of_the_unit_returns_whole_cents() -> None:
    r = make_round("TS 9C 6D 8H", rules={"surrender": "late"}, unit="0.10")
    r.bet(1, M("10.10"))
    r.deal()
    out = r.surrender()
    amounts = [e.amount for e in out if isinstance(e, (MainCollect, MainReturn))]
    assert amounts == [M("5.05"), M("5.05")] and all(a % CENT == 0 for a in amounts)


@pytest.mark.parametrize(
    ("unit", "rules", "why"),
    [("0.01", {}, "half"), ("0.05", {}, "half"), ("0.02", {"blackjack_pays": "6:5"}, "6:5"), ("0", {}, "> 0"),
     ("3", {}, "limits.min")],
)  # fmt: skip
def test_a_unit_whose_payouts_are_not_whole_cents_is_refused(unit: str, rules: dict[str, str], why: str) -> None:
    with pytest.raises(ConfigError) as info:
        build_config("france", rules, unit=unit)
    assert why in str(info.value)


def test_the_default_unit_is_one_currency_unit_and_replay_echoes_it() -> None:
    assert build_config("france").unit == M("1") == build_config("puerto-rico").unit
    box = {"box": 1, "bet": "10.50", "actions": ["stand"]}
    scenario = {
        "unit": "0.50",
        "limits": {"min": "10", "max": "1000"},
        "boxes": [box],
        "cards": ["TS", "7C", "9D", "TH"],
    }
    out = replay(scenario)
    assert out["config"]["unit"] == "0.50" and out["boxes"][0]["hands"][0]["stake"] == "10.50"
    with pytest.raises(ScenarioError, match=r"box 1: bet: \[UNIT\]"):
        replay({**scenario, "boxes": [{"box": 1, "bet": "10.25", "actions": ["stand"]}]})
