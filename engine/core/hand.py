"""A hand of cards in play and a box with its bets: the round's mutable pieces, and where it stands."""

from __future__ import annotations

from enum import StrEnum

from .cards import Card
from .events import Result


class Phase(StrEnum):
    """Where the round stands."""

    BETTING = "betting"
    INSURANCE = "insurance"
    PLAY = "play"
    DONE = "done"


class Hand:
    """One hand of a box. ``hard`` counts aces as 1; ``total`` is the best total, ``soft`` whether an
    ace counts 11 in it [digest §1] (both kept up to date as cards come and go)."""

    __slots__ = (
        "aces",
        "acted",
        "cards",
        "done",
        "doubled",
        "from_split",
        "hard",
        "net",
        "result",
        "soft",
        "split_aces",
        "stake",
        "total",
    )  # fmt: skip

    def __init__(self, stake: int, from_split: bool = False) -> None:
        self.cards: list[Card] = []
        self.stake = stake
        self.hard = 0
        self.aces = False
        self.total = 0
        self.soft = False
        self.doubled = False
        self.from_split = from_split
        self.split_aces = False
        self.done = False
        self.result: Result | None = None
        self.net = 0
        self.acted = False

    def add(self, card: Card) -> None:
        """Take a card."""
        self.cards.append(card)
        hard = self.hard = self.hard + card.value
        if card.is_ace:
            self.aces = True
        soft = self.soft = self.aces and hard <= 11
        self.total = hard + 10 if soft else hard

    def remove_last(self) -> Card:
        """Give up the last card (a split)."""
        card = self.cards.pop()
        hard = self.hard = sum(c.value for c in self.cards)
        self.aces = any(c.is_ace for c in self.cards)
        soft = self.soft = self.aces and hard <= 11
        self.total = hard + 10 if soft else hard
        return card

    @property
    def blackjack(self) -> bool:
        """An ace and a ten-value card as the first two cards, not after a split [FR-BJ-7]."""
        return len(self.cards) == 2 and not self.from_split and self.hard == 11 and self.aces

    @property
    def bust(self) -> bool:
        """Over 21."""
        return self.hard > 21


class Box:
    """One betting box with its stakes, hands and a ledger per bet type."""

    __slots__ = (
        "bet",
        "hands",
        "insurance",
        "n",
        "net_hyper",
        "net_insurance",
        "net_side",
        "player",
        "seated",
        "side",
        "side_held",
        "side_if_bj",
        "side_odds",
        "side_outcome",
        "side_won",
    )  # fmt: skip

    def __init__(self, n: int, bet: int, side: int, player: str, seated: bool) -> None:
        self.n = n
        self.player = player
        self.bet = bet
        self.side = side
        self.seated = seated
        self.hands: list[Hand] = [Hand(bet)]
        self.insurance: int | None = None  # stake; None = not offered or declined
        self.side_outcome: str | None = None
        self.side_odds = 0
        self.side_held = False
        self.side_if_bj: tuple[str, int] | None = None  # a held bet's pay if the dealer makes blackjack
        self.side_won = False
        self.net_insurance = 0
        self.net_side = 0
        self.net_hyper = 0  # hyper black jack, every case (engine.core.hyper) [FR-HBJ-2]

    @property
    def net_main(self) -> int:
        """What the box's hands won or lost so far."""
        return sum(h.net for h in self.hands)

    @property
    def net(self) -> int:
        """The box's whole result: main, insurance, side bet and hyper black jack."""
        return self.net_main + self.net_insurance + self.net_side + self.net_hyper
