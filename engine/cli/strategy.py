"""``croupier strategy --profile P [--rule KEY=VALUE ...] [--composition] [--json]``: the basic-strategy
chart computed for a rule set, with the house edge of playing it (and, with ``--composition``, the
two-card hands whose exact cards call for another move)."""

from __future__ import annotations

import argparse
import json
import sys

from ..core.errors import ConfigError
from ..core.rules import PROFILES, Rules, parse_rule_args, profile_rules
from ..math.basegame import house_edge
from ..math.strategy import UP_LABELS, Strategy, compute_strategy

LEGEND = (
    "H hit · S stand · D double, else hit · Ds double, else stand · P split · "
    "Rh / Rs / Rp surrender, else hit / stand / split"
)


#: how each ``surrender`` option reads in the chart's heading [FR-BJ-10]
SURRENDER = {
    "none": "no surrender",
    "late": "late surrender",
    "late-except-ace": "late surrender except against an ace",
}


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier strategy``."""
    p.add_argument("--profile", default="france", help=f"rule profile: {', '.join(PROFILES)} (default france)")
    p.add_argument(
        "--rule", action="append", default=[], metavar="KEY=VALUE", help="override a rule option (repeatable)"
    )
    p.add_argument("--json", action="store_true", help='print {"hard": …, "soft": …, "pairs": …} as JSON')
    p.add_argument(
        "--composition",
        action="store_true",
        help="also list the two-card hands whose best move for their exact cards differs from the chart",
    )


def describe(rules: Rules) -> str:
    """The rules that shape the chart, in one line."""
    hole = "no hole card" if rules.enhc else "hole card with peek"
    if rules.enhc:
        hole += ", dealer blackjack takes " + ("the whole stake" if rules.dealer_blackjack_takes == "all" else
                                               "the original bet")  # fmt: skip
    parts = [
        f"{rules.decks} deck{'s' if rules.decks > 1 else ''}",
        "dealer hits soft 17" if rules.soft_17 == "hit" else "dealer stands on soft 17",
        hole,
        f"double on {rules.double_on}",
        "double after split" if rules.double_after_split else "no double after split",
        f"split by {rules.split_by} to {rules.max_hands} hands",
        "resplit aces" if rules.resplit_aces else "aces split once",
        SURRENDER[rules.surrender],
        f"blackjack pays {rules.blackjack_pays}",
    ]
    if not rules.draw_on_21:
        parts.append("no draw on 21")
    return ", ".join(parts)


def render(strategy: Strategy) -> str:
    """The chart as text: three tables, dealer up cards across."""
    chart = strategy.chart()
    head = "        " + " ".join(f"{u:>3}" for u in UP_LABELS)
    lines: list[str] = []
    for title, key, rows, name in (
        ("Hard totals", "hard", reversed(list(chart["hard"])), lambda r: r),
        ("Soft totals", "soft", reversed(list(chart["soft"])), lambda r: f"A,{int(r) - 11}" if r != "21" else ""),
        ("Pairs", "pairs", ["A", "T", "9", "8", "7", "6", "5", "4", "3", "2"], lambda r: f"{r},{r}"),
    ):
        lines += ["", f"{title} (dealer up card across)", head]
        for r in rows:
            cells = chart[key][r]
            label = f"{r:>3} {name(r):<4}" if key == "soft" else f"{name(r):<7}"
            lines.append(f"{label} " + " ".join(f"{cells[u]:>3}" for u in UP_LABELS))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Print the chart (text or JSON); exit 2 with a one-line message on bad input."""
    try:
        rules = profile_rules(args.profile, parse_rule_args(args.rule))
    except ConfigError as e:
        print(f"croupier strategy: {e}", file=sys.stderr)
        return 2
    strategy = compute_strategy(rules)
    exceptions = strategy.exceptions() if args.composition else None
    if args.json:
        out: dict[str, object] = dict(strategy.chart())
        if exceptions is not None:
            out["composition"] = exceptions
        json.dump(out, sys.stdout)
        sys.stdout.write("\n")
        return 0
    result = house_edge(rules)
    print(f"Basic strategy for {describe(rules)}")
    print(render(strategy))
    print()
    print(LEGEND)
    print("Never take insurance.")
    print(f"House edge playing this chart: {result.house_edge * 100:.3f} % of the initial bet")
    print(f"Method: {result.method}.")
    if exceptions is not None:
        print()
        print("Composition-dependent play (two-card hands whose exact cards call for another move):")
        for x in exceptions:
            print(f"  {x['hand']} v {x['up']}: {x['best']} instead of the chart's {x['chart']} (+{x['gain']:.6f})")
        if not exceptions:
            print("  none: the chart's move is the best for every two-card hand")
    return 0
