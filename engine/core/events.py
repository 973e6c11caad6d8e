"""The round's records: events out (in the order things happen on the felt) and commands in.

Events are the one story of a round: the table's animation script, the game recall, the journal's
rows, the meters and the ``events`` of ``croupier replay`` (digest §6) are all read from them, and
:mod:`engine.core.view` folds them into the round as it stands. Each event carries every fact its readers
need, so nobody has to look at the live round:

- boxes are 1–7 and the dealer is box 0;
- ``hand`` is counted from 1 on every event about a hand, split or not; an event about the box as a
  whole (side bet, insurance) has ``hand`` 0, left out of the JSON;
- ``amount`` is ``int`` mills (:mod:`engine.core.money`) and means one thing per type, written in each
  class's docstring;
- a card event carries the hand's new ``total`` and ``soft``; the dealer's end is an event.

``TYPE_OF`` gives a record's JSON ``type``; :func:`to_dict` / :func:`from_dict` are the JSON form
(encoding :data:`SCHEMA`; :func:`engine.core.view.read_events` also reads encoding 1, the form before
hands, totals and results were carried).

Commands (:class:`Hit`, :class:`Insure`, …) are what a player asks of the round: ``Round.can(cmd)``,
``Round.verify(cmd)`` and ``Round.apply(cmd)``; ``cmd.name`` / ``cmd.args`` are the journal's form.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import Card
from .frozen import finish as _finish
from .money import Money, format_amount, parse_mills

#: the JSON encoding of events written today (1: before hands, totals and results were carried)
SCHEMA = 2

if TYPE_CHECKING:  # what they are: frozen, slotted dataclasses
    from dataclasses import dataclass as record
else:
    from .frozen import record


class Kind(StrEnum):
    """What a :class:`Bet` stakes."""

    MAIN = "main"
    SIDE = "side"
    INSURANCE = "insurance"
    DOUBLE = "double"
    SPLIT = "split"
    HYPER = "hyper"  #: a hyper black jack stake on one case (the :class:`Bet`'s ``case``) [FR-HBJ-4]


class Decision(StrEnum):
    """A decision taken for a hand (or, for insurance, a box)."""

    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"
    INSURE = "insure"
    DECLINE = "decline"


class Result(StrEnum):
    """How a hand ended (digest §6), plus ``returned``: the stake handed back without a tie (a dealer
    blackjack under ``dealer_blackjack_takes=original`` had already taken the original bet) [FR-BJ-11]."""

    BLACKJACK = "blackjack"
    WIN = "win"
    PUSH = "push"
    LOSE = "lose"
    BUST = "bust"
    SURRENDER = "surrender"
    RETURNED = "returned"


@record(frozen=True, slots=True)
class Shuffle:
    """A new shoe of ``cards`` cards was shuffled [FR-BJ-1]."""

    cards: int


@record(frozen=True, slots=True)
class Burn:
    """``cards`` cards burnt from the top of a new shoe [FR-BJ-1]."""

    cards: int


@record(frozen=True, slots=True)
class Bet:
    """A stake goes from the player to the table: ``amount`` is the stake placed.

    ``hand``: 1 for a main bet, the doubled hand for ``double``, the NEW hand (the one this stake
    goes with) for ``split``; 0 for ``side``, ``insurance`` and ``hyper`` (bets of the box).
    ``case``: the hyper black jack case of a ``hyper`` stake (:data:`engine.core.hyper.CASES`), ""
    for every other kind (and then left out of the JSON) [FR-HBJ-4]."""

    box: int
    kind: Kind
    amount: Money
    hand: int = 0
    case: str = ""


@record(frozen=True, slots=True)
class BetRemoved:
    """A box's bets taken back before the deal (or replaced by a new bet): ``amount`` is what goes
    back to the player (main and side)."""

    box: int
    amount: Money


@record(frozen=True, slots=True)
class HyperRemoved:
    """A hyper black jack stake taken back before the deal: ``amount`` is the stake on ``case`` that
    goes back to the player (a removed main bet takes its box's hyper stakes with it) [FR-HBJ-4]."""

    box: int
    case: str
    amount: Money


@record(frozen=True, slots=True)
class Dealt:
    """A card to a box's hand, or to the dealer (box 0, hand 0); ``total`` and ``soft`` are the hand's
    after this card. ``split``: the box has more than one hand (``to`` reads ``box-3.2``). A hole card
    (``hole``, face down) leaves ``total``/``soft`` at what the players see: the up card's."""

    box: int
    hand: int
    card: Card
    total: int
    soft: bool
    hole: bool = False
    split: bool = False

    @property
    def to(self) -> str:
        """``dealer``, ``box-N`` or ``box-N.H``."""
        if self.box == 0:
            return "dealer"
        return f"box-{self.box}.{self.hand}" if self.split else f"box-{self.box}"


@record(frozen=True, slots=True)
class Action:
    """A decision taken for a hand (``hand`` from 1), or an insurance answer (``hand`` 0)."""

    box: int
    hand: int
    action: Decision


@record(frozen=True, slots=True)
class Announce:
    """The dealer announces the number of Lucky Ladies bonuses in play [FR-LL-5]."""

    bonuses: int


@record(frozen=True, slots=True)
class SideCollect:
    """A losing side bet collected: ``amount`` is its stake [FR-LL-6, PR-LL-5]."""

    box: int
    amount: Money


@record(frozen=True, slots=True)
class SidePay:
    """A winning side bet paid: ``amount`` is the win (stake × ``odds``); the stake goes back too."""

    box: int
    outcome: str
    amount: Money
    odds: int


@record(frozen=True, slots=True)
class SideHold:
    """A pair of queens of hearts held until the dealer's second card [FR-LL-8]."""

    box: int


@record(frozen=True, slots=True)
class Peek:
    """The dealer checks his hole card for blackjack (hole-card games)."""

    blackjack: bool


@record(frozen=True, slots=True)
class Reveal:
    """The dealer turns his hole card; ``total``/``soft`` are his two cards'."""

    card: Card
    total: int
    soft: bool


@record(frozen=True, slots=True)
class InsuranceCollect:
    """A losing insurance bet collected: ``amount`` is its stake [FR-BJ-6]."""

    box: int
    amount: Money


@record(frozen=True, slots=True)
class InsurancePay:
    """An insurance bet paid 2 to 1: ``amount`` is the win (twice the stake); the stake goes back too
    [FR-BJ-6]."""

    box: int
    amount: Money


@record(frozen=True, slots=True)
class MainCollect:
    """A hand's stake collected: ``amount`` is what the table takes (the whole stake; half of it for a
    surrender; the original bet only under ``dealer_blackjack_takes=original``). ``result`` is ``bust``
    (at once [FR-BJ-4]), ``surrender`` [FR-BJ-10] or ``lose`` (at settlement [FR-BJ-12])."""

    box: int
    hand: int
    amount: Money
    result: Result = Result.LOSE


@record(frozen=True, slots=True)
class MainPay:
    """A winning hand paid: ``amount`` is the win (the stake goes back too); ``result`` is
    ``blackjack`` or ``win`` [FR-BJ-7]."""

    box: int
    hand: int
    amount: Money
    result: Result = Result.WIN


@record(frozen=True, slots=True)
class MainPush:
    """A tie: ``amount`` is the stake handed back [FR-BJ-7]."""

    box: int
    hand: int
    amount: Money


@record(frozen=True, slots=True)
class MainReturn:
    """Part of a stake handed back without a tie: ``amount`` is what goes back (half a surrender
    [FR-BJ-10], or what a dealer blackjack does not take under ``dealer_blackjack_takes=original``
    [FR-BJ-11])."""

    box: int
    hand: int
    amount: Money


@record(frozen=True, slots=True)
class HyperCollect:
    """A losing hyper black jack stake collected once the dealer has his point: ``amount`` is the
    stake on ``case`` [FR-HBJ-2] [FR-HBJ-6]."""

    box: int
    case: str
    amount: Money


@record(frozen=True, slots=True)
class HyperPay:
    """A winning hyper black jack case paid: ``amount`` is the win (the stake × the case's odds,
    :data:`engine.core.hyper.PAYS`); the stake goes back too [FR-HBJ-2] [FR-HBJ-6]."""

    box: int
    case: str
    amount: Money


@record(frozen=True, slots=True)
class DealerStand:
    """The dealer's play is over without a bust: his final ``total`` (``blackjack``: a natural) [FR-BJ-5]."""

    total: int
    soft: bool
    blackjack: bool = False


@record(frozen=True, slots=True)
class DealerBust:
    """The dealer went over 21 [FR-BJ-5]: ``total`` is his final (hard) total."""

    total: int


@record(frozen=True, slots=True)
class Clear:
    """A box's cards (or the dealer's, box 0) go to the discard tray."""

    box: int


Event = (
    Shuffle | Burn | Bet | BetRemoved | Dealt | Action | Announce | SideCollect | SidePay | SideHold | Peek | Reveal
    | InsuranceCollect | InsurancePay | MainCollect | MainPay | MainPush | MainReturn | DealerStand | DealerBust
    | Clear | HyperRemoved | HyperCollect | HyperPay
)  # fmt: skip

#: each record class → its ``type`` in JSON (digest §6)
TYPE_OF: dict[type, str] = {
    Shuffle: "shuffle",
    Burn: "burn",
    Bet: "bet",
    BetRemoved: "bet-removed",
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
    DealerStand: "dealer-stand",
    DealerBust: "dealer-bust",
    Clear: "clear",
    HyperRemoved: "hyper-removed",
    HyperCollect: "hyper-collect",
    HyperPay: "hyper-pay",
}
EVENT_TYPES: dict[str, type] = {t: c for c, t in TYPE_OF.items()}
#: types that encoding 1 did not write (:class:`engine.core.event_rows.EventReader` rebuilds ``bet-removed``)
NEW_IN_2 = frozenset({DealerStand, DealerBust})


_finish()  # the events' methods, before the first events below

#: the dealer's and the boxes' ``clear`` events, made once (events are immutable)
CLEAR = tuple(Clear(n) for n in range(8))


def to_dict(ev: Event) -> dict[str, Any]:
    """The event as JSON-ready data (digest §6 vocabulary, encoding :data:`SCHEMA`)."""
    kind = TYPE_OF[type(ev)]
    if isinstance(ev, Dealt):
        out: dict[str, Any] = {"type": kind, "to": ev.to, "card": ev.card.code}
        if ev.box:
            out["hand"] = ev.hand
        out["total"] = ev.total
        out["soft"] = ev.soft
        if ev.hole:
            out["hole"] = True
        return out
    if isinstance(ev, Clear):
        return {"type": kind, "box": "dealer" if ev.box == 0 else ev.box}
    out = {"type": kind}
    for name in ev.__slots__:
        value = getattr(ev, name)
        if name == "amount":
            out[name] = format_amount(value)
        elif name == "hand" and not value:
            continue  # an event of the box as a whole
        elif name == "case" and not value and kind == "bet":
            continue  # a bet other than hyper black jack
        elif isinstance(value, Card):
            out[name] = value.code
        else:
            out[name] = value
    return out


def from_dict(data: dict[str, Any]) -> Event:
    """Rebuild an event from :func:`to_dict`'s output (encoding 2; :mod:`engine.core.view` reads encoding 1)."""
    kind = data["type"]
    cls = EVENT_TYPES[kind]
    if cls is Dealt:
        to = data["to"]
        card = Card.parse(data["card"])
        hole = bool(data.get("hole", False))
        if to == "dealer":
            return Dealt(0, 0, card, int(data["total"]), bool(data["soft"]), hole)
        box, dot, _ = to[4:].partition(".")
        return Dealt(int(box), int(data["hand"]), card, int(data["total"]), bool(data["soft"]), hole, bool(dot))
    if cls is Clear:
        return CLEAR[0 if data["box"] == "dealer" else int(data["box"])]
    args: dict[str, Any] = {}
    for name in cls.__slots__:  # type: ignore[attr-defined]
        if name not in data:
            if name == "hand":
                args[name] = 0
            continue  # a field with its default
        v = data[name]
        if name == "amount":
            v = parse_mills(str(v), name)
        elif name == "card":
            v = Card.parse(v)
        elif name == "kind":
            v = Kind(v)
        elif name == "action":
            v = Decision(v)
        elif name == "result":
            v = Result(v)
        args[name] = v
    return cls(**args)  # type: ignore[no-any-return]


# ---------------------------------------------------------------------- commands


@record(frozen=True, slots=True)
class PlaceBet:
    """Place (or replace) the main bet and optional side bet of ``box`` before the deal."""

    box: int
    amount: Money
    side: Money = 0
    player: str = "1"
    seated: bool = True

    name: ClassVar[str] = "bet"

    @property
    def args(self) -> tuple[Any, ...]:
        """The arguments of ``Session.act("bet", …)`` (the journal's form)."""
        return (self.box, self.amount, self.side)


@record(frozen=True, slots=True)
class RemoveBet:
    """Take a box's bets back before the deal."""

    box: int

    name: ClassVar[str] = "remove_bet"

    @property
    def args(self) -> tuple[Any, ...]:
        """The arguments of ``Session.act``."""
        return (self.box,)


@record(frozen=True, slots=True)
class Deal:
    """Deal the round [FR-BJ-3]."""

    name: ClassVar[str] = "deal"

    @property
    def args(self) -> tuple[Any, ...]:
        """The arguments of ``Session.act``."""
        return ()


@record(frozen=True, slots=True)
class Insure:
    """Box ``box`` takes (``take``) or declines the insurance offered [FR-BJ-6]."""

    box: int
    take: bool = True

    name: ClassVar[str] = "insure"

    @property
    def args(self) -> tuple[Any, ...]:
        """The arguments of ``Session.act``."""
        return (self.box, self.take)


@record(frozen=True, slots=True)
class _HandCommand:
    """A decision for the hand to play; ``box`` (optional) must be the box whose turn it is."""

    box: int | None = None

    name: ClassVar[str] = ""

    @property
    def args(self) -> tuple[Any, ...]:
        """The arguments of ``Session.act``."""
        return () if self.box is None else (self.box,)


@record(frozen=True, slots=True)
class Hit(_HandCommand):
    """Draw a card [FR-BJ-4]."""

    name: ClassVar[str] = "hit"


@record(frozen=True, slots=True)
class Stand(_HandCommand):
    """Draw no more."""

    name: ClassVar[str] = "stand"


@record(frozen=True, slots=True)
class Double(_HandCommand):
    """Double the stake and take one card [FR-BJ-8]."""

    name: ClassVar[str] = "double"


@record(frozen=True, slots=True)
class Split(_HandCommand):
    """Split a pair into two hands [FR-BJ-9]."""

    name: ClassVar[str] = "split"


@record(frozen=True, slots=True)
class Surrender(_HandCommand):
    """Give up the hand for half the bet [FR-BJ-10]."""

    name: ClassVar[str] = "surrender"


@record(frozen=True, slots=True)
class PlaceHyperBet:
    """Place (or replace) ``box``'s hyper black jack stake on ``case`` (a case id of
    :data:`engine.core.hyper.CASES`) before the deal, after the box's main bet [FR-HBJ-3] [FR-HBJ-4]."""

    box: int
    case: str
    amount: Money

    name = "hyper_bet"

    @property
    def args(self) -> tuple[Any, ...]:
        """The arguments of ``Session.act("hyper_bet", …)`` (the journal's form)."""
        return (self.box, self.case, self.amount)


@record(frozen=True, slots=True)
class RemoveHyperBet:
    """Take ``box``'s hyper black jack stake on ``case`` back before the deal [FR-HBJ-4]."""

    box: int
    case: str

    name = "remove_hyper_bet"

    @property
    def args(self) -> tuple[Any, ...]:
        """The arguments of ``Session.act``."""
        return (self.box, self.case)


Command = (
    PlaceBet | RemoveBet | Deal | Insure | Hit | Stand | Double | Split | Surrender | PlaceHyperBet | RemoveHyperBet
)

#: a hand decision's name → its command class (``croupier replay`` actions, ``Round.available``)
HAND_COMMANDS: dict[str, type[Hit | Stand | Double | Split | Surrender]] = {
    c.name: c for c in (Hit, Stand, Double, Split, Surrender)
}


_finish()  # the commands' methods
