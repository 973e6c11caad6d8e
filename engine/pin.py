"""The director's PIN: set on first use, kept only as a salted scrypt hash, locked after five misses.

The file (JSON, beside the settings file) holds the salt, the scrypt parameters and the hash, never
the PIN, plus the count of wrong PINs and the lock's end, so that a restart does not lift a lock.
Every setting, change, miss and lock is handed to the ``audit`` callback (the journal).
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.errors import CroupierError
from engine.settings import atomic_write, set_aside_noting

MAX_FAILURES = 5
LOCK_SECONDS = 60.0
PIN_MIN, PIN_MAX = 4, 12
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
FILE_NAME = "director-pin.json"

Audit = Callable[[str, dict[str, Any]], None]


def _no_audit(kind: str, detail: dict[str, Any]) -> None:
    """The default audit sink: nothing."""


class PinError(CroupierError):
    """A PIN that cannot be set (too short, not digits, wrong old PIN, or the file cannot be written)."""


def pin_file(settings_path: str | os.PathLike[str]) -> Path:
    """Where the PIN lives: beside the settings file."""
    return Path(settings_path).with_name(FILE_NAME)


@dataclass(frozen=True)
class Attempt:
    """The answer to a PIN: accepted, or refused with the tries left or the seconds still locked."""

    ok: bool
    tries_left: int
    locked_for: float  # seconds; 0 when not locked

    @property
    def locked(self) -> bool:
        """True while the director menu is locked."""
        return self.locked_for > 0


class DirectorPin:
    """The PIN store; ``clock`` is injectable (wall-clock seconds) so tests can move time."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        clock: Callable[[], float] = time.time,
        audit: Audit | None = None,
        n: int = SCRYPT_N,
    ) -> None:
        self.path = Path(path)
        self.clock = clock
        self.audit = audit or _no_audit
        self.n = n
        self.warnings: list[str] = []
        self._data: dict[str, Any] = self._read()

    # ------------------------------------------------------------------ file

    def _read(self) -> dict[str, Any]:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return {}
        except OSError as e:
            self.warnings.append(f"{self.path}: cannot read the PIN file ({e.strerror or e})")
            return {}
        try:
            data = json.loads(raw.decode("utf-8"))
            self._check(data)
        except (ValueError, TypeError, KeyError) as e:
            self.warnings.append(f"{self.path}: the PIN file is damaged ({e}); a new PIN must be set")
            set_aside_noting(self.path, self.warnings)
            self.audit("director-pin-file-damaged", {"file": str(self.path), "error": str(e)})
            return {}
        return dict(data)

    @staticmethod
    def _check(data: Any) -> None:
        if not isinstance(data, dict) or data.get("schema") != 1:
            raise ValueError("not a PIN file of schema 1")
        h = data["scrypt"]
        for key in ("n", "r", "p"):
            if not isinstance(h[key], int) or isinstance(h[key], bool) or h[key] < 1:
                raise ValueError(f"scrypt.{key} must be a positive whole number")
        bytes.fromhex(h["salt"])
        bytes.fromhex(h["hash"])
        if not isinstance(data.get("failures", 0), int) or not isinstance(data.get("locked_until", 0), (int, float)):
            raise ValueError("failures / locked_until have the wrong type")

    def _write(self) -> None:
        atomic_write(self.path, (json.dumps(self._data, indent=2) + "\n").encode("utf-8"))

    # ------------------------------------------------------------------ state

    def is_set(self) -> bool:
        """True once a PIN has been chosen."""
        return "scrypt" in self._data

    def locked_for(self) -> float:
        """Seconds the menu stays locked (0 when open); never more than a minute, whatever the clock did."""
        until = float(self._data.get("locked_until", 0))
        remaining = until - self.clock()
        return min(max(remaining, 0.0), LOCK_SECONDS)

    def tries_left(self) -> int:
        """Wrong PINs still allowed before the lock."""
        return max(MAX_FAILURES - int(self._data.get("failures", 0)), 0)

    # ------------------------------------------------------------------ actions

    @staticmethod
    def check_new(pin: str) -> None:
        """Refuse a PIN that is not 4–12 digits."""
        if not (pin.isascii() and pin.isdigit() and PIN_MIN <= len(pin) <= PIN_MAX):
            raise PinError(f"the PIN must be {PIN_MIN} to {PIN_MAX} digits")

    def _hash(self, pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
        return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, maxmem=256 * 1024 * 1024, dklen=32)

    def set(self, pin: str, *, old: str | None = None) -> None:
        """Set the PIN: on first use freely, afterwards only with the old PIN (checked like any attempt)."""
        self.check_new(pin)
        first = not self.is_set()
        if not first:
            if old is None:
                raise PinError("the current PIN is needed to change it")
            attempt = self.verify(old, opening=False)
            if not attempt.ok:
                raise PinError("the current PIN is wrong" + (" (locked)" if attempt.locked else ""))
        salt = secrets.token_bytes(16)
        digest = self._hash(pin, salt, self.n, SCRYPT_R, SCRYPT_P)
        data = {
            "schema": 1,
            "scrypt": {"salt": salt.hex(), "n": self.n, "r": SCRYPT_R, "p": SCRYPT_P, "hash": digest.hex()},
            "failures": 0,
            "locked_until": 0,
        }
        previous, self._data = self._data, data
        try:
            self._write()
        except CroupierError as e:
            self._data = previous
            raise PinError(str(e)) from None
        self.audit("director-pin-set" if first else "director-pin-changed", {})

    def verify(self, pin: str, *, opening: bool = True) -> Attempt:
        """Check a PIN: five misses lock the menu for a minute; the count and lock are saved at once."""
        if not self.is_set():
            return Attempt(False, MAX_FAILURES, 0.0)
        locked = self.locked_for()
        if locked > 0:
            self.audit("director-pin-refused", {"reason": "locked", "seconds": round(locked)})
            return Attempt(False, 0, locked)
        if self._data.get("locked_until"):
            self._data.update(failures=0, locked_until=0)  # the lock has run out: five more tries
        h = self._data["scrypt"]
        digest = self._hash(pin, bytes.fromhex(h["salt"]), h["n"], h["r"], h["p"])
        if secrets.compare_digest(digest, bytes.fromhex(h["hash"])):
            changed = self._data.get("failures", 0) != 0
            self._data.update(failures=0, locked_until=0)
            if changed:
                self._save_quietly()
            if opening:
                self.audit("director-pin-ok", {})
            return Attempt(True, MAX_FAILURES, 0.0)
        failures = int(self._data.get("failures", 0)) + 1
        self._data["failures"] = failures
        detail: dict[str, Any] = {"failures": failures}
        if failures >= MAX_FAILURES:
            self._data["locked_until"] = self.clock() + LOCK_SECONDS
            detail["locked_seconds"] = LOCK_SECONDS
        self._save_quietly()
        self.audit("director-pin-wrong", detail)
        return Attempt(False, self.tries_left(), self.locked_for())

    def _save_quietly(self) -> None:
        """Keep the count on disk; a read-only folder still counts in memory (and is reported)."""
        try:
            self._write()
        except CroupierError as e:
            self.warnings.append(str(e))
