"""The director's PIN: set on first use (home play only), stored only as a salted scrypt hash, five
misses lock the menu for a minute, then 5, 15, 60 minutes (and neither a restart nor a read-only config
folder lifts the lock); a missing or damaged PIN file means locked; every step goes to the journal."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.cli import main as cli
from croupier.engine.core.paths import SaveError
from croupier.engine.store.journal import Journal
from croupier.engine.store.pin import (
    LOCK_SECONDS,
    LOCK_STEPS,
    MAX_FAILURES,
    DirectorPin,
    PinError,
    journal_state,
    kiosk_problem,
    pin_file,
)

FAST_N = 2**8  # a cheap scrypt cost for tests; the default is 2**14


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


def _store(path: Path, clock: Clock, log: list[tuple[str, dict[str, Any]]] | None = None, **kw: Any) -> DirectorPin:
    def audit(kind: str, detail: dict[str, Any]) -> None:
        if log is not None:
            log.append((kind, detail))

    kw.setdefault("key_folder", path.parent / "keys")
    return DirectorPin(path, clock=clock, audit=audit, n=FAST_N, **kw)


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
    other = tmp_path / "elsewhere" / "other.json"
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
    assert log[-1] == ("director-pin-wrong", {"failures": 5, "locked_seconds": LOCK_SECONDS, "locks": 1,
                                              "locked_until": clock.now + LOCK_SECONDS})  # fmt: skip
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


def test_a_clock_set_back_never_locks_for_more_than_the_locks_length(tmp_path: Path) -> None:
    clock = Clock()
    pin = _store(tmp_path / "pin.json", clock)
    pin.set("4321")
    for _ in range(MAX_FAILURES):
        pin.verify("1")
    clock.now -= 86_400
    assert pin.locked_for() == LOCK_SECONDS


@pytest.mark.parametrize("content", [b"\x00garbage", b"[" * 5000, b'{"schema": 1, "scrypt": {"n": 1e999999}}'])
def test_a_damaged_pin_file_means_locked_set_aside_and_an_alarm(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "pin.json"
    path.write_bytes(content)
    log: list[tuple[str, dict[str, Any]]] = []
    pin = _store(path, Clock(), log)
    assert pin.is_set() and pin.problem is not None and "damaged" in pin.problem  # never "first use"
    assert "\n" not in pin.problem and len(pin.problem) < 400
    assert pin.locked_for() == float("inf") and not pin.verify("1234").ok
    with pytest.raises(PinError, match="locked"):
        pin.set("1234")  # not from the table: only `croupier pin set`
    assert (tmp_path / "pin.json.bad").read_bytes() == content
    assert log[0] == ("alarm:director-pin-file-damaged", {"file": str(path)})


def test_a_deleted_pin_file_means_locked_and_an_alarm_not_first_use(tmp_path: Path) -> None:
    path = tmp_path / "pin.json"
    _store(path, Clock()).set("2468")
    path.unlink()
    log: list[tuple[str, dict[str, Any]]] = []
    pin = _store(path, Clock(), log)  # the key folder remembers a PIN was set
    assert pin.is_set() and pin.problem is not None and "missing" in pin.problem
    assert not pin.verify("2468").ok
    assert log[0][0] == "alarm:director-pin-file-missing"
    pin.set("1357", provision=True)  # what `croupier pin set` does
    assert pin.problem is None and pin.verify("1357").ok


def test_a_deleted_pin_file_is_locked_when_only_the_journal_remembers_the_pin(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path / "data") as j:
        _store(tmp_path / "pin.json", Clock(), key_folder=tmp_path / "k1").set("2468")
        j.audit("director-pin-set", {})
        (tmp_path / "pin.json").unlink()
        remembered = journal_state(j)
        assert remembered["set"]
        pin = DirectorPin(tmp_path / "pin.json", n=FAST_N, audit=j.audit, remembered=remembered,
                          key_folder=tmp_path / "k2")  # fmt: skip
        assert pin.problem is not None
        assert j.rows_of_kind("audit")[-1].data["kind"] == "alarm:director-pin-file-missing"


def test_home_play_without_any_pin_keeps_the_first_use_prompt(tmp_path: Path) -> None:
    pin = _store(tmp_path / "pin.json", Clock())
    assert not pin.is_set() and pin.problem is None
    assert kiosk_problem(tmp_path / "settings.toml") is not None  # but a kiosk will not start


def test_lockouts_escalate_1_5_15_60_minutes(tmp_path: Path) -> None:
    clock = Clock()
    pin = _store(tmp_path / "pin.json", clock)
    pin.set("4321")
    for minutes in (1, 5, 15, 60, 240, 240):
        for _ in range(MAX_FAILURES):
            a = pin.verify("0000")
        assert a.locked and a.locked_for == minutes * 60
        clock.now += minutes * 60
    assert pin.verify("4321").ok
    for _ in range(MAX_FAILURES):
        a = pin.verify("0000")
    assert a.locked_for == 60  # the right PIN starts the ladder again
    assert LOCK_STEPS[:4] == (60, 300, 900, 3600)


def test_lockout_survives_restarts_with_a_read_only_config_folder(tmp_path: Path, monkeypatch: Any) -> None:
    """The file cannot be written: the journal's copy of the count keeps the lock across restarts."""
    clock = Clock()
    path = tmp_path / "pin.json"
    _store(path, clock).set("4321")

    def read_only(p: Path, data: bytes) -> None:
        raise SaveError(f"cannot write {p} (Read-only file system); the previous file is unchanged")

    monkeypatch.setattr("croupier.engine.store.pin.atomic_write", read_only)
    with Journal.in_folder(tmp_path / "data") as j:
        for restart in range(2):
            pin = DirectorPin(path, clock=clock, audit=j.audit, n=FAST_N, remembered=journal_state(j),
                              key_folder=tmp_path / "keys")  # fmt: skip
            if restart:
                assert pin.locked_for() == 60 and pin.tries_left() == 0
                clock.now += 60
            for _ in range(MAX_FAILURES):
                a = pin.verify("0000")
            assert a.locked and a.locked_for == (60 if not restart else 300)
            assert any("Read-only" in w for w in pin.warnings)
        assert path.read_text().count('"failures": 0')  # the file never learnt of them


def test_kiosk_problem_says_how_to_set_a_pin(tmp_path: Path) -> None:
    msg = kiosk_problem(tmp_path / "settings.toml")
    assert msg is not None and "croupier pin set" in msg


def test_pin_command_sets_from_standard_input_and_reports_status(
    tmp_path: Path, monkeypatch: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    cfg = ["--config", str(tmp_path / "settings.toml"), "--data-dir", str(tmp_path / "data")]
    assert cli.main(["pin", "status", *cfg]) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO("2468\n"))
    assert cli.main(["pin", "set", *cfg]) == 0
    assert "2468" not in (tmp_path / "director-pin.json").read_text()
    assert cli.main(["pin", "status", *cfg]) == 0 and "tries left" in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.StringIO("9999\n1357\n"))
    assert cli.main(["pin", "set", *cfg]) == 2 and "wrong" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("2468\n1357\n"))
    assert cli.main(["pin", "set", *cfg]) == 0
    assert kiosk_problem(tmp_path / "settings.toml") is None
    with Journal.in_folder(tmp_path / "data", read_only=True) as j:
        kinds = [r.data["kind"] for r in j.rows_of_kind("audit")]
    assert kinds[:1] == ["director-pin-set"] and "director-pin-changed" in kinds


def test_the_pin_lives_beside_the_settings_file(tmp_path: Path) -> None:
    assert pin_file(tmp_path / "kiosk.toml") == tmp_path / "director-pin.json"


def test_an_unwritable_folder_refuses_to_set_the_pin(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    pin = _store(blocker / "pin.json", Clock())
    with pytest.raises(PinError, match="cannot write"):
        pin.set("1234")
    assert not pin.is_set()


def test_a_kiosk_never_takes_a_first_pin_from_the_table(tmp_path: Path) -> None:
    pin = _store(tmp_path / "pin.json", Clock(), kiosk=True)
    with pytest.raises(PinError, match="croupier pin set"):
        pin.set("2468")
    pin.set("2468", provision=True)
    assert pin.verify("2468").ok
