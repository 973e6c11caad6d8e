"""The round's events made once and shared: events are immutable values, and a table's come back
round after round (the same boxes, stakes, cards and totals), so the round asks here instead of making
them. Each kind has its own table keyed by one integer built from the event's fields (no tuple to make
and hash), the fields that vary most in its low bits (a dictionary slot is picked by the low bits, so
keys that differ there rarely collide); every table is bounded, so a long session does not grow it
without end.

Part of the round's compiled modules (``tools/build_compiled.py``); :mod:`engine.core.events` itself
stays Python (its dataclasses are cheap to import), and this module is where the round makes them.
"""

from __future__ import annotations

from typing import Final

from .cards import Card
from .events import (
    CLEAR,
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

#: the face-up cards, in a list indexed by :func:`dealt`'s key (made at the first card: 266,240 slots)
_DEALT: Final[list[Dealt | None]] = []
_DEALT_SLOTS: Final = 52 * 32 * 2 * 8 * 5 * 2
_HOLES: Final[dict[int, Dealt]] = {}
_ACTIONS: Final[dict[int, Action]] = {}
_BETS: Final[dict[int, Bet]] = {}
_PAYS: Final[dict[int, MainPay]] = {}
_COLLECTS: Final[dict[int, MainCollect]] = {}
_PUSHES: Final[dict[int, MainPush]] = {}
_SIDE_COLLECTS: Final[dict[int, SideCollect]] = {}
_INSURANCE_COLLECTS: Final[dict[int, InsuranceCollect]] = {}
_REVEALS: Final[dict[int, Reveal]] = {}
_STANDS: Final[dict[int, DealerStand]] = {}
_BUSTS: Final[dict[int, DealerBust]] = {}
_ANNOUNCES: Final[dict[int, Announce]] = {}

# an enum member's code is its place in its enum (found by identity: an Enum's hash is a Python call)
_DECISIONS: Final = tuple(Decision)
_KINDS: Final = tuple(Kind)
_RESULTS: Final = tuple(Result)
PEEK: Final = (Peek(False), Peek(True))
#: the dealer's (0) and the boxes' ``clear`` events
CLEARS: Final = CLEAR

# The members of the events' enums the round reads, as constants: :mod:`engine.core.events` stays
# Python, and compiled code would look a member of its enums up by name at every read.
HIT: Final = Decision.HIT
STAND: Final = Decision.STAND
DOUBLE: Final = Decision.DOUBLE
SPLIT: Final = Decision.SPLIT
SURRENDER: Final = Decision.SURRENDER
INSURE: Final = Decision.INSURE
DECLINE: Final = Decision.DECLINE
MAIN_BET: Final = Kind.MAIN
SIDE_BET: Final = Kind.SIDE
INSURANCE_BET: Final = Kind.INSURANCE
DOUBLE_BET: Final = Kind.DOUBLE
SPLIT_BET: Final = Kind.SPLIT
HYPER_BET: Final = Kind.HYPER
BLACKJACK: Final = Result.BLACKJACK
WIN: Final = Result.WIN
PUSH: Final = Result.PUSH
LOSE: Final = Result.LOSE
BUST: Final = Result.BUST
SURRENDERED: Final = Result.SURRENDER
RETURNED: Final = Result.RETURNED


def dealt(box: int, hand: int, card: Card, total: int, soft: bool, split: bool = False) -> Dealt:
    """The face-up :class:`Dealt` with these fields (box 0 hand 0: the dealer). The deal and every draw
    ask for one, so these are kept in a flat list rather than a dictionary: one slot to read, no key
    to compare (a box makes at most 4 hands [FR-BJ-9], a total is at most 31)."""
    if not _DEALT:
        _DEALT.extend([None] * _DEALT_SLOTS)
    key = card.index + 52 * (total + 32 * (soft + 2 * (box + 8 * (hand + 5 * split))))
    e = _DEALT[key]
    if e is None:
        e = _DEALT[key] = Dealt(box, hand, card, total, soft, False, split)
    return e


def hole(card: Card, total: int, soft: bool) -> Dealt:
    """The dealer's face-down hole card, ``total``/``soft`` his up card's (what the players see)."""
    key = card.index + 64 * (total + 32 * soft)
    e = _HOLES.get(key)
    if e is None:
        e = _HOLES[key] = Dealt(0, 0, card, total, soft, True)
    return e


def action(box: int, hand: int, decision: Decision) -> Action:
    """The :class:`Action` with these fields (a small set: 7 boxes × 4 hands × 7 decisions)."""
    key = box + 8 * (hand + 8 * _DECISIONS.index(decision))
    e = _ACTIONS.get(key)
    if e is None:
        e = _ACTIONS[key] = Action(box, hand, decision)
    return e


def bet(box: int, kind: Kind, amount: Money, hand: int = 0) -> Bet:
    """The :class:`Bet` with these fields (a hyper black jack stake, which names its case, is made each time)."""
    key = box + 8 * (hand + 8 * (_KINDS.index(kind) + 8 * amount))
    e = _BETS.get(key)
    if e is None:
        if len(_BETS) > BOUND:
            _BETS.clear()
        e = _BETS[key] = Bet(box, kind, amount, hand)
    return e


def _money_key(box: int, hand: int, amount: Money) -> int:
    return box + 8 * (hand + 8 * amount)


def main_pay(box: int, hand: int, amount: Money, result: Result) -> MainPay:
    """The :class:`MainPay` with these fields."""
    key = _RESULTS.index(result) + 8 * _money_key(box, hand, amount)
    e = _PAYS.get(key)
    if e is None:
        if len(_PAYS) > BOUND:
            _PAYS.clear()
        e = _PAYS[key] = MainPay(box, hand, amount, result)
    return e


def main_collect(box: int, hand: int, amount: Money, result: Result) -> MainCollect:
    """The :class:`MainCollect` with these fields."""
    key = _RESULTS.index(result) + 8 * _money_key(box, hand, amount)
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
    key = box + 8 * amount
    e = _SIDE_COLLECTS.get(key)
    if e is None:
        if len(_SIDE_COLLECTS) > BOUND:
            _SIDE_COLLECTS.clear()
        e = _SIDE_COLLECTS[key] = SideCollect(box, amount)
    return e


def insurance_collect(box: int, amount: Money) -> InsuranceCollect:
    """The :class:`InsuranceCollect` with these fields."""
    key = box + 8 * amount
    e = _INSURANCE_COLLECTS.get(key)
    if e is None:
        if len(_INSURANCE_COLLECTS) > BOUND:
            _INSURANCE_COLLECTS.clear()
        e = _INSURANCE_COLLECTS[key] = InsuranceCollect(box, amount)
    return e


def reveal(card: Card, total: int, soft: bool) -> Reveal:
    """The :class:`Reveal` of the dealer's hole card with his two cards' total."""
    key = card.index + 64 * (total + 32 * soft)
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
