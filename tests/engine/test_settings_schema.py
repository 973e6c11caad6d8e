"""The settings schema is declared once: each field's file key, kind and bounds drive reading,
checking, writing and the audit's diff."""

from __future__ import annotations

import ast
from dataclasses import fields, replace
from pathlib import Path

import pytest

from croupier.engine.core.errors import ConfigError
from croupier.engine.core.money import SCALE
from croupier.engine.core.rules import PROFILES, PUERTO_RICO
from croupier.engine.store import settings as st
from croupier.engine.store.settings_data import DECLARED, KEYS, SECTION_KEYS, TOP_KEYS, Key, Settings, diff


def _other(key: Key, value: object) -> object:
    """A value of the key's kind, different from ``value``, within its bounds."""
    if key.kind == "bool":
        return not value
    if key.kind == "choice":
        return next(c for c in key.choices if c != value)
    assert isinstance(value, int)
    return (
        key.high if value != key.high else key.low
    )  # the high bound: a low one may fall under another field (a bankroll under the table minimum)


def test_every_field_of_the_settings_declares_its_file_key() -> None:
    assert [name for name, _k in KEYS] == [f.name for f in fields(Settings)]
    assert len({k.key for _n, k in KEYS}) == len(KEYS)
    for _name, key in KEYS:
        top = key.key.partition(".")[0]
        assert top in TOP_KEYS
        if key.section:
            assert key.name in SECTION_KEYS[key.section]


@pytest.mark.parametrize(("name", "key"), DECLARED, ids=[k.key for _n, k in DECLARED])
def test_a_declared_field_is_written_read_back_and_named_in_the_diff(name: str, key: Key) -> None:
    old = Settings()
    new = replace(old, **{name: _other(key, getattr(old, name))})
    text = st.to_toml(new)
    assert st.parse(text.encode()) == new.normalised()
    assert [field for field, _a, _b in diff(old, new)] == [key.key]


@pytest.mark.parametrize(("name", "key"), DECLARED, ids=[k.key for _n, k in DECLARED])
def test_a_declared_field_out_of_its_bounds_is_refused_by_its_file_key(name: str, key: Key) -> None:
    bad: object = "nonsense" if key.kind in ("bool", "int", "amount") else 7
    if key.kind in ("int", "amount"):
        bad = key.high + 1
    with pytest.raises(ConfigError) as err:
        replace(Settings(), **{name: bad}).validate()
    assert err.value.field == key.key


def _defined_in(tree: ast.Module) -> set[str]:
    """The names a module defines at its top level (not those it imports)."""
    out: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Assign):
            out.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


def test_the_settings_file_module_re_exports_nothing_every_name_comes_from_where_it_is_defined() -> None:
    root = Path(__file__).resolve().parents[2]
    module = root / "engine" / "store" / "settings.py"
    own = _defined_in(ast.parse(module.read_text(encoding="utf-8")))
    assert "Settings" not in own and "parse" in own
    elsewhere = _defined_in(ast.parse((module.parent / "settings_data.py").read_text(encoding="utf-8")))
    elsewhere |= {"SaveError", "atomic_write"}  # engine.core.paths
    wrong = []
    aliased = "settings as st"
    for folder in ("engine", "gui", "croupier", "tests", "tools"):
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("settings"):
                    if node.module not in ("settings", "store.settings", "croupier.engine.store.settings"):
                        continue
                    wrong += [f"{path.relative_to(root)}: {a.name}" for a in node.names if a.name not in own]
                elif (
                    isinstance(node, ast.Attribute)
                    and isinstance(node.value, ast.Name)
                    and node.value.id == "st"
                    and node.attr in elsewhere
                    and aliased in path.read_text(encoding="utf-8")
                ):
                    wrong.append(f"{path.relative_to(root)}: st.{node.attr}")
    assert wrong == []


def test_another_profile_brings_the_fields_its_defaults_set_and_keeps_every_other() -> None:
    mine = Settings(language="fr", volume=10, hints=False, virtual_players=2, starting_credit=123 * SCALE)
    for profile in PROFILES:
        moved = mine.with_profile(profile)
        fresh = Settings.for_profile(profile)
        for name, key in KEYS:
            want = getattr(fresh, name) if key.by_profile else getattr(mine, name)
            assert getattr(moved, name) == want, (profile, key.key)
    assert Settings().with_profile(PUERTO_RICO).currency == "USD"
