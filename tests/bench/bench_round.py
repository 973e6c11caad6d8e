"""Benchmark: seven-box rounds through the real round state machine, basic decisions, no I/O.

Run: ``python tests/bench/bench_round.py [rounds]`` or ``python -m pytest -m bench tests/bench/bench_round.py -s``.
Prints hands per second on one core (a hand = one box's hand, split hands counted).
"""

from __future__ import annotations

import random
import sys
import time

import pytest

from croupier.engine.core.round import Phase, Round
from croupier.engine.core.session import Session
from croupier.engine.core.table import build_config


def basic(r: Round) -> str:
    """A compact basic-strategy-like policy (total-dependent), enough to exercise every action."""
    b = r.order[r._box_i]
    h = b.hands[r._hand_i]
    up = r.dealer.cards[0].value
    up = 11 if up == 1 else up
    t = h.total
    if len(h.cards) == 2:
        c1, c2 = h.cards
        if c1.value == c2.value and (c1.is_ace or c1.value == 8) and r.can_split():
            return "split"
        if 9 <= t <= 11 and not h.soft and up < t and r.can_double():
            return "double"
    if h.soft:
        return "hit" if t <= 17 else "stand"
    if t <= 11 or (t <= 16 and up >= 7) or (t == 12 and up <= 3):
        return "hit"
    return "stand"


def play_rounds(n: int, profile: str = "france", seed: int = 1) -> tuple[int, float]:
    """Play ``n`` seven-box rounds; return (hands played, seconds)."""
    s = Session(build_config(profile), rng=random.Random(seed))
    hands = 0
    bet = s.config.min_bet
    side = s.config.side.min
    t0 = time.perf_counter()
    for _ in range(n):
        r = s.round
        for box in range(1, 8):
            r.bet(box, bet, side)
        r.deal()
        while r.phase is not Phase.DONE:
            if r.phase is Phase.INSURANCE:
                r.insure(r.insurance_box, False)  # type: ignore[arg-type]
            else:
                getattr(r, basic(r))()
        hands += sum(len(b.hands) for b in r.order)
        s.next_round()
    return hands, time.perf_counter() - t0


def report(n: int) -> None:
    for profile in ("france", "puerto-rico"):
        hands, secs = play_rounds(n, profile)
        print(f"{profile}: {n} seven-box rounds, {hands} hands in {secs:.2f} s: "
              f"{hands / secs:,.0f} hands/s, {n / secs:,.0f} rounds/s (one core)")  # fmt: skip


@pytest.mark.bench
def test_bench_round_throughput() -> None:
    report(20_000)


if __name__ == "__main__":
    report(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
