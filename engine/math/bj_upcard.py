"""The calculator of the base-game analysis against one dealer up card (exact on fractions, or
floats), the row-by-row decisions of the chart and the value of every initial deal; the method is
described in :mod:`engine.math.bj_analysis`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from .bj_dealer import CountsFn, dealer_graph
from .bj_game import (
    _HITS,
    _TWO,
    _W,
    HARD_ROWS,
    SOFT_ROWS,
    Analysis,
    GameRules,
    Num,
    UpCardResult,
    _code,
    _dealt,
    _row_hands,
    _total,
    _weight,
    split_value,
)


class _UpCard:
    """Expected values against one up card; memo tables live as long as the analysis of it.

    The shoe's state is kept in place: ``cnt`` (counts by value, ints when exact, floats when fast),
    ``left`` and the memo key of the removed multiset move together as cards are taken and put back.
    """

    def __init__(self, g: GameRules, up: int, exact: bool = False) -> None:
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
        self.graph = dealer_graph(up, g.hit_soft_17)
        self.peeks = up in (1, 10)
        #: the hole card that would make blackjack (value index), -1 when none can
        self.bj_card = 9 if up == 1 else 0 if up == 10 else -1
        self.dmemo: dict[int, tuple[Num, ...]] = {}
        self.hmemo: dict[int, tuple[Num, Num]] = {}
        self.tmemo: dict[int, Num] = {}
        self.hit_hard = [True] * 12 + [False] * 10  # index = total; ≤ 11 always hits
        self.hit_soft = [False] * 22
        self.codes: dict[tuple[bool, int], str] = {}
        self.split_cache: dict[int, tuple[Num, Num]] = {}

    @property
    def fn(self) -> CountsFn:
        """The generated dealer pass (written at its first use)."""
        return self.graph.counts_fn()

    def begin_row(self, soft: bool, total: int) -> None:
        """Called before the hands of a chart row are valued (rows are decided in order)."""

    def decided(self, soft: bool, total: int, code: str) -> None:
        """The row's code is known: hands of three or more cards reaching it follow it."""
        (self.hit_soft if soft else self.hit_hard)[total] = _HITS[code]

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
        ev, loss = split_value(g, pairs, n, min(hands, 2 + extra), xs, ns, one)
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


def _decide_rows(up: _UpCard) -> None:
    """Fill ``up.codes`` row by row, in an order where a hit only reaches decided rows."""
    order = [(False, t) for t in HARD_ROWS if t >= 12] + [(True, t) for t in SOFT_ROWS]
    order += [(False, t) for t in HARD_ROWS if t < 12]
    for soft, total in order:
        up.begin_row(soft, total)
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
        up.decided(soft, total, code)


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


def _analyse(g: GameRules, exact: bool, calculator: Callable[[GameRules, int], _UpCard] | None = None) -> Analysis:
    """The chart and value of ``g``, each up card analysed by ``calculator(g, up)`` (default: an
    :class:`_UpCard` on fractions when ``exact``, else on floats)."""
    shoe = g.shoe()
    n = sum(shoe)
    hard: dict[int, dict[int, str]] = {t: {} for t in range(4, 22)}
    soft: dict[int, dict[int, str]] = {t: {} for t in range(12, 22)}
    pairs: dict[int, dict[int, str]] = {v: {} for v in range(1, 11)}
    per_up: list[UpCardResult] = []
    ev: Num = Fraction(0) if exact else 0.0
    pbj_player: Num = ev
    for u in range(1, 11):
        up = calculator(g, u) if calculator else _UpCard(g, u, exact)
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
