"""The director's PIN: set on first use, stored only as a salted scrypt hash, five misses lock the
menu for a minute (and a restart does not lift the lock); every step goes to the audit journal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.pin import LOCK_SECONDS, MAX_FAILURES, DirectorPin, PinError, pin_file

FAST_N = 2**8  # a cheap scrypt cost for tests; the default is 2**14


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


def _store(path: Path, clock: Clock, log: list[tuple[str, dict[str, Any]]] | None = None) -> DirectorPin:
    def audit(kind: str, detail: dict[str, Any]) -> None:
        if log is not None:
            log.append((kind, detail))

    return DirectorPin(path, clock=clock, audit=audit, n=FAST_N)


def test_pin_is_set_on_first_use_and_verified(tmp_path: Path) -> None:
    log: list[tuple[str, dict[str, Any]]] = []
    pin = _store(tmp_path / "pin.json", Clock(), log)
    assert not pin.is_set()
    pin.set("2468")
    assert pin.is_set()
    assert pin.verify("2468").ok
    assert not pin.verify("1357").ok
    assert [k for k, _ in log] == ["director-pin-set", "director-pin-ok", "director-pin-wrong"]


def test_only_a_salted_scrypt_hash_is_stored_never_the_pin(tmp_path: Path) -> None:
    path = tmp_path / "pin.json"
    _store(path, Clock()).set("97531")
    text = path.read_text()
    assert "97531" not in text
    data = json.loads(text)
    assert set(data["scrypt"]) == {"salt", "n", "r", "p", "hash"}
    assert len(bytes.fromhex(data["scrypt"]["salt"])) == 16
    other = tmp_path / "other.json"
    _store(other, Clock()).set("97531")
    assert json.loads(other.read_text())["scrypt"]["hash"] != data["scrypt"]["hash"]  # salted


def test_pin_must_be_four_to_twelve_digits(tmp_path: Path) -> None:
    pin = _store(tmp_path / "pin.json", Clock())
    for bad in ("123", "1234567890123", "12a4", "", "١٢٣٤"):
        with pytest.raises(PinError):
            pin.set(bad)
    assert not pin.is_set()


def test_changing_the_pin_needs_the_old_one(tmp_path: Path) -> None:
    pin = _store(tmp_path / "pin.json", Clock())
    pin.set("1111")
    with pytest.raises(PinError):
        pin.set("2222")
    with pytest.raises(PinError):
        pin.set("2222", old="9999")
    pin.set("2222", old="1111")
    assert pin.verify("2222").ok and not pin.verify("1111").ok


def test_five_wrong_pins_lock_for_a_minute(tmp_path: Path) -> None:
    clock = Clock()
    log: list[tuple[str, dict[str, Any]]] = []
    pin = _store(tmp_path / "pin.json", clock, log)
    pin.set("4321")
    for i in range(1, MAX_FAILURES):
        a = pin.verify("0000")
        assert not a.ok and not a.locked and a.tries_left == MAX_FAILURES - i
    a = pin.verify("0000")
    assert a.locked and a.locked_for == LOCK_SECONDS
    assert log[-1] == ("director-pin-wrong", {"failures": 5, "locked_seconds": LOCK_SECONDS})
    clock.now += 30
    refused = pin.verify("4321")  # even the right PIN is refused while locked
    assert not refused.ok and refused.locked_for == 30
    clock.now += 30
    assert pin.locked_for() == 0
    assert pin.verify("4321").ok
    assert pin.tries_left() == MAX_FAILURES


def test_lock_survives_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    path = tmp_path / "pin.json"
    pin = _store(path, clock)
    pin.set("4321")
    for _ in range(MAX_FAILURES):
        pin.verify("1")
    clock.now += 10
    again = _store(path, clock)  # the program starts again
    assert again.locked_for() == 50
    assert not again.verify("4321").ok
    clock.now += 50
    assert again.verify("4321").ok


def test_failure_count_survives_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    path = tmp_path / "pin.json"
    pin = _store(path, clock)
    pin.set("4321")
    for _ in range(MAX_FAILURES - 1):
        pin.verify("1")
    again = _store(path, clock)
    assert again.tries_left() == 1
    assert again.verify("1").locked


def test_a_clock_set_back_never_locks_for_more_than_a_minute(tmp_path: Path) -> None:
    clock = Clock()
    pin = _store(tmp_path / "pin.json", clock)
    pin.set("4321")
    for _ in range(MAX_FAILURES):
        pin.verify("1")
    clock.now -= 86_400
    assert pin.locked_for() == LOCK_SECONDS


def test_a_damaged_pin_file_is_reported_and_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "pin.json"
    path.write_bytes(b"\x00garbage")
    log: list[tuple[str, dict[str, Any]]] = []
    pin = _store(path, Clock(), log)
    assert not pin.is_set()
    assert "damaged" in pin.warnings[0]
    assert (tmp_path / "pin.json.bad").read_bytes() == b"\x00garbage"
    assert log[0][0] == "director-pin-file-damaged"


def test_the_pin_lives_beside_the_settings_file(tmp_path: Path) -> None:
    assert pin_file(tmp_path / "kiosk.toml") == tmp_path / "director-pin.json"


def test_an_unwritable_folder_refuses_to_set_the_pin(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    pin = _store(blocker / "pin.json", Clock())
    with pytest.raises(PinError, match="cannot write"):
        pin.set("1234")
    assert not pin.is_set()
