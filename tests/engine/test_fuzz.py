"""Fuzz: ``croupier replay``, ``croupier config check`` and the loaders the table starts with (settings,
balance, PIN) meet hostile input with one line and status 2, never a traceback: integers of thousands
of digits, nesting 1,000 deep, ``1e999999`` and ``1e5000`` amounts, NaN and infinity, unicode digits
(``"١٠"``, ``"１０"`` are not 10), keys with newlines, 10 MB files; and the lab's own scenarios with
fields replaced or dropped at random."""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from croupier.engine.cli import config as config_cli
from croupier.engine.cli import replay as replay_cli
from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.settings import load
from croupier.engine.store.wallet import STARTING_CREDIT, Wallet

#: hostile JSON values, as text (some cannot even be written by ``json.dumps``)
HOSTILE_JSON = [
    "9" * 5000,
    "-" + "9" * 4000,
    "9" * 40,
    "[" * 1000 + "]" * 1000,
    '{"a":' * 1000 + "1" + "}" * 1000,
    '"1e999999"',
    '"1e5000"',
    "1e999999",
    "1e5000",
    "NaN",
    "Infinity",
    "-Infinity",
    '"NaN"',
    '"١٠"',
    '"１０"',
    '"1\\n0"',
    '"' + "x" * 5000 + '"',
    '{"a\\nb": 1}',
    "[1e5000]",
    "1.00000000000000000000000000000000000000001",
]
HOSTILE_TOML = [
    "9" * 5000,
    "[" * 1000 + "]" * 1000,
    '"1e999999"',
    '"1e5000"',
    "1e5000",
    "nan",
    "inf",
    "-inf",
    '"١٠"',
    '"１０"',
    '"' + "x" * 5000 + '"',
    "{ " + "a = { " * 600 + "b = 1" + " }" * 600 + " }",
]
SCENARIO_SLOTS = ["bet", "side", "box", "bankroll", "card", "rule", "limit", "profile", "top-key", "currency"]
TOML_SLOTS = ["starting_credit", "kiosk_idle_seconds", "limits.min", "side_bet.max", "sound.volume", "rules.decks",
              "profile", "key"]  # fmt: skip


def scenario_text(slot: str, value: str) -> str:
    """A valid scenario with one field replaced by the hostile ``value`` (JSON text)."""
    box = f'{{"box": {value if slot == "box" else 1}, "bet": {value if slot == "bet" else 10}'
    box += f', "side": {value}' if slot == "side" else ""
    box += "}"
    parts = [f'"boxes": [{box}]', f'"cards": [{value if slot == "card" else chr(34) + "AS" + chr(34)}, "KS", "QS"]']
    if slot == "bankroll":
        parts.append(f'"bankroll": {value}')
    if slot == "rule":
        parts.append(f'"rules": {{"decks": {value}}}')
    if slot == "limit":
        parts.append(f'"limits": {{"min": {value}}}')
    if slot == "profile":
        parts.append(f'"profile": {value}')
    if slot == "currency":
        parts.append(f'"currency": {value}')
    if slot == "top-key":
        parts.append(f"{json.dumps(value)}: 1")
    return "{" + ", ".join(parts) + "}"


def toml_text(slot: str, value: str) -> str:
    """A settings file with one field set to the hostile ``value`` (TOML text)."""
    if slot == "key":
        return f"schema = 1\n{json.dumps(value[:200])} = 1\n"
    if "." in slot:
        section, key = slot.split(".")
        return f"schema = 1\n[{section}]\n{key} = {value}\n"
    return f"schema = 1\n{slot} = {value}\n"


def one_line(run: argparse.Namespace, module: object) -> tuple[int, str]:
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = module.run(run)  # type: ignore[attr-defined]
    return code, err.getvalue()


def assert_one_line(code: int, err: str) -> None:
    assert code in (0, 2)
    if code == 2:
        assert err.count("\n") == 1 and err.endswith("\n"), err[:300]
        assert len(err) <= 400, err[:300]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(slot=st.sampled_from(SCENARIO_SLOTS), value=st.sampled_from(HOSTILE_JSON))
def test_replay_meets_hostile_scenarios_with_one_line_and_status_2(tmp_path: Path, slot: str, value: str) -> None:
    path = tmp_path / "s.json"
    path.write_text(scenario_text(slot, value), encoding="utf-8")
    code, err = one_line(argparse.Namespace(file=str(path), indent=None), replay_cli)
    assert_one_line(code, err)
    if value in ('"١٠"', '"１０"') and slot == "bet":
        assert code == 2  # not ten


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(slot=st.sampled_from(TOML_SLOTS), value=st.sampled_from(HOSTILE_TOML))
def test_config_check_meets_hostile_settings_with_one_line_and_status_2(tmp_path: Path, slot: str, value: str) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(toml_text(slot, value), encoding="utf-8")
    code, err = one_line(argparse.Namespace(action="check", file=str(path)), config_cli)
    assert_one_line(code, err)
    if value in ('"١٠"', '"１０"') and slot in ("limits.min", "starting_credit"):
        assert code == 2


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.sampled_from(HOSTILE_JSON), wrap=st.sampled_from(["{}", '{{"schema": 1, "balance": {}}}']))
def test_the_tables_loaders_meet_hostile_balance_and_pin_files(tmp_path: Path, text: str, wrap: str) -> None:
    content = wrap.format(text) if wrap != "{}" else text
    for f in tmp_path.glob("*"):
        f.unlink()
    (tmp_path / "balance.json").write_text(content, encoding="utf-8")
    w = Wallet(tmp_path)
    assert w.balance == STARTING_CREDIT and (tmp_path / "balance.json.bad").exists()
    assert all("\n" not in m and len(m) < 400 for m in w.warnings)
    (tmp_path / "pin.json").write_text(content, encoding="utf-8")
    pin = DirectorPin(tmp_path / "pin.json", n=2**8, key_folder=tmp_path / "keys")
    assert pin.problem is not None and "\n" not in pin.problem and len(pin.problem) < 400
    assert not pin.verify("1234").ok


@pytest.mark.parametrize("slot", ["starting_credit", "key", "limits.min"])
@pytest.mark.parametrize("value", HOSTILE_TOML)
def test_the_tables_settings_loader_sets_a_hostile_file_aside(tmp_path: Path, slot: str, value: str) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(toml_text(slot, value), encoding="utf-8")
    settings_, warnings = load(path)
    assert settings_.validate() is not None
    if warnings:
        assert (tmp_path / "settings.toml.bad").exists()
        assert all("\n" not in w and len(w) < 500 for w in warnings)


def test_ten_megabyte_files_end_in_a_short_line(tmp_path: Path) -> None:
    big = "x" * 10_000_000
    scenario = tmp_path / "big.json"
    scenario.write_text('{"boxes": [{"box": 1, "bet": 10}], "cards": ["AS"], "' + big + '": 1}')
    code, err = one_line(argparse.Namespace(file=str(scenario), indent=None), replay_cli)
    assert code == 2 and err.count("\n") == 1 and len(err) < 300 and "too large" in err
    toml = tmp_path / "big.toml"
    toml.write_text(f'schema = 1\n"{big}" = 1\n')
    code, err = one_line(argparse.Namespace(action="check", file=str(toml)), config_cli)
    assert code == 2 and err.count("\n") == 1 and len(err) < 300 and "too large" in err
    (tmp_path / "balance.json").write_text('{"schema": 1, "balance": "' + big + '"}')
    w = Wallet(tmp_path)
    assert w.balance == STARTING_CREDIT and all(len(m) < 400 for m in w.warnings)


def test_a_key_with_a_newline_never_makes_a_multi_line_message(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"boxes": [{"box": 1, "bet": 10}], "cards": ["AS"], "evil\\nkey\\r\\n": 1}')
    code, err = one_line(argparse.Namespace(file=str(path), indent=None), replay_cli)
    assert code == 2 and err.count("\n") == 1 and "evil\\nkey" in err
    toml = tmp_path / "s.toml"
    toml.write_text('schema = 1\n"evil\\nkey" = 1\n')
    code, err = one_line(argparse.Namespace(action="check", file=str(toml)), config_cli)
    assert code == 2 and err.count("\n") == 1 and "evil\\nkey" in err


@pytest.mark.parametrize("amount", ['"١٠"', '"１０"', '"1e999999"', '"1e5000"', "1e5000", "NaN"])
def test_unicode_digits_and_huge_exponents_are_not_amounts(tmp_path: Path, amount: str) -> None:
    path = tmp_path / "s.json"
    path.write_text(scenario_text("bet", amount))
    code, err = one_line(argparse.Namespace(file=str(path), indent=None), replay_cli)
    assert code == 2 and err.count("\n") == 1


SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.json"))
MUTANTS: list[object] = [None, True, False, 0, -1, 10**40, 1.5, "", "x", "AS", "10", "١٠", "1e999999", [], {},
                         [1], {"a\nb": 1}, "hit", ["AS", "AS"], -10, 7]  # fmt: skip


def _mutate(value: object, rng: random.Random) -> object:
    """Replace or drop one field somewhere inside ``value``."""
    if isinstance(value, dict) and value and rng.random() < 0.7:
        k = rng.choice(list(value))
        if rng.random() < 0.2:
            del value[k]
        else:
            value[k] = _mutate(value[k], rng)
        return value
    if isinstance(value, list) and value and rng.random() < 0.7:
        i = rng.randrange(len(value))
        value[i] = _mutate(value[i], rng)
        return value
    return copy.deepcopy(rng.choice(MUTANTS))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32))
def test_mutated_lab_scenarios_never_end_in_a_traceback(tmp_path: Path, seed: int) -> None:
    """Real scenarios from the lab corpus with one to three fields replaced or dropped."""
    rng = random.Random(seed)
    data = json.loads(rng.choice(SCENARIOS).read_text(encoding="utf-8"))
    for _ in range(rng.randint(1, 3)):
        data = _mutate(data, rng)
    path = tmp_path / "mutant.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert_one_line(*one_line(argparse.Namespace(file=str(path), indent=None), replay_cli))
