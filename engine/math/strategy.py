"""Basic strategy computed from the table's rules, never typed in: see :mod:`engine.math.bj_analysis`.

``compute_strategy(rules)`` gives a :class:`Strategy`: the chart (hard totals, soft totals, pairs ×
dealer up card) and ``decide()``, which turns a chart code into the move allowed at that moment
(``D`` → double, else hit; ``Ds`` → double, else stand; ``Rh``/``Rs``/``Rp`` → surrender, else
hit/stand/split; ``P`` when the pair may not split → the total's own code; a pair row's other codes
are the pair's own best move) [FR-BJ-8, FR-BJ-9, FR-BJ-10]. Insurance is never taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..core.cards import Card
from ..core.rules import Rules
from .bj_analysis import hand_options, two_card_options
from .bj_game import CODES, Analysis, GameRules
from .strategy_cache import analysis

__all__ = ["CODES", "UP_LABELS", "Strategy", "compute_strategy"]

#: dealer up cards in chart order, by value (1 = ace)
UP_ORDER = (2, 3, 4, 5, 6, 7, 8, 9, 10, 1)
PAIR_ORDER = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
HARD_TOTALS = range(4, 22)
SOFT_TOTALS = range(13, 22)


def label(value: int) -> str:
    """``"A"`` for 1, ``"T"`` for 10, else the digit."""
    return "A" if value == 1 else "T" if value == 10 else str(value)


UP_LABELS = tuple(label(v) for v in UP_ORDER)

_CODE_MOVE = {"H": "hit", "S": "stand", "D": "double", "Ds": "double", "P": "split", "Rh": "surrender",
              "Rs": "surrender", "Rp": "surrender"}  # fmt: skip
_KEYS = {"hit": "H", "stand": "S", "double": "D", "split": "P", "surrender": "R"}

_MOVES = {
    "H": ("hit", "hit"),
    "S": ("stand", "stand"),
    "D": ("double", "hit"),
    "Ds": ("double", "stand"),
    "Rh": ("surrender", "hit"),
    "Rs": ("surrender", "stand"),
}


class Strategy:
    """A basic-strategy chart for one rule set, with the moves it implies.

    ``composition=True``: :meth:`decide` plays the best move for the hand's exact cards (each move
    valued for that composition, then playing on by the chart; :func:`engine.math.bj_analysis.hand_options`),
    the chart only where the values are not known (a bust or blackjack hand).
    """

    def __init__(self, analysis: Analysis, *, composition: bool = False) -> None:
        self.analysis = analysis
        self.composition = composition
        self._hard = analysis.hard
        self._soft = analysis.soft
        self._pairs = analysis.pairs
        self._values: dict[tuple[tuple[int, ...], int], dict[str, float]] = {}

    def values(self, cards: Sequence[Card], up: Card) -> dict[str, float]:
        """Each move's value (``S``, ``H``, ``D``, ``R``, ``P`` as open to the hand) for these exact
        cards, playing on by the chart (memoized per composition and up card)."""
        key = (tuple(sorted(c.value for c in cards)), up.value)
        v = self._values.get(key)
        if v is None:
            v = hand_options(self.analysis.rules, key[0], key[1], chart=self.analysis)
            self._values[key] = v
        return v

    def composition_move(
        self, cards: Sequence[Card], up: Card, *, can_double: bool, can_split: bool, can_surrender: bool
    ) -> str:
        """The best allowed move for this exact composition."""
        allowed = {"S": True, "H": True, "D": can_double, "P": can_split, "R": can_surrender}
        vals = {k: x for k, x in self.values(cards, up).items() if allowed[k]}
        best = max(vals, key=lambda k: vals[k])
        return _NAMES[best]

    @property
    def house_edge(self) -> float:
        """The house edge of playing this chart (fraction of the initial bet), see :mod:`engine.math.basegame`."""
        return -self.analysis.ev

    def _row(self, cards: Sequence[Card], up: Card) -> str:
        hard = sum(c.value for c in cards)
        if any(c.is_ace for c in cards) and hard <= 11:
            return self._soft[hard + 10][up.value]
        return self._hard[min(max(hard, 4), 21)][up.value]

    def code(self, cards: Sequence[Card], up: Card) -> str:
        """The chart code for this hand: the pair row for a two-card pair, else its total's row."""
        if len(cards) == 2 and cards[0].value == cards[1].value:
            return self._pairs[cards[0].value][up.value]
        return self._row(cards, up)

    def decide(self, cards: Sequence[Card], up: Card, *, can_double: bool, can_split: bool, can_surrender: bool) -> str:
        """The move: ``hit``, ``stand``, ``double``, ``split`` or ``surrender``, among those allowed."""
        hard = sum(c.value for c in cards)
        if hard > 21:
            return "stand"
        if (
            self.composition
            and len(cards) >= 2
            and not (len(cards) == 2 and hard == 11 and any(c.is_ace for c in cards))
        ):
            return self.composition_move(
                cards, up, can_double=can_double, can_split=can_split, can_surrender=can_surrender
            )
        code = self._row(cards, up)
        if len(cards) == 2 and cards[0].value == cards[1].value:
            pair = self._pairs[cards[0].value][up.value]
            if pair == "Rp" and can_surrender:
                return "surrender"
            if pair in ("P", "Rp") and can_split:
                return "split"
            if pair not in ("P", "Rp"):  # the pair's own best move (7,7 may stand where 14 hits)
                code = pair
        preferred, otherwise = _MOVES[code]
        if preferred == "double" and not can_double:
            return otherwise
        if preferred == "surrender" and not can_surrender:
            return otherwise
        return preferred

    def exceptions(self) -> list[dict[str, object]]:
        """Two-card hands whose best move for their exact cards differs from the chart's move
        (every move allowed): ``{"hand": "T,2", "up": "4", "chart": "S", "best": "hit", "gain": …}``."""
        g = self.analysis.rules
        out: list[dict[str, object]] = []
        for u in UP_ORDER:
            for (a, b), vals in two_card_options(g, self.analysis, u).items():
                code = self._pairs[a][u] if a == b else self._row_values((a, b), u)
                chart_move = _CODE_MOVE[code]
                best = max(vals, key=lambda k: vals[k])
                key = _KEYS[chart_move]
                if _NAMES[best] != chart_move and key in vals:
                    out.append({"hand": f"{label(b)},{label(a)}", "up": label(u), "chart": code,
                                "best": _NAMES[best], "gain": vals[best] - vals[key]})  # fmt: skip
        return out

    def _row_values(self, values: tuple[int, int], up: int) -> str:
        hard = sum(values)
        if 1 in values and hard <= 11:
            return self._soft[hard + 10][up]
        return self._hard[hard][up]

    def chart(self) -> dict[str, dict[str, dict[str, str]]]:
        """``{"hard": {"4": {"2": "H", …}}, "soft": {"13": …}, "pairs": {"A": …}}``, up cards 2…9, T, A."""
        return {
            "hard": {str(t): {label(u): self._hard[t][u] for u in UP_ORDER} for t in HARD_TOTALS},
            "soft": {str(t): {label(u): self._soft[t][u] for u in UP_ORDER} for t in SOFT_TOTALS},
            "pairs": {label(v): {label(u): self._pairs[v][u] for u in UP_ORDER} for v in PAIR_ORDER},
        }


_NAMES = {"S": "stand", "H": "hit", "D": "double", "R": "surrender", "P": "split"}


@lru_cache(maxsize=32)
def _strategy(g: GameRules, composition: bool = False) -> Strategy:
    return Strategy(analysis(g), composition=composition)


def compute_strategy(rules: Rules, *, composition: bool = False) -> Strategy:
    """The basic strategy of ``rules`` (cached in memory and on disk, :mod:`engine.math.strategy_cache`:
    rule sets that differ only in options the base game ignores, such as the shuffle or the side
    bet, share one). Slow the first time for a rule set: call it off the GUI thread.
    ``composition``: decide by the hand's exact cards (see :class:`Strategy`)."""
    return _strategy(GameRules.of(rules), composition)
