"""The round's events made once and shared: events are immutable values, and a table's come back
round after round (the same boxes, stakes, cards and totals), so the round asks here instead of making
them. Each kind has its own table keyed by one integer built from the event's fields (no tuple to make
and hash); every table is bounded, so a long session does not grow it without end.

Part of the round's compiled modules (``tools/build_compiled.py``); :mod:`engine.core.events` itself
stays Python (its dataclasses are cheap to import), and this module is where the round makes them.
"""

from __future__ import annotations

from typing import Final

from .cards import Card
from .events import (
    Action,
    Announce,
    Bet,
    DealerBust,
    DealerStand,
    Dealt,
    Decision,
    InsuranceCollect,
    Kind,
    MainCollect,
    MainPay,
    MainPush,
    Peek,
    Result,
    Reveal,
    SideCollect,
)  # fmt: skip
from .money import Money

#: entries a table holds before it starts again
BOUND: Final = 50_000

_DEALT: dict[int, Dealt] = {}
_HOLES: dict[int, Dealt] = {}
_ACTIONS: dict[int, Action] = {}
_BETS: dict[int, Bet] = {}
_PAYS: dict[int, MainPay] = {}
_COLLECTS: dict[int, MainCollect] = {}
_PUSHES: dict[int, MainPush] = {}
_SIDE_COLLECTS: dict[int, SideCollect] = {}
_INSURANCE_COLLECTS: dict[int, InsuranceCollect] = {}
_REVEALS: dict[int, Reveal] = {}
_STANDS: dict[int, DealerStand] = {}
_BUSTS: dict[int, DealerBust] = {}
_ANNOUNCES: dict[int, Announce] = {}

_DECISIONS: Final = tuple(Decision)
_DECISION_CODE: Final = {d: i for i, d in enumerate(_DECISIONS)}
_KINDS: Final = tuple(Kind)
_KIND_CODE: Final = {k: i for i, k in enumerate(_KINDS)}
_RESULT_CODE: Final = {r: i for i, r in enumerate(Result)}
PEEK: Final = (Peek(False), Peek(True))


def dealt(box: int, hand: int, card: Card, total: int, soft: bool, split: bool = False) -> Dealt:
    """The face-up :class:`Dealt` with these fields (box 0 hand 0: the dealer)."""
    key = ((((box * 8 + hand) * 64 + card.index) * 32 + total) * 2 + soft) * 2 + split
    e = _DEALT.get(key)
    if e is None:
        if len(_DEALT) > BOUND:
            _DEALT.clear()
        e = _DEALT[key] = Dealt(box, hand, card, total, soft, False, split)
    return e


def hole(card: Card, total: int, soft: bool) -> Dealt:
    """The dealer's face-down hole card, ``total``/``soft`` his up card's (what the players see)."""
    key = ((card.index * 32 + total) * 2 + soft) * 2 + 1
    e = _HOLES.get(key)
    if e is None:
        e = _HOLES[key] = Dealt(0, 0, card, total, soft, True)
    return e


def action(box: int, hand: int, decision: Decision) -> Action:
    """The :class:`Action` with these fields (a small set: 7 boxes × 4 hands × 7 decisions)."""
    key = (box * 8 + hand) * 8 + _DECISION_CODE[decision]
    e = _ACTIONS.get(key)
    if e is None:
        e = _ACTIONS[key] = Action(box, hand, decision)
    return e


def bet(box: int, kind: Kind, amount: Money, hand: int = 0) -> Bet:
    """The :class:`Bet` with these fields (a hyper black jack stake, which names its case, is made each time)."""
    key = ((amount * 8 + box) * 8 + hand) * 8 + _KIND_CODE[kind]
    e = _BETS.get(key)
    if e is None:
        if len(_BETS) > BOUND:
            _BETS.clear()
        e = _BETS[key] = Bet(box, kind, amount, hand)
    return e


def _money_key(box: int, hand: int, amount: Money) -> int:
    return (amount * 8 + box) * 8 + hand


def main_pay(box: int, hand: int, amount: Money, result: Result) -> MainPay:
    """The :class:`MainPay` with these fields."""
    key = _money_key(box, hand, amount) * 8 + _RESULT_CODE[result]
    e = _PAYS.get(key)
    if e is None:
        if len(_PAYS) > BOUND:
            _PAYS.clear()
        e = _PAYS[key] = MainPay(box, hand, amount, result)
    return e


def main_collect(box: int, hand: int, amount: Money, result: Result) -> MainCollect:
    """The :class:`MainCollect` with these fields."""
    key = _money_key(box, hand, amount) * 8 + _RESULT_CODE[result]
    e = _COLLECTS.get(key)
    if e is None:
        if len(_COLLECTS) > BOUND:
            _COLLECTS.clear()
        e = _COLLECTS[key] = MainCollect(box, hand, amount, result)
    return e


def main_push(box: int, hand: int, amount: Money) -> MainPush:
    """The :class:`MainPush` with these fields."""
    key = _money_key(box, hand, amount)
    e = _PUSHES.get(key)
    if e is None:
        if len(_PUSHES) > BOUND:
            _PUSHES.clear()
        e = _PUSHES[key] = MainPush(box, hand, amount)
    return e


def side_collect(box: int, amount: Money) -> SideCollect:
    """The :class:`SideCollect` with these fields."""
    key = amount * 8 + box
    e = _SIDE_COLLECTS.get(key)
    if e is None:
        if len(_SIDE_COLLECTS) > BOUND:
            _SIDE_COLLECTS.clear()
        e = _SIDE_COLLECTS[key] = SideCollect(box, amount)
    return e


def insurance_collect(box: int, amount: Money) -> InsuranceCollect:
    """The :class:`InsuranceCollect` with these fields."""
    key = amount * 8 + box
    e = _INSURANCE_COLLECTS.get(key)
    if e is None:
        if len(_INSURANCE_COLLECTS) > BOUND:
            _INSURANCE_COLLECTS.clear()
        e = _INSURANCE_COLLECTS[key] = InsuranceCollect(box, amount)
    return e


def reveal(card: Card, total: int, soft: bool) -> Reveal:
    """The :class:`Reveal` of the dealer's hole card with his two cards' total."""
    key = (card.index * 32 + total) * 2 + soft
    e = _REVEALS.get(key)
    if e is None:
        e = _REVEALS[key] = Reveal(card, total, soft)
    return e


def dealer_stand(total: int, soft: bool, blackjack: bool = False) -> DealerStand:
    """The :class:`DealerStand` with these fields."""
    key = (total * 2 + soft) * 2 + blackjack
    e = _STANDS.get(key)
    if e is None:
        e = _STANDS[key] = DealerStand(total, soft, blackjack)
    return e


def dealer_bust(total: int) -> DealerBust:
    """The :class:`DealerBust` with this total."""
    e = _BUSTS.get(total)
    if e is None:
        e = _BUSTS[total] = DealerBust(total)
    return e


def announce(bonuses: int) -> Announce:
    """The :class:`Announce` of this many Lucky Ladies bonuses."""
    e = _ANNOUNCES.get(bonuses)
    if e is None:
        e = _ANNOUNCES[bonuses] = Announce(bonuses)
    return e
