"""The simulator's inner loop: rounds through the real :class:`~engine.core.round.Round`, sums in ints.

Kept apart from :mod:`engine.math.simulate` (which runs the workers and sets the figures) so that
``tools/build_compiled.py`` can compile it with the round: compiled, the calls into the round are
native calls. It runs the same as Python source.

Each round: every box bets the table minimum (and the side-bet minimum), the cards are dealt,
insurance answered box by box, then the boxes' hands play in dealing order [FR-BJ-4] by the
policy (:mod:`engine.math.sim_policy`), and the settled round's nets are added up.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.cards import Card
from ..core.errors import RuleError
from ..core.events import Shuffle
from ..core.hand import Hand
from ..core.round import Phase, Round
from ..core.session import Session
from ..core.table import TableConfig
from .sim_policy import (
    DOUBLE,
    HIT,
    KEYS,
    MAY_DOUBLE,
    MAY_SPLIT,
    MAY_SURRENDER,
    PAIR,
    SPLIT,
    STAND,
    TWO,
    UNKNOWN,
    ByCards,
    Policy,
    Table,
    by_total,
)

TICK_EVERY = 500  # rounds between progress ticks
#: whether this module runs compiled with the round (mypyc: tools/build_compiled.py)
COMPILED = not __file__.endswith(".py")


class Sums:
    """What a run added up, in mills. ``m_*``: the main game of every round; ``f_*``: of the rounds
    dealt from a full shoe; ``s_*``: the side bet; ``i_*``: insurance, over the rounds it was taken
    (``i_stake2`` and ``i_cross`` are the sums of stake² and net × stake, its stake varying)."""

    def __init__(self) -> None:
        self.rounds = 0
        self.hands = 0
        self.refused = 0  # the policy's answers the round refused (played as stand)
        self.m_net = 0
        self.m_net2 = 0
        self.f_rounds = 0
        self.f_net = 0
        self.f_net2 = 0
        self.s_net = 0
        self.s_net2 = 0
        self.s_won = 0  # side bets that paid (the others lost)
        self.i_rounds = 0
        self.i_bets = 0
        self.i_stake = 0
        self.i_net = 0
        self.i_net2 = 0
        self.i_stake2 = 0
        self.i_cross = 0
        self.outcomes: dict[str, int] = {}  # side-bet rows that paid, by name


def _decide_by_cards(r: Round, h: Hand, up: Card, by_cards: ByCards, may_surrender: bool) -> int:
    """Any policy: asked with every permission the round grants (first two cards only)."""
    cards = h.cards
    if len(cards) == 2:
        cd = r.can_double()
        cs = cards[0].value == cards[1].value and r.can_split()
        cr = may_surrender and r.can_surrender()
    else:
        cd = cs = cr = False
    return by_cards.code(cards, up, cd, cs, cr)


def play_rounds(
    config: TableConfig,
    policy: Policy,
    rounds: int,
    boxes: int,
    seed: int,
    insure: bool,
    tick: Callable[[int], None] | None,
) -> Sums:
    """Play ``rounds`` rounds of ``boxes`` boxes through a :class:`Session` shuffled from ``seed``."""
    session = Session(config, None, rng=random.Random(seed))
    bet = config.min_bet
    side = config.side.min if config.side.game != "none" else 0
    may_surrender = config.rules.surrender != "none"
    continuous = config.rules.shuffle == "continuous"
    table: Table | None = Table(policy, may_surrender) if by_total(policy) else None
    entries: list[int] = table.entries if table is not None else []
    by_cards = ByCards(policy)
    play_phase = Phase.PLAY
    insurance_phase = Phase.INSURANCE
    up_stride = 3 * KEYS
    two_base = TWO * KEYS
    pair_base = PAIR * KEYS
    out = Sums()
    outcomes = out.outcomes
    hands = refused = 0
    m_net = m_net2 = f_rounds = f_net = f_net2 = s_net = s_net2 = s_won = 0
    done = 0
    while done < rounds:
        chunk = min(TICK_EVERY, rounds - done)
        for _ in range(chunk):
            r = session.round
            for box in range(1, boxes + 1):
                r.bet(box, bet, side)
            dealt = r.deal()
            fresh = continuous or (len(dealt) > 0 and type(dealt[0]) is Shuffle)  # the first round of a shoe
            order = r.order
            offered = r.phase is insurance_phase
            if offered:
                for b in order:  # asked box by box in dealing order [FR-BJ-6]
                    r.insure(b.n, insure)
            if r.phase is play_phase:
                up = r.dealer.cards[0]
                base = up.value * up_stride
                for b in order:  # boxes play in dealing order, a box's hands one after another [FR-BJ-4]
                    bh = b.hands
                    k = 0
                    while k < len(bh):
                        h = bh[k]
                        k += 1
                        while not h.done:
                            if table is not None:
                                cards = h.cards
                                if len(cards) == 2:
                                    v = cards[0].value
                                    if v == cards[1].value:
                                        i = base + pair_base + v
                                    else:
                                        i = base + two_base + h.hard + (32 if h.soft else 0)
                                else:
                                    i = base + h.hard + (32 if h.soft else 0)
                                e = entries[i]
                                if e == UNKNOWN:
                                    e = table.fill(i, cards, up)
                                mask = e & 7
                                f = 0
                                if mask:  # ask the round only the permissions that change the answer
                                    if mask & MAY_DOUBLE and r.can_double():
                                        f = MAY_DOUBLE
                                    if mask & MAY_SPLIT and r.can_split():
                                        f |= MAY_SPLIT
                                    if mask & MAY_SURRENDER and r.can_surrender():
                                        f |= MAY_SURRENDER
                                code = (e >> (3 + 3 * f)) & 7
                            else:
                                code = _decide_by_cards(r, h, up, by_cards, may_surrender)
                            try:  # the round's own action (a native call when compiled)
                                if code == STAND:
                                    r.stand()
                                elif code == HIT:
                                    r.hit()
                                elif code == DOUBLE:
                                    r.double()
                                elif code == SPLIT:
                                    r.split()
                                else:
                                    r.surrender()
                            except RuleError:
                                refused += 1
                                r.stand()
            net = 0
            for b in order:
                bh = b.hands
                hands += len(bh)
                for h in bh:
                    net += h.net
            m_net += net
            m_net2 += net * net
            if fresh:
                f_rounds += 1
                f_net += net
                f_net2 += net * net
            if side:
                s = 0
                for b in order:
                    s += b.net_side
                    if b.side_won:
                        row = b.side_outcome
                        if row:
                            s_won += 1
                            outcomes[row] = outcomes.get(row, 0) + 1
                s_net += s
                s_net2 += s * s
            if offered and insure:
                insured = ins = ins_stake = 0
                for b in order:
                    stake = b.insurance
                    if stake:
                        insured += 1
                        ins += b.net_insurance
                        ins_stake += stake
                if insured:
                    out.i_rounds += 1
                    out.i_bets += insured
                    out.i_stake += ins_stake
                    out.i_net += ins
                    out.i_net2 += ins * ins
                    out.i_stake2 += ins_stake * ins_stake
                    out.i_cross += ins * ins_stake
            session.next_round()
        done += chunk
        if tick is not None:
            tick(chunk)
    out.rounds = rounds
    out.hands = hands
    out.refused = refused
    out.m_net, out.m_net2 = m_net, m_net2
    out.f_rounds, out.f_net, out.f_net2 = f_rounds, f_net, f_net2
    out.s_net, out.s_net2, out.s_won = s_net, s_net2, s_won
    return out
