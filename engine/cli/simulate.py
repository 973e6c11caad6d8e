"""``croupier simulate``: play many rounds through the engine and compare with the exact figures.

``croupier simulate --profile P --rounds N --boxes K --seed S [--workers W] [--insurance never|always]
[--table ID|FILE.json] [--rule KEY=VALUE ...] [--json] [--progress]``
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from ..core.errors import ConfigError, CroupierError
from ..core.money import format_amount
from ..core.rules import PROFILES
from ..core.table import TableConfig, build_config
from ..math.simulate import ALWAYS, NEVER, Figure, SimResult, cpu_count, simulate
from .args import is_table_file, pay_table_file, rule_overrides, whole

ROUNDS_MAX = 1_000_000_000  #: about a day of one core: a run this long is stopped with Ctrl-C if need be
WORKERS_MAX = 256
SEED_MAX = 10**18


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier simulate``; argparse's own errors also come out as one line."""
    p.add_argument("--profile", default="france", help=f"rule profile ({', '.join(PROFILES)})")
    p.add_argument(
        "--rounds",
        type=whole(1, ROUNDS_MAX),
        default=100_000,
        help=f"rounds to play, 1–{ROUNDS_MAX:,} (default 100000); Ctrl-C stops a long run (status 130)",
    )
    p.add_argument("--boxes", type=whole(1, 7), default=7, help="boxes played each round, 1–7 (default 7)")
    p.add_argument(
        "--seed", type=whole(0, SEED_MAX), default=1, help=f"seed of the shuffles, 0–{SEED_MAX:,} (default 1)"
    )
    p.add_argument(
        "--workers",
        type=whole(0, WORKERS_MAX),
        default=1,
        help=f"processes, 1–{WORKERS_MAX}; 0 = every core (default 1)",
    )
    p.add_argument("--insurance", choices=(NEVER, ALWAYS), default=NEVER, help="insurance policy (default never)")
    p.add_argument("--side", help="side bet: lucky-ladies, lucky-lucky or none (default: the profile's)")
    p.add_argument("--table", help="side-bet pay table: a preset id, or a JSON file")
    p.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE", help="a rule option")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--progress", action="store_true", help="progress bar on stderr even when it is not a terminal")


def build(args: argparse.Namespace) -> TableConfig:
    """The table the run plays: the profile with its rule overrides and side bet."""
    side: dict[str, Any] = {}
    if args.side:
        side["name"] = args.side
    if args.table:
        if is_table_file(args.table):
            t = pay_table_file(args.table)
            if args.side and args.side != t.game:
                raise ConfigError("--table", f"{args.table} is a {t.game} table, not {args.side}")
            side.update({"name": t.game, "table": t.id, "pays": dict(t.pays)})
        else:
            side["table"] = args.table
    return build_config(args.profile, rule_overrides(args.rule), side or None)


class Bar:
    """A progress bar with rate and ETA on stderr."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.t0 = time.perf_counter()
        self.last = 0.0

    def __call__(self, done: int) -> None:
        now = time.perf_counter()
        if now - self.last < 0.2 and done < self.total:
            return
        self.last = now
        secs = now - self.t0
        rate = done / secs if secs > 0 else 0.0
        eta = (self.total - done) / rate if rate > 0 else 0.0
        width = 30
        filled = int(width * done / self.total)
        m, s = divmod(int(eta), 60)
        sys.stderr.write(
            f"\r[{'#' * filled}{'-' * (width - filled)}] {100 * done / self.total:5.1f} % "
            f"{done:,}/{self.total:,} rounds  {rate:,.0f} rounds/s  ETA {m}:{s:02d} "
        )
        sys.stderr.flush()

    def close(self) -> None:
        sys.stderr.write("\n")
        sys.stderr.flush()


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{x * 100:+.4f} %"


def _verdict(f: Figure) -> str:
    if f.inside is None:
        return ""
    return "ok" if f.inside else "OUTSIDE the interval"


def result_json(r: SimResult) -> dict[str, Any]:
    """The run as plain data."""
    c = r.config

    def fig(f: Figure) -> dict[str, Any]:
        return {
            "bets": f.bets,
            "stake": format_amount(f.stake),
            "net": format_amount(f.net),
            "return": f.ret,
            "ci95": list(f.interval) if f.interval else None,
            "exact": f.exact,
            "exact_source": f.exact_source,
            "inside": f.inside,
        }

    t = r.totals
    return {
        "profile": c.profile,
        "rules": c.rules.to_dict(),
        "side_bet": {"game": c.side.game, "table": c.side.table.id if c.side.table else None},
        "rounds": r.rounds,
        "boxes": r.boxes,
        "seed": r.seed,
        "workers": r.workers,
        "policy": r.policy,
        "engine": r.engine,
        "computed_policy": r.computed_policy,
        "insurance_policy": r.insurance,
        "main_bet": format_amount(c.min_bet),
        "side_stake": format_amount(c.side.min) if c.side.table else None,
        "hands": t.hands,
        "seconds": r.seconds,
        "hands_per_second": t.hands / r.seconds if r.seconds else None,
        "cpu_seconds": t.cpu,  # process CPU time of the workers, summed: the cost independent of the load
        "cpu_microseconds_per_hand": 1e6 * t.cpu / t.hands if t.hands else None,
        "refused_decisions": t.refused,
        **{f.name: fig(f) for f in r.figures},
        "side_outcomes": {row: t.side_outcomes.get(row, 0) for row, _ in r.side_expected},
        "side_expected": dict(r.side_expected),
        "flags": r.flags,
        "cautions": list(r.cautions),
    }


def result_text(r: SimResult) -> str:
    """A readable report."""
    c = r.config
    t = r.totals
    side = f"side {c.side.game} table {c.side.table.id}" if c.side.table else "no side bet"
    lines = [
        f"Simulation: profile {c.profile}, {r.rounds:,} rounds × {r.boxes} boxes, seed {r.seed}, "
        f"{r.workers} worker{'s' if r.workers > 1 else ''}: {t.hands:,} hands in {r.seconds:.1f} s "
        f"({t.hands / r.seconds if r.seconds else 0:,.0f} hands/s; {1e6 * t.cpu / t.hands if t.hands else 0:.1f} µs "
        "of CPU a hand)",
        f"strategy: {r.policy}" + ("" if r.computed_policy else "  <-- NOT the computed strategy"),
        f"engine: {r.engine}",
        f"bets: main {format_amount(c.min_bet)} (table minimum), {side}"
        + (f" at {format_amount(c.side.min)}" if c.side.table else "")
        + f"; insurance {'always taken' if r.insurance == ALWAYS else 'never taken (--insurance always measures it)'}",
        "",
        f"{'bet':<10} {'bets':>12} {'return':>12}   {'95 % interval':<27} {'exact':>12}",
    ]
    for f in r.figures:
        iv = f"[{_pct(f.interval[0])}, {_pct(f.interval[1])}]" if f.interval else "–"
        lines.append(
            f"{f.name:<10} {f.bets:>12,} {_pct(f.ret):>12}   {iv:<27} {_pct(f.exact):>12}  {_verdict(f)}".rstrip()
        )
    if r.side_expected:
        lines += ["", f"{'side row':<19} {'seen':>12} {'expected':>14}"]
        for row, e in r.side_expected:
            lines.append(f"{row:<19} {t.side_outcomes.get(row, 0):>12,} {e:>14,.1f}")
    lines.append("")
    for f in r.figures:
        lines.append(f"{f.name}: {f.exact_source}")
    lines += [f"caution: {c}" for c in r.cautions]
    if t.refused:
        lines.append(f"decisions refused by the round and played as stand: {t.refused:,}")
    if r.flags:
        lines.append(f"FLAGGED: exact figure outside its 95 % interval for {', '.join(r.flags)}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Run the simulation; exit 2 with one line on stderr when the input is bad."""
    try:
        config = build(args)
        workers = args.workers if args.workers else cpu_count()
        show = args.progress or sys.stderr.isatty()
        bar = Bar(args.rounds) if show and args.rounds > 0 else None
        result = simulate(config, args.rounds, args.boxes, args.seed, workers, args.insurance, bar)
        if bar is not None:
            bar(args.rounds)
            bar.close()
    except CroupierError as e:
        print(f"croupier simulate: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result_json(result), ensure_ascii=False))
    else:
        print(result_text(result))
    return 0
