"""The table's meters, derived from the event stream: money in and out, bets and wins per bet type
(main, insurance, side bet, hyper black jack) and games played.

``bets`` count every stake put at risk once the cards are dealt (a main bet, its doubles and splits,
insurance, the side bet, the hyper black jack stakes of every case [FR-HBJ-4]); ``wins`` count every
amount handed back to the player (the stake of a winning or tied hand with its winnings, half a
surrender, a winning hyper case's stake with its win [FR-HBJ-2]). So at every moment::

    balance = start + money in − money out + wins − bets − stakes placed but not yet dealt
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.events import (
    Bet,
    BetRemoved,
    Clear,
    Event,
    HyperPay,
    InsurancePay,
    Kind,
    MainPay,
    MainPush,
    MainReturn,
    SidePay,
)
from ..core.money import Money, format_amount
from ..core.session import PLAYER, bet_player
from ..core.view import EventReader, RoundView

BET_TYPES = ("main", "insurance", "side", "hyper")


@dataclass
class Meters:
    """The accounting meters (mills) and the number of games played to the end."""

    start: Money = 0
    money_in: Money = 0
    money_out: Money = 0
    bets: dict[str, Money] = field(default_factory=lambda: dict.fromkeys(BET_TYPES, 0))
    wins: dict[str, Money] = field(default_factory=lambda: dict.fromkeys(BET_TYPES, 0))
    games: int = 0

    def to_dict(self) -> dict[str, int]:
        """Flat ``name → value`` (``bets.main``, ``wins.side``, …), as the journal stores them."""
        out = {"start": self.start, "money_in": self.money_in, "money_out": self.money_out, "games": self.games}
        for t in BET_TYPES:
            out[f"bets.{t}"] = self.bets[t]
            out[f"wins.{t}"] = self.wins[t]
        return out

    @classmethod
    def from_dict(cls, data: dict[str, int]) -> Meters:
        """The inverse of :meth:`to_dict` (missing names read as 0)."""
        m = cls(data.get("start", 0), data.get("money_in", 0), data.get("money_out", 0))
        for t in BET_TYPES:
            m.bets[t] = data.get(f"bets.{t}", 0)
            m.wins[t] = data.get(f"wins.{t}", 0)
        m.games = data.get("games", 0)
        return m

    def expected_balance(self, undealt: Money = 0) -> Money:
        """start + money in − money out + wins − bets − ``undealt`` stakes still on the felt."""
        return self.start + self.money_in - self.money_out + sum(self.wins.values()) - sum(self.bets.values()) - undealt

    def lines(self) -> list[str]:
        """The meters as text lines (for ``croupier audit``)."""
        f = format_amount
        out = [f"games played   {self.games}", f"starting credit {f(self.start)}",
               f"money in       {f(self.money_in)}", f"money out      {f(self.money_out)}",
               f"{'':15}{'bets':>16}{'wins':>16}"]  # fmt: skip
        for t in BET_TYPES:
            out.append(f"{t:15}{f(self.bets[t]):>16}{f(self.wins[t]):>16}")
        out.append(f"{'total':15}{f(sum(self.bets.values())):>16}{f(sum(self.wins.values())):>16}")
        return out


class MeterFold:
    """Folds journaled actions into :class:`Meters`, reading each hand's stake from the round's
    projection (:class:`engine.core.view.RoundView`): a ``main-pay`` event carries only the winnings.
    The boxes of other players seated at the table (computer players, a ``bet`` whose fourth argument
    names them) are left out: their money is theirs, not the table's player's."""

    def __init__(self, meters: Meters | None = None) -> None:
        self.meters = meters if meters is not None else Meters()
        self.begin_round()

    def begin_round(self) -> None:
        """Forget the previous round."""
        self.view = RoundView()
        self.reader = EventReader()
        self.apart: set[int] = set()  #: boxes of other (computer) players: their money is not counted

    def take_round(self, other: MeterFold) -> None:
        """Carry on a round whose actions ``other`` has folded (the totals stay this fold's)."""
        self.view, self.reader, self.apart = other.view, other.reader, other.apart

    def read(self, row: Mapping[str, Any]) -> list[Event]:
        """The events of a journaled action row of the current round (either encoding)."""
        return self.reader.read(row)

    @property
    def undealt_total(self) -> Money:
        """Stakes on the felt that are not yet bets (the round is not dealt)."""
        return 0 if self.view.dealt else self.view.on_table

    def balance(self) -> Money:
        """The balance the meters imply now."""
        return self.meters.expected_balance(self.undealt_total)

    def money(self, direction: str, amount: Money) -> None:
        """Money in (a deposit, a credit) or out (a cash-out)."""
        if direction == "in":
            self.meters.money_in += amount
        elif direction == "out":
            self.meters.money_out += amount
        else:
            raise ValueError(f"money direction must be 'in' or 'out', not {direction!r}")

    def action(self, name: str, args: Sequence[Any], events: Iterable[Event]) -> None:
        """One action of :meth:`engine.core.session.Session.act` with its events."""
        m = self.meters
        view = self.view
        if name == "deal":
            for b in view.boxes.values():
                m.bets["main"] += b.bet
                m.bets["side"] += b.side.stake if b.side else 0
                if b.hyper:
                    m.bets["hyper"] += b.hyper_stake
        owner = bet_player(name, args)
        for ev in events:
            box = getattr(ev, "box", 0)
            if owner is not None and isinstance(ev, Bet) and ev.kind is Kind.MAIN:
                (self.apart.discard if owner == PLAYER else self.apart.add)(box)
            if box in self.apart:  # another player's box: his money is apart from the table's player's
                if isinstance(ev, BetRemoved):
                    self.apart.discard(box)
                continue
            self._event(name, ev)
            view.fold(ev)
            if isinstance(ev, Clear) and ev.box == 0:
                m.games += 1
                self.begin_round()
                view = self.view

    def _event(self, name: str, ev: Event) -> None:
        """Count ``ev`` (before it is folded: a pay reads the stake still on the table)."""
        m = self.meters
        if isinstance(ev, Bet):
            if ev.kind in (Kind.MAIN, Kind.SIDE, Kind.HYPER):
                if name not in ("bet", "hyper_bet"):
                    raise ValueError(f"a {ev.kind} bet outside a bet action ({name})")
            elif ev.kind is Kind.INSURANCE:
                m.bets["insurance"] += ev.amount
            else:
                m.bets["main"] += ev.amount
        elif isinstance(ev, MainPay):
            m.wins["main"] += self.view.hand(ev.box, ev.hand).stake + ev.amount
        elif isinstance(ev, (MainPush, MainReturn)):
            m.wins["main"] += ev.amount
        elif isinstance(ev, InsurancePay):
            ins = self.view.boxes[ev.box].insurance
            m.wins["insurance"] += (ins.stake if ins else 0) + ev.amount
        elif isinstance(ev, SidePay):
            side = self.view.boxes[ev.box].side
            m.wins["side"] += (side.stake if side else 0) + ev.amount
        elif isinstance(ev, HyperPay):
            m.wins["hyper"] += self.view.boxes[ev.box].hyper[ev.case].stake + ev.amount
