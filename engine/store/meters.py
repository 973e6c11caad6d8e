"""The table's meters: money in and out, bets and wins per bet type (main, insurance, side bet,
hyper black jack) and games played, a sum over the rounds' projections
(:class:`engine.core.view.RoundView`, folded from the events alone).

``bets`` count every stake put at risk once the cards are dealt (a main bet, its doubles and splits,
insurance, the side bet, the hyper black jack stakes of every case [FR-HBJ-4]): what
:meth:`engine.core.view.BoxView.stakes` says; ``wins`` count every amount handed back to the player
(the stake of a winning or tied hand with its winnings, half a surrender, a winning hyper case's
stake with its win [FR-HBJ-2]): what :meth:`engine.core.view.BoxView.returns` says. So at every
moment::

    balance = start + money in − money out + wins − bets − stakes placed but not yet dealt
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.event_rows import EventReader
from ..core.events import Bet, BetRemoved, Event, Kind
from ..core.money import Money, format_amount
from ..core.session import PLAYER, bet_player
from ..core.view import BET_TYPES, RoundView

if TYPE_CHECKING:
    from .journal_redeal import Events

__all__ = ["BET_TYPES", "MeterFold", "Meters"]


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


# ---------------------------------------------------------------------- the fold


class MeterFold:
    """Folds journaled actions into :class:`Meters`, a sum over the rounds' projections: each
    round's events go into the round's :class:`engine.core.view.RoundView` (:attr:`view`) and the
    meters hold, for each round, the stakes its boxes put at risk and the amounts they were handed
    back, by bet type (:meth:`engine.core.view.RoundView.totals`). The table's writer, the reports
    and the audit all fold through it; events come as :class:`Event` (:meth:`action`) or as the
    journal's compact events (``[shape, value…]``, the shapes of
    :class:`engine.store.journal_rows.Codec`, :meth:`action_compact`).

    The rules: a stake counts as a bet once the cards are dealt (main, side, hyper black jack
    [FR-HBJ-4]); a double, a split or insurance counts when it is placed; a settled bet hands back
    its stake with its net (a win its winnings, a push or a returned stake the stake, a surrender
    half, a loss nothing) [FR-HBJ-2]. The boxes of other players seated at the table (computer
    players, a ``bet`` whose fourth argument names them) are left out: their money is theirs, not
    the table's player's.

    The current round's figures join :attr:`meters` when they are read and when the round ends;
    :meth:`balance` reads the money the projection has moved (:attr:`engine.core.view.RoundView.moved`)
    without summing the boxes, and the end of each round checks that the two agree."""

    def __init__(self, meters: Meters | None = None, shapes: Sequence[tuple[str, Sequence[str]]] = ()) -> None:
        self.shapes = shapes  #: the codec's shapes (the list may grow as the audit reads codec rows)
        self._meters = meters if meters is not None else Meters()
        self._won = sum(self._meters.wins.values())  #: the wins' total, kept beside the meters
        self._staked_total = sum(self._meters.bets.values())  #: the bets' total
        self._events: Events | None = None
        self._reader: EventReader | None = None
        self.initial_main: Money = 0  #: the main bets as placed before each deal (no doubles, no splits)
        self.hyper_cases: dict[str, Money] = {}  #: the hyper black jack stakes dealt, case by case
        self._new_round()

    def _new_round(self) -> None:
        self.view = RoundView()  #: the round so far, as its events tell it
        self.apart: set[int] = set()  #: boxes of other (computer) players: their money is not counted
        self._staked = [0, 0, 0, 0]  #: the round's stakes the meters hold, by bet type
        self._back = [0, 0, 0, 0]  #: the round's returns the meters hold, by bet type
        self._held: Money = 0  #: the round's returns less its stakes, as the meters hold them
        self._reader = None
        self._touched = False  #: an action was folded into this round

    def begin_round(self) -> None:
        """Forget the previous round (what it had counted stays in the meters)."""
        if self._touched:  # else the fresh round the last one's end left
            self._count()
            self._new_round()
        self._reader = None

    def take_round(self, other: MeterFold) -> None:
        """Carry on a round whose actions ``other`` has folded (the totals stay this fold's)."""
        other._count()
        self.view, self.apart, self._reader, self._touched = other.view, other.apart, other._reader, other._touched
        self._staked, self._back, self._held = list(other._staked), list(other._back), other._held

    @property
    def meters(self) -> Meters:
        """The meters, the current round's figures so far included."""
        self._count()
        return self._meters

    @property
    def won(self) -> Money:
        """The wins' total."""
        self._count()
        return self._won

    @property
    def staked(self) -> Money:
        """The bets' total."""
        self._count()
        return self._staked_total

    @property
    def reader(self) -> EventReader:
        """The round's reader of journaled action rows (:meth:`read`)."""
        if self._reader is None:
            self._reader = EventReader()
        return self._reader

    def read(self, row: Mapping[str, Any]) -> list[Event]:
        """The events of a journaled action row of the current round (either encoding)."""
        return self.reader.read(row)

    @property
    def dealt(self) -> bool:
        """The current round's cards are dealt: its stakes are bets."""
        return self.view.dealt

    @property
    def undealt_total(self) -> Money:
        """Stakes on the felt that are not yet bets (the round is not dealt)."""
        view = self.view
        return 0 if view.dealt else view.placed(self.apart)

    def balance(self) -> Money:
        """The balance the meters imply now (:meth:`Meters.expected_balance`): the meters as they
        stand, and what the round has moved since they last counted it (the money moved for the
        table's player, the boxes of other players left out)."""
        m, view = self._meters, self.view
        moved = view.moved
        if self.apart:
            moved -= _net(view, self.apart)
        return m.start + m.money_in - m.money_out + self._won - self._staked_total - self._held + moved

    def money(self, direction: str, amount: Money) -> None:
        """Money in (a deposit, a credit) or out (a cash-out)."""
        if direction == "in":
            self._meters.money_in += amount
        elif direction == "out":
            self._meters.money_out += amount
        else:
            raise ValueError(f"money direction must be 'in' or 'out', not {direction!r}")

    def action_compact(self, name: str, args: Sequence[Any], events: Sequence[Sequence[Any]]) -> None:
        """One journaled action with its events in compact form (shapes of :attr:`shapes`; a sealed
        hole card needs the key: read such a row with :class:`engine.store.journal_redeal.Events`
        and fold it with :meth:`action`)."""
        if self._events is None:
            from .journal_redeal import Events

            self._events = Events("", self.shapes, None)
        self.action(name, args, self._events.read(0, [list(e) for e in events]))

    def action(self, name: str, args: Sequence[Any], events: Iterable[Event]) -> None:
        """One action of :meth:`engine.core.session.Session.act` with its events."""
        if type(events) is not list:
            events = list(events)
        self._touched = True
        view = self.view
        if name == "deal" and not view.dealt:
            self._deal(view)
        for e in events:
            if view.finished:  # an event after the end of a round: the next round's
                self._end()
                view = self.view
            view.fold(e)  # compiled: a native call (a bound method taken first would be a Python call)
        if view.finished:  # the round is over: its figures, then the next round
            self._end()
        elif name == "bet" or name == "remove_bet":
            owner = bet_player(name, args)
            if self.apart or (owner is not None and owner != PLAYER):  # else no box is set apart
                self._seat(owner, events)

    def _seat(self, owner: str | None, events: Iterable[Event]) -> None:
        """Whose boxes a bet action's events concern: another player's box is set apart."""
        apart = self.apart
        for e in events:
            if type(e) is Bet and e.kind is Kind.MAIN and owner is not None:
                (apart.discard if owner == PLAYER else apart.add)(e.box)
            elif type(e) is BetRemoved:
                apart.discard(e.box)

    def _deal(self, view: RoundView) -> None:
        """The stakes as placed before the deal (the meters report's initial bets and hyper cases)."""
        apart, cases = self.apart, self.hyper_cases
        for n, b in view.boxes.items():
            if n in apart:
                continue
            self.initial_main += b.bet
            for case, h in b.hyper.items():
                cases[case] = cases.get(case, 0) + h.stake

    def _end(self) -> None:
        """The round is over: its figures join the meters, checked against the money it moved."""
        self._count()
        view = self.view
        if view.dealt:
            moved = view.moved - (_net(view, self.apart) if self.apart else 0)
            if moved != self._held:
                raise ValueError(
                    f"the round's events moved {format_amount(moved)} but its bets and what they handed "
                    f"back come to {format_amount(self._held)}"
                )
        self._meters.games += 1
        self._new_round()

    def _count(self) -> None:
        """Bring the meters up to the round's stakes and returns (nothing before the deal)."""
        view = self.view
        if not view.dealt:
            return
        staked, back = view.totals(self.apart)
        was_staked, was_back = self._staked, self._back
        if staked == was_staked and back == was_back:
            return
        m = self._meters
        bets, wins = m.bets, m.wins
        for i in range(4):
            d = staked[i] - was_staked[i]
            if d:
                bets[BET_TYPES[i]] += d
                self._staked_total += d
                self._held -= d
            d = back[i] - was_back[i]
            if d:
                wins[BET_TYPES[i]] += d
                self._won += d
                self._held += d
        self._staked, self._back = staked, back


def _net(view: RoundView, boxes: Iterable[int]) -> Money:
    """What ``boxes`` were handed back less what they staked (every stake on the felt before the deal)."""
    out = 0
    for n in boxes:
        b = view.boxes.get(n)
        if b is not None:
            out += sum(b.returns()) - sum(b.stakes())
    return out
