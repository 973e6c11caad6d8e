"""``croupier audit``: the journal's keyed chain, its length against the high-water mark, every round
dealt again through the engine, the meters and their reconciliation with the balance.

The journal is opened read-only (it may sit on read-only media). Exit status 0 when all of it holds
(and the head is ``--expect-head`` when given); 1 naming the first row, round or meter that breaks;
2 when there is no journal to read. The journal is cut into ranges of whole rounds that worker
processes (one per core, ``--workers``) check completely (chain, meters, re-deal) while this process
reads on and checks the seams between them. A journal of schema 1 (unkeyed
SHA-256 chain) is checked as such and said to be unkeyed (status 0 when whole), unless this
install's high-water mark says a keyed journal stood there (status 1); an adopted one is checked by
SHA-256 up to its adoption row and by MAC from there.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from ..core.money import format_amount
from ..store.journal import Journal
from ..store.journal_rows import JournalError


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier audit``."""
    p.add_argument("--data-dir", metavar="DIR", help="data folder holding the journal")
    p.add_argument(
        "--expect-head",
        type=_head,
        metavar="HASH",
        help="fail unless the journal's head is this MAC (64 hex digits, written down earlier)",
    )
    p.add_argument(
        "--workers",
        type=_positive,
        metavar="N",
        help="processes checking ranges of the journal (default: one per core; 1: none, this process alone)",
    )


def _head(text: str) -> str:
    """A head MAC as the audit prints it: 64 hex digits (an empty or cut one would check nothing)."""
    head = text.strip().lower()
    if len(head) != 64 or any(c not in "0123456789abcdef" for c in head):
        raise argparse.ArgumentTypeError(f"a head MAC is 64 hex digits, as the audit prints it, not {text[:70]!r}")
    return head


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1 or n > 256:
        raise argparse.ArgumentTypeError(f"a number of processes from 1 to 256, not {text[:20]!r}")
    return n


def cores() -> int:
    """The cores this process may run on (the audit's default number of workers)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def _out(line: str) -> None:
    try:
        print(line)
    except BrokenPipeError:  # ``| head``: the reader has seen enough
        sys.stderr.close()
        raise SystemExit(0) from None


def run(args: argparse.Namespace) -> int:
    """Print the meters and the verdict."""
    try:
        journal = Journal.in_folder(args.data_dir, read_only=True)
    except JournalError as e:
        print(f"croupier audit: {e}", file=sys.stderr)
        return 2
    workers = args.workers if args.workers is not None else cores()
    t0 = time.perf_counter()
    with journal:
        report = journal.verify(workers=workers)
        warnings = list(journal.warnings)
    seconds = time.perf_counter() - t0
    _out(f"journal {journal.path}: {report.rows} rows, {report.redealt} rounds dealt again ({seconds:.1f} s)")
    _out(f"head {report.head}")
    for w in warnings:
        _out(f"audit: warning: {w}")
    if report.adopted is not None:
        _out(
            f"chain: rows 1 to {report.adopted - 1} unkeyed (schema 1, SHA-256): they prove order, not authorship; "
            f"adopted at row {report.adopted}, which records their head; keyed (HMAC-SHA-256) from there"
        )
    elif report.unkeyed:
        _out("chain: unkeyed (schema 1): the chain proves order, not authorship (anyone can recompute it)")
    for line in report.stored.lines():
        _out(line)
    if report.balance is not None:
        m = report.stored
        _out(
            f"balance: {format_amount(m.start)} + {format_amount(m.money_in)} in − {format_amount(m.money_out)} out"
            f" + {format_amount(sum(m.wins.values()))} wins − {format_amount(sum(m.bets.values()))} bets"
            f" − {format_amount(report.undealt)} not yet dealt = {format_amount(m.expected_balance(report.undealt))};"
            f" journal balance {format_amount(report.balance)}"
        )
    errors = list(report.errors)
    expected = (args.expect_head or "").strip().lower()
    if expected and expected != report.head:
        errors.append(f"head {report.head} is not the expected {expected}")
    if not errors:
        if report.adopted is None and report.unkeyed:
            _out("audit: OK (unkeyed schema-1 chain whole, every round dealt again, meters reconcile)")
        else:
            _out("audit: OK (keyed chain whole, length as recorded, every round dealt again, meters reconcile)")
        return 0
    for err in errors:
        _out(f"audit: FAIL: {err}")
    return 1
