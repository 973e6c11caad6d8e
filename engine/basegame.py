"""The base game's expected return under the computed basic strategy [FR-BJ-3…11].

``house_edge(rules)`` states its method with the figure. It is combinatorial, in floats (so
``exact`` is None): exact dealer probabilities with removal of every card the player holds, the
player's draws conditioned on the dealer not holding blackjack where he could, the chart of
:mod:`engine.strategy` played on every hand, and the usual split approximation (see
:mod:`engine.bj_analysis`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.bj_analysis import GameRules, UpCardResult, hand_options
from engine.cards import Card
from engine.rules import Rules
from engine.strategy import label
from engine.strategy_cache import analysis

METHOD = (
    "combinatorial analysis in floating point: exact dealer final-total probabilities for the shoe "
    "less the up card and every player card (removal of the player's cards, hole card conditioned on "
    "no dealer blackjack in a peek game), player expected values by hand composition, played by the "
    "computed total-dependent basic strategy; splits valued as one hand times the expected number of "
    "hands (resplits by the chance of pairing again, other split hands' cards not removed); insurance "
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

    def to_dict(self) -> dict[str, object]:
        """Plain figures for JSON."""
        return {
            "house_edge": self.house_edge,
            "exact": None if self.exact is None else str(self.exact),
            "method": self.method,
            "player_return": self.player_return,
            "player_blackjack": self.player_blackjack,
            "dealer_blackjack": self.dealer_blackjack,
            "per_up_card": {label(u.up): {"probability": u.probability, "return": u.ev} for u in self.per_up_card},
        }


def removed_values(cards: Sequence[Card]) -> tuple[int, ...]:
    """The card values (1 = ace, 10 = ten) of known cards out of the shoe."""
    return tuple(sorted(c.value for c in cards))


def house_edge(rules: Rules, removed: Sequence[Card] = ()) -> BaseGameResult:
    """The house edge of the base game under ``rules`` played by :func:`engine.strategy.compute_strategy`;
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


def action_values(rules: Rules, cards: Sequence[Card], up: Card) -> dict[str, float]:
    """Expected return of each move open to a first two-card hand, playing on by the chart:
    ``stand``, ``hit``, ``double``, ``surrender``, ``split`` as the rules allow. In a peek game the
    values are given no dealer blackjack (the only case where the player decides); with no hole
    card they include the dealer's blackjack, which takes doubles and splits per [FR-BJ-11]."""
    if len(cards) != 2:
        raise ValueError("action values are for a first hand of two cards")
    names = {"S": "stand", "H": "hit", "D": "double", "R": "surrender", "P": "split"}
    opts = hand_options(GameRules.of(rules), tuple(sorted(c.value for c in cards)), up.value)
    return {names[k]: v for k, v in opts.items()}
