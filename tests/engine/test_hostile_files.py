"""Hostile files the table reads: the settings file (``--config``, ``croupier config check``), the PIN
file and the balance file, empty, truncated, of the wrong schema or types, out of range, a symlink, a
folder, a pipe, a device, too large, written with a BOM. Each gets one message naming the file and the
field and loses nothing; and the PIN is never reset by breaking, deleting or replacing its one file
(the key folder holds the fingerprint of the PIN set) [README, Threat model]."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.store.pin import DirectorPin, fingerprint
from croupier.engine.store.settings import MAX_SETTINGS_BYTES, load
from croupier.engine.store.wallet import STARTING_CREDIT, Wallet

from .test_hostile_cli import refused, run

FAST_N = 2**8
SETTINGS = 'schema = 1\nprofile = "france"\n[limits]\nmin = "10"\nmax = "1000"\n'
FIFOS = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


# ------------------------------------------------------------------------------------ settings


def test_a_settings_file_with_a_bom_or_crlf_reads_as_without(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(b"\xef\xbb\xbf" + SETTINGS.replace("\n", "\r\n").encode())  # Notepad's way
    code, out, err = run(["config", "check", str(path)])
    assert (code, err) == (0, "") and out.endswith(": ok\n")  # was "Invalid statement"
    _settings, warnings = load(path)
    assert warnings == [] and path.exists()


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("", "schema: missing"),
        ("schema = 1\n[limits]\nmin = ", "syntax"),
        ("schema = 2\n", "schema 2 was written by a newer version"),
        ('schema = "1"\n', "schema: must be a whole number"),
        ("schema = 1\n[sound]\nvolume = 101\n", "sound.volume"),
        ('schema = 1\n[sound]\nvolume = "80"\n', "sound.volume"),
        ("schema = 1\nlanguage = 3\n", "language"),
        ("schema = 1\nrules = 5\n", "rules: must be a table"),
        ("schema = 1\n[rules]\ndecks = 9\n", "rules.decks"),
        ('schema = 1\n[limits]\nmin = "10"\nmin = "20"\n', "syntax"),
        ("schema = 1\nstarting_credit = 1e400\n", "file"),
        ('schema = 1\n[hyper]\noffered = "yes"\n', "hyper.offered"),
    ],
)
def test_settings_that_are_wrong_name_the_file_line_and_field(tmp_path: Path, text: str, field: str) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(text)
    line = refused(["config", "check", str(path)], field)
    assert line.startswith(str(path))


@FIFOS
def test_settings_that_are_a_pipe_or_a_device_are_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "settings.toml"
    os.mkfifo(fifo)
    link = tmp_path / "zero.toml"
    link.symlink_to("/dev/zero")
    for path in (fifo, link):  # the pipe waited for a writer; /dev/zero was read for ever
        proc = subprocess.run([sys.executable, "-m", "croupier", "config", "check", str(path)], capture_output=True,
                              text=True, timeout=60)  # fmt: skip
        assert proc.returncode == 2 and "a pipe or a device" in proc.stderr and proc.stderr.count("\n") == 1
        _settings, warnings = load(path)  # the table's start: defaults, one warning, the file left where it is
        assert len(warnings) == 1 and "a pipe or a device" in warnings[0] and os.path.lexists(path)


def test_settings_that_are_a_folder_or_too_large(tmp_path: Path) -> None:
    refused(["config", "check", str(tmp_path)], "a folder, not a file")
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * (MAX_SETTINGS_BYTES + 10) + b"\n")
    refused(["config", "check", str(big)], "too large")
    _settings, warnings = load(big)  # set aside, never overwritten
    assert not big.exists() and (tmp_path / "big.toml.bad").exists() and "too large" in warnings[0]


def test_settings_through_a_symlink_read_its_target_and_a_dangling_one_is_missing(tmp_path: Path) -> None:
    target = tmp_path / "real.toml"
    target.write_text(SETTINGS.replace('"10"', '"20"').replace('"1000"', '"2000"'))
    link = tmp_path / "settings.toml"
    link.symlink_to(target)
    settings, warnings = load(link)
    assert warnings == [] and settings.min_bet == 20_000
    dangling = tmp_path / "gone.toml"
    dangling.symlink_to(tmp_path / "nowhere.toml")
    refused(["config", "check", str(dangling)], "No such file")


# ------------------------------------------------------------------------------------ PIN


def _pin(path: Path, **kw: Any) -> DirectorPin:
    kw.setdefault("key_folder", path.parent / "keys")
    return DirectorPin(path, n=FAST_N, **kw)


def test_a_pin_file_replaced_by_one_with_a_known_pin_locks_the_menu(tmp_path: Path) -> None:
    """Someone who can write the PIN's folder but not the key folder writes a PIN file of their own
    (on Windows the data folder and the config folder are one): it used to open the menu on their PIN."""
    path = tmp_path / "director-pin.json"
    _pin(path).set("2468")
    theirs = tmp_path / "other" / "director-pin.json"
    theirs.parent.mkdir()
    _pin(theirs).set("1111")
    path.write_bytes(theirs.read_bytes())
    log: list[str] = []
    pin = _pin(path, audit=lambda kind, detail: log.append(kind))
    assert pin.problem is not None and "not the one this install set" in pin.problem
    assert not pin.verify("1111").ok and not pin.verify("2468").ok
    assert "alarm:director-pin-file-replaced" in log


def test_an_older_copy_of_the_pin_file_locks_the_menu_after_a_change(tmp_path: Path) -> None:
    path = tmp_path / "director-pin.json"
    pin = _pin(path)
    pin.set("2468")
    old = path.read_bytes()
    pin.set("1357", old="2468")
    path.write_bytes(old)  # the old PIN is one the director told someone
    assert _pin(path).problem is not None
    path.write_bytes(b"")  # nor is a broken or deleted file a way back to the first-use prompt
    broken = _pin(path)
    assert broken.problem is not None and broken.is_set() and not path.exists()  # set aside
    assert _pin(path).problem is not None and _pin(path).is_set()
    restored = _pin(path)
    restored.set("9753", provision=True)  # ``croupier pin set``: whoever administers the machine
    assert _pin(path).problem is None and _pin(path).verify("9753").ok


def test_an_anchor_written_before_fingerprints_is_accepted_then_given_one(tmp_path: Path) -> None:
    path = tmp_path / "director-pin.json"
    pin = _pin(path)
    pin.set("2468")
    anchor = next((tmp_path / "keys").iterdir())
    assert anchor.read_text().strip() == fingerprint(json.loads(path.read_text()))
    anchor.write_bytes(b"")  # as the table wrote it before
    again = _pin(path)
    assert again.problem is None and again.verify("2468").ok
    assert anchor.read_text().strip() == fingerprint(json.loads(path.read_text()))


@pytest.mark.parametrize(
    ("scrypt", "needle"),
    [
        ({"n": 3}, "power of 2"),  # hashlib.scrypt raised ValueError at the first PIN typed
        ({"n": 2**30}, "scrypt.n"),  # minutes and gigabytes, then "memory limit exceeded"
        ({"r": 10**6}, "scrypt.r"),
        ({"p": 0}, "scrypt.p"),
        ({"n": True}, "scrypt.n"),
        ({"salt": "zz"}, "hex"),
        ({"salt": ""}, "scrypt.salt"),
        ({"hash": "00"}, "scrypt.hash"),
    ],
)
def test_pin_files_with_unusable_scrypt_fields_are_damaged_not_a_crash(
    tmp_path: Path, scrypt: dict[str, Any], needle: str
) -> None:
    path = tmp_path / "director-pin.json"
    _pin(path).set("2468")
    data = json.loads(path.read_text())
    data["scrypt"].update(scrypt)
    path.write_text(json.dumps(data))
    pin = _pin(path)
    assert pin.problem is not None and "damaged" in pin.problem and needle in pin.problem
    assert not pin.verify("2468").ok  # locked, and no exception


@pytest.mark.parametrize(
    "extra", [{"failures": -3}, {"locks": 1.5}, {"locked_until": -1}, {"failures": True}, {"scrypt": []}]
)
def test_pin_files_with_wrong_counts_are_damaged(tmp_path: Path, extra: dict[str, Any]) -> None:
    path = tmp_path / "director-pin.json"
    _pin(path).set("2468")
    data = {**json.loads(path.read_text()), **extra}
    path.write_text(json.dumps(data))
    assert _pin(path).problem is not None


@FIFOS
def test_a_pin_file_that_is_a_pipe_or_a_device_locks_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "director-pin.json"
    os.mkfifo(fifo)
    pin = _pin(fifo, anchored=True)
    assert pin.problem is not None and "a pipe or a device" in pin.problem
    link = tmp_path / "b" / "director-pin.json"
    link.parent.mkdir()
    link.symlink_to("/dev/zero")
    assert "a pipe or a device" in (_pin(link).problem or "")


def test_pin_status_names_the_replaced_file(tmp_path: Path) -> None:
    config = tmp_path / "settings.toml"
    code, _, err = run(["pin", "set", "--config", str(config), "--data-dir", str(tmp_path / "d")], "2468\n")
    assert code == 0, err
    pin_path = tmp_path / "director-pin.json"
    other = tmp_path / "o" / "director-pin.json"
    other.parent.mkdir()
    DirectorPin(other, key_folder=tmp_path / "elsewhere").set("1111")
    pin_path.write_bytes(other.read_bytes())
    code, out, _ = run(["pin", "status", "--config", str(config), "--data-dir", str(tmp_path / "d")])
    assert code == 2 and "not the one this install set" in out


# ------------------------------------------------------------------------------------ balance


@FIFOS
def test_a_balance_file_that_is_a_pipe_is_not_read_and_not_set_aside(tmp_path: Path) -> None:
    fifo = tmp_path / "balance.json"
    os.mkfifo(fifo)
    wallet = Wallet(tmp_path)  # was a wait for a writer that never comes
    assert wallet.balance == STARTING_CREDIT and "a pipe or a device" in wallet.warnings[0]
    assert fifo.exists()


def test_a_balance_file_too_large_is_damaged_and_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "balance.json"
    path.write_bytes(b" " * 100_000 + b'{"schema": 1, "balance": "5000"}')
    wallet = Wallet(tmp_path)
    assert wallet.balance == STARTING_CREDIT and "damaged" in wallet.warnings[0] and "too large" in wallet.warnings[0]
    assert (tmp_path / "balance.json.bad").exists()


@pytest.mark.parametrize(
    "text",
    ["", "{", "[]", '{"schema": 2, "balance": "5"}', '{"schema": 1, "balance": 5}', '{"schema": 1, "balance": "-5"}',
     '{"schema": 1, "balance": "1e999"}'],
)  # fmt: skip
def test_a_damaged_balance_file_names_the_file_and_loses_nothing(tmp_path: Path, text: str) -> None:
    path = tmp_path / "balance.json"
    path.write_text(text)
    wallet = Wallet(tmp_path)
    assert wallet.balance == STARTING_CREDIT and str(path) in wallet.warnings[0]
    assert (tmp_path / "balance.json.bad").read_text() == text  # kept for whoever looks into it
