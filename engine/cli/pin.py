"""``croupier pin set`` and ``croupier pin status``: the director's PIN for kiosk provisioning.

``pin set`` reads the PIN from standard input (never from the command line, where ``ps`` and the
shell's history would show it): one line with the new PIN, or, when a PIN is already set and its
file is sound, two lines (the current PIN, then the new one). A missing or damaged PIN file is
replaced by the new PIN (whoever runs this command administers the machine). The change is journaled
when the data folder's journal is free. Exit 0 when set, 2 on a refused PIN.

``pin status`` prints whether a PIN is set, the wrong tries and any lock; exit 0 when a usable PIN
is set, 1 when none is (a kiosk would not start), 2 when the PIN file is missing or damaged.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..core import paths
from ..core.errors import CroupierError
from ..store.pin import MAX_FAILURES, DirectorPin, PinError, journal_state, pin_file


def configure(parser: argparse.ArgumentParser) -> None:
    """``set`` and ``status``, each with ``--config`` (the settings file the PIN lives beside)."""
    sub = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    for name, text in (("set", "set the PIN, read from standard input"), ("status", "is a PIN set, is it locked")):
        p = sub.add_parser(name, help=text)
        p.add_argument("--config", metavar="FILE", help="settings file (the PIN lives beside it)")
        p.add_argument("--data-dir", metavar="DIR", help="data folder whose journal records the PIN")


def _journal(args: argparse.Namespace, *, read_only: bool) -> Any:
    from ..store.journal import Journal
    from ..store.journal_rows import JournalError

    try:
        return Journal.in_folder(args.data_dir, create=not read_only, read_only=read_only)
    except JournalError as e:
        problem = str(e)
    except OSError as e:  # the data folder cannot be made (a parent is a file, no permission)
        problem = f"{paths.data_folder(args.data_dir)}: cannot make the data folder ({e.strerror or e})"
    if not read_only:
        print(f"croupier pin: not journaled: {problem}", file=sys.stderr)
    return None


def run(args: argparse.Namespace) -> int:
    """Run ``set`` or ``status``."""
    path = pin_file(paths.settings_file(args.config))
    if args.action == "status":
        journal = _journal(args, read_only=True)
        remembered = journal_state(journal) if journal is not None else None
        if journal is not None:
            journal.close()
        pin = DirectorPin(path, read_only=True, remembered=remembered)
        if pin.problem:
            print(f"PIN: locked: {pin.problem}")
            return 2
        if not pin.is_set():
            print(f"PIN: not set ({path}); a kiosk will not start; set one with: croupier pin set")
            return 1
        locked = pin.locked_for()
        state = f"locked for {int(locked + 0.999)} s" if locked else f"{pin.tries_left()} of {MAX_FAILURES} tries left"
        print(f"PIN: set ({path}), {state}")
        return 0
    lines = [line.strip() for line in sys.stdin.read(4096).splitlines() if line.strip()]
    journal = _journal(args, read_only=False)
    try:
        audit = journal.audit if journal is not None else None
        pin = DirectorPin(path, audit=audit, remembered=journal_state(journal) if journal is not None else None)
        sound = "scrypt" in pin._data and pin.problem is None
        if not lines or (sound and len(lines) < 2):
            need = "the current PIN, then the new one, one per line" if sound else "the new PIN on one line"
            print(f"croupier pin set: standard input must hold {need}", file=sys.stderr)
            return 2
        try:
            if sound:
                pin.set(lines[1], old=lines[0])
            else:
                pin.set(lines[0], provision=True)
        except PinError as e:
            print(f"croupier pin set: {e}", file=sys.stderr)
            return 2
    except CroupierError as e:
        print(f"croupier pin set: {e}", file=sys.stderr)
        return 2
    finally:
        if journal is not None:
            journal.close()
    print(f"PIN set ({path})")
    return 0
