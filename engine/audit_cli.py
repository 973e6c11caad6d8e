"""``croupier audit``: the meters, their reconciliation with the balance, and the journal's hash chain.

Exit status 0 when the chain is whole and start + money in − money out + wins − bets equals the
balance; 1 naming the first row (or meter) that breaks; 2 when there is no journal to read.
"""

from __future__ import annotations

import argparse
import sys

from engine.journal import Journal, JournalError
from engine.money import format_amount


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier audit``."""
    p.add_argument("--data-dir", metavar="DIR", help="data folder holding the journal")


def run(args: argparse.Namespace) -> int:
    """Print the meters and the verdict."""
    try:
        journal = Journal.in_folder(args.data_dir, create=False)
    except JournalError as e:
        print(f"croupier audit: {e}", file=sys.stderr)
        return 2
    with journal:
        report = journal.verify()
    print(f"journal {journal.path}: {report.rows} rows, head {report.head}")
    for line in report.stored.lines():
        print(line)
    if report.balance is not None:
        m = report.stored
        print(
            f"balance: {format_amount(m.start)} + {format_amount(m.money_in)} in − {format_amount(m.money_out)} out"
            f" + {format_amount(sum(m.wins.values()))} wins − {format_amount(sum(m.bets.values()))} bets"
            f" − {format_amount(report.undealt)} not yet dealt = {format_amount(m.expected_balance(report.undealt))};"
            f" journal balance {format_amount(report.balance)}"
        )
    if report.ok:
        print("audit: OK (hash chain whole, meters reconcile)")
        return 0
    for err in report.errors:
        print(f"audit: FAIL: {err}")
    return 1
