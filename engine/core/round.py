"""One round of blackjack as a state machine whose actions return event records.

Every action comes as a trio: ``can_hit()`` (bool), ``verify_hit()`` (raises a :class:`RuleError`
naming the clause), ``hit()`` (does it and returns the events); the same trio takes a typed command,
``can(Hit())``, ``verify(Hit())``, ``apply(Hit())`` (:mod:`engine.core.events`). After each action the round runs by
itself up to the next decision: side-bet settlement after the deal, the peek, the dealer's play and
settlement after the last hand. The order is that of the digest §5; see also :mod:`engine.core.settle`.
"""

from __future__ import annotations

import logging
from enum import StrEnum

from . import settle
from .cards import Card
from .errors import RuleError
from .events import (
    CARD_EVENTS,
    Bet,
    BetRemoved,
    Command,
    Deal,
    Dealt,
    Decision,
    Double,
    Event,
    Hit,
    Insure,
    Kind,
    MainCollect,
    MainReturn,
    PlaceBet,
    PlaceHyperBet,
    RemoveBet,
    RemoveHyperBet,
    Result,
    Split,
    Stand,
    Surrender,
    action_event,
    bet_event,
    card_event,
)  # fmt: skip
from .hand import Box, Hand
from .hyper import HyperRound
from .money import Money, format_amount
from .rules import Rules
from .shoe import Shoe
from .table import TableConfig

#: why an action is refused: (clause, reason), raised as ``RuleError(clause, reason)``
Refusal = tuple[str, str]


class Phase(StrEnum):
    """Where the round stands."""

    BETTING = "betting"
    INSURANCE = "insurance"
    PLAY = "play"
    DONE = "done"


BOXES = range(1, 8)

_log = logging.getLogger(__name__)
#: whether this module runs compiled (mypyc: tools/build_compiled.py) rather than as Python source
COMPILED = not __file__.endswith(".py")
_told = [False]


def _tell_build() -> None:
    """Log once which round engine runs (``croupier --verbose`` shows it)."""
    _told[0] = True
    if COMPILED:
        _log.info("round engine: compiled with mypyc (%s)", __file__)
    else:
        _log.info("round engine: Python source (no compiled modules: tools/build_compiled.py builds them)")


_PAYS: dict[str, tuple[int, int]] = {}


def _blackjack_pays(rules: Rules) -> tuple[int, int]:
    """The blackjack payout as (numerator, denominator) of the stake [FR-BJ-7], parsed once per spelling."""
    pays = _PAYS.get(rules.blackjack_pays)
    if pays is None:
        ratio = rules.blackjack_ratio
        pays = _PAYS[rules.blackjack_pays] = (ratio.numerator, ratio.denominator)
    return pays


class Round(HyperRound):
    """A round at one table. ``balances`` maps a player to his money (mills); ``None`` = unlimited.

    The player's actions are methods; the steps that run by themselves (side bets, peek, the dealer,
    settlement) are the functions of :mod:`engine.core.settle`, called with the round.

    Bets move from the balance to the table when placed, and back with the winnings when paid, so
    after the round each balance has changed by exactly the net of that player's boxes (hyper black
    jack included: :class:`engine.core.hyper.HyperRound`).
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
        self._box_i = 0
        self._hand_i = 0
        self._insurance_queue: list[Box] = []
        self.table_drew = False  # a box has drawn after the deal (ends surrender [FR-BJ-10])
        self._bj_pays = _blackjack_pays(config.rules)  # [FR-BJ-7], read at every settlement
        self._enhc = config.rules.enhc
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

    def _can_afford(self, box: Box, amount: Money) -> bool:
        return self.balances is None or self.balances.get(box.player, 0) >= amount

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
        if self.phase is not Phase.BETTING:
            raise RuleError("FR-LL-4" if side else "PR-LL-4", "bets are placed before any card is dealt")
        if box not in BOXES:
            raise RuleError("FR-BJ-2", f"box {box} does not exist (boxes 1–7)")
        if side and not amount:
            side_rule = "PR-LL-2" if self.config.side.game == "lucky-lucky" else "FR-LL-4"
            raise RuleError(side_rule, "the side bet needs a main bet on the same box")
        self.config.check_bet(amount, side, seated=seated)
        most = self.rules.max_boxes_per_player
        if most < len(BOXES) and sum(1 for b in self.order if b.player == player and b.n != box) >= most:
            raise RuleError("FR-BJ-2", f"a player may play at most {most} boxes")
        if self.balances is not None:
            old = self.boxes.get(box)
            have = self.balances.get(player, 0) + (old.bet + old.side if old and old.player == player else 0)
            if amount + side > have:
                raise RuleError(
                    "BANKROLL", f"bets of {format_amount(amount + side)} exceed the balance {format_amount(have)}"
                )

    def can_bet(self, box: int, amount: Money, side: Money = 0, *, player: str = "1", seated: bool = True) -> bool:
        """Whether :meth:`bet` would accept these bets."""
        try:
            self.verify_bet(box, amount, side, player=player, seated=seated)
        except RuleError:
            return False
        return True

    def bet(self, box: int, amount: Money, side: Money = 0, *, player: str = "1", seated: bool = True) -> list[Event]:
        """Place (or replace) the main bet and optional side bet of ``box`` [FR-LL-4, PR-LL-4]."""
        self.verify_bet(box, amount, side, player=player, seated=seated)
        out: list[Event] = []
        lifted = self._hyper_lift(box) if self.hyper is not None else None  # [FR-HBJ-4]
        if box in self.boxes:
            if lifted:
                out += lifted
            out.append(self._remove(box))
        b = Box(box, amount, side, player, seated)
        self.boxes[box] = b
        if self.order and self.order[-1].n > box:
            self.order = [self.boxes[n] for n in sorted(self.boxes)]
        else:
            self.order.append(b)
        self._take(b, amount + side)
        out.append(bet_event(box, Kind.MAIN, amount, 1))
        if side:
            out.append(bet_event(box, Kind.SIDE, side))
        if lifted:
            out += self._hyper_restore(box, lifted)
        return self._emit(out)

    def _remove(self, box: int) -> BetRemoved:
        b = self.boxes.pop(box)
        self._give(b, b.bet + b.side)
        self.on_table -= b.bet + b.side
        self.order = [self.boxes[n] for n in sorted(self.boxes)]
        return BetRemoved(box, b.bet + b.side)

    def remove_bet(self, box: int) -> list[Event]:
        """Take a box's bets back before the deal (they return to the player's balance)."""
        if self.phase is not Phase.BETTING:
            raise RuleError("PR-LL-4", "bets stay on the table once cards are dealt")
        if box not in self.boxes:
            return []
        lifted = self._hyper_lift(box) if self.hyper is not None else []  # [FR-HBJ-4]
        return self._emit([*lifted, self._remove(box)])

    # ------------------------------------------------------------------ deal

    def verify_deal(self) -> None:
        """Raise unless the cards may be dealt: betting phase, at least one box [FR-BJ-2]."""
        if self.phase is not Phase.BETTING:
            raise RuleError("FR-BJ-3", "the cards are already dealt")
        if not self.order:
            raise RuleError("FR-BJ-2", "no box has a bet")
        players = {b.player for b in self.order}
        if len(players) == 1 and len(self.order) < self.rules.lone_player_min_boxes:
            raise RuleError(
                "FR-BJ-2", f"a player alone at the table plays at least {self.rules.lone_player_min_boxes} boxes"
            )

    def can_deal(self) -> bool:
        """Whether :meth:`deal` would deal."""
        try:
            self.verify_deal()
        except RuleError:
            return False
        return True

    def deal(self) -> list[Event]:
        """Deal one card to each box from the dealer's left, one to the dealer, then the second
        card to each box (and a hole card in a peek game) [FR-BJ-3]; then settle the side bets."""
        self.verify_deal()
        out: list[Event] = self.shoe.start_round()
        draw = self.shoe.draw
        pending = self.shoe.pending  # a reshuffle's event goes before the card it precedes
        append = out.append
        dealer = self.dealer
        cards = CARD_EVENTS  # card_event() inlined: the deal makes most of a round's card events
        for second in (False, True):
            for b in self.order:
                c = draw()
                if pending:
                    out.extend(pending)
                    pending.clear()
                h = b.hands[0]
                h.add(c)
                e = cards.get((b.n, 1, c.index, h.total, h.soft, False))
                append(e if e is not None else card_event(b.n, 1, c, h.total, h.soft))
            if not second:
                c = self._draw(out)
                dealer.add(c)
                append(settle.shared(Dealt, 0, 0, c, dealer.total, dealer.soft))
        if not self._enhc:
            c = self._draw(out)
            seen, soft = dealer.total, dealer.soft  # the hole card is face down: the up card's total
            dealer.add(c)
            out.append(Dealt(0, 0, c, seen, soft, True))
        settle.settle_side_bets(self, out)
        if self.rules.insurance and self.dealer.cards[0].is_ace:
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
        if self.phase is not Phase.INSURANCE:
            raise RuleError("FR-BJ-6", "insurance is offered only when the dealer's first card is an ace")
        if box != self.insurance_box:
            raise RuleError("FR-BJ-6", f"insurance is offered to box {self.insurance_box}, not box {box}")
        b = self.boxes[box]
        if take and not self._can_afford(b, b.bet // 2):
            raise RuleError("BANKROLL", f"insurance of {format_amount(b.bet // 2)} exceeds the balance")

    def can_insure(self, box: int, take: bool = True) -> bool:
        """Whether :meth:`insure` would accept this answer."""
        try:
            self.verify_insure(box, take)
        except RuleError:
            return False
        return True

    def insure(self, box: int, take: bool = True) -> list[Event]:
        """Take (stake: exactly half the box's bet) or decline insurance [FR-BJ-6]."""
        self.verify_insure(box, take)
        b = self._insurance_queue.pop(0)
        out: list[Event] = []
        if take:
            stake = b.bet // 2
            b.insurance = stake
            self._take(b, stake)
            out += [action_event(box, 0, Decision.INSURE), Bet(box, Kind.INSURANCE, stake)]
        else:
            out.append(action_event(box, 0, Decision.DECLINE))
        if not self._insurance_queue:
            settle.after_insurance(self, out)
        return self._emit(out)

    # ------------------------------------------------------------------ play

    @property
    def to_act(self) -> tuple[int, int] | None:
        """(box, hand counted from 1) of the hand awaiting a decision, or None."""
        if self.phase is not Phase.PLAY:
            return None
        return self.order[self._box_i].n, self._hand_i + 1

    def _refuse_turn(self, box: int | None, rule: str) -> Refusal | None:
        """Why no decision may be taken for ``box`` now (None: its hand is to play).

        Each action's ``_refuse_*`` says why it is refused, as (clause, reason), or None: ``verify_*``
        raises it as a :class:`RuleError`, ``can_*`` asks whether there is one (no exception thrown)."""
        if self.phase is not Phase.PLAY:
            return rule, f"no hand is to play now (the round is at {self.phase.value})"
        n = self.order[self._box_i].n
        if box is not None and box != n:
            return "FR-BJ-4", f"box {n} plays now, not box {box} (boxes play in dealing order)"
        return None

    def _refuse_hit(self, box: int | None = None) -> Refusal | None:
        """Why :meth:`hit` is refused now, or None."""
        no = self._refuse_turn(box, "FR-BJ-4")
        if no is not None:
            return no
        b = self.order[self._box_i]
        h = b.hands[self._hand_i]
        if h.total == 21 and not self.rules.draw_on_21:
            return "FR-BJ-4", f"box {b.n} may not draw on 21 at this table"
        if h.split_aces:
            return "FR-BJ-9", "split aces get one card each"
        return None

    def verify_hit(self, box: int | None = None) -> None:
        """Raise unless the current hand may draw [FR-BJ-4, FR-BJ-9]."""
        no = self._refuse_hit(box)
        if no is not None:
            raise RuleError(*no)

    def hit(self, box: int | None = None) -> list[Event]:
        """Draw a card; a bust loses at once [FR-BJ-4]."""
        self.verify_hit(box)
        b = self.order[self._box_i]
        h = b.hands[self._hand_i]
        n = self._hand_i + 1
        out: list[Event] = [action_event(b.n, n, Decision.HIT)]
        self.table_drew = True
        c = self._draw(out)
        h.add(c)
        h.acted = True
        out.append(settle.shared(Dealt, b.n, n, c, h.total, h.soft, False, len(b.hands) > 1))
        if h.hard > 21:
            self._bust(b, h, out)
        elif not self.rules.draw_on_21 and h.total == 21:
            h.done = True
        if h.done:
            self._next_hand(out)
        return self._emit(out)

    def can_hit(self, box: int | None = None) -> bool:
        """Whether :meth:`hit` is allowed now."""
        return self._refuse_hit(box) is None

    def verify_stand(self, box: int | None = None) -> None:
        """Raise unless a hand is to play (standing is always allowed then)."""
        no = self._refuse_turn(box, "FR-BJ-4")
        if no is not None:
            raise RuleError(*no)

    def can_stand(self, box: int | None = None) -> bool:
        """Whether :meth:`stand` is allowed now."""
        return self.phase is Phase.PLAY and (box is None or box == self.order[self._box_i].n)

    def stand(self, box: int | None = None) -> list[Event]:
        """Draw no more; the next hand plays (or the dealer)."""
        self.verify_stand(box)
        b = self.order[self._box_i]
        b.hands[self._hand_i].done = True
        out: list[Event] = [action_event(b.n, self._hand_i + 1, Decision.STAND)]
        self._next_hand(out)
        return self._emit(out)

    def _refuse_double(self, box: int | None = None) -> Refusal | None:
        """Why :meth:`double` is refused now, or None."""
        no = self._refuse_turn(box, "FR-BJ-8")
        if no is not None:
            return no
        b = self.order[self._box_i]
        h = b.hands[self._hand_i]
        r = self.rules
        if len(h.cards) != 2:
            return "FR-BJ-8", "a hand doubles on its first two cards only"
        if h.split_aces:
            return "FR-BJ-9", "split aces get one card each"
        if h.from_split and not r.double_after_split:
            return "FR-BJ-8", "no double after a split at this table"
        if r.double_on != "any":
            low = 9 if r.double_on == "9-11" else 10
            if h.soft or not low <= h.hard <= 11:
                return "FR-BJ-8", f"doubling only on hard {r.double_on} at this table, not {h.total}"
        if h.total == 21 and not r.draw_on_21:
            return "FR-BJ-4", "no card may be drawn on 21 at this table"
        if not self._can_afford(b, h.stake):
            return "BANKROLL", f"doubling needs {format_amount(h.stake)} more than the balance"
        return None

    def verify_double(self, box: int | None = None) -> None:
        """Raise unless the current hand may double [FR-BJ-8]."""
        no = self._refuse_double(box)
        if no is not None:
            raise RuleError(*no)

    def can_double(self, box: int | None = None) -> bool:
        """Whether :meth:`double` is allowed now."""
        return self._refuse_double(box) is None

    def double(self, box: int | None = None) -> list[Event]:
        """Double the stake and take exactly one card [FR-BJ-8]."""
        self.verify_double(box)
        b = self.order[self._box_i]
        h = b.hands[self._hand_i]
        n = self._hand_i + 1
        extra = h.stake
        self._take(b, extra)
        h.stake += extra
        h.doubled = True
        h.acted = True
        out: list[Event] = [action_event(b.n, n, Decision.DOUBLE), Bet(b.n, Kind.DOUBLE, extra, n)]
        self.table_drew = True
        c = self._draw(out)
        h.add(c)
        out.append(settle.shared(Dealt, b.n, n, c, h.total, h.soft, False, len(b.hands) > 1))
        h.done = True
        if h.hard > 21:
            self._bust(b, h, out)
        self._next_hand(out)
        return self._emit(out)

    def _refuse_split(self, box: int | None = None) -> Refusal | None:
        """Why :meth:`split` is refused now, or None."""
        no = self._refuse_turn(box, "FR-BJ-9")
        if no is not None:
            return no
        b = self.order[self._box_i]
        h = b.hands[self._hand_i]
        r = self.rules
        if len(h.cards) != 2:
            return "FR-BJ-9", "only a hand of two cards may split"
        c1, c2 = h.cards
        if r.split_by == "rank" and c1.rank != c2.rank:
            return "FR-BJ-9", f"{c1.code} and {c2.code} are not a pair of the same rank"
        if c1.value != c2.value:
            return "FR-BJ-9", f"{c1.code} and {c2.code} are not of equal value"
        if len(b.hands) >= r.max_hands:
            return "FR-BJ-9", f"a box may make at most {r.max_hands} hands"
        if h.split_aces and not r.resplit_aces:
            return "FR-BJ-9", "split aces may not be split again at this table"
        if r.no_split_after_side_win and b.side_won:
            return "FR-LL-7", f"box {b.n} won the side bet and may not split at this table"
        if not self._can_afford(b, h.stake):
            return "BANKROLL", f"splitting needs {format_amount(h.stake)} more than the balance"
        return None

    def verify_split(self, box: int | None = None) -> None:
        """Raise unless the current hand may split [FR-BJ-9, FR-LL-7]."""
        no = self._refuse_split(box)
        if no is not None:
            raise RuleError(*no)

    def can_split(self, box: int | None = None) -> bool:
        """Whether :meth:`split` is allowed now."""
        return self._refuse_split(box) is None

    def split(self, box: int | None = None) -> list[Event]:
        """Split a pair into two hands of equal stake; the first gets its second card now [FR-BJ-9]."""
        self.verify_split(box)
        b = self.order[self._box_i]
        h = b.hands[self._hand_i]
        out: list[Event] = [action_event(b.n, self._hand_i + 1, Decision.SPLIT)]
        self.table_drew = True
        aces = h.cards[0].is_ace
        second = h.remove_last()
        new = Hand(h.stake, from_split=True)
        new.add(second)
        h.from_split = True
        h.acted = False
        new.split_aces = h.split_aces = aces
        b.hands.insert(self._hand_i + 1, new)
        self._take(b, new.stake)
        out.append(Bet(b.n, Kind.SPLIT, new.stake, self._hand_i + 2))
        self._second_card(b, h, out)
        if h.done:
            self._next_hand(out)
        return self._emit(out)

    def _refuse_surrender(self, box: int | None = None) -> Refusal | None:
        """Why :meth:`surrender` is refused now, or None."""
        no = self._refuse_turn(box, "FR-BJ-10")
        if no is not None:
            return no
        h = self.order[self._box_i].hands[self._hand_i]
        if self.rules.surrender == "none":
            return "FR-BJ-10", "surrender is not offered at this table"
        if len(h.cards) != 2 or h.from_split or h.acted:
            return "FR-BJ-10", "surrender only on the first two cards"
        if self.table_drew:
            return "FR-BJ-10", "surrender only before any other draw at the table"
        if self.rules.surrender == "late-except-ace" and self.dealer.cards[0].is_ace:
            return "FR-BJ-10", "no surrender against the dealer's ace at this table"
        return None

    def verify_surrender(self, box: int | None = None) -> None:
        """Raise unless the current hand may surrender [FR-BJ-10]."""
        no = self._refuse_surrender(box)
        if no is not None:
            raise RuleError(*no)

    def can_surrender(self, box: int | None = None) -> bool:
        """Whether :meth:`surrender` is allowed now."""
        return self._refuse_surrender(box) is None

    def surrender(self, box: int | None = None) -> list[Event]:
        """Give up the hand for half the bet [FR-BJ-10]."""
        self.verify_surrender(box)
        b = self.order[self._box_i]
        h = b.hands[self._hand_i]
        n = self._hand_i + 1
        half = h.stake // 2
        out: list[Event] = [action_event(b.n, n, Decision.SURRENDER), MainCollect(b.n, n, half, Result.SURRENDER),
                            MainReturn(b.n, n, h.stake - half)]  # fmt: skip
        self._give(b, h.stake - half)
        self.on_table -= h.stake
        h.net = -half
        h.result = Result.SURRENDER
        h.done = True
        self._next_hand(out)
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

    # ------------------------------------------------------------------ typed commands

    def verify(self, cmd: Command) -> None:
        """Raise a :class:`RuleError` naming the clause unless ``cmd`` may be applied now."""
        match cmd:
            case PlaceBet(box, amount, side, player, seated):
                self.verify_bet(box, amount, side, player=player, seated=seated)
            case RemoveBet():
                if self.phase is not Phase.BETTING:
                    raise RuleError("PR-LL-4", "bets stay on the table once cards are dealt")
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

    # ------------------------------------------------------------------ internals

    def _bust(self, b: Box, h: Hand, out: list[Event]) -> None:
        """A bust loses at once [FR-BJ-4]."""
        h.done = True
        h.result = Result.BUST
        h.net = -h.stake
        self.on_table -= h.stake
        out.append(settle.shared(MainCollect, b.n, b.hands.index(h) + 1, h.stake, Result.BUST))

    def _second_card(self, b: Box, h: Hand, out: list[Event]) -> None:
        """A split hand gets its second card; split aces one card only [FR-BJ-9]."""
        c = self._draw(out)
        h.add(c)
        out.append(settle.shared(Dealt, b.n, b.hands.index(h) + 1, c, h.total, h.soft, False, True))
        r = self.rules
        if h.split_aces:
            may_resplit = c.is_ace and r.resplit_aces and len(b.hands) < r.max_hands
            h.done = not may_resplit
        elif h.total == 21 and not r.draw_on_21:
            h.done = True

    def _next_hand(self, out: list[Event]) -> None:
        """Move to the next hand that needs a decision, dealing split hands their second card."""
        order = self.order
        while self._box_i < len(order):
            b = order[self._box_i]
            while self._hand_i < len(b.hands):
                h = b.hands[self._hand_i]
                if not h.done:
                    if len(h.cards) == 1:
                        self._second_card(b, h, out)
                        if h.done:
                            self._hand_i += 1
                            continue
                    return
                self._hand_i += 1
            self._box_i += 1
            self._hand_i = 0
        settle.dealer_turn(self, out)

    def _start_play(self, out: list[Event]) -> None:
        """Boxes play in dealing order; a blackjack (or a 21 that may not draw) needs no decision."""
        self.phase = Phase.PLAY
        no21 = not self.rules.draw_on_21
        for b in self.order:
            h = b.hands[0]
            if h.blackjack or (no21 and h.total == 21):
                h.done = True
        self._box_i = 0
        self._hand_i = 0
        self._next_hand(out)

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
