"""The strategy trainer: judge a move against the computed strategy, value every option of the hand,
keep the score, and pick the hands to drill.

- :func:`advice` is :meth:`engine.math.strategy.Strategy.decide` for a :class:`Spot` (the hand to play,
  the dealer's up card and which moves the round allows now) [FR-BJ-8] [FR-BJ-9] [FR-BJ-10].
- :func:`option_values` gives the expected return of every allowed move, per initial bet. A first
  hand of two cards takes the engine's own figures (:func:`engine.math.basegame.action_values`). Any
  other hand (three cards or more, a split hand) is valued here the same way, from the dealer's
  exact final-total probabilities of :mod:`engine.math.bj_dealer` with every card the player holds
  removed: stand; hit, then play on by the chart (total-dependent); double, one card then stand;
  split takes the engine's value of splitting that pair. Peek game: given no dealer blackjack; no
  hole card: the dealer's blackjack included [FR-BJ-11]. A surrender returns half [FR-BJ-10].
- :class:`Scores` keeps correct / total per session and over time, and the misses by hand, in
  ``trainer.json`` in the data folder (written atomically; a damaged file is set aside).
- :func:`drill_keys` picks the hands missed most; :class:`DrillShoe` deals them, one a round, each
  from a full shoe shuffled by its own random source: a practice table never touches the table's
  shoe.
"""

from __future__ import annotations

import json
import logging
import os
import random
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.cards import Card, make_decks
from ..core.events import Event
from ..core.frozen import finish as _finish
from ..core.paths import SaveError, atomic_write
from ..core.rules import Rules
from ..core.shoe import Shoe
from ..store.settings import set_aside_noting

if TYPE_CHECKING:  # what Spot and Tally are: dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record
else:
    from ..core.frozen import record

if TYPE_CHECKING:
    from ..math.strategy import Strategy

# engine.math (the strategy tables and the dealer's probabilities) is imported when a figure is first
# asked, not with this module: the table's drill imports it before its first frame

log = logging.getLogger(__name__)

MOVES = ("hit", "stand", "double", "split", "surrender")
INSURANCE = ("insure", "decline")
FILE_NAME = "trainer.json"
SCHEMA = 1
_HITS = {"H": True, "D": True, "Rh": True, "S": False, "Ds": False, "Rs": False}


@record(frozen=True)
class Spot:
    """A decision: the hand's cards, the dealer's up card, and what the round allows now."""

    cards: tuple[Card, ...]
    up: Card
    can_double: bool
    can_split: bool
    can_surrender: bool
    can_hit: bool = True
    first: bool = True  #: the box's first hand (not a hand of a split)
    insurance: bool = False  #: the insurance offer [FR-BJ-6]: ``insure`` or ``decline``

    @property
    def allowed(self) -> tuple[str, ...]:
        """The moves the round allows, in :data:`MOVES` order (the insurance offer: both answers)."""
        if self.insurance:
            return INSURANCE
        on = {"hit": self.can_hit, "stand": True, "double": self.can_double, "split": self.can_split,
              "surrender": self.can_surrender}  # fmt: skip
        return tuple(m for m in MOVES if on[m])

    @property
    def key(self) -> str:
        """The hand as the drill remembers it: ``P8v10`` (a pair of eights against a ten), ``H16v10``,
        ``S18v9`` (soft 18 against a nine); values, 1 = ace."""
        values = [c.value for c in self.cards]
        up = self.up.value
        if self.insurance:
            return f"Iv{up}"
        if len(values) == 2 and values[0] == values[1] and self.can_split:
            return f"P{values[0]}v{up}"
        hard = sum(values)
        if 1 in values and hard <= 11:
            return f"S{hard + 10}v{up}"
        return f"H{hard}v{up}"


_finish()  # Spot's methods (see engine.core.frozen)


def advice(rules: Rules, spot: Spot, strategy: Strategy | None = None) -> str:
    """The computed strategy's move for ``spot``, among the moves allowed; insurance is never taken.
    ``strategy``: the strategy of ``rules`` when the caller has it (computed elsewhere), else computed here."""
    if spot.insurance:
        return "decline"
    if strategy is None:
        from ..math.strategy import compute_strategy

        strategy = compute_strategy(rules)
    move = strategy.decide(spot.cards, spot.up, can_double=spot.can_double,
                           can_split=spot.can_split, can_surrender=spot.can_surrender)  # fmt: skip
    if move == "hit" and not spot.can_hit:
        return "stand"
    return move


# ---------------------------------------------------------------------------------------- values


class _Hand:
    """Expected values of one hand's moves against one up card, from the dealer's probabilities."""

    def __init__(self, rules: Rules, up: int) -> None:
        from ..math.bj_dealer import BLACKJACK, dealer_graph, full_shoe
        from ..math.bj_game import GameRules
        from ..math.strategy import compute_strategy

        g = GameRules.of(rules)
        self.g = g
        a = compute_strategy(rules).analysis
        self.hit_hard = {t: _HITS[row[up]] for t, row in a.hard.items()}
        self.hit_soft = {t: _HITS[row[up]] for t, row in a.soft.items()}
        shoe = full_shoe(g.decks)
        shoe[up - 1] -= 1
        self.shoe = shoe
        self.left = sum(shoe)
        self.evaluate = dealer_graph(up, g.hit_soft_17).fast()
        self.blackjack = BLACKJACK  #: where the evaluated probabilities hold the dealer's blackjack
        self.bj = 9 if up == 1 else 0 if up == 10 else -1  #: the hole card that makes blackjack
        self.dmemo: dict[tuple[int, ...], tuple[float, ...]] = {}
        self.hmemo: dict[tuple[tuple[int, ...], int, bool], tuple[float, float]] = {}

    def dealer(self, removed: tuple[int, ...]) -> tuple[float, ...]:
        """Stand values for ≤16, 17 … 21 given no dealer blackjack, then P(dealer blackjack)."""
        d = self.dmemo.get(removed)
        if d is None:
            counts = [self.shoe[c] - removed[c] for c in range(10)]
            p = self.evaluate(counts, self.left - sum(removed))
            pbj = p[self.blackjack] if self.bj >= 0 else 0.0
            nb = 1.0 - p[self.blackjack]
            p17, p18, p19, p20, p21, bust = (x / nb for x in p[:6])
            wins_below = [bust, bust + p17, bust + p17 + p18, bust + p17 + p18 + p19, bust + p17 + p18 + p19 + p20]
            above = [p18 + p19 + p20 + p21, p19 + p20 + p21, p20 + p21, p21, 0.0]
            d = (2 * bust - 1, *(w - a for w, a in zip(wins_below, above, strict=True)), pbj)
            self.dmemo[removed] = d
        return d

    def stand(self, total: int, removed: tuple[int, ...]) -> float:
        d = self.dealer(removed)
        return d[0] if total < 17 else d[total - 16]

    def draw(self, removed: tuple[int, ...], hard: int, ace: bool, play: bool) -> tuple[float, float]:
        """(EV, P(bust)) after one more card: then play on by the chart (``play``) or stand."""
        if play:
            hit = self.hmemo.get((removed, hard, ace))
            if hit is not None:
                return hit
        left = self.left - sum(removed)
        bj = self.bj
        if bj < 0:
            scale = scale_bj = 1.0 / left
        else:  # the unseen hole card is not the one that makes blackjack
            m_bj = self.shoe[bj] - removed[bj]
            scale = (1.0 - 1.0 / (left - m_bj)) / (left - 1)
            scale_bj = 1.0 / (left - 1)
        ev = pb = 0.0
        for c in range(10):
            m = self.shoe[c] - removed[c]
            if m <= 0:
                continue
            p = m * (scale_bj if c == bj else scale)
            h2 = hard + c + 1
            if h2 > 21:
                ev -= p
                pb += p
                continue
            a2 = ace or c == 0
            soft = a2 and h2 <= 11
            t = h2 + 10 if soft else h2
            r2 = (*removed[:c], removed[c] + 1, *removed[c + 1 :])
            if play and t < 21 and (self.hit_soft[t] if soft else self.hit_hard.get(t, True)):
                v, b = self.draw(r2, h2, a2, True)
                ev += p * v
                pb += p * b
            else:
                ev += p * self.stand(t, r2)
        if play:
            self.hmemo[(removed, hard, ace)] = (ev, pb)
        return ev, pb

    def objective(self, ev: float, loss_bj: float, removed: tuple[int, ...]) -> float:
        """Peek game: the value given no blackjack; no hole card: the blackjack's loss weighed in."""
        pbj = self.dealer(removed)[6]
        if self.g.enhc and pbj:
            return pbj * loss_bj + (1 - pbj) * ev
        return ev


def composition_values(rules: Rules, cards: Sequence[Card], up: Card, *, double: bool) -> dict[str, float]:
    """``stand``, ``hit`` (then the chart) and, when ``double``, ``double`` for any hand, computed
    here from :mod:`engine.math.bj_dealer` (see the module docstring)."""
    h = _Hand(rules, up.value)
    removed = [0] * 10
    for c in cards:
        removed[c.value - 1] += 1
    key = tuple(removed)
    hard = sum(c.value for c in cards)
    ace = any(c.is_ace for c in cards)
    total = hard + 10 if ace and hard <= 11 else hard
    out = {"stand": h.objective(h.stand(total, key) if hard <= 21 else -1.0, -1.0, key)}
    if hard <= 21:
        out["hit"] = h.objective(h.draw(key, hard, ace, True)[0], -1.0, key)
    if double:
        ev, pb = h.draw(key, hard, ace, False)
        out["double"] = h.objective(2 * ev, -2.0 if h.g.takes_all else -1.0 - pb, key)
    return out


def insurance_values(rules: Rules, spot: Spot) -> dict[str, float]:
    """Expected return per initial bet of taking insurance (half the bet, paid 2 to 1) or not: the
    hole card is a ten with the chance of the tens left among the cards unseen by this box
    [FR-BJ-6]."""
    from ..math.bj_dealer import full_shoe

    shoe = full_shoe(rules.decks)
    for c in (*spot.cards, spot.up):
        shoe[c.value - 1] -= 1
    p_ten = shoe[9] / sum(shoe)
    return {"insure": 0.5 * (3 * p_ten - 1), "decline": 0.0}


def option_values(rules: Rules, spot: Spot) -> dict[str, float]:
    """Expected return (per initial bet) of every move ``spot`` allows, in :data:`MOVES` order."""
    if spot.insurance:
        return insurance_values(rules, spot)
    from ..math.basegame import action_values

    allowed = spot.allowed
    pair = len(spot.cards) == 2 and spot.cards[0].value == spot.cards[1].value
    if spot.first and len(spot.cards) == 2:
        values = action_values(rules, spot.cards, spot.up)
    else:
        values = composition_values(rules, spot.cards, spot.up, double=spot.can_double)
        if spot.can_split and pair:
            values["split"] = action_values(rules, spot.cards, spot.up)["split"]
        values["surrender"] = -0.5
    return {m: values[m] for m in allowed if m in values}


# ---------------------------------------------------------------------------------------- scores


@record()
class Tally:
    """Correct moves out of those judged."""

    correct: int = 0
    total: int = 0

    def add(self, right: bool) -> None:
        self.total += 1
        self.correct += int(right)


_finish()  # Tally's methods (see engine.core.frozen)


class Scores:
    """The trainer's score this session and over time, and the hands missed, in ``trainer.json``."""

    def __init__(self, folder: str | os.PathLike[str] | None) -> None:
        self.path = Path(folder) / FILE_NAME if folder is not None else None
        self.warnings: list[str] = []
        self.session = Tally()
        self.practice = Tally()  #: drill answers, apart from table play
        self.overall = Tally()
        self.misses: dict[str, int] = {}
        self._read()

    def _read(self) -> None:
        if self.path is None:
            return
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as e:
            self.warnings.append(f"{self.path}: cannot read the trainer's score ({e.strerror or e})")
            return
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict) or data.get("schema") != SCHEMA:
                raise ValueError(f"expected schema {SCHEMA}")
            correct, total, misses = data["correct"], data["total"], data["misses"]
            if not (isinstance(correct, int) and isinstance(total, int) and 0 <= correct <= total):
                raise ValueError("correct and total must be whole numbers, correct ≤ total")
            if not isinstance(misses, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and v > 0 for k, v in misses.items()
            ):
                raise ValueError("misses must map hands to counts")
        except (ValueError, KeyError, UnicodeDecodeError) as e:
            self.warnings.append(f"{self.path}: the trainer's score is damaged ({e}); it starts again")
            set_aside_noting(self.path, self.warnings)
            return
        self.overall = Tally(correct, total)
        self.misses = dict(misses)

    def record(self, spot: Spot, right: bool, *, practice: bool = False) -> None:
        """One judged move. Table play counts in the session and overall scores; a drill answer in the
        practice score. A miss is remembered for the drill; a right drill answer forgets one."""
        key = spot.key
        if practice:
            self.practice.add(right)
        else:
            self.session.add(right)
            self.overall.add(right)
        if not right:
            self.misses[key] = self.misses.get(key, 0) + 1
        elif practice and key in self.misses:
            self.misses[key] -= 1
            if not self.misses[key]:
                del self.misses[key]
        self.save()

    def save(self) -> None:
        """Write the file atomically; a failure is kept in ``warnings`` (the score is not money)."""
        if self.path is None:
            return
        data = {"schema": SCHEMA, "correct": self.overall.correct, "total": self.overall.total,
                "misses": dict(sorted(self.misses.items()))}  # fmt: skip
        try:
            atomic_write(self.path, (json.dumps(data, indent=1) + "\n").encode("utf-8"))
            os.chmod(self.path, 0o600)
        except (SaveError, OSError) as e:
            log.warning("trainer score not saved: %s", e)
            self.warnings.append(str(e))


# ---------------------------------------------------------------------------------------- drill


def drill_keys(misses: dict[str, int], most: int = 5) -> list[str]:
    """The hands missed most (up to ``most``), most missed first, ties in a fixed order."""
    ranked = sorted(misses.items(), key=lambda kv: (-kv[1], kv[0]))
    return [k for k, n in ranked if n > 0 and drillable(k)][:most]


def parse_key(key: str) -> tuple[str, int, int]:
    """``"H16v10"`` → ``("H", 16, 10)``; raises ``ValueError`` naming a bad key."""
    kind, _, rest = key.partition("v")
    try:
        total, up = int(kind[1:]), int(rest)
    except ValueError:
        raise ValueError(f"bad drill hand {key!r}") from None
    ok = {"P": range(1, 11), "H": range(4, 22), "S": range(12, 22)}.get(kind[:1])
    if ok is None or total not in ok or up not in range(1, 11):
        raise ValueError(f"bad drill hand {key!r}")
    return kind[:1], total, up


def two_cards(key: str) -> tuple[int, int, int]:
    """The two card values that make the drill hand ``key`` (never a pair unless it is one), and the
    up card's value."""
    kind, total, up = parse_key(key)
    if kind == "P":
        return total, total, up
    if kind == "S":
        return 1, total - 11, up
    if total in (4, 20):  # hard 4 and hard 20 in two cards come only as pairs
        return total // 2, total // 2, up
    low = max(2, total - 10)
    return low, total - low, up


def drillable(key: str) -> bool:
    """Whether ``key`` makes a two-card hand with a decision (not 21: that is a blackjack)."""
    try:
        kind, total, _up = parse_key(key)
    except ValueError:
        return False
    return kind == "P" or total < 21


class DrillShoe(Shoe):
    """A practice shoe: each round deals the next drill hand to the first box and the dealer's up
    card, the rest from a full shoe shuffled by ``rng`` (a peek game's hole card never makes
    blackjack, so every drill hand is played). One box is dealt: the drill's table bets on one."""

    def __init__(self, rules: Rules, keys: Sequence[str], rng: random.Random) -> None:
        super().__init__(rules, rng)
        if not keys:
            raise ValueError("no hand to drill: the trainer has recorded no missed move yet")
        for k in keys:
            parse_key(k)
        self.keys = list(keys)
        self.continuous = False
        self.dealt_keys: list[str] = []

    def _pick(self, value: int, pool: list[Card]) -> Card:
        for i, c in enumerate(pool):
            if c.value == value:
                return pool.pop(i)
        raise ValueError(f"no card of value {value} left")  # pragma: no cover - a full shoe has them

    def start_round(self) -> list[Event]:
        key = self.keys[len(self.dealt_keys) % len(self.keys)]
        self.dealt_keys.append(key)
        a, b, up = two_cards(key)
        pool = make_decks(self.rules.decks)
        self.rng.shuffle(pool)
        first, second, dealer = self._pick(a, pool), self._pick(b, pool), self._pick(up, pool)
        head = [first, dealer, second]
        if not self.rules.enhc:
            bj = 10 if up == 1 else 1 if up == 10 else 0
            hole = next(i for i, c in enumerate(pool) if c.value != bj)
            head.append(pool.pop(hole))
        self.cards = pool + head[::-1]  # next card last
        self.in_play = []
        self.cut = 0
        return []


__all__ = [
    "INSURANCE",
    "MOVES",
    "DrillShoe",
    "Scores",
    "Spot",
    "Tally",
    "advice",
    "composition_values",
    "drill_keys",
    "drillable",
    "insurance_values",
    "option_values",
    "parse_key",
    "two_cards",
]
