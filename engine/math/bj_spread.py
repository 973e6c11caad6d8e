"""The spread of the base game's result: the second moment of one round played by the chart."""

from __future__ import annotations

from .bj_analysis import _charted
from .bj_game import _HITS, _TWO, Analysis, GameRules, Num, _total, _weight
from .bj_upcard import _UpCard


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
