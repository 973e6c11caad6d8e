"""Journal rows back into events: :class:`EventReader` reads a round's action rows, encoding 2 as
written, encoding 1 (a journal of an earlier version, without hands, totals and results) by folding
the round into a :class:`engine.core.view.RoundView` as it reads it, to supply the facts it lacks."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .cards import Card
from .events import (
    SCHEMA,
    Action,
    Bet,
    BetRemoved,
    Dealt,
    Decision,
    Event,
    Kind,
    MainCollect,
    MainPay,
    Result,
    Reveal,
    from_dict,
)
from .money import parse_mills
from .view import BoxView, RoundView, count


class EventReader:
    """Reads one round's journaled action rows, in order, back into events.

    A row of encoding 2 (``events_v`` 2) holds every fact; a row of encoding 1 gets its missing facts
    (the hand of a double or split, a card's total, a pay's result, a taken-back bet) from the round
    folded so far. Start a new reader for each round."""

    def __init__(self) -> None:
        self._view = RoundView()
        self._last: dict[int, int] = {}  # box → hand of its last decision

    def read(self, row: Mapping[str, Any]) -> list[Event]:
        """The events of one journaled action (``name``, ``args``, ``events``, ``events_v``)."""
        if int(row.get("events_v", 1)) >= SCHEMA:
            return [from_dict(e) for e in row["events"]]
        out: list[Event] = []
        v = self._view
        if row["name"] == "remove_bet":
            box = int(row["args"][0])
            if box in v.boxes:
                out.append(self._fold(_removed(v.boxes[box])))
        for data in row["events"]:
            if data["type"] == "bet" and data["kind"] == "main" and int(data["box"]) in v.boxes:
                out.append(self._fold(_removed(v.boxes[int(data["box"])])))  # a bet replaced
            out.append(self._fold(self._upgrade(data)))
        return out

    def _fold(self, e: Event) -> Event:
        self._view.fold(e)
        if isinstance(e, Action) and e.hand:
            self._last[e.box] = e.hand
        return e

    def _upgrade(self, data: Mapping[str, Any]) -> Event:
        """One event of encoding 1 as encoding 2."""
        v = self._view
        kind = data["type"]
        if kind == "card":
            card = Card.parse(data["card"])
            to = str(data["to"])
            if to == "dealer":
                hole = bool(data.get("hole", False))
                total, soft = (v.dealer.total, v.dealer.soft) if hole else count([*v.dealer.cards, card])
                return Dealt(0, 0, card, total, soft, hole)
            box_s, dot, hand_s = to[4:].partition(".")
            n, h = int(box_s), int(hand_s or 1)
            total, soft = count([*v.boxes[n].hands[h - 1].cards, card])
            return Dealt(n, h, card, total, soft, False, bool(dot))
        if kind == "action":
            decision = Decision(data["action"])
            box_level = decision in (Decision.INSURE, Decision.DECLINE)
            return Action(int(data["box"]), 0 if box_level else max(int(data["hand"]), 1), decision)
        if kind == "bet":
            box, k = int(data["box"]), Kind(data["kind"])
            amount = parse_mills(str(data["amount"]), "amount")
            hand = 0
            if k is Kind.MAIN:
                hand = 1
            elif k is Kind.DOUBLE:
                hand = self._last[box]
            elif k is Kind.SPLIT:
                hand = self._last[box] + 1
            return Bet(box, k, amount, hand)
        if kind == "reveal":
            card = Card.parse(data["card"])
            total, soft = count(v.dealer.cards)
            return Reveal(card, total, soft)
        if kind in ("main-collect", "main-pay"):
            box, hand = int(data["box"]), int(data["hand"])
            amount = parse_mills(str(data["amount"]), "amount")
            hv = v.boxes[box].hands[hand - 1]
            if kind == "main-pay":
                return MainPay(box, hand, amount, Result.BLACKJACK if hv.blackjack else Result.WIN)
            result = Result.BUST if hv.bust else Result.SURRENDER if hv.last is Decision.SURRENDER else Result.LOSE
            return MainCollect(box, hand, amount, result)
        return from_dict(dict(data))


def _removed(b: BoxView) -> BetRemoved:
    return BetRemoved(b.box, b.bet + (b.side.stake if b.side else 0))


def read_round(rows: Iterable[Mapping[str, Any]]) -> list[list[Event]]:
    """The events of a round's action rows (their ``data``), row by row, in either encoding."""
    reader = EventReader()
    return [reader.read(r) for r in rows]
