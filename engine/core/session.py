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
from collections.abc import Callable, Sequence
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
        #: (round number, box → whose bet): the ledger of :meth:`bettors`
        self._bettors: tuple[int, dict[int, str]] = (self.round_no, {})

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
            self.last_bets = {b.n: (b.bet, b.side) for b in r.order if b.player == PLAYER}
        if name == "bet" and len(args) > 3:  # another player's bet: (box, amount, side, player)
            result = r.bet(*args[:3], player=str(args[3]))
        elif name == "remove_bet" and len(args) > 1:  # another player's bets taken back: (box, player)
            result = r.remove_bet(args[0], player=str(args[1]))
        else:
            result = getattr(r, name)(*args)
        events: list[Event] = result if result is not None else []
        for observe in self.observers:
            observe(self, name, args, events)
        if name in ("bet", "remove_bet"):  # taken by the round and by every observer (the journal)
            self._note_bet(name, args)
        return events

    def act_journaled(self, name: str, *args: Any) -> list[Event]:
        """:meth:`act` for an action read back from the journal: a ``remove_bet`` journaled without
        its player (as the engine wrote it before bets were taken back by their own player only) is
        the bet's owner's, so that journal deals again as it was played."""
        if name == "remove_bet" and len(args) == 1:
            held = self.round.boxes.get(int(args[0]))
            if held is not None and held.player != PLAYER:
                return self.act(name, *args, held.player)
        return self.act(name, *args)

    def bettors(self) -> dict[int, str]:
        """Box → whose main bet the current round holds: :data:`PLAYER` or a seated player's name, as
        the ``bet`` and ``remove_bet`` actions run through :meth:`act` in this round say
        (:func:`bet_player`); a resumed round's, since its actions were run again. Answered from those
        actions, never from the round's boxes."""
        no, held = self._bettors
        return dict(held) if no == self.round_no else {}

    def _note_bet(self, name: str, args: Sequence[Any]) -> None:
        no, held = self._bettors
        if no != self.round_no:
            held = {}
            self._bettors = (self.round_no, held)
        who = bet_player(name, args)
        if who is None:
            held.pop(int(args[0]), None)
        else:
            held[int(args[0])] = who

    def apply(self, cmd: Command) -> list[Event]:
        """:meth:`act` with a typed command (a bet is this session's player's, or a seated other player's
        (:meth:`seat`), always seated)."""
        if isinstance(cmd, PlaceBet):
            if not cmd.seated or (cmd.player != PLAYER and cmd.player not in self.others()):
                raise RuleError("SESSION", f"this table's bets are player {PLAYER}'s or a seated player's, seated")
            if cmd.player != PLAYER:
                return self.act("bet", *cmd.args, cmd.player)
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
        taken = [n for n in planned if n in r.boxes and r.boxes[n].player != PLAYER]
        if taken:
            raise RuleError("FR-BJ-2", f"box {taken[0]} is another player's")
        mine = [n for n, b in r.boxes.items() if b.player == PLAYER]
        for n in mine:
            self.act("remove_bet", n)
        events: list[Event] = []
        try:
            for n, (main, side) in sorted(planned.items()):
                events += self.act("bet", n, main, side)
        except RuleError:
            for n in [n for n, b in r.boxes.items() if b.player == PLAYER]:
                self.act("remove_bet", n)
            raise
        return events

    # ------------------------------------------------------------------ other players at the table

    def others(self) -> dict[str, Money]:
        """The balances of the other players seated at this table (computer players), by name."""
        if self.balances is None:
            return {}
        return {name: bal for name, bal in self.balances.items() if name != PLAYER}

    def seat(self, name: str, bankroll: Money) -> None:
        """Another player sits down with his own money, apart from the player's (between rounds)."""
        if self.balances is None:
            raise RuleError("SESSION", "other players sit only at a table whose balance is counted")
        if name == PLAYER or name in self.balances:
            raise RuleError("SESSION", f"player {name!r} is already at the table")
        if bankroll < 0:
            raise RuleError("SESSION", "a bankroll cannot be negative")
        self.balances[name] = bankroll

    def unseat(self, name: str) -> Money:
        """Another player leaves with what he has off the table; returns it. Not while he has a bet."""
        if self.balances is None or name == PLAYER or name not in self.balances:
            raise RuleError("SESSION", f"player {name!r} is not seated here")
        if any(b.player == name for b in self.round.boxes.values()) and self.round.phase is not Phase.DONE:
            raise RuleError("SESSION", f"player {name!r} has a bet in this round")
        return self.balances.pop(name)


def bet_player(name: str, args: Sequence[Any]) -> str | None:
    """Whose bet a journaled action is: the player named in a ``bet`` action's fourth argument, the
    table's own player for a bet without one; None for any other action."""
    if name != "bet":
        return None
    return str(args[3]) if len(args) > 3 else PLAYER
