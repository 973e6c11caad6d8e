"""The table's meters, derived from the event stream: money in and out, bets and wins per bet type
(main, insurance, side bet, hyper black jack) and games played.

``bets`` count every stake put at risk once the cards are dealt (a main bet, its doubles and splits,
insurance, the side bet, the hyper black jack stakes of every case [FR-HBJ-4]); ``wins`` count every
amount handed back to the player (the stake of a winning or tied hand with its winnings, half a
surrender, a winning hyper case's stake with its win [FR-HBJ-2]). So at every moment::

    balance = start + money in − money out + wins − bets − stakes placed but not yet dealt
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.events import TYPE_OF, Action, Bet, Clear, Dealt, Event, Kind
from ..core.money import Money, format_amount, parse_mills
from ..core.session import PLAYER, bet_player
from ..core.view import EventReader

BET_TYPES = ("main", "insurance", "side", "hyper")


@dataclass
class Meters:
    """The accounting meters (mills) and the number of games played to the end."""

    start: Money = 0
    money_in: Money = 0
    money_out: Money = 0
    bets: dict[str, Money] = field(default_factory=lambda: dict.fromkeys(BET_TYPES, 0))
    wins: dict[str, Money] = field(default_factory=lambda: dict.fromkeys(BET_TYPES, 0))
    games: int = 0

    def to_dict(self) -> dict[str, int]:
        """Flat ``name → value`` (``bets.main``, ``wins.side``, …), as the journal stores them."""
        out = {"start": self.start, "money_in": self.money_in, "money_out": self.money_out, "games": self.games}
        for t in BET_TYPES:
            out[f"bets.{t}"] = self.bets[t]
            out[f"wins.{t}"] = self.wins[t]
        return out

    @classmethod
    def from_dict(cls, data: dict[str, int]) -> Meters:
        """The inverse of :meth:`to_dict` (missing names read as 0)."""
        m = cls(data.get("start", 0), data.get("money_in", 0), data.get("money_out", 0))
        for t in BET_TYPES:
            m.bets[t] = data.get(f"bets.{t}", 0)
            m.wins[t] = data.get(f"wins.{t}", 0)
        m.games = data.get("games", 0)
        return m

    def expected_balance(self, undealt: Money = 0) -> Money:
        """start + money in − money out + wins − bets − ``undealt`` stakes still on the felt."""
        return self.start + self.money_in - self.money_out + sum(self.wins.values()) - sum(self.bets.values()) - undealt

    def lines(self) -> list[str]:
        """The meters as text lines (for ``croupier audit``)."""
        f = format_amount
        out = [f"games played   {self.games}", f"starting credit {f(self.start)}",
               f"money in       {f(self.money_in)}", f"money out      {f(self.money_out)}",
               f"{'':15}{'bets':>16}{'wins':>16}"]  # fmt: skip
        for t in BET_TYPES:
            out.append(f"{t:15}{f(self.bets[t]):>16}{f(self.wins[t]):>16}")
        out.append(f"{'total':15}{f(sum(self.bets.values())):>16}{f(sum(self.wins.values())):>16}")
        return out


# ---------------------------------------------------------------------- the fold

_OTHER, _BET, _REMOVED, _HYPER_REMOVED, _CARD, _ACTION, _PAY, _BACK, _INS_PAY, _SIDE_PAY, _HYPER_PAY, _CLEAR = range(12)
#: the events that count; any other (a collect, a dealer's stand, a shuffle…) moves no meter
_CODES = {"bet": _BET, "bet-removed": _REMOVED, "hyper-removed": _HYPER_REMOVED, "card": _CARD, "action": _ACTION,
          "main-pay": _PAY, "main-push": _BACK, "main-return": _BACK, "insurance-pay": _INS_PAY,
          "side-pay": _SIDE_PAY, "hyper-pay": _HYPER_PAY, "clear": _CLEAR}  # fmt: skip
_BET_KINDS = frozenset(k.value for k in Kind)
#: a plan: (code, and the places in the compact event of box, amount, hand, kind (a decision's name
#: for an action, where a card goes for a card), case; 0 when absent)
_Plan = tuple[int, int, int, int, int, int]
#: the plans of events given as :class:`Event`: ``[code, box, amount, hand, kind, case]`` (:func:`_flat`)
_FLAT_PLANS: list[_Plan] = [(code, 1, 2, 3, 4, 5) for code in range(12)]
_CODE_OF: dict[type, int] = {cls: _CODES.get(kind, _OTHER) for cls, kind in TYPE_OF.items()}


def _plan(kind: str, keys: Sequence[str]) -> _Plan:
    def at(name: str) -> int:
        return keys.index(name) + 1 if name in keys else 0

    code = _CODES.get(kind, _OTHER)
    which = at("action") if code == _ACTION else at("to") if code == _CARD else at("kind")
    return (code, at("box"), at("amount"), at("hand"), which, at("case"))


def _flat(ev: Event) -> list[Any]:
    """``ev`` in the layout of :data:`_FLAT_PLANS`, its amount in mills, its box as the journal names
    it (a dealer's card goes to ``"dealer"``, the end of the round clears the ``"dealer"``)."""
    code = _CODE_OF[type(ev)]
    if code == _OTHER:
        return [code]
    box: Any = getattr(ev, "box", 0)
    which: Any = ""
    if isinstance(ev, Dealt):
        which = "dealer" if ev.box == 0 else "box"
    elif isinstance(ev, Clear):
        box = "dealer" if ev.box == 0 else ev.box
    elif isinstance(ev, Action):
        which = ev.action.value
    elif isinstance(ev, Bet):
        which = ev.kind.value
    return [code, box, getattr(ev, "amount", 0), getattr(ev, "hand", 0), which, getattr(ev, "case", "")]


def _mills(value: Any) -> Money:
    return int(value)


class _Box:
    """What the meters need of a box: its main bet, side, insurance and hyper stakes, each hand's stake."""

    __slots__ = ("bet", "hands", "hyper", "insurance", "side")

    def __init__(self, bet: Money) -> None:
        self.bet, self.side, self.insurance = bet, 0, 0
        self.hands = [bet]
        self.hyper: dict[str, Money] = {}


class MeterFold:
    """Folds journaled actions into :class:`Meters`: the one place that says how each event moves a
    meter. The table's writer, the reports and the audit all fold through it; events come either as
    :class:`Event` (:meth:`action`: the writer, a row of an older encoding) or straight as the
    journal's compact events (``[shape, value…]``, the shapes of
    :class:`engine.store.journal_rows.Codec`, :meth:`action_compact`: the audit's loop, without
    making an event object); both go through the same integer loop (:meth:`_fold`).

    The rules: a stake counts as a bet once the cards are dealt (main, side, hyper black jack
    [FR-HBJ-4]); a double, a split or insurance counts when it is placed; a ``main-pay`` hands back
    the hand's own stake with its winnings, a push or a returned stake its ``amount``, an insurance,
    side bet or hyper case pay its stake with its win [FR-HBJ-2]; a collect moves no meter (the
    stake was counted as a bet). The boxes of other players seated at the table (computer players, a
    ``bet`` whose fourth argument names them) are left out: their money is theirs, not the table's
    player's."""

    def __init__(self, meters: Meters | None = None, shapes: Sequence[tuple[str, Sequence[str]]] = ()) -> None:
        self.shapes = shapes  #: the codec's shapes (the list may grow as the audit reads codec rows)
        self.meters = meters if meters is not None else Meters()
        self.won = sum(self.meters.wins.values())  #: the wins' total, kept beside the meters
        self.staked = sum(self.meters.bets.values())  #: the bets' total
        self._plans: list[_Plan] = []
        self._amounts: dict[Any, Money] = {}
        self._reader: EventReader | None = None
        self.initial_main: Money = 0  #: the main bets as placed before each deal (no doubles, no splits)
        self.hyper_cases: dict[str, Money] = {}  #: the hyper black jack stakes dealt, case by case
        self.begin_round()

    def begin_round(self) -> None:
        """Forget the previous round."""
        self.boxes: dict[int, _Box] = {}
        self.apart: set[int] = set()  #: boxes of other (computer) players: their money is not counted
        self.dealt = False
        self.on_table: Money = 0
        self._reader = None

    def take_round(self, other: MeterFold) -> None:
        """Carry on a round whose actions ``other`` has folded (the totals stay this fold's)."""
        self.boxes, self.apart, self.dealt, self.on_table = other.boxes, other.apart, other.dealt, other.on_table
        self._reader = other._reader

    @property
    def reader(self) -> EventReader:
        """The round's reader of journaled action rows (:meth:`read`)."""
        if self._reader is None:
            self._reader = EventReader()
        return self._reader

    def read(self, row: Mapping[str, Any]) -> list[Event]:
        """The events of a journaled action row of the current round (either encoding)."""
        return self.reader.read(row)

    @property
    def undealt_total(self) -> Money:
        """Stakes on the felt that are not yet bets (the round is not dealt)."""
        return 0 if self.dealt else self.on_table

    def balance(self) -> Money:
        """The balance the meters imply now (:meth:`Meters.expected_balance`)."""
        m = self.meters
        return m.start + m.money_in - m.money_out + self.won - self.staked - (0 if self.dealt else self.on_table)

    def money(self, direction: str, amount: Money) -> None:
        """Money in (a deposit, a credit) or out (a cash-out)."""
        if direction == "in":
            self.meters.money_in += amount
        elif direction == "out":
            self.meters.money_out += amount
        else:
            raise ValueError(f"money direction must be 'in' or 'out', not {direction!r}")

    def action(self, name: str, args: Sequence[Any], events: Iterable[Event]) -> None:
        """One action of :meth:`engine.core.session.Session.act` with its events."""
        self._fold(name, args, [_flat(ev) for ev in events], _FLAT_PLANS, _mills)

    def action_compact(self, name: str, args: Sequence[Any], events: Sequence[Sequence[Any]]) -> None:
        """One journaled action with its events in compact form (shapes of :attr:`shapes`)."""
        plans, shapes = self._plans, self.shapes
        while len(plans) < len(shapes):
            kind, keys = shapes[len(plans)]
            plans.append(_plan(kind, keys))
        self._fold(name, args, events, plans, self._amount)

    def _amount(self, value: Any) -> Money:
        """A compact event's amount (the journal's decimal text) in mills."""
        m = self._amounts.get(value)
        if m is None:
            m = parse_mills(str(value), "amount")
            if len(self._amounts) < 10_000:
                self._amounts[value] = m
        return m

    def _fold(
        self,
        name: str,
        args: Sequence[Any],
        events: Sequence[Sequence[Any]],
        plans: Sequence[_Plan],
        amount: Callable[[Any], Money],
    ) -> None:
        """Count the events of one action (each read where its plan says)."""
        m = self.meters
        bets, wins = m.bets, m.wins
        boxes, apart = self.boxes, self.apart
        if name == "deal":
            for b in boxes.values():
                bets["main"] += b.bet
                bets["side"] += b.side
                self.staked += b.bet + b.side
                self.initial_main += b.bet
                if b.hyper:
                    bets["hyper"] += sum(b.hyper.values())
                    self.staked += sum(b.hyper.values())
                    for case, stake in b.hyper.items():
                        self.hyper_cases[case] = self.hyper_cases.get(case, 0) + stake
        owner = bet_player(name, args)
        for e in events:
            code, p_box, p_amount, p_hand, p_kind, p_case = plans[e[0]]
            if code == _OTHER:
                continue
            if code == _CARD:
                if e[p_kind] == "dealer":
                    self.dealt = True
                continue
            if code == _CLEAR:
                if e[p_box] == "dealer":
                    m.games += 1
                    self.begin_round()
                    boxes, apart = self.boxes, self.apart
                continue
            box = e[p_box] if p_box else 0
            if code == _BET:
                kind = e[p_kind]
                if kind not in _BET_KINDS:
                    raise ValueError(f"{kind!r} is not a valid Kind")
                if owner is not None and kind == "main":
                    (apart.discard if owner == PLAYER else apart.add)(box)
                if box in apart:  # another player's box: his money is apart from the table's player's
                    continue
                stake = amount(e[p_amount])
                if kind == "main" or kind == "side" or kind == "hyper":
                    if name not in ("bet", "hyper_bet"):
                        raise ValueError(f"a {kind} bet outside a bet action ({name})")
                    if kind == "main":
                        boxes[box] = _Box(stake)
                    elif kind == "side":
                        boxes[box].side = stake
                    else:
                        boxes[box].hyper[str(e[p_case]) if p_case else ""] = stake
                else:
                    if kind == "insurance":
                        bets["insurance"] += stake
                        boxes[box].insurance = stake
                    elif kind == "double":
                        bets["main"] += stake
                        boxes[box].hands[(e[p_hand] if p_hand else 0) - 1] += stake
                    else:  # split: the new hand's stake
                        bets["main"] += stake
                        boxes[box].hands[(e[p_hand] if p_hand else 0) - 1] = stake
                    self.staked += stake
                self.on_table += stake
                continue
            if box in apart:
                if code == _REMOVED:
                    apart.discard(box)
                continue
            if code == _ACTION:
                hand = e[p_hand] if p_hand else 0
                if hand and e[p_kind] == "split":
                    boxes[box].hands.insert(hand, 0)
                continue
            if code == _REMOVED:
                del boxes[box]
                self.on_table -= amount(e[p_amount])
                continue
            if code == _HYPER_REMOVED:
                del boxes[box].hyper[str(e[p_case])]
                self.on_table -= amount(e[p_amount])
                continue
            if code == _PAY:
                won = boxes[box].hands[(e[p_hand] if p_hand else 0) - 1] + amount(e[p_amount])
                kind = "main"
            elif code == _BACK:
                won, kind = amount(e[p_amount]), "main"
            elif code == _INS_PAY:
                won, kind = boxes[box].insurance + amount(e[p_amount]), "insurance"
            elif code == _SIDE_PAY:
                won, kind = boxes[box].side + amount(e[p_amount]), "side"
            else:  # hyper-pay
                won, kind = boxes[box].hyper[str(e[p_case])] + amount(e[p_amount]), "hyper"
            wins[kind] += won
            self.won += won
