"""The round's event records: frozen, small, in the order things happen on the felt.

The same list is the table's animation script, the game recall, the journal's rows and the
``events`` of ``croupier replay`` (digest §6). ``TYPE_OF`` gives a record's JSON ``type``;
amounts are ``int`` mills (see :mod:`engine.money`), boxes 1–7 with 0 for the dealer, and hands
counted from 1 (a card's ``hand`` is 0 while its box has a single hand, so ``to`` reads ``box-3``).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.cards import Card
from engine.money import format_amount


class Shuffle(NamedTuple):
    """A new shoe of ``cards`` cards was shuffled [FR-BJ-1]."""

    cards: int


class Burn(NamedTuple):
    """``cards`` cards burnt from the top of a new shoe [FR-BJ-1]."""

    cards: int


class Bet(NamedTuple):
    """A stake placed: ``kind`` is ``main``, ``side``, ``insurance``, ``double`` or ``split``."""

    box: int
    kind: str
    amount: int


class Dealt(NamedTuple):
    """A card to a box (hand 0 = the box's only hand), or to the dealer (box 0)."""

    box: int
    hand: int
    card: Card
    hole: bool = False

    @property
    def to(self) -> str:
        """``dealer``, ``box-N`` or ``box-N.H``."""
        if self.box == 0:
            return "dealer"
        return f"box-{self.box}.{self.hand}" if self.hand else f"box-{self.box}"


class Action(NamedTuple):
    """A decision taken for a hand: hit, stand, double, split, surrender, insure, decline."""

    box: int
    hand: int
    action: str


class Announce(NamedTuple):
    """The dealer announces the number of Lucky Ladies bonuses in play [FR-LL-5]."""

    bonuses: int


class SideCollect(NamedTuple):
    """A losing side bet collected [FR-LL-6, PR-LL-5]."""

    box: int
    amount: int


class SidePay(NamedTuple):
    """A winning side bet paid ``amount`` (the win; the stake stays with the player)."""

    box: int
    outcome: str
    amount: int
    odds: int


class SideHold(NamedTuple):
    """A pair of queens of hearts held until the dealer's second card [FR-LL-8]."""

    box: int


class Peek(NamedTuple):
    """The dealer checks his hole card for blackjack (hole-card games)."""

    blackjack: bool


class Reveal(NamedTuple):
    """The dealer turns his hole card."""

    card: Card


class InsuranceCollect(NamedTuple):
    """A losing insurance bet collected [FR-BJ-6]."""

    box: int
    amount: int


class InsurancePay(NamedTuple):
    """An insurance bet paid 2 to 1 [FR-BJ-6]."""

    box: int
    amount: int


class MainCollect(NamedTuple):
    """A losing main stake collected (a bust at once [FR-BJ-4], else at settlement [FR-BJ-12])."""

    box: int
    hand: int
    amount: int


class MainPay(NamedTuple):
    """A winning hand paid ``amount`` (the win; the stake stays with the player) [FR-BJ-7]."""

    box: int
    hand: int
    amount: int


class MainPush(NamedTuple):
    """A tie: the stake stays with the player [FR-BJ-7]."""

    box: int
    hand: int
    amount: int


class MainReturn(NamedTuple):
    """Part of a stake handed back without a tie: half a surrender [FR-BJ-10], or what a dealer
    blackjack does not take under ``dealer_blackjack_takes=original`` [FR-BJ-11]."""

    box: int
    hand: int
    amount: int


class Clear(NamedTuple):
    """A box's cards (or the dealer's, box 0) go to the discard tray."""

    box: int


Event = (
    Shuffle | Burn | Bet | Dealt | Action | Announce | SideCollect | SidePay | SideHold | Peek | Reveal
    | InsuranceCollect | InsurancePay | MainCollect | MainPay | MainPush | MainReturn | Clear
)  # fmt: skip

#: each record class → its ``type`` in JSON (digest §6)
TYPE_OF: dict[type, str] = {
    Shuffle: "shuffle",
    Burn: "burn",
    Bet: "bet",
    Dealt: "card",
    Action: "action",
    Announce: "announce",
    SideCollect: "side-collect",
    SidePay: "side-pay",
    SideHold: "side-hold",
    Peek: "peek",
    Reveal: "reveal",
    InsuranceCollect: "insurance-collect",
    InsurancePay: "insurance-pay",
    MainCollect: "main-collect",
    MainPay: "main-pay",
    MainPush: "main-push",
    MainReturn: "main-return",
    Clear: "clear",
}
EVENT_TYPES: dict[str, type] = {t: c for c, t in TYPE_OF.items()}


def _same(self: tuple[Any, ...], other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _differs(self: tuple[Any, ...], other: object) -> bool:
    return not _same(self, other)


def _hash(self: tuple[Any, ...]) -> int:
    return hash((type(self).__name__, tuple.__hash__(self)))


# Records of different types never compare equal, even with the same fields (a pay is no collect).
for _cls in TYPE_OF:
    setattr(_cls, "__eq__", _same)  # noqa: B010
    setattr(_cls, "__ne__", _differs)  # noqa: B010
    setattr(_cls, "__hash__", _hash)  # noqa: B010


_AMOUNT_FIELDS = frozenset({"amount"})


def to_dict(ev: Event) -> dict[str, Any]:
    """The event as JSON-ready data (digest §6 vocabulary)."""
    out: dict[str, Any] = {"type": TYPE_OF[type(ev)]}
    if isinstance(ev, Dealt):
        out["to"] = ev.to
        out["card"] = ev.card.code
        if ev.hole:
            out["hole"] = True
        return out
    if isinstance(ev, Clear):
        out["box"] = "dealer" if ev.box == 0 else ev.box
        return out
    for name, value in zip(ev._fields, ev, strict=True):
        if name in _AMOUNT_FIELDS:
            out[name] = format_amount(int(value))  # type: ignore[call-overload]
        elif isinstance(value, Card):
            out[name] = value.code
        else:
            out[name] = value
    return out


def from_dict(data: dict[str, Any]) -> Event:
    """Rebuild an event from :func:`to_dict`'s output (the journal reads its rows back this way)."""
    from engine.cards import Card
    from engine.money import parse_mills

    kind = data["type"]
    cls = EVENT_TYPES[kind]
    if cls is Dealt:
        to = data["to"]
        if to == "dealer":
            return Dealt(0, 0, Card.parse(data["card"]), bool(data.get("hole", False)))
        box, _, hand = to[4:].partition(".")
        return Dealt(int(box), int(hand or 0), Card.parse(data["card"]))
    if cls is Clear:
        return Clear(0 if data["box"] == "dealer" else int(data["box"]))
    args: list[Any] = []
    for name in cls._fields:  # type: ignore[attr-defined]
        v = data[name]
        if name in _AMOUNT_FIELDS:
            v = parse_mills(str(v), name)
        elif name == "card":
            v = Card.parse(v)
        args.append(v)
    return cls(*args)  # type: ignore[no-any-return]
