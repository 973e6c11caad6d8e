"""The settings schema is declared once: each field's file key, kind and bounds drive reading,
checking, writing and the audit's diff."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from croupier.engine.core.errors import ConfigError
from croupier.engine.store import settings as st
from croupier.engine.store.settings_data import DECLARED, KEYS, Key, Settings


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
        assert top in st.TOP_KEYS
        if key.section:
            assert key.name in st.SECTION_KEYS[key.section]


@pytest.mark.parametrize(("name", "key"), DECLARED, ids=[k.key for _n, k in DECLARED])
def test_a_declared_field_is_written_read_back_and_named_in_the_diff(name: str, key: Key) -> None:
    old = Settings()
    new = replace(old, **{name: _other(key, getattr(old, name))})
    text = st.to_toml(new)
    assert st.parse(text.encode()) == new.normalised()
    assert [field for field, _a, _b in st.diff(old, new)] == [key.key]


@pytest.mark.parametrize(("name", "key"), DECLARED, ids=[k.key for _n, k in DECLARED])
def test_a_declared_field_out_of_its_bounds_is_refused_by_its_file_key(name: str, key: Key) -> None:
    bad: object = "nonsense" if key.kind in ("bool", "int", "amount") else 7
    if key.kind in ("int", "amount"):
        bad = key.high + 1
    with pytest.raises(ConfigError) as err:
        replace(Settings(), **{name: bad}).validate()
    assert err.value.field == key.key
