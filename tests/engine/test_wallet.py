"""The player's balance file: survives restarts, atomic, reset to the starting credit, and a damaged
file is reported, set aside and replaced by the starting credit."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.money import SCALE
from croupier.engine.core.paths import SaveError
from croupier.engine.store.wallet import FILE_NAME, STARTING_CREDIT, Wallet


def test_a_new_wallet_holds_the_starting_credit(tmp_path: Path) -> None:
    assert Wallet(tmp_path).balance == STARTING_CREDIT
    assert Wallet(tmp_path, 50 * SCALE).balance == 50 * SCALE
    assert not (tmp_path / FILE_NAME).exists()


def test_balance_survives_a_restart_to_the_mill(tmp_path: Path) -> None:
    w = Wallet(tmp_path / "data")
    w.set(1234 * SCALE + 15)  # 1234.015 after a 3:2 on a cent
    again = Wallet(tmp_path / "data")
    assert again.balance == 1234 * SCALE + 15
    assert again.warnings == []


def test_reset_puts_the_starting_credit_back_and_is_audited(tmp_path: Path) -> None:
    log: list[tuple[str, dict[str, Any]]] = []
    w = Wallet(tmp_path, 200 * SCALE, audit=lambda k, d: log.append((k, d)))
    w.set(3 * SCALE)
    assert w.reset() == 200 * SCALE
    assert Wallet(tmp_path).balance == 200 * SCALE
    assert log == [("balance-reset", {"old": "3", "new": "200"})]


@pytest.mark.parametrize(
    "content",
    [b"", b'{"schema": 1, "bal', b"\xff\xfe\x00binary", b'{"schema": 1, "balance": "-5"}',
     b'{"schema": 1, "balance": 5.5}', b'{"schema": 2, "balance": "5"}', b'{"schema": 1, "balance": "abc"}',
     b"[]"],
)  # fmt: skip
def test_a_damaged_balance_file_is_reported_set_aside_and_replaced(tmp_path: Path, content: bytes) -> None:
    (tmp_path / FILE_NAME).write_bytes(content)
    w = Wallet(tmp_path, 100 * SCALE)
    assert w.balance == 100 * SCALE
    assert "damaged" in w.warnings[0]
    assert (tmp_path / (FILE_NAME + ".bad")).read_bytes() == content
    w.set(7 * SCALE)
    assert Wallet(tmp_path).balance == 7 * SCALE


def test_a_refused_write_keeps_the_old_balance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    w = Wallet(tmp_path)
    w.set(42 * SCALE)

    def refuse(src: str, dst: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(SaveError):
        w.set(1 * SCALE)
    assert w.balance == 42 * SCALE
    monkeypatch.undo()
    assert Wallet(tmp_path).balance == 42 * SCALE
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]


def test_a_negative_balance_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        Wallet(tmp_path).set(-1)
