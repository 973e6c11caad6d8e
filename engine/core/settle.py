"""The round's automatic steps: side-bet settlement, the peek, the dealer's play and settlement.

Kept apart from :mod:`engine.core.round` (the player's actions) so each reads in one sitting: plain
functions of the round they run for, called by it at the points of the digest §5. Order of paying and
collecting is the regulation's: right to left, box 7 → 1 [FR-BJ-12, FR-LL-6, PR-LL-5].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import records
from .events import Event, InsurancePay, MainReturn, Result, SideHold, SidePay
from .hand import Hand, Phase
from .hyper import HyperBook, order_settlement
from .sidebets import is_held, lucky_ladies, lucky_lucky

if TYPE_CHECKING:
    from .hand import Box
    from .money import Money
    from .round import Round


# ------------------------------------------------------------------ side bets


def settle_side_bets(r: Round, out: list[Event]) -> None:
    """Lucky Ladies: announce the bonuses in play [FR-LL-5], collect the losers then pay the
    winners right to left [FR-LL-6], holding a pair of queens of hearts against a dealer's
    A/K/Q/J/10 [FR-LL-8]. Lucky Lucky: the two cards with the up card [PR-LL-5, PR-LL-6]."""
    p = r.plan
    table = p.side_table
    bettors = [b for b in r.order if b.side]
    if not bettors or table is None:
        return
    up = r.dealer.cards[0]
    if p.lucky_ladies:
        can_hold = p.can_hold
        bonuses = 0
        for b in bettors:
            c1, c2 = b.hands[0].cards
            outcomes = lucky_ladies(c1, c2)
            if not outcomes:
                continue
            bonuses += 1
            best = table.best(outcomes)
            if best is None:
                continue
            b.side_won = True
            b.side_outcome, b.side_odds = best
            if can_hold and is_held(c1, c2, up):
                b.side_held = True
                b.side_if_bj = table.best(lucky_ladies(c1, c2, True))
        out.append(records.announce(bonuses))
    else:
        for b in bettors:
            c1, c2 = b.hands[0].cards
            outcomes = lucky_lucky(c1, c2, up)
            best = table.best(outcomes) if outcomes else None
            if best is not None:
                b.side_won = True
                b.side_outcome, b.side_odds = best
    for b in reversed(bettors):
        if not b.side_won:
            b.net_side = -b.side
            r.on_table -= b.side
            out.append(records.side_collect(b.n, b.side))
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
                out.append(records.CLEARS[b.n])


# ------------------------------------------------------------------ insurance and peek


def insurance_lose(r: Round, out: list[Event]) -> None:
    """No dealer blackjack: insurance is collected [FR-BJ-6]."""
    for b in reversed(r.order):
        if b.insurance:
            b.net_insurance = -b.insurance
            r.on_table -= b.insurance
            out.append(records.insurance_collect(b.n, b.insurance))


def after_insurance(r: Round, out: list[Event]) -> None:
    """In a peek game the dealer checks an ace or a ten for blackjack; then play begins."""
    up = r.dealer.cards[0]
    if not r.plan.enhc and (up.is_ace or up.is_ten):
        dealer = r.dealer
        bj = dealer.blackjack
        out.append(records.PEEK[bj])
        if bj:
            out.append(records.reveal(dealer.cards[1], dealer.total, dealer.soft))
            out.append(records.dealer_stand(21, dealer.soft, True))
            dealer_blackjack(r, out)
            return
        pay_held(r, out, False)
        insurance_lose(r, out)
    start_play(r, out)


# ------------------------------------------------------------------ play


def start_play(r: Round, out: list[Event]) -> None:
    """Boxes play in dealing order; a blackjack (or a 21 that may not draw) needs no decision."""
    r.phase = Phase.PLAY
    no21 = not r.plan.draw_on_21
    for b in r.order:
        h = b.hands[0]
        if h.blackjack or (no21 and h.total == 21):
            h.done = True
    r.box_i = 0
    r.hand_i = 0
    next_hand(r, out)


def next_hand(r: Round, out: list[Event]) -> None:
    """Move to the next hand that needs a decision, dealing split hands their second card; after the
    last, the dealer's turn."""
    order = r.order
    while r.box_i < len(order):
        b = order[r.box_i]
        while r.hand_i < len(b.hands):
            h = b.hands[r.hand_i]
            if not h.done:
                if len(h.cards) == 1:
                    second_card(r, b, h, out)
                    if h.done:
                        r.hand_i += 1
                        continue
                return
            r.hand_i += 1
        r.box_i += 1
        r.hand_i = 0
    dealer_turn(r, out)


def second_card(r: Round, b: Box, h: Hand, out: list[Event]) -> None:
    """A split hand gets its second card; split aces one card only [FR-BJ-9]."""
    c = r._draw(out)
    h.add(c)
    out.append(records.dealt(b.n, b.hands.index(h) + 1, c, h.total, h.soft, True))
    p = r.plan
    if h.split_aces:
        may_resplit = c.is_ace and p.resplit_aces and len(b.hands) < p.max_hands
        h.done = not may_resplit
    elif h.total == 21 and not p.draw_on_21:
        h.done = True


def bust(r: Round, b: Box, h: Hand, out: list[Event]) -> None:
    """A bust loses at once [FR-BJ-4]."""
    h.done = True
    h.result = records.BUST
    h.net = -h.stake
    r.on_table -= h.stake
    out.append(records.main_collect(b.n, b.hands.index(h) + 1, h.stake, records.BUST))


# ------------------------------------------------------------------ the dealer


def dealer_turn(r: Round, out: list[Event]) -> None:
    """Every box has played: the dealer's second card (ENHC) or hole card, then his draws
    [FR-BJ-5], and settlement [FR-BJ-12]. The dealer draws only for hands still in play, or for a
    hyper black jack stake [FR-HBJ-5]."""
    hyper = r.hyper is not None and r.hyper.live  # the bet needs his final result [FR-HBJ-5]
    pending = live = hyper  # a hand (or a hyper stake) still in play; one that is not a blackjack
    for b in r.order:
        for h in b.hands:
            if h.result is None:
                pending = True
                if not h.blackjack:
                    live = True
    dealer = r.dealer
    p = r.plan
    if p.enhc:
        wanted = pending or any(b.insurance for b in r.order) or any(b.side_held for b in r.order)
        if wanted:
            c = r._draw(out)
            dealer.add(c)
            out.append(records.dealt(0, 0, c, dealer.total, dealer.soft))
            if dealer.blackjack:
                out.append(records.dealer_stand(21, dealer.soft, True))
                dealer_blackjack(r, out)
                return
            pay_held(r, out, False)
            insurance_lose(r, out)
    else:
        out.append(records.reveal(dealer.cards[1], dealer.total, dealer.soft))
    if live:
        hit_soft = p.hit_soft_17
        while True:
            t = dealer.total
            if t > 17 or (t == 17 and not (hit_soft and dealer.soft)):
                break
            c = r._draw(out)
            dealer.add(c)
            out.append(records.dealt(0, 0, c, dealer.total, dealer.soft))
    if dealer.hard > 21:
        out.append(records.dealer_bust(dealer.hard))
    else:
        out.append(records.dealer_stand(dealer.total, dealer.soft, dealer.blackjack))
    settle(r, out)


def settle(r: Round, out: list[Event]) -> None:
    """Right to left, box 7 → 1: losers collected, winners paid [FR-BJ-12, FR-BJ-7]; with a hyper black
    jack stake in play, in the order of [FR-HBJ-6] (:func:`settle_hyper`)."""
    book = r.hyper
    mark = len(out)
    _settle(r, out)
    if book is not None and book.live:
        settle_hyper(r, book, out, mark)


def _settle(r: Round, out: list[Event]) -> None:
    dt = r.dealer.total
    if dt > 21:
        dt = 0
    p = r.plan
    num, den = p.bj_num, p.bj_den  # [FR-BJ-7]
    for b in reversed(r.order):
        for i, h in enumerate(b.hands, 1):
            if h.result is not None:
                continue
            stake = h.stake
            if h.blackjack:
                pay_main(r, b, h, i, stake * num // den, records.BLACKJACK, out)
                continue
            t = h.total
            if t > dt:
                pay_main(r, b, h, i, stake, records.WIN, out)
            elif t == dt:
                h.result = records.PUSH
                r.on_table -= stake
                r._give(b, stake)
                out.append(records.main_push(b.n, i, stake))
            else:
                h.result = records.LOSE
                h.net = -stake
                r.on_table -= stake
                out.append(records.main_collect(b.n, i, stake, records.LOSE))
    clear(r, out)


def pay_main(r: Round, b: Box, h: Hand, i: int, win: Money, result: Result, out: list[Event]) -> None:
    h.result = result
    h.net = win
    r.on_table -= h.stake
    r._give(b, h.stake + win)
    out.append(records.main_pay(b.n, i, win, result))


def dealer_blackjack(r: Round, out: list[Event]) -> None:
    """Dealer blackjack [FR-LL-10, FR-BJ-11]: the losing main bets are collected right to left
    (a blackjack pushes), insurance is paid, every box's cards but the held queens of hearts'
    are cleared, then each held box is paid and cleared, the dealer's cards last; with a hyper black
    jack stake in play, in the order of [FR-HBJ-6] (his point is ``blackjack``)."""
    book = r.hyper
    mark = len(out)
    _dealer_blackjack(r, out)
    if book is not None and book.live:
        settle_hyper(r, book, out, mark)


def settle_hyper(r: Round, book: HyperBook, out: list[Event], mark: int) -> None:
    """The hyper black jack stakes against the dealer's point, once the main settlement ``out[mark:]`` is
    made [FR-HBJ-2]: the book says what each case won or lost, the money moves here, and the events go in
    the order of [FR-HBJ-6] (:func:`engine.core.hyper.order_settlement`)."""
    collect, pay = book.settle(r.dealer, [b.n for b in reversed(r.order)])
    for lost in collect:
        r.on_table -= lost.amount
    for won in pay:
        stake = book.stake(won.box, won.case)
        r.on_table -= stake
        r._give(r.boxes[won.box], stake + won.amount)
    for b in r.order:
        if b.n in book.nets:
            b.net_hyper = book.net(b.n)
    order_settlement(out, mark, collect, pay)


def _dealer_blackjack(r: Round, out: list[Event]) -> None:
    takes_all = r.plan.takes_all
    for b in reversed(r.order):
        budget = b.bet
        for i, h in enumerate(b.hands, 1):
            if h.result is not None:
                continue
            stake = h.stake
            if h.blackjack:
                h.result = records.PUSH
                r.on_table -= stake
                r._give(b, stake)
                out.append(records.main_push(b.n, i, stake))
                continue
            lose = stake if takes_all else min(stake, budget)
            budget -= lose
            h.net = -lose
            h.result = records.LOSE if lose else records.RETURNED
            r.on_table -= stake
            if lose:
                out.append(records.main_collect(b.n, i, lose, records.LOSE))
            if stake > lose:
                r._give(b, stake - lose)
                out.append(MainReturn(b.n, i, stake - lose))
    for b in reversed(r.order):
        if b.insurance:
            win = 2 * b.insurance
            b.net_insurance = win
            r.on_table -= b.insurance
            r._give(b, b.insurance + win)
            out.append(InsurancePay(b.n, win))
    for b in reversed(r.order):
        if not b.side_held:
            out.append(records.CLEARS[b.n])
    pay_held(r, out, True)
    out.append(records.CLEARS[0])
    r.phase = Phase.DONE


def clear(r: Round, out: list[Event]) -> None:
    """Cards go to the discard tray, right to left, the dealer's last."""
    for b in reversed(r.order):
        out.append(records.CLEARS[b.n])
    out.append(records.CLEARS[0])
    r.phase = Phase.DONE
