"""A table in play: its configuration, the shoe, the player's balance and one round after another.

``Session.act(name, *args)`` is the one door through which the table, the headless autoplay and the
journal drive the engine: it calls the round's action of that name (``bet``, ``deal``, ``insure``,
``hit``, ``stand``, ``double``, ``split``, ``surrender``) and hands the events to every observer
before returning them, so a journal can commit them before the table shows them.
``Session.apply(cmd)`` does the same with a typed command (:class:`engine.core.events.Hit`, …), whose
``name``/``args`` are what the observers (and the journal) receive.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .errors import RuleError
from .events import Command, Event, PlaceBet
from .money import Money
from .round import Phase, Round
from .shoe import Shoe
from .table import TableConfig

PLAYER = "1"
ACTIONS = ("bet", "remove_bet", "deal", "insure", "hit", "stand", "double", "split", "surrender",
           "hyper_bet", "remove_hyper_bet")  # fmt: skip

Observer = Callable[["Session", str, tuple[Any, ...], list[Event]], None]


class Session:
    """One player (``PLAYER``) at one table; ``balance=None`` plays with unlimited money."""

    def __init__(
        self,
        config: TableConfig,
        balance: Money | None = None,
        *,
        rng: random.Random | None = None,
        shoe: Shoe | None = None,
        observers: list[Observer] | None = None,
    ) -> None:
        self.config = config
        self.shoe = shoe if shoe is not None else Shoe(config.rules, rng)
        self.balances: dict[str, Money] | None = {PLAYER: balance} if balance is not None else None
        self.observers: list[Observer] = list(observers or [])
        self.round_no = 1
        self.round = Round(config, self.shoe, self.balances)
        self.last_bets: dict[int, tuple[Money, Money]] = {}

    @property
    def balance(self) -> Money | None:
        """The player's money off the table (mills), or None when unlimited."""
        return None if self.balances is None else self.balances[PLAYER]

    def act(self, name: str, *args: Any) -> list[Event]:
        """Run one action of the current round and tell the observers; raises :class:`RuleError`."""
        if name not in ACTIONS:
            raise RuleError("SESSION", f"unknown action {name!r} (one of {', '.join(ACTIONS)})")
        r = self.round
        if name == "deal":
            self.last_bets = {b.n: (b.bet, b.side) for b in r.order}
        result = getattr(r, name)(*args)
        events: list[Event] = result if result is not None else []
        for observe in self.observers:
            observe(self, name, args, events)
        return events

    def apply(self, cmd: Command) -> list[Event]:
        """:meth:`act` with a typed command (a bet is this session's one seated player's)."""
        if isinstance(cmd, PlaceBet) and (cmd.player != PLAYER or not cmd.seated):
            raise RuleError("SESSION", f"this table's bets are player {PLAYER}'s, seated")
        return self.act(cmd.name, *cmd.args)

    def next_round(self) -> Round:
        """Start the next round once the current one is done."""
        if self.round.phase is not Phase.DONE:
            raise RuleError("FR-BJ-12", "the round is not finished")
        self.round_no += 1
        self.round = Round(self.config, self.shoe, self.balances)
        return self.round

    def drop_empty_round(self) -> None:
        """A round whose bets were all taken back before the deal is dropped: the next bet opens a new
        round (so money can move in between without entering a round already begun)."""
        r = self.round
        if r.phase is not Phase.BETTING or r.boxes:
            raise RuleError("FR-BJ-12", "the round has stakes on the table")
        if r.events:
            self.round_no += 1
            self.round = Round(self.config, self.shoe, self.balances)

    def repeat_bets(self, factor: int = 1) -> list[Event]:
        """Place the last round's bets again (``factor=2`` doubles them); all or nothing."""
        if not self.last_bets:
            raise RuleError("SESSION", "no previous bets to repeat")
        planned = {n: (main * factor, side * factor) for n, (main, side) in self.last_bets.items()}
        r = self.round
        for n in list(r.boxes):
            self.act("remove_bet", n)
        events: list[Event] = []
        try:
            for n, (main, side) in sorted(planned.items()):
                events += self.act("bet", n, main, side)
        except RuleError:
            for n in list(r.boxes):
                self.act("remove_bet", n)
            raise
        return events
