"""The round as its events tell it: one projection that every reader of a round shares.

:class:`RoundView` folds events (:mod:`engine.core.events`) one by one, and nothing else: boxes → hands →
cards with stake, total, soft, doubled, result and net; each box's insurance and side bet; the dealer's
cards, total and end; each box's hyper black jack stakes per case with their nets [FR-HBJ-6]; the
money on the table; and the money the events have moved to or from the
player (``moved``, so ``balance`` = the balance before the round + ``moved``). At every prefix of a
round's events the view is what a screen should show at that moment; after the last one it equals the
round's own final state (a test holds the two side by side for every lab scenario and random rounds).

:class:`engine.core.event_rows.EventReader` turns journal rows back into events (encoding 1 through a
view folded as it reads).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass, field
from typing import Any, Final

from .cards import Card
from .events import (
    Action,
    Announce,
    Bet,
    BetRemoved,
    Burn,
    Clear,
    DealerBust,
    DealerStand,
    Dealt,
    Decision,
    Event,
    HyperCollect,
    HyperPay,
    HyperRemoved,
    InsuranceCollect,
    InsurancePay,
    Kind,
    MainCollect,
    MainPay,
    MainPush,
    MainReturn,
    Peek,
    Result,
    Reveal,
    Shuffle,
    SideCollect,
    SideHold,
    SidePay,
)  # fmt: skip
from .money import Money

# The members of the events' enums the fold reads, as constants: compiled, a member read through its
# enum (``Kind.MAIN``) is an attribute look-up on a Python class at every event.
_MAIN: Final = Kind.MAIN
_SIDE: Final = Kind.SIDE
_INSURANCE: Final = Kind.INSURANCE
_DOUBLE: Final = Kind.DOUBLE
_HYPER: Final = Kind.HYPER
_SPLIT: Final = Decision.SPLIT
_PUSH: Final = Result.PUSH
_RETURNED: Final = Result.RETURNED

#: the bet types whose stakes and returns a box counts (:meth:`BoxView.stakes`, :meth:`BoxView.returns`)
BET_TYPES = ("main", "insurance", "side", "hyper")


def count(cards: Iterable[Card]) -> tuple[int, bool]:
    """(best total, soft) of some cards [digest §1]."""
    hard, ace = 0, False
    for c in cards:
        hard += c.value
        ace = ace or c.is_ace
    soft = ace and hard <= 11
    return (hard + 10 if soft else hard), soft


@dataclass(slots=True, init=False)
class HandView:
    """One hand of a box: its cards, stake (doubles included), total, and how it ended."""

    stake: Money
    cards: list[Card] = field(default_factory=list)
    total: int = 0
    soft: bool = False
    doubled: bool = False
    from_split: bool = False
    result: Result | None = None  #: None while the hand is in play
    net: Money = 0  #: won (+) or lost (−) so far; 0 for a push or a stake handed back
    last: Decision | None = None  #: the last decision taken for it

    # (written out, not the dataclass's: compiled, a generated __init__ stays interpreted code)
    def __init__(
        self,
        stake: Money,
        cards: list[Card] | None = None,
        total: int = 0,
        soft: bool = False,
        doubled: bool = False,
        from_split: bool = False,
        result: Result | None = None,
        net: Money = 0,
        last: Decision | None = None,
    ) -> None:
        self.stake, self.cards, self.total, self.soft = stake, [] if cards is None else cards, total, soft
        self.doubled, self.from_split, self.result, self.net, self.last = doubled, from_split, result, net, last

    @property
    def returned(self) -> Money | None:
        """What the hand handed back to the player once settled (None while in play): the stake
        with its winnings; the stake of a push or of a stake handed back; what is left of it after a
        surrender or a dealer's blackjack that takes only the original bet; 0 for a loss."""
        return None if self.result is None else self.stake + self.net

    @property
    def blackjack(self) -> bool:
        """An ace and a ten-value card as the first two cards, not after a split [FR-BJ-7]."""
        return len(self.cards) == 2 and self.total == 21 and not self.from_split

    @property
    def bust(self) -> bool:
        """Over 21."""
        return self.total > 21


@dataclass(slots=True, init=False)
class InsuranceView:
    """A box's insurance bet [FR-BJ-6]: its stake, and its net once settled (None before)."""

    stake: Money
    net: Money | None = None

    # (written out, not the dataclass's: compiled, a generated __init__ stays interpreted code)
    def __init__(self, stake: Money, net: Money | None = None) -> None:
        self.stake, self.net = stake, net

    @property
    def returned(self) -> Money | None:
        """The stake with the win handed back (0 when lost; None before settlement)."""
        return None if self.net is None else self.stake + self.net


@dataclass(slots=True, init=False)
class SideView:
    """A box's side bet: stake, and once settled its outcome (``lose`` or a pay-table id), odds, net."""

    stake: Money
    held: bool = False  #: queens of hearts held until the dealer's second card [FR-LL-8]
    outcome: str | None = None
    odds: int = 0
    net: Money | None = None

    # (written out, not the dataclass's: compiled, a generated __init__ stays interpreted code)
    def __init__(
        self, stake: Money, held: bool = False, outcome: str | None = None, odds: int = 0, net: Money | None = None
    ) -> None:
        self.stake, self.held, self.outcome, self.odds, self.net = stake, held, outcome, odds, net

    @property
    def returned(self) -> Money | None:
        """The stake with the win handed back (0 when lost; None before settlement)."""
        return None if self.net is None else self.stake + self.net


@dataclass(slots=True, init=False)
class HyperView:
    """A box's hyper black jack stake on one case [FR-HBJ-4]: the stake, and once the dealer has his
    point [FR-HBJ-6] its net (the win, stake × the case's odds, or minus the stake; None before)."""

    case: str
    stake: Money
    net: Money | None = None

    # (written out, not the dataclass's: compiled, a generated __init__ stays interpreted code)
    def __init__(self, case: str, stake: Money, net: Money | None = None) -> None:
        self.case, self.stake, self.net = case, stake, net

    @property
    def won(self) -> bool | None:
        """The case matched the dealer's final result [FR-HBJ-2] (None before settlement)."""
        return None if self.net is None else self.net > 0

    @property
    def returned(self) -> Money | None:
        """The stake with the win handed back [FR-HBJ-2] (0 when lost; None before settlement)."""
        return None if self.net is None else self.stake + self.net


@dataclass(slots=True, init=False)
class BoxView:
    """One betting box: its main bet (as placed), hands, insurance, side bet and hyper black jack
    stakes (case → :class:`HyperView`, in the order placed)."""

    box: int
    bet: Money
    hands: list[HandView]
    insurance: InsuranceView | None = None
    side: SideView | None = None
    cleared: bool = False  #: its cards went to the discard tray
    hyper: dict[str, HyperView] = field(default_factory=dict)

    # (written out, not the dataclass's: compiled, a generated __init__ stays interpreted code)
    def __init__(
        self,
        box: int,
        bet: Money,
        hands: list[HandView],
        insurance: InsuranceView | None = None,
        side: SideView | None = None,
        cleared: bool = False,
        hyper: dict[str, HyperView] | None = None,
    ) -> None:
        self.box, self.bet, self.hands, self.insurance, self.side = box, bet, hands, insurance, side
        self.cleared, self.hyper = cleared, {} if hyper is None else hyper

    @property
    def net(self) -> Money:
        """The box's whole result so far: hands, insurance, side bet and hyper black jack."""
        ins = self.insurance.net or 0 if self.insurance else 0
        side = self.side.net or 0 if self.side else 0
        hyper = sum(h.net or 0 for h in self.hyper.values()) if self.hyper else 0
        return sum(h.net for h in self.hands) + ins + side + hyper

    @property
    def hyper_stake(self) -> Money:
        """The box's hyper black jack stakes, all cases together."""
        return sum(h.stake for h in self.hyper.values())

    @property
    def split(self) -> bool:
        """The box has more than one hand."""
        return len(self.hands) > 1

    @property
    def placed(self) -> Money:
        """The stakes the box has on the felt before the deal: main bet, side bet, hyper stakes."""
        side = self.side.stake if self.side is not None else 0
        hyper = 0
        for h in self.hyper.values():
            hyper += h.stake
        return self.bet + side + hyper

    def stakes(self) -> tuple[Money, Money, Money, Money]:
        """The stakes the box put at risk, by bet type (:data:`BET_TYPES`): the main bet with its
        doubles and splits (every hand's stake), insurance, the side bet, the hyper black jack stakes
        of every case [FR-HBJ-4]."""
        main = 0
        for h in self.hands:
            main += h.stake
        ins = self.insurance.stake if self.insurance is not None else 0
        side = self.side.stake if self.side is not None else 0
        hyper = 0
        for hv in self.hyper.values():
            hyper += hv.stake
        return main, ins, side, hyper

    def returns(self) -> tuple[Money, Money, Money, Money]:
        """The amounts handed back to the player so far, by bet type (:data:`BET_TYPES`): each
        settled bet's ``returned`` (its stake with its net: a loss hands back 0) [FR-HBJ-2]."""
        main = 0
        for h in self.hands:
            if h.result is not None:
                main += h.stake + h.net
        ins = 0
        i = self.insurance
        if i is not None and i.net is not None:
            ins = i.stake + i.net
        side = 0
        s = self.side
        if s is not None and s.net is not None:
            side = s.stake + s.net
        hyper = 0
        for hv in self.hyper.values():
            if hv.net is not None:
                hyper += hv.stake + hv.net
        return main, ins, side, hyper


@dataclass(slots=True, init=False)
class DealerView:
    """The dealer's cards; ``total``/``soft`` are what the players see (not the hole card's)."""

    cards: list[Card] = field(default_factory=list)
    hole: bool = False  #: a card lies face down
    total: int = 0
    soft: bool = False
    peeked: bool = False  #: a hole-card game checked for blackjack
    done: bool = False  #: his play is over (a dealer-stand or dealer-bust event)
    bust: bool = False
    blackjack: bool = False
    cleared: bool = False

    # (written out, not the dataclass's: compiled, a generated __init__ stays interpreted code)
    def __init__(
        self,
        cards: list[Card] | None = None,
        hole: bool = False,
        total: int = 0,
        soft: bool = False,
        peeked: bool = False,
        done: bool = False,
        bust: bool = False,
        blackjack: bool = False,
        cleared: bool = False,
    ) -> None:
        self.cards, self.hole, self.total, self.soft = [] if cards is None else cards, hole, total, soft
        self.peeked, self.done, self.bust, self.blackjack, self.cleared = peeked, done, bust, blackjack, cleared

    @property
    def case(self) -> str | None:
        """The hyper black jack case his final hand makes (``bust``, ``blackjack``, ``17`` … ``21``)
        [FR-HBJ-2]; None while he plays, or when he stopped short of a result no bet needed."""
        if not self.done:
            return None
        if self.bust:
            return "bust"
        if self.blackjack:
            return "blackjack"
        return str(self.total) if self.total >= 17 else None


class RoundView:
    """A round folded from its events: call :meth:`fold` with each event in order."""

    __slots__ = ("bonuses", "boxes", "burnt", "dealer", "finished", "moved", "on_table", "shuffles", "start")

    def __init__(self, balance: Money | None = None) -> None:
        self.start = balance  #: the player's balance before the round's first event, if known
        self.boxes: dict[int, BoxView] = {}
        self.dealer = DealerView()
        self.on_table: Money = 0  #: stakes on the felt, not yet collected or handed back
        self.moved: Money = 0  #: money the events moved to (+) or from (−) the player
        self.bonuses: int | None = None  #: the Lucky Ladies bonuses announced [FR-LL-5]
        self.shuffles = 0
        self.burnt = 0
        self.finished = False  #: the dealer's cards were cleared: the round is over

    @classmethod
    def of(cls, events: Iterable[Event], balance: Money | None = None) -> RoundView:
        """The view after ``events``."""
        v = cls(balance)
        for e in events:
            v.fold(e)
        return v

    @property
    def balance(self) -> Money | None:
        """The player's balance as the events have paid it so far (None when the start is unknown)."""
        return None if self.start is None else self.start + self.moved

    @property
    def dealt(self) -> bool:
        """Cards have been dealt."""
        return bool(self.dealer.cards)

    def ordered(self) -> list[BoxView]:
        """The boxes in dealing order, 1 → 7."""
        return [self.boxes[n] for n in sorted(self.boxes)]

    def hand(self, box: int, hand: int) -> HandView:
        """Hand ``hand`` (from 1) of ``box``."""
        return self.boxes[box].hands[hand - 1]

    def totals(self, left_out: Container[int] = ()) -> tuple[list[Money], list[Money]]:
        """The stakes put at risk and the amounts handed back so far, by bet type
        (:data:`BET_TYPES`), summed over every box but those ``left_out`` (:meth:`BoxView.stakes`,
        :meth:`BoxView.returns`)."""
        staked, back = [0, 0, 0, 0], [0, 0, 0, 0]
        for n, b in self.boxes.items():
            if n in left_out:
                continue
            s, r = b.stakes(), b.returns()
            for i in range(4):
                staked[i] += s[i]
                back[i] += r[i]
        return staked, back

    def placed(self, left_out: Container[int] = ()) -> Money:
        """The stakes on the felt before the deal (:attr:`BoxView.placed`) of every box but those
        ``left_out``."""
        total = 0
        for n, b in self.boxes.items():
            if n not in left_out:
                total += b.placed
        return total

    # ------------------------------------------------------------------ money

    def _stake(self, amount: Money) -> None:
        self.on_table += amount
        self.moved -= amount

    def _back(self, stake: Money, paid: Money) -> None:
        """``stake`` leaves the table; ``paid`` goes to the player."""
        self.on_table -= stake
        self.moved += paid

    # ------------------------------------------------------------------ the fold

    def fold(self, e: Event) -> None:
        """Take one event into the view."""
        f = _FOLD.get(type(e))
        if f is not None:  # one look-up by the event's type (the most common ones)
            f(self, e)
        else:
            self._other(e)

    def _bet(self, e: Bet) -> None:
        kind = e.kind
        if kind is _MAIN:
            self.boxes[e.box] = BoxView(e.box, e.amount, [HandView(e.amount)])
        elif kind is _SIDE:
            self.boxes[e.box].side = SideView(e.amount)
        elif kind is _INSURANCE:
            self.boxes[e.box].insurance = InsuranceView(e.amount)
        elif kind is _DOUBLE:
            h = self.boxes[e.box].hands[e.hand - 1]
            h.stake += e.amount
            h.doubled = True
        elif kind is _HYPER:
            self.boxes[e.box].hyper[e.case] = HyperView(e.case, e.amount)
        else:  # split: the new hand's stake
            self.boxes[e.box].hands[e.hand - 1].stake = e.amount
        self._stake(e.amount)

    def _other(self, e: Event) -> None:
        if isinstance(e, SideCollect):
            s = self._side(e.box)
            s.outcome, s.net = "lose", -e.amount
            self._back(e.amount, 0)
        elif isinstance(e, SidePay):
            s = self._side(e.box)
            s.held = False
            s.outcome, s.odds, s.net = e.outcome, e.odds, e.amount
            self._back(s.stake, s.stake + e.amount)
        elif isinstance(e, SideHold):
            self._side(e.box).held = True
        elif isinstance(e, InsuranceCollect):
            ins = self._insurance(e.box)
            ins.net = -e.amount
            self._back(e.amount, 0)
        elif isinstance(e, InsurancePay):
            ins = self._insurance(e.box)
            ins.net = e.amount
            self._back(ins.stake, ins.stake + e.amount)
        elif isinstance(e, Reveal):
            d = self.dealer
            d.hole = False
            d.total, d.soft = e.total, e.soft
        elif isinstance(e, Peek):
            self.dealer.peeked = True
        elif isinstance(e, DealerStand):
            d = self.dealer
            d.done, d.total, d.soft, d.blackjack = True, e.total, e.soft, e.blackjack
        elif isinstance(e, DealerBust):
            d = self.dealer
            d.done, d.bust, d.total = True, True, e.total
        elif isinstance(e, BetRemoved):
            del self.boxes[e.box]
            self._back(e.amount, e.amount)
        elif isinstance(e, Announce):
            self.bonuses = e.bonuses
        elif isinstance(e, Shuffle):
            self.shuffles += 1
        elif isinstance(e, Burn):
            self.burnt += e.cards
        elif isinstance(e, HyperCollect):
            hv = self.boxes[e.box].hyper[e.case]
            hv.net = -e.amount
            self._back(e.amount, 0)
        elif isinstance(e, HyperPay):
            hv = self.boxes[e.box].hyper[e.case]
            hv.net = e.amount
            self._back(hv.stake, hv.stake + e.amount)
        elif isinstance(e, HyperRemoved):
            del self.boxes[e.box].hyper[e.case]
            self._back(e.amount, e.amount)

    def _side(self, box: int) -> SideView:
        s = self.boxes[box].side
        if s is None:
            raise KeyError(f"box {box} has no side bet")
        return s

    def _insurance(self, box: int) -> InsuranceView:
        ins = self.boxes[box].insurance
        if ins is None:
            raise KeyError(f"box {box} has no insurance")
        return ins


def _fold_dealt(v: RoundView, e: Dealt) -> None:
    if e.box == 0:
        d = v.dealer
        d.cards.append(e.card)
        d.hole = d.hole or e.hole
        d.total, d.soft = e.total, e.soft
    else:
        h = v.boxes[e.box].hands[e.hand - 1]
        h.cards.append(e.card)
        h.total, h.soft = e.total, e.soft


def _fold_bet(v: RoundView, e: Bet) -> None:
    v._bet(e)


def _fold_action(v: RoundView, e: Action) -> None:
    if e.hand:
        b = v.boxes[e.box]
        h = b.hands[e.hand - 1]
        h.last = e.action
        if e.action is _SPLIT:
            moved = h.cards.pop()
            h.total, h.soft = count(h.cards)
            h.from_split = True
            new = HandView(0, [moved], *count([moved]), from_split=True)
            b.hands.insert(e.hand, new)


def _fold_main_collect(v: RoundView, e: MainCollect) -> None:
    h = v.boxes[e.box].hands[e.hand - 1]
    h.result = e.result
    h.net = -e.amount
    v.on_table -= e.amount  # a stake taken in part comes back in a main-return


def _fold_main_pay(v: RoundView, e: MainPay) -> None:
    h = v.boxes[e.box].hands[e.hand - 1]
    h.result = e.result
    h.net = e.amount
    v.on_table -= h.stake
    v.moved += h.stake + e.amount


def _fold_main_push(v: RoundView, e: MainPush) -> None:
    h = v.boxes[e.box].hands[e.hand - 1]
    h.result = _PUSH
    v.on_table -= e.amount
    v.moved += e.amount


def _fold_main_return(v: RoundView, e: MainReturn) -> None:
    h = v.boxes[e.box].hands[e.hand - 1]
    if h.result is None:
        h.result = _RETURNED
    v.on_table -= e.amount
    v.moved += e.amount


def _fold_clear(v: RoundView, e: Clear) -> None:
    if e.box == 0:
        v.dealer.cleared = v.finished = True
    else:
        v.boxes[e.box].cleared = True


def _fold_side_collect(v: RoundView, e: SideCollect) -> None:
    s = v._side(e.box)
    s.outcome, s.net = "lose", -e.amount
    v.on_table -= e.amount


def _fold_insurance_collect(v: RoundView, e: InsuranceCollect) -> None:
    v._insurance(e.box).net = -e.amount
    v.on_table -= e.amount


def _fold_reveal(v: RoundView, e: Reveal) -> None:
    d = v.dealer
    d.hole = False
    d.total, d.soft = e.total, e.soft


def _fold_peek(v: RoundView, e: Peek) -> None:
    v.dealer.peeked = True


def _fold_dealer_stand(v: RoundView, e: DealerStand) -> None:
    d = v.dealer
    d.done, d.total, d.soft, d.blackjack = True, e.total, e.soft, e.blackjack


def _fold_dealer_bust(v: RoundView, e: DealerBust) -> None:
    d = v.dealer
    d.done, d.bust, d.total = True, True, e.total


def _fold_side_pay(v: RoundView, e: SidePay) -> None:
    s = v._side(e.box)
    s.held = False
    s.outcome, s.odds, s.net = e.outcome, e.odds, e.amount
    v.on_table -= s.stake
    v.moved += s.stake + e.amount


def _fold_announce(v: RoundView, e: Announce) -> None:
    v.bonuses = e.bonuses


#: :meth:`RoundView.fold` by the event's exact type; any other type (a subclass too) goes to
#: ``RoundView._other``, which reads it by ``isinstance`` (each handler takes the type it is filed under)
_FOLD: dict[type, Callable[[RoundView, Any], None]] = {
    Dealt: _fold_dealt,
    Bet: _fold_bet,
    Action: _fold_action,
    MainCollect: _fold_main_collect,
    MainPay: _fold_main_pay,
    MainPush: _fold_main_push,
    MainReturn: _fold_main_return,
    Clear: _fold_clear,
    SideCollect: _fold_side_collect,
    InsuranceCollect: _fold_insurance_collect,
    Reveal: _fold_reveal,
    Peek: _fold_peek,
    DealerStand: _fold_dealer_stand,
    DealerBust: _fold_dealer_bust,
    SidePay: _fold_side_pay,
    Announce: _fold_announce,
}
