"""The round's automatic steps: side-bet settlement, the peek, the dealer's play and settlement.

Kept apart from :mod:`engine.core.round` (the player's actions) so each reads in one sitting. Order of
paying and collecting is the regulation's: right to left, box 7 → 1 [FR-BJ-12, FR-LL-6, PR-LL-5].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import (
    CLEAR,
    Announce,
    DealerBust,
    DealerStand,
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
    card_event,
)  # fmt: skip
from .paytables import LUCKY_LADIES
from .sidebets import is_held, lucky_ladies, lucky_lucky

if TYPE_CHECKING:
    from fractions import Fraction

    from .cards import Card
    from .hand import Box, Hand
    from .hyper import HyperBook
    from .money import Money
    from .round import Phase
    from .rules import Rules
    from .shoe import Shoe
    from .table import TableConfig


class Settlement:
    """Mixin of :class:`engine.core.round.Round`: the steps that run by themselves."""

    config: TableConfig
    rules: Rules
    shoe: Shoe
    order: list[Box]
    dealer: Hand
    phase: Phase
    on_table: Money
    _bj_ratio: Fraction
    _enhc: bool
    hyper: HyperBook | None

    def _give(self, box: Box, amount: Money) -> None:
        raise NotImplementedError

    def _draw(self, out: list[Event]) -> Card:
        raise NotImplementedError

    def _start_play(self, out: list[Event]) -> None:
        raise NotImplementedError

    def _done(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ side bets

    def _settle_side_bets(self, out: list[Event]) -> None:
        """Lucky Ladies: announce the bonuses in play [FR-LL-5], collect the losers then pay the
        winners right to left [FR-LL-6], holding a pair of queens of hearts against a dealer's
        A/K/Q/J/10 [FR-LL-8]. Lucky Lucky: the two cards with the up card [PR-LL-5, PR-LL-6]."""
        side = self.config.side
        table = side.table
        bettors = [b for b in self.order if b.side]
        if not bettors or table is None:
            return
        up = self.dealer.cards[0]
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
            out.append(Announce(bonuses))
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
                self.on_table -= b.side
                out.append(SideCollect(b.n, b.side))
        for b in reversed(bettors):
            if b.side_held:
                out.append(SideHold(b.n))
            elif b.side_won:
                self._pay_side(b, out)

    def _pay_side(self, b: Box, out: list[Event]) -> None:
        assert b.side_outcome is not None
        win = b.side * b.side_odds
        b.net_side = win
        self.on_table -= b.side
        self._give(b, b.side + win)
        out.append(SidePay(b.n, b.side_outcome, win, b.side_odds))

    def _pay_held(self, out: list[Event], dealer_blackjack: bool) -> None:
        """Pay the held queens of hearts [FR-LL-9, FR-LL-10, FR-LL-11]."""
        for b in reversed(self.order):
            if b.side_held:
                b.side_held = False
                if dealer_blackjack and b.side_if_bj is not None:
                    b.side_outcome, b.side_odds = b.side_if_bj
                self._pay_side(b, out)
                if dealer_blackjack:
                    out.append(CLEAR[b.n])

    # ------------------------------------------------------------------ insurance and peek

    def _insurance_lose(self, out: list[Event]) -> None:
        """No dealer blackjack: insurance is collected [FR-BJ-6]."""
        for b in reversed(self.order):
            if b.insurance:
                b.net_insurance = -b.insurance
                self.on_table -= b.insurance
                out.append(InsuranceCollect(b.n, b.insurance))

    def _after_insurance(self, out: list[Event]) -> None:
        """In a peek game the dealer checks an ace or a ten for blackjack; then play begins."""
        up = self.dealer.cards[0]
        if not self._enhc and (up.is_ace or up.is_ten):
            dealer = self.dealer
            bj = dealer.blackjack
            out.append(Peek(bj))
            if bj:
                out.append(Reveal(dealer.cards[1], dealer.total, dealer.soft))
                out.append(DealerStand(21, dealer.soft, True))
                self._dealer_blackjack(out)
                return
            self._pay_held(out, False)
            self._insurance_lose(out)
        self._start_play(out)

    # ------------------------------------------------------------------ the dealer

    def _dealer_turn(self, out: list[Event]) -> None:
        """Every box has played: the dealer's second card (ENHC) or hole card, then his draws
        [FR-BJ-5], and settlement [FR-BJ-12]. The dealer draws only for hands still in play, or for a
        hyper black jack stake [FR-HBJ-5]."""
        pending = [h for b in self.order for h in b.hands if h.result is None]
        hyper = self.hyper is not None and self.hyper.live  # the bet needs his final result [FR-HBJ-5]
        live = hyper or any(not h.blackjack for h in pending)
        dealer = self.dealer
        if self._enhc:
            wanted = pending or hyper or any(b.insurance for b in self.order) or any(b.side_held for b in self.order)
            if wanted:
                c = self._draw(out)
                dealer.add(c)
                out.append(card_event(0, 0, c, dealer.total, dealer.soft))
                if dealer.blackjack:
                    out.append(DealerStand(21, dealer.soft, True))
                    self._dealer_blackjack(out)
                    return
                self._pay_held(out, False)
                self._insurance_lose(out)
        else:
            out.append(Reveal(dealer.cards[1], dealer.total, dealer.soft))
        if live:
            hit_soft = self.rules.soft_17 == "hit"
            while True:
                t = dealer.total
                if t > 17 or (t == 17 and not (hit_soft and dealer.soft)):
                    break
                c = self._draw(out)
                dealer.add(c)
                out.append(card_event(0, 0, c, dealer.total, dealer.soft))
        if dealer.hard > 21:
            out.append(DealerBust(dealer.hard))
        else:
            out.append(DealerStand(dealer.total, dealer.soft, dealer.blackjack))
        self._settle(out)

    def _settle(self, out: list[Event]) -> None:
        """Right to left, box 7 → 1: losers collected, winners paid [FR-BJ-12, FR-BJ-7]."""
        dt = self.dealer.total
        if dt > 21:
            dt = 0
        ratio = self._bj_ratio
        num, den = ratio.numerator, ratio.denominator
        for b in reversed(self.order):
            for i, h in enumerate(b.hands, 1):
                if h.result is not None:
                    continue
                stake = h.stake
                if h.blackjack:
                    self._win(b, h, i, stake * num // den, Result.BLACKJACK, out)
                    continue
                t = h.total
                if t > dt:
                    self._win(b, h, i, stake, Result.WIN, out)
                elif t == dt:
                    h.result = Result.PUSH
                    self.on_table -= stake
                    self._give(b, stake)
                    out.append(MainPush(b.n, i, stake))
                else:
                    h.result = Result.LOSE
                    h.net = -stake
                    self.on_table -= stake
                    out.append(MainCollect(b.n, i, stake, Result.LOSE))
        self._clear(out)

    def _win(self, b: Box, h: Hand, i: int, win: Money, result: Result, out: list[Event]) -> None:
        h.result = result
        h.net = win
        self.on_table -= h.stake
        self._give(b, h.stake + win)
        out.append(MainPay(b.n, i, win, result))

    def _dealer_blackjack(self, out: list[Event]) -> None:
        """Dealer blackjack [FR-LL-10, FR-BJ-11]: the losing main bets are collected right to left
        (a blackjack pushes), insurance is paid, every box's cards but the held queens of hearts'
        are cleared, then each held box is paid and cleared, the dealer's cards last."""
        takes_all = not self._enhc or self.rules.dealer_blackjack_takes == "all"
        for b in reversed(self.order):
            budget = b.bet
            for i, h in enumerate(b.hands, 1):
                if h.result is not None:
                    continue
                stake = h.stake
                if h.blackjack:
                    h.result = Result.PUSH
                    self.on_table -= stake
                    self._give(b, stake)
                    out.append(MainPush(b.n, i, stake))
                    continue
                lose = stake if takes_all else min(stake, budget)
                budget -= lose
                h.net = -lose
                h.result = Result.LOSE if lose else Result.RETURNED
                self.on_table -= stake
                if lose:
                    out.append(MainCollect(b.n, i, lose, Result.LOSE))
                if stake > lose:
                    self._give(b, stake - lose)
                    out.append(MainReturn(b.n, i, stake - lose))
        for b in reversed(self.order):
            if b.insurance:
                win = 2 * b.insurance
                b.net_insurance = win
                self.on_table -= b.insurance
                self._give(b, b.insurance + win)
                out.append(InsurancePay(b.n, win))
        for b in reversed(self.order):
            if not b.side_held:
                out.append(CLEAR[b.n])
        self._pay_held(out, True)
        out.append(CLEAR[0])
        self._done()

    def _clear(self, out: list[Event]) -> None:
        """Cards go to the discard tray, right to left, the dealer's last."""
        for b in reversed(self.order):
            out.append(CLEAR[b.n])
        out.append(CLEAR[0])
        self._done()
