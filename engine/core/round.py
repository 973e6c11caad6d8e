"""One round of blackjack as a state machine whose actions return event records.

Every action comes as a trio: ``can_hit()`` (bool), ``verify_hit()`` (raises a :class:`RuleError`
naming the clause), ``hit()`` (does it and returns the events); the same trio takes a typed command,
``can(Hit())``, ``verify(Hit())``, ``apply(Hit())`` (:mod:`engine.core.events`). Why an action is refused
is said once, in :mod:`engine.core.refusals`. After each action the round runs by itself up to the next
decision: side-bet settlement after the deal, the peek, the dealer's play and settlement after the last
hand. The order is that of the digest §5; see also :mod:`engine.core.settle`. Hyper black jack is a part
the round holds, :attr:`Round.hyper` (:mod:`engine.core.hyper`).
"""

from __future__ import annotations

import logging
from typing import Final

from . import records, refusals, settle
from .cards import Card
from .errors import RuleError
from .events import (
    Bet,
    BetRemoved,
    Command,
    Deal,
    Double,
    Event,
    Hit,
    HyperRemoved,
    Insure,
    MainCollect,
    MainReturn,
    PlaceBet,
    PlaceHyperBet,
    RemoveBet,
    RemoveHyperBet,
    Split,
    Stand,
    Surrender,
)  # fmt: skip
from .hand import Box, Hand, Phase
from .hyper import HyperBook, verify_stake, verify_take_back
from .money import Money
from .plan import plan_for
from .refusals import BOXES, Refusal
from .shoe import Shoe
from .table import TableConfig

__all__ = ["BOXES", "COMPILED", "Phase", "Refusal", "Round"]

_log = logging.getLogger(__name__)
#: whether this module runs compiled (mypyc: tools/build_compiled.py) rather than as Python source
COMPILED: Final = not __file__.endswith(".py")
_told: Final = [False]


def _tell_build() -> None:
    """Log once which round engine runs (``croupier --verbose`` shows it)."""
    _told[0] = True
    if COMPILED:
        _log.info("round engine: compiled with mypyc (%s)", __file__)
    else:
        _log.info("round engine: Python source (no compiled modules: tools/build_compiled.py builds them)")


def _check(no: Refusal | None) -> None:
    if no is not None:
        raise RuleError(*no)


class Round:
    """A round at one table. ``balances`` maps a player to his money (mills); ``None`` = unlimited.

    The player's actions are methods; the steps that run by themselves (side bets, peek, the dealer,
    settlement) are the functions of :mod:`engine.core.settle`, called with the round.

    Bets move from the balance to the table when placed, and back with the winnings when paid, so
    after the round each balance has changed by exactly the net of that player's boxes (hyper black
    jack included: the round's :class:`engine.core.hyper.HyperBook`, :attr:`hyper`).
    """

    def __init__(self, config: TableConfig, shoe: Shoe, balances: dict[str, Money] | None = None) -> None:
        self.config = config
        self.rules = config.rules
        self.shoe = shoe
        self.balances = balances
        self.boxes: dict[int, Box] = {}
        self.order: list[Box] = []  # boxes in dealing order, 1 → 7
        self.dealer = Hand(0)
        self.phase = Phase.BETTING
        self.events: list[Event] = []
        self.on_table: Money = 0  # stakes not yet collected or returned
        self.box_i = 0  # the box to play: self.order[box_i]
        self.hand_i = 0  # its hand to play, from 0
        self._insurance_queue: list[Box] = []
        self.table_drew = False  # a box has drawn after the deal (ends surrender [FR-BJ-10])
        self.plan = plan_for(config)  # the options read at every step, the blackjack payout [FR-BJ-7]
        #: hyper black jack's stakes, the part of the round that holds them; None until the first one
        self.hyper: HyperBook | None = None
        if not _told[0]:
            _tell_build()

    # ------------------------------------------------------------------ money helpers

    def _take(self, box: Box, amount: Money) -> None:
        """A stake goes from the player to the table."""
        if self.balances is not None:
            self.balances[box.player] -= amount
        self.on_table += amount

    def _give(self, box: Box, amount: Money) -> None:
        """A stake (and winnings) go from the table back to the player."""
        if self.balances is not None:
            self.balances[box.player] += amount

    def can_afford(self, player: str, amount: Money) -> bool:
        """Whether ``player`` has ``amount`` off the table (always, with unlimited money)."""
        return self.balances is None or self.balances.get(player, 0) >= amount

    def _draw(self, out: list[Event]) -> Card:
        """The shoe's next card; a shoe that ran dry reshuffles the discards, and says so."""
        c = self.shoe.draw()
        pending = self.shoe.pending
        if pending:
            out.extend(pending)
            pending.clear()
        return c

    def _emit(self, out: list[Event]) -> list[Event]:
        self.events.extend(out)
        return out

    # ------------------------------------------------------------------ bets

    def verify_bet(self, box: int, amount: Money, side: Money = 0, *, player: str = "1", seated: bool = True) -> None:
        """Raise unless ``amount`` (and ``side``) may be bet on ``box`` now [digest §4]."""
        _check(refusals.bet(self, box, amount, side, player, seated))

    def can_bet(self, box: int, amount: Money, side: Money = 0, *, player: str = "1", seated: bool = True) -> bool:
        """Whether :meth:`bet` would accept these bets."""
        return refusals.bet(self, box, amount, side, player, seated) is None

    def bet(self, box: int, amount: Money, side: Money = 0, *, player: str = "1", seated: bool = True) -> list[Event]:
        """Place (or replace) the main bet and optional side bet of ``box`` [FR-LL-4, PR-LL-4]."""
        _check(refusals.bet(self, box, amount, side, player, seated))
        out: list[Event] = []
        lifted = self._hyper_lift(box) if self.hyper is not None else None  # [FR-HBJ-4]
        if lifted:
            out += lifted
        if box in self.boxes:
            out.append(self._remove(box))
        b = Box(box, amount, side, player, seated)
        self.boxes[box] = b
        if self.order and self.order[-1].n > box:
            self.order = [self.boxes[n] for n in sorted(self.boxes)]
        else:
            self.order.append(b)
        self._take(b, amount + side)
        out.append(records.bet(box, records.MAIN_BET, amount, 1))
        if side:
            out.append(records.bet(box, records.SIDE_BET, side))
        if lifted:
            out += self._hyper_restore(box, lifted)
        return self._emit(out)

    def _remove(self, box: int) -> BetRemoved:
        b = self.boxes.pop(box)
        self._give(b, b.bet + b.side)
        self.on_table -= b.bet + b.side
        self.order = [self.boxes[n] for n in sorted(self.boxes)]
        return BetRemoved(box, b.bet + b.side)

    def verify_remove_bet(self, box: int, *, player: str = "1") -> None:
        """Raise unless ``player`` may take back the bets of ``box`` now."""
        _check(refusals.remove_bet(self, box, player))

    def remove_bet(self, box: int, *, player: str = "1") -> list[Event]:
        """Take a box's bets back before the deal (they return to the balance of the player who
        placed them); only that player may [FR-BJ-2]. A box without a bet: no events."""
        _check(refusals.remove_bet(self, box, player))
        if box not in self.boxes:
            return []
        lifted = self._hyper_lift(box) if self.hyper is not None else []  # [FR-HBJ-4]
        return self._emit([*lifted, self._remove(box)])

    # ------------------------------------------------------------------ deal

    def verify_deal(self) -> None:
        """Raise unless the cards may be dealt: betting phase, at least one box [FR-BJ-2]."""
        _check(refusals.deal(self))

    def can_deal(self) -> bool:
        """Whether :meth:`deal` would deal."""
        return refusals.deal(self) is None

    def deal(self) -> list[Event]:
        """Deal one card to each box from the dealer's left, one to the dealer, then the second
        card to each box (and a hole card in a peek game) [FR-BJ-3]; then settle the side bets."""
        _check(refusals.deal(self))
        shoe = self.shoe
        out: list[Event] = shoe.start_round()
        pending = shoe.pending  # a reshuffle's event goes before the card it precedes
        dealer = self.dealer
        for second in (False, True):
            for b in self.order:
                c = shoe.draw()
                if pending:
                    out.extend(pending)
                    pending.clear()
                h = b.hands[0]
                h.add(c)
                out.append(records.dealt(b.n, 1, c, h.total, h.soft))
            if not second:
                c = self._draw(out)
                dealer.add(c)
                out.append(records.dealt(0, 0, c, dealer.total, dealer.soft))
        p = self.plan
        if not p.enhc:
            c = self._draw(out)
            seen, soft = dealer.total, dealer.soft  # the hole card is face down: the up card's total
            dealer.add(c)
            out.append(records.hole(c, seen, soft))
        if p.side_table is not None:
            settle.settle_side_bets(self, out)
        if p.insurance and dealer.cards[0].is_ace:
            self.phase = Phase.INSURANCE
            self._insurance_queue = list(self.order)
        else:
            settle.after_insurance(self, out)
        return self._emit(out)

    # ------------------------------------------------------------------ insurance

    @property
    def insurance_box(self) -> int | None:
        """The box whose insurance answer is awaited, or None."""
        if self.phase is Phase.INSURANCE and self._insurance_queue:
            return self._insurance_queue[0].n
        return None

    def verify_insure(self, box: int, take: bool = True) -> None:
        """Raise unless ``box`` may answer the insurance offer now [FR-BJ-6]."""
        _check(refusals.insure(self, box, take))

    def can_insure(self, box: int, take: bool = True) -> bool:
        """Whether :meth:`insure` would accept this answer."""
        return refusals.insure(self, box, take) is None

    def insure(self, box: int, take: bool = True) -> list[Event]:
        """Take (stake: exactly half the box's bet) or decline insurance [FR-BJ-6]."""
        _check(refusals.insure(self, box, take))
        b = self._insurance_queue.pop(0)
        out: list[Event] = []
        if take:
            stake = b.bet // 2
            b.insurance = stake
            self._take(b, stake)
            out += [records.action(box, 0, records.INSURE), records.bet(box, records.INSURANCE_BET, stake)]
        else:
            out.append(records.action(box, 0, records.DECLINE))
        if not self._insurance_queue:
            settle.after_insurance(self, out)
        return self._emit(out)

    # ------------------------------------------------------------------ play

    @property
    def to_act(self) -> tuple[int, int] | None:
        """(box, hand counted from 1) of the hand awaiting a decision, or None."""
        if self.phase is not Phase.PLAY:
            return None
        return self.order[self.box_i].n, self.hand_i + 1

    def verify_hit(self, box: int | None = None) -> None:
        """Raise unless the current hand may draw [FR-BJ-4, FR-BJ-9]."""
        _check(refusals.hit(self, box))

    def can_hit(self, box: int | None = None) -> bool:
        """Whether :meth:`hit` is allowed now."""
        return refusals.hit(self, box) is None

    def hit(self, box: int | None = None) -> list[Event]:
        """Draw a card; a bust loses at once [FR-BJ-4]."""
        _check(refusals.hit(self, box))
        b = self.order[self.box_i]
        h = b.hands[self.hand_i]
        n = self.hand_i + 1
        out: list[Event] = [records.action(b.n, n, records.HIT)]
        self.table_drew = True
        c = self._draw(out)
        h.add(c)
        h.acted = True
        out.append(records.dealt(b.n, n, c, h.total, h.soft, len(b.hands) > 1))
        if h.hard > 21:
            settle.bust(self, b, h, out)
        elif h.total == 21 and not self.plan.draw_on_21:
            h.done = True
        if h.done:
            settle.next_hand(self, out)
        return self._emit(out)

    def verify_stand(self, box: int | None = None) -> None:
        """Raise unless a hand is to play (standing is always allowed then)."""
        _check(refusals.turn(self, box, "FR-BJ-4"))

    def can_stand(self, box: int | None = None) -> bool:
        """Whether :meth:`stand` is allowed now."""
        return refusals.turn(self, box, "FR-BJ-4") is None

    def stand(self, box: int | None = None) -> list[Event]:
        """Draw no more; the next hand plays (or the dealer)."""
        _check(refusals.turn(self, box, "FR-BJ-4"))
        b = self.order[self.box_i]
        b.hands[self.hand_i].done = True
        out: list[Event] = [records.action(b.n, self.hand_i + 1, records.STAND)]
        settle.next_hand(self, out)
        return self._emit(out)

    def verify_double(self, box: int | None = None) -> None:
        """Raise unless the current hand may double [FR-BJ-8]."""
        _check(refusals.double(self, box))

    def can_double(self, box: int | None = None) -> bool:
        """Whether :meth:`double` is allowed now."""
        return refusals.double(self, box) is None

    def double(self, box: int | None = None) -> list[Event]:
        """Double the stake and take exactly one card [FR-BJ-8]."""
        _check(refusals.double(self, box))
        b = self.order[self.box_i]
        h = b.hands[self.hand_i]
        n = self.hand_i + 1
        extra = h.stake
        self._take(b, extra)
        h.stake += extra
        h.doubled = True
        h.acted = True
        out: list[Event] = [records.action(b.n, n, records.DOUBLE), records.bet(b.n, records.DOUBLE_BET, extra, n)]
        self.table_drew = True
        c = self._draw(out)
        h.add(c)
        out.append(records.dealt(b.n, n, c, h.total, h.soft, len(b.hands) > 1))
        h.done = True
        if h.hard > 21:
            settle.bust(self, b, h, out)
        settle.next_hand(self, out)
        return self._emit(out)

    def verify_split(self, box: int | None = None) -> None:
        """Raise unless the current hand may split [FR-BJ-9, FR-LL-7]."""
        _check(refusals.split(self, box))

    def can_split(self, box: int | None = None) -> bool:
        """Whether :meth:`split` is allowed now."""
        return refusals.split(self, box) is None

    def split(self, box: int | None = None) -> list[Event]:
        """Split a pair into two hands of equal stake; the first gets its second card now [FR-BJ-9]."""
        _check(refusals.split(self, box))
        b = self.order[self.box_i]
        h = b.hands[self.hand_i]
        out: list[Event] = [records.action(b.n, self.hand_i + 1, records.SPLIT)]
        self.table_drew = True
        aces = h.cards[0].is_ace
        second = h.remove_last()
        new = Hand(h.stake, from_split=True)
        new.add(second)
        h.from_split = True
        h.acted = False
        new.split_aces = h.split_aces = aces
        b.hands.insert(self.hand_i + 1, new)
        self._take(b, new.stake)
        out.append(records.bet(b.n, records.SPLIT_BET, new.stake, self.hand_i + 2))
        settle.second_card(self, b, h, out)
        if h.done:
            settle.next_hand(self, out)
        return self._emit(out)

    def verify_surrender(self, box: int | None = None) -> None:
        """Raise unless the current hand may surrender [FR-BJ-10]."""
        _check(refusals.surrender(self, box))

    def can_surrender(self, box: int | None = None) -> bool:
        """Whether :meth:`surrender` is allowed now."""
        return refusals.surrender(self, box) is None

    def surrender(self, box: int | None = None) -> list[Event]:
        """Give up the hand for half the bet [FR-BJ-10]."""
        _check(refusals.surrender(self, box))
        b = self.order[self.box_i]
        h = b.hands[self.hand_i]
        n = self.hand_i + 1
        half = h.stake // 2
        out: list[Event] = [records.action(b.n, n, records.SURRENDER), MainCollect(b.n, n, half, records.SURRENDERED),
                            MainReturn(b.n, n, h.stake - half)]  # fmt: skip
        self._give(b, h.stake - half)
        self.on_table -= h.stake
        h.net = -half
        h.result = records.SURRENDERED
        h.done = True
        settle.next_hand(self, out)
        return self._emit(out)

    def available(self) -> list[str]:
        """The actions allowed now, by name (``hit``, ``stand``, …, ``insure``, ``decline``)."""
        if self.phase is Phase.INSURANCE:
            n = self.insurance_box
            assert n is not None
            return (["insure"] if self.can_insure(n) else []) + ["decline"]
        if self.phase is not Phase.PLAY:
            return ["deal"] if self.can_deal() else []
        names = ("hit", "stand", "double", "split", "surrender")
        return [a for a in names if getattr(self, f"can_{a}")()]

    # ------------------------------------------------------------------ hyper black jack [FR-HBJ-4]

    @property
    def hyper_live(self) -> bool:
        """A hyper stake is in play: the dealer must draw to a final result [FR-HBJ-5]."""
        return self.hyper is not None and self.hyper.live

    def hyper_stakes(self, box: int) -> dict[str, Money]:
        """The box's hyper stakes, case → stake (a copy; empty when none)."""
        return self.hyper.stakes_of(box) if self.hyper is not None else {}

    def hyper_net(self, box: int) -> Money:
        """What the box's hyper stakes won or lost (0 before settlement or without any)."""
        return self.hyper.net(box) if self.hyper is not None else 0

    def verify_hyper_bet(self, box: int, case: str, amount: Money) -> None:
        """Raise a :class:`RuleError` naming the clause unless ``amount`` may be staked on ``case`` of
        ``box`` now [FR-HBJ-1] [FR-HBJ-3] [FR-HBJ-4]."""
        b = self.boxes.get(box)
        have = None
        if self.balances is not None and b is not None:
            on_case = self.hyper.stake(box, case) if self.hyper is not None else 0
            have = self.balances.get(b.player, 0) + on_case
        verify_stake(self.config, self.phase is Phase.BETTING, box, b, have, case, amount)

    def can_hyper_bet(self, box: int, case: str, amount: Money) -> bool:
        """Whether :meth:`hyper_bet` would accept this stake."""
        try:
            self.verify_hyper_bet(box, case, amount)
        except RuleError:
            return False
        return True

    def hyper_bet(self, box: int, case: str, amount: Money) -> list[Event]:
        """Stake ``amount`` on ``case`` for ``box`` (replacing a stake already there) [FR-HBJ-4]."""
        self.verify_hyper_bet(box, case, amount)
        if self.hyper is None:
            self.hyper = HyperBook()
        b = self.boxes[box]
        out: list[Event] = []
        old = self.hyper.place(box, case, amount)
        if old:
            self._lift(b, old)
            out.append(HyperRemoved(box, case, old))
        self._take(b, amount)
        out.append(Bet(box, records.HYPER_BET, amount, 0, case))
        return self._emit(out)

    def verify_remove_hyper_bet(self, box: int, case: str) -> None:
        """Raise unless hyper stakes may be taken back now (before the deal) [FR-HBJ-4]."""
        verify_take_back(self.phase is Phase.BETTING, case)

    def can_remove_hyper_bet(self, box: int, case: str) -> bool:
        """Whether :meth:`remove_hyper_bet` is allowed now."""
        try:
            self.verify_remove_hyper_bet(box, case)
        except RuleError:
            return False
        return True

    def remove_hyper_bet(self, box: int, case: str) -> list[Event]:
        """Take the stake on ``case`` of ``box`` back to the player (nothing when there is none)."""
        self.verify_remove_hyper_bet(box, case)
        old = self.hyper.take_back(box, case) if self.hyper is not None else 0
        if not old:
            return []
        self._lift(self.boxes[box], old)
        return self._emit([HyperRemoved(box, case, old)])

    def _lift(self, b: Box, amount: Money) -> None:
        self.on_table -= amount
        self._give(b, amount)

    def _hyper_lift(self, box: int) -> list[HyperRemoved]:
        """Take every hyper stake of ``box`` back (its main bet is removed or replaced): the events,
        not yet emitted (the caller puts them in its own list)."""
        stakes = self.hyper.lift(box) if self.hyper is not None else {}
        out: list[HyperRemoved] = []
        for case, amount in stakes.items():
            self._lift(self.boxes[box], amount)
            out.append(HyperRemoved(box, case, amount))
        return out

    def _hyper_restore(self, box: int, lifted: list[HyperRemoved]) -> list[Event]:
        """Put back the stakes :meth:`_hyper_lift` took, those still allowed (a replaced main bet)."""
        out: list[Event] = []
        for e in lifted:
            if self.can_hyper_bet(box, e.case, e.amount) and self.hyper is not None:
                self.hyper.place(box, e.case, e.amount)
                self._take(self.boxes[box], e.amount)
                out.append(Bet(box, records.HYPER_BET, e.amount, 0, e.case))
        return out

    # ------------------------------------------------------------------ typed commands

    def verify(self, cmd: Command) -> None:
        """Raise a :class:`RuleError` naming the clause unless ``cmd`` may be applied now."""
        match cmd:
            case PlaceBet(box, amount, side, player, seated):
                self.verify_bet(box, amount, side, player=player, seated=seated)
            case RemoveBet(box):
                self.verify_remove_bet(box)
            case Deal():
                self.verify_deal()
            case Insure(box, take):
                self.verify_insure(box, take)
            case Hit(box):
                self.verify_hit(box)
            case Stand(box):
                self.verify_stand(box)
            case Double(box):
                self.verify_double(box)
            case Split(box):
                self.verify_split(box)
            case Surrender(box):
                self.verify_surrender(box)
            case PlaceHyperBet(box, case, amount):
                self.verify_hyper_bet(box, case, amount)
            case RemoveHyperBet(box, case):
                self.verify_remove_hyper_bet(box, case)

    def can(self, cmd: Command) -> bool:
        """Whether :meth:`apply` would accept ``cmd``."""
        try:
            self.verify(cmd)
        except RuleError:
            return False
        return True

    def apply(self, cmd: Command) -> list[Event]:
        """Carry out ``cmd`` and return its events (raises as :meth:`verify` does)."""
        match cmd:
            case PlaceBet(box, amount, side, player, seated):
                return self.bet(box, amount, side, player=player, seated=seated)
            case RemoveBet(box):
                return self.remove_bet(box)
            case Deal():
                return self.deal()
            case Insure(box, take):
                return self.insure(box, take)
            case Hit(box):
                return self.hit(box)
            case Stand(box):
                return self.stand(box)
            case Double(box):
                return self.double(box)
            case Split(box):
                return self.split(box)
            case Surrender(box):
                return self.surrender(box)
            case PlaceHyperBet(box, case, amount):
                return self.hyper_bet(box, case, amount)
            case RemoveHyperBet(box, case):
                return self.remove_hyper_bet(box, case)

    def _done(self) -> None:
        self.phase = Phase.DONE

    def hand_label(self, box: int, hand: int) -> str:
        """``box-3`` or ``box-3.2`` for messages."""
        b = self.boxes[box]
        return f"box-{box}.{hand}" if len(b.hands) > 1 else f"box-{box}"

    @property
    def dealer_up(self) -> Card:
        """The dealer's first card."""
        return self.dealer.cards[0]
