"""``croupier odds hyper-blackjack --profile france [--rule KEY=VALUE ...] [--removed CARDS] [--json]``:
the exact odds of every hyper black jack case under the table's rules (:mod:`engine.math.hyper_odds`).

Reached through ``croupier odds``; bad input raises :class:`engine.core.errors.CroupierError`, which that
command prints as one line with exit status 2.
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from typing import Any

from ..core.errors import ConfigError
from ..core.rules import FRANCE, PROFILES, profile_rules
from ..math.hyper_odds import GAME, HyperOdds, hyper_odds
from ..math.odds import parse_removed
from .args import rule_overrides


def _fraction(f: Fraction) -> str:
    return f"{f.numerator}/{f.denominator}"


def odds_json(o: HyperOdds, profile: str) -> dict[str, Any]:
    """The odds as plain data: floats for reading, exact fractions as strings beside them."""
    return {
        "game": GAME,
        "profile": profile,
        "decks": o.decks,
        "soft_17": "hit" if o.hit_soft_17 else "stand",
        "removed": [c.code for c in o.removed],
        "cards": o.cards,
        "convention": o.convention,
        "outcomes": [
            {
                "outcome": r.outcome,
                "odds": r.odds,
                "probability": float(r.probability),
                "probability_exact": _fraction(r.probability),
                "house_edge": float(r.house_edge),
                "house_edge_exact": _fraction(r.house_edge),
                "return": float(1 - r.house_edge),
            }
            for r in o.outcomes
        ],
    }


def odds_text(o: HyperOdds) -> str:
    """A readable table of the odds."""
    removed = ", ".join(c.code for c in o.removed) or "none"
    lines = [
        f"Hyper black jack, {o.decks} deck{'s' if o.decks > 1 else ''}, dealer "
        f"{'hits' if o.hit_soft_17 else 'stands on'} soft 17 ({o.cards} cards; removed: {removed})",
        "",
        f"{'case':<10} {'pays':>6} {'probability':>13} {'1 in':>8} {'house edge':>11}",
    ]
    for r in o.outcomes:
        lines.append(
            f"{r.outcome:<10} {f'{r.odds}:1':>6} {float(r.probability):>13.9f} {float(1 / r.probability):>8.2f} "
            f"{float(r.house_edge) * 100:>10.4f}%"
        )
    lines += ["", f"counted: {o.convention}"]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Print the odds of every case [FR-HBJ-2]."""
    if args.profile not in PROFILES:
        raise ConfigError("--profile", f"unknown profile {args.profile!r} (one of {', '.join(PROFILES)})")
    if args.profile != FRANCE:
        raise ConfigError("--profile", "hyper black jack is a French side bet (art. 55-4 6°): use --profile france")
    rules = profile_rules(args.profile, rule_overrides(args.rule, args.decks))
    odds = hyper_odds(rules, parse_removed(args.removed))
    if args.json:
        print(json.dumps(odds_json(odds, args.profile), ensure_ascii=False))
    else:
        print(odds_text(odds))
    return 0
