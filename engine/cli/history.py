"""``croupier history``: the last games from the journal (the current one first), as text or JSON.

The journal is opened read-only (it may sit on read-only media); a reader that stops early
(``croupier history | head``) ends the command quietly. The dealer's face-down card of a game still
in play is shown as ``??``. Exit status 0, or 2 when there is no journal or it does not read back.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..core.events import to_dict
from ..store.journal import Journal
from ..store.journal_read import Game
from ..store.journal_rows import JournalError
from .args import whole

LAST_MAX = 100_000


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier history``."""
    p.add_argument(
        "--last", type=whole(0, LAST_MAX), default=10, metavar="N", help=f"how many games, 0–{LAST_MAX:,} (default 10)"
    )
    p.add_argument("--json", action="store_true", help="one JSON array of games")
    p.add_argument("--data-dir", metavar="DIR", help="data folder holding the journal")


def _event_text(e: dict[str, Any]) -> str:
    kind = str(e.pop("type"))
    return kind + (" " + " ".join(f"{k}={v}" for k, v in e.items()) if e else "")


def format_game(g: Game) -> list[str]:
    """A game as text lines: credits, bets, each step with its events, the outcome of every bet."""
    state = "finished" if g.finished else "in play"
    d = g.to_dict()
    out = [f"game {g.round} ({d['profile']}, {state}): credits {d['credits_before']} → {d['credits_after']}"]
    for b in g.bets:
        out.append(f"  box {b['box']}: main {b['main']}, side {b['side']}, insurance {b['insurance']},"
                   f" doubles/splits {b['doubles_and_splits']}")  # fmt: skip
        if b.get("hyper"):
            stakes = ", ".join(f"{case} {stake}" for case, stake in b["hyper"].items())
            out.append(f"  box {b['box']}: hyper black jack {stakes}")
    hidden = set() if g.finished else _hole_positions([to_dict(e) for e in g.events])
    for s in g.steps:
        args = " ".join(str(a) for a in s.args)
        out.append(f"  > {s.action}{' ' + args if args else ''}")
        for e in s.events:
            d = to_dict(e)
            if d.get("hole") and not g.finished:
                d["card"] = "??"
            out.append(f"      {_event_text(d)}")
    out.append(f"  dealer: {' '.join('??' if i in hidden else c for i, c in enumerate(g.dealer)) or '—'}")
    for o in g.outcomes:
        for i, h in enumerate(o["hands"], 1):
            out.append(f"  box {o['box']} hand {i}: {' '.join(h['cards'])} stake {h['stake']}"
                       f" → {h['result'] or 'pending'} {h['net']}")  # fmt: skip
        if o["insurance"]:
            ins = o["insurance"]
            out.append(f"  box {o['box']} insurance: stake {ins['stake']} → {ins['result'] or 'pending'} {ins['net']}")
        if o["side"]:
            sd = o["side"]
            odds = f" ({sd['odds']} to 1)" if sd["odds"] else ""
            result = sd["outcome"] or "pending"
            out.append(f"  box {o['box']} side bet: stake {sd['stake']} → {result}{odds} {sd['net']}")
        for hb in o.get("hyper") or ():  # [FR-HBJ-2]
            net = "pending" if hb["net"] is None else hb["net"]
            out.append(f"  box {o['box']} hyper black jack {hb['case']}: stake {hb['stake']} → {net}")
    return out


def _hide_hole(data: Any, finished: bool) -> Any:
    """A game's JSON with the face-down card of an unfinished game hidden."""
    if finished:
        return data
    out = json.loads(json.dumps(data, ensure_ascii=False))
    hidden = _hole_positions([e for step in out.get("steps", []) for e in step["events"]])
    for step in out.get("steps", []):
        for e in step["events"]:
            if e.get("hole"):
                e["card"] = "??"
    out["dealer"] = ["??" if i in hidden else c for i, c in enumerate(out.get("dealer", []))]
    return out


def _hole_positions(events: list[dict[str, Any]]) -> set[int]:
    """Which of the dealer's cards (by position) were dealt face down."""
    dealer = [e for e in events if e.get("type") == "card" and e.get("to") == "dealer"]
    return {i for i, e in enumerate(dealer) if e.get("hole")}


def run(args: argparse.Namespace) -> int:
    """Exit 0 with the games, 2 when there is no journal or it does not read back."""
    try:
        with Journal.in_folder(args.data_dir, read_only=True) as journal:
            games = journal.last_games(args.last)
    except JournalError as e:
        print(f"croupier history: {e}", file=sys.stderr)
        return 2
    try:
        if args.json:
            json.dump([_hide_hole(g.to_dict(), g.finished) for g in games], sys.stdout, ensure_ascii=False, indent=1)
            sys.stdout.write("\n")
            sys.stdout.flush()
            return 0
        if not games:
            print("no games in the journal")
        for g in games:
            print("\n".join(format_game(g)))
        sys.stdout.flush()
    except BrokenPipeError:  # ``| head``: the reader has seen enough
        sys.stderr.close()
    return 0
