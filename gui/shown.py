"""What the felt has shown so far: the round folded from the engine's events in the order the animator
finishes showing them, never from the engine's live state (which is ahead of the animation).

Every read-out and label on the felt reads this one model: the balance, the bet and the last round's
net in the HUD; each hand's total (BLACKJACK as soon as a natural is dealt [FR-BJ-7]); the dealer's
final total, hard once he stands [FR-BJ-5]; each hand's result with its amount. Money moves here when
its chips move on the felt: a double, a split or an insurance stake leaves the balance when its chips
are pushed out; stakes and winnings come back when the box is cleared and its chips go to the player.

It is deliberately small and projection-shaped (boxes → hands → cards, stake, result; dealer; money on
the table), so it can later be fed by the engine's own projection instead of folding events itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from croupier.engine.core import events as ev
from croupier.engine.core.cards import Card, total

#: the hand results the felt labels, as the engine names them (digest §6)
RESULTS = ("blackjack", "win", "push", "lose", "bust", "surrender")


@dataclass
class HandShown:
    """One hand as shown: its cards (codes), stake on the felt, result and net once known."""

    cards: list[str] = field(default_factory=list)
    stake: int = 0
    doubled: int = 0  #: the part of ``stake`` added by a double (its own stack on the felt)
    result: str | None = None
    net: int = 0
    stood: bool = False  #: no more cards come to this hand (stood, doubled, bust, or settled)

    @property
    def total(self) -> tuple[int, bool]:
        """(best total, soft) of the cards shown."""
        return total(Card.parse(c) for c in self.cards)


@dataclass
class BoxShown:
    """One box as shown: its hands, side-bet and insurance stakes, and what has been paid to it."""

    n: int
    hands: list[HandShown] = field(default_factory=lambda: [HandShown()])
    side: int = 0
    side_net: int = 0
    insurance: int = 0
    insurance_net: int = 0
    won: int = 0  #: winnings paid beside the stakes (main, side and insurance), not yet taken back
    split: bool = False
    hyper: dict[str, int] = field(default_factory=dict)  #: hyper black jack stakes on the felt, case → stake
    hyper_nets: dict[str, int] = field(default_factory=dict)  #: each settled case's net [FR-HBJ-6]

    def on_felt(self) -> int:
        """Stakes still on the felt (not collected, not handed back)."""
        return sum(h.stake for h in self.hands) + self.side + self.insurance + sum(self.hyper.values())

    def net(self) -> int:
        """The box's net so far: hands, side bet, insurance and hyper black jack."""
        return sum(h.net for h in self.hands) + self.side_net + self.insurance_net + sum(self.hyper_nets.values())

    def natural(self, i: int) -> bool:
        """Hand ``i`` is a blackjack: an ace and a ten as the box's first two cards, never after a
        split [FR-BJ-7]."""
        h = self.hands[i]
        return not self.split and len(self.hands) == 1 and len(h.cards) == 2 and h.total[0] == 21


class FeltState:
    """The round as the felt has shown it (see the module docstring)."""

    def __init__(self) -> None:
        self.balance: int | None = None  #: the player's money off the felt, as shown
        self.boxes: dict[int, BoxShown] = {}
        self.dealer: list[str] = []
        self.dealer_done = False  #: the dealer's hand is final (he stands, busts or has blackjack)
        self.bonuses: int | None = None  #: the announced number of bonuses in play [FR-LL-5]
        self.round_net: int | None = None  #: the running round's net, from its first card
        self.last_net: int | None = None  #: the last finished round's net (the LAST WIN read-out)
        self.results: dict[tuple[int, int], tuple[str, int]] = {}  #: (box, hand index) → (result, net)
        self._hand_of: dict[int, int] = {}  #: per box, the hand index the last action named

    # ------------------------------------------------------------------ seeding

    def begin(self, bets: dict[int, tuple[int, int]], balance: int | None) -> None:
        """A new round is dealt with these (main, side) stakes and this balance off the felt."""
        self.boxes = {}
        for n, (main, side) in sorted(bets.items()):
            b = BoxShown(n)
            b.hands[0].stake = main
            b.side = side
            self.boxes[n] = b
        self.balance = balance
        self.dealer = []
        self.dealer_done = False
        self.bonuses = None
        self.round_net = 0
        self.results = {}
        self._hand_of = {}

    def set_balance(self, balance: int | None) -> None:
        """The balance between rounds (bets placed, taken back, or the director's reset)."""
        self.balance = balance

    # ------------------------------------------------------------------ read-outs

    @property
    def on_felt(self) -> int:
        """Every stake on the felt (the BET read-out)."""
        return sum(b.on_felt() for b in self.boxes.values())

    def hand_text(self, box: int, i: int) -> str:
        """A hand's total as shown beside it: ``"17"``, soft ``"7/17"`` while it may still draw,
        ``"BLACKJACK"`` marker ``"BJ"`` for a natural (the felt translates it)."""
        b = self.boxes[box]
        h = b.hands[i]
        if not h.cards:
            return ""
        if b.natural(i):
            return "BJ"
        t, soft = h.total
        if soft and t < 21 and not h.stood:
            return f"{t - 10}/{t}"
        return str(t)

    def dealer_text(self) -> str:
        """The dealer's total: soft while he may draw, hard once his hand is final [FR-BJ-5]."""
        cards = [Card.parse(c) for c in self.dealer if c]
        if not cards:
            return ""
        t, soft = total(cards)
        if len(cards) == 2 and t == 21:
            return "BJ"
        if soft and t < 21 and not self.dealer_done:
            return f"{t - 10}/{t}"
        return str(t)

    def dealer_bust(self) -> bool:
        """The dealer's shown cards total more than 21."""
        return total(Card.parse(c) for c in self.dealer if c)[0] > 21

    # ------------------------------------------------------------------ folding events

    def _hand(self, box: int, hand: int) -> tuple[BoxShown, HandShown, int]:
        b = self.boxes.setdefault(box, BoxShown(box))
        i = max(hand, 1) - 1
        while len(b.hands) <= i:
            b.hands.append(HandShown())
        return b, b.hands[i], i

    def _result(self, box: int, i: int, result: str) -> None:
        h = self.boxes[box].hands[i]
        h.result = result
        h.stood = True
        self.results[(box, i)] = (result, h.net)

    def apply(self, e: object) -> None:
        """Fold one event, at the moment the felt has finished showing it."""
        if isinstance(e, ev.Dealt):
            if e.box == 0:
                self.dealer.append("" if e.hole else e.card.code)  # a hole card shows nothing yet
                return
            b, h, _i = self._hand(e.box, e.hand)
            h.cards.append(e.card.code)
            if h.doubled:
                h.stood = True
        elif isinstance(e, ev.Action):
            if e.box == 0:
                return
            b, h, i = self._hand(e.box, e.hand)
            self._hand_of[e.box] = i
            if e.action == "split":
                b.split = True
                moved = h.cards.pop()
                b.hands.insert(i + 1, HandShown([moved], 0))
            elif e.action == "stand":
                h.stood = True
            elif e.action == "surrender":
                h.result = "surrender"
                h.stood = True
        elif isinstance(e, ev.Bet):
            self._bet(e)
        elif isinstance(e, ev.Reveal):
            if "" in self.dealer:
                self.dealer[self.dealer.index("")] = e.card.code
        elif isinstance(e, ev.Announce):
            self.bonuses = e.bonuses
        elif isinstance(e, ev.SideCollect):
            b = self.boxes.setdefault(e.box, BoxShown(e.box))
            b.side -= e.amount
            b.side_net -= e.amount
            self._net(-e.amount)
        elif isinstance(e, ev.SidePay):
            b = self.boxes.setdefault(e.box, BoxShown(e.box))
            b.won += e.amount
            b.side_net += e.amount
            self._net(e.amount)
        elif isinstance(e, ev.InsuranceCollect):
            b = self.boxes.setdefault(e.box, BoxShown(e.box))
            b.insurance -= e.amount
            b.insurance_net -= e.amount
            self._net(-e.amount)
        elif isinstance(e, ev.InsurancePay):
            b = self.boxes.setdefault(e.box, BoxShown(e.box))
            b.won += e.amount
            b.insurance_net += e.amount
            self._net(e.amount)
        elif isinstance(e, ev.MainCollect | ev.MainPay | ev.MainPush | ev.MainReturn):
            self._settle(e)
        elif isinstance(e, ev.HyperCollect | ev.HyperPay | ev.HyperRemoved):
            self._hyper(e)
        elif isinstance(e, ev.Clear):
            self._clear(e.box)

    def _net(self, amount: int) -> None:
        self.round_net = (self.round_net or 0) + amount

    def _hyper(self, e: ev.HyperCollect | ev.HyperPay | ev.HyperRemoved) -> None:
        """A hyper black jack stake collected (lost), paid (its stake stays on the case until the box is
        cleared) or taken back before the deal [FR-HBJ-6]."""
        b = self.boxes.setdefault(e.box, BoxShown(e.box))
        if isinstance(e, ev.HyperRemoved):
            b.hyper.pop(e.case, None)
        elif isinstance(e, ev.HyperCollect):
            b.hyper.pop(e.case, None)
            b.hyper_nets[e.case] = b.hyper_nets.get(e.case, 0) - e.amount
            self._net(-e.amount)
        else:
            b.won += e.amount
            b.hyper_nets[e.case] = b.hyper_nets.get(e.case, 0) + e.amount
            self._net(e.amount)

    def _bet(self, e: ev.Bet) -> None:
        if e.kind == "hyper":  # placed before the deal, on a case [FR-HBJ-4]
            self.boxes.setdefault(e.box, BoxShown(e.box)).hyper[e.case] = e.amount
            return
        if e.kind in ("main", "side"):  # placed before the deal (seeded by :meth:`begin`)
            b = self.boxes.setdefault(e.box, BoxShown(e.box))
            if e.kind == "main":
                b.hands[0].stake = e.amount
            else:
                b.side = e.amount
            return
        if self.balance is not None:
            self.balance -= e.amount
        b = self.boxes.setdefault(e.box, BoxShown(e.box))
        i = self._hand_of.get(e.box, 0)
        if e.kind == "double":
            h = b.hands[i]
            h.stake += e.amount
            h.doubled += e.amount
        elif e.kind == "split":
            b.hands[i + 1].stake += e.amount
        elif e.kind == "insurance":
            b.insurance += e.amount

    def _settle(self, e: ev.MainCollect | ev.MainPay | ev.MainPush | ev.MainReturn) -> None:
        b, h, i = self._hand(e.box, e.hand)
        if isinstance(e, ev.MainCollect):
            h.stake -= e.amount
            h.net -= e.amount
            self._net(-e.amount)
            if h.result != "surrender":
                self._result(e.box, i, "bust" if h.total[0] > 21 else "lose")
            else:
                self._result(e.box, i, "surrender")
        elif isinstance(e, ev.MainReturn):
            h.stake -= e.amount
            if self.balance is not None:
                self.balance += e.amount
            if h.result == "surrender":
                self._result(e.box, i, "surrender")
        elif isinstance(e, ev.MainPay):
            b.won += e.amount
            h.net += e.amount
            self._net(e.amount)
            self._result(e.box, i, "blackjack" if b.natural(i) else "win")
        else:
            self._result(e.box, i, "push")

    def _clear(self, box: int) -> None:
        if box == 0:
            self.dealer_done = True
            if self.round_net is not None:
                self.last_net = self.round_net
            return
        b = self.boxes.get(box)
        if b is None:
            return
        back = b.on_felt() + b.won
        if self.balance is not None:
            self.balance += back
        for h in b.hands:
            h.stake = 0
        b.side = b.insurance = b.won = 0
        b.hyper = {}
