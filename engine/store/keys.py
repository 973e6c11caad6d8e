"""The install's journal key: the HMAC-SHA-256 key of the journal's chain, the sealing of the cards
nobody may see yet, and the high-water marks that anchor each journal's length.

The key is 32 random bytes in ``journal.key`` (mode 0600) in the key folder (0700,
:func:`engine.core.paths.key_folder`), never in the data folder nor in the journal. Beside it,
``marks/<folder>.json`` holds, for each data folder, the journal's id and its length when last
written (rows, games, the head's MAC): a journal cut short, or deleted, no longer matches it.

Sealing: the undealt shoe and a face-down hole card are stored XORed with a keystream from SHAKE-256
of the key and a nonce naming the journal, the row and the field (each nonce is used once; the
row's MAC authenticates the sealed text). Without the key the sealed bytes say nothing about the
order of the cards.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import json
import logging
import os
import secrets
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import CroupierError
from ..core.frozen import finish as _finish
from ..core.paths import key_folder, private_folder

if TYPE_CHECKING:  # what Mark is: a dataclass (its methods made without compiling)
    from dataclasses import dataclass as record
else:
    from ..core.frozen import record

log = logging.getLogger(__name__)

KEY_FILE = "journal.key"
MARKS = "marks"


class KeyProblem(CroupierError):
    """The key folder or the key cannot be read or created (the message says where and why)."""


@record(frozen=True)
class Mark:
    """A journal's length when last written: its id, rows, games and the head's MAC."""

    journal: str
    rows: int
    games: int
    head: str
    path: str

    def to_dict(self) -> dict[str, Any]:
        return {"journal": self.journal, "rows": self.rows, "games": self.games, "head": self.head, "path": self.path}


_finish()  # Mark's methods (see engine.core.frozen)


def _write_new(path: Path, secret: bytes) -> None:
    """Write ``secret`` (hex) into a file made for it (mode 0600; FileExistsError when one is there)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(secret.hex() + "\n")
        f.flush()
        os.fsync(f.fileno())


class JournalKey:
    """The key and the folder it lives in (marks and the PIN anchor live there too)."""

    def __init__(self, secret: bytes, folder: Path) -> None:
        if len(secret) != 32:
            raise KeyProblem("a journal key is 32 bytes")
        self._secret = secret
        self.sealer = Sealer(hmac.new(secret, b"croupier seal", hashlib.sha256).digest())
        self.chainer = Chainer(secret)  #: the chain's half (the audit's worker processes check ranges with it)
        self.folder = folder
        self.id = hashlib.sha256(b"croupier key id\n" + secret).hexdigest()[:16]
        self._marks: dict[Path, Path] = {}

    # ------------------------------------------------------------------ the file

    @classmethod
    def load(cls, folder: Path | None = None, *, create: bool = True) -> JournalKey:
        """The install's key (created on first use when ``create``); raises :class:`KeyProblem`."""
        folder = key_folder() if folder is None else folder
        path = folder / KEY_FILE
        try:
            text = path.read_text(encoding="ascii")
        except FileNotFoundError:
            if not create:
                raise KeyProblem(f"{path}: no journal key on this install (the journal cannot be checked)") from None
            return cls._create(folder)
        except UnicodeDecodeError:  # not the hex digits a key is written in
            raise KeyProblem(f"{path}: the journal key is damaged; no journal can be written or checked") from None
        except OSError as e:
            raise KeyProblem(f"{path}: cannot read the journal key ({_why(e)})") from None
        try:
            secret = bytes.fromhex(text.strip())
            key = cls(secret, folder)
        except (ValueError, KeyProblem):
            raise KeyProblem(f"{path}: the journal key is damaged; no journal can be written or checked") from None
        _owner_only(path)
        return key

    @classmethod
    def _create(cls, folder: Path) -> JournalKey:
        path = folder / KEY_FILE
        secret = secrets.token_bytes(32)
        # written whole under a name of its own, then linked into place: a process starting at the same
        # moment (a table and an autoplay, the test suite's workers) finds either no key or the whole
        # key, never the empty file the other is still writing (it read that as a damaged key)
        part = folder / f".{KEY_FILE}.{os.getpid()}.{secrets.token_hex(4)}"
        try:
            private_folder(folder)
            _write_new(part, secret)
            try:
                os.link(part, path)  # fails when the key exists: never replaced
            except FileExistsError:
                raise
            except OSError:  # a file system without hard links: made in place, as exclusively
                _write_new(path, secret)
        except FileExistsError:  # another process made it first
            return cls.load(folder, create=False)
        except OSError as e:
            raise KeyProblem(f"{path}: cannot create the journal key ({_why(e)})") from None
        finally:
            with contextlib.suppress(OSError):
                os.unlink(part)
        log.info("created the journal key %s (%s)", path, cls(secret, folder).id)
        return cls(secret, folder)

    # ------------------------------------------------------------------ chain and seal

    def mac(self, prev: str, row_id: int, kind: str, round_no: int | None, body: str) -> str:
        """HMAC-SHA-256 (hex) of the previous row's MAC (hex) with this row's id, kind, round and content."""
        return self.mac_bytes(prev, row_id, kind, round_no, body).hex()

    def mac_bytes(self, prev: str, row_id: int, kind: str, round_no: int | None, body: str) -> bytes:
        """:meth:`mac` as its 32 bytes (how schema 3 stores it)."""
        return self.macs([mac_input(prev, row_id, kind, round_no, body)])[0]

    def macs(self, messages: Iterable[bytes]) -> list[bytes]:
        """The HMAC-SHA-256 of each message (:func:`mac_input`'s bytes), as 32 bytes each: the
        audit's loop over a batch of rows."""
        return self.chainer.macs(messages)

    def seal(self, nonce: str, text: str) -> str:
        """``text`` sealed under ``nonce`` (base64)."""
        return self.sealer.seal(nonce, text)

    def unseal(self, nonce: str, token: str) -> str:
        """The inverse of :meth:`seal`; raises ``ValueError`` on a token that is not one."""
        return self.sealer.unseal(nonce, token)

    # ------------------------------------------------------------------ high-water marks

    def _mark_file(self, journal_path: Path) -> Path:
        cached = self._marks.get(journal_path)
        if cached is None:
            where = str(journal_path.resolve())
            cached = self.folder / MARKS / (hashlib.sha256(where.encode()).hexdigest()[:24] + ".json")
            self._marks[journal_path] = cached
        return cached

    def mark_for(self, journal_path: Path) -> Mark | None:
        """The mark of the journal at ``journal_path`` (None when this install has none)."""
        return _read_mark(self._mark_file(journal_path))

    def find_mark(self, journal_id: str) -> Mark | None:
        """The mark of a journal by its id, wherever it was written (an audit of a copy)."""
        try:
            files = sorted((self.folder / MARKS).glob("*.json"))
        except OSError:
            return None
        for f in files:
            m = _read_mark(f)
            if m is not None and m.journal == journal_id:
                return m
        return None

    def write_mark(self, journal_path: Path, mark: Mark) -> None:
        """Record a journal's length (atomically; the mark only grows). Raises :class:`KeyProblem`."""
        path = self._mark_file(journal_path)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            private_folder(path.parent)
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(json.dumps(mark.to_dict()) + "\n")
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except OSError as e:
            raise KeyProblem(f"{path}: cannot record the journal's length ({_why(e)})") from None

    def forget_mark(self, journal_path: Path) -> None:
        """Drop the mark of a journal that was set aside (a new journal takes the folder)."""
        try:
            self._mark_file(journal_path).unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            raise KeyProblem(f"cannot drop the old journal's mark ({_why(e)})") from None


class Chainer:
    """The chaining half of a key: the rows' MACs (HMAC-SHA-256 under the key), nothing else (no
    mark, no folder); picklable, for the audit's worker processes that check ranges of rows. The
    hashes with the key's pads taken in are derived once and copied for each MAC (the same digest
    as ``hmac.digest``, without deriving the pads again at every row)."""

    __slots__ = ("_inner", "_outer", "_secret")

    def __init__(self, secret: bytes) -> None:
        self._secret = secret
        self._inner = hashlib.sha256(bytes(b ^ 0x36 for b in secret.ljust(64, b"\0")))
        self._outer = hashlib.sha256(bytes(b ^ 0x5C for b in secret.ljust(64, b"\0")))

    def __getstate__(self) -> bytes:
        return self._secret

    def __setstate__(self, state: bytes) -> None:
        self.__init__(state)  # type: ignore[misc]

    def mac_bytes(self, prev: str, row_id: int, kind: str, round_no: int | None, body: str) -> bytes:
        """One row's MAC, 32 bytes (:meth:`JournalKey.mac_bytes`)."""
        return self.macs([mac_input(prev, row_id, kind, round_no, body)])[0]

    def macs(self, messages: Iterable[bytes]) -> list[bytes]:
        """The HMAC-SHA-256 of each message, as 32 bytes each (:meth:`JournalKey.macs`)."""
        inner, outer = self._inner.copy, self._outer.copy
        out = []
        for m in messages:
            h = inner()
            h.update(m)
            o = outer()
            o.update(h.digest())
            out.append(o.digest())
        return out


class Sealer:
    """The sealing half of a key (derived from it one way: it opens sealed cards but cannot take a
    row's MAC); picklable, for the audit's worker processes that deal the rounds again."""

    __slots__ = ("_seal_key",)

    def __init__(self, seal_key: bytes) -> None:
        self._seal_key = seal_key

    def __getstate__(self) -> bytes:
        return self._seal_key

    def __setstate__(self, state: bytes) -> None:
        self._seal_key = state

    def _stream(self, nonce: str, n: int) -> bytes:
        return hashlib.shake_256(self._seal_key + b"\n" + nonce.encode()).digest(n)

    def seal(self, nonce: str, text: str) -> str:
        """``text`` sealed under ``nonce`` (base64)."""
        return base64.b64encode(_xor(text.encode(), self._stream)(nonce)).decode()

    def unseal(self, nonce: str, token: str) -> str:
        """The inverse of :meth:`seal`; raises ``ValueError`` on a token that is not one."""
        raw = base64.b64decode(token.encode("ascii"), validate=True)
        return _xor(raw, self._stream)(nonce).decode()


_PLAIN_KIND = frozenset("abcdefghijklmnopqrstuvwxyz0123456789:_-")
_PLAIN: dict[str, bool] = {}


def mac_input(prev: str, row_id: int, kind: str, round_no: int | None, body: str) -> bytes:
    """What a row's MAC is taken of: ``prev``, the JSON ``[id, kind, round]`` and the body, one a line
    (the row head written directly when the kind needs no escaping: the same bytes, without
    :func:`json.dumps`)."""
    plain = _PLAIN.get(kind)
    if plain is None:
        plain = _PLAIN[kind] = isinstance(kind, str) and set(kind) <= _PLAIN_KIND
    if plain and (round_no is None or type(round_no) is int):
        head = f'[{row_id},"{kind}",{"null" if round_no is None else round_no}]'
    else:
        head = json.dumps([row_id, kind, round_no], separators=(",", ":"))
    return f"{prev}\n{head}\n{body}".encode()


def _xor(data: bytes, stream: Callable[[str, int], bytes]) -> Callable[[str], bytes]:
    """``data`` XOR the keystream of a nonce (as whole integers: fast for a shoe's few hundred bytes)."""

    def under(nonce: str) -> bytes:
        n = len(data)
        return (int.from_bytes(data, "big") ^ int.from_bytes(stream(nonce, n), "big")).to_bytes(n, "big")

    return under


def _read_mark(path: Path) -> Mark | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Mark(str(data["journal"]), int(data["rows"]), int(data["games"]), str(data["head"]), str(data["path"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as e:
        log.warning("%s: unreadable high-water mark (%s)", path, e)
        return Mark("?", 0, 0, "?", f"damaged: {path}")


def _owner_only(path: Path) -> None:
    try:
        if path.stat().st_mode & 0o077:
            path.chmod(0o600)
            log.warning("%s: the journal key was readable by others; now 0600", path)
    except OSError:
        pass


def _why(e: BaseException) -> str:
    return str(getattr(e, "strerror", None) or e)
