"""``croupier autoplay --rounds N --seed S``: rounds played headless through the session and the journal.

For soak tests and labs: the same :class:`engine.core.session.Session` and :class:`engine.store.journal.Journal`
as the table, a seeded shoe (:class:`engine.store.recovery.StreamRandom`), decisions from the computed
strategy (:mod:`engine.math.strategy`), insurance always declined. Killed
and started again with the same arguments, it resumes the unfinished round, then plays on until the
journal holds N games.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from ..core.errors import CroupierError
from ..core.events import HAND_COMMANDS, Deal, Insure, PlaceBet
from ..core.money import SCALE, Money, format_amount, parse_amount
from ..core.round import Phase, Round
from ..core.rules import Rules
from ..core.session import Session
from ..core.table import build_config
from ..math.strategy import compute_strategy
from ..store.journal import Journal
from ..store.recovery import StreamRandom, message, open_session

Policy = Callable[[Round], str]


def _fallback(r: Round) -> str:
    """Hit below 17, else stand: what a box does when the chart's choice is not allowed."""
    at = r.to_act
    assert at is not None
    hand = r.boxes[at[0]].hands[at[1] - 1]
    return "hit" if hand.total < 17 and r.can_hit() else "stand"


def make_policy(rules: Rules) -> Policy:
    """The computed strategy's decisions (``engine.math.strategy``)."""
    chart = compute_strategy(rules)

    def decide(r: Round) -> str:
        at = r.to_act
        assert at is not None
        hand = r.boxes[at[0]].hands[at[1] - 1]
        choice = chart.decide(
            list(hand.cards),
            r.dealer_up,
            can_double=r.can_double(),
            can_split=r.can_split(),
            can_surrender=r.can_surrender(),
        )
        name = str(getattr(choice, "value", choice)).lower()
        if name in ("hit", "stand", "double", "split", "surrender") and getattr(r, f"can_{name}")():
            return name
        return _fallback(r)

    return decide


def stakes(session: Session, box: int) -> tuple[Money, Money]:
    """The bets of a box in a round: the table minimum times 1–3 (by round and box), and the
    side-bet minimum when the table has one."""
    c = session.config
    main = c.min_bet * (1 + (session.round_no + box) % 3)
    side = c.side.min if c.side.game != "none" else 0
    return main, side


def play_round(session: Session, journal: Journal, policy: Policy, boxes: int, credit: Money) -> None:
    """Play the session's round to its end from wherever it stands (a resumed round carries on)."""
    r = session.round
    if r.phase is Phase.DONE:
        r = session.next_round()
    if r.phase is Phase.BETTING:
        todo = [n for n in range(1, boxes + 1) if n not in r.boxes]
        need = sum(sum(stakes(session, n)) for n in todo)
        balance = session.balance
        if balance is not None and balance < need and not r.boxes:  # money moves between rounds only
            journal.money(session, "in", max(credit, need - balance), "refill")
        for n in todo:
            main, side = stakes(session, n)
            if session.balance is not None and session.balance < main + side:
                break
            session.apply(PlaceBet(n, main, side))
        session.apply(Deal())
    while r.phase is not Phase.DONE:
        if r.phase is Phase.INSURANCE:
            box = r.insurance_box
            assert box is not None
            session.apply(Insure(box, False))
        else:
            session.apply(HAND_COMMANDS[policy(r)]())


def play(
    journal: Journal,
    rounds: int,
    seed: int | str,
    *,
    profile: str = "france",
    boxes: int = 1,
    credit: Money = 1000 * SCALE,
    each: Callable[[Session], None] | None = None,
) -> Session:
    """Play until the journal holds ``rounds`` games (resuming an unfinished round first)."""
    config = build_config(profile)
    session = open_session(journal, config, credit, rng=StreamRandom(seed))
    policy = make_policy(session.config.rules)
    while journal.meters.games < rounds or journal.round_open:
        play_round(session, journal, policy, boxes, credit)
        if each is not None:
            each(session)
    return session


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier autoplay``."""
    p.add_argument("--rounds", type=int, required=True, help="play until the journal holds this many games")
    p.add_argument("--seed", default="1", help="seed of the shoe's random source (default 1)")
    p.add_argument("--data-dir", metavar="DIR", help="data folder holding the journal")
    p.add_argument("--profile", choices=("france", "puerto-rico"), default="france")
    p.add_argument("--boxes", type=int, default=1, choices=range(1, 8), metavar="K", help="boxes played (1–7)")
    p.add_argument("--credit", default="1000", help="starting credit, and each refill when it runs short")


def run(args: argparse.Namespace) -> int:
    """Exit 0 after the rounds, 2 on a bad argument or a journal that cannot go on."""
    try:
        credit = parse_amount(args.credit, "--credit")
        with Journal.in_folder(args.data_dir) as journal:
            signature = {"seed": str(args.seed), "profile": args.profile, "boxes": args.boxes}
            earlier = [r.data["detail"] for r in journal.rows_of_kind("audit") if r.data["kind"] == "autoplay"]
            if earlier and earlier[-1] != signature:
                print(f"croupier autoplay: this journal was played with {earlier[-1]}, not {signature}",
                      file=sys.stderr)  # fmt: skip
                return 2
            if not earlier:
                journal.audit("autoplay", signature)
            before = journal.meters.games
            session = play(journal, args.rounds, args.seed, profile=args.profile, boxes=args.boxes, credit=credit)
            if journal.resumed is not None:
                print(message(journal.resumed))
            m = journal.meters
            print(f"games {m.games} (+{m.games - before}), balance {format_amount(session.balance or 0)}")
    except CroupierError as e:
        print(f"croupier autoplay: {e}", file=sys.stderr)
        return 2
    return 0
