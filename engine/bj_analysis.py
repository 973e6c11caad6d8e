"""The base game analysed from the rules: a basic-strategy chart and its expected return.

Method (one pass per dealer up card, floats):

1. Dealer: exact final-total probabilities for the shoe less the up card and every card the player
   holds (:mod:`engine.bj_dealer`), memoized by the removed multiset. Against an ace or a ten they
   are conditioned on the hole card not making blackjack; the chance it does is kept apart.
2. Player: expected values of stand, hit (then play on by the chart), double and surrender for each
   hand composition, the player's cards drawn from the shoe less the up card and his own cards,
   and, against an ace or a ten, given that the unseen hole card does not make blackjack (exact:
   each draw's odds are those of the shoe less one random non-blackjack card).
3. Chart: rows are decided in an order where every hand a hit can reach is already decided (hard
   21→12, soft 21→12, hard 11→4). A row's code is the action with the best average over the row's
   two-card hands (three-card hands for 21), weighted by their probability. Hands of three or more
   cards follow the row (total-dependent strategy): ``D``/``Rh`` → hit, ``Ds``/``Rs`` → stand.
4. Peek game [FR-BJ-3 option]: a dealer blackjack ends the round before any decision, so decisions
   maximise the value given no blackjack. No hole card (ENHC): the hole card comes after the player
   has played, so every action is valued with the blackjack chance: the dealer blackjack takes the
   doubled and split stakes too (``all``) or only the original bet (``original``) [FR-BJ-11]; a
   surrender gives back half even if the dealer then makes blackjack [FR-BJ-10].
5. Splits (the usual approximation): each split hand is valued as one hand holding a card of the
   pair with the other pair card removed; the expected number of hands comes from the chance that
   a hand's second card matches the pair (resplit up to ``max_hands``; aces only with
   ``resplit_aces``; split aces take one card) [FR-BJ-9]. Cards drawn to the other split hands
   are not removed.
6. The house edge is minus the probability-weighted value of every initial deal; insurance is never
   taken. In the no-hole-card game a double lost to a blackjack under ``original`` uses the bust
   chance given no blackjack (a tiny approximation).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from engine.bj_dealer import BLACKJACK, dealer_graph, full_shoe
from engine.rules import Rules

#: weight of each value in a removed-multiset key (counts stay below 64)
_W = tuple(64**c for c in range(10))
HARD_ROWS = tuple(range(21, 3, -1))
SOFT_ROWS = tuple(range(21, 11, -1))
CODES = ("H", "S", "D", "Ds", "P", "Rh", "Rs", "Rp")
_HITS = {"H": True, "D": True, "Rh": True, "S": False, "Ds": False, "Rs": False}


@dataclass(frozen=True)
class GameRules:
    """The options of :class:`engine.rules.Rules` that change the base game's strategy or value."""

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

    @staticmethod
    def of(rules: Rules) -> GameRules:
        """The relevant part of ``rules``."""
        return GameRules(
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
        )

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


def _total(hard: int, ace: bool) -> tuple[int, bool]:
    if ace and hard <= 11:
        return hard + 10, True
    return hard, False


class _UpCard:
    """Expected values against one up card; memo tables live as long as the analysis of it."""

    def __init__(self, g: GameRules, up: int) -> None:
        if up == 1 and not g.surrender_vs_ace:  # surrender=late-except-ace [FR-BJ-10, 2020 amendment]
            g = replace(g, surrender=False)
        self.g = g
        self.up = up
        shoe = full_shoe(g.decks)
        shoe[up - 1] -= 1
        self.shoe = shoe
        self.left = sum(shoe)
        self.evaluate = dealer_graph(up, g.hit_soft_17).fast()
        self.peeks = up in (1, 10)
        #: the hole card that would make blackjack (value index), -1 when none can
        self.bj_card = 9 if up == 1 else 0 if up == 10 else -1
        self.dmemo: dict[int, tuple[float, ...]] = {}
        self.hmemo: dict[int, tuple[float, float]] = {}
        self.hit_hard = [True] * 12 + [False] * 10  # index = total; ≤ 11 always hits
        self.hit_soft = [False] * 22
        self.codes: dict[tuple[bool, int], str] = {}
        self.split_cache: dict[int, tuple[float, float]] = {}

    # ------------------------------------------------------------------ dealer and standing

    def dealer(self, rkey: int, removed: list[int]) -> tuple[float, ...]:
        """(stand EV for ≤16, 17, 18, 19, 20, 21, P(dealer blackjack)) given no dealer blackjack."""
        d = self.dmemo.get(rkey)
        if d is None:
            shoe = self.shoe
            counts = [shoe[c] - removed[c] for c in range(10)]
            p = self.evaluate(counts, self.left - sum(removed))
            pbj = p[BLACKJACK]
            nb = 1.0 - pbj
            p17, p18, p19, p20, p21, bust = (x / nb for x in p[:6])
            d = (
                2 * bust - 1,
                bust - p18 - p19 - p20 - p21,
                bust + p17 - p19 - p20 - p21,
                bust + p17 + p18 - p20 - p21,
                bust + p17 + p18 + p19 - p21,
                bust + p17 + p18 + p19 + p20,
                pbj,
            )
            self.dmemo[rkey] = d
        return d

    def stand(self, total: int, rkey: int, removed: list[int]) -> float:
        """EV of standing on ``total`` (no dealer blackjack)."""
        d = self.dealer(rkey, removed)
        return d[0] if total < 17 else d[total - 16]

    # ------------------------------------------------------------------ drawing

    def _after(self, removed: list[int], rkey: int, hard: int, ace: bool, play: bool) -> tuple[float, float]:
        """(EV, P(bust)) of a hand just dealt a card, averaged over that card; ``play``: then follow the
        chart (hit), else stand (double)."""
        shoe = self.shoe
        left = self.left - sum(removed)
        ev = 0.0
        pb = 0.0
        hit_hard = self.hit_hard
        hit_soft = self.hit_soft
        bj = self.bj_card
        if bj < 0:
            scale = 1.0 / left
            scale_bj = scale
        else:  # the hole card is not the one that makes blackjack: exact draw odds given that
            m_bj = shoe[bj] - removed[bj]
            scale = (1.0 - 1.0 / (left - m_bj)) / (left - 1)
            scale_bj = 1.0 / (left - 1)
        for c in range(10):
            m = shoe[c] - removed[c]
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
            removed[c] += 1
            k2 = rkey + _W[c]
            if play and t < 21 and (hit_soft[t] if soft else hit_hard[t]):
                v, b = self.hit(removed, k2, h2, a2)
                ev += p * v
                pb += p * b
            else:
                ev += p * self.stand(t, k2, removed)
            removed[c] -= 1
        return ev, pb

    def hit(self, removed: list[int], rkey: int, hard: int, ace: bool) -> tuple[float, float]:
        """(EV, P(bust)) of hitting, then playing on by the chart."""
        key = rkey * 64 + hard * 2 + ace
        r = self.hmemo.get(key)
        if r is None:
            r = self._after(removed, rkey, hard, ace, True)
            self.hmemo[key] = r
        return r

    def double(self, removed: list[int], rkey: int, hard: int, ace: bool) -> tuple[float, float]:
        """(EV on the doubled stake, P(bust)) of doubling."""
        ev, pb = self._after(removed, rkey, hard, ace, False)
        return 2 * ev, pb

    # ------------------------------------------------------------------ values of actions

    def pbj(self, rkey: int, removed: list[int]) -> float:
        """Chance the hole card makes blackjack, given the removed cards."""
        return self.dealer(rkey, removed)[6] if self.peeks else 0.0

    def objective(self, ev: float, loss_bj: float, pbj: float) -> float:
        """What a decision maximises: EV given no blackjack (peek), or the full EV (ENHC)."""
        if self.g.enhc and pbj:
            return pbj * loss_bj + (1 - pbj) * ev
        return ev

    def options(self, removed: list[int], rkey: int, hard: int, ace: bool, initial: bool) -> dict[str, float]:
        """Objective value of each action of a two- or three-card hand (split excluded)."""
        g = self.g
        t, soft = _total(hard, ace)
        pbj = self.pbj(rkey, removed)
        out = {"S": self.objective(self.stand(t, rkey, removed), -1.0, pbj)}
        if t < 21:
            out["H"] = self.objective(self.hit(removed, rkey, hard, ace)[0], -1.0, pbj)
        two = sum(removed) == 2
        if two and initial and g.may_double(hard, soft):
            ev, pb = self.double(removed, rkey, hard, ace)
            out["D"] = self.objective(ev, -2.0 if g.takes_all else -1.0 - pb, pbj)
        if two and initial and g.surrender:
            out["R"] = -0.5
        return out

    def play_code(
        self, code: str, removed: list[int], rkey: int, hard: int, ace: bool, can_double: bool, can_surrender: bool
    ) -> tuple[float, float, float, float]:
        """Follow a row code: (EV given no blackjack, loss if the dealer has blackjack, stake, P(bust))."""
        t = _total(hard, ace)[0]
        if code.startswith("R") and can_surrender:
            return -0.5, -0.5, 1.0, 0.0
        if code in ("D", "Ds") and can_double:
            ev, pb = self.double(removed, rkey, hard, ace)
            return ev, (-2.0 if self.g.takes_all else -1.0 - pb), 2.0, pb
        if t < 21 and _HITS[code if code != "Rp" else "Rh"]:
            ev, pb = self.hit(removed, rkey, hard, ace)
            return ev, -1.0, 1.0, pb
        return self.stand(t, rkey, removed), -1.0, 1.0, 0.0

    # ------------------------------------------------------------------ splits

    def split(self, v: int) -> tuple[float, float]:
        """(EV given no blackjack, loss if the dealer has blackjack) of splitting a pair of value ``v``."""
        if v in self.split_cache:
            return self.split_cache[v]
        g = self.g
        c0 = v - 1
        removed = [0] * 10
        removed[c0] = 2
        rkey = 2 * _W[c0]
        shoe = self.shoe
        left = self.left - 2
        aces = v == 1
        match = float(shoe[c0] - 2)
        if v == 10 and g.split_by_rank:  # only the same rank splits again: a quarter of the tens
            match = max(0.0, (4 * g.decks - 2) * (shoe[9] - 2) / (16 * g.decks - 2))
        nonmatch = left - match
        acc = [0.0, 0.0, 0.0, 0.0]  # ev, stake, busted stake, bust, over non-matching second cards
        m_hand: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)
        for c in range(10):
            m = float(shoe[c] - removed[c])
            is_match = c == c0
            if is_match:
                m -= match
            if m <= 0 and not is_match:
                continue
            h2 = v + c + 1
            a2 = aces or c == 0
            removed[c] += 1
            k2 = rkey + _W[c]
            r = self._split_hand(removed, k2, h2, a2, aces)
            removed[c] -= 1
            if is_match:
                if m > 0:  # a ten of another rank (split by rank): an ordinary second card
                    for i in range(4):
                        acc[i] += m / nonmatch * r[i]
                m_hand = r
            else:
                for i in range(4):
                    acc[i] += m / nonmatch * r[i]
        may_resplit = not aces or g.resplit_aces
        n_np, n_m = _split_counts(match, float(left), g.max_hands, may_resplit)
        ev = n_np * acc[0] + n_m * m_hand[0]
        if g.takes_all:
            loss = -(n_np * acc[1] + n_m * m_hand[1])
        else:
            n = n_np + n_m
            pb = (n_np * acc[3] + n_m * m_hand[3]) / n
            loss = -(n_np * acc[2] + n_m * m_hand[2] + 1 - pb**n)
        self.split_cache[v] = (ev, loss)
        return ev, loss

    def _split_hand(self, removed: list[int], rkey: int, hard: int, ace: bool, aces: bool) -> tuple[float, ...]:
        """(EV, stake, busted stake, P(bust)) of one split hand of two cards [FR-BJ-9, FR-BJ-7]."""
        t, soft = _total(hard, ace)
        if aces:  # one card each: it stands (ace + ten is 21, not blackjack)
            return self.stand(t, rkey, removed), 1.0, 0.0, 0.0
        g = self.g
        code = self.codes[(soft, t)]
        can_double = g.das and g.may_double(hard, soft)
        ev, _loss, stake, pb = self.play_code(code, removed, rkey, hard, ace, can_double, False)
        return ev, stake, stake * pb, pb


def _split_counts(match: float, left: float, max_hands: int, may_resplit: bool) -> tuple[float, float]:
    """Expected numbers of split hands whose second card does not / does match the pair (the latter
    only when no further split is allowed), splitting again whenever allowed."""
    memo: dict[tuple[int, int, int], tuple[float, float]] = {}

    def f(pending: int, hands: int, k: int) -> tuple[float, float]:
        if pending == 0:
            return 0.0, 0.0
        key = (pending, hands, k)
        if key in memo:
            return memo[key]
        q = max(match - k, 0.0) / (left - k)
        a, b = f(pending - 1, hands, k)
        np_, m_ = (1 - q) * (a + 1), (1 - q) * b
        if q:
            if may_resplit and hands < max_hands:
                a, b = f(pending + 1, hands + 1, k + 1)
                np_, m_ = np_ + q * a, m_ + q * b
            else:
                a, b = f(pending - 1, hands, k + 1)
                np_, m_ = np_ + q * a, m_ + q * (b + 1)
        memo[key] = (np_, m_)
        return np_, m_

    return f(2, 2, 0)


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


def _weight(cards: tuple[int, ...], shoe: list[int]) -> float:
    """Relative chance of drawing this multiset: product of binomials C(count, k)."""
    w = 1.0
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


def _load(up: _UpCard, cards: tuple[int, ...]) -> tuple[list[int], int, int, bool]:
    removed = [0] * 10
    rkey = 0
    for v in cards:
        removed[v - 1] += 1
        rkey += _W[v - 1]
    return removed, rkey, sum(cards), 1 in cards


def _decide_rows(up: _UpCard) -> None:
    """Fill ``up.codes`` row by row, in an order where a hit only reaches decided rows."""
    order = [(False, t) for t in HARD_ROWS if t >= 12] + [(True, t) for t in SOFT_ROWS]
    order += [(False, t) for t in HARD_ROWS if t < 12]
    for soft, total in order:
        sums: dict[str, float] = {}
        weight = 0.0
        for h in _row_hands(soft, total):
            w = _weight(h, up.shoe)
            removed, rkey, hard, ace = _load(up, h)
            for k, val in up.options(removed, rkey, hard, ace, True).items():
                sums[k] = sums.get(k, 0.0) + w * val
            weight += w
        hits = sums.get("H", -9.0) > sums["S"]
        best = max(sums, key=lambda k: sums[k])
        if best == "R":
            code = "Rh" if hits else "Rs"
        elif best == "D":
            code = "D" if hits else "Ds"
        else:
            code = "H" if hits else "S"
        up.codes[(soft, total)] = code
        (up.hit_soft if soft else up.hit_hard)[total] = hits


def _decide_pairs(up: _UpCard) -> dict[int, str]:
    """Pair codes: ``P``/``Rp`` where splitting beats the pair's own row, else the row's code."""
    g = up.g
    out: dict[int, str] = {}
    for v in range(1, 11):
        removed, rkey, hard, ace = _load(up, (v, v))
        t, soft = _total(hard, ace)
        row = up.codes[(soft, t)]
        pbj = up.pbj(rkey, removed)
        can_double = g.may_double(hard, soft)
        ev, loss, _s, _b = up.play_code(row, removed, rkey, hard, ace, can_double, False)
        keep = up.objective(ev, loss, pbj)
        sev, sloss = up.split(v)
        split = up.objective(sev, sloss, pbj)
        if split > keep:
            out[v] = "Rp" if g.surrender and split < -0.5 else "P"
        else:
            out[v] = row
    return out


def _dealt(ev: float, loss_bj: float, pbj: float, enhc: bool) -> float:
    """Value of a dealt hand: a peeked blackjack takes the bet before any move; with no hole card
    the move's own loss to a blackjack applies [FR-BJ-11]."""
    if enhc:
        return pbj * loss_bj + (1 - pbj) * ev
    return -pbj + (1 - pbj) * ev


def _deal_value(up: _UpCard, pairs: dict[int, str]) -> tuple[float, float, float]:
    """(EV against this up card, P(player blackjack), average P(dealer blackjack)) over initial deals."""
    g = up.g
    total_w = 0.0
    ev = 0.0
    pbj_player = 0.0
    pbj_dealer = 0.0
    ratio = float(g.blackjack_ratio)
    for h in _TWO:
        w = _weight(h, up.shoe)
        removed, rkey, hard, ace = _load(up, h)
        pbj = up.pbj(rkey, removed)
        total_w += w
        pbj_dealer += w * pbj
        t, soft = _total(hard, ace)
        if t == 21:  # blackjack: paid unless the dealer has one too [FR-BJ-7]
            pbj_player += w
            ev += w * (1 - pbj) * ratio
            continue
        row = up.codes[(soft, t)]
        can_double = g.may_double(hard, soft)
        e, lo, _s, _b = up.play_code(row, removed, rkey, hard, ace, can_double, g.surrender)
        keep = _dealt(e, lo, pbj, g.enhc)
        v = h[0]
        code = pairs[v] if h[0] == h[1] else row
        if code in ("P", "Rp") and not (code == "Rp" and g.surrender):
            se, slo = up.split(v)
            split = _dealt(se, slo, pbj, g.enhc)
            frac = 1.0
            if v == 10 and g.split_by_rank:  # only two tens of the same rank may split
                frac = (4 * g.decks - 1) / (16 * g.decks - 1)
            ev += w * (frac * split + (1 - frac) * keep)
        elif code == "Rp":
            ev += w * _dealt(-0.5, -0.5, pbj, g.enhc)
        else:
            ev += w * keep
    return ev / total_w, pbj_player / total_w, pbj_dealer / total_w


@lru_cache(maxsize=16)
def analyse(g: GameRules) -> Analysis:
    """Chart and expected return of the base game for these rules (cached)."""
    shoe = full_shoe(g.decks)
    n = sum(shoe)
    hard: dict[int, dict[int, str]] = {t: {} for t in range(4, 22)}
    soft: dict[int, dict[int, str]] = {t: {} for t in range(12, 22)}
    pairs: dict[int, dict[int, str]] = {v: {} for v in range(1, 11)}
    per_up: list[UpCardResult] = []
    ev = 0.0
    pbj_player = 0.0
    for u in range(1, 11):
        up = _UpCard(g, u)
        _decide_rows(up)
        prs = _decide_pairs(up)
        e, pp, pd = _deal_value(up, prs)
        p_up = shoe[u - 1] / n
        ev += p_up * e
        pbj_player += p_up * pp
        per_up.append(UpCardResult(u, p_up, e, pd))
        for (is_soft, t), code in up.codes.items():
            (soft if is_soft else hard)[t][u] = code
        for v, code in prs.items():
            pairs[v][u] = code
    return Analysis(g, hard, soft, pairs, ev, tuple(per_up), pbj_player)


def hand_options(g: GameRules, cards: tuple[int, ...], up_value: int) -> dict[str, float]:
    """Value of each action open to a first two-card hand (values; 1 = ace) against ``up_value``,
    playing on by the computed chart: ``S``, ``H``, ``D``, ``R``, ``P`` as the rules allow. Peek game:
    given no dealer blackjack; no hole card: including the dealer blackjack [FR-BJ-11]."""
    a = analyse(g)
    up = _UpCard(g, up_value)
    for t, row in a.hard.items():
        up.codes[(False, t)] = row[up_value]
        up.hit_hard[t] = _HITS[row[up_value]]
    for t, row in a.soft.items():
        up.codes[(True, t)] = row[up_value]
        up.hit_soft[t] = _HITS[row[up_value]]
    removed, rkey, hard, ace = _load(up, cards)
    out = up.options(removed, rkey, hard, ace, True)
    if len(cards) == 2 and cards[0] == cards[1]:
        ev, loss = up.split(cards[0])
        out["P"] = up.objective(ev, loss, up.pbj(rkey, removed))
    return out
