"""``croupier meters [--json] [--data-dir DIR]``: the director's meters from the journal, with the
audit's verdict and head hash and each bet type's theoretical return beside the actual one
(:mod:`engine.lab.meters_report`). Exit status 0, 1 when the audit fails, 2 when there is no journal.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..core.errors import CroupierError
from ..lab.meters_report import build_report
from ..store.journal import Journal
from ..store.journal_rows import JournalError
from .audit import cores


def configure(p: argparse.ArgumentParser) -> None:
    """Arguments of ``croupier meters``."""
    p.add_argument("--data-dir", metavar="DIR", help="data folder holding the journal")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Print the meters report."""
    try:
        journal = Journal.in_folder(args.data_dir, create=False)
    except JournalError as e:
        print(f"croupier meters: {e}", file=sys.stderr)
        return 2
    try:
        with journal:
            report = build_report(journal, audit=journal.verify(workers=cores()))
    except CroupierError as e:
        print(f"croupier meters: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False))
    else:
        print(f"journal {report.path}")
        for row in report.rows_table():
            print("  ".join(f"{c:<22}" for c in row).rstrip())
    return 0 if report.audit_ok else 1
