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

from ..core.errors import ConfigError, CroupierError
from ..core.events import HAND_COMMANDS, Deal, Insure, PlaceBet
from ..core.money import SCALE, Money, format_amount, parse_amount
from ..core.paths import data_folder
from ..core.round import Phase, Round
from ..core.rules import Rules
from ..core.safe_json import clip
from ..core.session import Session
from ..core.table import build_config
from ..math.strategy import compute_strategy
from ..store.journal import Journal
from ..store.recovery import StreamRandom, message, open_session
from ..store.settings_data import CREDIT_MAX

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


ROUNDS_MAX = 100_000_000  #: games in one journal, at most (Ctrl-C stops a long run; the next resumes it)
SEED_MAX = 200  #: characters of a seed, at most


def _count(text: str) -> int:
    """``--rounds``: a whole number 0–:data:`ROUNDS_MAX` in ASCII digits (``int`` would take ``"١"``)."""
    if not (text.isascii() and text.isdigit()) or int(text) > ROUNDS_MAX:
        raise argparse.ArgumentTypeError(f"must be a whole number 0–{ROUNDS_MAX:,}, got {clip(text, 30)!r}")
    return int(text)


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier autoplay``."""
    p.add_argument(
        "--rounds",
        type=_count,
        required=True,
        help=f"play until the journal holds this many games, 0–{ROUNDS_MAX:,} (0: only finish an unfinished round); "
        "Ctrl-C stops the run (status 130) and the next run resumes it",
    )
    p.add_argument("--seed", default="1", help=f"seed of the shoe's random source, 1–{SEED_MAX} printable characters "
                   "(default 1)")  # fmt: skip
    p.add_argument("--data-dir", metavar="DIR", help="data folder holding the journal")
    p.add_argument("--profile", choices=("france", "puerto-rico"), default="france")
    p.add_argument("--boxes", type=int, default=1, choices=range(1, 8), metavar="K", help="boxes played (1–7)")
    p.add_argument("--credit", default="1000", help=f"starting credit, and each refill when it runs short "
                   f"(0.01–{format_amount(CREDIT_MAX)})")  # fmt: skip


def run(args: argparse.Namespace) -> int:
    """Exit 0 after the rounds, 2 on a bad argument or a journal that cannot go on, 130 on Ctrl-C."""
    if not (0 < len(args.seed) <= SEED_MAX and args.seed.isprintable()):
        print(f"croupier autoplay: --seed: 1 to {SEED_MAX} printable characters, got {clip(args.seed, 40)}",
              file=sys.stderr)  # fmt: skip
        return 2
    try:
        credit = parse_amount(args.credit, "--credit")
        if credit > CREDIT_MAX:
            raise ConfigError("--credit", f"at most {format_amount(CREDIT_MAX)}, got {clip(args.credit, 30)}")
        folder = data_folder(args.data_dir)
        if folder.exists() and not folder.is_dir():
            raise ConfigError("--data-dir", f"{clip(str(folder), 100)} is not a folder")
        try:
            journal = Journal.in_folder(args.data_dir)
        except OSError as e:  # the folder cannot be made (a parent is a file, no permission)
            raise ConfigError("--data-dir", f"cannot make the data folder {clip(str(folder), 100)} "
                              f"({e.strerror or e})") from None  # fmt: skip
        with journal:
            signature = {"seed": str(args.seed), "profile": args.profile, "boxes": args.boxes}
            earlier = [r.data["detail"] for r in journal.rows_of_kind("audit") if r.data["kind"] == "autoplay"]
            if earlier and earlier[-1] != signature:
                print(f"croupier autoplay: this journal was played with {earlier[-1]}, not {signature}",
                      file=sys.stderr)  # fmt: skip
                return 2
            if not earlier:
                journal.audit("autoplay", signature)
            before = journal.meters.games
            try:
                session = play(journal, args.rounds, args.seed, profile=args.profile, boxes=args.boxes, credit=credit)
            except KeyboardInterrupt:
                print(f"croupier autoplay: interrupted at {journal.meters.games} games; the same command resumes",
                      file=sys.stderr)  # fmt: skip
                return 130
            if journal.resumed is not None:
                print(message(journal.resumed))
            m = journal.meters
            print(f"games {m.games} (+{m.games - before}), balance {format_amount(session.balance or 0)}")
    except CroupierError as e:
        print(f"croupier autoplay: {e}", file=sys.stderr)
        return 2
    return 0
