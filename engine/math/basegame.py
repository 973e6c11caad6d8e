"""The base game's expected return under the computed basic strategy [FR-BJ-3, FR-BJ-4, FR-BJ-5, FR-BJ-6,
FR-BJ-7, FR-BJ-8, FR-BJ-9, FR-BJ-10, FR-BJ-11].

``house_edge(rules)`` states its method with the figure. It is combinatorial, in floats (so
``exact`` is None): exact dealer probabilities with removal of every card the player holds, the
player's draws conditioned on the dealer not holding blackjack where he could, the chart of
:mod:`engine.math.strategy` played on every hand, and the published calculators' split method (see
:mod:`engine.math.bj_analysis`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..core.cards import Card
from ..core.errors import ConfigError
from ..core.rules import Rules
from .bj_analysis import hand_options
from .bj_game import GameRules, UpCardResult
from .bj_spread import second_moment
from .odds import shoe_counts
from .strategy import Strategy, label
from .strategy_cache import analysis

METHOD = (
    "combinatorial analysis in floating point: exact dealer final-total probabilities for the shoe "
    "less the up card and every player card (removal of the player's cards, hole card conditioned on "
    "no dealer blackjack in a peek game), player expected values by hand composition, played by the "
    "computed total-dependent basic strategy; each split hand valued knowing how many pair cards the "
    "round has dealt and how many other second cards were not pairs (the other split hands' cards "
    "not removed, as published calculators do); insurance "
    "never taken; off the top of a full shoe (a continuous shuffle: no cut-card effect)"
)


@dataclass(frozen=True)
class BaseGameResult:
    """The base game's figures for one rule set."""

    house_edge: float  #: fraction of the initial bet the house keeps (positive = house advantage)
    exact: Fraction | None  #: the edge as a fraction when computed exactly (None: floating point)
    method: str  #: how it was computed, in words
    player_return: float  #: expected return per initial bet (= -house_edge)
    player_blackjack: float  #: chance of a player blackjack
    dealer_blackjack: float  #: chance of a dealer blackjack (up card and hole card)
    per_up_card: tuple[UpCardResult, ...]  #: expected return against each up card
    std_dev: float | None = None  #: standard deviation of one round's result per initial bet (see :func:`std_dev`)

    def to_dict(self) -> dict[str, object]:
        """Plain figures for JSON."""
        return {
            "house_edge": self.house_edge,
            "exact": None if self.exact is None else str(self.exact),
            "method": self.method,
            "player_return": self.player_return,
            "player_blackjack": self.player_blackjack,
            "dealer_blackjack": self.dealer_blackjack,
            "std_dev": self.std_dev,
            "per_up_card": {label(u.up): {"probability": u.probability, "return": u.ev} for u in self.per_up_card},
        }


STD_DEV_METHOD = (
    "second moment of one round's net result per initial bet under the chart, from the same "
    "probabilities as the house edge; exact for hands that are not split, a split's hands taken as "
    "two independent hands; a surrender counts as -1/2, a double as ±2, a blackjack as the payout"
)


def std_dev(rules: Rules) -> float:
    """Standard deviation of the base game's result per round and initial bet (method: :data:`STD_DEV_METHOD`)."""
    g = GameRules.of(rules)
    a = analysis(g)
    return math.sqrt(max(second_moment(g, a) - a.ev * a.ev, 0.0))


def removed_values(cards: Sequence[Card]) -> tuple[int, ...]:
    """The card values (1 = ace, 10 = ten) of known cards out of the shoe."""
    return tuple(sorted(c.value for c in cards))


def house_edge(rules: Rules, removed: Sequence[Card] = ()) -> BaseGameResult:
    """The house edge of the base game under ``rules`` played by :func:`engine.math.strategy.compute_strategy`;
    with ``removed``, dealt from the shoe less those known cards (its own chart, computed for it)."""
    a = analysis(GameRules.of(rules, removed_values(removed)))
    method = METHOD
    if removed:
        n = len(removed)
        method = METHOD.replace(
            "off the top of a full shoe", f"off the top of the shoe less {n} known card{'s' if n > 1 else ''}"
        )
    return BaseGameResult(
        house_edge=-a.ev,
        exact=None,
        method=method,
        player_return=a.ev,
        player_blackjack=a.player_blackjack,
        dealer_blackjack=sum(u.probability * u.dealer_blackjack for u in a.per_up),
        per_up_card=a.per_up,
    )


MOVE_NAMES = {"S": "stand", "H": "hit", "D": "double", "R": "surrender", "P": "split"}
#: the move a chart code makes when every move is allowed
CODE_MOVES = {"H": "hit", "S": "stand", "D": "double", "Ds": "double", "P": "split", "Rh": "surrender",
              "Rs": "surrender", "Rp": "surrender"}  # fmt: skip


def action_values(rules: Rules, cards: Sequence[Card], up: Card) -> dict[str, float]:
    """Expected return of each move open to a first two-card hand, playing on by the chart:
    ``stand``, ``hit``, ``double``, ``surrender``, ``split`` as the rules allow. In a peek game the
    values are given no dealer blackjack (the only case where the player decides); with no hole
    card they include the dealer's blackjack, which takes doubles and splits per [FR-BJ-11]."""
    if len(cards) != 2:
        raise ValueError("action values are for a first hand of two cards")
    return hand_values(rules, cards, up).values


@dataclass(frozen=True)
class HandValues:
    """The value of every move of one hand against one up card [FR-BJ-8, FR-BJ-9, FR-BJ-10]."""

    cards: tuple[Card, ...]
    up: Card
    values: dict[str, float]  #: move → expected return per initial bet, for this exact composition
    best: str  #: the move of highest value (composition-dependent)
    chart_code: str  #: the chart's code for the hand (total-dependent; pairs: the pair row)
    chart_move: str  #: the chart's move when every move is allowed
    basis: str  #: what the values are conditioned on

    def to_dict(self) -> dict[str, object]:
        """Plain data for JSON."""
        return {
            "cards": [c.code for c in self.cards],
            "up": self.up.code,
            "values": self.values,
            "best": self.best,
            "chart_code": self.chart_code,
            "chart_move": self.chart_move,
            "basis": self.basis,
        }


def hand_values(rules: Rules, cards: Sequence[Card], up: Card) -> HandValues:
    """Every move's expected return for this hand (two or more cards, the first two-card moves —
    double, surrender, split — only for two cards), then playing on by the computed chart; beside
    it the chart's own (total-dependent) code. Refused: fewer than two cards, a bust hand, a
    blackjack (paid at once), cards the shoe cannot hold."""
    if len(cards) < 2:
        raise ConfigError("cards", f"a hand has at least two cards, got {len(cards)}")
    hard = sum(c.value for c in cards)
    if hard > 21:
        raise ConfigError("cards", f"{' '.join(c.code for c in cards)} is bust ({hard}): no move to value")
    values = tuple(sorted(c.value for c in cards))
    if values == (1, 10):
        raise ConfigError("cards", "a blackjack is paid at once: no move to value")
    shoe_counts(rules.decks, (*cards, up))  # each card no more often than the shoe holds it
    g = GameRules.of(rules)
    a = analysis(g)
    opts = hand_options(g, values, up.value, chart=a)
    named = {MOVE_NAMES[k]: float(v) for k, v in opts.items()}
    best = max(named, key=lambda k: named[k])
    code = Strategy(a).code(cards, up)
    peek = rules.hole_card == "peek" and up.value in (1, 10)
    basis = (
        "given no dealer blackjack (the dealer has peeked)"
        if peek
        else "including the dealer's blackjack after the player has played [FR-BJ-11]"
        if up.value in (1, 10)
        else "no dealer blackjack is possible"
    )
    return HandValues(tuple(cards), up, named, best, code, CODE_MOVES[code], basis)
