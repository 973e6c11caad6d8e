"""The round-engine workloads of the benchmarks, runnable against any copy of the engine.

``python -S tests/bench/engine_runs.py ROOT WORKLOAD ROUNDS`` puts ``ROOT`` first on ``sys.path`` (a
folder holding a ``croupier`` package whose ``engine`` is the copy to measure), plays the workload
and prints one JSON line: hands, rounds, seconds, and which engine it was (``compiled`` when the
round modules are extension modules). The seconds are the process's CPU time (each workload is one
thread): on a shared machine a process waiting for a core does not count against its engine.
``-S`` keeps the virtual environment's packages out, so an installed engine cannot stand in for the
copy (the engine needs the standard library only).

``python tests/bench/engine_runs.py --peer DIR ROUNDS`` plays the pure-Python peer
(github.com/1andDone/blackjack, a checkout in ``DIR``) on its own rules for the same comparison.

The workloads use only what every version of the engine has (``Session``, the round's trio of
actions, ``to_act``), so an older copy plays exactly the same rounds as the current one.
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

#: the clock of every workload: CPU seconds of this (single-threaded) process
_clock = time.process_time

#: the peer's rules, in ours: 6 decks, the dealer stands on soft 17, double after split, a hole card
#: with a peek, no surrender, one burn card, 75 % penetration (78 of 312 cards behind the cut)
PEER_RULES = {
    "decks": 6,
    "soft_17": "stand",
    "double_after_split": True,
    "hole_card": "peek",
    "shuffle": "shoe",
    "burn": 1,
    "cut_card": 78,
    "surrender": "none",
    "max_hands": 4,
    "resplit_aces": False,
}


def _simple(r: Any) -> str:
    """A compact total-dependent policy, enough to exercise every action (the seven-box workload)."""
    box, hand = r.to_act
    h = r.boxes[box].hands[hand - 1]
    up = r.dealer.cards[0].value
    up = 11 if up == 1 else up
    t = h.total
    cards = h.cards
    if len(cards) == 2:
        c1, c2 = cards
        if c1.value == c2.value and (c1.is_ace or c1.value == 8) and r.can_split():
            return "split"
        if 9 <= t <= 11 and not h.soft and up < t and r.can_double():
            return "double"
    if h.soft:
        return "hit" if t <= 17 else "stand"
    if t <= 11 or (t <= 16 and up >= 7) or (t == 12 and up <= 3):
        return "hit"
    return "stand"


def seven_boxes(rounds: int, profile: str, seed: int = 1) -> tuple[int, float]:
    """Seven boxes with the side bet at ``profile``'s table, the simple policy: (hands, seconds)."""
    from croupier.engine.core.round import Phase
    from croupier.engine.core.session import Session
    from croupier.engine.core.table import build_config

    s = Session(build_config(profile), rng=random.Random(seed))
    bet = s.config.min_bet
    side = s.config.side.min
    done, insurance = Phase.DONE, Phase.INSURANCE
    hands = 0
    t0 = _clock()
    for _ in range(rounds):
        r = s.round
        for box in range(1, 8):
            r.bet(box, bet, side)
        r.deal()
        while r.phase is not done:
            if r.phase is insurance:
                r.insure(r.insurance_box, False)
            else:
                getattr(r, _simple(r))()
        hands += sum(len(b.hands) for b in r.order)
        s.next_round()
    return hands, _clock() - t0


def peer_rules(rounds: int, seed: int = 1) -> tuple[int, float]:
    """One box, flat bet, no side bet, the basic strategy computed for :data:`PEER_RULES` (looked up
    once per distinct situation, as a precomputed chart is): (hands, seconds)."""
    from croupier.engine.core.round import Phase
    from croupier.engine.core.session import Session
    from croupier.engine.core.table import build_config
    from croupier.engine.math.strategy import compute_strategy

    config = build_config("france", PEER_RULES, side_bet={"name": "none"})
    chart = compute_strategy(config.rules)
    s = Session(config, rng=random.Random(seed))
    bet = config.min_bet
    done, insurance = Phase.DONE, Phase.INSURANCE
    cache: dict[tuple[object, ...], str] = {}
    hands = 0
    t0 = _clock()
    for _ in range(rounds):
        r = s.round
        r.bet(1, bet)
        r.deal()
        while r.phase is not done:
            if r.phase is insurance:
                r.insure(r.insurance_box, False)
                continue
            box, hand = r.to_act
            cards = r.boxes[box].hands[hand - 1].cards
            up = r.dealer.cards[0]
            if len(cards) == 2:
                cd, cs = r.can_double(), r.can_split()
                key: tuple[object, ...] = (cards[0].rank, cards[1].rank, up.rank, cd, cs)
            else:
                cd = cs = False
                key = (*(c.rank for c in cards), up.rank)
            move = cache.get(key)
            if move is None:
                move = cache[key] = chart.decide(list(cards), up, can_double=cd, can_split=cs, can_surrender=False)
            getattr(r, move)()
        hands += len(r.order[0].hands)
        s.next_round()
    return hands, _clock() - t0


def peer(folder: str, rounds: int, seed: int = 1) -> tuple[int, int, float]:
    """The peer on its own rules (the same as :data:`PEER_RULES`), one basic-strategy player at a
    flat bet: (hands, rounds, seconds). It plays whole shoes: enough shoes for about ``rounds``."""
    sys.path.insert(0, folder)
    from blackjack.blackjack import Blackjack  # type: ignore[import-not-found]
    from blackjack.player import Player  # type: ignore[import-not-found]

    game = Blackjack(
        min_bet=10, max_bet=500, s17=True, blackjack_payout=1.5, max_hands=4, double_down=True,
        double_after_split=True, resplit_aces=False, insurance=True, late_surrender=False,
        dealer_shows_hole_card=False,
    )  # fmt: skip
    player = Player(name="p", bankroll=10**12, min_bet=10)
    game.add_player(player)
    shoes = max(1, rounds // 40)  # about 40 one-box rounds to a 6-deck shoe at 75 % penetration
    t0 = _clock()
    game.simulate(penetration=0.75, number_of_shoes=shoes, shoe_size=6, seed=seed, progress_bar=False)
    secs = _clock() - t0
    summary = player.stats.summary(string=False)
    return int(summary["TOTAL HANDS PLAYED"]), int(summary["TOTAL ROUNDS PLAYED"]), secs


def main(argv: list[str]) -> None:
    if argv[0] == "--peer":
        hands, rounds, secs = peer(argv[1], int(argv[2]))
        print(json.dumps({"hands": hands, "rounds": rounds, "seconds": secs, "engine": "peer"}))
        return
    root, workload, rounds = argv[0], argv[1], int(argv[2])
    sys.path.insert(0, root)
    if workload == "peer-rules":
        hands, secs = peer_rules(rounds)
    else:
        hands, secs = seven_boxes(rounds, workload)
    from croupier.engine.core import round as round_module

    compiled = not round_module.__file__.endswith(".py") if round_module.__file__ else False
    print(json.dumps({"hands": hands, "rounds": rounds, "seconds": secs, "compiled": compiled}))


if __name__ == "__main__":
    main(sys.argv[1:])
