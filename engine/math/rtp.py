"""The return to player of each bet at a table, as the help and the director's meters show it.

- The main game: ``1 − house edge`` of :func:`engine.math.basegame.house_edge` (basic strategy computed
  for the table's rules, per initial bet; the figure ``croupier odds blackjack`` prints). It takes a
  few seconds: the table computes it off the GUI thread.
- Insurance: it pays 2 to 1 when the dealer's second card is ten-valued [FR-BJ-6]; offered on an ace
  with no other card known, that card is one of the shoe's ``16·d`` ten-valued cards among its
  ``52·d − 1``, so the return is ``3 × 16·d / (52·d − 1)``.
- The side bet: ``1 − house edge`` of its pay table for the table's deck count
  (:func:`engine.math.odds.side_bet_odds`, the figure ``croupier odds lucky-ladies|lucky-lucky`` prints).
- Hyper black jack: each case's ``1 − house edge`` (:mod:`engine.math.hyper_odds`) [FR-HBJ-2].
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..core.rules import Rules
from ..core.table import TableConfig
from .hyper_odds import hyper_odds
from .odds import side_bet_odds


def insurance_return(rules: Rules) -> Fraction:
    """The expected return of a unit insurance bet against an ace, off the top of the shoe [FR-BJ-6]."""
    d = rules.decks
    return 3 * Fraction(16 * d, 52 * d - 1)


def side_return(config: TableConfig) -> Fraction | None:
    """The side bet's return under its pay table and the table's decks (None: no side bet)."""
    table = config.side.table
    if config.side.game == "none" or table is None:
        return None
    return 1 - side_bet_odds(table, config.rules.decks).house_edge


def hyper_returns(rules: Rules) -> dict[str, Fraction]:
    """Each hyper black jack case's return [FR-HBJ-2]."""
    return {o.outcome: 1 - o.house_edge for o in hyper_odds(rules).outcomes}


def main_return(rules: Rules) -> float:
    """The main game's return per initial bet with the computed basic strategy (slow: seconds)."""
    from .basegame import house_edge

    return 1.0 - float(house_edge(rules).house_edge)


@dataclass(frozen=True)
class TableReturns:
    """The quick figures of a table (the main game's comes apart, see :func:`main_return`)."""

    insurance: Fraction | None
    side: Fraction | None


def quick_returns(config: TableConfig) -> TableReturns:
    """Insurance (when the table offers it) and the side bet."""
    ins = insurance_return(config.rules) if config.rules.insurance else None
    return TableReturns(ins, side_return(config))
