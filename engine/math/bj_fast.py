"""The fast path of the base-game analysis: the method of :mod:`engine.math.bj_analysis` in floats,
every hand of a chart row valued at once with numpy.

A *node* is a player hand (two or more cards, hard total ≤ 21) in a *variant* of the shoe: the
shoe less the up card (variant 0, the hands as dealt), or, for the hands of a split pair ``v``,
the shoe less ``1 + a`` more cards ``v`` (``a`` = 0 … :data:`MAX_EXTRA`, the ``X[a]`` and ``N[a]``
of :meth:`engine.math.bj_upcard._UpCard.split`). The dealer tuples come from one batched dealer
pass (:func:`engine.math.bj_batch.dealer_table`) over the distinct removals the analysis can read
when the chart hits only the rows of :data:`_GUESS`: the nodes a dealt, split or row-deciding hand
reaches by hitting those rows, and one card further on (about half the removals, fewer against the
small up cards, whose dealer graphs are the largest). A chart that hits another row completes the
table and replays the rows decided so far (their values were exact: every node they read was in
the table), so the figures never depend on the guess, only the time does. Rows of the
chart are then decided in the usual order (:func:`engine.math.bj_upcard._decide_rows`): when a
row starts, the hit values of its roots (the hands it is decided on, and the split hands) are one
gather over the nodes one card further on, whose rows are already decided, and once the row is
known to hit, the same for all its other nodes (in every variant; a row that stands needs none).
Per-node arrays are value-major (``10 × nodes``), so a row's work runs over contiguous memory.
The decisions, pair rows and deal values are the shared code of the exact path, on this
calculator: the same figures, in floats.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from . import bj_batch
from .bj_game import _HITS, GameRules, _row_hands, _total, split_value
from .bj_upcard import _UpCard

#: the most cards of a pair that a split can take out beyond the two split (four hands: 2 × 2)
MAX_EXTRA = 4

#: the rows (soft, total) a chart hits (``H``, ``D``, ``Rh``) by up card, as far as the rule sets
#: seen hit them: the dealer table is computed only where such a chart can lead; a chart that hits
#: another row completes the table (the same figures, slower)
_GUESS: dict[int, frozenset[tuple[bool, int]]] = {
    up: frozenset(
        [(False, t) for t in range(4, 12)]
        + [(True, t) for t in range(12, 18)]
        + ([(False, 12)] if up in (1, 2, 3, 7, 8, 9, 10) else [])
        + ([(False, t) for t in range(13, 17)] if up in (1, 7, 8, 9, 10) else [])
        + ([(True, 18)] if up in (1, 9, 10) else [])
    )
    for up in range(1, 11)
}


#: bits of one card value in a hand's key (counts stay below 64): the key of a multiset is
#: ``Σ count_c << (6 c)``, so the same multiset of values has the same key (:meth:`_FastUp.load`)
_BITS = 6


def _hands() -> list[int]:
    """The keys of every multiset of two or more cards of hard total ≤ 21."""
    out: list[int] = []

    def rec(start: int, total: int, key: int, n: int) -> None:
        if n >= 2:
            out.append(key)
        for v in range(start, 11):
            if total + v > 21:
                break
            rec(v, total + v, key + (1 << (_BITS * (v - 1))), n + 1)

    rec(1, 0, 0, 0)
    return out


def _key(cards: tuple[int, ...]) -> int:
    """The key of a hand's values (1 = ace)."""
    return sum(1 << (_BITS * (v - 1)) for v in cards)


class _Nodes:
    """The nodes of every variant and what the pass needs of them; depends on nothing of the rules
    but the most extra pair cards, built once per process.

    Per-node arrays by card value are stored value-major (``10 × n``): a chart row's nodes are one
    slice of each of the ten rows, so the work on a row runs over contiguous memory."""

    def __init__(self, extra: int) -> None:
        np = bj_batch._numpy()
        keys = np.array(_hands(), dtype=np.int64)
        m = len(keys)
        shifts = (_BITS * np.arange(10, dtype=np.int64))[:, None]
        hands = (keys[None, :] >> shifts) & 63  # counts by value, value-major (10 × m)
        hard = np.arange(1, 11) @ hands
        ace = hands[0] > 0
        soft = ace & (hard <= 11)
        total = hard + 10 * soft
        n_cards = hands.sum(axis=0)
        # each hand's hand one card further on (``m``: it busts; column ``m`` is that sentinel)
        order = np.argsort(keys)
        sorted_key = keys[order]
        hchild = np.full((10, m + 1), m, dtype=np.int64)
        for c in range(10):
            want = keys + (1 << (_BITS * c))
            pos = np.minimum(np.searchsorted(sorted_key, want), m - 1)
            busts = hard + c + 1 > 21
            found = sorted_key[pos] == want
            if not (busts | found).all():
                raise AssertionError("a hand one card further on is missing from the hands")
            hchild[c, :m] = np.where(busts, m, order[pos])
        #: variants: 0 the dealt hands; (v, a) for a split pair of v = 2 … 10 (split aces take one
        #: card and stand: their hands are the removals of :attr:`ace_row`)
        self.variants = [(0, 0)] + [(v, a) for v in range(2, 11) for a in range(extra + 1)]
        self.variant_of = {va: i for i, va in enumerate(self.variants)}
        nvar = len(self.variants)
        parts = [np.arange(m) if v == 0 else np.flatnonzero(hands[v - 1]) for v, _a in self.variants]
        node_hand = np.concatenate(parts)
        node_var = np.repeat(np.arange(nvar), [len(p) for p in parts])
        # nodes in chart-row order (then variant, then hand): a row's nodes are one slice
        hand_row = (soft * 32 + total).astype(np.int16)
        perm = np.argsort(hand_row[node_hand], kind="stable")
        node_hand = node_hand[perm]
        node_var = node_var[perm]
        row_key = hand_row[node_hand]
        n = len(node_hand)
        self.n = n
        node_of = np.full((nvar, m + 1), n, dtype=np.int64)
        node_of[node_var, node_hand] = np.arange(n)
        #: ``childT[c, i]``: the node of the same variant as ``i`` holding a card ``c`` more; a card
        #: that busts leads to node ``n``, a sentinel whose value is -1 and whose bust chance is 1
        self.childT = np.take(node_of.ravel(), np.take(hchild, node_hand, axis=1) + (node_var * (m + 1))[None, :])
        self.hard = hard[node_hand]  #: hard total of each node's hand
        extra_v = np.array([0] + [1 + a for _v, a in self.variants[1:]], dtype=np.int64)
        extra_c = np.array([0] + [v - 1 for v, _a in self.variants[1:]], dtype=np.int64)
        #: ``remT[c, i]``: cards of value ``c`` out of the shoe at node ``i`` (its hand and the
        #: variant's extra pair cards); ``n_out[i]`` their number
        node_extra = extra_v[node_var]
        self.remT = np.take(hands.astype(np.float64), node_hand, axis=1)
        self.remT[extra_c[node_var], np.arange(n)] += node_extra
        self.n_out = (n_cards[node_hand] + node_extra).astype(np.float64)
        # the distinct removals (the split aces' hands {A, c} with 1 + a more aces out last): the
        # batched dealer pass computes one row each
        ace_key = np.array([(2 + a) + (1 << (_BITS * c)) for a in range(extra + 1) for c in range(10)])
        allkeys = np.concatenate([keys[node_hand] + (node_extra << (_BITS * extra_c[node_var])), ace_key])
        uniq, inverse = np.unique(allkeys, return_inverse=True)
        #: the distinct removals, value-major (``10 × removals``)
        self.removals = ((uniq[None, :] >> shifts) & 63).astype(np.float64)
        row = inverse[:n]
        self.ace_row = inverse[n:].reshape(extra + 1, 10)
        node_total = total[node_hand]
        col = np.where(node_total < 17, 0, node_total - 16)
        #: flat indices into a dealer table (rows × 7) of each node's stand value and blackjack chance
        self.stand_at = row * 7 + col
        self.bj_at = row * 7 + 6
        node_cards = n_cards[node_hand]
        self.two_nodes = np.flatnonzero(node_cards == 2)
        #: the nodes the shared code values: two-card hands (every variant: the split hands) and
        #: the three-card hands that decide the rows of 21
        three21 = (node_cards == 3) & (node_var == 0) & (node_total == 21)
        self.roots = np.flatnonzero((node_cards == 2) | three21)
        #: nodes of each chart row (soft, total), every variant, and the roots among them
        self.rows: dict[tuple[bool, int], slice] = {}
        self.row_roots: dict[tuple[bool, int], Any] = {}
        bounds = np.flatnonzero(np.diff(row_key)) + 1
        starts = [0, *bounds.tolist()]
        ends = [*bounds.tolist(), n]
        cuts = np.searchsorted(self.roots, [*starts, n]).tolist()
        #: the most cards of each value (``10 × groups``) and the most cards in all that a node of
        #: each group holds: the rows (``row_group``), then the two-card nodes (group ``-1``)
        self.row_group: dict[tuple[bool, int], int] = {}
        group_max = []
        group_out = []
        for i, (a0, b0) in enumerate(zip(starts, ends, strict=True)):
            k = int(row_key[a0])
            self.rows[(bool(k // 32), k % 32)] = slice(a0, b0)
            self.row_roots[(bool(k // 32), k % 32)] = self.roots[cuts[i] : cuts[i + 1]]
            self.row_group[(bool(k // 32), k % 32)] = i
            group_max.append(self.remT[:, a0:b0].max(axis=1))
            group_out.append(self.n_out[a0:b0].max())
        group_max.append(self.remT[:, self.two_nodes].max(axis=1))
        group_out.append(self.n_out[self.two_nodes].max())
        self.group_max = np.stack(group_max, axis=1)
        self.group_out = np.array(group_out)
        #: node of the split hand {v, c} in variant (v, a): ``split_node[(v, a)][c]``
        hand_of = dict(zip(keys.tolist(), range(m), strict=True))
        self.split_node: dict[tuple[int, int], list[int]] = {}
        for vi, (v, a) in enumerate(self.variants):
            if v:
                two = [hand_of[_key((v, c))] for c in range(1, 11)]
                self.split_node[(v, a)] = node_of[vi, two].tolist()
        self._reach: dict[frozenset[tuple[bool, int]], tuple[Any, Any]] = {}
        #: the node of each dealt hand (variant 0) by its key
        self.base = dict(zip(keys.tolist(), node_of[0, :m].tolist(), strict=True))

    def reach(self, guess: frozenset[tuple[bool, int]]) -> tuple[Any, Any]:
        """The dealer-table rows (and their removals, ``10 × rows``) a chart hitting only the rows
        of ``guess`` reads: the nodes a hand that is dealt, split or decides a row reaches by
        hitting rows of the guess, and the cards one further on (computed once per guess)."""
        got = self._reach.get(guess)
        if got is not None:
            return got
        np = bj_batch._numpy()
        hit_row = np.zeros(self.n + 1, dtype=bool)
        for (soft, total), nodes in self.rows.items():
            if total < 21 and (soft, total) in guess:
                hit_row[nodes] = True
        need = np.zeros(self.n + 1, dtype=bool)
        need[self.roots] = True
        frontier = self.roots
        while frontier.size:
            fresh = np.zeros(self.n + 1, dtype=bool)
            fresh[self.childT[:, frontier[hit_row[frontier]]].ravel()] = True
            fresh &= ~need
            need |= fresh
            frontier = np.flatnonzero(fresh)
        need[self.childT[:, self.two_nodes].ravel()] = True
        wanted = np.zeros(self.removals.shape[1], dtype=bool)
        wanted[self.stand_at[need[: self.n]] // 7] = True
        wanted[self.ace_row.ravel()] = True
        rows = np.flatnonzero(wanted)
        got = self._reach[guess] = (rows, np.ascontiguousarray(self.removals[:, rows]))
        return got

    @property
    def child(self) -> Any:
        """``child[i, c]``: :attr:`childT` by node (a view)."""
        return self.childT.T

    @property
    def removal(self) -> Any:
        """``removal[i, c]``: :attr:`remT` by node (a view)."""
        return self.remT.T


@cache
def _nodes(extra: int) -> _Nodes:
    return _Nodes(extra)


def forget() -> None:
    """Drop the enumeration and the dealer plans (benchmarks time the analysis from nothing)."""
    _nodes.cache_clear()
    _row_hands.cache_clear()
    bj_batch.forget()


class _FastUp(_UpCard):
    """:class:`engine.math.bj_upcard._UpCard` in floats whose hand values are arrays over every
    node: a hand's "memo key" is its node (variant 0)."""

    def __init__(self, g: GameRules, up: int) -> None:
        super().__init__(g, up, False)
        np = bj_batch._numpy()
        nd = _nodes(min(2 * (g.max_hands - 2), MAX_EXTRA))
        self.nd = nd
        self.shoe_col = np.array(self.shoe, dtype=np.float64)[:, None]
        self.shoe_left = left = float(sum(self.shoe))
        #: the groups of nodes (see :attr:`_Nodes.group_max`) where every node is a shoe this one
        #: holds and no draw chance divides by zero: their chances need no checks
        safe = (nd.group_max <= self.shoe_col).all(axis=0) & (left - nd.group_out > 1)
        if self.bj_card >= 0:
            safe &= left - self.shoe[self.bj_card] - nd.group_out > 0
        self.safe: list[bool] = safe.tolist()
        #: bust chances are needed only where a blackjack takes less than the doubled and split stakes
        self.need_pb = not self.g.takes_all
        #: rows decided so far (replayed if the dealer table has to be completed)
        self.done: list[tuple[bool, int, str]] = []
        self.guess = _GUESS[up]
        self.partial = True
        self._use(self._partial_table())

    def _draws(self, nodes: Any, group: int) -> Any:
        """``10 × len(nodes)`` chances of the next card's value at each node of a group (0 at a node
        the shoe cannot hold): against an ace or a ten given the hole card does not make blackjack
        (see :meth:`engine.math.bj_upcard._UpCard.draw_scales`)."""
        np = bj_batch._numpy()
        nd = self.nd
        cnt = self.shoe_col - nd.remT[:, nodes]
        left = self.shoe_left - nd.n_out[nodes]
        bj = self.bj_card
        if self.safe[group]:
            if bj < 0:
                return cnt * (1.0 / left)
            p = cnt * ((1.0 - 1.0 / (left - cnt[bj])) / (left - 1.0))
            p[bj] = cnt[bj] / (left - 1.0)
            return p
        valid = (cnt.min(axis=0) >= 0) & (left > 1)
        with np.errstate(all="ignore"):
            if bj < 0:
                p = cnt * (1.0 / left)
            else:
                p = cnt * ((1.0 - 1.0 / (left - cnt[bj])) / (left - 1.0))
                p[bj] = cnt[bj] / (left - 1.0)
        p[:, ~valid] = 0.0
        return p

    def _partial_table(self) -> Any:
        """The dealer table on the rows the analysis reads if the chart hits no row outside
        :data:`_GUESS` (the others NaN), see :meth:`_Nodes.reach`."""
        np = bj_batch._numpy()
        nd = self.nd
        rows, removals = nd.reach(self.guess)
        table = np.full((nd.removals.shape[1], 7), np.nan)
        table[rows] = bj_batch.dealer_table(self.graph, self.shoe, removals)
        return table

    def _use(self, table: Any) -> None:
        """Take ``table`` as the dealer table: stand, blackjack and double values of every node."""
        np = bj_batch._numpy()
        nd = self.nd
        self.table = table
        flat = table.ravel()
        self.stand_v = np.take(flat, nd.stand_at)
        self.pbj_v = np.take(flat, nd.bj_at) if self.peeks else np.zeros(nd.n)
        #: value of each node played by the chart, and its bust chance (the sentinel last)
        self.val_ev = np.zeros(nd.n + 1)
        self.val_ev[nd.n] = -1.0
        self.val_pb = np.zeros(nd.n + 1)
        self.val_pb[nd.n] = 1.0
        self.hit_ev = np.zeros(nd.n)
        self.hit_pb = np.zeros(nd.n)
        # doubling: one card, then stand
        t = nd.two_nodes
        self.dbl_ev = np.zeros(nd.n)
        self.dbl_pb = np.zeros(nd.n)
        p = self._draws(t, -1)
        ch = nd.childT[:, t]
        stand = np.append(self.stand_v, -1.0)
        with np.errstate(invalid="ignore"):
            self.dbl_ev[t] = 2.0 * (p * stand[ch]).sum(axis=0)
        self.dbl_pb[t] = (p * (ch == nd.n)).sum(axis=0)

    def _complete(self) -> None:
        """The chart hits a row the guess stands on: compute the whole dealer table and replay the
        rows decided so far (their codes stand: every value they were decided on was exact)."""
        self.partial = False
        self._use(bj_batch.dealer_table(self.graph, self.shoe, self.nd.removals))
        for soft, total, code in self.done:
            self.begin_row(soft, total)
            self._settle(soft, total, code)

    # the hands of the shared code are nodes of variant 0
    def load(self, cards: tuple[int, ...]) -> tuple[int, int, bool]:
        return self.nd.base[_key(cards)], sum(cards), 1 in cards

    def unload(self, cards: tuple[int, ...]) -> None:
        pass

    def stand(self, total: int, rkey: int) -> float:
        return float(self.stand_v[rkey])

    def hit(self, rkey: int, hard: int, ace: bool) -> tuple[float, float]:
        return float(self.hit_ev[rkey]), float(self.hit_pb[rkey])

    def double(self, rkey: int, hard: int, ace: bool) -> tuple[float, float]:
        return float(self.dbl_ev[rkey]), float(self.dbl_pb[rkey])

    def pbj(self, rkey: int) -> float:
        return float(self.pbj_v[rkey])

    def _hits(self, nodes: Any, group: int) -> None:
        """Hit values of ``nodes`` (a slice or indices) of a row (its group) from the values one
        card further on."""
        ch = self.nd.childT[:, nodes]
        p = self._draws(nodes, group)
        self.hit_ev[nodes] = (p * self.val_ev[ch]).sum(axis=0)
        if self.need_pb:
            self.hit_pb[nodes] = (p * self.val_pb[ch]).sum(axis=0)

    def begin_row(self, soft: bool, total: int) -> None:
        """Hit values of the row's roots (the hands the row is decided on, and the split hands);
        the row's other nodes are valued once the row is known to hit (:meth:`_settle`)."""
        roots = self.nd.row_roots.get((soft, total))
        if roots is not None and total < 21:
            self._hits(roots, self.nd.row_group[(soft, total)])

    def decided(self, soft: bool, total: int, code: str) -> None:
        super().decided(soft, total, code)
        if self.partial and total < 21 and _HITS[code] and (soft, total) not in self.guess:
            self._complete()
            self.begin_row(soft, total)
        self.done.append((soft, total, code))
        self._settle(soft, total, code)

    def _settle(self, soft: bool, total: int, code: str) -> None:
        """The nodes of a decided row take the value of its code."""
        nodes = self.nd.rows.get((soft, total))
        if nodes is None:
            return
        if total < 21 and _HITS[code]:
            self._hits(nodes, self.nd.row_group[(soft, total)])
            self.val_ev[nodes] = self.hit_ev[nodes]
            self.val_pb[nodes] = self.hit_pb[nodes]
        else:
            self.val_ev[nodes] = self.stand_v[nodes]
            self.val_pb[nodes] = 0.0

    def split(self, v: int) -> tuple[float, float]:
        """:meth:`engine.math.bj_upcard._UpCard.split` on the nodes of the split variants."""
        if v in self.split_cache:
            return self.split_cache[v]
        g = self.g
        c0 = v - 1
        aces = v == 1
        cnt = list(self.shoe)
        cnt[c0] -= 2
        n = sum(cnt)
        share = (4 * g.decks - 2) / (16 * g.decks - 2) if v == 10 and g.split_by_rank else 1.0
        pairs = cnt[c0] * share
        hands = g.max_hands if (not aces or g.resplit_aces) else 2
        extra = max(0, min(2 * (hands - 2), cnt[c0]))
        bj = self.bj_card
        xs: list[tuple[float, ...]] = []
        ns: list[tuple[float, ...]] = []
        for a in range(extra + 1):
            if a:
                cnt[c0] -= 1
            left = sum(cnt)
            if bj < 0:
                scale = scale_bj = 1.0 / left
            else:
                scale, scale_bj = (1.0 - 1.0 / (left - cnt[bj])) / (left - 1), 1.0 / (left - 1)
            p_match = cnt[c0] * share * (scale_bj if c0 == bj else scale)
            acc_x = [0.0] * 4
            acc_n = [0.0] * 4
            for c in range(10):
                m = cnt[c]
                if m <= 0:
                    continue
                pc = m * (scale_bj if c == bj else scale)
                r = self._split_node(v, a, c)
                w_n = pc - p_match if c == c0 else pc
                for i in range(4):
                    acc_x[i] += pc * r[i]
                    acc_n[i] += w_n * r[i]
            rest = 1.0 - p_match
            xs.append(tuple(acc_x))
            ns.append(tuple(x / rest for x in acc_n) if rest else tuple(acc_x))
        ev, loss = split_value(g, pairs, n, min(hands, 2 + extra), xs, ns, 1.0)
        self.split_cache[v] = (ev, loss)
        return ev, loss

    def _split_node(self, v: int, a: int, c: int) -> tuple[float, ...]:
        """(EV, stake, busted stake, P(bust)) of the split hand {v, c} with ``1 + a`` more ``v`` out."""
        hard = v + c + 1
        ace = v == 1 or c == 0
        t, soft = _total(hard, ace)
        if v == 1:  # one card each: it stands (ace + ten is 21, not blackjack)
            row = self.nd.ace_row[a][c]
            return float(self.table[row, 0 if t < 17 else t - 16]), 1.0, 0.0, 0.0
        node = self.nd.split_node[(v, a)][c]
        g = self.g
        code = self.codes[(soft, t)]
        if code in ("D", "Ds") and g.das and g.may_double(hard, soft):
            pb = float(self.dbl_pb[node])
            return float(self.dbl_ev[node]), 2.0, 2.0 * pb, pb
        if t < 21 and _HITS[code if code not in ("P", "Rp") else "Rh"]:
            pb = float(self.hit_pb[node])
            return float(self.hit_ev[node]), 1.0, pb, pb
        return float(self.stand_v[node]), 1.0, 0.0, 0.0


def calculator(g: GameRules, up: int) -> _UpCard:
    """The fast calculator of one up card (for :func:`engine.math.bj_upcard._analyse`)."""
    return _FastUp(g, up)
