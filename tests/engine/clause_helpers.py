"""The round, table and event helpers of the clause tests (French, Lucky Ladies, Puerto Rico, refusals):
a table or round from plain data with a forced card order, bets in units, and events tagged with
their type so that two records of the same fields but different kinds never compare equal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.events import (
    Announce,
    Clear,
    Dealt,
    Event,
    InsuranceCollect,
    InsurancePay,
    MainCollect,
    MainPay,
    MainPush,
    MainReturn,
    SideCollect,
    SideHold,
    SidePay,
)  # fmt: skip
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import TableConfig, build_config

U = 1000  # one currency unit in mills

SETTLING = (SideCollect, SidePay, SideHold, InsuranceCollect, InsurancePay, MainCollect, MainPay, MainPush,
            MainReturn, Clear, Announce)  # fmt: skip


def table(
    profile: str = "france",
    rules: Mapping[str, object] | None = None,
    side: Mapping[str, Any] | None = None,
    limits: Mapping[str, Any] | None = None,
    unit: str | None = None,
) -> TableConfig:
    return build_config(profile, rules, side, limits, unit=unit)


def make_round(
    cards: str,
    *,
    profile: str = "france",
    rules: Mapping[str, object] | None = None,
    side: Mapping[str, Any] | None = None,
    limits: Mapping[str, Any] | None = None,
    balances: dict[str, int] | None = None,
    unit: str | None = None,
) -> Round:
    cfg = table(profile, rules, side, limits, unit)
    return Round(cfg, FixedShoe(cfg.rules, parse_cards(cards)), balances)


def deal(r: Round, bets: dict[int, tuple[int, int]]) -> list[Event]:
    """Place ``{box: (main, side)}`` in units and deal."""
    for n, (main, side) in sorted(bets.items()):
        r.bet(n, main * U, side * U)
    return r.deal()


def tag(e: Event) -> tuple[object, ...]:
    """An event as its type's name and its fields, in order (readable in a failed comparison)."""
    return (type(e).__name__, *(getattr(e, f) for f in e.__slots__))


def tags(events: Iterable[Event]) -> list[tuple[object, ...]]:
    return [tag(e) for e in events]


def has(events: list[Event], e: Event) -> bool:
    return tag(e) in tags(events)


def settling(events: list[Event]) -> list[tuple[object, ...]]:
    """The events that move chips or cards off the table (and the announcement), typed."""
    return [tag(e) for e in events if isinstance(e, SETTLING)]


def dealt_to(events: list[Event]) -> list[tuple[int, int, str]]:
    """(box, hand counted from 1 — 0 for the dealer —, card) of every card dealt."""
    return [(e.box, e.hand, e.card.code) for e in events if isinstance(e, Dealt)]


def stand_all(r: Round) -> None:
    while r.phase is Phase.PLAY:
        r.stand()
