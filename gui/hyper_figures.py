"""Hyper black jack's exact figures for the help, counted in the figures' worker process
(:mod:`gui.figures`), never on the GUI thread: each case's odds, probability and house edge under the
table's rules (:func:`engine.math.hyper_odds.hyper_odds`: decks and soft 17) [FR-HBJ-2]. No Qt at this
module's top: the worker imports it to run :func:`case_odds_of`.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from croupier.engine.core.rules import Rules

#: one case's figures: (case id, odds to 1, probability, house edge), exact
CaseRow = tuple[str, int, Fraction, Fraction]


def case_odds_of(rules: Rules) -> tuple[CaseRow, ...]:
    """Every case's figures under ``rules``, in the felt's order (runs in the worker process)."""
    from croupier.engine.math.hyper_odds import hyper_odds

    odds = hyper_odds(rules)
    return tuple((o.outcome, o.odds, o.probability, o.house_edge) for o in odds.outcomes)


def case_odds(rules: Rules, then: Callable[[], object] | None = None) -> Any:
    """The figures for this table's rules, or :data:`gui.figures.PENDING` while the worker counts them
    (``then`` is called when they are ready); the key is what they depend on (decks, soft 17)."""
    from .figures import figures

    key = ("hyper-odds", rules.decks, rules.soft_17)
    return figures().get(key, (case_odds_of, (rules,)), then)
