"""Cards as small value types: ``Card.parse("QH")`` is the queen of hearts.

Ranks ``A 2 … 9 T J Q K``, suits ``S H D C``. The 52 cards are interned, so two parses of the same
token give the same object; cards are hashable and ordered (by rank, then suit).
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import CardError

RANKS = "A23456789TJQK"
SUITS = "SHDC"


class Card:
    """One playing card. ``value`` is its blackjack value with the ace as 1 (T J Q K are 10)."""

    __slots__ = ("code", "index", "is_ace", "is_ten", "rank", "suit", "value")

    rank: str
    suit: str
    value: int
    index: int
    code: str
    is_ace: bool
    is_ten: bool

    def __init__(self, rank: str, suit: str) -> None:
        if rank not in RANKS or len(rank) != 1:
            raise CardError(f"bad rank {rank!r}")
        if suit not in SUITS or len(suit) != 1:
            raise CardError(f"bad suit {suit!r}")
        r = RANKS.index(rank)
        for name, val in (
            ("rank", rank),
            ("suit", suit),
            ("value", min(r + 1, 10)),
            ("index", r * 4 + SUITS.index(suit)),
            ("code", rank + suit),
            ("is_ace", rank == "A"),
            ("is_ten", r >= 9),
        ):
            object.__setattr__(self, name, val)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.code,))

    @staticmethod
    def parse(token: object) -> Card:
        """Parse a strict two-character token (``"QH"``); ``1H``, ``10H``, ``qh `` or a non-string are errors."""
        card = _BY_CODE.get(token) if isinstance(token, str) else None
        if card is None:
            raise CardError(f"unknown card {token!r} (expected rank {RANKS} + suit {SUITS})")
        return card


ALL_CARDS: tuple[Card, ...] = tuple(Card(r, s) for r in RANKS for s in SUITS)
_BY_CODE: dict[str, Card] = {c.code: c for c in ALL_CARDS}


def parse_cards(tokens: Iterable[str] | str) -> list[Card]:
    """Parse a list of tokens, or one string of tokens separated by spaces or commas."""
    if isinstance(tokens, str):
        tokens = tokens.replace(",", " ").split()
    return [Card.parse(t) for t in tokens]


def make_decks(decks: int) -> list[Card]:
    """A fresh, unshuffled shoe of ``decks`` full 52-card decks."""
    return list(ALL_CARDS) * decks


def total(cards: Iterable[Card]) -> tuple[int, bool]:
    """The best total of a hand and whether it is soft (an ace counted 11)."""
    t = 0
    ace = False
    for c in cards:
        t += c.value
        if c.is_ace:
            ace = True
    if ace and t <= 11:
        return t + 10, True
    return t, False
