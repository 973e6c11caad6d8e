"""The round's automatic steps: side-bet settlement, the peek, the dealer's play and settlement.

Kept apart from :mod:`engine.core.round` (the player's actions) so each reads in one sitting: plain
functions of the round they run for, called by it at the points of the digest §5. Order of paying and
collecting is the regulation's: right to left, box 7 → 1 [FR-BJ-12, FR-LL-6, PR-LL-5].
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, cast

from .events import (
    CLEAR,
    Announce,
    DealerBust,
    DealerStand,
    Dealt,
    Event,
    InsuranceCollect,
    InsurancePay,
    MainCollect,
    MainPay,
    MainPush,
    MainReturn,
    Peek,
    Result,
    Reveal,
    SideCollect,
    SideHold,
    SidePay,
)  # fmt: skip
from .hyper import settle_in_order
from .paytables import LUCKY_LADIES
from .sidebets import is_held, lucky_ladies, lucky_lucky

if TYPE_CHECKING:
    from .hand import Box, Hand
    from .money import Money
    from .round import Round

E = TypeVar("E")
_SHARED: dict[tuple[Any, ...], Any] = {}


def shared(make: Callable[..., E], *args: Any) -> E:
    """The event ``make(*args)``, made once and shared: events are immutable values, and a table's come
    back round after round (the same boxes, stakes and totals). Bounded, like the card events."""
    key = (make, *args)
    e = _SHARED.get(key)
    if e is None:
        if len(_SHARED) > 50_000:
            _SHARED.clear()
        e = _SHARED[key] = make(*args)
    return cast(E, e)


# ------------------------------------------------------------------ side bets


def settle_side_bets(r: Round, out: list[Event]) -> None:
    """Lucky Ladies: announce the bonuses in play [FR-LL-5], collect the losers then pay the
    winners right to left [FR-LL-6], holding a pair of queens of hearts against a dealer's
    A/K/Q/J/10 [FR-LL-8]. Lucky Lucky: the two cards with the up card [PR-LL-5, PR-LL-6]."""
    side = r.config.side
    table = side.table
    bettors = [b for b in r.order if b.side]
    if not bettors or table is None:
        return
    up = r.dealer.cards[0]
    if side.game == LUCKY_LADIES:
        can_hold = table.odds("qh-pair-dealer-bj") is not None
        bonuses = 0
        for b in bettors:
            c1, c2 = b.hands[0].cards
            outcomes = lucky_ladies(c1, c2)
            if outcomes:
                bonuses += 1
            best = table.best(outcomes)
            if best is None:
                continue
            b.side_won = True
            b.side_outcome, b.side_odds = best
            if can_hold and is_held(c1, c2, up):
                b.side_held = True
                b.side_if_bj = table.best(lucky_ladies(c1, c2, True))
        out.append(shared(Announce, bonuses))
    else:
        for b in bettors:
            c1, c2 = b.hands[0].cards
            best = table.best(lucky_lucky(c1, c2, up))
            if best is not None:
                b.side_won = True
                b.side_outcome, b.side_odds = best
    for b in reversed(bettors):
        if not b.side_won:
            b.net_side = -b.side
            r.on_table -= b.side
            out.append(shared(SideCollect, b.n, b.side))
    for b in reversed(bettors):
        if b.side_held:
            out.append(SideHold(b.n))
        elif b.side_won:
            pay_side(r, b, out)


def pay_side(r: Round, b: Box, out: list[Event]) -> None:
    assert b.side_outcome is not None
    win = b.side * b.side_odds
    b.net_side = win
    r.on_table -= b.side
    r._give(b, b.side + win)
    out.append(SidePay(b.n, b.side_outcome, win, b.side_odds))


def pay_held(r: Round, out: list[Event], dealer_blackjack: bool) -> None:
    """Pay the held queens of hearts [FR-LL-9, FR-LL-10, FR-LL-11]."""
    for b in reversed(r.order):
        if b.side_held:
            b.side_held = False
            if dealer_blackjack and b.side_if_bj is not None:
                b.side_outcome, b.side_odds = b.side_if_bj
            pay_side(r, b, out)
            if dealer_blackjack:
                out.append(CLEAR[b.n])


# ------------------------------------------------------------------ insurance and peek


def insurance_lose(r: Round, out: list[Event]) -> None:
    """No dealer blackjack: insurance is collected [FR-BJ-6]."""
    for b in reversed(r.order):
        if b.insurance:
            b.net_insurance = -b.insurance
            r.on_table -= b.insurance
            out.append(shared(InsuranceCollect, b.n, b.insurance))


def after_insurance(r: Round, out: list[Event]) -> None:
    """In a peek game the dealer checks an ace or a ten for blackjack; then play begins."""
    up = r.dealer.cards[0]
    if not r._enhc and (up.is_ace or up.is_ten):
        dealer = r.dealer
        bj = dealer.blackjack
        out.append(shared(Peek, bj))
        if bj:
            out.append(shared(Reveal, dealer.cards[1], dealer.total, dealer.soft))
            out.append(shared(DealerStand, 21, dealer.soft, True))
            dealer_blackjack(r, out)
            return
        pay_held(r, out, False)
        insurance_lose(r, out)
    r._start_play(out)


# ------------------------------------------------------------------ the dealer


def dealer_turn(r: Round, out: list[Event]) -> None:
    """Every box has played: the dealer's second card (ENHC) or hole card, then his draws
    [FR-BJ-5], and settlement [FR-BJ-12]. The dealer draws only for hands still in play, or for a
    hyper black jack stake [FR-HBJ-5]."""
    hyper = r.hyper_live  # the bet needs his final result [FR-HBJ-5]
    pending = live = hyper  # a hand (or a hyper stake) still in play; one that is not a blackjack
    for b in r.order:
        for h in b.hands:
            if h.result is None:
                pending = True
                if not h.blackjack:
                    live = True
    dealer = r.dealer
    if r._enhc:
        wanted = pending or any(b.insurance for b in r.order) or any(b.side_held for b in r.order)
        if wanted:
            c = r._draw(out)
            dealer.add(c)
            out.append(shared(Dealt, 0, 0, c, dealer.total, dealer.soft))
            if dealer.blackjack:
                out.append(shared(DealerStand, 21, dealer.soft, True))
                dealer_blackjack(r, out)
                return
            pay_held(r, out, False)
            insurance_lose(r, out)
    else:
        out.append(shared(Reveal, dealer.cards[1], dealer.total, dealer.soft))
    if live:
        hit_soft = r.rules.soft_17 == "hit"
        while True:
            t = dealer.total
            if t > 17 or (t == 17 and not (hit_soft and dealer.soft)):
                break
            c = r._draw(out)
            dealer.add(c)
            out.append(shared(Dealt, 0, 0, c, dealer.total, dealer.soft))
    if dealer.hard > 21:
        out.append(shared(DealerBust, dealer.hard))
    else:
        out.append(shared(DealerStand, dealer.total, dealer.soft, dealer.blackjack))
    settle(r, out)


def settle(r: Round, out: list[Event]) -> None:
    """Right to left, box 7 → 1: losers collected, winners paid [FR-BJ-12, FR-BJ-7]; with a hyper black
    jack stake in play, in the order of [FR-HBJ-6] (:func:`engine.core.hyper.settle_in_order`)."""
    if r.hyper_live:
        settle_in_order(r, out, _settle)
    else:
        _settle(r, out)


def _settle(r: Round, out: list[Event]) -> None:
    dt = r.dealer.total
    if dt > 21:
        dt = 0
    num, den = r._bj_pays  # [FR-BJ-7]
    for b in reversed(r.order):
        for i, h in enumerate(b.hands, 1):
            if h.result is not None:
                continue
            stake = h.stake
            if h.blackjack:
                pay_main(r, b, h, i, stake * num // den, Result.BLACKJACK, out)
                continue
            t = h.total
            if t > dt:
                pay_main(r, b, h, i, stake, Result.WIN, out)
            elif t == dt:
                h.result = Result.PUSH
                r.on_table -= stake
                r._give(b, stake)
                out.append(shared(MainPush, b.n, i, stake))
            else:
                h.result = Result.LOSE
                h.net = -stake
                r.on_table -= stake
                out.append(shared(MainCollect, b.n, i, stake, Result.LOSE))
    clear(r, out)


def pay_main(r: Round, b: Box, h: Hand, i: int, win: Money, result: Result, out: list[Event]) -> None:
    h.result = result
    h.net = win
    r.on_table -= h.stake
    r._give(b, h.stake + win)
    out.append(shared(MainPay, b.n, i, win, result))


def dealer_blackjack(r: Round, out: list[Event]) -> None:
    """Dealer blackjack [FR-LL-10, FR-BJ-11]: the losing main bets are collected right to left
    (a blackjack pushes), insurance is paid, every box's cards but the held queens of hearts'
    are cleared, then each held box is paid and cleared, the dealer's cards last; with a hyper black
    jack stake in play, in the order of [FR-HBJ-6] (his point is ``blackjack``)."""
    if r.hyper_live:
        settle_in_order(r, out, _dealer_blackjack)
    else:
        _dealer_blackjack(r, out)


def _dealer_blackjack(r: Round, out: list[Event]) -> None:
    takes_all = not r._enhc or r.rules.dealer_blackjack_takes == "all"
    for b in reversed(r.order):
        budget = b.bet
        for i, h in enumerate(b.hands, 1):
            if h.result is not None:
                continue
            stake = h.stake
            if h.blackjack:
                h.result = Result.PUSH
                r.on_table -= stake
                r._give(b, stake)
                out.append(shared(MainPush, b.n, i, stake))
                continue
            lose = stake if takes_all else min(stake, budget)
            budget -= lose
            h.net = -lose
            h.result = Result.LOSE if lose else Result.RETURNED
            r.on_table -= stake
            if lose:
                out.append(shared(MainCollect, b.n, i, lose, Result.LOSE))
            if stake > lose:
                r._give(b, stake - lose)
                out.append(shared(MainReturn, b.n, i, stake - lose))
    for b in reversed(r.order):
        if b.insurance:
            win = 2 * b.insurance
            b.net_insurance = win
            r.on_table -= b.insurance
            r._give(b, b.insurance + win)
            out.append(InsurancePay(b.n, win))
    for b in reversed(r.order):
        if not b.side_held:
            out.append(CLEAR[b.n])
    pay_held(r, out, True)
    out.append(CLEAR[0])
    r._done()


def clear(r: Round, out: list[Event]) -> None:
    """Cards go to the discard tray, right to left, the dealer's last."""
    for b in reversed(r.order):
        out.append(CLEAR[b.n])
    out.append(CLEAR[0])
    r._done()
