"""The director's PIN, kept only as a salted scrypt hash; wrong PINs lock the menu for longer each time.

The file (JSON, beside the settings file) holds the salt, the scrypt parameters and the hash, never
the PIN, plus the count of wrong PINs, the number of locks and the lock's end. Five misses lock the
menu for a minute, the next five for 5 minutes, then 15, then an hour, then four hours
(:data:`LOCK_STEPS`), until the right PIN is given. The count is journaled too (each miss is an
audit row with the whole state) and the table passes the journal's state back in at start, so
neither a restart, nor an old copy of the file, nor a read-only config folder lifts a lock.

A PIN is anchored: once one was set on this install (the key folder remembers it, and the journal
holds its ``director-pin-set`` row), a missing or damaged PIN file means *locked* and an alarm is
journaled; a new PIN is then set only from the command line (``croupier pin set``). The first-use
prompt is for a home table that never had a PIN; a kiosk without a PIN does not start
(:func:`kiosk_problem`).
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import CroupierError
from ..core.frozen import finish as _finish
from ..core.paths import atomic_write
from ..core.safe_json import UnsafeInput, clip
from ..core.safe_json import loads as safe_loads
from .journal_rows import NOT_PLAY
from .settings import read_small, set_aside_noting

if TYPE_CHECKING:  # what Attempt is: a dataclass (its methods made without compiling)
    from dataclasses import dataclass as record
else:
    from ..core.frozen import record

if TYPE_CHECKING:
    from .journal_read import JournalReader

MAX_FAILURES = 5
LOCK_STEPS = (60.0, 300.0, 900.0, 3600.0, 4 * 3600.0)  #: seconds of the 1st, 2nd, … lock (then the last)
LOCK_SECONDS = LOCK_STEPS[0]
PIN_MIN, PIN_MAX = 4, 12
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
FILE_NAME = "director-pin.json"
PIN_KINDS = ("director-pin-set", "director-pin-changed", "director-pin-ok", "director-pin-wrong")

Audit = Callable[[str, dict[str, Any]], None]


def _no_audit(kind: str, detail: dict[str, Any]) -> None:
    """The default audit sink: nothing."""


PIN_FILE_MAX = 64_000  #: bytes; a PIN file is a few hundred
#: what a PIN file's scrypt parameters may be: ``n`` (a power of 2), ``r``, ``p``; the table writes
#: 2**14, 8, 1 (256 MB is ``hashlib.scrypt``'s memory bound below)
SCRYPT_BOUNDS = {"n": (2, 2**20), "r": (1, 16), "p": (1, 4)}


def fingerprint(data: dict[str, Any]) -> str:
    """What identifies the PIN a file holds: the SHA-256 of its salt and scrypt hash (it tells
    nothing of the PIN, and a file with another PIN cannot have it)."""
    h = data.get("scrypt") or {}
    return hashlib.sha256(f"croupier-pin/{h.get('salt')}/{h.get('hash')}".encode()).hexdigest()


def lock_seconds(locks: int) -> float:
    """How long the ``locks``-th lock lasts (1 → a minute, 2 → 5 minutes, …)."""
    return LOCK_STEPS[min(max(locks, 1), len(LOCK_STEPS)) - 1]


def journal_state(journal: JournalReader) -> dict[str, Any]:
    """What the journal knows of the PIN: ``set`` (a PIN was ever set) and the last lock state
    (``failures``, ``locks``, ``locked_until``) of its PIN rows."""
    db = journal._db
    like = '%"kind":"director-pin-%'
    ever = db.execute(
        f"SELECT 1 FROM journal WHERE kind = 'audit' AND {NOT_PLAY} AND (body LIKE ? OR body LIKE ?) LIMIT 1",
        ('%"kind":"director-pin-set"%', '%"kind":"director-pin-changed"%'),
    ).fetchone()
    state: dict[str, Any] = {"set": ever is not None, "failures": 0, "locks": 0, "locked_until": 0.0}
    for (body,) in db.execute(
        f"SELECT body FROM journal WHERE kind = 'audit' AND {NOT_PLAY} AND body LIKE ? ORDER BY id DESC LIMIT 20",
        (like,),
    ):
        try:
            row = json.loads(body)
        except ValueError:
            continue
        if row.get("kind") not in PIN_KINDS:
            continue
        d = row.get("detail") or {}
        if row["kind"] == "director-pin-wrong":
            for k in ("failures", "locks"):
                if isinstance(d.get(k), int):
                    state[k] = d[k]
            if isinstance(d.get("locked_until"), (int, float)):
                state["locked_until"] = float(d["locked_until"])
        break
    return state


def kiosk_problem(settings_path: str | os.PathLike[str]) -> str | None:
    """Why a kiosk may not start on these settings (no usable PIN), or None."""
    pin = DirectorPin(pin_file(settings_path), n=SCRYPT_N, kiosk=True, read_only=True)
    if pin.problem:
        return pin.problem
    if not pin.is_set():
        return (
            f"a kiosk needs the director's PIN and none is set ({pin.path}); "
            "set one with: croupier pin set --config SETTINGS (the PIN is read from standard input)"
        )
    return None


class PinError(CroupierError):
    """A PIN that cannot be set (too short, not digits, wrong old PIN, or the file cannot be written)."""


def pin_file(settings_path: str | os.PathLike[str]) -> Path:
    """Where the PIN lives: beside the settings file."""
    return Path(settings_path).with_name(FILE_NAME)


@record(frozen=True)
class Attempt:
    """The answer to a PIN: accepted, or refused with the tries left or the seconds still locked."""

    ok: bool
    tries_left: int
    locked_for: float  # seconds; 0 when not locked

    @property
    def locked(self) -> bool:
        """True while the director menu is locked."""
        return self.locked_for > 0


_finish()  # Attempt's methods (see engine.core.frozen)


class DirectorPin:
    """The PIN store; ``clock`` is injectable (wall-clock seconds) so tests can move time.

    ``anchored``: a PIN was set on this install before (a missing file then means locked);
    ``remembered``: the journal's state (:func:`journal_state`), merged so the stricter one wins;
    ``kiosk``: no first-use prompt (a missing file is locked too); ``read_only``: never write or
    set anything aside (``croupier pin status``)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        clock: Callable[[], float] = time.time,
        audit: Audit | None = None,
        n: int = SCRYPT_N,
        anchored: bool | None = None,
        remembered: dict[str, Any] | None = None,
        kiosk: bool = False,
        read_only: bool = False,
        key_folder: Path | None = None,
    ) -> None:
        self.path = Path(path)
        self.clock = clock
        self.audit = audit or _no_audit
        self.n = n
        self.read_only = read_only
        self.kiosk = kiosk
        self.warnings: list[str] = []
        self.problem: str | None = None  #: why the menu is locked for good (file missing or damaged)
        self._key_folder = key_folder
        remembered = remembered or {}
        if anchored is None:
            anchored = self._anchor_exists()
        anchored = anchored or bool(remembered.get("set"))
        self._data: dict[str, Any] = self._read(anchored, kiosk)
        if self.is_set() and remembered:  # the journal's count wins over an older or rolled-back file
            for k in ("failures", "locks", "locked_until"):
                mine = self._data.get(k, 0)
                theirs = remembered.get(k, 0)
                if isinstance(theirs, (int, float)) and theirs > mine:
                    self._data[k] = theirs

    def _anchor_file(self) -> Path:
        """Where the key folder remembers that this PIN file held a PIN."""
        from ..core.paths import key_folder

        where = hashlib.sha256(str(self.path.resolve()).encode()).hexdigest()[:16]
        return (self._key_folder or key_folder()) / f"director-pin-{where}.set"

    def _anchor_exists(self) -> bool:
        return self._anchor_file().exists()

    def _anchored_digest(self) -> str | None:
        """The fingerprint of the PIN the key folder says this file holds (None: none recorded, as in
        an anchor written before fingerprints were)."""
        try:
            text = read_small(self._anchor_file(), 4096).decode("ascii", "replace").strip()
        except (OSError, UnsafeInput):
            return None
        return text or None

    def _anchor(self) -> None:
        """Record in the key folder that this file holds a PIN, and which one (:func:`fingerprint`), so
        that a PIN file put in its place (another PIN's, or an older copy) locks the menu."""
        from ..core.paths import private_folder

        anchor = self._anchor_file()
        folder = anchor.parent
        try:
            private_folder(folder)
            atomic_write(anchor, (fingerprint(self._data) + "\n").encode("ascii"))
            os.chmod(anchor, 0o600)
        except (OSError, CroupierError) as e:
            self.warnings.append(f"{folder}: cannot record that a PIN is set ({getattr(e, 'strerror', None) or e})")
            try:  # an older fingerprint left there would lock the menu on the PIN just set
                anchor.unlink(missing_ok=True)
            except OSError as gone:
                self.warnings.append(f"{anchor}: cannot remove the older record ({gone.strerror or gone})")

    # ------------------------------------------------------------------ file

    def _locked_for_good(self, why: str, kind: str) -> dict[str, Any]:
        self.problem = (
            f"{why}: the director's menu is locked; set a new PIN from the command line "
            "(croupier pin set, reading the PIN from standard input)"
        )
        self.warnings.append(self.problem)
        if not self.read_only:
            self.audit(f"alarm:{kind}", {"file": str(self.path)})
        return {}

    def _read(self, anchored: bool, kiosk: bool) -> dict[str, Any]:
        try:
            raw = read_small(self.path, PIN_FILE_MAX)
        except (FileNotFoundError, NotADirectoryError):
            if anchored:
                return self._locked_for_good(f"{self.path}: the PIN file is missing", "director-pin-file-missing")
            return {}
        except OSError as e:  # no permission, a folder, a pipe or a device in its place
            return self._locked_for_good(
                f"{self.path}: cannot read the PIN file ({e.strerror or e})", "director-pin-file-unreadable"
            )
        except UnsafeInput as e:
            raw, too_large = b"", str(e)
        else:
            too_large = ""
        try:
            if too_large:
                raise ValueError(too_large)
            data = safe_loads(raw, self.path.name, exact=False, limit=PIN_FILE_MAX)
            self._check(data)
        except (ValueError, TypeError, KeyError, UnsafeInput) as e:
            if not self.read_only:
                set_aside_noting(self.path, self.warnings)
            return self._locked_for_good(
                f"{self.path}: the PIN file is damaged ({clip(str(e), 100)})", "director-pin-file-damaged"
            )
        expected = self._anchored_digest()
        if expected is not None and not secrets.compare_digest(expected, fingerprint(data)):
            return self._locked_for_good(
                f"{self.path}: the PIN file is not the one this install set (replaced, or an older copy)",
                "director-pin-file-replaced",
            )
        return dict(data)

    @staticmethod
    def _check(data: Any) -> None:
        """Refuse a file whose fields could not be used as they stand: scrypt parameters that
        ``hashlib.scrypt`` refuses or that would take minutes and gigabytes (:data:`SCRYPT_BOUNDS`),
        a salt or hash that is not hex of its length, counts that are not whole numbers ≥ 0."""
        if not isinstance(data, dict) or data.get("schema") != 1:
            raise ValueError("not a PIN file of schema 1")
        h = data["scrypt"]
        if not isinstance(h, dict):
            raise ValueError("scrypt must be an object")
        for key, (low, high) in SCRYPT_BOUNDS.items():
            v = h[key]
            if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
                raise ValueError(f"scrypt.{key} must be a whole number {low}–{high}")
        if h["n"] & (h["n"] - 1):
            raise ValueError("scrypt.n must be a power of 2")
        if not isinstance(h["salt"], str) or not 8 <= len(bytes.fromhex(h["salt"])) <= 64:
            raise ValueError("scrypt.salt must be 8 to 64 bytes in hex")
        if not isinstance(h["hash"], str) or len(bytes.fromhex(h["hash"])) != 32:
            raise ValueError("scrypt.hash must be 32 bytes in hex")
        for key in ("failures", "locks"):
            v = data.get(key, 0)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise ValueError(f"{key} must be a whole number ≥ 0")
        until = data.get("locked_until", 0)
        if not isinstance(until, (int, float)) or isinstance(until, bool) or not 0 <= until < 1e12:
            raise ValueError("locked_until must be a time in seconds")

    def _write(self) -> None:
        if self.read_only:
            raise PinError(f"{self.path}: opened read-only")
        atomic_write(self.path, (json.dumps(self._data, indent=2) + "\n").encode("utf-8"))

    # ------------------------------------------------------------------ state

    def is_set(self) -> bool:
        """True once a PIN has been chosen (or when its file is missing or damaged: no first use then)."""
        return "scrypt" in self._data or self.problem is not None

    def locked_for(self) -> float:
        """Seconds the menu stays locked (0 when open); never more than the current lock's length,
        whatever the clock did; without a usable PIN file, locked for good (infinity)."""
        if self.problem is not None:
            return float("inf")
        until = float(self._data.get("locked_until", 0))
        remaining = until - self.clock()
        return min(max(remaining, 0.0), lock_seconds(int(self._data.get("locks", 0))))

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

    def set(self, pin: str, *, old: str | None = None, provision: bool = False) -> None:
        """Set the PIN: on first use freely, afterwards only with the old PIN (checked like any attempt).
        ``provision`` (``croupier pin set``, run by whoever administers the machine) also replaces a
        missing or damaged PIN file."""
        self.check_new(pin)
        if self.problem is not None and not provision:
            raise PinError(self.problem)
        first = "scrypt" not in self._data
        if first and self.kiosk and not provision:
            raise PinError("a kiosk's PIN is set from the command line: croupier pin set")
        if not first and not provision:
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
            "locks": 0,
            "locked_until": 0,
        }
        previous, self._data = self._data, data
        try:
            self._write()
        except CroupierError as e:
            self._data = previous
            raise PinError(str(e)) from None
        self.problem = None
        self._anchor()
        self.audit("director-pin-set" if first else "director-pin-changed", {"provisioned": provision})

    def verify(self, pin: str, *, opening: bool = True) -> Attempt:
        """Check a PIN: five misses lock the menu, each lock longer (:data:`LOCK_STEPS`); the count
        and lock are saved at once, in the file and (through ``audit``) in the journal."""
        if self.problem is not None:
            self.audit("director-pin-refused", {"reason": "no usable PIN file"})
            return Attempt(False, 0, float("inf"))
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
            changed = self._data.get("failures", 0) != 0 or self._data.get("locks", 0) != 0
            self._data.update(failures=0, locks=0, locked_until=0)
            if changed:
                self._save_quietly()
            if not self.read_only and self._anchored_digest() is None:
                self._anchor()  # an anchor from before fingerprints: record this PIN's now
            if opening:
                self.audit("director-pin-ok", {})
            return Attempt(True, MAX_FAILURES, 0.0)
        failures = int(self._data.get("failures", 0)) + 1
        locks = int(self._data.get("locks", 0))
        self._data["failures"] = failures
        detail: dict[str, Any] = {"failures": failures}
        if failures >= MAX_FAILURES:
            locks += 1
            seconds = lock_seconds(locks)
            self._data.update(locks=locks, locked_until=self.clock() + seconds)
            detail["locked_seconds"] = seconds
        detail.update(locks=locks, locked_until=self._data.get("locked_until", 0))
        self._save_quietly()
        self.audit("director-pin-wrong", detail)
        return Attempt(False, self.tries_left(), self.locked_for())

    def _save_quietly(self) -> None:
        """Keep the count on disk; a read-only folder still counts in memory (and is reported)."""
        try:
            self._write()
        except CroupierError as e:
            self.warnings.append(str(e))
