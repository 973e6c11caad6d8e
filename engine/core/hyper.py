"""Hyper black jack, the French side bet on the dealer's final hand (arrêté du 14 mai 2007, art. 55-4 6°).

What the text fixes, and where it lives here:

- [FR-HBJ-1] seven cases along the insurance line: :data:`CASES` (``17`` … ``21``, ``blackjack``,
  ``bust``), in the felt's order.
- [FR-HBJ-2] a case wins when it matches the dealer's final result (:func:`dealer_case`) and pays
  :data:`PAYS` to 1. A dealer blackjack (ace and ten as his first two cards) is ``blackjack`` only;
  a 21 of three cards or more is ``21``. The text writes "4 pour 1"; we read it as the digest and the
  odds (:mod:`engine.math.hyper_odds`) do, as 4 to 1: the winnings, the stake coming back too.
- [FR-HBJ-3] the director's minimum and maximum per case, both inclusive, and the house option
  "seated players only" (the same ``side_bet_seated_only`` rule as the other side bet):
  :class:`HyperOffer`, the table's ``TableConfig.hyper``. A French table offers Lucky Ladies,
  hyper black jack, both or neither; a Puerto Rico table never offers it (a configuration error).
- [FR-HBJ-4] bets on as many cases as the player likes, after the box's main bet, before the deal:
  ``Round.hyper_bet`` / ``Round.remove_hyper_bet`` (checked by :func:`verify_stake`), the commands
  :class:`engine.core.events.PlaceHyperBet` / :class:`engine.core.events.RemoveHyperBet`
  (``Session.act("hyper_bet", box, case, amount)``, ``Session.act("remove_hyper_bet", box, case)``).
  Each stake is a :class:`engine.core.events.Bet` of kind ``hyper`` naming its ``case``; one taken
  back is a :class:`engine.core.events.HyperRemoved`. A main bet removed takes the box's hyper stakes
  with it; a main bet replaced (a new amount on the same box) lifts them and puts them back
  (``hyper-removed`` … ``bet-removed``, ``bet`` main, ``bet`` hyper …), so every reader of the events
  sees the money move; a stake no longer allowed (the box now unseated at a seated-only table) stays off.
- [FR-HBJ-5] play goes on as usual; where the usual rules leave the dealer's hand undrawn (every
  box busted, surrendered or a blackjack), he still draws to a final result while a hyper stake is in
  play: ``Round.hyper_live`` (:attr:`HyperBook.live`), read by the dealer's turn. Without a hyper stake nothing changes.
- [FR-HBJ-6] once the dealer has his point (his ``dealer-stand`` / ``dealer-bust`` event announces it):
  the losing hyper stakes are collected (``hyper-collect``), then the losing main bets; then the
  winning main bets are paid, then the winning hyper cases (``hyper-pay``). Each pass goes right to
  left, box 7 → 1 [FR-BJ-12]; within a box, the cases in the felt's order.

How this interleaves with the rest of the round (the text says nothing of it; these are our reading):

- Busted hands are collected at once [FR-BJ-4] and surrendered hands settled at once [FR-BJ-10],
  before the dealer has a point: they are not "at the point" and keep their time. The box's hyper
  stakes stay in play: the bet is on the dealer's hand, not the box's.
- Insurance is settled at the dealer's second card [FR-BJ-6]: lost there when he has no blackjack
  (before his draws, so before his point); paid in the dealer-blackjack settlement, where it counts
  with the winning bets of the base game, so before the winning hyper cases.
- Lucky Ladies is settled after the deal [FR-LL-6]; a held pair of queens of hearts [FR-LL-8] is
  paid at the dealer's second card without blackjack [FR-LL-9], before his draws and so before the
  point. With a dealer blackjack [FR-LL-10] the held box is paid after every other box's cards are
  cleared: the hyper settlement (collect, main, insurance, pay) comes first, then the clearing and
  the held box, as that clause orders them.
- Dealer blackjack (his second card in ENHC, or the peek in a hole-card game) is his point,
  ``blackjack``: the losing hyper stakes (every other case) are collected first, then the losing main
  bets; the main bets handed back (a player's blackjack pushes; ``dealer_blackjack_takes=original``
  returns the doubles and splits) and insurance come next, then the winning ``blackjack`` cases, then
  the cards are cleared.

The round holds its hyper state as a part, a :class:`HyperBook` (``Round.hyper``, None until the
round's first hyper stake, so a round without one does no extra work): the round's bet actions check a
stake with :func:`verify_stake` and keep it in the book; the main settlement
(:func:`engine.core.settle.settle`, :func:`engine.core.settle.dealer_blackjack`) asks the book to settle
(:meth:`HyperBook.settle`), moves the money, and :func:`order_settlement` puts the hyper events in the
order of [FR-HBJ-6].
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, final

from .errors import ConfigError, RuleError
from .events import Clear, Event, HyperCollect, HyperPay, InsuranceCollect, MainCollect
from .money import CENT, SCALE, Money, format_amount, parse_amount

if TYPE_CHECKING:
    from .hand import Box, Hand
    from .table import TableConfig

GAME = "hyper-blackjack"
#: the seven cases in the felt's order [FR-HBJ-1]
CASES: tuple[str, ...] = ("17", "18", "19", "20", "21", "blackjack", "bust")
#: the regulation's odds, to 1 [FR-HBJ-2]
PAYS: Mapping[str, int] = {"17": 4, "18": 5, "19": 5, "20": 4, "21": 10, "blackjack": 19, "bust": 2}
DEFAULT_MIN: Money = 1 * SCALE
DEFAULT_MAX: Money = 100 * SCALE
#: the fields of a table's ``hyper`` part (a scenario's, a journaled configuration's)
FIELDS = ("min", "max")


@dataclass(frozen=True)
class HyperOffer:
    """Whether the table offers hyper black jack, and its limits per case, both inclusive [FR-HBJ-3]."""

    offered: bool = False
    min: Money = DEFAULT_MIN
    max: Money = DEFAULT_MAX

    def __reduce__(self) -> tuple[type[HyperOffer], tuple[bool, Money, Money]]:
        """Pickled by its fields (a table's configuration goes to the simulator's workers): the compiled
        engine's default would set the fields one by one on a frozen instance."""
        return (HyperOffer, (self.offered, self.min, self.max))

    def check(self, profile: str) -> None:
        """Raise a :class:`ConfigError` naming the field when the offer cannot be made."""
        if not self.offered:
            return
        if profile != "france":
            raise ConfigError(
                "hyper",
                "[FR-HBJ-1] hyper black jack is a French side bet (art. 55-4 6°): "
                "a Puerto Rico table does not offer it",
            )
        for name, amount in (("hyper.min", self.min), ("hyper.max", self.max)):
            if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0 or amount % CENT:
                raise ConfigError(name, "[FR-HBJ-3] must be an amount > 0 in whole cents")
        if self.max < self.min:
            raise ConfigError("hyper.max", "[FR-HBJ-3] the hyper black jack maximum is below its minimum")

    def check_stake(self, case: str, amount: Money) -> None:
        """Raise a :class:`RuleError` unless ``amount`` may be staked on one case [FR-HBJ-3]."""
        fmt = format_amount
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0 or amount % CENT:
            raise RuleError("FR-HBJ-3", f"hyper black jack stake on {case} must be an amount > 0 in whole cents")
        if amount < self.min:
            raise RuleError("FR-HBJ-3", f"hyper black jack stake {fmt(amount)} on {case} is below the minimum "
                                        f"{fmt(self.min)}")  # fmt: skip
        if amount > self.max:
            raise RuleError("FR-HBJ-3", f"hyper black jack stake {fmt(amount)} on {case} is above the maximum "
                                        f"{fmt(self.max)}")  # fmt: skip

    def to_data(self) -> dict[str, str] | None:
        """The plain data :func:`offer_from_data` reads (None when not offered)."""
        if not self.offered:
            return None
        return {"min": format_amount(self.min), "max": format_amount(self.max)}


NO_HYPER = HyperOffer()


def offer_from_data(data: Mapping[str, Any] | None) -> HyperOffer:
    """The offer from plain data: None = not offered; ``{"min": "1", "max": "100"}`` (both optional,
    these defaults) = offered [FR-HBJ-3]."""
    if data is None:
        return NO_HYPER
    if not isinstance(data, Mapping):
        raise ConfigError("hyper", 'must be an object like {"min": "1", "max": "100"}')
    for key in data:
        if key not in FIELDS:
            raise ConfigError(f"hyper.{key}", f"unknown field (known: {', '.join(FIELDS)})")
    lo = parse_amount(data["min"], "hyper.min") if "min" in data else DEFAULT_MIN
    hi = parse_amount(data["max"], "hyper.max") if "max" in data else DEFAULT_MAX
    return HyperOffer(True, lo, hi)


def dealer_case(dealer: Hand) -> str:
    """The case the dealer's final hand makes [FR-HBJ-2]: ``bust`` over 21, ``blackjack`` for an ace
    and a ten as his first two cards, else his total (17–21; a three-card 21 is ``21``)."""
    if dealer.hard > 21:
        return "bust"
    if dealer.blackjack:
        return "blackjack"
    return str(dealer.total)


@final
class HyperBook:
    """A round's hyper black jack stakes, the part of the round that holds them (``Round.hyper``): box →
    case → stake (in the order placed), and once settled box → case → net (the win, or minus the stake).

    The book keeps the stakes; the round moves the money (it owns the balances and what is on the
    table) and asks the book, through these methods, what to move."""

    __slots__ = ("case", "nets", "stakes")

    def __init__(self) -> None:
        self.stakes: dict[int, dict[str, Money]] = {}
        self.nets: dict[int, dict[str, Money]] = {}
        self.case: str | None = None  #: the dealer's final result once settled

    @property
    def live(self) -> bool:
        """A stake is on the table and not yet settled [FR-HBJ-5]."""
        return self.case is None and any(self.stakes.values())

    def stake(self, box: int, case: str) -> Money:
        """The stake on ``case`` of ``box`` (0: none)."""
        return self.stakes.get(box, {}).get(case, 0)

    def stakes_of(self, box: int) -> dict[str, Money]:
        """The box's stakes, case → stake (a copy; empty when none)."""
        return dict(self.stakes.get(box, {}))

    def net(self, box: int) -> Money:
        """What the box's hyper stakes won (+) or lost (−); 0 before they are settled."""
        return sum(self.nets.get(box, {}).values())

    def place(self, box: int, case: str, amount: Money) -> Money:
        """Put ``amount`` on ``case`` of ``box``; return the stake it replaces (0: none), which is off the
        book (the last in the order placed, as a new stake is)."""
        stakes = self.stakes.setdefault(box, {})
        old = stakes.pop(case, 0)
        stakes[case] = amount
        return old

    def take_back(self, box: int, case: str) -> Money:
        """Take the stake on ``case`` of ``box`` off the book; return it (0: there was none)."""
        stakes = self.stakes.get(box)
        return stakes.pop(case, 0) if stakes else 0

    def lift(self, box: int) -> dict[str, Money]:
        """Take every stake of ``box`` off the book (its main bet is removed or replaced); return them,
        case → stake, in the order placed."""
        return self.stakes.pop(box, None) or {}

    def settle(self, dealer: Hand, boxes_right_to_left: list[int]) -> tuple[list[HyperCollect], list[HyperPay]]:
        """Every stake against the dealer's final result [FR-HBJ-2]: the collections and the pays, each
        right to left (box 7 → 1) [FR-BJ-12], a box's cases in the felt's order; records the nets.
        A :class:`engine.core.events.HyperCollect` takes its ``amount`` off the table; a
        :class:`engine.core.events.HyperPay` gives the stake (:meth:`stake`) and its ``amount`` back."""
        case = self.case = dealer_case(dealer)
        collect: list[HyperCollect] = []
        pay: list[HyperPay] = []
        for n in boxes_right_to_left:
            stakes = self.stakes.get(n)
            if not stakes:
                continue
            nets = self.nets.setdefault(n, {})
            for c in CASES:
                stake = stakes.get(c)
                if stake is None:
                    continue
                if c == case:
                    win = stake * PAYS[c]
                    nets[c] = win
                    pay.append(HyperPay(n, c, win))
                else:
                    nets[c] = -stake
                    collect.append(HyperCollect(n, c, stake))
        return collect, pay


def verify_stake(
    config: TableConfig, betting: bool, box: int, b: Box | None, balance: Money | None, case: str, amount: Money
) -> None:
    """Raise a :class:`RuleError` naming the clause unless ``amount`` may be staked on ``case`` of box
    ``box`` now [FR-HBJ-1] [FR-HBJ-3] [FR-HBJ-4]: ``betting`` whether the round is before its deal, ``b``
    the box's main bet (None: none), ``balance`` what its player may stake (None: unlimited; the stake
    already on that case counted in)."""
    offer = config.hyper
    if not offer.offered:
        raise RuleError("FR-HBJ-1", "this table does not offer hyper black jack")
    if not betting:
        raise RuleError("FR-HBJ-4", "hyper black jack bets are placed before the deal")
    if case not in CASES:
        raise RuleError("FR-HBJ-1", f"unknown hyper black jack case {case!r} (one of {', '.join(CASES)})")
    if box not in range(1, 8):
        raise RuleError("FR-BJ-2", f"box {box} does not exist (boxes 1–7)")
    if b is None:
        raise RuleError("FR-HBJ-4", f"box {box} has no main bet: hyper black jack is bet after the main bet")
    if config.rules.side_bet_seated_only and not b.seated:
        raise RuleError("FR-HBJ-3", "only seated players may bet hyper black jack at this table")
    offer.check_stake(case, amount)
    if balance is not None and amount > balance:
        raise RuleError(
            "BANKROLL", f"a hyper black jack stake of {format_amount(amount)} exceeds the balance "
                        f"{format_amount(balance)}"
        )  # fmt: skip


def verify_take_back(betting: bool, case: str) -> None:
    """Raise unless hyper stakes may be taken back now (before the deal) [FR-HBJ-4]."""
    if not betting:
        raise RuleError("FR-HBJ-4", "hyper black jack bets stay on the table once cards are dealt")
    if case not in CASES:
        raise RuleError("FR-HBJ-1", f"unknown hyper black jack case {case!r} (one of {', '.join(CASES)})")


def order_settlement(out: list[Event], mark: int, collect: list[HyperCollect], pay: list[HyperPay]) -> None:
    """Put the hyper events ``collect`` and ``pay`` into the main settlement ``out[mark:]`` in the order
    of [FR-HBJ-6]: losing hyper stakes, losing main bets (and insurance), the main bets paid or handed
    back (and insurance), winning hyper cases; then the clearing as the main settlement made it (each
    part keeps its right-to-left order). Only the order of events changes: no money moves here."""
    tail = out[mark:]
    del out[mark:]
    first_clear = next((i for i, e in enumerate(tail) if isinstance(e, Clear)), len(tail))
    before, after = tail[:first_clear], tail[first_clear:]
    out += collect
    out += [e for e in before if isinstance(e, (MainCollect, InsuranceCollect))]
    out += [e for e in before if not isinstance(e, (MainCollect, InsuranceCollect))]
    out += pay
    out += after
