"""The table's books, one service: the journal, the balance file that follows it, the director's PIN
and the session they play.

- The session comes from :func:`engine.store.recovery.open_session`: an unfinished round resumes
  exactly. The journal's observer commits each action before :meth:`Session.act` returns, so before
  the felt shows it.
- The journal's balance is authoritative; ``balance.json`` follows it after every round (a
  :class:`engine.store.wallet.JournaledWallet`), and money in or out goes through the journal.
- Journal or stop: a journal that cannot be opened (damaged, read-only, locked by another process,
  missing, a broken chain) or that fails to commit an action (disk full) stops the table:
  :attr:`stopped` says why and :attr:`advice` what to do, and ``on_stop`` tells the window. The table
  never deals unjournaled, and ``balance.json`` is never a source of credit once a journal exists.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from croupier.engine.core.errors import CroupierError
from croupier.engine.core.money import Money
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.table import TableConfig
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_read import Played
from croupier.engine.store.journal_rows import JournalError, StopKind, config_data
from croupier.engine.store.pin import DirectorPin, journal_state, pin_file
from croupier.engine.store.recovery import RecoveryError, open_session
from croupier.engine.store.settings_data import Settings
from croupier.engine.store.wallet import JournaledWallet, Wallet

log = logging.getLogger(__name__)


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class TableBooks:
    """Journal, wallet, PIN and session of one table (see the module docstring)."""

    def __init__(
        self,
        settings: Settings,
        config: TableConfig,
        *,
        settings_path: Path | None,
        data_dir: Path,
        kiosk: bool,
        rng: random.Random | None,
        pin: DirectorPin | None,
        journal: Journal | None,
    ) -> None:
        self.settings = settings
        self.data_dir = data_dir
        self.rng = rng
        self.warnings: list[str] = []
        self.stopped: str | None = None  #: why the table does not deal (a journal problem), or None
        self.stop_kind: StopKind | None = None  #: what kind of stop it is (the director's way out), or None
        self._advice: Callable[[], str] = str  #: what to do about it, worded when it is shown
        self.on_stop: list[Callable[[], None]] = []  #: told when the journal stops the table in play
        self.journal = journal if journal is not None else self._open_journal()
        remembered = journal_state(self.journal) if self.journal is not None else None
        self.pin = pin or DirectorPin(pin_file(settings_path or data_dir / "settings.toml"), audit=self.audit,
                                      kiosk=kiosk, remembered=remembered)  # fmt: skip
        if kiosk and (self.pin.problem or not self.pin.is_set()):
            why = self.pin.problem or _t("This kiosk has no director's PIN, so it does not start.")
            self.stop(why, _pin_advice)
        self.wallet = self._wallet()
        self.session = self._open_session(config)

    # ------------------------------------------------------------------ the journal

    def _open_journal(self) -> Journal | None:
        try:
            journal = Journal.in_folder(self.data_dir)
        except CroupierError as e:
            self._stop_on(e)
            return None
        journal.on_stop.append(self.journal_stopped)
        return journal

    def stop(self, why: str, advice: Callable[[], str], kind: StopKind = StopKind.JOURNAL) -> None:
        """Stop the table: it deals no more; ``stopped`` and :attr:`advice` say why and what to do
        (``advice`` words it in the language chosen when it is shown: the table may stop before the
        player aids have chosen the language), :attr:`stop_kind` what kind of stop it is."""
        if self.stopped is None:
            log.error("the table stops: %s", why)
        self.stopped = why
        self.stop_kind = kind
        self._advice = advice

    def _stop_on(self, e: Exception) -> None:
        """Stop for an error: its message, and its kind when the journal's (:attr:`JournalError.kind`)."""
        kind = e.kind if isinstance(e, JournalError) else StopKind.JOURNAL
        self.stop(str(e), _journal_advice(str(e), kind), kind)

    @property
    def may_set_aside(self) -> bool:
        """The director may set the journal aside and start a new one (NEW JOURNAL): not while another
        table writes this data folder, nor where no data folder can be made."""
        return self.stop_kind not in (StopKind.IN_USE, StopKind.NO_FOLDER)

    @property
    def advice(self) -> str:
        """What to do about the stop, in the language now chosen."""
        return self._advice()

    @property
    def reason(self) -> str:
        """Why the table stopped, as a sentence in the language now chosen, with the file's path and
        the cause (:func:`gui.stop_words.stop_sentence`; :attr:`stopped` keeps the engine's words)."""
        if self.stopped is None:
            return ""
        if self._advice is _pin_advice and not self.pin.problem:  # a kiosk without a PIN: worded now
            return _t("This kiosk has no director's PIN, so it does not start.")
        from .stop_words import stop_sentence  # here: a table that deals never words a stop

        return stop_sentence(self.stopped)

    def journal_stopped(self, why: str) -> None:
        """The journal could not commit an action (it was undone): stop, and tell the window."""
        self.stop(why, _journal_advice(why))
        for tell in self.on_stop:
            tell()

    def audit(self, kind: str, detail: dict[str, Any]) -> None:
        """Director events to the journal (nothing when there is none); a failure is a warning."""
        if self.journal is not None:
            try:
                self.journal.audit(kind, detail)
            except CroupierError as e:
                log.warning("the audit row %s could not be written: %s", kind, e)
                self.warnings.append(str(e))

    def new_journal(self) -> bool:
        """Set the journal aside (``journal.sqlite3.bad``) and start a new one whose first rows name
        the old file, its head and the reason; play goes on with the old journal's last balance
        (before an unfinished round), else the starting credit. False (and stopped) if it cannot."""
        reason = self.stopped or "set aside by the director"
        if self.journal is not None:
            try:
                self.journal.close()
            except CroupierError as e:
                log.warning("closing the old journal: %s", e)
            self.journal = None
        try:
            journal = Journal.start_new(self.data_dir, reason)
        except (CroupierError, OSError) as e:
            self._stop_on(e)
            return False
        journal.on_stop.append(self.journal_stopped)
        self.journal, self.stopped, self.stop_kind = journal, None, None
        log.warning("the director set the journal aside (%s) and started a new one", reason)
        config = self.session.config
        self.wallet = self._wallet()
        self.session = self._open_session(config)
        return True

    # ------------------------------------------------------------------ the wallet and the session

    def _wallet(self) -> Wallet:
        credit = self.settings.starting_credit
        if self.journal is None:  # stopped: the file is read (and its problems shown) but never dealt on
            return Wallet(self.data_dir, credit, audit=self.audit)
        return JournaledWallet(
            self.data_dir,
            credit,
            balance=lambda: self.session.balance,
            money=self._money_move,
            round_open=self.round_open,
            audit=self.audit,
        )

    def _money_move(self, direction: str, amount: Money, reason: str) -> None:
        assert self.journal is not None
        self.journal.money(self.session, direction, amount, reason)

    def round_open(self) -> bool:
        """A round has begun (a bet placed) and not finished, by the engine's or the journal's account."""
        r = self.session.round
        journal_open = self.journal is not None and self.journal.round_open
        return r.phase is not Phase.BETTING or bool(r.boxes) or journal_open

    def _open_session(self, config: TableConfig) -> Session:
        """The unfinished round resumed, else a new session on the journal's balance; the file follows."""
        if self.journal is None or self.stopped is not None:
            return Session(config, 0, rng=self.rng)  # never dealt on: the felt takes no input
        j = self.journal
        if j.replaces is not None:  # a journal set aside: its last balance, else the starting credit
            seed = j.replaces.get("balance")
            credit = seed if isinstance(seed, int) else self.settings.starting_credit
        else:  # the file seeds only the first journal this data folder ever had
            credit = self.wallet.balance
        try:
            session = open_session(j, config, credit, rng=self.rng)
        except (RecoveryError, CroupierError) as e:
            self._stop_on(e)
            return Session(config, 0, rng=self.rng)
        self.session = session
        self.follow()
        return session

    def last_net(self) -> Money | None:
        """The net of the last round the journal holds finished, for the player's own boxes (the LAST
        ROUND NET read-out of a table started again); None when it holds none (:meth:`last_played`)."""
        played = self.last_played()
        return None if played is None else played.net

    def last_played(self) -> Played | None:
        """The last round the journal holds finished, for the player's own boxes: its net and his bets
        as it was dealt (what a table started again shows as LAST ROUND NET, and places again on
        REPEAT); None when it holds none, or there is no journal. A journal whose last round does not
        read back gives None (the log says why): the table stops on such a journal when it resumes or
        continues it, not here."""
        if self.journal is None:
            return None
        try:
            return self.journal.last_played()
        except CroupierError as e:
            log.warning("the last round does not read back: %s", e)
            return None

    def follow(self) -> None:
        """``balance.json`` follows the journal's balance (after each round); a failure is a warning."""
        try:
            if isinstance(self.wallet, JournaledWallet):
                self.wallet.follow()
            else:
                self.wallet.set(self.session.balance or 0)
        except CroupierError as e:
            log.warning("the balance file could not follow the journal: %s", e)
            self.warnings.append(str(e))

    def new_settings(self, settings: Settings, config: TableConfig, ends_session: bool) -> bool:
        """The director's settings between rounds: a new table configuration gives a new journaled
        session (a new pay table ends the session [FR-LL-3]). False (and stopped) when the new session
        cannot be journaled."""
        old = self.session
        if ends_session or config_data(config) != config_data(old.config):
            shoe = old.shoe if not ends_session and config.rules == old.config.rules else None
            session = Session(config, old.balance, rng=self.rng, shoe=shoe)
            if self.journal is not None:
                try:
                    self.journal.attach(session)
                except CroupierError as e:  # the new session cannot be journaled: the table stops
                    self.journal_stopped(str(e))
                    return False
            self.session = session
        self.settings = settings
        self.wallet.starting_credit = settings.starting_credit
        return True

    def set_credit(self, target: Money, reason: str) -> bool:
        """The player's credit set to ``target`` between rounds, through the journal's money in/out;
        False (and stopped) when the journal cannot take it."""
        bal = self.session.balance
        if bal is None or bal == target or self.round_open():
            return True
        if self.journal is not None:
            direction = "in" if target > bal else "out"
            try:
                self.journal.money(self.session, direction, abs(target - bal), reason)
            except CroupierError as e:
                self.journal_stopped(str(e))
                return False
        else:
            assert self.session.balances is not None
            self.session.balances[next(iter(self.session.balances))] = target
        if isinstance(self.wallet, JournaledWallet):
            self.wallet.follow()
        else:
            self.wallet.set(target)
        return True


def _pin_advice() -> str:
    return _t("Set one from the command line: croupier pin set (it reads the PIN from standard input).")


def _journal_advice(why: str, kind: StopKind = StopKind.JOURNAL) -> Callable[[], str]:
    """:func:`journal_advice` for ``why``, worded when it is asked."""
    return lambda: journal_advice(why, kind)


def journal_advice(why: str, kind: StopKind = StopKind.JOURNAL) -> str:
    """What to do about a journal problem of this kind, in words (the journal's own problems by their
    cause: a full disk, a read-only file)."""
    if kind is StopKind.IN_USE:
        return _t("Close the other table that uses this data folder, then start this one again.")
    if kind is StopKind.NO_FOLDER:
        return _t("Check the data folder's permissions or medium, then start the table again.")
    if kind is StopKind.MISSING:
        return _t("The director may start a new journal (NEW JOURNAL): play starts on the starting credit.")
    if "disk full" in why:
        return _t("Free some space on the disk, then start the table again.")
    if "read-only" in why:
        return _t("Check the data folder's permissions or medium, then start the table again.")
    return _t(
        "The director may set the journal aside (it is kept as journal.sqlite3.bad) and start a new one "
        "(NEW JOURNAL); croupier audit names the first bad row."
    )
