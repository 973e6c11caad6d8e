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
    to_dict,
)
from ..core.money import Money, format_amount, parse_mills
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


# ---------------------------------------------------------------------- the audit's fold

_OTHER, _BET, _REMOVED, _HYPER_REMOVED, _CARD, _ACTION, _PAY, _BACK, _INS_PAY, _SIDE_PAY, _HYPER_PAY, _CLEAR = range(12)
#: the events that count; any other (a collect, a dealer's stand, a shuffle…) moves no meter
_CODES = {"bet": _BET, "bet-removed": _REMOVED, "hyper-removed": _HYPER_REMOVED, "card": _CARD, "action": _ACTION,
          "main-pay": _PAY, "main-push": _BACK, "main-return": _BACK, "insurance-pay": _INS_PAY,
          "side-pay": _SIDE_PAY, "hyper-pay": _HYPER_PAY, "clear": _CLEAR}  # fmt: skip
_BET_KINDS = frozenset(k.value for k in Kind)
#: a plan: (code, and the places in the compact event of box, amount, hand, kind (a decision's name
#: for an action, where a card goes for a card), case; 0 when absent)
_Plan = tuple[int, int, int, int, int, int]


def _plan(kind: str, keys: Sequence[str]) -> _Plan:
    def at(name: str) -> int:
        return keys.index(name) + 1 if name in keys else 0

    code = _CODES.get(kind, _OTHER)
    which = at("action") if code == _ACTION else at("to") if code == _CARD else at("kind")
    return (code, at("box"), at("amount"), at("hand"), which, at("case"))


class _Box:
    """What the meters need of a box: its main bet, side, insurance and hyper stakes, each hand's stake."""

    __slots__ = ("bet", "hands", "hyper", "insurance", "side")

    def __init__(self, bet: Money) -> None:
        self.bet, self.side, self.insurance = bet, 0, 0
        self.hands = [bet]
        self.hyper: dict[str, Money] = {}


class CompactFold:
    """:class:`MeterFold`'s count, folded straight from the journal's compact events (``[shape,
    value…]``, the shapes of :class:`engine.store.journal_rows.Codec`) as integers, without making
    an event object: the audit's loop. The same rules (a pay reads the hand's stake; the boxes of
    other seated players are apart); a test holds both folds equal on every row of random journals.
    Actions of older encodings come in as events (:meth:`action_events`)."""

    def __init__(self, shapes: Sequence[tuple[str, Sequence[str]]], meters: Meters | None = None) -> None:
        self.shapes = shapes  #: the codec's shapes (the list grows as the audit reads codec rows)
        self.meters = meters if meters is not None else Meters()
        self.won = sum(self.meters.wins.values())  #: the wins' total, kept beside the meters
        self.staked = sum(self.meters.bets.values())  #: the bets' total
        self._plans: list[_Plan] = []
        self._amounts: dict[Any, Money] = {}
        self._own: dict[tuple[str, tuple[str, ...]], int] = {}
        self._own_plans: list[_Plan] = []
        self._reader: EventReader | None = None
        self.initial_main: Money = 0  #: the main bets as placed before each deal (no doubles, no splits)
        self.hyper_cases: dict[str, Money] = {}  #: the hyper black jack stakes dealt, case by case
        self.begin_round()

    def begin_round(self) -> None:
        """Forget the previous round."""
        self.boxes: dict[int, _Box] = {}
        self.apart: set[int] = set()
        self.dealt = False
        self.on_table: Money = 0
        self._reader = None

    @property
    def reader(self) -> EventReader:
        """The round's reader of older encodings' rows (:meth:`MeterFold.read`)."""
        if self._reader is None:
            self._reader = EventReader()
        return self._reader

    @property
    def undealt_total(self) -> Money:
        """Stakes on the felt that are not yet bets (the round is not dealt)."""
        return 0 if self.dealt else self.on_table

    def balance(self) -> Money:
        """The balance the meters imply now (:meth:`Meters.expected_balance`)."""
        m = self.meters
        return m.start + m.money_in - m.money_out + self.won - self.staked - (0 if self.dealt else self.on_table)

    def money(self, direction: str, amount: Money) -> None:
        """Money in or out (:meth:`MeterFold.money`)."""
        if direction == "in":
            self.meters.money_in += amount
        elif direction == "out":
            self.meters.money_out += amount
        else:
            raise ValueError(f"money direction must be 'in' or 'out', not {direction!r}")

    def action(self, name: str, args: Sequence[Any], events: Sequence[Sequence[Any]]) -> None:
        """One journaled action with its events in compact form."""
        plans, shapes = self._plans, self.shapes
        while len(plans) < len(shapes):
            kind, keys = shapes[len(plans)]
            plans.append(_plan(kind, keys))
        self._fold(name, args, events, plans)

    def action_events(self, name: str, args: Sequence[Any], events: Iterable[Event]) -> None:
        """One journaled action with its events as :class:`Event` (a row of an older encoding)."""
        own = self._own
        out: list[list[Any]] = []
        for ev in events:
            d = to_dict(ev)
            kind = d.pop("type")
            keys = tuple(sorted(d))
            i = own.get((kind, keys))
            if i is None:
                i = own[kind, keys] = len(self._own_plans)
                self._own_plans.append(_plan(kind, keys))
            out.append([i, *[d[k] for k in keys]])
        self._fold(name, args, out, self._own_plans)

    def _amount(self, value: Any) -> Money:
        m = self._amounts.get(value)
        if m is None:
            m = parse_mills(str(value), "amount")
            if len(self._amounts) < 10_000:
                self._amounts[value] = m
        return m

    def _fold(self, name: str, args: Sequence[Any], events: Sequence[Sequence[Any]], plans: list[_Plan]) -> None:
        m = self.meters
        bets, wins = m.bets, m.wins
        boxes, apart = self.boxes, self.apart
        if name == "deal":
            for b in boxes.values():
                bets["main"] += b.bet
                bets["side"] += b.side
                self.staked += b.bet + b.side
                self.initial_main += b.bet
                if b.hyper:
                    bets["hyper"] += sum(b.hyper.values())
                    self.staked += sum(b.hyper.values())
                    for case, stake in b.hyper.items():
                        self.hyper_cases[case] = self.hyper_cases.get(case, 0) + stake
        owner = bet_player(name, args)
        amount = self._amount
        for e in events:
            code, p_box, p_amount, p_hand, p_kind, p_case = plans[e[0]]
            if code == _OTHER:
                continue
            if code == _CARD:
                if e[p_kind] == "dealer":
                    self.dealt = True
                continue
            if code == _CLEAR:
                if e[p_box] == "dealer":
                    m.games += 1
                    self.begin_round()
                    boxes, apart = self.boxes, self.apart
                continue
            box = e[p_box] if p_box else 0
            if code == _BET:
                kind = e[p_kind]
                if kind not in _BET_KINDS:
                    raise ValueError(f"{kind!r} is not a valid Kind")
                if owner is not None and kind == "main":
                    (apart.discard if owner == PLAYER else apart.add)(box)
                if box in apart:  # another player's box: his money is apart from the table's player's
                    continue
                stake = amount(e[p_amount])
                if kind == "main" or kind == "side" or kind == "hyper":
                    if name not in ("bet", "hyper_bet"):
                        raise ValueError(f"a {kind} bet outside a bet action ({name})")
                    if kind == "main":
                        boxes[box] = _Box(stake)
                    elif kind == "side":
                        boxes[box].side = stake
                    else:
                        boxes[box].hyper[str(e[p_case]) if p_case else ""] = stake
                else:
                    if kind == "insurance":
                        bets["insurance"] += stake
                        boxes[box].insurance = stake
                    elif kind == "double":
                        bets["main"] += stake
                        boxes[box].hands[(e[p_hand] if p_hand else 0) - 1] += stake
                    else:  # split: the new hand's stake
                        bets["main"] += stake
                        boxes[box].hands[(e[p_hand] if p_hand else 0) - 1] = stake
                    self.staked += stake
                self.on_table += stake
                continue
            if box in apart:
                if code == _REMOVED:
                    apart.discard(box)
                continue
            if code == _ACTION:
                hand = e[p_hand] if p_hand else 0
                if hand and e[p_kind] == "split":
                    boxes[box].hands.insert(hand, 0)
                continue
            if code == _REMOVED:
                del boxes[box]
                self.on_table -= amount(e[p_amount])
                continue
            if code == _HYPER_REMOVED:
                del boxes[box].hyper[str(e[p_case])]
                self.on_table -= amount(e[p_amount])
                continue
            if code == _PAY:
                won = boxes[box].hands[(e[p_hand] if p_hand else 0) - 1] + amount(e[p_amount])
                kind = "main"
            elif code == _BACK:
                won, kind = amount(e[p_amount]), "main"
            elif code == _INS_PAY:
                won, kind = boxes[box].insurance + amount(e[p_amount]), "insurance"
            elif code == _SIDE_PAY:
                won, kind = boxes[box].side + amount(e[p_amount]), "side"
            else:  # hyper-pay
                won, kind = boxes[box].hyper[str(e[p_case])] + amount(e[p_amount]), "hyper"
            wins[kind] += won
            self.won += won
