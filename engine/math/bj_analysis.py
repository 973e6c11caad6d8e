"""The base game analysed from the rules: a basic-strategy chart and its expected return.

Method (one pass per dealer up card; the same code runs in floats, fast, or in exact fractions,
the reference the fast path is tested against):

1. Dealer: exact final-total probabilities for the shoe less the up card and every card the player
   holds (:mod:`engine.math.bj_dealer`, one generated pass per removed multiset, on ints when exact),
   memoized by the removed multiset. Against an ace or a ten they are conditioned on the hole card
   not making blackjack; the chance it does is kept apart.
2. Player: expected values of stand, hit (then play on by the chart), double and surrender for each
   hand composition, the player's cards drawn from the shoe less the up card and his own cards,
   and, against an ace or a ten, given that the unseen hole card does not make blackjack (exact:
   each draw's odds are those of the shoe less one random non-blackjack card).
3. Chart: rows are decided in an order where every hand a hit can reach is already decided (hard
   21→12, soft 21→12, hard 11→4). A row's code is the action with the best average over the row's
   two-card hands (three-card hands for 21), weighted by their probability. Hands of three or more
   cards follow the row (total-dependent strategy): ``D``/``Rh`` → hit, ``Ds``/``Rs`` → stand.
   A pair's row is the best of splitting and of the pair's own stand, hit, double and surrender
   (so 7,7 may stand where hard 14 hits).
4. Peek game [FR-BJ-3 option]: a dealer blackjack ends the round before any decision, so decisions
   maximise the value given no blackjack. No hole card (ENHC): the hole card comes after the player
   has played, so every action is valued with the blackjack chance: the dealer blackjack takes the
   doubled and split stakes too (``all``) or only the original bet (``original``) [FR-BJ-11]; a
   surrender gives back half even if the dealer then makes blackjack [FR-BJ-10].
5. Splits (the method of published calculators: Eric Farmer's analyzer, the Wizard of Odds'
   appendix 9): a split hand is one hand holding a card of the pair, played by the chart (double
   only with ``das``; split aces take one card), its second card drawn with the same no-blackjack
   conditioning as any draw; it knows how many pair cards the round has dealt (the pair, and one
   more for each resplit) and how many other hands' second cards were not pair cards, not the other
   cards drawn to those hands. The value sums over the number of hands (up to ``max_hands``; aces
   again only with ``resplit_aces``) and the order their second cards come in [FR-BJ-9].
6. The house edge is minus the probability-weighted value of every initial deal; insurance is never
   taken. In the no-hole-card game under ``original`` a double lost to a blackjack uses the bust
   chance given no blackjack, and split hands that all bust are counted as two (tiny approximations).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ..core.errors import ConfigError
from ..core.rules import Rules
from . import bj_batch
from .bj_dealer import dealer_graph, full_shoe

#: version of the method: cached figures of another version are computed again
ANALYSIS_VERSION = 3
#: a number of the analysis: ``float`` on the fast path, :class:`Fraction` on the exact one
Num = Any

#: weight of each value in a removed-multiset key (counts stay below 64)
_W = tuple(64**c for c in range(10))
HARD_ROWS = tuple(range(21, 3, -1))
SOFT_ROWS = tuple(range(21, 11, -1))
CODES = ("H", "S", "D", "Ds", "P", "Rh", "Rs", "Rp")
_HITS = {"H": True, "D": True, "Rh": True, "S": False, "Ds": False, "Rs": False}
#: the fewest cards the analysed shoe may keep after known cards are taken out
MIN_LEFT = 26


@dataclass(frozen=True)
class GameRules:
    """The options of :class:`engine.core.rules.Rules` that change the base game's strategy or value,
    and the card values known to be out of the shoe (``removed``, sorted; 1 = ace, 10 = ten)."""

    decks: int
    hit_soft_17: bool
    enhc: bool
    takes_all: bool
    double_on: str
    das: bool
    split_by_rank: bool
    max_hands: int
    resplit_aces: bool
    surrender: bool
    blackjack_ratio: Fraction
    draw_on_21: bool
    surrender_vs_ace: bool = True
    removed: tuple[int, ...] = field(default=())

    @staticmethod
    def of(rules: Rules, removed: tuple[int, ...] = ()) -> GameRules:
        """The relevant part of ``rules``, with the values of known cards out of the shoe."""
        g = GameRules(
            decks=rules.decks,
            hit_soft_17=rules.soft_17 == "hit",
            enhc=rules.enhc,
            takes_all=rules.dealer_blackjack_takes == "all",
            double_on=rules.double_on,
            das=rules.double_after_split,
            split_by_rank=rules.split_by == "rank",
            max_hands=rules.max_hands,
            resplit_aces=rules.resplit_aces,
            surrender=rules.surrender != "none",
            surrender_vs_ace=rules.surrender == "late",
            blackjack_ratio=rules.blackjack_ratio,
            draw_on_21=rules.draw_on_21,
            removed=tuple(sorted(removed)),
        )
        g.shoe()  # refuse an impossible removal now
        return g

    def shoe(self) -> list[int]:
        """Counts by value (index = value - 1) of the shoe the analysis deals from."""
        shoe = full_shoe(self.decks)
        for v in self.removed:
            if not 1 <= v <= 10:
                raise ConfigError("removed", f"card value must be 1–10, got {v}")
            if shoe[v - 1] == 0:
                raise ConfigError("removed", f"more cards of value {v} removed than {self.decks} deck(s) hold")
            shoe[v - 1] -= 1
        if sum(shoe) < max(MIN_LEFT, 26 * self.decks):
            raise ConfigError(
                "removed", f"{len(self.removed)} cards removed: the analysis needs at least half the shoe left"
            )
        return shoe

    def may_double(self, hard: int, soft: bool) -> bool:
        """Whether a two-card hand may double [FR-BJ-8] (and draw: [FR-BJ-4])."""
        total = hard + 10 if soft else hard
        if total == 21 and not self.draw_on_21:
            return False
        if self.double_on == "any":
            return True
        low = 9 if self.double_on == "9-11" else 10
        return not soft and low <= hard <= 11


@dataclass(frozen=True)
class UpCardResult:
    """What the analysis found against one dealer up card."""

    up: int  #: value, 1 = ace
    probability: float  #: chance of this up card
    ev: float  #: player's expected return per initial bet against it
    dealer_blackjack: float  #: chance the hole card makes blackjack (after the player's two cards, averaged)


@dataclass(frozen=True)
class Analysis:
    """Chart rows (``hard[t][up]``, ``soft[t][up]``, ``pairs[v][up]``; ``up`` = value 1…10) and value."""

    rules: GameRules
    hard: dict[int, dict[int, str]]
    soft: dict[int, dict[int, str]]
    pairs: dict[int, dict[int, str]]
    ev: float
    per_up: tuple[UpCardResult, ...]
    player_blackjack: float
    exact_ev: Fraction | None = None  #: the expected return as a fraction (exact path only)


def _total(hard: int, ace: bool) -> tuple[int, bool]:
    if ace and hard <= 11:
        return hard + 10, True
    return hard, False


class _UpCard:
    """Expected values against one up card; memo tables live as long as the analysis of it.

    The shoe's state is kept in place: ``cnt`` (counts by value, ints when exact, floats when fast),
    ``left`` and the memo key of the removed multiset move together as cards are taken and put back.
    """

    def __init__(self, g: GameRules, up: int, exact: bool = False, batch: bool = False) -> None:
        if up == 1 and not g.surrender_vs_ace:  # surrender=late-except-ace [FR-BJ-10, 2020 amendment]
            g = replace(g, surrender=False)
        self.g = g
        self.up = up
        self.exact = exact
        self.one: Num = Fraction(1) if exact else 1.0
        self.zero: Num = self.one * 0
        shoe = g.shoe()
        if shoe[up - 1]:  # (an up card the shoe cannot deal is analysed on the shoe as it is, weight 0)
            shoe[up - 1] -= 1
        self.shoe = shoe
        self.cnt: list[Num] = list(shoe) if exact else [float(x) for x in shoe]
        self.left: Num = sum(shoe) if exact else float(sum(shoe))
        self.fn = dealer_graph(up, g.hit_soft_17).counts_fn()
        self.peeks = up in (1, 10)
        #: the hole card that would make blackjack (value index), -1 when none can
        self.bj_card = 9 if up == 1 else 0 if up == 10 else -1
        self.dmemo: dict[int, tuple[Num, ...]] = {}
        #: the dealer tuples of every removal at once (floats only, see bj_batch): ``bflat[bindex[key] + j]``
        self.bindex: dict[int, int] = {}
        self.bflat: list[float] = []
        if batch and not exact and bj_batch.available():
            extra = min(2 * (g.max_hands - 2), bj_batch.MAX_EXTRA)
            self.bindex, self.bflat = bj_batch.dealer_table(dealer_graph(up, g.hit_soft_17), shoe, extra)
        self.hmemo: dict[int, tuple[Num, Num]] = {}
        self.tmemo: dict[int, Num] = {}
        self.hit_hard = [True] * 12 + [False] * 10  # index = total; ≤ 11 always hits
        self.hit_soft = [False] * 22
        self.codes: dict[tuple[bool, int], str] = {}
        self.split_cache: dict[int, tuple[Num, Num]] = {}

    # ------------------------------------------------------------------ the shoe

    def take(self, c: int, rkey: int) -> int:
        """Take a card of value index ``c`` out of the shoe; the new memo key."""
        self.cnt[c] -= 1
        self.left -= 1
        key: int = rkey + _W[c]
        return key

    def put(self, c: int) -> None:
        """Put back a card taken by :meth:`take`."""
        self.cnt[c] += 1
        self.left += 1

    def load(self, cards: tuple[int, ...]) -> tuple[int, int, bool]:
        """Take a hand's values out of the shoe: (memo key, hard total, holds an ace)."""
        rkey = 0
        for v in cards:
            rkey = self.take(v - 1, rkey)
        return rkey, sum(cards), 1 in cards

    def unload(self, cards: tuple[int, ...]) -> None:
        """Put back a hand taken by :meth:`load`."""
        for v in cards:
            self.put(v - 1)

    def draw_scales(self) -> tuple[Num, Num]:
        """(chance per card of a value, for the blackjack-making value) of the next card: against
        an ace or a ten, given that the hole card does not make blackjack."""
        one = self.one
        left = self.left
        bj = self.bj_card
        if bj < 0:
            s = one / left
            return s, s
        return (one - one / (left - self.cnt[bj])) / (left - 1), one / (left - 1)

    # ------------------------------------------------------------------ dealer and standing

    def dealer(self, rkey: int) -> tuple[Num, ...]:
        """(stand EV for ≤16, 17, 18, 19, 20, 21, P(dealer blackjack)) given no dealer blackjack,
        for the shoe as it stands (``rkey`` is its memo key)."""
        d = self.dmemo.get(rkey)
        if d is None:
            i = self.bindex.get(rkey)
            if i is not None:
                return tuple(self.bflat[i : i + 7])
            o17, o18, o19, o20, o21, obj, den = self.fn(self.cnt, self.left)
            nb = den - obj
            # standing on t: P(bust) + P(below t) - P(above t) = 1 - P(t) - 2 P(above t), times nb;
            # the sums above t run from 21 down, as in :meth:`stand_top`
            a20 = o21
            a19 = a20 + o20
            a18 = a19 + o19
            a17 = a18 + o18
            a16 = a17 + o17
            e = (nb - a16 - a16, nb - o17 - a17 - a17, nb - o18 - a18 - a18, nb - o19 - a19 - a19,
                 nb - o20 - a20 - a20, nb - o21)  # fmt: skip
            if self.exact:
                d = (*(Fraction(x, nb) for x in e), Fraction(obj, den))
            else:
                inv = 1.0 / nb
                d = (*(x * inv for x in e), obj / den)
            self.dmemo[rkey] = d
        return d

    def stand_top(self, total: int, rkey: int) -> Num:
        """:meth:`stand` for a total of 18–21 whose full dealer distribution is not known yet:
        only the chances of ``total`` and above are summed (memoized by composition and total)."""
        key = rkey * 32 + total
        x = self.tmemo.get(key)
        if x is None:
            d = self.dmemo.get(rkey)
            if d is not None:
                x = d[total - 16]
            else:
                _o17, o18, o19, o20, o21, obj, den = self.fn(self.cnt, self.left, total)
                nb = den - obj
                if total == 21:
                    e = nb - o21
                else:
                    a = o21
                    if total < 20:
                        a = a + o20
                        if total < 19:
                            a = a + o19
                    o = o20 if total == 20 else o19 if total == 19 else o18
                    e = nb - o - a - a
                x = Fraction(e, nb) if self.exact else e * (1.0 / nb)
            self.tmemo[key] = x
        return x

    def stand(self, total: int, rkey: int) -> Num:
        """EV of standing on ``total`` (no dealer blackjack)."""
        d = self.dealer(rkey)
        return d[0] if total < 17 else d[total - 16]

    # ------------------------------------------------------------------ drawing

    def _after(self, rkey: int, hard: int, ace: bool, play: bool) -> tuple[Num, Num]:
        """(EV, P(bust)) of a hand just dealt a card, averaged over that card; ``play``: then follow the
        chart (hit), else stand (double)."""
        cnt = self.cnt
        left = self.left
        scale, scale_bj = self.draw_scales()
        ev = pb = self.zero
        hit_hard = self.hit_hard
        hit_soft = self.hit_soft
        bindex = self.bindex
        bflat = self.bflat
        hmemo = self.hmemo
        bj = self.bj_card
        for c in range(10):
            m = cnt[c]
            if not m:
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
            k2 = rkey + _W[c]
            if play and t < 21 and (hit_soft[t] if soft else hit_hard[t]):
                hk = k2 * 64 + h2 * 2 + a2
                r = hmemo.get(hk)
                if r is None:  # (what :meth:`hit` does, without the second look-up)
                    cnt[c] = m - 1
                    self.left = left - 1
                    r = hmemo[hk] = self._after(k2, h2, a2, True)
                    cnt[c] = m
                ev += p * r[0]
                pb += p * r[1]
                continue
            i = bindex.get(k2)
            if i is not None:
                ev += p * bflat[i + t - 16 if t > 16 else i]
                continue
            cnt[c] = m - 1
            self.left = left - 1
            if t > 17:
                x = self.dmemo.get(k2)
                ev += p * (x[t - 16] if x is not None else self.tmemo.get(k2 * 32 + t) or self.stand_top(t, k2))
            else:
                d = self.dmemo.get(k2) or self.dealer(k2)
                ev += p * d[t - 16 if t > 16 else 0]
            cnt[c] = m
        self.left = left
        return ev, pb

    def hit(self, rkey: int, hard: int, ace: bool) -> tuple[Num, Num]:
        """(EV, P(bust)) of hitting, then playing on by the chart."""
        key = rkey * 64 + hard * 2 + ace
        r = self.hmemo.get(key)
        if r is None:
            r = self._after(rkey, hard, ace, True)
            self.hmemo[key] = r
        return r

    def double(self, rkey: int, hard: int, ace: bool) -> tuple[Num, Num]:
        """(EV on the doubled stake, P(bust)) of doubling."""
        ev, pb = self._after(rkey, hard, ace, False)
        return 2 * ev, pb

    # ------------------------------------------------------------------ values of actions

    def pbj(self, rkey: int) -> Num:
        """Chance the hole card makes blackjack, given the shoe as it stands."""
        return self.dealer(rkey)[6] if self.peeks else self.zero

    def objective(self, ev: Num, loss_bj: Num, pbj: Num) -> Num:
        """What a decision maximises: EV given no blackjack (peek), or the full EV (ENHC)."""
        if self.g.enhc and pbj:
            return pbj * loss_bj + (1 - pbj) * ev
        return ev

    def options(self, rkey: int, hard: int, ace: bool, n_cards: int, initial: bool = True) -> dict[str, Num]:
        """Objective value of each action of a hand whose cards are out of the shoe (split excluded)."""
        g = self.g
        t, soft = _total(hard, ace)
        pbj = self.pbj(rkey)
        one = self.one
        out = {"S": self.objective(self.stand(t, rkey), -one, pbj)}
        if t < 21:
            out["H"] = self.objective(self.hit(rkey, hard, ace)[0], -one, pbj)
        two = n_cards == 2
        if two and initial and g.may_double(hard, soft):
            ev, pb = self.double(rkey, hard, ace)
            out["D"] = self.objective(ev, -2 * one if g.takes_all else -one - pb, pbj)
        if two and initial and g.surrender:
            out["R"] = -one / 2
        return out

    def play_code(
        self, code: str, rkey: int, hard: int, ace: bool, can_double: bool, can_surrender: bool
    ) -> tuple[Num, Num, Num, Num]:
        """Follow a row code: (EV given no blackjack, loss if the dealer has blackjack, stake, P(bust))."""
        t = _total(hard, ace)[0]
        one = self.one
        if code.startswith("R") and can_surrender:
            return -one / 2, -one / 2, one, self.zero
        if code in ("D", "Ds") and can_double:
            ev, pb = self.double(rkey, hard, ace)
            return ev, (-2 * one if self.g.takes_all else -one - pb), 2 * one, pb
        if t < 21 and _HITS[code if code not in ("P", "Rp") else "Rh"]:
            ev, pb = self.hit(rkey, hard, ace)
            return ev, -one, one, pb
        return self.stand(t, rkey), -one, one, self.zero

    # ------------------------------------------------------------------ splits

    def split(self, v: int) -> tuple[Num, Num]:
        """(EV given no blackjack, loss if the dealer has blackjack) of splitting a pair of value ``v``.

        Each split hand is valued knowing only how many pair cards the round has dealt and how many
        other hands' second cards were not pair cards (the other cards drawn to those hands are not
        removed): the method of Eric Farmer's combinatorial analyzer (``blackjack_split.pdf``), the
        one the Wizard of Odds' appendix 9 describes. ``X[a]``: a split hand with any second card
        (a new pair is played, not split), ``N[a]``: given its second card is not a pair card, both
        with ``a`` pair cards removed beyond the two split."""
        if v in self.split_cache:
            return self.split_cache[v]
        g = self.g
        one = self.one
        c0 = v - 1
        aces = v == 1
        rkey, _hard, _ace = self.load((v, v))
        n = self.left  # cards left once the up card and the pair are out
        share: Num = one
        if v == 10 and g.split_by_rank:  # only the same rank splits again: its share of the tens left
            share = Fraction(4 * g.decks - 2, 16 * g.decks - 2)
            if not self.exact:
                share = float(share)
        pairs = self.cnt[c0] * share  # cards that would make a new pair
        hands = g.max_hands if (not aces or g.resplit_aces) else 2
        extra = max(0, min(2 * (hands - 2), int(self.cnt[c0])))
        xs: list[tuple[Num, ...]] = []
        ns: list[tuple[Num, ...]] = []
        key = rkey
        removed = 0
        bj = self.bj_card
        for a in range(extra + 1):
            if a:
                key = self.take(c0, key)
                removed += 1
            scale, scale_bj = self.draw_scales()
            match = self.cnt[c0] * share
            p_match = match * (scale_bj if c0 == bj else scale)
            acc_x = [self.zero] * 4
            acc_n = [self.zero] * 4
            for c in range(10):
                m = self.cnt[c]
                if m <= 0:
                    continue
                pc = m * (scale_bj if c == bj else scale)
                k2 = self.take(c, key)
                r = self._split_hand(k2, v + c + 1, aces or c == 0, aces)
                self.put(c)
                w_n = pc - p_match if c == c0 else pc  # (a ten of another rank, when split by rank)
                for i in range(4):
                    acc_x[i] += pc * r[i]
                    acc_n[i] += w_n * r[i]
            rest = one - p_match
            xs.append(tuple(acc_x))
            ns.append(tuple(x / rest for x in acc_n) if rest else tuple(acc_x))
        for _ in range(removed):
            self.put(c0)
        self.unload((v, v))
        cx, cn = _split_weights(pairs, n, min(hands, 2 + extra), one)
        tot = [sum((cx[a] * xs[a][i] + cn[a] * ns[a][i] for a in range(len(xs))), self.zero) for i in range(4)]
        n_hands = sum(cx, self.zero) + sum(cn, self.zero)
        ev = tot[0]
        if g.takes_all:
            loss = -tot[1]
        else:
            pb = tot[3] / n_hands
            loss = -(tot[2] + 1 - pb * pb)
        self.split_cache[v] = (ev, loss)
        return ev, loss

    def _split_hand(self, rkey: int, hard: int, ace: bool, aces: bool) -> tuple[Num, ...]:
        """(EV, stake, busted stake, P(bust)) of one split hand of two cards [FR-BJ-9, FR-BJ-7]."""
        t, soft = _total(hard, ace)
        one = self.one
        if aces:  # one card each: it stands (ace + ten is 21, not blackjack)
            return self.stand(t, rkey), one, self.zero, self.zero
        g = self.g
        code = self.codes[(soft, t)]
        can_double = g.das and g.may_double(hard, soft)
        ev, _loss, stake, pb = self.play_code(code, rkey, hard, ace, can_double, False)
        return ev, stake, stake * pb, pb


def _split_weights(pairs: Num, n: Num, hands: int, one: Num) -> tuple[list[Num], list[Num]]:
    """Weights of ``X[a]`` and ``N[a]`` (see :meth:`_UpCard.split`) in the value of splitting up to
    ``hands`` hands (2–4), ``pairs`` of the ``n`` cards left making a new pair: Farmer's sums over
    the number of hands split and the order their second cards come in."""
    zero = one * 0
    cx = [zero] * (2 * max(hands - 2, 0) + 1)
    cn = [zero] * len(cx)
    npair = n - pairs

    def ev_x(w: Num, a: int, b: int) -> None:
        if b == 0:
            cx[a] += w
            return
        u = (pairs - a) / (n - a - b + 1) if n - a - b + 1 else zero
        if u >= 1:
            return
        ev_x(w / (1 - u), a, b - 1)
        if u:
            ev_x(w * u / (u - 1), a + 1, b - 1)

    def ev_n(w: Num, a: int, b: int) -> None:
        u = (pairs - a) / (n - a - b) if n - a - b else zero
        if u >= 1:
            return
        if b == 0:
            cn[a] += w  # N[a] is already the average over non-pair second cards
            return
        ev_n(w / (1 - u), a, b - 1)
        if u:
            ev_n(w * u / (u - 1), a + 1, b - 1)

    def prob(k_pairs: int, k_other: int) -> Num:
        p = one
        for i in range(k_pairs):
            p = p * (pairs - i) / (n - i)
        for i in range(k_other):
            p = p * (npair - i) / (n - k_pairs - i)
        return p

    for h in range(2, hands):  # stopping at h hands: every second card a non-pair
        ev_n(prob(h - 2, h) * (h - 1) * h, h - 2, h - 1)
    for k in range(hands - 1):  # reaching the most hands after k of them are completed
        r = prob(hands - 2, k) * (2 if hands == 4 and k > 0 else 1)
        if k > 0:
            ev_n(r * k, hands - 2, k - 1)
        ev_x(r * (hands - k), hands - 2, k)
    return cx, cn


def _compositions(n: int) -> list[tuple[int, ...]]:
    """Multisets of ``n`` card values (sorted tuples)."""
    out: list[tuple[int, ...]] = []

    def rec(start: int, acc: tuple[int, ...]) -> None:
        if len(acc) == n:
            out.append(acc)
            return
        for v in range(start, 11):
            rec(v, (*acc, v))

    rec(1, ())
    return out


_TWO = _compositions(2)
_THREE = _compositions(3)


def _weight(cards: tuple[int, ...], shoe: list[int]) -> int:
    """Relative chance of drawing this multiset: product of binomials C(count, k)."""
    w = 1
    for v in set(cards):
        k = cards.count(v)
        m = shoe[v - 1]
        num = 1
        for i in range(k):
            num *= m - i
        for i in range(2, k + 1):
            num //= i
        w *= num
    return w


def _row_hands(soft: bool, total: int) -> list[tuple[int, ...]]:
    """The hands that decide a chart row: two-card non-pairs, else pairs, else three cards."""
    for pool in (_TWO, _THREE):
        hands = []
        for h in pool:
            t, s = _total(sum(h), 1 in h)
            if t == total and s == soft and not (len(h) == 2 and t == 21):
                hands.append(h)
        if hands:
            plain = [h for h in hands if len(h) != 2 or h[0] != h[1]]
            return plain or hands
    return []


def _code(vals: dict[str, Num]) -> str:
    """The chart code of the best action among ``vals`` (``S``, ``H``, ``D``, ``R``, ``P``)."""
    best = max(vals, key=lambda k: vals[k])
    hits = vals.get("H", -9) > vals["S"]
    if best == "P":
        return "P"
    if best == "R":
        rest = {k: x for k, x in vals.items() if k != "R"}
        if max(rest, key=lambda k: rest[k]) == "P":
            return "Rp"
        return "Rh" if hits else "Rs"
    if best == "D":
        return "D" if hits else "Ds"
    return "H" if hits else "S"


def _decide_rows(up: _UpCard) -> None:
    """Fill ``up.codes`` row by row, in an order where a hit only reaches decided rows."""
    order = [(False, t) for t in HARD_ROWS if t >= 12] + [(True, t) for t in SOFT_ROWS]
    order += [(False, t) for t in HARD_ROWS if t < 12]
    for soft, total in order:
        sums: dict[str, Num] = {}
        for h in _row_hands(soft, total):
            w = _weight(h, up.shoe)
            if not w:
                continue
            rkey, hard, ace = up.load(h)
            for k, val in up.options(rkey, hard, ace, len(h)).items():
                sums[k] = sums.get(k, up.zero) + w * val
            up.unload(h)
        if not sums:  # no such hand can be dealt from this shoe: stand on 17+, else hit
            sums = {"S": up.zero, "H": up.one if total < 17 else -up.one}
        code = _code(sums)
        up.codes[(soft, total)] = code
        (up.hit_soft if soft else up.hit_hard)[total] = _HITS[code]


def _pair_values(up: _UpCard, v: int) -> dict[str, Num]:
    """Objective value of each action of the pair ``v, v``, splitting included."""
    rkey, hard, ace = up.load((v, v))
    vals = up.options(rkey, hard, ace, 2)
    pbj = up.pbj(rkey)
    up.unload((v, v))
    sev, sloss = up.split(v)
    vals["P"] = up.objective(sev, sloss, pbj)
    return vals


def _decide_pairs(up: _UpCard) -> dict[int, str]:
    """Pair codes: the best of splitting and of the pair's own actions."""
    out: dict[int, str] = {}
    for v in range(1, 11):
        if up.shoe[v - 1] < 2:
            out[v] = up.codes[_total(2 * v, v == 1)[::-1]]  # no such pair can be dealt
            continue
        out[v] = _code(_pair_values(up, v))
    return out


def _dealt(ev: Num, loss_bj: Num, pbj: Num, enhc: bool) -> Num:
    """Value of a dealt hand: a peeked blackjack takes the bet before any move; with no hole card
    the move's own loss to a blackjack applies [FR-BJ-11]."""
    if enhc:
        return pbj * loss_bj + (1 - pbj) * ev
    return -pbj + (1 - pbj) * ev


def _deal_value(up: _UpCard, pairs: dict[int, str]) -> tuple[Num, Num, Num]:
    """(EV against this up card, P(player blackjack), average P(dealer blackjack)) over initial deals."""
    g = up.g
    total_w = 0
    ev = pbj_player = pbj_dealer = up.zero
    ratio = g.blackjack_ratio if up.exact else float(g.blackjack_ratio)
    for h in _TWO:
        w = _weight(h, up.shoe)
        if not w:
            continue
        rkey, hard, ace = up.load(h)
        pbj = up.pbj(rkey)
        total_w += w
        pbj_dealer += w * pbj
        t, soft = _total(hard, ace)
        if t == 21:  # blackjack: paid unless the dealer has one too [FR-BJ-7]
            pbj_player += w
            ev += w * (1 - pbj) * ratio
            up.unload(h)
            continue
        v = h[0]
        row = up.codes[(soft, t)]
        code = pairs[v] if h[0] == h[1] else row
        can_double = g.may_double(hard, soft)
        if code in ("P", "Rp") and not (code == "Rp" and g.surrender):
            e, lo, _s, _b = up.play_code(row, rkey, hard, ace, can_double, g.surrender)
            keep = _dealt(e, lo, pbj, g.enhc)
            up.unload(h)
            se, slo = up.split(v)
            split = _dealt(se, slo, pbj, g.enhc)
            frac: Num = up.one
            if v == 10 and g.split_by_rank:  # only two tens of the same rank may split
                frac = Fraction(4 * g.decks - 1, 16 * g.decks - 1)
                if not up.exact:
                    frac = float(frac)
            ev += w * (frac * split + (1 - frac) * keep)
            continue
        e, lo, _s, _b = up.play_code(code, rkey, hard, ace, can_double, g.surrender)
        ev += w * _dealt(e, lo, pbj, g.enhc)
        up.unload(h)
    return ev / total_w, pbj_player / total_w, pbj_dealer / total_w


def _analyse(g: GameRules, exact: bool) -> Analysis:
    shoe = g.shoe()
    n = sum(shoe)
    hard: dict[int, dict[int, str]] = {t: {} for t in range(4, 22)}
    soft: dict[int, dict[int, str]] = {t: {} for t in range(12, 22)}
    pairs: dict[int, dict[int, str]] = {v: {} for v in range(1, 11)}
    per_up: list[UpCardResult] = []
    ev: Num = Fraction(0) if exact else 0.0
    pbj_player: Num = ev
    for u in range(1, 11):
        up = _UpCard(g, u, exact, batch=True)
        _decide_rows(up)
        prs = _decide_pairs(up)
        p_up = Fraction(shoe[u - 1], n)
        if shoe[u - 1]:
            e, pp, pd = _deal_value(up, prs)
            ev += (p_up if exact else float(p_up)) * e
            pbj_player += (p_up if exact else float(p_up)) * pp
        else:  # this up card cannot be dealt from the shoe
            e = pp = pd = 0.0
        per_up.append(UpCardResult(u, float(p_up), float(e), float(pd)))
        for (is_soft, t), code in up.codes.items():
            (soft if is_soft else hard)[t][u] = code
        for v, code in prs.items():
            pairs[v][u] = code
    return Analysis(g, hard, soft, pairs, float(ev), tuple(per_up), float(pbj_player), ev if exact else None)


@lru_cache(maxsize=16)
def analyse(g: GameRules) -> Analysis:
    """Chart and expected return of the base game for these rules, in floats (cached)."""
    return _analyse(g, False)


def analyse_exact(g: GameRules) -> Analysis:
    """The same analysis in exact fractions (slow: the reference the fast path is tested against)."""
    return _analyse(g, True)


def _charted(g: GameRules, a: Analysis, up_value: int, exact: bool) -> _UpCard:
    """An up-card calculator that plays on by the chart of ``a``."""
    up = _UpCard(g, up_value, exact)
    for t, row in a.hard.items():
        up.codes[(False, t)] = row[up_value]
        up.hit_hard[t] = _HITS[row[up_value]]
    for t, row in a.soft.items():
        up.codes[(True, t)] = row[up_value]
        up.hit_soft[t] = _HITS[row[up_value]]
    return up


def _hand(up: _UpCard, cards: tuple[int, ...]) -> dict[str, Num]:
    rkey, hard, ace = up.load(cards)
    out = up.options(rkey, hard, ace, len(cards))
    pbj = up.pbj(rkey)
    up.unload(cards)
    if len(cards) == 2 and cards[0] == cards[1]:
        ev, loss = up.split(cards[0])
        out["P"] = up.objective(ev, loss, pbj)
    return out


def hand_options(
    g: GameRules, cards: tuple[int, ...], up_value: int, *, exact: bool = False, chart: Analysis | None = None
) -> dict[str, Num]:
    """Value of each action open to a hand (values; 1 = ace) against ``up_value``, for its exact
    composition, playing on by the computed chart (``chart``, else :func:`analyse`): ``S``, ``H``,
    and for a first two-card hand ``D``, ``R`` and, for a pair, ``P`` as the rules allow. Peek
    game: given no dealer blackjack; no hole card: including the dealer blackjack [FR-BJ-11]."""
    return _hand(_charted(g, chart or analyse(g), up_value, exact), cards)


def two_card_options(g: GameRules, chart: Analysis, up_value: int) -> dict[tuple[int, int], dict[str, float]]:
    """:func:`hand_options` of every two-card hand that is not a blackjack, against one up card
    (one calculator shared by all of them: about the cost of analysing that up card again)."""
    up = _charted(g, chart, up_value, False)
    out: dict[tuple[int, int], dict[str, float]] = {}
    for a, b in _TWO:
        if (a, b) != (1, 10) and _weight((a, b), up.shoe):
            out[(a, b)] = _hand(up, (a, b))
    return out


# ---------------------------------------------------------------------- the spread of the result


def _push(d: tuple[Num, ...], total: int) -> Num:
    """Chance the dealer ends on ``total`` (given no blackjack), from the stand values ``d``."""
    if total < 17:
        return 0.0
    p = d[1] - d[0]  # 17
    for t in range(18, total + 1):
        p = d[t - 16] - d[t - 17] - p
    return p


class _Spread:
    """Second moments of a hand's result (per unit staked on it) played by the chart of ``up``."""

    def __init__(self, up: _UpCard) -> None:
        self.up = up
        self.memo: dict[int, Num] = {}

    def stand(self, total: int, rkey: int) -> Num:
        return 1 - _push(self.up.dealer(rkey), total)

    def after(self, rkey: int, hard: int, ace: bool, play: bool) -> Num:
        """E[X²] of a hand just dealt a card (``play``: then by the chart, else it stands)."""
        up = self.up
        cnt = up.cnt
        scale, scale_bj = up.draw_scales()
        m2: Num = up.zero
        for c in range(10):
            m = cnt[c]
            if not m:
                continue
            p = m * (scale_bj if c == up.bj_card else scale)
            h2 = hard + c + 1
            if h2 > 21:
                m2 += p
                continue
            a2 = ace or c == 0
            t, soft = _total(h2, a2)
            k2 = up.take(c, rkey)
            if play and t < 21 and (up.hit_soft[t] if soft else up.hit_hard[t]):
                key = k2 * 64 + h2 * 2 + a2
                v = self.memo.get(key)
                if v is None:
                    v = self.after(k2, h2, a2, True)
                    self.memo[key] = v
                m2 += p * v
            else:
                m2 += p * self.stand(t, k2)
            up.put(c)
        return m2

    def code(self, code: str, rkey: int, hard: int, ace: bool, can_double: bool, can_surrender: bool) -> Num:
        """E[X²] per initial bet of following a row code (given no blackjack)."""
        t = _total(hard, ace)[0]
        if code.startswith("R") and can_surrender:
            return self.up.one / 4
        if code in ("D", "Ds") and can_double:
            return 4 * self.after(rkey, hard, ace, False)
        if t < 21 and _HITS[code if code not in ("P", "Rp") else "Rh"]:
            return self.after(rkey, hard, ace, True)
        return self.stand(t, rkey)

    def split(self, v: int) -> Num:
        """E[(X1 + X2 + …)²] of splitting ``v``: hands taken as independent given their number."""
        up = self.up
        g = up.g
        rkey, _h, _a = up.load((v, v))
        scale, scale_bj = up.draw_scales()
        aces = v == 1
        m2 = up.zero
        total_p = up.zero
        for c in range(10):
            m = up.cnt[c]
            if not m:
                continue
            p = m * (scale_bj if c == up.bj_card else scale)
            k2 = up.take(c, rkey)
            hard = v + c + 1
            t, soft = _total(hard, aces or c == 0)
            if aces:
                x = self.stand(t, k2)
            else:
                x = self.code(up.codes[(soft, t)], k2, hard, aces or c == 0, g.das and g.may_double(hard, soft), False)
            up.put(c)
            m2 += p * x
            total_p += p
        up.unload((v, v))
        ev, _loss = up.split(v)
        n = 2  # the usual two hands; resplits are rare enough for a spread
        per_hand = ev / n
        return n * m2 / total_p + n * (n - 1) * per_hand * per_hand


def second_moment(g: GameRules, a: Analysis) -> float:
    """E[X²] of one round's net result X per initial bet, playing the chart of ``a`` (insurance
    never taken). Exact for every hand that is not split; a split's hands are taken as independent
    given their expected value, two of them."""
    shoe = g.shoe()
    n = sum(shoe)
    out = 0.0
    ratio = float(g.blackjack_ratio)
    for u in range(1, 11):
        if not shoe[u - 1]:
            continue
        up = _charted(g, a, u, False)
        sp = _Spread(up)
        total_w = 0
        acc = 0.0
        for h in _TWO:
            w = _weight(h, up.shoe)
            if not w:
                continue
            total_w += w
            rkey, hard, ace = up.load(h)
            pbj = up.pbj(rkey)
            t, soft = _total(hard, ace)
            if t == 21:  # a natural: paid, or a push against the dealer's [FR-BJ-7]
                acc += w * (1 - pbj) * ratio * ratio
                up.unload(h)
                continue
            v = h[0]
            row = up.codes[(soft, t)]
            code = a.pairs[v][u] if h[0] == h[1] else row
            can_double = g.may_double(hard, soft)
            if code in ("P", "Rp") and not (code == "Rp" and g.surrender):
                up.unload(h)
                x = sp.split(v)
                loss_sq = 4.0 if g.takes_all else 1.0
            else:
                x = sp.code(code, rkey, hard, ace, can_double, g.surrender)
                up.unload(h)
                doubled = code in ("D", "Ds") and can_double
                surrendered = code.startswith("R") and g.surrender
                loss_sq = 0.25 if surrendered else 4.0 if doubled and g.takes_all else 1.0
            if not g.enhc:
                loss_sq = 1.0  # the peeked blackjack takes the original bet before any move
            acc += w * (pbj * loss_sq + (1 - pbj) * x)
        out += shoe[u - 1] / n * acc / total_w
    return out
