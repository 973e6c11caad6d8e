"""``croupier odds``: the exact odds of a side-bet pay table, or the base game's house edge.

``croupier odds lucky-ladies|lucky-lucky --table ID|FILE.json --decks N [--removed CARDS] [--json]``
``croupier odds blackjack --profile P [--rule KEY=VALUE ...] [--removed CARDS] [--json]``
``croupier odds hand CARDS --up C [--profile P] [--rule KEY=VALUE ...] [--json]``: every move's value
``croupier odds insurance [--known CARDS] [--decks N] [--json]``: the exact return of insurance
Bad input: one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from fractions import Fraction
from typing import Any

from ..core.errors import CroupierError
from ..core.paytables import GAMES, LUCKY_LADIES, OUTCOMES, PayTable, preset
from ..core.rules import PROFILES, profile_rules
from ..math.odds import LOSE, SideOdds, insurance_return, parse_removed, shoe_counts, side_bet_odds
from .args import is_table_file, pay_table_file, rule_overrides, whole

BLACKJACK = "blackjack"
HYPER = "hyper-blackjack"
HAND = "hand"
INSURANCE = "insurance"
DEFAULT_TABLE = {LUCKY_LADIES: "A", "lucky-lucky": "PT1"}
GAME_NAMES = {LUCKY_LADIES: "Lucky Ladies", "lucky-lucky": "Lucky Lucky"}


class InputError(CroupierError):
    """A bad argument of the command line."""


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier odds``; argparse's own errors also come out as one line."""
    p.add_argument("game", help=f"{', '.join(GAMES)}, {BLACKJACK}, {HYPER}, {HAND} or {INSURANCE}")
    p.add_argument("cards", nargs="?", help=f'{HAND}: the hand\'s cards, e.g. "7S 7H" or "TS,6H"')
    p.add_argument("--up", help=f"{HAND}: the dealer's up card, e.g. TD")
    p.add_argument("--known", help=f'{INSURANCE}: cards seen out of the shoe besides the ace, e.g. "TS,6H"')
    p.add_argument("--table", help="a preset pay table id (A, B, PT1 …) or a JSON file (default: A / PT1)")
    p.add_argument("--decks", help="decks in the shoe, 1–8 (default 6)")
    p.add_argument("--removed", help='known cards out of the shoe, e.g. "QH,AS"')
    p.add_argument(
        "--profile", help=f"{BLACKJACK}, {HYPER}, {HAND}: rule profile ({', '.join(PROFILES)}; default france)"
    )
    p.add_argument(
        "--rule", action="append", default=[], metavar="KEY=VALUE", help=f"{BLACKJACK}, {HYPER}, {HAND}: a rule option"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.epilog = (
        "An option that does not apply to the game asked for (--up for a side bet, --rule for insurance) is "
        "refused, as is an option given twice with two values."
    )


#: the options each game reads (beside --decks and --json, which all of them take)
APPLIES: dict[str, tuple[str, ...]] = {
    **{game: ("table", "removed") for game in GAMES},
    BLACKJACK: ("profile", "rule", "removed"),
    HYPER: ("profile", "rule", "removed"),
    HAND: ("cards", "up", "profile", "rule"),
    INSURANCE: ("known",),
}
SPELLING = {"cards": "CARDS", "up": "--up", "known": "--known", "table": "--table", "removed": "--removed",
            "profile": "--profile", "rule": "--rule"}  # fmt: skip


def _check_applies(args: argparse.Namespace) -> None:
    """Refuse an option the game does not read (it would be ignored without a word)."""
    reads = APPLIES.get(args.game)
    if reads is None:
        return
    for option, spelled in SPELLING.items():
        if option not in reads and getattr(args, option):
            users = [g for g, r in APPLIES.items() if option in r]
            raise InputError(f"{spelled}: does not apply to croupier odds {args.game} (it is for {', '.join(users)})")
    args.profile = args.profile or "france"
    args.removed = args.removed or ""
    args.known = args.known or ""


def _fraction(f: Fraction) -> str:
    return f"{f.numerator}/{f.denominator}"


def _table(game: str, spec: str | None) -> PayTable:
    """A preset by id, or a custom table from a JSON file of the same game."""
    if spec is None:
        return preset(game, DEFAULT_TABLE[game])
    if is_table_file(spec):
        table = pay_table_file(spec)
        if table.game != game:
            raise InputError(f"--table: {spec} is a {table.game} table, not {game}")
        return table
    return preset(game, spec)


def _decks(text: str | None) -> int:
    if text is None:
        return 6
    try:
        return whole(1, 8)(text)
    except argparse.ArgumentTypeError as e:
        raise InputError(f"--decks: {e}") from None


def side_json(o: SideOdds) -> dict[str, Any]:
    """The odds as plain data: floats for reading, exact fractions as strings beside them."""
    return {
        "game": o.game,
        "table": o.table_id,
        "decks": o.decks,
        "removed": [c.code for c in o.removed],
        "cards": o.cards,
        "ways": o.ways,
        "convention": o.convention,
        "house_edge": float(o.house_edge),
        "house_edge_exact": _fraction(o.house_edge),
        "outcomes": [
            {
                "outcome": r.outcome,
                "odds": r.odds,
                "count": r.count,
                "probability": float(r.probability),
                "probability_exact": _fraction(r.probability),
                "return": float(r.ret),
                "return_exact": _fraction(r.ret),
            }
            for r in o.outcomes
        ],
    }


def side_text(o: SideOdds) -> str:
    """A readable table of the odds."""
    removed = ", ".join(c.code for c in o.removed) or "none"
    lines = [
        f"{GAME_NAMES.get(o.game, o.game)}, pay table {o.table_id}, {o.decks} deck{'s' if o.decks > 1 else ''} "
        f"({o.cards} cards; removed: {removed})",
        "",
        f"{'outcome':<19} {'pays':>8} {'count':>16} {'probability':>13} {'1 in':>12} {'return':>10}",
    ]
    for r in o.outcomes:
        pays = "loses" if r.outcome == LOSE else f"{r.odds}:1"
        one_in = f"{float(1 / r.probability):,.1f}" if r.probability else "never"
        lines.append(
            f"{r.outcome:<19} {pays:>8} {r.count:>16,} {float(r.probability):>13.9f} {one_in:>12} "
            f"{float(r.ret) * 100:>9.4f}%"
        )
    lines += [
        "",
        f"house edge: {float(o.house_edge) * 100:.4f} % of the side bet (exact {_fraction(o.house_edge)})",
        f"counted: {o.convention}",
    ]
    return "\n".join(lines)


def _blackjack(args: argparse.Namespace) -> int:
    """The base game's house edge from :mod:`engine.math.basegame`, loaded only when asked."""
    rules = _rules(args)
    from ..math import basegame  # slow to load: only when asked

    removed = parse_removed(args.removed)
    shoe_counts(rules.decks, removed)  # each card no more often than the shoe holds it
    result = basegame.house_edge(rules, removed) if removed else basegame.house_edge(rules)
    edge = float(result.house_edge)
    method = str(result.method)
    if args.json:
        out: dict[str, Any] = {}
        if dataclasses.is_dataclass(result) and not isinstance(result, type):
            for k, v in dataclasses.asdict(result).items():
                if isinstance(v, (int, float, str, bool)) or v is None:
                    out[k] = v
                elif isinstance(v, Fraction):
                    out[k] = float(v)
                    out[f"{k}_exact"] = _fraction(v)
        out.update({"house_edge": edge, "method": method, "profile": args.profile, "rules": rules.to_dict()})
        out["removed"] = [c.code for c in removed]
        print(json.dumps(out, ensure_ascii=False))
    else:
        changed = {k: v for k, v in rules.to_dict().items() if PROFILES[args.profile].to_dict()[k] != v}
        extra = ", ".join(f"{k}={v}" for k, v in changed.items()) or "profile defaults"
        print(f"Blackjack, profile {args.profile} ({extra})")
        if removed:
            print(f"removed: {', '.join(c.code for c in removed)} ({len(removed)} known cards out of the shoe)")
        print(f"house edge: {edge * 100:.4f} % of the initial bet")
        print(f"method: {method}")
    return 0


def _rules(args: argparse.Namespace) -> Any:
    if args.decks is not None:
        _decks(args.decks)
    return profile_rules(args.profile, rule_overrides(args.rule, args.decks))


def _hand(args: argparse.Namespace) -> int:
    """Every move's value for one hand against one up card (:func:`engine.math.basegame.hand_values`)."""
    from ..math.basegame import hand_values

    if not args.cards:
        raise InputError('hand: give the cards, e.g. croupier odds hand "7S 7H" --up TD')
    if not args.up:
        raise InputError("hand: --up: the dealer's up card is needed, e.g. --up TD")
    rules = _rules(args)
    cards = parse_removed(args.cards)
    up = parse_removed(args.up)
    if len(up) != 1:
        raise InputError(f"--up: one card, got {args.up!r}")
    hv = hand_values(rules, cards, up[0])
    if args.json:
        print(json.dumps({**hv.to_dict(), "profile": args.profile, "rules": rules.to_dict()}, ensure_ascii=False))
        return 0
    print(f"{' '.join(c.code for c in cards)} against {up[0].code} ({args.profile}; values {hv.basis})")
    for move, v in sorted(hv.values.items(), key=lambda kv: -kv[1]):
        mark = "  <- best for these cards" if move == hv.best else ""
        print(f"  {move:<10} {v:+.6f}{mark}")
    print(f"chart (by total): {hv.chart_code} -> {hv.chart_move}")
    if hv.chart_move != hv.best and hv.chart_move in hv.values:
        print(f"composition-dependent play differs: {hv.best} (+{hv.values[hv.best] - hv.values[hv.chart_move]:.6f})")
    return 0


def _insurance(args: argparse.Namespace) -> int:
    """The exact return of insurance against an ace with some cards known (:func:`insurance_return`)."""
    decks = _decks(args.decks)
    known = parse_removed(args.known)
    ret = insurance_return(decks, known)
    counts = list(shoe_counts(decks, known))
    take = ret > 0
    if args.json:
        out = {"decks": decks, "known": [c.code for c in known], "return": float(ret), "return_exact": _fraction(ret),
               "take": take, "pays": "2:1"}  # fmt: skip
        print(json.dumps(out, ensure_ascii=False))
        return 0
    n = sum(counts) - 1
    print(f"Insurance against an ace, {decks} deck{'s' if decks > 1 else ''}, known: "
          f"{', '.join(c.code for c in known) or 'none'} ({n} unseen cards besides the ace)")  # fmt: skip
    print(
        f"return: {float(ret) * 100:+.4f} % of the insurance stake (exact {_fraction(ret)}); "
        + ("worth taking" if take else "not worth taking")
    )
    return 0


def run(args: argparse.Namespace) -> int:
    """Print the odds; exit 2 with one line on stderr when the input is bad."""
    try:
        _check_applies(args)
        if args.game == BLACKJACK:
            return _blackjack(args)
        if args.game == HYPER:
            from . import hyper_odds as hyper_odds_cli

            return hyper_odds_cli.run(args)
        if args.game == HAND:
            return _hand(args)
        if args.game == INSURANCE:
            return _insurance(args)
        if args.game not in OUTCOMES:
            known = ", ".join((*GAMES, BLACKJACK, HYPER, HAND, INSURANCE))
            raise InputError(f"unknown game {args.game!r} (one of {known})")
        table = _table(args.game, args.table)
        odds = side_bet_odds(table, _decks(args.decks), parse_removed(args.removed))
    except CroupierError as e:
        print(f"croupier odds: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(side_json(odds), ensure_ascii=False))
    else:
        print(side_text(odds))
    return 0
