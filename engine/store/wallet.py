"""The player's balance: a small file in the data folder that survives restarts.

Written atomically on every change; a damaged file is reported, set aside as ``balance.json.bad``
and play starts again on the starting credit. ``reset()`` puts the starting credit back.

With a journal (:class:`JournaledWallet`) the file only follows the journal: it is never a source of
credit once a journal exists or existed (the table reads it only to seed the first journal a data
folder ever has).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..core.errors import ConfigError
from ..core.money import SCALE, Money, format_amount, parse_mills
from ..core.paths import SaveError, atomic_write
from ..core.safe_json import UnsafeInput, clip
from ..core.safe_json import loads as safe_loads
from .settings import read_small, set_aside_noting

FILE_NAME = "balance.json"
STARTING_CREDIT = 1000 * SCALE
BALANCE_FILE_MAX = 64_000  #: bytes; a balance file is one line

Audit = Callable[[str, dict[str, Any]], None]


def _no_audit(kind: str, detail: dict[str, Any]) -> None:
    """The default audit sink: nothing."""


class Wallet:
    """The balance in ``folder/balance.json`` (mills in memory, a decimal string on disk)."""

    def __init__(
        self,
        folder: str | os.PathLike[str],
        starting_credit: Money = STARTING_CREDIT,
        *,
        audit: Audit | None = None,
    ) -> None:
        self.path = Path(folder) / FILE_NAME
        self.starting_credit = starting_credit
        self.audit = audit or _no_audit
        self.warnings: list[str] = []
        self._balance = self._read()

    @property
    def balance(self) -> Money:
        """The player's money (mills)."""
        return self._balance

    def _read(self) -> Money:
        try:
            raw = read_small(self.path, BALANCE_FILE_MAX)
        except FileNotFoundError:
            return self.starting_credit
        except OSError as e:  # no permission, a folder, a pipe or a device in its place
            self.warnings.append(f"{self.path}: cannot read the balance ({e.strerror or e}); starting credit used")
            return self.starting_credit
        except UnsafeInput as e:  # too large: damaged, like any file that is not a balance
            raw, too_large = b"", str(e).removeprefix(f"{self.path}: ")
        else:
            too_large = ""
        try:
            if too_large:
                raise ValueError(too_large)
            data = safe_loads(raw, self.path.name, limit=BALANCE_FILE_MAX)
            if not isinstance(data, dict) or data.get("schema") != 1 or not isinstance(data.get("balance"), str):
                raise ValueError("expected {'schema': 1, 'balance': '<amount>'}")
            value = parse_mills(data["balance"], "balance")
            if value < 0:
                raise ValueError(f"negative balance {data['balance']}")
            return value
        except (ValueError, ConfigError) as e:
            self.warnings.append(
                f"{self.path}: the balance file is damaged ({clip(str(e), 100)}); starting credit used"
            )
        set_aside_noting(self.path, self.warnings)
        self.audit("balance-file-damaged", {"file": str(self.path)})
        return self.starting_credit

    def set(self, balance: Money) -> None:
        """Record a new balance (atomically); raises :class:`engine.store.settings.SaveError` when it cannot."""
        if balance < 0:
            raise ValueError("a balance is never negative")
        text = json.dumps({"schema": 1, "balance": format_amount(balance)}) + "\n"
        atomic_write(self.path, text.encode("utf-8"))
        self._balance = balance

    def reset(self) -> Money:
        """Put the starting credit back (audited, old → new) and return it."""
        old = self._balance
        self.set(self.starting_credit)
        self.audit("balance-reset", {"old": format_amount(old), "new": format_amount(self.starting_credit)})
        return self._balance


class JournaledWallet(Wallet):
    """The table's wallet when a game journal is kept: the journal's balance is authoritative, and the
    file only follows it (written after each round, read only to seed a journal that has no session).

    :meth:`reset` moves the session's credit through ``money`` (the journal's money in/out, so the
    meters reconcile) and is refused while a round is open (``round_open``): a credit changed inside
    a journaled round could not be replayed by the crash recovery.
    """

    def __init__(
        self,
        folder: str | os.PathLike[str],
        starting_credit: Money = STARTING_CREDIT,
        *,
        balance: Callable[[], Money | None],
        money: Callable[[str, Money, str], None],
        round_open: Callable[[], bool],
        audit: Audit | None = None,
    ) -> None:
        super().__init__(folder, starting_credit, audit=audit)
        self._live_balance = balance
        self._money = money
        self._round_open = round_open

    def follow(self) -> None:
        """Write the journal's balance to the file when it differs (after a round, at start)."""
        live = self._live_balance()
        if live is not None and live != self._balance:
            self.set(live)

    def reset(self) -> Money:
        """Put the starting credit back through the journal (money in or out), then the file."""
        if self._round_open():
            raise SaveError("a round is open: the balance changes only between rounds")
        live = self._live_balance()
        old = self._balance if live is None else live
        diff = self.starting_credit - old
        if diff:
            self._money("in" if diff > 0 else "out", abs(diff), "balance-reset")
        self.set(self.starting_credit)
        self.audit("balance-reset", {"old": format_amount(old), "new": format_amount(self.starting_credit)})
        return self._balance
