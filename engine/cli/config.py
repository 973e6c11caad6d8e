"""``croupier config``: check a settings file for kiosk provisioning, print the defaults or the path.

``croupier config check FILE`` exits 0 with ``FILE: ok``, or 2 with ``FILE:LINE: field: message``.
"""

from __future__ import annotations

import argparse
import sys

from ..core.rules import PROFILES
from ..store.settings import SettingsError, check, to_toml
from ..store.settings_data import Settings


def configure(parser: argparse.ArgumentParser) -> None:
    """The subcommands: ``check FILE``, ``defaults [--profile P]``, ``path``."""
    sub = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    c = sub.add_parser("check", help="validate a settings file: status 0, or 2 with the line and field")
    c.add_argument("file", metavar="FILE")
    d = sub.add_parser("defaults", help="print a settings file with a profile's defaults")
    d.add_argument("--profile", choices=tuple(PROFILES), default="france")
    p = sub.add_parser("path", help="print where the settings, PIN, data (journal), cache and logs are")
    p.add_argument("--config", metavar="FILE", help="settings file (as given to the table)")
    p.add_argument("--data-dir", metavar="DIR", help="data folder (as given to the table)")


def run(args: argparse.Namespace) -> int:
    """Run one action; 0 when all is well, 2 for a bad file."""
    if args.action == "check":
        try:
            check(args.file)
        except SettingsError as e:
            where = f"{args.file}:{e.line}" if e.line else args.file
            print(f"{where}: {e.field}: {e.detail}", file=sys.stderr)
            return 2
        print(f"{args.file}: ok")
        return 0
    if args.action == "defaults":
        sys.stdout.write(to_toml(Settings.for_profile(args.profile)))
        return 0
    from .doctor import print_folders

    print_folders(args.config, args.data_dir)
    return 0
